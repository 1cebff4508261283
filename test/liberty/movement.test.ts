import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOC } from '../../src/games/liberty/state.js';
import { AMERICAN, BRITISH } from '../../src/games/liberty/control.js';
import * as mv from '../../src/games/liberty/movement.js';
import { B, H, act, acts, c, has, legal, movePos, rejects, riverTargets, sideBetween, targets } from './helpers.js';

test('liberty 5.1: a group moves block by block; friendly hexes are passed freely, one move per block per turn', () => {
  let s = movePos({ line1: { at: 'r16c4' }, line2: { at: 'r16c4' }, br_dragoons: { at: 'r16c4' } });
  s = act(s, 'british', { type: 'group', from: H('r16c4') });
  assert.equal(s.points, 1);
  s = act(s, 'british', { type: 'block', block: B('br_dragoons') });
  s = acts(s, 'british', [{ type: 'step', to: H('r17c4') }, { type: 'step', to: H('r18c4') }, { type: 'stop' }]);
  assert.equal(s.loc[B('br_dragoons')], H('r18c4'));
  assert.ok(!has(s, 'british', { type: 'block', block: B('br_dragoons') }), 'moved once this turn');
  s = act(s, 'british', { type: 'block', block: B('line1') });
  rejects(() => act(s, 'british', { type: 'step', to: H('r20c2') }), 'liberty 5.1');
});

test('liberty 5.1: entering a hex with enemy blocks stops the block and starts a battle (7.0)', () => {
  let s = movePos({ br_dragoons: { at: 'r16c4' }, mil1: { at: 'r17c4' } });
  s = acts(s, 'british', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('br_dragoons') }, { type: 'step', to: H('r17c4') }]);
  assert.equal(s.group, null, 'the block stopped and the group is over');
  assert.equal(s.contests.length, 1);
  assert.equal(s.contests[0]!.attacker, 'british');
});

test('liberty 2.13, 2.23: foot move one hex, dragoons two (plus one by forced march 5.5)', () => {
  let s = movePos({ line1: { at: 'r16c4' }, br_dragoons: { at: 'r16c3' } });
  s = acts(s, 'british', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r17c4') }]);
  assert.ok(s.forcedMarch[B('line1')] === 0);
  assert.ok(s.group && s.group.block === B('line1'), 'a second hex is still possible by forced march');
  s = act(s, 'british', { type: 'step', to: H('r18c4') });
  assert.equal(s.forcedMarch[B('line1')], 1);
  assert.deepEqual(legal(s, 'british'), [{ type: 'stop' }], 'no further hex after the forced march: the owner stops it (its allowance is face down)');
  s = act(s, 'british', { type: 'stop' });
  assert.equal(s.group, null);
});

test('liberty 5.2: a clear hexside admits four blocks per side per turn, counted over the whole turn', () => {
  const blocks: Record<string, unknown> = {};
  for (const id of ['line1', 'line2', 'line3', 'line4', 'line5']) blocks[id] = { at: 'r16c4' };
  let s = movePos(blocks, 'british', { points: 3 });
  const hs = sideBetween('r16c4', 'r17c4');
  assert.equal(c.map.sideTerrain[hs], 'clear');
  s = act(s, 'british', { type: 'group', from: H('r16c4') });
  for (const id of ['line1', 'line2', 'line3', 'line4']) s = acts(s, 'british', [{ type: 'block', block: B(id) }, { type: 'step', to: H('r17c4') }, { type: 'stop' }]);
  assert.deepEqual(s.sideUse[hs], [4, 0]);
  s = act(s, 'british', { type: 'block', block: B('line5') });
  assert.ok(!targets(s, 'british').includes(H('r17c4')), 'the fifth block is closed out');
});

test('liberty 5.2: a forest hexside admits two blocks and stops them; a river through it admits three, no stop', () => {
  // r16c3 | r15c2 is forest without a river
  const f = sideBetween('r16c3', 'r15c2');
  assert.equal(c.map.sideTerrain[f], 'forest');
  let s = movePos({ line1: { at: 'r16c3' }, line2: { at: 'r16c3' }, line3: { at: 'r16c3' }, br_dragoons: { at: 'r16c3' } }, 'british', { points: 3 });
  s = acts(s, 'british', [{ type: 'group', from: H('r16c3') }, { type: 'block', block: B('br_dragoons') }, { type: 'step', to: H('r15c2') }]);
  assert.deepEqual(legal(s, 'british'), [{ type: 'stop' }], 'stopped at the forest hexside (its owner says so: whether it is an Indian is face down)');
  s = act(s, 'british', { type: 'stop' });
  assert.equal(s.group!.block, -1);
  s = acts(s, 'british', [{ type: 'block', block: B('line1') }, { type: 'step', to: H('r15c2') }, { type: 'stop' }]);
  s = act(s, 'british', { type: 'block', block: B('line2') });
  assert.ok(!targets(s, 'british').includes(H('r15c2')), 'limit 2');
  // r05c1 | r05c2 forest crossed by the Mohawk river: limit 3, no stop (a lake shore such as r04c1 | r04c2 is no
  // river through its side: limit 2 and a stop, test/liberty/rules-audit-1-3-5.test.ts)
  const r = sideBetween('r05c1', 'r05c2');
  assert.equal(c.map.sideTerrain[r], 'forest');
  assert.equal(c.map.sideRiver[r], true);
  const { hexsideLimit, mustStopAfter } = mv;
  assert.equal(hexsideLimit(c, r, false, false), 3);
  assert.equal(mustStopAfter(c, r, B('line1')), false);
  assert.equal(hexsideLimit(c, f, false, false), 2);
  assert.equal(hexsideLimit(c, sideBetween('r16c4', 'r17c4'), false, false), 4);
});


test('liberty 5.2: hexside limits apply to each player separately', () => {
  const hs = sideBetween('r16c4', 'r17c4');
  let s = movePos({ mil1: { at: 'r16c4' } }, 'american', { sideUse: { [`r16c4|r17c4`]: [4, 0] } });
  s = acts(s, 'american', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('mil1') }]);
  assert.ok(targets(s, 'american').includes(H('r17c4')));
  void hs;
});

