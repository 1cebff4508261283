/**
 * `npm run bench -- abuse [--seconds 10] [--only NAME,NAME]`
 *
 * Soak test of the server's limits (issue 21) on loopback: one server process with its default limits (SQLite in
 * a scratch folder, real password hashing, --trust-proxy 127.0.0.1 so that attackers and spectators can come
 * from many addresses), first idle, then under each attack of the issue's findings in turn, `--seconds` each:
 *   unread   anonymous spectators that never read, asking for a large Liberty view within the message rate (1)
 *   flood    sockets sending pings and bad actions as fast as they can, reconnecting when closed (2)
 *   sockets  one address opening sockets without end, 600 spectators (many addresses) on a game two players play (5)
 *   imports  one account importing a long DIXIE game from four loops, one address (6)
 *   signin   wrong passwords for an existing name and registrations from one address (7)
 *   games    one account creating games from four loops, one address (8)
 * A separate thread asks GET /api/health every 20 ms (its latency is the server's responsiveness to everyone
 * else); the server's resident memory is read from /proc every 200 ms. Targets: health p99 < 100 ms and memory
 * growth < 100 MB under each attack (its peak over its start).
 * Last line: {"bench":"abuse","idle":{…},"attacks":{"unread":{"p50Ms","p99Ms","maxMs","rssMB","growthMB",…},…},"met":…}
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import WebSocket from 'ws';
import { machineLine } from './machine.js';
import { longDixieExport } from '../test/server/abuse-helpers.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, def: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const SECONDS = Number(arg('seconds', '10'));
const ALL = ['unread', 'flood', 'sockets', 'imports', 'signin', 'games'];
const ONLY = arg('only', ALL.join(',')).split(',').filter((x) => ALL.includes(x));
const TARGET = { p99Ms: 100, growthMB: 100 };

console.log(machineLine());
console.log(`bench abuse: idle, then ${ONLY.join(', ')}; ${SECONDS} s each; server with its default limits`);

const data = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-abuse-'));
const env = { ...process.env };
delete env.DATABASE_URL;
const proc = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli/main.ts'), 'serve', '--host', '127.0.0.1', '--port', '0', '--data', data, '--no-build', '--bot-delay', '0', '--trust-proxy', '127.0.0.1'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  proc.stdout!.on('data', (d) => { out += String(d); const m = /listening on (http:\/\/[\d.:]+)/.exec(out); if (m) resolve(m[1]!); });
  proc.once('exit', (c) => reject(new Error(`server exited ${c}: ${out}`)));
});
const wsUrl = url.replace('http', 'ws') + '/ws';
process.on('exit', () => { if (proc.exitCode === null) proc.kill('SIGKILL'); });

const rssMB = (): number => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${proc.pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch { return 0; }
};

// ---- clients -----------------------------------------------------------------------------------------
let addrN = 0;
const newAddr = () => { addrN++; return `10.${(addrN >> 16) & 255}.${(addrN >> 8) & 255}.${addrN & 255}`; };
async function call(method: string, p: string, body?: unknown, o: { cookie?: string; from?: string } = {}): Promise<{ status: number; body: any; cookie?: string }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (o.cookie) headers.cookie = o.cookie;
  if (o.from) headers['x-forwarded-for'] = o.from;
  const r = await fetch(url + p, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await r.text();
  let j: unknown = text;
  try { j = JSON.parse(text); } catch { /* not JSON */ }
  const set = r.headers.get('set-cookie');
  return { status: r.status, body: j, ...(set ? { cookie: set.split(';')[0] } : {}) };
}
const hex = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
async function account(name: string): Promise<string> {
  const r = await call('POST', '/api/register', { name, password: 'bench-password' }, { from: newAddr() });
  if (!r.cookie) throw new Error(`register ${name}: ${JSON.stringify(r.body)}`);
  return r.cookie;
}
async function newGame(cookie: string, body: Record<string, unknown>): Promise<any> {
  const from = newAddr();
  const c = await call('POST', '/api/games', body, { cookie, from });
  if (c.status !== 200) throw new Error(`create: ${JSON.stringify(c.body)}`);
  const sides: string[] = body.mode === 'hotseat' ? c.body.game.sides : [body.side as string];
  return (await call('POST', `/api/games/${c.body.game.id}/contribute`, { contributions: Object.fromEntries(sides.map((s) => [s, hex()])) }, { cookie, from })).body.game;
}
function openSock(o: { cookie?: string; from?: string } = {}): Promise<WebSocket | null> {
  return new Promise((res) => {
    const headers: Record<string, string> = {};
    if (o.cookie) headers.cookie = o.cookie;
    if (o.from) headers['x-forwarded-for'] = o.from;
    const s = new WebSocket(wsUrl, { headers });
    s.on('error', () => res(null));
    s.once('unexpected-response', (_q, r) => { r.resume(); res(null); });
    s.once('open', () => res(s));
  });
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- health prober (its own thread, so that the attackers' work here does not delay it) ----------------
const prober = new Worker(`
  const { parentPort, workerData } = require('node:worker_threads');
  const lat = [];
  parentPort.on('message', () => parentPort.postMessage(lat.splice(0)));
  (async () => {
    for (;;) {
      const t = performance.now();
      try { const r = await fetch(workerData + '/api/health'); await r.text(); } catch { lat.push(10000); continue; }
      lat.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
`, { eval: true, workerData: url });
prober.unref();
const drain = () => new Promise<number[]>((res) => { prober.once('message', res); prober.postMessage('flush'); });

/** growthMB: the attack's own growth (its peak over its start); overIdleMB: its peak over the idle peak, which
 *  also counts what earlier attacks left (a process's resident memory seldom shrinks). */
interface Phase { p50Ms: number; p99Ms: number; maxMs: number; samples: number; rssStartMB: number; rssMaxMB: number; rssEndMB: number; growthMB: number; overIdleMB: number; notes: Record<string, number> }
let idleRss = 0;
async function measure(name: string, attack: (until: number, notes: Record<string, number>) => Promise<void>): Promise<Phase> {
  await drain();
  const rssStart = rssMB();
  let rssMax = rssStart;
  const sampler = setInterval(() => { rssMax = Math.max(rssMax, rssMB()); }, 200);
  const notes: Record<string, number> = {};
  const until = Date.now() + SECONDS * 1000;
  await attack(until, notes);
  while (Date.now() < until) await sleep(50);
  clearInterval(sampler);
  const lat = (await drain()).sort((a, b) => a - b);
  const pct = (p: number) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(lat.length * p))]! : NaN);
  const rssEnd = rssMB();
  rssMax = Math.max(rssMax, rssEnd);
  const r: Phase = {
    p50Ms: round(pct(0.5)), p99Ms: round(pct(0.99)), maxMs: round(lat[lat.length - 1] ?? NaN), samples: lat.length,
    rssStartMB: round(rssStart), rssMaxMB: round(rssMax), rssEndMB: round(rssEnd), growthMB: round(rssMax - rssStart), overIdleMB: round(rssMax - (idleRss || rssStart)), notes,
  };
  console.log(`${name.padEnd(8)} health p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms (${r.samples} probes); server memory ${r.rssStartMB} → max ${r.rssMaxMB} → ${r.rssEndMB} MB (growth ${r.growthMB} MB, ${r.overIdleMB} MB over idle) ${JSON.stringify(notes)}`);
  return r;
}
const round = (x: number) => Math.round(x * 10) / 10;
const bump = (n: Record<string, number>, k: string) => { n[k] = (n[k] ?? 0) + 1; };

