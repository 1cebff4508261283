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
  ['f6bb89c1ca01be34', 169, '876f4e3dcd2f97a2'],
  ['4b1912c512611f47', 161, '43ccc4edb4af6d33'],
  ['bb767b0c4dd029af', 112, '588a2e51ea484e66'],
  ['87effa413279a1c0', 85, '36b681cb99bc63cc'],
  ['b70f719b6f8bd980', 414, '67d13cfff6c66671'],
  ['005828eb56a2415d', 136, 'a5905767816d7ff9'],
  ['cb7949254618db0a', 268, '9a870877d39269c6'],
  ['4908a77c1ad36081', 150, '392095be83684332'],
  ['8acbc1485299e2fb', 113, 'faad46e3f3f1f53c'],
  ['fec2d90af492ac98', 141, '5619feb7812c856b'],
  ['274a0c53a4be0506', 156, '38eaeaac712e0d17'],
  ['8d4b46938c6195f8', 154, 'a9f129c09cd79f07'],
  ['0e7c8957524ea285', 341, 'b67b85adcd2de4aa'],
  ['06a02aa687dd4007', 195, '2476e7d21dc3711c'],
  ['8397e47de2f39527', 143, '5943622e9d4e818e'],
  ['a076119dc951d0c0', 260, 'f37c9b77bd823a35'],
  ['f646740f79c0c300', 210, '8e465fd7df4d3390'],
  ['1e7f28f17d43a4ba', 305, '6a084713e8940377'],
  ['3d4fccb2040a9466', 226, '6ff4eae21bc3348f'],
  ['63bddc5916f0aa8f', 404, '26d1150a973a167e'],
  ['073546aa19ce96d9', 158, '955c14e72663c248'],
  ['5799bdcacf0b2696', 240, 'ab1ae90f6612bebc'],
  ['06b67e0dfd3051c2', 239, 'b192030e39272aa0'],
  ['327d2ab46e1f9cd3', 92, 'ae8767d91635e255'],
  ['19647569df451869', 182, '42eafeeb4b9406ba'],
  ['1d8b9df33483d43b', 274, 'a4d131a8377c5072'],
  ['5baad522ef3e25f2', 166, '64f348e7b2e4643d'],
  ['6d3ba2cec0369a32', 193, '4b26ddcbaca93a48'],
  ['fbbe6f8a319cce04', 261, '12221933ccec92cb'],
  ['8a9b7e3eea0621d5', 230, '8adaf0ac3de1995c'],
  ['de829465f842f073', 116, '8ab59c4962171ddf'],
  ['e5096a437e0e9afb', 306, '60f2203314466b30'],
  ['0bb75130a41ec0e8', 314, '91cc1f7d46bac81b'],
  ['4acdfb52188e6f48', 363, '13bd3a34bf01cb54'],
  ['2b822a3655ed4d2c', 36, 'cf865c606616d30a'],
  ['d8ce692db594907b', 88, 'b48f751f5096b946'],
  ['056253050c15adf6', 366, '34987f7b8dba7096'],
  ['9493b0876c460b0e', 111, 'e4a7c01a6b06e615'],
  ['dea58c545fab8042', 335, '195a87ee1de0b549'],
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
