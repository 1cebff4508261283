/**
 * Determinism guard for the DIXIE engine (issue 17, speed work): seeded random games over five option mixes must end
 * in exactly the recorded states, after exactly the recorded number of decisions, having offered exactly the
 * recorded legal-action lists, views and sampled states and written exactly the recorded log. The fast path (legalActions + applyInPlace)
 * is mixed with the checked `apply` (which clones) and with throwaway branches played on clones, so derived caches
 * that survive a clone or a mutation wrongly are caught too.
 *
 * Golden values recorded from the engine before the speed work (commit f1465c7). A rule fix may change them
 * legitimately: re-record (print `play(g)` for every g) only after checking that the change came from that fix.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, actionKey, stateHash } from '../../src/core/engine.js';
import { canonicalJson, hashString } from '../../src/core/json.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import type { LogEntry } from '../../src/core/log.js';
import { dixie, type DixieState } from '../../src/games/dixie/index.js';

const ADVANCED = { melee: true, enfilade: true, flankAttack: true, counterBattery: true, artillerySupport: true, decoys: true, corpsCommand: true };
const MIXES: Record<string, unknown>[] = [
  {},
  { historical: true, ...ADVANCED },
  { ...ADVANCED, divisionCommand: true },
  { line: 5, deck: 'points', melee: true, flankAttack: true, decoys: true, enfilade: true },
  { historical: true, historicalDay1: true, decoys: true, enfilade: true, counterBattery: true },
];
const GAMES_PER_MIX = 8;

/** [final stateHash, decisions, hash of every legal-action list offered (with some views and sampled states), hash of the log] per game. */
const GOLDEN: [string, number, string, string][] = [
   ["28bae4342e92efa5", 152, "a1807031fa955551", "805ac0112057a3f6"],
   ["e601b8a433dac9ae", 76, "fdd8af7533337ab1", "1fca962fe772ae5a"],
   ["30e11fbaf1a52e42", 252, "0515f5d01d28ea81", "74d9a368ec387120"],
   ["b92ef33524d60477", 276, "8c2c981c12a63346", "97fb21e4f9689799"],
   ["7a7617aa23c2fff1", 38, "52993f27835dcb19", "6722b95bf82f2635"],
   ["dfa7b05ae901039a", 282, "8253270ba4e51f9d", "45aae6e7e7a0b3d3"],
   ["dffb418e61f44890", 468, "62f6375a1ae4ff96", "2f7be9122dd9de48"],
   ["9faac510609fe244", 144, "7281ca4759f47e93", "e72cacd5375bcb51"],
   ["2fc925f041776f22", 590, "43504780b7271d49", "87fec8a49c23faa3"],
   ["c32860c0a606833a", 579, "687a42476e40a6bc", "a8b621d30d9f3414"],
   ["8b815f2991c74f69", 90, "cd1b4cc463aa5bb4", "6e38b56004427092"],
   ["d21d6a458e56b15e", 65, "0c3e1d1535f7e60d", "d7428d4b78afe739"],
   ["eb91dac047635cca", 105, "cfc725ada476cdcb", "4fd384ba00848fb2"],
   ["6c73b29892bef243", 484, "998ed1747279b972", "582a0f302cf4e83f"],
   ["60756f07e1df7f9f", 161, "521c3de820ab16bc", "d41e0157a35efee4"],
   ["dfb4b34ae505bf14", 345, "db40e852d1c7ff07", "e6cd93b9274b13a8"],
   ["caac21b4d8c8938b", 451, "6a5cbf2f05398df1", "abc99a6fee6dfcde"],
   ["aeb92efd4422e04a", 251, "6f80c0d56b184b2c", "8d0f4fd0c18a2904"],
   ["913c690bbbe63a8e", 315, "a98e5c2468fa785b", "341a211c8eb93ee8"],
   ["b5c513ef11e13b8a", 482, "bdb1bdb1ff857eb3", "f09911cacc8442f2"],
   ["52d2a69218d1c906", 193, "bc59ecad47a9ded5", "4fee92490ddddbae"],
   ["be7a37ef941b8010", 554, "d4d1f2620a35c7bf", "ddcfd476463e54c7"],
   ["98ddb947d103eb9c", 42, "de0c0828f1b3d551", "2314891c509ea7b2"],
   ["aa27977401826ae6", 473, "7e5d3c3458f25178", "0fc20b852396526f"],
   ["a0c911bd819d3e12", 171, "d1bd5b1d061fb1b4", "9b02bc861c688f8c"],
   ["ac21e66f9274d482", 246, "5e2529fd0b0441ec", "62b1ab8e55c4f16b"],
   ["afa62f6f8b811931", 372, "5496ced78e6fd27c", "7920628d34527c98"],
   ["63e892639904aca2", 110, "97b4d56389fa183f", "df345a561c968bde"],
   ["21e3c1e7362eedc5", 57, "ad6e388470a0d261", "f1fbf84ffd3ed5c2"],
   ["0317e3b588bd860b", 470, "f23ebbf0291f01e9", "1110943759e16d52"],
   ["9b51e2e068e20bbe", 22, "0467188593b1d662", "8dfd53f418d4b76b"],
   ["316f96c85b52dec5", 442, "93e07ec0b8b24b8d", "87aa3b4601851306"],
   ["0f37e32d11c6228d", 218, "b2efecd2f4618b4e", "d436b53f0b2347db"],
   ["805eab6d5af261d7", 176, "8fb28396f7a3c750", "3146c4500c4cfc07"],
   ["bc6418b07fe02ae3", 197, "5080cd37fed2af57", "f08559ef7fd11c0f"],
   ["3c0202773689eb1f", 166, "3ab23ec4b5ca2d48", "9979baec90c27f78"],
   ["2e13bfdb7d475317", 81, "9d0e4a957731484a", "bddb5bd6ea5d0b30"],
   ["e3a0e2fcb5092d33", 97, "1be805ab40d3e246", "b8d6cf479179434f"],
   ["d38a17dbade84716", 228, "e94e2a7be3bc1078", "ab877cf27a43a08e"],
   ["61fd0289f9c78262", 508, "270d44c895a6d58c", "2bf00c22ba9cc280"],
];

