/** Rules audit of Liberty chapters 1 (map), 3 (cards) and 5 (movement) against the Japanese rulebook: each test
 *  builds the position a discrepancy showed up in and checks what the rule says (docs/liberty-rules.md, "Turn
 *  sequence, cards, movement"). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { B, H, acts, c, legal, movePos, riverTargets, sideBetween, targets } from './helpers.js';

test('liberty 5.2, 5.6: a lake shore is no river through a forest hexside: limit 2 and a stop there; river movement along the shore still ignores the stop', () => {
  // Fort Niagara r04c1 | Oswego r04c2: a forest hexside on the Lake Ontario shore chain (kind "lake").
  const hs = sideBetween('r04c1', 'r04c2');
  assert.equal(c.map.sideTerrain[hs], 'forest');
  // 5.2: 「もし森林/沼地ヘクスサイドを通過して川が流れていたら、制限は3に増加し停止もしなくてよい」: a river through the side
  assert.equal(c.map.sideLimit[hs], 2, 'no river flows through it: the forest limit');
  // A dragoon (move 2) stepping along the shore stops after the forest hexside (the block stays selected: stop only).
  let s = movePos({ br_dragoons: { at: 'r04c1' } });
  s = acts(s, 'british', [{ type: 'group', from: H('r04c1') }, { type: 'block', block: B('br_dragoons') }, { type: 'step', to: H('r04c2') }]);
  assert.deepEqual(legal(s, 'british'), [{ type: 'stop' }], 'stops after the forest hexside');
  // Two British blocks have crossed: the side is closed to them this turn, by step and by river alike.
  let t = movePos({ line1: { at: 'r04c1' } }, 'british', { sideUse: { 'r04c1|r04c2': [2, 0] } });
  t = acts(t, 'british', [{ type: 'group', from: H('r04c1') }, { type: 'block', block: B('line1') }]);
  assert.ok(!targets(t, 'british').includes(H('r04c2')));
  assert.deepEqual(riverTargets(t, 'british'), [], 'the shore move crosses the closed side');
  // 5.6: river movement along the lake shore: two hexes, no stop at the forest hexside.
  let u = movePos({ line1: { at: 'r04c1' } }, 'british', { sideUse: { 'r04c1|r04c2': [1, 0] } });
  u = acts(u, 'british', [{ type: 'group', from: H('r04c1') }, { type: 'block', block: B('line1') }]);
  assert.deepEqual(riverTargets(u, 'british').sort((a, b) => a - b), [H('r04c2'), H('r04c3')]);
  // A forest hexside a river does flow through (the Mohawk, r05c1 | r05c2) keeps the limit of 3 and no stop.
  assert.equal(c.map.sideLimit[sideBetween('r05c1', 'r05c2')], 3);
  assert.equal(c.map.sideStops[sideBetween('r05c1', 'r05c2')], false);
});