test('liberty 5.3: control changes only at the end of the turn, never by passing through', () => {
  let s = movePos({ br_dragoons: { at: 'r09c3' } }, 'british', { points: 1, p1: 'british' });
  // Newark (blue) → Trenton (blue) → r11c3 Baltimore? use two steps through American towns
  const before = s.control[H('Trenton')];
  assert.equal(before, AMERICAN);
  s = acts(s, 'british', [{ type: 'group', from: H('r09c3') }, { type: 'block', block: B('br_dragoons') }, { type: 'step', to: H('Trenton') }]);
  assert.equal(s.control[H('Trenton')], before, 'Trenton not yet British');
  s = act(s, 'british', { type: 'stop' });
  // the American player (P2) has no points: end of actions → battles → end of turn
  assert.equal(s.phase, 'card');
  assert.equal(s.control[H('Trenton')], BRITISH, 'control changed at the end of the turn');
  assert.notEqual(s.control[H('Newark')], BRITISH, 'left Newark: its blue colour makes it American again');
});

test('liberty 5.4: attackers pin as many defenders; the others may not leave through the attackers\' hexside', () => {
  // British attacked r17c4 (held by 3 Americans) with one block through r16c4|r17c4
  let s = movePos({ line1: { at: 'r17c4', moved: true }, mil1: { at: 'r17c4' }, mil2: { at: 'r17c4' }, mil3: { at: 'r17c4' } }, 'american', {
    p1: 'british', contests: [{ hex: 'r17c4', attacker: 'british', entrySides: { british: ['r16c4|r17c4'] } }],
  });
  s = act(s, 'american', { type: 'group', from: H('r17c4') });
  s = act(s, 'american', { type: 'block', block: B('mil1') });
  assert.ok(!targets(s, 'american').includes(H('r16c4')), 'not through the attackers\' hexside');
  assert.ok(targets(s, 'american').includes(H('r18c4')));
  s = acts(s, 'american', [{ type: 'step', to: H('r18c4') }, { type: 'stop' }]);
  s = act(s, 'american', { type: 'block', block: B('mil2') });
  s = acts(s, 'american', [{ type: 'step', to: H('r18c4') }, { type: 'stop' }]);
  assert.equal(s.loc[B('mil3')], H('r17c4'), 'one block stays pinned');
  assert.ok(!legal(s, 'american').some((a) => a.type === 'block'), 'the last block is pinned');
});

test('liberty 5.5: forced march — one die per block after all moves, 1-3 loses a step', () => {
  let s = movePos({ line1: { at: 'r16c4', steps: 3 }, line2: { at: 'r16c4', steps: 3 } }, 'british', { points: 1 });
  s.rng.forced = [2, 5];
  s = act(s, 'british', { type: 'group', from: H('r16c4') });
  for (const id of ['line1', 'line2']) s = acts(s, 'british', [{ type: 'block', block: B(id) }, { type: 'step', to: H('r17c4') }, { type: 'step', to: H('r18c4') }, { type: 'stop' }]);
  assert.equal(s.steps[B('line1')], 2, 'rolled 2: a step lost');
  assert.equal(s.steps[B('line2')], 3, 'rolled 5: no effect');
  assert.equal(s.loc[B('line1')], H('r18c4'), 'the move is made either way');
});

