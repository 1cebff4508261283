/**
 * `npm run bench -- server [--games 1000] [--seconds 20] [--rate 600] [--max-moves N] [--game goofspiel] [--options JSON] [--postgres]`
 *
 * Load test on loopback: starts one server process (SQLite in a scratch folder, or DATABASE_URL with
 * --postgres), opens one socket per seat, keeps `--games` games running at once, and has every seat play a
 * uniformly random legal action when its view offers one. A finished game is replaced by a new one.
 * Moves are offered at `--rate` per second in all (players take turns in a queue, like people thinking), so
 * the latency is the server's answer time at that load; `--rate 0` offers moves as fast as they are answered
 * (maximum throughput, where latency is mostly queueing). Latency is measured from sending an action to its acknowledgement, which the server gives only after the
 * action is stored. At the end the stored actions are counted in the database. Bounded by time and count.
 * Last line: {"bench":"server","games":…,"clients":…,"movesPerSec":…,"p50Ms":…,"p99Ms":…,"errors":…}
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import Database from 'better-sqlite3';
import pg from 'pg';
import { machineLine } from './machine.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, def: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const GAMES = Number(arg('games', '1000'));
const SECONDS = Number(arg('seconds', '20'));
const MAX_MOVES = Number(arg('max-moves', '1000000'));
/** Offered load in moves per second across all games (0 = as fast as the server answers: a closed loop). */
const RATE = Number(arg('rate', '600'));
const GAME = arg('game', 'goofspiel');
const OPTIONS = JSON.parse(arg('options', GAME === 'goofspiel' ? '{"cards":13}' : '{}')) as Record<string, unknown>;
const USE_PG = process.argv.includes('--postgres');
const USERS = Math.min(100, Math.max(2, Math.ceil(GAMES / 10)));

console.log(machineLine());
console.log(`bench server: ${GAMES} concurrent ${GAME} games ${JSON.stringify(OPTIONS)}, ${SECONDS} s, storage ${USE_PG ? 'PostgreSQL' : 'SQLite'}`);

