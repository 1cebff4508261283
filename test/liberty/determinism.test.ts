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
  ['3990613c33950df5', 87, '3659a94dd5c3e2c0'],
  ['43705856fac7f517', 153, 'f4ed430104b0f128'],
  ['0bc1fb290af6b598', 116, '7992474acba45044'],
  ['8ab609ed64a152ca', 44, '572037a0f833037c'],
  ['b5d578e0dc0a68c0', 77, 'ce0e989acebc936c'],
  ['8601cf69aa88c9b6', 125, '9f852acde29cef29'],
  ['e832e528517b5273', 137, '06dbf8b3f2e63c51'],
  ['ab762014dbec4fdb', 108, 'dcf5a1d613b1ae10'],
  ['81f52267eeec70d2', 271, 'f4b58c8702c3398d'],
  ['f2ce806e021b5fd6', 168, '30510837f40dcb4a'],
  ['93231a5cecf0d32e', 386, '5e1d26649cd09615'],
  ['b3cf4ea3976343fa', 168, 'cb520eb336d1dfde'],
  ['c2fabe0f55e453dc', 29, '0e3ab1f8894f4204'],
  ['5bdc103ff5075d1f', 248, 'bc6c177672b248a0'],
  ['5dbf59b522619570', 142, '0f638443cb109744'],
  ['8743b4a8ec156f0a', 169, '2c7e711d9fc268a2'],
  ['85f4e691bb77b14d', 265, '902be5732e8f5551'],
  ['c609553969e95958', 119, '32e2d0fe06d12610'],
  ['58fb7a93edfe5027', 172, 'a830599336f5b705'],
  ['86a8862af4680b60', 255, 'a7987069be81ebaa'],
  ['ba3787aa895a34b0', 166, 'd013a39471b8f0fb'],
  ['cf1dfe467e1d5f99', 183, 'ebd45d2b77e35859'],
  ['53db88635074e2c2', 200, '90a1db0591e205ce'],
  ['d55124e20a4d1f09', 241, '85ba297fc17984d0'],
  ['4637c6aef77721f9', 94, 'd8956e3f1e507e49'],
  ['c31c91f20f704141', 161, '20e97f96d6cf0b8a'],
  ['12c754742e0fceb9', 165, 'd07e5b43dacedd55'],
  ['d56de44eb25f2e8f', 202, '089de6de8e2c91e6'],
  ['e38aea4b4151a34c', 187, '0476885618258937'],
  ['397ab4e7f50186fb', 307, 'db9947617ca1d4af'],
  ['07df44540b00e414', 144, '7b01f505b1b5f7f0'],
  ['d6f68549aeb3aacc', 113, 'f2e37c045fe3c4b1'],
  ['05c23baf50fbce49', 214, '668e2efe669988b1'],
  ['f40c416a5f9e7a01', 205, '52f9fbd94238acbf'],
  ['801287c19483b480', 125, 'd5782da97bd6ada3'],
  ['508e52344a32fb2e', 126, 'ad381367e41730a1'],
  ['64b88c6ca932d5d5', 129, '5deb684dfd7933a8'],
  ['0487489687fd6340', 183, '46bed89a04fb72a8'],
  ['af893bb5e658323d', 197, '92b8d2b3bfa4fe31'],
  ['74031c27d4724131', 198, '7b2016bf0fad5421'],
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
