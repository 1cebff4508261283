/** Start a server process: storage (migrations), client build, HTTP + sockets, graceful shutdown. */
import { randomId } from './fair.js';
import { buildApp } from './app.js';
import { ensureClient } from './client-build.js';
import { openStorage } from './storage/index.js';
import type { TrustProxy } from './proxy.js';
import type { AllowedOrigins } from './origin.js';
import type { ServerLimits } from './limits.js';

export interface ServeOptions {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  build: boolean;
  botDelayMs: number;
  fastHash: boolean;
  trustProxy?: TrustProxy | undefined;
  secureCookies?: boolean;
  allowedOrigins?: AllowedOrigins | undefined;
  limits?: Partial<ServerLimits> | undefined;
}

export async function startServer(o: ServeOptions): Promise<void> {
  const say = (s: string) => process.stdout.write(s + '\n');
  const nodeId = randomId(6);
  const storage = openStorage({ databaseUrl: o.databaseUrl, dataDir: o.dataDir, origin: nodeId });
  await storage.migrate();
  const clientDir = o.build ? await ensureClient(say) : (await import('./client-build.js')).CLIENT_OUT;
  const { app } = await buildApp({
    storage, nodeId, clientDir: clientDir ?? undefined, botDelayMs: o.botDelayMs, warmImports: true,
    ...(o.fastHash ? { scrypt: { N: 1024, r: 8, p: 1 } } : {}),
    ...(o.trustProxy !== undefined ? { trustProxy: o.trustProxy } : {}),
    ...(o.secureCookies ? { secureCookies: true } : {}),
    ...(o.allowedOrigins !== undefined ? { allowedOrigins: o.allowedOrigins } : {}),
    ...(o.limits !== undefined ? { limits: o.limits } : {}),
  });
  const url = await app.listen({ port: o.port, host: o.host });
  const where = storage.kind === 'sqlite' ? `SQLite in ${o.dataDir}` : 'PostgreSQL';
  say(`Muster listening on ${url} (node ${nodeId}, ${where})`);

  let stopping = false;
  const stop = async (sig: string) => {
    if (stopping) return;
    stopping = true;
    say(`${sig}: closing sockets, finishing requests, closing the database…`);
    const force = setTimeout(() => process.exit(1), 10000);
    force.unref();
    try {
      await app.close();
      await storage.close();
    } finally {
      say('stopped');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
