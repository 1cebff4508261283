/** What the abuse tests share: requests as if from a given client address (behind a trusted proxy), raw sockets. */
import WebSocket from 'ws';
import { getGame } from '../../src/games/registry.js';
import { exportGame, type GameExport } from '../../src/server/export.js';
import { botContribution, commitmentOf, newSecret } from '../../src/server/fair.js';
import { LiveGame } from '../../src/server/live.js';
import type { GameRow, SeatRow } from '../../src/server/storage/types.js';
import { contribution, type Reply } from './helpers.js';

export interface From { cookie?: string; from?: string; origin?: string; proto?: string }

/** An HTTP request as if forwarded by the loopback proxy for client address `from`. */
export async function req(base: string, method: string, p: string, body?: unknown, o: From = {}): Promise<Reply & { headers: Headers }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (o.cookie) headers.cookie = o.cookie;
  if (o.from) headers['x-forwarded-for'] = o.from;
  if (o.origin) headers.origin = o.origin;
  if (o.proto) headers['x-forwarded-proto'] = o.proto;
  const r = await fetch(base + p, { method, headers, ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}) });
  const text = await r.text();
  let parsed: unknown = text;
  try { parsed = JSON.parse(text); } catch { /* not JSON */ }
  const set = r.headers.get('set-cookie');
  return { status: r.status, body: parsed, headers: r.headers, ...(set ? { cookie: set.split(';')[0] } : {}) };
}

export async function reg(base: string, name: string, from: string, password = 'secret-pw'): Promise<string> {
  const r = await req(base, 'POST', '/api/register', { name, password }, { from });
  if (r.status !== 200 || !r.cookie) throw new Error(`register ${name}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.cookie;
}

/** A game created commit first and contributed to by its creator (every side in hot seat). */
export async function game(base: string, cookie: string, from: string, body: Record<string, unknown>): Promise<any> {
  const c = await req(base, 'POST', '/api/games', body, { cookie, from });
  if (c.status === 400 && c.body.error?.code === 'bad-contribution') {
    // A server from before commit first (the abuse tests are also run against it, to see them fail for the
    // reason they test): contributions go with the creation.
    const sides = body.mode === 'hotseat' ? getGame(body.game as string)!.info.sides : [body.side as string];
    const old = await req(base, 'POST', '/api/games', { ...body, ...(body.mode === 'hotseat' ? { contributions: Object.fromEntries(sides.map((s) => [s, contribution()])) } : { contribution: contribution() }) }, { cookie, from });
    return old.body.game;
  }
  if (c.status !== 200) throw new Error(`create: ${c.status} ${JSON.stringify(c.body)}`);
  const sides: string[] = body.mode === 'hotseat' ? c.body.game.sides : [body.side as string];
  const k = await req(base, 'POST', `/api/games/${c.body.game.id}/contribute`, { contributions: Object.fromEntries(sides.map((s) => [s, contribution()])) }, { cookie, from });
  if (k.status !== 200) throw new Error(`contribute: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.game;
}

/** A raw socket: every message recorded, the close code kept; `refused` holds the HTTP status of a refused upgrade. */
export class Sock {
  messages: any[] = [];
  closed: number | null = null;
  refused: number | null = null;
  readonly opened: Promise<boolean>;
  readonly ws: WebSocket;
  private closeWaiters: (() => void)[] = [];
  constructor(url: string, o: From = {}) {
    const headers: Record<string, string> = {};
    if (o.cookie) headers.cookie = o.cookie;
    if (o.from) headers['x-forwarded-for'] = o.from;
    if (o.origin) headers.origin = o.origin;
    this.ws = new WebSocket(url, { headers });
    this.ws.on('message', (d) => { try { this.messages.push(JSON.parse(String(d))); } catch { /* not JSON */ } });
    this.ws.on('close', (code) => { this.closed = code; for (const w of this.closeWaiters.splice(0)) w(); });
    this.opened = new Promise((res) => {
      this.ws.once('open', () => res(true));
      this.ws.once('unexpected-response', (_q, r) => { this.refused = r.statusCode ?? 0; r.resume(); res(false); });
      this.ws.once('error', () => res(false));
    });
    this.ws.on('error', () => {});
  }
  send(m: unknown): void { if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m)); }
  /** Resolves when the server closed the socket, or after `ms` (then `closed` is still null). */
  closedWithin(ms: number): Promise<number | null> {
    if (this.closed !== null || this.refused !== null) return Promise.resolve(this.closed);
    return new Promise((res) => {
      const t = setTimeout(() => res(this.closed), ms);
      this.closeWaiters.push(() => { clearTimeout(t); res(this.closed); });
    });
  }
  async until(pred: (m: any) => boolean, ms = 10_000): Promise<any> {
    const t0 = Date.now();
    for (;;) {
      const hit = this.messages.find(pred);
      if (hit) return hit;
      if (Date.now() - t0 > ms) throw new Error(`no such message within ${ms} ms; last: ${JSON.stringify(this.messages.slice(-2)).slice(0, 400)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  close(): void { this.ws.terminate(); }
}

export async function waitFor(pred: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if (await pred()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return pred();
}

/**
 * A finished game's export, played here with random legal moves (seeded) by the engine: for imports. Liberty
 * games run to several hundred actions, a second or more of verification (a full replay).
 */
export function playedExport(gameId: string, seed = 1, options: unknown = {}): GameExport {
  const rules = getGame(gameId)!;
  const secret = newSecret();
  const now = Date.now();
  const row: GameRow = {
    id: 'played', game: gameId, mode: 'hotseat', status: 'active', options: rules.parseOptions(options), createdBy: 'u', createdAt: now,
    updatedAt: now, commitment: commitmentOf(secret), serverSecret: secret, inviteToken: 'x', result: null, actionCount: 0,
  };
  const seats: SeatRow[] = rules.info.sides.map((side) => ({ gameId: 'played', side, userId: 'u', bot: null, contribution: botContribution(secret, `p-${side}`), contributedAt: now }));
  const g = new LiveGame(row, seats, rules);
  g.rebuild([]);
  let x = seed >>> 0;
  const rand = (n: number) => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x % n; };
  for (let i = 0; i < 5000 && g.state && !rules.result(g.state); i++) {
    const side = rules.activeSides(g.state)[0]!;
    const actions = g.view(side)!.actions;
    g.applyChecked({ side, action: actions[rand(actions.length)], at: now });
  }
  g.row.status = 'finished';
  return exportGame(g, Object.fromEntries(rules.info.sides.map((s) => [s, 'player'])));
}

/** A long DIXIE game (every advanced rule): the first seeded random game of at least `min` actions. */
export function longDixieExport(min = 150): GameExport {
  let best: GameExport | null = null;
  for (let seed = 1; seed <= 30; seed++) {
    const e = playedExport('dixie', seed, { historical: true, melee: true, enfilade: true, flankAttack: true, counterBattery: true });
    if (!best || e.actions.length > best.actions.length) best = e;
    if (e.actions.length >= min) break;
  }
  return best!;
}