test('liberty 5.5: forced march still stops at a forest hexside and is not combined with river movement', () => {
  let s = movePos({ line1: { at: 'r16c3' } });
  s = acts(s, 'british', [{ type: 'group', from: H('r16c3') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r15c2') }]);
  assert.deepEqual(legal(s, 'british'), [{ type: 'stop' }], 'no forced march on past the forest hexside');
  s = act(s, 'british', { type: 'stop' });
  assert.equal(s.group?.block ?? -1, -1);
  assert.equal(s.forcedMarch[B('line1')], 0);
  let t = movePos({ line1: { at: 'Montreal' } });
  t = acts(t, 'british', [{ type: 'group', from: H('Montreal') }, { type: 'block', block: B('line1') }, { type: 'river', to: H('r01c5') }]);
  assert.equal(t.forcedMarch[B('line1')], 0);
  assert.equal(t.group?.block ?? -1, -1, 'a river move ends the block\'s move');
});

test('liberty 5.6: river movement — two hexes along one river, no stop at forest, never past Niagara or between Ticonderoga and Albany', () => {
  let s = movePos({ line1: { at: 'Montreal' } });
  s = acts(s, 'british', [{ type: 'group', from: H('Montreal') }, { type: 'block', block: B('line1') }]);
  const rt = riverTargets(s, 'british');
  assert.ok(rt.includes(H('Quebec')), 'Montreal → Quebec, two hexes down the St Lawrence');
  assert.ok(rt.includes(H('Fort Ticonderoga')), 'Montreal → Ticonderoga by Lake Champlain');
  s = act(s, 'british', { type: 'river', to: H('Fort Ticonderoga') });
  assert.equal(s.viaRiver[B('line1')], 1);
  let t = movePos({ line1: { at: 'Fort Ticonderoga' } });
  t = acts(t, 'british', [{ type: 'group', from: H('Fort Ticonderoga') }, { type: 'block', block: B('line1') }]);
  assert.ok(!riverTargets(t, 'british').includes(H('Albany')), 'never between Ticonderoga and Albany');
  for (const moves of c.map.riverMoves) for (const m of moves) for (const hs of m.sides) assert.equal(c.map.sideNiagara[hs], false, 'never past Niagara Falls');
});

test('liberty 5.7: sea movement only via the Atlantic box — port → box, box → friendly port without enemies; Americans never', () => {
  let s = movePos({ line1: { at: 'Boston' }, line2: { at: 'atlantic' } }, 'british', { control: { r06c5: 'british', r09c4: 'british' } });
  s = acts(s, 'british', [{ type: 'group', from: H('Boston') }, { type: 'block', block: B('line1') }]);
  assert.ok(targets(s, 'british').includes(LOC.ATLANTIC));
  s = act(s, 'british', { type: 'step', to: LOC.ATLANTIC });
  s = acts(s, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('line2') }]);
  const t = targets(s, 'british');
  assert.ok(t.includes(H('New York')), 'a friendly port');
  assert.ok(!t.includes(H('Philadelphia')), 'not an enemy port without a warship (8.4)');
  let a = movePos({ cont1: { at: 'Boston' } }, 'american');
  a = acts(a, 'american', [{ type: 'group', from: H('Boston') }, { type: 'block', block: B('cont1') }]);
  assert.ok(!targets(a, 'american').includes(LOC.ATLANTIC), 'Americans never move by sea');
});

test('liberty 5.7: Player 2 may sea-move unpinned blocks out of a battle hex', () => {
  let s = movePos({ mil1: { at: 'Boston', moved: true }, line1: { at: 'Boston' }, line2: { at: 'Boston' } }, 'british', {
    p1: 'american', control: { r06c5: 'british' }, contests: [{ hex: 'r06c5', attacker: 'american', entrySides: { american: ['r06c4|r06c5'] } }],
  });
  s = acts(s, 'british', [{ type: 'group', from: H('Boston') }, { type: 'block', block: B('line1') }, { type: 'step', to: LOC.ATLANTIC }]);
  assert.equal(s.loc[B('line1')], LOC.ATLANTIC);
  assert.ok(!legal(s, 'british').some((a) => a.type === 'block'), 'the other block is pinned');
});

test('liberty 8.1, 8.4: warships move two hexes ending in a port; a sea attack needs a warship and takes at most three land blocks', () => {
  let s = movePos({ rn1: { at: 'Boston' } }, 'british', { control: { r06c5: 'british' } });
  s = acts(s, 'british', [{ type: 'group', from: H('Boston') }, { type: 'block', block: B('rn1') }]);
  for (const t of targets(s, 'british')) assert.ok(t === LOC.ATLANTIC || c.map.port[t], 'ends in a port');
  const blocks: Record<string, unknown> = { rn1: { at: 'atlantic' }, mil1: { at: 'Charleston' } };
  for (const id of ['line1', 'line2', 'line3', 'line4']) blocks[id] = { at: 'atlantic' };
  let a = movePos(blocks, 'british', { points: 2 });
  a = act(a, 'british', { type: 'group', from: LOC.ATLANTIC });
  a = act(a, 'british', { type: 'block', block: B('rn1') });
  a = act(a, 'british', { type: 'step', to: H('Charleston') });
  assert.equal(a.contests[0]!.seaAttack, true);
  for (const id of ['line1', 'line2', 'line3']) a = acts(a, 'british', [{ type: 'block', block: B(id) }, { type: 'step', to: H('Charleston') }]);
  assert.ok(!legal(a, 'british').some((x) => x.type === 'block' && x.block === B('line4')) || (() => {
    const t = act(a, 'british', { type: 'block', block: B('line4') });
    return !targets(t, 'british').includes(H('Charleston'));
  })(), 'a fourth land block may not join the sea attack');
});

test('liberty 8.4: land blocks may not sea-attack without a warship', () => {
  let a = movePos({ line1: { at: 'atlantic' }, mil1: { at: 'Charleston' } }, 'british');
  a = acts(a, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('line1') }]);
  assert.ok(targets(a, 'british').includes(H('Quebec')), 'a friendly port');
  assert.ok(!targets(a, 'british').includes(H('Charleston')), 'no sea attack without a warship');
});

