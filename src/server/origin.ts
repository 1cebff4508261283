/**
 * Cross-site requests: a browser page from another site can make a signed-in player's browser open a
 * WebSocket or POST a form to this server with the player's cookie. Browsers send `Origin` on both, so a
 * state-changing request or socket upgrade whose Origin is neither this site's own (the request's host, as a
 * trusted proxy reports it) nor one of the configured ones is refused. A request without
 * Origin comes from a program, not a page, and is let through (it holds its own cookie, or none).
 */
import type { FastifyRequest } from 'fastify';

/** '*': accept every origin (no check); otherwise the extra origins accepted besides the site's own. */
export type AllowedOrigins = '*' | string[];

export function parseOrigins(value: string): AllowedOrigins {
  const v = value.trim();
  if (v === '*') return '*';
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  for (const o of list) {
    let u: URL;
    try { u = new URL(o); } catch { throw new Error(`not an origin (scheme://host[:port]): ${JSON.stringify(o)}`); }
    if (u.origin !== o.replace(/\/$/, '')) throw new Error(`an origin has no path: ${JSON.stringify(o)} (use ${u.origin})`);
  }
  return list.map((o) => o.replace(/\/$/, ''));
}

/**
 * Null if the request's origin is acceptable, else the refusal's message. The site's own origin is the one
 * whose host (name and port) is the request's Host: the scheme is not compared, because behind a TLS-ending
 * proxy the server sees http while the page is https (and a page of this host is not another site).
 */
export function originRefusal(req: FastifyRequest, allowed: AllowedOrigins): string | null {
  if (allowed === '*') return null;
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  let host: string | null = null;
  try { host = new URL(origin).host; } catch { /* "null" or garbage: not ours */ }
  if (host !== null && host === req.host) return null;
  if (allowed.includes(origin)) return null;
  return `requests from ${origin} are not accepted (this site is ${req.host}; see --allowed-origins)`;
}
