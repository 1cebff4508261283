/**
 * Decisions the lead took on the rules document's open questions (docs/war1812-rules.md, "Questions for the lead"):
 * each is a designed rule or a chart reading, tested by its number.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ghentNumbers } from '../../src/games/war1812/ghent.js';
import { isSquadron } from '../../src/games/war1812/movement.js';
import { traceSupply } from '../../src/games/war1812/supply.js';
import { treatyBox } from '../../src/games/war1812/sequence.js';
import { S, bare, c, exp, has, movePos } from './helpers.js';

test('war1812 7.2 (design): the Royal Navy commands the sea: a British-held coast anywhere traces full supply by sea from Halifax', () => {
  const s = bare();
  s.control[S('washington')] = 0;
  s.control[S('mobile')] = 0;
  const sup = traceSupply(c, s, 0);
  assert.equal(sup[S('washington')], 2, 'Washington, held by the British, is supplied by sea past the American coasts');
  assert.equal(sup[S('mobile')], 2, 'Mobile is supplied by sea from the start');
  const am = traceSupply(c, s, 1);
  assert.equal(am[S('baltimore')], 2, 'the Americans still trace overland (a source itself)');
});

test('war1812 6.9 with 9.0: the invasion fleet under Cochrane alone is an expedition that sails, not a lake squadron', () => {
  const s = bare();
  const fleet = exp(s, 0, 'IF', 'quebec', ['cochrane'], { regular: 5, fleet: 1 });
  assert.equal(isSquadron(c, fleet), false);
  movePos(s, 0, 'IF', 4);
  const seaMoves = c.coastOfSea.flat().filter((p) => p !== S('quebec') && has(s, 0, { type: 'sea', to: p }));
  assert.ok(seaMoves.includes(S('washington')), 'the fleet may sail from Quebec to the Chesapeake');
});

test('war1812 12.3 (chart L240-242): a western wilderness position counts 1 at Ghent, whatever stands in it', () => {
  const s = bare();
  const western = c.ids.map((_, i) => i).filter((i) => c.western[i] && c.owner[i] === 1);
  assert.ok(western.length > 0);
  const before = ghentNumbers(c, s)[0];
  for (const w of western) s.control[w] = 0;
  assert.equal(ghentNumbers(c, s)[0] - before, western.length, 'one point each');
});

test('war1812 12.1 (design): at the end of 1815 the pair is put halfway, a half box toward the middle of the track', () => {
  const centre = c.pack.params.trackMax / 2;
  const below = Math.floor(centre) - 5, above = Math.ceil(centre) + 5;
  assert.equal(treatyBox(c, below - 1, below), below, 'a half box below the middle goes up, toward it');
  assert.equal(treatyBox(c, above, above + 1), above, 'a half box above the middle goes down, toward it');
  assert.equal(treatyBox(c, below, below + 4), below + 2, 'a whole box stays');
});
