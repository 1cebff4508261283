/** `muster serve`: the game server and web client (SQLite under ./data by default, or DATABASE_URL). */
import path from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { parseTrustProxy, type TrustProxy } from '../server/proxy.js';
import { parseOrigins, type AllowedOrigins } from '../server/origin.js';
import { parseLimits, type ServerLimits } from '../server/limits.js';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('start the game server and web client (SQLite under --data, or PostgreSQL from DATABASE_URL)')
    .option('-p, --port <port>', 'port to listen on (0: any free port)', process.env.PORT ?? '3000')
    .option('-H, --host <host>', 'address to listen on (0.0.0.0 to let other machines join)', process.env.HOST ?? '127.0.0.1')
    .option('-d, --data <dir>', 'data folder for the SQLite file', process.env.MUSTER_DATA ?? 'data')
    .option('--database-url <url>', 'postgres://… to use PostgreSQL (default: $DATABASE_URL)', process.env.DATABASE_URL)
    .option('--no-build', 'do not build the web client even if it is missing or stale')
    .option('--bot-delay <ms>', 'pause before the computer moves', '400')
    .option('--fast-hash', 'cheap password hashing (benchmarks and tests only)')
    .addOption(new Option('--trust-proxy <value>', 'behind a reverse proxy: whose X-Forwarded-For gives the client address '
      + '(used by the per-address sign-in limit): the proxy\'s addresses/CIDR ranges, comma-separated '
      + '(e.g. 127.0.0.1 or 10.0.0.0/8,::1; also loopback, linklocal, uniquelocal), or true to trust every peer and hop '
      + '(then the leftmost X-Forwarded-For address counts: only if the proxy replaces the header and is the only way in); '
      + 'hop counts are not supported. Default: the header is ignored')
      .argParser((v: string) => {
        try { return parseTrustProxy(v); } catch (e) { throw new InvalidArgumentError((e as Error).message); }
      }))
    .option('--secure-cookies', 'mark the session cookie Secure (HTTPS only); automatic for requests that arrive over https, '
      + 'also as a trusted proxy reports it (X-Forwarded-Proto with --trust-proxy)')
    .addOption(new Option('--allowed-origins <list>', 'origins (scheme://host[:port], comma-separated) accepted besides the site\'s own '
      + 'on state-changing requests and WebSocket upgrades; * accepts any. Default: only the site\'s own')
      .argParser((v: string) => {
        try { return parseOrigins(v); } catch (e) { throw new InvalidArgumentError((e as Error).message); }
      }))
    .addOption(new Option('--limits <json>', 'override per-client limits (JSON object, names as in src/server/limits.ts), e.g. for load tests')
      .argParser((v: string) => {
        try { return parseLimits(v); } catch (e) { throw new InvalidArgumentError((e as Error).message); }
      }))
    .action(async (o: { port: string; host: string; data: string; databaseUrl?: string; build: boolean; botDelay: string; fastHash?: boolean; trustProxy?: TrustProxy; secureCookies?: boolean; allowedOrigins?: AllowedOrigins; limits?: Partial<ServerLimits> }) => {
      const { startServer } = await import('../server/main.js');
      await startServer({
        port: Number(o.port), host: o.host, dataDir: path.resolve(o.data), databaseUrl: o.databaseUrl, build: o.build,
        botDelayMs: Number(o.botDelay), fastHash: !!o.fastHash, trustProxy: o.trustProxy,
        secureCookies: !!o.secureCookies, allowedOrigins: o.allowedOrigins, limits: o.limits,
      });
    });
}