export function play(g: number): [string, number, string, string] {
  const opts = dixie.parseOptions(MIXES[g % MIXES.length]);
  const log: LogEntry[] = [];
  let s: DixieState = dixie.setup(`det-${g}`, opts, log);
  const r = createRng(`det-pick-${g}`), other = createRng(`det-side-${g}`);
  let n = 0, trace = '', logHash = '';
  while (!dixie.result(s)) {
    const sides = dixie.activeSides(s);
    const side = sides[randomInt(r, sides.length)]!;
    const legal = dixie.legalActions(s, side);
    trace = hashString(trace + legal.map(actionKey).join(''));
    if (n % 11 === 0) trace = hashString(trace + canonicalJson(dixie.view(s, side)));
    if (n % 23 === 5) trace = hashString(trace + stateHash(dixie.sampleState!(dixie.view(s, side), side, `det-sample-${g}-${n}`, opts)));
    const a = legal[randomInt(r, legal.length)]!;
    if (n % 7 === 3) {
      // a throwaway branch on a clone (as a search does) must not disturb the game
      const t = dixie.clone(s);
      const l2 = dixie.legalActions(t, side);
      dixie.applyInPlace(t, side, l2[randomInt(other, l2.length)]!, null);
      for (const sd of dixie.activeSides(t)) dixie.legalActions(t, sd);
    }
    const from = log.length;
    if (n % 5 === 4) { const x = apply(dixie, s, side, a); s = x.state; log.push(...x.log); }
    else dixie.applyInPlace(s, side, a, n % 3 === 0 ? null : log);
    if (log.length > from) logHash = hashString(logHash + canonicalJson(log.slice(from)));
    n++;
  }
  return [stateHash(s), n, trace, logHash];
}

test('dixie determinism: seeded random games replay to the recorded states, actions offered and logs (speed work changes no rule)', () => {
  if (process.env.DIXIE_RECORD) { for (let g = 0; g < MIXES.length * GAMES_PER_MIX; g++) console.log(`  ${JSON.stringify(play(g)).replaceAll(',', ', ')},`); return; }
  assert.equal(GOLDEN.length, MIXES.length * GAMES_PER_MIX);
  for (let g = 0; g < GOLDEN.length; g++) {
    const [hash, n, trace, lh] = play(g);
    const [gh, gn, gt, gl] = GOLDEN[g]!;
    assert.equal(n, gn, `game ${g}: number of decisions`);
    assert.equal(trace, gt, `game ${g}: legal-action lists offered`);
    assert.equal(lh, gl, `game ${g}: log`);
    assert.equal(hash, gh, `game ${g}: final state`);
  }
});
