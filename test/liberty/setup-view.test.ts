import { test } from 'node:test';
import assert from 'node:assert/strict';
import { savePosition, loadPosition } from '../../src/core/position.js';
import { stateHash } from '../../src/core/engine.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { AMERICAN, BRITISH } from '../../src/games/liberty/control.js';
import { LOC, type SideId } from '../../src/games/liberty/state.js';
import { B, H, act, acts, c, legal, liberty, movePos, pos } from './helpers.js';

test('liberty 12.0: setup from the data; unused blocks form each side\'s pool; the French pool is kept apart until entry', () => {
  const s = liberty.setup('setup', liberty.parseOptions({}), null);
  for (const p of c.pack.setup.placements) {
    assert.equal(s.loc[B(p.block)], p.at === 'bwi' ? LOC.BWI : p.at === 'fwi' ? LOC.FWI : H(p.at));
    assert.equal(s.steps[B(p.block)], p.steps);
  }
  for (let b = 0; b < 50; b++) {
    if (c.pack.setup.placements.some((p) => p.block === c.blocks.data[b]!.id)) continue;
    assert.equal(s.loc[b], c.blocks.french[b] ? LOC.FRENCH_POOL : LOC.POOL);
  }
  assert.equal(s.frenchEntered, false);
  assert.equal(s.year, 1775);
});

test('liberty 2.0, 2.1: 25 blocks a side, maximum strength 2-4', () => {
  assert.equal(c.blocks.side.filter((x) => x === 0).length, 25);
  assert.equal(c.blocks.side.filter((x) => x === 1).length, 25);
  for (const m of c.blocks.maxSteps) assert.ok(m >= 2 && m <= 4);
});

test('liberty 2.2, 2.21, 2.22, 2.24: block types — leaders, foot move 1, warships only for the British and the French', () => {
  assert.equal(c.blocks.leader.filter(Boolean).length, 6);
  for (let b = 0; b < 50; b++) {
    const d = c.blocks.data[b]!;
    if (['foot', 'guards', 'light', 'rifle', 'militia', 'leader'].includes(d.type)) assert.equal(d.move, 1, d.id);
    if (d.type === 'warship') assert.ok(d.nation === 'british' || d.nation === 'french');
  }
});

test('liberty 1.1, 1.2, 1.3: land blocks stay on land; towns are friendly to their colour unless enemy-occupied; Quebec is a port', () => {
  const s = liberty.setup('map', liberty.parseOptions({}), null);
  assert.equal(s.control[H('Quebec')], BRITISH, 'red');
  assert.equal(s.control[H('Philadelphia')], AMERICAN, 'blue');
  assert.equal(s.control[H('Boston')], BRITISH, 'blue but British-occupied');
  assert.equal(s.control[H('Mohawk')], BRITISH, 'orange: British-friendly');
  assert.equal(c.map.port[H('Quebec')], true);
  let t = movePos({ line1: { at: 'Quebec' } });
  t = acts(t, 'british', [{ type: 'group', from: H('Quebec') }, { type: 'block', block: B('line1') }]);
  for (const a of legal(t, 'british')) if (a.type === 'step' && a.to < LOC.ATLANTIC) assert.ok(c.map.land[a.to], '1.1');
});

test('liberty 1.5, 1.6: both sides may stand in the Atlantic box and no battle is fought there', () => {
  let s = movePos({ line1: { at: 'atlantic' }, fr1: { at: 'atlantic', moved: true }, mil1: { at: 'r16c4' } }, 'british', { points: 1, frenchEntered: true });
  s = act(s, 'british', { type: 'end' });
  assert.notEqual(s.phase, 'battle-order');
  assert.ok(s.phase === 'move' || s.phase === 'card');
});

test('liberty intro, 11.0: 1775 has three turns, later years five: 43 game turns in all', () => {
  let total = 0;
  for (let y = 1775; y <= 1783; y++) total += c.pack.rules.handSize.byYear[String(y)] ?? c.pack.rules.handSize.default;
  assert.equal(total, 43);
});

