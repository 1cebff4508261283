/** `npm run bench -- war1812 [games]`: full random War of 1812 games (a decision = list the acting side's legal
 *  actions and apply one of them). Prints the machine, then one JSON line. */
import { machineLine } from './machine.js';
import { createRng, randomInt } from '../src/core/rng.js';
import { war1812 } from '../src/games/war1812/index.js';

const games = Number(process.argv[2] ?? 1000);
console.log(machineLine());
const opts = war1812.parseOptions({});
let stateBytes = 0;
let turns = 0;
// Warm-up by time, as for Liberty: the optimised code arrives only after 1-2 s of play.
const warmUntil = performance.now() + 3000;
for (let g = 0; g < 20 || performance.now() < warmUntil; g++) play(`warm-${g}`);
turns = 0;
const t0 = performance.now();
let actions = 0;
for (let g = 0; g < games; g++) actions += play(`bench-${g}`);
const dt = (performance.now() - t0) / 1000;
console.log(JSON.stringify({ game: 'war1812', games, gamesPerSec: +(games / dt).toFixed(1), actionsPerSec: Math.round(actions / dt), actionsPerGame: +(actions / games).toFixed(1), turnsPerGame: +(turns / games).toFixed(1), stateBytes }));

function play(seed: string): number {
  const s = war1812.setup(seed, opts, null);
  const r = createRng(seed + '-pick');
  let n = 0;
  while (!s.result) {
    const side = s.active === 0 ? 'british' : 'american';
    const legal = war1812.legalActions(s, side);
    war1812.applyInPlace(s, side, legal[randomInt(r, legal.length)]!, null);
    n++;
    if (n === 60 || n === 200) stateBytes = Math.max(stateBytes, JSON.stringify(s).length);
  }
  turns += (s.year - 1812) * 5 + s.turn - 2;
  return n;
}
