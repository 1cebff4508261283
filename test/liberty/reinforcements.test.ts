import { test } from 'node:test';
import assert from 'node:assert/strict';
import { forcePicks } from '../../src/core/rng.js';
import { LOC } from '../../src/games/liberty/state.js';
import { placements } from '../../src/games/liberty/reinforcements.js';
import { B, H, act, c, has, legal, movePos, rejects } from './helpers.js';

/** Every block but `keep` placed somewhere harmless so that the pool holds exactly `keep`. */
function onlyInPool(keep: string[], side: 'british' | 'american', blocks: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...blocks };
  for (const b of c.pack.blocks) {
    if (b.side !== side || keep.includes(b.id) || b.id in out || b.nation === 'french') continue;
    out[b.id] = { at: 'prisoner', steps: 0 };
  }
  return out;
}

test('liberty 6.0: each action point draws one random block from the pool, placed at full strength; the draw is secret', () => {
  let s = movePos(onlyInPool(['guards', 'line5'], 'british', {}), 'british', { points: 2 });
  forcePicks(s.rng, [1]);
  s = act(s, 'british', { type: 'draw' });
  assert.equal(s.drawn, B('line5'), 'the pick chose the second pool block');
  assert.equal(liberty_view(s, 'american').drawn, -1, 'the enemy does not see it');
  assert.deepEqual(legal(s, 'british'), [{ type: 'place', to: LOC.ATLANTIC }], '6.1: British blocks to the Atlantic box');
  s = act(s, 'british', { type: 'place', to: LOC.ATLANTIC });
  assert.equal(s.steps[B('line5')], c.blocks.maxSteps[B('line5')]);
  assert.equal(s.points, 1);
});
import { liberty } from '../../src/games/liberty/index.js';
const liberty_view = (s: Parameters<typeof liberty.view>[0], side: string) => liberty.view(s, side);

test('liberty 6.1: Loyalists go to a friendly supply town without enemy blocks, at most one per hex', () => {
  const s = movePos({ line1: { at: 'Quebec' }, mil1: { at: 'Montreal' } }, 'british', { control: { r02c4: 'american' } });
  const p = placements(c, s, 'british', B('loyal4'));
  assert.ok(p.includes(H('Quebec')));
  assert.ok(p.includes(H('Augusta')), 'an empty red town is friendly');
  assert.ok(!p.includes(H('Montreal')), 'enemy-held');
  assert.ok(!p.includes(H('Boston')), 'not friendly');
  s.placed.push(H('Quebec'));
  assert.ok(!placements(c, s, 'british', B('loyal4')).includes(H('Quebec')), 'one per hex');
});

test('liberty 6.2: Americans go to a friendly supply town not enemy-occupied, one per hex; French to the box', () => {
  const s = movePos({ line1: { at: 'New York' }, loyal1: { at: 'Augusta' } }, 'american', { frenchEntered: true });
  const cont = placements(c, s, 'american', B('cont3'));
  assert.ok(cont.includes(H('Philadelphia')));
  assert.ok(!cont.includes(H('New York')), 'enemy-occupied');
  assert.ok(!cont.includes(H('Quebec')), 'a red town is not friendly');
  const mil = placements(c, s, 'american', B('mil1'));
  assert.ok(mil.includes(H('Philadelphia')));
  assert.ok(!mil.includes(H('Augusta')), 'occupied by the enemy');
  assert.deepEqual(placements(c, s, 'american', B('fr2')), [LOC.ATLANTIC]);
});

test('liberty 6.2: only militia go to a friendly red supply town, and never to a red town the British control', () => {
  // 「民兵のみ敵に支配されていないいずれかの味方の赤い補給源街に配置される」: Montreal (red) is American-held since the
  // last end of turn; Quebec (red) is empty and British-controlled.
  const s = movePos({ mil2: { at: 'Montreal' } }, 'american', { control: { r02c4: 'american' } });
  const mil = placements(c, s, 'american', B('mil1'));
  assert.ok(mil.includes(H('Montreal')), 'militia: a friendly red supply town');
  assert.ok(!mil.includes(H('Quebec')), 'militia: not a red town under British control, even empty');
  assert.ok(!mil.includes(H('Fort Niagara')), 'militia: not a red town under British control, even empty');
  const cont = placements(c, s, 'american', B('cont3'));
  assert.ok(!cont.includes(H('Montreal')), 'a Continental: not a red supply town, even a friendly one');
  assert.ok(cont.includes(H('Philadelphia')), 'a Continental: a friendly blue supply town');
  const d = act(movePos(onlyInPool(['mil1'], 'american', {}), 'american'), 'american', { type: 'draw' });
  assert.equal(d.drawn, B('mil1'));
  assert.ok(!has(d, 'american', { type: 'place', to: H('Quebec') }));
  rejects(() => act(d, 'american', { type: 'place', to: H('Quebec') }), 'liberty 6.2');
});

test('liberty 6.0: never placed in a battle hex', () => {
  const s = movePos({ line1: { at: 'Philadelphia', moved: true }, cont2: { at: 'Philadelphia' } }, 'american');
  assert.ok(!placements(c, s, 'american', B('cont3')).includes(H('Philadelphia')));
});
