import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canEnterHex, mustStopAfter } from '../../src/games/liberty/movement.js';
import { applyPlace, placements } from '../../src/games/liberty/reinforcements.js';
import { compile } from '../../src/games/liberty/compile.js';
import { B, H, act, acts, c, movePos, sideBetween, targets } from './helpers.js';

test('liberty 1.4: a wilderness hex has at least two forest hexsides (derived from the map)', () => {
  for (let h = 0; h < c.map.hexCount; h++) {
    if (!c.map.land[h]) { assert.equal(c.map.wilderness[h], false); continue; }
    const forest = c.map.sideOf[h]!.filter((s) => s >= 0 && c.map.sideTerrain[s] === 'forest').length;
    assert.equal(c.map.wilderness[h], forest >= 2, c.map.hexIds[h]);
  }
});

test('liberty 10.0, 2.25: Indians enter only wilderness hexes (or their own town) and do not stop at forest hexsides', () => {
  const s = movePos({ mohawk: { at: 'Mohawk' } });
  assert.equal(canEnterHex(c, s, 'british', B('mohawk'), H('Albany')), false, 'Albany is not wilderness');
  assert.equal(canEnterHex(c, s, 'british', B('mohawk'), H('r06c2')), true);
  assert.equal(canEnterHex(c, s, 'british', B('mohawk'), H('Fort Pitt')), true, 'a wilderness town');
  assert.equal(mustStopAfter(c, sideBetween('Mohawk', 'r06c2'), B('mohawk')), false);
  assert.equal(mustStopAfter(c, sideBetween('Mohawk', 'r06c2'), B('line1')), true);
  let t = acts(s, 'british', [{ type: 'group', from: H('Mohawk') }, { type: 'block', block: B('mohawk') }, { type: 'step', to: H('r06c2') }]);
  assert.ok(t.group && t.group.block === B('mohawk'), 'no stop after the forest hexside');
  assert.ok(!targets(t, 'british').includes(H('Albany')));
  t = act(t, 'british', { type: 'stop' });
  assert.equal(t.loc[B('mohawk')], H('r06c2'));
});

test('liberty 10.0, 6.1: a drawn Indian goes to its own town if friendly and free of the enemy, else to an adjacent neutral hex', () => {
  const s = movePos({ line1: { at: 'Quebec' } });
  assert.deepEqual(placements(c, s, 'british', B('cherokee')), [H('Cherokee')]);
  const t = movePos({ mil1: { at: 'Mohawk' } }, 'british');
  const p = placements(c, t, 'british', B('mohawk'));
  assert.ok(!p.includes(H('Mohawk')));
  for (const h of p) { assert.equal(t.control[h], 0, 'neutral'); assert.ok(c.map.wilderness[h]); }
  assert.ok(p.length > 0);
});

test('liberty 5.7, 2.25: Indians never move by sea', () => {
  const s = movePos({});
  assert.equal(canEnterHex(c, s, 'british', B('mohawk'), 1000), false);
});

test('liberty 6.1 with 10.0: an Indian placement counts for the one-block-per-hex limit (a pack whose Indian town is a supply town)', () => {
  // A corrected pack may number an Indian town; then a Loyalist could go there too. 「最大で1ヘクス毎に1ブロック」
  const pack = JSON.parse(JSON.stringify(c.pack)) as typeof c.pack;
  const hex = (pack as unknown as { hexes: { id: string; town?: { value: number } }[] }).hexes.find((h) => h.id === c.map.hexIds[H('Mohawk')])!;
  hex.town!.value = 1;
  const c2 = compile(pack);
  const s = movePos({}, 'british');
  assert.deepEqual(placements(c2, s, 'british', B('mohawk')), [H('Mohawk')]);
  assert.ok(placements(c2, s, 'british', B('loyal4')).includes(H('Mohawk')), 'a British-controlled supply town');
  s.drawn = B('mohawk'); s.phase = 'draw';
  applyPlace(c2, s, 'british', H('Mohawk'), null);
  assert.deepEqual(s.placed, [H('Mohawk')], 'the Indian placement is recorded (public, as the placement itself)');
  assert.ok(!placements(c2, s, 'british', B('loyal4')).includes(H('Mohawk')), 'no second block placed there this turn');
});
