import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionKey, apply, viewFor } from '../../src/core/engine.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { dixie } from '../../src/games/dixie/index.js';

/**
 * What a side may do must follow from what it may see: at every decision, the legal actions of any state
 * sampled from the side's view (face-down cards, the reserve and deck of the other side drawn afresh) are
 * exactly those of the real state; otherwise the offered actions would tell hidden facts.
 */
const MIXES: Record<string, unknown>[] = [
  {},
  { melee: true, enfilade: true, flankAttack: true, counterBattery: true, artillerySupport: true, decoys: true, corpsCommand: true, divisionCommand: true },
  { line: 5, deck: 'points', melee: true, flankAttack: true },
  { historical: true, historicalDay1: true, decoys: true, enfilade: true },
];

test('DIXIE hidden information (1.0-14.0, advanced 13.x, historical 14.0): legal actions are a function of the side\'s view — equal in states sampled from it (random play, 8 games)', () => {
  let checks = 0;
  for (let g = 0; g < 8; g++) {
    const options = dixie.parseOptions({ ...MIXES[g % MIXES.length], turnLimit: 60 });
    let s = dixie.setup(`dx-hidden-${g}`, options, null);
    const rng = createRng(`dx-hidden-${g}`);
    for (let m = 0; m < 2000 && !dixie.result(s); m++) {
      const side = dixie.activeSides(s)[0]!;
      const v = viewFor(dixie, s, side);
      const want = v.actions.map(actionKey).sort();
      const t = dixie.sampleState!(v.state, side, m * 17 + g, options);
      assert.deepEqual(dixie.legalActions(t, side).map(actionKey).sort(), want, `game ${g} move ${m}: ${side}'s legal actions differ in a sampled state`);
      checks++;
      s = apply(dixie, s, side, v.actions[randomInt(rng, v.actions.length)]).state;
    }
  }
  assert.ok(checks > 500, `${checks} decisions checked`);
});
