/**
 * Determinism guard for the Liberty engine: 40 seeded random games (30 with the default options, 10 with
 * every optional rule on) must end in exactly the recorded states, after exactly the recorded number of
 * decisions, having offered exactly the recorded legal-action lists along the way. The fast path
 * (legalActions + applyInPlace) is mixed with the checked `apply` (which clones) and with throwaway branches
 * played on clones, so derived caches that survive a clone or a mutation wrongly are caught too.
 *
 * Golden values recorded from the engine before the speed work. A rule fix may change them legitimately:
 * re-record (print `play(g)` for every g) only after checking that the change came from that fix.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, actionKey, stateHash } from '../../src/core/engine.js';
import { hashString } from '../../src/core/json.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { liberty } from '../../src/games/liberty/index.js';
import type { LibertyState } from '../../src/games/liberty/state.js';

const ALL_OPTIONAL = {
  escalatingFrenchEntry: true, supplyCardPrisonerExchange: true, bwiImmobileUntilFrenchEntry: true,
  extraCardPerYear: true, indianHomeDefence: true, drawBand: true,
};

/** [final stateHash, decisions, hash of every legal-action list offered] per game. */
const GOLDEN: [string, number, string][] = [
  ['fc0eeadd4f050f8d', 89, '6ca1dd41cebca643'],
  ['477d657c03863c87', 106, 'e4ca7da4005b9616'],
  ['0e6b16500b964d8a', 161, 'd907e36c4ba0801a'],
  ['ae27c6e1183bd733', 112, 'f7e0400341c3ef42'],
  ['48e8db09033fe6f4', 88, 'eb5190c34930bfb6'],
  ['429e038acb53dfee', 462, 'b4b616eaaa74e139'],
  ['b5ec63da1fe78364', 136, 'a5905767816d7ff9'],
  ['68b2678a142a4f97', 268, '9a870877d39269c6'],
  ['b0dc5fddcd8a527a', 150, '8e435bdc0ab10701'],
  ['ac96981d355b59d7', 113, 'b97a342030d644f4'],
  ['09e392b2df68d617', 141, '5619feb7812c856b'],
  ['431fb20882dc38e2', 156, '0d76eb808f362c7c'],
  ['b8f710c614df5d39', 154, 'a9f129c09cd79f07'],
  ['0359c8d45a39468f', 341, 'b67b85adcd2de4aa'],
  ['6740f267d8f11433', 272, 'c96f0abb0867ec2b'],
  ['91ae4c7a83e02bcc', 143, '881cbd158da3c54f'],
  ['022f840ce0fe463a', 260, 'e958576864c13297'],
  ['cf18e856cee9ed1c', 210, '8e465fd7df4d3390'],
  ['e0447d84dd90d506', 301, '16ddbbe3ca0e40e2'],
  ['efbe5a31620be642', 226, '6ff4eae21bc3348f'],
  ['6e3b3dba4a3aeccf', 289, '934858f135356dab'], // 10.0 (issue 23): first differs in the winter of 1775, the captured Mohawk block disbands to the British pool instead of becoming an American-held prisoner
  ['e369f04755ee3b38', 158, 'fff3ac74924bee29'],
  ['b84f0b62d289c899', 425, '19fd770dcdc217b6'],
  ['6ee46c56e2f6aab1', 239, '71a60e8a97c9f85b'],
  ['0d9c71013d801c8c', 92, 'ae8767d91635e255'],
  ['2ebaba6d790b9747', 151, '94caf63ae01e5d66'],
  ['365005d0c1bcf845', 274, 'c01de00bd03fa847'],
  ['49e05599b3504d5e', 166, '64f348e7b2e4643d'],
  ['ceb3c6f770ae025a', 193, '4b26ddcbaca93a48'],
  ['0332c85777b2a248', 251, '405784e37cfc34ab'], // 9.1 Loyalists out of the West Indies: first differs at a step of loyal2 from the box to the BWI, no longer offered
  ['479077893304f051', 230, '8adaf0ac3de1995c'],
  ['1cd45b1e411181c6', 386, 'dec57f87b56c707c'],
  ['23dd0124c4e089ab', 451, 'ad6e769d867efcde'],
  ['b98cd9b32f69d146', 314, '0c8aaa9d4104cd9f'],
  ['cd742a4157431918', 363, 'f2d33d03b7d8140b'],
  ['5cc9867fe364b5a7', 36, 'cf865c606616d30a'],
  ['bca0deb616807c72', 88, 'b48f751f5096b946'],
  ['f73e22a8992dce8b', 164, '462fb344ea6114d5'],
  ['4b3d295af9b9add4', 111, 'e4a7c01a6b06e615'],
  ['d14d773fa2e1ee28', 335, 'e17116fce8cd3e67'],
];

export function play(g: number): [string, number, string] {
  const opts = liberty.parseOptions(g < 30 ? {} : ALL_OPTIONAL);
  let s: LibertyState = liberty.setup(`det-${g}`, opts, null);
  const r = createRng(`det-pick-${g}`), other = createRng(`det-side-${g}`);
  let n = 0, trace = '';
  while (!s.result) {
    const sides = liberty.activeSides(s);
    const side = sides[randomInt(r, sides.length)]!;
    const legal = liberty.legalActions(s, side);
    trace = hashString(trace + legal.map(actionKey).join(''));
    const a = legal[randomInt(r, legal.length)]!;
    if (n % 7 === 3) {
      // a throwaway branch on a clone (as a search does) must not disturb the game
      const t = liberty.clone(s);
      const l2 = liberty.legalActions(t, side);
      liberty.applyInPlace(t, side, l2[randomInt(other, l2.length)]!, null);
      for (const sd of liberty.activeSides(t)) liberty.legalActions(t, sd);
    }
    if (n % 5 === 4) s = apply(liberty, s, side, a).state;
    else liberty.applyInPlace(s, side, a, null);
    n++;
  }
  return [stateHash(s), n, trace];
}

test('liberty determinism: 40 seeded random games replay to the recorded states (speed work changes no rule)', () => {
  for (let g = 0; g < GOLDEN.length; g++) {
    const [hash, n, trace] = play(g);
    const [gh, gn, gt] = GOLDEN[g]!;
    assert.equal(n, gn, `game ${g}: number of decisions`);
    assert.equal(trace, gt, `game ${g}: legal-action lists offered`);
    assert.equal(hash, gh, `game ${g}: final state`);
  }
});
