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
  ['10d55ad110d3de16', 169, 'd32b727b72f1fb7f'],
  ['4b1912c512611f47', 161, '43ccc4edb4af6d33'],
  ['dc6046de9f7b47b2', 112, '8221ccac8a0739ce'],
  ['87effa413279a1c0', 85, '36b681cb99bc63cc'],
  ['b70f719b6f8bd980', 414, '67d13cfff6c66671'],
  ['005828eb56a2415d', 136, 'a5905767816d7ff9'],
  ['4946edda9fa46ca8', 244, '18cdd093768facc1'],
  ['4908a77c1ad36081', 150, '1ee9b37bf8e1f0c9'],
  ['8acbc1485299e2fb', 113, 'faad46e3f3f1f53c'],
  ['fec2d90af492ac98', 141, '5619feb7812c856b'],
  ['274a0c53a4be0506', 156, '38eaeaac712e0d17'],
  ['8d4b46938c6195f8', 154, '85ee0007624e64e2'],
  ['0e7c8957524ea285', 341, '8f5a43ff0c6b9a6d'],
  ['06a02aa687dd4007', 195, '2476e7d21dc3711c'],
  ['8397e47de2f39527', 143, 'df332b29b96e7043'],
  ['a076119dc951d0c0', 260, '9e976485501656d6'],
  ['f3440cf94fb2b7f1', 219, '26516459c6289259'],
  ['1e7f28f17d43a4ba', 305, 'b9945bb3de8e2067'],
  ['3d4fccb2040a9466', 226, '4c548ef49406584a'],
  ['63bddc5916f0aa8f', 404, '1e9f6e2cb3b982dc'],
  ['825eecd338246628', 158, '7416798b9d0d4425'],
  ['5799bdcacf0b2696', 240, 'ab1ae90f6612bebc'],
  ['06b67e0dfd3051c2', 239, '150a8a195eba18b4'],
  ['327d2ab46e1f9cd3', 92, 'ae8767d91635e255'],
  ['19647569df451869', 182, '42eafeeb4b9406ba'],
  ['f10fc465e54d1b46', 228, '5afa95b60699689f'],
  ['175189bbf682b439', 177, '19c3966741b3bb49'],
  ['6d3ba2cec0369a32', 193, '4b26ddcbaca93a48'],
  ['0339ce81d46b193c', 261, 'aeee611d7cffeeb8'],
  ['8a9b7e3eea0621d5', 230, 'd67c4c6341e19100'],
  ['de829465f842f073', 116, '8ab59c4962171ddf'],
  ['e1b002d0adc827a9', 306, '8e013077132516fa'],
  ['0bb75130a41ec0e8', 314, '70dc0318be7bbcce'],
  ['ea3da93fc69f52ea', 363, '17cf09b901d42e61'],
  ['2b822a3655ed4d2c', 36, 'cf865c606616d30a'],
  ['d8ce692db594907b', 88, 'b48f751f5096b946'],
  ['8ce515964547960a', 366, '6f07e49d1806678e'],
  ['9493b0876c460b0e', 111, 'e4a7c01a6b06e615'],
  ['78601ded57466daf', 335, '0acd456de03a2c57'],
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
