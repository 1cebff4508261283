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
  ['77903adb92fe3173', 94, 'b2e5e5f443b25dc0'],
  ['8053667a8256bc97', 129, '2a7b62395aa6643f'],
  ['0ea0bd2a268af3a8', 244, '20337b1f14caf984'],
  ['8ab609ed64a152ca', 44, '572037a0f833037c'],
  ['f9b84be548d975f4', 172, '9fca980e47e46b07'],
  ['53c2c0d5e7b01eec', 133, 'ed42dfb30a44f935'],
  ['55aab234673571d8', 137, '68392e21ba1349cb'],
  ['d6876772ab8d4cbd', 111, '4a80569ab17ecbd0'],
  ['978f9586ed3ab97c', 183, '93d0c907935f0d63'],
  ['b9b059f29fd44667', 105, 'dc55652ead5028a7'],
  ['c894ded291976765', 250, '758d517838f57bb0'],
  ['f9b44320969562b4', 395, '570d4b636759f63d'],
  ['c2fabe0f55e453dc', 29, '0e3ab1f8894f4204'],
  ['2fc86f98d2aae8d1', 293, '4acdfbafdad55f7e'],
  ['1e36dd66e87a06f1', 155, '8e1e390ade1b2716'],
  ['0e004c03947fe5f5', 239, '58ff355f00550a34'],
  ['2a95df9202244246', 170, 'f2802036fa516ab1'],
  ['b9ae3682806cf4ad', 177, '99abc9820f69f767'],
  ['d3fecaf98ee9d7ca', 201, '44b83bb7dcb0df87'],
  ['af55264a93ca1c66', 193, '1d076942fef2df68'],
  ['73c8de9323747f55', 164, '34ca7af646d2b6f2'],
  ['b06268486fe659b6', 138, '5b181c49f9dd3fc9'],
  ['d0fa5b2df452c2bc', 348, 'b3e708e28f4b883c'],
  ['d55124e20a4d1f09', 241, '2114342fa05bd880'],
  ['cd48d87c904617d2', 102, '4d6085b9f3d494a7'],
  ['ac521716bbe31baf', 129, '1395803a4fbaa999'],
  ['088f6efd601e3250', 107, '64ba9e12f7cda365'],
  ['b6c34f1148a96f6a', 350, 'ef26e095edde95d8'],
  ['edd1fac74ef0ff46', 108, '1843b7cd0fbe6b0e'],
  ['397ab4e7f50186fb', 307, '5f34dd28a0f35dd7'],
  ['20ab28116b20e7ee', 139, '1ada06ddf234f2c8'],
  ['d3da547881e07617', 212, '9d420582ac59e7ff'],
  ['e0e06f2d6e670deb', 354, '792b9484cf2a9b9a'],
  ['24884af42e17e12d', 115, '0d0a4a6d311dc539'],
  ['2ad762dfb1f5ce7b', 104, '8aabfb4e922adf90'],
  ['194ab800f765a849', 132, '5f16d737e096cc62'],
  ['7c41502886c403c2', 82, '10ff820663967041'],
  ['6e80d9a5a51ae785', 174, '43fc86fc690a1622'],
  ['65b36e05e718c5f9', 197, '1e34f9e11fcdad34'],
  ['acd8d4b43ba87492', 200, '95cc908108ff6311'],
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
