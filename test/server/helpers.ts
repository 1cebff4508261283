/** Test helpers: an in-process server on loopback, HTTP and WebSocket clients, server processes. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import WebSocket from 'ws';
import { buildApp, type AppOptions } from '../../src/server/app.js';
import type { ServerLimits } from '../../src/server/limits.js';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';
import type { Storage } from '../../src/server/storage/types.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function tmpDir(prefix = 'muster-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export const contribution = (): string => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

export interface TestServer { url: string; ws: string; close(): Promise<void>; storage: Storage }

/** Limits loose enough for tests that register many accounts and create many games from one address;
 *  the abuse tests (abuse.test.ts) pass the limits they exercise. */
export const ROOMY: Partial<ServerLimits> = {
  registrationsPerHour: 10_000, gamesPerHour: 100_000, unfinishedGames: 100_000, openGames: 100_000, importsPerHour: 10_000,
  httpRequests: { perSecond: 100_000, burst: 100_000 }, coldLoads: { perSecond: 100_000, burst: 100_000 },
};

export async function startInProcess(opts: { storage?: Storage; botDelayMs?: number; limits?: Partial<ServerLimits>; app?: Partial<AppOptions> } = {}): Promise<TestServer> {
  const storage = opts.storage ?? SqliteStorage.open(path.join(tmpDir(), 'db.sqlite'));
  await storage.migrate();
  const { app } = await buildApp({ storage, botDelayMs: opts.botDelayMs ?? 0, scrypt: { N: 1024, r: 8, p: 1 }, limits: opts.limits ?? ROOMY, ...(opts.app ?? {}) });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url, ws: url.replace('http', 'ws') + '/ws', storage,
    async close() { await app.close(); await storage.close(); },
  };
}

export interface Reply { status: number; body: any; cookie?: string }

export async function http(base: string, method: string, p: string, body?: unknown, cookie?: string): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  const r = await fetch(base + p, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await r.text();
  let parsed: unknown = text;
  try { parsed = JSON.parse(text); } catch { /* not JSON */ }
  const set = r.headers.get('set-cookie');
  return { status: r.status, body: parsed, ...(set ? { cookie: set.split(';')[0] } : {}) };
}

/**
 * Create a game as the lobby does, commit first: POST /api/games without contributions (the reply shows the
 * commitment), then the creator's contributions (`contribution` for its side, `contributions` in hot seat)
 * through /contribute. Answers the creation's failure, or the contribution's reply (the started game's meta).
 */
export async function createGame(base: string, body: Record<string, unknown>, cookie?: string): Promise<Reply> {
  const { contribution: one, contributions: many, ...rest } = body as { contribution?: string; contributions?: Record<string, string>; side?: unknown };
  const c = await http(base, 'POST', '/api/games', rest, cookie);
  if (c.status !== 200) return c;
  const sides = many ?? (one && typeof rest.side === 'string' ? { [rest.side]: one } : null);
  if (!sides) return c;
  return http(base, 'POST', `/api/games/${c.body.game.id}/contribute`, { contributions: sides }, cookie);
}

export async function register(base: string, name: string, password = 'secret-pw'): Promise<string> {
  const r = await http(base, 'POST', '/api/register', { name, password });
  if (r.status !== 200 || !r.cookie) throw new Error(`register ${name}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.cookie;
}

/** A socket client that records every message and can wait for one. */
export class WsClient {
  messages: any[] = [];
  private waiters: { pred: (m: any) => boolean; resolve: (m: any) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }[] = [];
  private constructor(public sock: WebSocket) {
    sock.on('message', (d) => {
      const m = JSON.parse(String(d));
      this.messages.push(m);
      for (const w of [...this.waiters]) {
        if (w.pred(m)) { clearTimeout(w.timer); this.waiters.splice(this.waiters.indexOf(w), 1); w.resolve(m); }
      }
    });
  }
  static async open(url: string, cookie?: string): Promise<WsClient> {
    const sock = new WebSocket(url, cookie ? { headers: { cookie } } : {});
    await new Promise<void>((res, rej) => { sock.once('open', () => res()); sock.once('error', rej); });
    return new WsClient(sock);
  }
  send(m: unknown): void { this.sock.send(JSON.stringify(m)); }
  /** Wait for a message matching `pred`, looking at messages from index `since` first. */
  wait(pred: (m: any) => boolean, since = 0, ms = 5000): Promise<any> {
    const hit = this.messages.slice(since).find(pred);
    if (hit) return Promise.resolve(hit);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { reject(new Error(`timeout waiting for a message; got ${JSON.stringify(this.messages.slice(-3))}`)); }, ms);
      this.waiters.push({ pred, resolve, reject, timer });
    });
  }
  close(): void { this.sock.close(); }
}

/** Start `muster serve` as a separate process (one node process, killable by pid). */
// Servers a failed test left running would keep the test file (and CI) waiting forever: kill them at the end.
const spawned = new Set<ChildProcess>();
after(() => {
  for (const p of spawned) p.kill('SIGKILL');
});

function withoutDatabaseUrl(e: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _omit, ...rest } = e;
  void _omit;
  return rest;
}

export async function startProcess(args: string[], env: Record<string, string> = {}): Promise<{ proc: ChildProcess; url: string; out: () => string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli/main.ts'), 'serve', '--host', '127.0.0.1', '--port', '0', '--no-build', '--bot-delay', '0', '--fast-hash', ...args], {
    // A process gets PostgreSQL only when a test asks for it: CI exports DATABASE_URL for the whole run, and
    // SQLite tests (crash recovery, shutdown) must not share that database with each other.
    cwd: ROOT, env: { ...withoutDatabaseUrl(process.env), ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(proc);
  proc.once('exit', () => spawned.delete(proc));
  let out = '';
  proc.stdout!.on('data', (d) => { out += String(d); });
  proc.stderr!.on('data', (d) => { out += String(d); });
  const url = await new Promise<string>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120000); // a loaded machine takes long to load tsx and the games
    const check = () => {
      const m = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (m) { clearTimeout(t); resolve(m[1]!); }
    };
    proc.stdout!.on('data', check);
    proc.once('exit', (code) => { clearTimeout(t); reject(new Error(`server exited (${code}):\n${out}`)); });
  });
  return { proc, url, out: () => out };
}

export async function stopProcess(proc: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (proc.exitCode !== null || proc.signalCode !== null) return proc.exitCode;
  const done = new Promise<number | null>((r) => proc.once('exit', (c) => r(c)));
  proc.kill(signal);
  return done;
}
