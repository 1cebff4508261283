/**
 * Determinism guard for the DIXIE engine (issue 17, speed work): seeded random games over five option mixes must end
 * in exactly the recorded states, after exactly the recorded number of decisions, having offered exactly the
 * recorded legal-action lists, views and sampled states and written exactly the recorded log. The fast path (legalActions + applyInPlace)
 * is mixed with the checked `apply` (which clones) and with throwaway branches played on clones, so derived caches
 * that survive a clone or a mutation wrongly are caught too.
 *
 * Golden values recorded from the engine before the speed work (commit f1465c7). A rule fix may change them
 * legitimately: re-record (print `play(g)` for every g) only after checking that the change came from that fix.
 * Re-recorded (all 40) for the DIXIE rulings of issues 22 and 23: every battle turn now opens with its morale step
 * (5.0), which adds a decision to every turn of every game.
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
   ["b6c83fa3afffd347", 194, "920c865e7dba7e34", "150b4f8b02e83363"],
   ["8f3b8f36481399c7", 53, "f774a125b74ae8b2", "1321027ec0ba7335"],
   ["8e37dd99ca27405d", 109, "f79546dc594317c3", "b36a9ed85439e653"],
   ["8d07acc2c1335373", 637, "bd9d73807a1b7a50", "a6c49767cbe23cfd"],
   ["ef8826c96fdb5080", 32, "7514aea5ece36040", "ed7d9ff64785a3b9"],
   ["31b82093cf4add81", 244, "755a3d5adb332459", "c50dcdfb20bf082b"],
   ["40ccb87baefbf2e4", 345, "c488826793fc3ff0", "c58b70d236b5ee74"],
   ["08149d412a547ec7", 365, "3da338052a58145f", "60447882a3f19aec"],
   ["ba0b13196107d4ed", 220, "86467e17d2dfddc8", "a34c57d814a96d30"],
   ["327aea865d2b8378", 540, "a083cea2e47d6df9", "34e8a35caa530280"],
   ["4c88d67af0190716", 239, "ae1ff8d6efbb3fe5", "cb9db5529e60d299"],
   ["0c9ce75eb69ba32b", 153, "75286c2eb844f11b", "edb1b0a0a8c2a432"],
   ["64b5ac5a7a649312", 350, "0f5f33fc97cd833b", "e188ff9652db276d"],
   ["0fe784d6324f6c65", 324, "78ef4834dd758544", "a33abe70e55f3d5d"],
   ["ab8165c1cc8c9f60", 381, "64a0dc82a89818a3", "e8b48d8ab98e2b5a"],
   ["4435ebc8d104c7a4", 253, "5b97f639dc8c5bc0", "469c75ad14a1e406"],
   ["71e90eb523580100", 467, "fd9e792661f39d72", "d6db616f67bfb0c2"],
   ["a11dd6bce07a44d3", 374, "b62da0ce4c269964", "60f5bba87976030e"],
   ["d61e655b7f2e9d0e", 104, "18f96913b409fecd", "bf1a7fff116d9bdc"],
   ["b8bdd76f07ee306b", 185, "aa70db52c0ccd642", "c76f70db22cab65f"],
   ["f9cf00b80bf9d7fb", 151, "78675ec4a33132dc", "f24db15b37390857"],
   ["43cd93dd37a3fed2", 577, "bb5067abed2a57e7", "f4817e18d3986f80"],
   ["2872eabff8d8acd4", 38, "add05a25b91a99ec", "d011cb1c3687044d"],
   ["46a0401be771c60a", 155, "ddd3884ffc59a98c", "af6f7435d332650b"],
   ["4d19dfcc417e3acb", 464, "a2b02a27056de203", "d4957e681f60524e"],
   ["e78d86044d7ee190", 68, "6674df9d706ab0b2", "a9a133006eaf95fd"],
   ["2fdc3a6bf1baa806", 172, "709d735dd6d283c2", "bc992d4205a8dac3"],
   ["fbc787e6c3128797", 183, "e62efc0002740555", "9f332e17f23991b2"],
   ["3c6ddc5b44eeff28", 631, "b78150c6fc7ce6d3", "3e89a6cb5f68c902"],
   ["f08b530b5981531d", 135, "0462ebe79233254a", "e1122d98d6b16c00"],
   ["bf2dd07e8944fdc7", 26, "0e827fbc07f405e2", "257d7f0f3494b959"],
   ["8cf9e1668f4b8a45", 451, "72c36f3beb85daa5", "f7e6fc5b7968c7b4"],
   ["a6526a0b1a93dbf1", 102, "fd04170e25165828", "b1a822a1b9f4342d"],
   ["de545db4ba9fa2dc", 155, "ba07bfffdc0dbc8b", "fd4e1184e4d86c0c"],
   ["fa369aaee0ebd845", 72, "7e2880289cad0cb9", "b4f140994fb3d6d2"],
   ["f3d539847370293d", 114, "0800a8d7e95607e0", "f98d7c77631f7bce"],
   ["eb82a16e61fd7150", 435, "3433c1928eb40b63", "9bfec25339312d6b"],
   ["3774c687352b8cec", 121, "97ab8395e0c3d3d8", "7a69167597fd1418"],
   ["628f432b3de1698d", 214, "d21fb3be898713a8", "1699bcebb4b52859"],
   ["bb6769e4b623f0fb", 466, "5610dda940946ec0", "01987dcda941641f"],
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
