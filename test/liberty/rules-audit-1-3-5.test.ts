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

test('liberty 5.3 with 4.0 (reviewed, unchanged): a town-less hex the enemy held at the last end of turn is an enemy hex until the end of this one, so entering it is an attack for the weather', () => {
  // r08c2 (north, no town): British-controlled by the snapshot, no block there now (the British left it this turn).
  const options = (weather: number, ctl: 'british' | 'neutral') => {
    let s = movePos({ mil1: { at: 'r09c2' } }, 'american', { weather, control: { r08c2: ctl } });
    s = acts(s, 'american', [{ type: 'group', from: H('r09c2') }, { type: 'block', block: B('mil1') }]);
    return targets(s, 'american');
  };
  assert.equal(c.map.hasTown[H('r08c2')], false);
  assert.ok(!options(1, 'british').includes(H('r08c2')), '1 North: no attack in the north, an empty enemy hex included (5.3, 8.4 「空白の敵ヘクスも含む」)');
  assert.ok(options(1, 'neutral').includes(H('r08c2')), 'a neutral hex: other movement is allowed');
  assert.ok(options(6, 'british').includes(H('r08c2')), 'no weather: the empty enemy hex is entered freely (no battle, no stop)');
});
