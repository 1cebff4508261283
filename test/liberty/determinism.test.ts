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
  ['40fa8870bdec1f12', 90, '5d41a1d8cf70147d'],
  ['ccbcb017a4d94c8d', 167, 'b72cea66d513f08f'],
  ['75a0bae56c9c1c40', 276, '4b0486ca3f907517'],
  ['6d295fb01850e00f', 44, '970246e279576b13'],
  ['8a499d35d29a4471', 86, '7fae8ee700430955'],
  ['7e1201c52b3f0e40', 189, '1c1d3eed13365d21'],
  ['3c57059f8f458832', 173, '8fac6944392e0b18'],
  ['43a9fad941717250', 104, '1193105de18a25f0'],
  ['6a0f8625aaf83b38', 262, 'b524624ed166d3c4'],
  ['841a9ed6d817bcc0', 102, 'c417d889794b55a3'],
  ['af23ad7d051a536e', 183, '106a06ec8be70346'],
  ['43f040fd493e9e0b', 345, '69ddf879b596ceb5'],
  ['dbfefe31fa9f531a', 29, 'c1752fc97f69658d'],
  ['1587a27a1bd38d89', 275, 'e9b0b9582d019b2e'],
  ['46aaa8c10f7ec305', 190, 'd4f0b949e13e47d0'],
  ['a1a38f7729e13d9f', 346, 'a0f09dbfef821605'],
  ['e7798973d1af3946', 174, '3020587701a22e06'],
  ['93e859d8453e84f5', 133, 'a8855a6e604e1def'],
  ['632f14686e51b6c5', 167, 'b616780cdc06b707'],
  ['ff51a60b2a084146', 199, '5ded4bc69bd4e7b0'],
  ['198f7edf5072de4a', 153, 'f83b8d48f8061b30'],
  ['887c0ed7e332d4c3', 145, 'ac13875cffe753c9'],
  ['e1b72520cab9a58e', 192, 'cb6a2c061ac13c0c'],
  ['636c7e634d849f59', 184, 'e81627dfc2ee3266'],
  ['01acaa86199ea755', 91, '45ccab649721ba3a'],
  ['2c126a227d50674c', 222, 'e0da29325b8e9e1f'],
  ['eb5c8641e5f0b307', 252, '74434a0611871d83'],
  ['0e5eaacb49d4ca3d', 187, '8b3aaef9a3d9009f'],
  ['dc3abbec380816f6', 114, '4132520fbb16f35b'],
  ['99b74d2b22c76806', 450, '35329849558857fb'],
  ['30737cc836284e6b', 153, '1c2fe17c10ac821b'],
  ['2dda3d167cf83f55', 246, '5062f2e059152f0a'],
  ['7f019f4ecf8db58c', 273, '25a45c3bfa335dc5'],
  ['2f2c9c64bc8ed943', 141, '2b72724fa550a8fa'],
  ['6fcd14cfdaca64ba', 215, '7c514b81816c1d49'],
  ['9dd409115bf5d7b7', 52, '7720b9c82f6b9fcf'],
  ['f164436540d8f406', 87, '5dcfb91d73efd1e6'],
  ['0b866c88d25aaae2', 80, 'd8fd22b1a5833f31'],
  ['4f6decb9add048e0', 332, '0d6da7ced1bc6ba6'],
  ['3653d934a2438a63', 405, '29b0db733203e4cc'],
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
