/**
 * `npm run bench -- odds`: time of the exact odds (src/odds/) for typical and large Liberty battles, battles with
 * hidden blocks taken from real views (random play of the shipped game), and a DIXIE fire. Median and max of
 * repeated runs, each on a fresh cache (the DP cache lives per call).
 */
import os from 'node:os';
import { machineLine } from './machine.js';
import { libertyOdds, type LibertyBattle, type OddsBlock } from '../src/odds/liberty.js';
import { libertyOddsForView } from '../src/odds/liberty-view.js';
import { dixieOdds } from '../src/odds/dixie.js';
import { liberty, compiledFor } from '../src/games/liberty/index.js';
import type { LibertyState } from '../src/games/liberty/state.js';

console.log(machineLine(), `load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
const b = (name: string, steps: number, r: string, extra: Partial<OddsBlock> = {}): OddsBlock => ({ name, steps, letter: r[0] as OddsBlock['letter'], number: Number(r[1]), ...extra });

/** Wall time and this process's CPU time (user + system) per call: on a shared machine the CPU time is the figure. */
function time(label: string, f: () => unknown, reps = 30): { label: string; medianMs: number; maxMs: number; cpuMedianMs: number } {
  const t: number[] = [], u: number[] = [];
  f();
  for (let i = 0; i < reps; i++) {
    const c0 = process.cpuUsage(), t0 = performance.now();
    f();
    t.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    u.push((c.user + c.system) / 1000);
  }
  t.sort((x, y) => x - y); u.sort((x, y) => x - y);
  const r = { label, medianMs: +t[t.length >> 1]!.toFixed(3), maxMs: +t[t.length - 1]!.toFixed(3), cpuMedianMs: +u[u.length >> 1]!.toFixed(3) };
  console.log(`${label.padEnd(64)} wall median ${r.medianMs.toFixed(2)} ms, max ${r.maxMs.toFixed(2)} ms; cpu median ${r.cpuMedianMs.toFixed(2)} ms`);
  return r;
}

const rows: ReturnType<typeof time>[] = [];
const typical: LibertyBattle = { attacker: [b('l1', 4, 'B2'), b('l2', 4, 'B2'), b('lt', 3, 'C3')], defender: [b('c1', 3, 'B2'), b('c2', 3, 'B2')] };
rows.push(time('liberty 3 v 2 (issue table row 1)', () => libertyOdds(typical)));
rows.push(time('liberty 4 v 4, full strength, a reserve', () => libertyOdds({
  attacker: [b('a1', 4, 'C2'), b('a2', 4, 'C2'), b('a3', 3, 'B2'), b('a4', 3, 'C4')],
  defender: [b('d1', 4, 'C2'), b('d2', 4, 'C2'), b('d3', 3, 'B3'), b('d4', 3, 'A1', { reserve: true })],
})));
rows.push(time('liberty 6 v 6, full strength (a very large battle)', () => libertyOdds({
  attacker: [b('a1', 4, 'C2'), b('a2', 4, 'C2'), b('a3', 4, 'C2'), b('a4', 3, 'B2'), b('a5', 3, 'C4'), b('a6', 3, 'B2')],
  defender: [b('d1', 4, 'C2'), b('d2', 4, 'C2'), b('d3', 4, 'C2'), b('d4', 3, 'B3'), b('d5', 3, 'A1'), b('d6', 3, 'C1')],
}), 20));

// real views with hidden enemy blocks: random play of the shipped game until contests are pending
const c = compiledFor('default');
let found = 0;
for (let seed = 1; seed < 200 && found < 3; seed++) {
  let s: LibertyState = liberty.setup(seed, liberty.defaultOptions, null);
  let x = seed;
  const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return x % n; };
  for (let i = 0; i < 4000 && !liberty.result(s); i++) {
    if (s.phase === 'battle-order' && !s.battle && s.contests.some((k) => !k.seaAttack)) break;
    const side = liberty.activeSides(s)[0]!;
    const acts = liberty.legalActions(s, side);
    s = liberty.clone(s);
    liberty.applyInPlace(s, side, acts[rnd(acts.length)]!, null);
  }
  const k = s.contests.find((kk) => !kk.seaAttack);
  if (!k || s.battle) continue;
  const side = k.attacker;
  try {
    const v = liberty.view(s, side);
    const o = libertyOddsForView(c, v, k.hex);
    const hidden = o.defender.hiddenBlocks + o.attacker.hiddenBlocks;
    if (hidden === 0) continue;
    found++;
    rows.push(time(`liberty view, seed ${seed}: ${o.attacker.blocks.length} v ${hidden} hidden (of ${v.blocks.length} listed)`, () => libertyOddsForView(c, v, k.hex), 10));
  } catch { /* a battle with warships: not modelled */ }
}
rows.push(time('liberty 3 v 4 hidden (every unseen American block a candidate)', () => {
  const cands = [];
  for (let bb = 0; bb < c.blocks.count; bb++) if (c.blocks.side[bb] === 1 && !c.blocks.warship[bb]) cands.push({ name: c.blocks.data[bb]!.id, steps: c.blocks.maxSteps[bb]!, letter: c.blocks.data[bb]!.fire.letter, number: c.blocks.data[bb]!.fire.number });
  return libertyOdds({ ...typical, defender: [], hidden: { defender: { blocks: [{}, {}, {}, { reserve: true }], candidates: cands } } });
}, 5));
rows.push(time('dixie fire 8 dice, 3 cards, leader', () => dixieOdds({ fire: { dice: 8, firepower: 2 }, target: { cards: [{ name: 'a', cv: 4, morale: 4 }, { name: 'b', cv: 3, morale: 3 }, { name: 'c', cv: 2, morale: 2 }], leader: true } })));
console.log(JSON.stringify({ bench: 'odds', rows }));