test('liberty 7.1: Player 1 chooses the order of battles; 7.21: Player 2 blocks joining a battle Player 1 started are reserves', () => {
  let s = movePos({ line1: { at: 'r16c4' }, line2: { at: 'r16c3' }, mil1: { at: 'r17c4' }, mil2: { at: 'r17c3' }, mil3: { at: 'r18c4' } }, 'british', { points: 2 });
  s = acts(s, 'british', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r17c4') }]);
  s = acts(s, 'british', [{ type: 'group', from: H('r16c3') }, { type: 'block', block: B('line2') }, { type: 'step', to: H('r17c3') }]);
  assert.equal(s.phase, 'battle-order', 'Player 2 played no action card here');
  assert.deepEqual(liberty.activeSides(s), ['british']);
  assert.deepEqual(legal(s, 'british'), [{ type: 'battle', hex: H('r17c3') }, { type: 'battle', hex: H('r17c4') }]);
  s = act(s, 'british', { type: 'battle', hex: H('r17c4') });
  assert.equal(s.phase, 'battle');
  assert.equal(s.battle!.hex, H('r17c4'));
  let r = movePos({ line1: { at: 'r17c4', moved: true }, mil1: { at: 'r17c4' }, mil3: { at: 'r18c4' } }, 'american', { p1: 'british', contests: [{ hex: 'r17c4', attacker: 'british', entrySides: { british: ['r16c4|r17c4'] } }] });
  r = acts(r, 'american', [{ type: 'group', from: H('r18c4') }, { type: 'block', block: B('mil3') }, { type: 'step', to: H('r17c4') }]);
  assert.equal(r.reserve[B('mil3')], 1);
});

test('liberty views: a side sees its own blocks and only the location of face-down enemy blocks; the observer sees neither side\'s', () => {
  const s = liberty.setup('views', liberty.parseOptions({}), null);
  const v = liberty.view(s, 'american');
  for (const e of v.blocks) {
    if (e.side === 'american') assert.equal(typeof e.id, 'number');
    else { assert.equal(e.id, undefined); assert.equal(e.steps, undefined); }
  }
  const o = liberty.view(s, 'observer');
  assert.ok(o.blocks.every((e) => e.id === undefined || e.loc === LOC.FRENCH_POOL || e.loc === LOC.PRISONER));
  assert.equal(o.hand, null);
});

test('liberty sampleState: a determinization keeps the viewer\'s knowledge and draws enemy identities consistently', () => {
  const s = liberty.setup('sample', liberty.parseOptions({}), null);
  const v = liberty.view(s, 'american');
  const t = liberty.sampleState!(v, 'american', 'x', liberty.parseOptions({}));
  for (let b = 0; b < 50; b++) if (c.blocks.side[b] === 1) assert.equal(t.loc[b], s.loc[b]);
  assert.deepEqual(t.hands[1], s.hands[1]);
  assert.equal(t.hands[0].length, s.hands[0].length);
  const onBoard = (st: typeof s, side: number) => st.loc.filter((l, b) => c.blocks.side[b] === side && l < LOC.POOL).length;
  assert.equal(onBoard(t, 0), onBoard(s, 0));
  for (let b = 0; b < 50; b++) if (c.blocks.warship[b] && t.loc[b]! < LOC.ATLANTIC) assert.ok(c.map.port[t.loc[b]!]);
  assert.ok(liberty.legalActions(t, 'american').length > 0);
});

test('liberty positions: a saved position loads back to the same state', () => {
  let s = liberty.setup('pos', liberty.parseOptions({}), null);
  s = act(s, 'british', legal(s, 'british')[0]!);
  const file = savePosition(liberty, s, liberty.parseOptions({}));
  const back = loadPosition(liberty, JSON.parse(JSON.stringify(file))).state;
  assert.equal(stateHash({ ...back, pack: undefined, step: 0 }), stateHash({ ...s, pack: undefined, step: 0 }));
  assert.ok(JSON.stringify(s).length < 8192, 'state under 8 KB');
  void pos;
});

test('liberty positions: positions in every battle step save and load back, the retreats after round 3 and the regroup (slot 6) included, with the turn\'s regroup counts (7.5 with 5.2)', () => {
  const seen = new Set<string>();
  for (let g = 0; g < 40 && seen.size < 3; g++) {
    const s = liberty.setup(`pos-battle-${g}`, liberty.parseOptions({}), null);
    const r = createRng(`pos-battle-${g}`);
    while (!s.result) {
      const sides = liberty.activeSides(s) as SideId[], side = sides[randomInt(r, sides.length)]!;
      const l = legal(s, side);
      liberty.applyInPlace(s, side, l[randomInt(r, l.length)]!, null);
      const key = s.battle?.slot === 6 ? 'slot6' : s.regroupUse ? 'regroupUse' : s.battle ? 'battle' : '';
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const file = savePosition(liberty, s, liberty.parseOptions({}));
      const back = loadPosition(liberty, JSON.parse(JSON.stringify(file))).state;
      assert.equal(stateHash({ ...back, pack: undefined, step: 0 }), stateHash({ ...s, pack: undefined, step: 0 }), key);
    }
  }
  assert.deepEqual([...seen].sort(), ['battle', 'regroupUse', 'slot6']);
});