const data = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-bench-'));
const env = { ...process.env };
if (!USE_PG) delete env.DATABASE_URL;
else if (!env.DATABASE_URL) { console.error('--postgres needs DATABASE_URL'); process.exit(2); }
let benchDb = '';
if (USE_PG) {
  // A scratch database of its own, so that the stored-action count is this run's.
  benchDb = `muster_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${benchDb}`);
  await admin.end();
  const u = new URL(env.DATABASE_URL!);
  u.pathname = `/${benchDb}`;
  env.DATABASE_URL = u.toString();
}
// Every client of this bench is on 127.0.0.1 and a few accounts play every game: lift the per-client limits
// (sockets, message rates, games per account) that would otherwise count them as one abusive client.
const LOAD_LIMITS = {
  socketsPerAddress: 100_000, socketsPerAccount: 100_000, socketOpensPerMinute: 100_000, registrationsPerHour: 100_000,
  socketMessages: { perSecond: 100_000, burst: 100_000 }, addressMessages: { perSecond: 1_000_000, burst: 1_000_000 },
  gamesPerHour: 1_000_000, unfinishedGames: 1_000_000, openGames: 1_000_000, httpRequests: { perSecond: 1_000_000, burst: 1_000_000 },
  coldLoads: { perSecond: 1_000_000, burst: 1_000_000 },
};
const profArgs = process.argv.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, '.tmp/prof')}`] : [];
const proc = spawn(process.execPath, [...profArgs, '--import', 'tsx', path.join(ROOT, 'src/cli/main.ts'), 'serve', '--host', '127.0.0.1', '--port', '0', '--data', data, '--no-build', '--fast-hash', '--bot-delay', '0', '--limits', JSON.stringify(LOAD_LIMITS)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  proc.stdout!.on('data', (d) => { out += String(d); const m = /listening on (http:\/\/[\d.:]+)/.exec(out); if (m) resolve(m[1]!); });
  proc.once('exit', (c) => reject(new Error(`server exited ${c}: ${out}`)));
});
const wsUrl = url.replace('http', 'ws') + '/ws';
process.on('exit', () => { if (proc.exitCode === null) proc.kill('SIGKILL'); });
process.on('uncaughtException', (e) => { console.error('bench failed:', e); process.exit(1); });

async function post(p: string, body: unknown, cookie?: string): Promise<any> {
  const r = await fetch(url + p, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const j = await r.json();
  if (!r.ok) throw new Error(`${p}: ${JSON.stringify(j)}`);
  return { body: j, cookie: r.headers.get('set-cookie')?.split(';')[0] };
}
const hex = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

const cookies: string[] = [];
for (let i = 0; i < USERS; i++) cookies.push((await post('/api/register', { name: `bench${i}`, password: 'bench-password' })).cookie);

interface Seat { sock: WebSocket; game: string; side: string; waiting: number | null; slot: Slot; view: any; queued: boolean }
interface Slot { seats: Seat[]; game: string; done: boolean; n: number; users: number[] }
const latencies: number[] = [];
let moves = 0, errors = 0, gamesStarted = 0, gamesFinished = 0, nextId = 1;
let stopping = false;
let playing = false;
const ready: Seat[] = [];
const sentAt = new Map<number, { t: number; seat: Seat }>();

function openSocket(cookie: string): Promise<WebSocket> {
  return new Promise((res, rej) => {
    const s = new WebSocket(wsUrl, { headers: { cookie } });
    s.once('open', () => { s.on('error', () => { errors++; }); res(s); });
    s.once('error', rej);
  });
}

async function newGame(slot: Slot, n: number): Promise<void> {
  const a = cookies[slot.users[0]!]!, b = cookies[slot.users[1]!]!;
  void n;
  // Commit first: the game (and its commitment) exists before the creator's contribution is sent.
  const c = (await post('/api/games', { game: GAME, mode: 'online', side: slot.seats[0]!.side, options: OPTIONS }, a)).body.game;
  await post(`/api/games/${c.id}/contribute`, { side: slot.seats[0]!.side, contribution: hex() }, a);
  await post(`/api/games/${c.id}/join`, { side: slot.seats[1]!.side, token: c.invite, contribution: hex() }, b);
  for (const s of slot.seats) {
    if (s.game) s.sock.send(JSON.stringify({ t: 'unsub', game: s.game }));
    s.game = c.id;
    s.waiting = null;
    s.view = null;
    s.sock.send(JSON.stringify({ t: 'sub', game: c.id, side: s.side, labels: false }));
  }
  slot.game = c.id;
  gamesStarted++;
}

function onMessage(seat: Seat, raw: WebSocket.RawData): void {
  const m = JSON.parse(String(raw));
  if (m.t === 'ack' || m.t === 'error') {
    const s = sentAt.get(m.id);
    if (s) { sentAt.delete(m.id); s.seat.waiting = null; }
    if (m.t === 'ack') { moves++; if (s) latencies.push(performance.now() - s.t); }
    else if (m.code !== 'stale') { errors++; if (errors < 5) console.error('error:', m); }
    if (s && s.seat.view) play(s.seat);
    return;
  }
  if (m.t !== 'state' || m.game !== seat.game || !m.view) return;
  seat.view = m.view;
  play(seat);
}

function play(seat: Seat): void {
  const m = { view: seat.view };
  if (m.view.result) {
    if (!seat.slot.done && seat === seat.slot.seats[0]) {
      seat.slot.done = true;
      gamesFinished++;
      if (!stopping) void newGame(seat.slot, ++seat.slot.n).then(() => { seat.slot.done = false; }).catch((e) => { if (!stopping) { errors++; console.error('new game failed:', e); } });
    }
    return;
  }
  if (stopping || !playing || seat.waiting !== null || m.view.actions.length === 0 || moves + sentAt.size >= MAX_MOVES) return;
  if (RATE > 0) { if (!seat.queued) { seat.queued = true; ready.push(seat); } return; }
  send(seat);
}

function send(seat: Seat): void {
  const m = { view: seat.view };
  const action = m.view.actions[Math.floor(Math.random() * m.view.actions.length)];
  const id = nextId++;
  seat.waiting = id;
  sentAt.set(id, { t: performance.now(), seat });
  seat.sock.send(JSON.stringify({ t: 'act', id, game: seat.game, side: seat.side, step: m.view.step, action }));
}

// Sides of the game from the catalogue.
const cat = await (await fetch(url + '/api/catalog')).json() as { games: { id: string; sides: string[] }[] };
const sides = cat.games.find((g) => g.id === GAME)?.sides;
if (!sides) throw new Error(`no game ${GAME}`);
const slots: Slot[] = [];
for (let i = 0; i < GAMES; i++) {
  const slot: Slot = { seats: [], game: '', done: false, n: i, users: sides.map((_, k) => (i + k) % USERS) };
  for (const [k, side] of sides.entries()) {
    const sock = await openSocket(cookies[(i + k) % USERS]!);
    const seat: Seat = { sock, game: '', side, waiting: null, slot, view: null, queued: false };
    sock.on('message', (d) => onMessage(seat, d));
    slot.seats.push(seat);
  }
  slots.push(slot);
}
console.log(`${slots.length * sides.length} sockets open; creating games…`);
const t0 = performance.now();
for (let i = 0; i < slots.length; i += 50) await Promise.all(slots.slice(i, i + 50).map((s, k) => newGame(s, i + k)));
const t1 = performance.now();
console.log(`${GAMES} games created in ${((t1 - t0) / 1000).toFixed(1)} s; playing…`);
playing = true;
for (const s of slots) for (const seat of s.seats) if (seat.view) play(seat);
let allowance = 0, lastTick = performance.now();
const ticker = RATE > 0 ? setInterval(() => {
  const now = performance.now();
  allowance = Math.min(allowance + ((now - lastTick) / 1000) * RATE, Math.max(2, RATE / 100));
  lastTick = now;
  let head = 0;
  while (allowance >= 1 && head < ready.length) {
    const seat = ready[head++]!;
    seat.queued = false;
    if (stopping || seat.waiting !== null || !seat.view || seat.view.result || seat.view.actions.length === 0) continue;
    allowance--;
    send(seat);
  }
  ready.splice(0, head);
}, 2) : null;
const movesAt0 = moves;
const deadline = t1 + SECONDS * 1000;
while (performance.now() < deadline && moves < MAX_MOVES) await new Promise((r) => setTimeout(r, 100));
stopping = true;
if (ticker) clearInterval(ticker);
const elapsed = (performance.now() - t1) / 1000;
const played = moves - movesAt0;
for (let i = 0; i < 50 && sentAt.size > 0; i++) await new Promise((r) => setTimeout(r, 100));
for (const s of slots) for (const seat of s.seats) seat.sock.close();
proc.kill('SIGTERM');
await new Promise((r) => proc.once('exit', r));

// Every acknowledged move is in the database.
let stored = -1;
if (!USE_PG) {
  const db = new Database(path.join(data, 'muster.sqlite'), { readonly: true });
  stored = (db.prepare('select count(*) as n from actions').get() as { n: number }).n;
  db.close();
} else {
  const c = new pg.Client({ connectionString: env.DATABASE_URL });
  await c.connect();
  stored = Number((await c.query('select count(*) as n from actions')).rows[0].n);
  await c.end();
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  await admin.end();
}
fs.rmSync(data, { recursive: true, force: true });
latencies.sort((a, b) => a - b);
const pct = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! : 0);
console.log(`${played} moves in ${elapsed.toFixed(1)} s; ${gamesFinished} games finished, ${gamesStarted} started; ${moves} acknowledged, ${stored} stored in the database`);
if (stored >= 0 && stored < moves) { errors++; console.error(`LOST: ${moves} acknowledged but ${stored} stored`); }
console.log(JSON.stringify({
  bench: 'server', games: GAMES, offeredRate: RATE, clients: GAMES * sides.length, movesPerSec: Math.round(played / elapsed),
  p50Ms: Number(pct(0.5).toFixed(2)), p99Ms: Number(pct(0.99).toFixed(2)), errors, storage: USE_PG ? 'postgres' : 'sqlite', stored, acknowledged: moves,
}));
