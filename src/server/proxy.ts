/**
 * Which peers may tell the server the client's address (X-Forwarded-For), passed to fastify's `trustProxy`.
 * Without it `request.ip` is the socket's peer, so behind a reverse proxy every client shares the proxy's
 * address (and the per-address sign-in limit counts them all as one). With it, `request.ip` is the address
 * the trusted proxy reports, while a client that is not a trusted proxy cannot choose its address by
 * sending the header.
 */
import net from 'node:net';

/** What fastify's `trustProxy` is given: true (trust every peer) or the addresses / CIDR ranges to trust. */
export type TrustProxy = boolean | string[];

/** proxy-addr's names for address ranges (fastify accepts them in a trustProxy list). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  const addr = slash < 0 ? entry : entry.slice(0, slash);
  const family = net.isIP(addr);
  if (!family) return false;
  if (slash < 0) return true;
  const bits = entry.slice(slash + 1);
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(bits); // a netmask: 10.0.0.0/255.0.0.0
}

/**
 * Parse a `--trust-proxy` value: `true`, `false`, or a comma-separated list of addresses, CIDR ranges and
 * the names loopback / linklocal / uniquelocal. A hop count is refused: fastify 5 (>= 5.12.8) no longer
 * honours one (it would silently trust no proxy), because it cannot check who the immediate peer is.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim();
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) {
    throw new Error(`a hop count (${v}) is not supported: fastify ignores it, since it cannot tell a proxy from a client; give the proxy's address (e.g. 127.0.0.1 or 10.0.0.0/8)`);
  }
  const entries = v.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
  const bad = entries.filter((e) => !validEntry(e));
  if (bad.length || !entries.length) {
    throw new Error(`not an address, CIDR range or loopback/linklocal/uniquelocal: ${bad.map((b) => JSON.stringify(b)).join(', ') || JSON.stringify(value)}`);
  }
  return entries;
}