// ---- setup ------------------------------------------------------------------------------------------
const owner = await account('bench owner');
const libertyGame = await newGame(owner, { game: 'liberty', mode: 'hotseat' });
const nora = await account('bench nora');
const sam = await account('bench sam');
const exportJson = longDixieExport(300);
console.log(`setup: a Liberty game to watch, a DIXIE export of ${exportJson.actions.length} actions to import`);

// ---- attacks ----------------------------------------------------------------------------------------
const attacks: Record<string, (until: number, notes: Record<string, number>) => Promise<void>> = {
  // Finding 1: spectators that never read. Within the message rate, so that the send-buffer cap is what stops them.
  async unread(until, notes) {
    const from = newAddr();
    const one = async () => {
      while (Date.now() < until) {
        const s = await openSock({ from });
        if (!s) { bump(notes, 'refused'); await sleep(500); continue; }
        bump(notes, 'opened');
        (s as unknown as { _socket: { pause(): void } })._socket.pause();
        let closed = false;
        s.once('close', () => { closed = true; });
        while (!closed && Date.now() < until) {
          s.send(JSON.stringify({ t: 'sub', game: libertyGame.id, side: 'observer', labels: true }));
          await sleep(55);
        }
        if (closed) bump(notes, 'dropped');
        s.terminate();
      }
    };
    await Promise.all(Array.from({ length: 40 }, one));
  },
  // Finding 2: as many messages as the socket takes, signed in and not, reconnecting when closed.
  async flood(until, notes) {
    const cookie = await account('bench flooder');
    const from = newAddr();
    const one = async (signed: boolean) => {
      while (Date.now() < until) {
        const s = await openSock(signed ? { cookie, from } : { from });
        if (!s) { bump(notes, 'refused'); await sleep(200); continue; }
        let closed = false;
        s.once('close', () => { closed = true; bump(notes, 'closed'); });
        while (!closed && Date.now() < until) {
          for (let i = 0; i < 200; i++) s.send(signed ? '{"t":"ping"}' : '{"t":"act","game":"nogame1","side":"north","step":0,"action":{}}');
          notes.sent = (notes.sent ?? 0) + 200;
          await sleep(5);
        }
        s.terminate();
      }
    };
    await Promise.all([...Array.from({ length: 8 }, () => one(true)), ...Array.from({ length: 8 }, () => one(false))]);
  },
  // Finding 5: sockets without end from one address; many spectators on a game being played; ack latency.
  async sockets(until, notes) {
    const from = newAddr();
    const held: WebSocket[] = [];
    const hog = (async () => {
      while (Date.now() < until) {
        const s = await openSock({ from });
        if (s) { held.push(s); bump(notes, 'admitted'); } else { bump(notes, 'refused'); await sleep(20); }
      }
    })();
    const g = await newGame(nora, { game: 'goofspiel', mode: 'online', side: 'north', options: { cards: 13 } });
    await call('POST', `/api/games/${g.id}/join`, { side: 'south', token: g.invite, contribution: hex() }, { cookie: sam, from: newAddr() });
    const watchers: WebSocket[] = [];
    for (let i = 0; i < 600; i++) {
      const s = await openSock({ from: newAddr() });
      if (!s) { bump(notes, 'watcherRefused'); continue; }
      s.on('message', (d) => { const m = JSON.parse(String(d)); if (m.t === 'error') bump(notes, `watcher:${m.code}`); });
      s.send(JSON.stringify({ t: 'sub', game: g.id, side: 'observer', labels: true }));
      watchers.push(s);
    }
    // Two players move by turns, simultaneous bids; ack latency per move.
    const acks: number[] = [];
    const player = async (cookie: string, side: string) => {
      const s = (await openSock({ cookie, from: newAddr() }))!;
      let view: any = null;
      let sent = 0;
      s.on('message', (d) => {
        const m = JSON.parse(String(d));
        if (m.t === 'state' && m.side === side) view = m.view;
        if (m.t === 'ack' || m.t === 'error') { if (m.t === 'ack') acks.push(performance.now() - sent); sent = 0; }
      });
      s.send(JSON.stringify({ t: 'sub', game: g.id, side, labels: false }));
      while (Date.now() < until) {
        if (view && view.actions.length && !sent && !view.result) {
          sent = performance.now();
          s.send(JSON.stringify({ t: 'act', id: 1, game: g.id, side, step: view.step, action: view.actions[0] }));
          view = null;
        }
        await sleep(50);
      }
      s.terminate();
    };
    await Promise.all([player(nora, 'north'), player(sam, 'south'), hog]);
    acks.sort((a, b) => a - b);
    notes.watchers = watchers.length;
    notes.moves = acks.length;
    notes.ackP99Ms = round(acks[Math.floor(acks.length * 0.99)] ?? NaN);
    for (const s of [...held, ...watchers]) s.terminate();
  },
  // Finding 6: one account importing a long game from four loops.
  async imports(until, notes) {
    const cookie = await account('bench importer');
    const from = newAddr();
    const one = async () => {
      while (Date.now() < until) {
        const r = await call('POST', '/api/games/import', exportJson, { cookie, from });
        bump(notes, String(r.status));
        if (r.status !== 200) await sleep(20);
      }
    };
    await Promise.all(Array.from({ length: 4 }, one));
  },
  // Finding 7: guessing an existing account's password, and registering accounts, from one address.
  async signin(until, notes) {
    const from = newAddr();
    const guess = async () => {
      let i = 0;
      while (Date.now() < until) bump(notes, `login ${(await call('POST', '/api/login', { name: 'bench owner', password: `guess-${i++}-pw` }, { from })).status}`);
    };
    const sign = async () => {
      let i = 0;
      while (Date.now() < until) bump(notes, `register ${(await call('POST', '/api/register', { name: `bench bot ${Math.random().toString(36).slice(2, 8)}${i++}`, password: 'bench-password' }, { from })).status}`);
    };
    await Promise.all([guess(), guess(), sign(), sign()]);
  },
  // Finding 8: one account creating games.
  async games(until, notes) {
    const cookie = await account('bench hoarder');
    const from = newAddr();
    const one = async (mode: string) => {
      while (Date.now() < until) bump(notes, String((await call('POST', '/api/games', mode === 'hotseat' ? { game: 'liberty', mode } : { game: 'liberty', mode, side: 'british' }, { cookie, from })).status));
    };
    await Promise.all([one('online'), one('hotseat'), one('computer'), one('hotseat')]);
  },
};

await sleep(1000);
const idle = await measure('idle', async () => {});
idleRss = idle.rssMaxMB;
const results: Record<string, Phase> = {};
for (const name of ONLY) {
  results[name] = await measure(name, attacks[name]!);
  await sleep(2000);
}
proc.kill('SIGTERM');
await new Promise((r) => proc.once('exit', r));
fs.rmSync(data, { recursive: true, force: true });
const met = Object.values(results).every((r) => r.p99Ms < TARGET.p99Ms && r.growthMB < TARGET.growthMB);
console.log(JSON.stringify({ bench: 'abuse', seconds: SECONDS, target: TARGET, idle, attacks: results, met }));
process.exit(0);
