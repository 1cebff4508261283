/** `npm run bench -- liberty [games]`: full random Liberty games (a decision = list the acting side's legal
 *  actions and apply one of them). Prints the machine, then one JSON line. */
import { machineLine } from './machine.js';
import { createRng, randomInt } from '../src/core/rng.js';
import { liberty } from '../src/games/liberty/index.js';

const games = Number(process.argv[2] ?? 2000);
console.log(machineLine());
const opts = liberty.parseOptions({});
let actions = 0, stateBytes = 0;
// Warm-up by time, not by count: the optimised code arrives only after 1-2 s of play on a busy 2-core machine
// (a run printing the rate per 150 games climbed 50k → 135k → 290k → … → 650k decisions/s), so a short
// warm-up measured the tier-up of the JIT, the same for any engine, rather than the rules.
const warmUntil = performance.now() + 3000;
for (let g = 0; g < 20 || performance.now() < warmUntil; g++) play(`warm-${g}`);
const t0 = performance.now();
for (let g = 0; g < games; g++) actions += play(`bench-${g}`);
const dt = (performance.now() - t0) / 1000;
console.log(JSON.stringify({ game: 'liberty', games, gamesPerSec: +(games / dt).toFixed(1), actionsPerSec: Math.round(actions / dt), actionsPerGame: +(actions / games).toFixed(1), stateBytes }));

function play(seed: string): number {
  const s = liberty.setup(seed, opts, null);
  const r = createRng(seed + '-pick');
  let n = 0;
  while (!s.result) {
    const sides = liberty.activeSides(s);
    const side = sides.length === 1 ? sides[0]! : sides[randomInt(r, sides.length)]!;
    const legal = liberty.legalActions(s, side);
    liberty.applyInPlace(s, side, legal[randomInt(r, legal.length)]!, null);
    n++;
    if (n === 60) stateBytes = Math.max(stateBytes, JSON.stringify(s).length);
  }
  return n;
}
