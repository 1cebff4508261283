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
  ['c34ca9021b2adcdb', 89, '6ca1dd41cebca643'],
  ['0b657e57c836acd5', 106, 'e4ca7da4005b9616'],
  ['4b1912c512611f47', 161, 'd907e36c4ba0801a'],
  ['bb767b0c4dd029af', 112, 'f7e0400341c3ef42'],
  ['97d6a65a5261b27b', 88, 'eb5190c34930bfb6'],
  ['7ec4d11945b8c60e', 462, 'b4b616eaaa74e139'],
  ['005828eb56a2415d', 136, 'a5905767816d7ff9'],
  ['cb7949254618db0a', 268, '9a870877d39269c6'],
  ['4908a77c1ad36081', 150, '8e435bdc0ab10701'],
  ['8acbc1485299e2fb', 113, 'b97a342030d644f4'],
  ['fec2d90af492ac98', 141, '5619feb7812c856b'],
  ['274a0c53a4be0506', 156, '0d76eb808f362c7c'],
  ['8d4b46938c6195f8', 154, 'a9f129c09cd79f07'],
  ['0e7c8957524ea285', 341, 'b67b85adcd2de4aa'],
  ['06b565e857414f0d', 272, 'c96f0abb0867ec2b'],
  ['8397e47de2f39527', 143, '881cbd158da3c54f'],
  ['a076119dc951d0c0', 260, 'e958576864c13297'],
  ['f646740f79c0c300', 210, '8e465fd7df4d3390'],
  ['ad40395908715c22', 301, '16ddbbe3ca0e40e2'],
  ['3d4fccb2040a9466', 226, '6ff4eae21bc3348f'],
  ['4f4aa4af03ea1ff7', 285, 'b26b32b95546b602'],
  ['073546aa19ce96d9', 158, 'fff3ac74924bee29'],
  ['f4019f936e4346aa', 425, '19fd770dcdc217b6'],
  ['06b67e0dfd3051c2', 239, '71a60e8a97c9f85b'],
  ['327d2ab46e1f9cd3', 92, 'ae8767d91635e255'],
  ['160adda2508615de', 151, '94caf63ae01e5d66'],
  ['1d8b9df33483d43b', 274, 'c01de00bd03fa847'],
  ['5baad522ef3e25f2', 166, '64f348e7b2e4643d'],
  ['6d3ba2cec0369a32', 193, '4b26ddcbaca93a48'],
  ['51552ec3839f6aa7', 244, '38759b5d58084916'],
  ['8a9b7e3eea0621d5', 230, '8adaf0ac3de1995c'],
  ['2b201967a7c465f8', 386, 'dec57f87b56c707c'],
  ['745a16fb8b0e892a', 451, 'ad6e769d867efcde'],
  ['0bb75130a41ec0e8', 314, '0c8aaa9d4104cd9f'],
  ['4acdfb52188e6f48', 363, 'f2d33d03b7d8140b'],
  ['2b822a3655ed4d2c', 36, 'cf865c606616d30a'],
  ['d8ce692db594907b', 88, 'b48f751f5096b946'],
  ['c1b1c2f13c10cc70', 164, '462fb344ea6114d5'],
  ['9493b0876c460b0e', 111, 'e4a7c01a6b06e615'],
  ['dea58c545fab8042', 335, 'e17116fce8cd3e67'],
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
