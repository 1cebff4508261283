/** DIXIE: Gettysburg: random games per second and decisions per second (a decision = enumerate the legal actions
 *  and apply one of them), for the basic game and the historical battle with every advanced rule.
 *  Usage: npm run bench -- dixie [games]. Prints the machine, then one JSON line. */
import { machineLine } from './machine.js';
import { dixie } from '../src/games/dixie/index.js';
import { createRng, randomInt } from '../src/core/rng.js';

console.log(machineLine());
const games = Number(process.argv[2] ?? 200);
function run(options: Record<string, unknown>, label: string) {
  const o = dixie.parseOptions(options);
  let actions = 0, bytes = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const s = dixie.setup(`bench-${label}-${g}`, o, null);
    const r = createRng(`bench-pick-${g}`);
    while (!dixie.result(s)) {
      const sides = dixie.activeSides(s);
      const side = sides[randomInt(r, sides.length)]!;
      const acts = dixie.legalActions(s, side);
      dixie.applyInPlace(s, side, acts[randomInt(r, acts.length)]!, null);
      actions++;
    }
    bytes += JSON.stringify(s).length;
  }
  const dt = (performance.now() - t0) / 1000;
  return { games, gamesPerSec: +(games / dt).toFixed(1), decisionsPerSec: Math.round(actions / dt), decisionsPerGame: +(actions / games).toFixed(1), stateBytes: Math.round(bytes / games) };
}
const basic = run({}, 'basic');
console.log('basic', JSON.stringify(basic));
const hist = run({ historical: true, melee: true, enfilade: true, flankAttack: true, counterBattery: true, artillerySupport: true, decoys: true, corpsCommand: true }, 'hist');
console.log('historical+advanced', JSON.stringify(hist));
console.log(JSON.stringify({ game: 'dixie', basic, historicalAdvanced: hist }));
