/** DIXIE: Gettysburg: random games per second and decisions per second (a decision = enumerate the legal actions
 *  and apply one of them), for the basic game and the historical battle with every advanced rule, with Liberty's
 *  figure from the same process beside them (the issue 17 comparison: same machine, same run, ratio printed).
 *  Usage: npm run bench -- dixie [games] [--against DIR]
 *  --against DIR: another checkout's engine (e.g. `git worktree add /tmp/dixie-old COMMIT`, with node_modules
 *  linked), run in turn with this one, so that a before/after ratio comes from one run. Three rounds, each running
 *  every engine in turn (Liberty too); medians.
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
const CONFIGS = [['basic', {}, 'basic'], ['historicalAdvanced', HIST, 'hist']] as const;
for (const [, opts, label] of CONFIGS) { warm(dixie, opts, label); if (old) warm(old, opts, label); }
warm(liberty, {}, 'liberty');
// Rounds, each running every engine in turn, so that a machine whose load changes (shared cores) weighs on all alike;
// the figures are the medians of the rounds.
const rounds = 3, after: Record<string, number[]> = {}, before: Record<string, number[]> = {}, lib: number[] = [];
const last: Record<string, Figures> = {};
for (let i = 0; i < rounds; i++) {
  for (const [key, opts, label] of CONFIGS) {
    if (old) (before[key] ??= []).push(run(old, opts, label, games).decisionsPerSec);
    last[key] = run(dixie, opts, label, games);
    (after[key] ??= []).push(last[key].decisionsPerSec);
  }
  lib.push(run(liberty, {}, 'liberty', Math.max(200, games * 2)).decisionsPerSec);
  console.log(`round ${i + 1}: ${CONFIGS.map(([k]) => `${k} ${old ? `before ${before[k]![i]} ` : ''}after ${after[k]![i]}`).join(', ')}, liberty ${lib[i]} decisions/s`);
}
const out: Record<string, unknown> = { game: 'dixie' };
for (const [key] of CONFIGS) {
  out[key] = { ...last[key]!, decisionsPerSec: median(after[key]!), ...(old ? { before: median(before[key]!), ratio: +(median(after[key]!) / median(before[key]!)).toFixed(2) } : {}) };
}
out.liberty = { decisionsPerSec: median(lib) };
out.dixieToLiberty = {
  basic: +(median(after.basic!) / median(lib)).toFixed(3),
  historicalAdvanced: +(median(after.historicalAdvanced!) / median(lib)).toFixed(3),
};
if (againstDir) out.against = againstDir;
console.log(JSON.stringify(out));
