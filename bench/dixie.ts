/** DIXIE: Gettysburg: random games per second and decisions per second (a decision = enumerate the legal actions
 *  and apply one of them), for the basic game and the historical battle with every advanced rule, with Liberty's
 *  figure from the same process beside them (the issue 17 comparison: same machine, same run, ratio printed).
 *  Usage: npm run bench -- dixie [games] [--against DIR]
 *  --against DIR: another checkout's engine (e.g. `git worktree add /tmp/dixie-old COMMIT`, with node_modules
 *  linked), run in turn with this one, three rounds each, so that a before/after ratio comes from one run.
 *  Prints the machine, the rounds, then one JSON line. */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { machineLine } from './machine.js';
import { dixie } from '../src/games/dixie/index.js';
import { liberty } from '../src/games/liberty/index.js';
import { createRng, randomInt } from '../src/core/rng.js';
import type { AnyGame } from '../src/core/engine.js';

console.log(machineLine());
const args = process.argv.slice(2);
const ai = args.indexOf('--against');
const againstDir = ai >= 0 ? args.splice(ai, 2)[1] : undefined;
const games = Number(args[0] ?? 200);
const HIST = { historical: true, melee: true, enfilade: true, flankAttack: true, counterBattery: true, artillerySupport: true, decoys: true, corpsCommand: true };

interface Figures { games: number; gamesPerSec: number; decisionsPerSec: number; decisionsPerGame: number; stateBytes: number }

function run(game: AnyGame, options: Record<string, unknown>, label: string, n: number): Figures {
  const o = game.parseOptions(options);
  let actions = 0, bytes = 0;
  const t0 = performance.now();
  for (let g = 0; g < n; g++) {
    const s = game.setup(`bench-${label}-${g}`, o, null);
    const r = createRng(`bench-pick-${g}`);
    while (!game.result(s)) {
      const sides = game.activeSides(s);
      const side = sides[randomInt(r, sides.length)]!;
      const acts = game.legalActions(s, side);
      game.applyInPlace(s, side, acts[randomInt(r, acts.length)]!, null);
      actions++;
    }
    bytes += JSON.stringify(s).length;
  }
  const dt = (performance.now() - t0) / 1000;
  return { games: n, gamesPerSec: +(n / dt).toFixed(1), decisionsPerSec: Math.round(actions / dt), decisionsPerGame: +(actions / n).toFixed(1), stateBytes: Math.round(bytes / n) };
}
/** Warm-up by time (3 s), as bench/liberty.ts: the optimised code arrives only after a second or two of play. */
function warm(game: AnyGame, options: Record<string, unknown>, label: string): void {
  const until = performance.now() + 3000;
  for (let g = 0; performance.now() < until; g++) run(game, options, `warm-${label}-${g}`, 1);
}

const old = againstDir ? (await import(pathToFileURL(resolve(againstDir, 'src/games/dixie/index.ts')).href)).dixie as AnyGame : null;
const median = (a: number[]): number => a.slice().sort((x, y) => x - y)[a.length >> 1]!;
const out: Record<string, unknown> = { game: 'dixie' };
for (const [key, opts, label] of [['basic', {}, 'basic'], ['historicalAdvanced', HIST, 'hist']] as const) {
  warm(dixie, opts, label);
  if (!old) { const f = run(dixie, opts, label, games); out[key] = f; console.log(key, JSON.stringify(f)); continue; }
  warm(old, opts, label);
  const a: number[] = [], b: number[] = [];
  let last: Figures | null = null;
  for (let i = 0; i < 3; i++) {
    a.push(run(old, opts, label, games).decisionsPerSec);
    last = run(dixie, opts, label, games);
    b.push(last.decisionsPerSec);
    console.log(`${key} round ${i + 1}: before ${a[i]} after ${b[i]} decisions/s`);
  }
  out[key] = { ...last!, decisionsPerSec: median(b), before: median(a), ratio: +(median(b) / median(a)).toFixed(2) };
}
warm(liberty, {}, 'liberty');
const lib = run(liberty, {}, 'liberty', Math.max(200, games * 2));
console.log('liberty', JSON.stringify(lib));
out.liberty = { decisionsPerSec: lib.decisionsPerSec };
out.dixieToLiberty = {
  basic: +((out.basic as Figures).decisionsPerSec / lib.decisionsPerSec).toFixed(3),
  historicalAdvanced: +((out.historicalAdvanced as Figures).decisionsPerSec / lib.decisionsPerSec).toFixed(3),
};
if (againstDir) out.against = againstDir;
console.log(JSON.stringify(out));