test('liberty 1.6: no battle in the Atlantic box — blocks sailing into it beside enemy blocks start none (before: a "sea attack" there, in which a land block with no warship was left at sea with no legal action after round 3)', () => {
  // fuzz game 83: a British foot block sailed from its port into the box, where a French warship was
  let s = movePos({ line3: { at: 'Boston' }, fn2: { at: 'atlantic' } }, 'british', { frenchEntered: true, control: { r06c5: 'british' } });
  s = acts(s, 'british', [{ type: 'group', from: H('Boston') }, { type: 'block', block: B('line3') }]);
  assert.ok(targets(s, 'british').includes(LOC.ATLANTIC), 'both sides may keep blocks in the box (1.6)');
  s = act(s, 'british', { type: 'step', to: LOC.ATLANTIC });
  assert.equal(s.loc[B('line3')], LOC.ATLANTIC);
  assert.deepEqual(s.contests, [], 'no contest: no battle is fought in the Atlantic box');
  assert.equal(mv.isAttack(c, s, 'american', LOC.ATLANTIC), false);
  // a warship sailing in beside enemy blocks starts none either
  let w = movePos({ rn1: { at: 'Boston' }, fn1: { at: 'atlantic' }, fr1: { at: 'atlantic' } }, 'british', { frenchEntered: true, control: { r06c5: 'british' } });
  w = acts(w, 'british', [{ type: 'group', from: H('Boston') }, { type: 'block', block: B('rn1') }, { type: 'step', to: LOC.ATLANTIC }]);
  assert.equal(w.loc[B('rn1')], LOC.ATLANTIC);
  assert.deepEqual(w.contests, []);
});

test('liberty 5.1: a group move is offered only from a hex where a block of it can take a step (no action point spent on a group that cannot move)', () => {
  // An inland hex, no port, no river: its line block can leave only across its six hexsides, all used up (5.2).
  const inland = [];
  for (let h = 0; h < c.map.hexCount; h++) {
    if (!c.map.land[h] || c.map.port[h] || c.map.riverMoves[h]!.length > 0) continue;
    if (c.map.neighbours[h]!.every((n) => n >= 0 && c.map.land[n])) inland.push(h);
  }
  const [shut, open] = [inland[0]!, inland[inland.length - 1]!];
  const s = movePos({ line1: { at: c.map.hexIds[shut] }, line2: { at: c.map.hexIds[open] } }, 'british', { points: 1 });
  for (const hs of c.map.sideOf[shut]!) s.sideUse[hs] = [c.map.sideLimit[hs]!, 0];
  const groups = legal(s, 'british').filter((a) => a.type === 'group').map((a) => (a as { from: number }).from);
  assert.deepEqual(groups, [open], 'only the group that can move is offered');
  rejects(() => act(s, 'british', { type: 'group', from: shut }), 'liberty 5.2');
  assert.equal(s.points, 1, 'no action point spent');
  assert.ok(has(s, 'british', { type: 'end' }));
});
