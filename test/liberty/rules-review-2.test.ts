/**
 * Second rules review, by playing: situations set up from positions, checking the decisions offered (and those
 * that must not be offered) and the results against the rulebook (docs/liberty-rules.md).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOC } from '../../src/games/liberty/state.js';
import { retreatMoves } from '../../src/games/liberty/combat.js';
import { B, H, act, acts, c, legal, liberty, movePos, rejects, sideBetween, targets } from './helpers.js';
import { Battle, C, MID, PORT, addContest, bk, hs as fxSide, makeState } from './fixtures.ts';

test('liberty 8.4: a sea attack may not reinforce a friendly hex under attack; warships moving alone may', () => {
  // The Americans (Player 1) attacked British-held Boston this turn; the British (Player 2) have a warship and a
  // foot block in the Atlantic box.
  let s = movePos({ rn1: { at: 'atlantic' }, line1: { at: 'atlantic' }, line2: { at: 'r06c5' }, mil1: { at: 'r06c5', moved: true } }, 'british', {
    p1: 'american', control: { r06c5: 'british' }, contests: [{ hex: 'r06c5', attacker: 'american', entrySides: { american: ['r06c4|r06c5'] } }],
  });
  s = acts(s, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('rn1') }]);
  assert.ok(targets(s, 'british').includes(H('r06c5')), 'a warship alone may join');
  s = act(s, 'british', { type: 'step', to: H('r06c5') });
  assert.equal(s.reserve[B('rn1')], 1, 'Player 2 joining a battle Player 1 started: a reserve (7.21)');
  s = act(s, 'british', { type: 'block', block: B('line1') });
  assert.ok(!targets(s, 'british').includes(H('r06c5')), 'no land block by sea into the friendly hex under attack');
  rejects(() => act(s, 'british', { type: 'step', to: H('r06c5') }), 'liberty 8.4');
  assert.ok(targets(s, 'british').includes(H('Quebec')), 'an ordinary sea move to a friendly port is still possible');
});

test('liberty 7.4: a retreat to an adjacent hex crosses that hexside, not a detour (only its hexside is counted)', () => {
  // A dragoon (move 2) retreating from Mid to its w neighbour: the direct side is forest (limit 2 per round).
  const s = makeState({ b_line1: [MID], a_drag: [MID], a_cont1: [MID], a_cont2: [MID] });
  addContest(s, MID, 'british', [[fxSide(MID, PORT), 'british']]);
  const b = new Battle(s).start(MID);
  const moves = retreatMoves(C, s, s.battle!, bk('a_drag'), false);
  const w = moves.find((m) => m.to === C.map.hexIndex['r02c2'])!;
  assert.deepEqual(w.sides, [fxSide(MID, 'r02c2')], 'the direct forest side');
  const sw = moves.find((m) => m.to === C.map.hexIndex['r03c2'])!;
  assert.deepEqual(sw.sides, [fxSide(MID, 'r03c2')]);
  // Two retreats through the forest side fill it for this round; the third block cannot go that way.
  b.retreat('a_drag', 'r02c2');
  assert.equal(b.s.battle!.use[fxSide(MID, 'r03c2') * 2 + 1] ?? 0, 0, 'no other side was counted');
  b.retreat('a_cont1', 'r02c2');
  const third = retreatMoves(C, b.s, b.s.battle!, bk('a_cont2'), false).map((m) => m.to);
  assert.ok(!third.includes(C.map.hexIndex['r02c2']!), 'forest side full (2) for this round');
});

const played = { british: 'a2-01', american: 'a2-02' };

test('liberty 5.2, 5.1: hexside counts accumulate over the groups of a turn, whichever hexes the blocks go to', () => {
  // Group 1 from r16c3: one block through the forest side r16c3|r15c2 (stops there), another elsewhere.
  // Group 2 from r16c4 crosses into r16c3 and on through the same forest side: the count carries over.
  const f = sideBetween('r16c3', 'r15c2');
  let s = movePos({ line1: { at: 'r16c3' }, line2: { at: 'r16c3' }, br_dragoons: { at: 'r16c4' }, jaegers: { at: 'r16c4' } }, 'british', { points: 2 });
  s = acts(s, 'british', [{ type: 'group', from: H('r16c3') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r15c2') }]);
  assert.ok(!targets(s, 'british').length, 'stopped by the forest hexside');
  s = act(s, 'british', { type: 'stop' });
  s = acts(s, 'british', [{ type: 'block', block: B('line2') }, { type: 'step', to: H('r17c3') }, { type: 'stop' }]);
  assert.equal(s.group, null, 'the group is over when no block of it can move');
  assert.deepEqual(s.sideUse[f], [1, 0]);
  s = acts(s, 'british', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('br_dragoons') }, { type: 'step', to: H('r16c3') }, { type: 'step', to: H('r15c2') }, { type: 'stop' }]);
  assert.deepEqual(s.sideUse[f], [2, 0], 'the second block of the turn through the forest side');
  s = acts(s, 'british', [{ type: 'block', block: B('jaegers') }, { type: 'step', to: H('r16c3') }]);
  assert.ok(!targets(s, 'british').includes(H('r15c2')), 'forest limit 2 reached for this turn, across groups');
  assert.ok(targets(s, 'british').length > 0, 'other hexes remain open (forced march)');
});

test('liberty 2.23, 5.5: a dragoon force-marches a third hex and rolls after all moves', () => {
  let s = movePos({ br_dragoons: { at: 'r16c4' } }, 'british', { points: 1, played });
  s = acts(s, 'british', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('br_dragoons') }, { type: 'step', to: H('r17c4') }, { type: 'step', to: H('r18c4') }]);
  assert.equal(s.forcedMarch[B('br_dragoons')], 0, 'two hexes are its normal move');
  assert.ok(targets(s, 'british').includes(H('r19c4')), 'a third hex by forced march');
  s = act(s, 'british', { type: 'step', to: H('r19c4') });
  assert.equal(s.forcedMarch[B('br_dragoons')], 1);
  assert.ok(!targets(s, 'british').length, 'no fourth hex');
  s = act(s, 'british', { type: 'stop' });
  assert.equal(s.group, null);
  assert.equal(s.steps[B('br_dragoons')], 3, 'no die yet: Player 2 still moves');
  assert.equal(s.mover, 'american');
  s.rng.forced = [2];
  s = act(s, 'american', { type: 'end' });
  assert.equal(s.steps[B('br_dragoons')], 2, 'rolled 2 after all moves: one step lost');
  assert.equal(s.loc[B('br_dragoons')], H('r19c4'));
});

test('liberty 7.2, 7.21: a hex both sides entered this turn — Player 2 entering after Player 1 is the attacker, and its blocks are no reserves', () => {
  let s = movePos({ line1: { at: 'r16c4' }, mil1: { at: 'r18c4' }, mil2: { at: 'r18c4' } }, 'british', { points: 1, played });
  s = acts(s, 'british', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r17c4') }, { type: 'stop' }]);
  assert.equal(s.contests.length, 0, 'an empty hex: no battle yet');
  assert.equal(s.mover, 'american');
  s = acts(s, 'american', [{ type: 'group', from: H('r18c4') }, { type: 'block', block: B('mil1') }, { type: 'step', to: H('r17c4') }]);
  s = acts(s, 'american', [{ type: 'block', block: B('mil2') }, { type: 'step', to: H('r17c4') }]);
  assert.equal(s.contests.length, 1);
  assert.equal(s.contests[0]!.attacker, 'american');
  assert.equal(s.contests[0]!.startedByP1, false);
  assert.equal(s.reserve[B('mil1')]! + s.reserve[B('mil2')]!, 0, 'Player 2 attacking is no reinforcement of a Player 1 battle');
  assert.deepEqual(s.contests[0]!.entrySides[0], [sideBetween('r16c4', 'r17c4')], 'the British entry is kept for 7.4');
  s = act(s, 'american', { type: 'end' });
  s = act(s, 'british', { type: 'battle', hex: H('r17c4') });
  assert.equal(s.battle!.attacker, 'american');
  assert.deepEqual(liberty.activeSides(s), ['british'], 'the British defend: their C block acts before the attacking militia');
  assert.ok(legal(s, 'british').some((a) => a.type === 'battle-fire' && a.block === B('line1')));
});

test('liberty 7.21: Player 2 blocks joining a battle Player 1 started are reserves; its blocks attacking elsewhere are not', () => {
  let s = movePos({ line1: { at: 'r16c4' }, mil1: { at: 'r17c4' }, mil2: { at: 'r18c4' }, mil3: { at: 'r17c3' }, line2: { at: 'r16c3' } }, 'british', { points: 1, played });
  s = acts(s, 'british', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r17c4') }]);
  assert.equal(s.contests[0]!.startedByP1, true);
  s = acts(s, 'american', [{ type: 'group', from: H('r18c4') }, { type: 'block', block: B('mil2') }, { type: 'step', to: H('r17c4') }]);
  assert.equal(s.reserve[B('mil2')], 1, 'joined the battle Player 1 started: reserve');
  s = acts(s, 'american', [{ type: 'group', from: H('r17c3') }, { type: 'block', block: B('mil3') }, { type: 'step', to: H('r16c3') }]);
  assert.equal(s.reserve[B('mil3')], 0, 'an attack of its own: not a reserve');
  assert.equal(s.contests.find((k) => k.hex === H('r16c3'))!.attacker, 'american');
});

test('liberty 4.0: entering an empty enemy town is an attack for the weather (1 North)', () => {
  // Newark (r09c3) is an empty American town in the north; r09c2 is not a town (neutral).
  let s = movePos({ line1: { at: 'r08c3' } }, 'british', { weather: 1 });
  s = acts(s, 'british', [{ type: 'group', from: H('r08c3') }, { type: 'block', block: B('line1') }]);
  assert.equal(c.map.townColour[H('Newark')], 'blue');
  assert.ok(!targets(s, 'british').includes(H('Newark')), 'no attack on the empty enemy town');
  assert.ok(targets(s, 'british').includes(H('r09c2')) || targets(s, 'british').includes(H('r08c2')), 'a move into a neutral hex is allowed');
  s = movePos({ line1: { at: 'r08c3' } }, 'british', { weather: 3 });
  s = acts(s, 'british', [{ type: 'group', from: H('r08c3') }, { type: 'block', block: B('line1') }]);
  assert.ok(targets(s, 'british').includes(H('Newark')), 'weather 3+: allowed, and it does not stop the block');
  s = act(s, 'british', { type: 'step', to: H('Newark') });
  assert.equal(s.group!.block, B('line1'), 'an empty enemy town does not stop movement');
});

test('liberty 6.0, 3.1: with an empty pool no draw is offered; a refused draw is an error', () => {
  const blocks: Record<string, unknown> = {};
  for (const b of c.blocks.data) if (b.side === 'british') blocks[b.id] = { at: b.type === 'warship' ? 'atlantic' : 'atlantic' };
  let s = movePos(blocks, 'british', { points: 2 });
  assert.ok(!legal(s, 'british').some((a) => a.type === 'draw'), 'no block left in the pool');
  rejects(() => act(s, 'british', { type: 'draw' }), 'liberty 6.0');
  s = movePos({ line1: { at: 'r16c4' } }, 'british', { points: 2 });
  assert.ok(legal(s, 'british').some((a) => a.type === 'draw'));
});

test('liberty 4.0 with 7.21 (issue 23): under 1 North, Player 2 may reinforce from the north its blocks attacked in the south — a defence is not an attack; entering where its side does not defend stays an attack', () => {
  // 4.0 「1 北: 北あるいは北からの攻撃はできない。その他の移動は許される。」 and 7.21: Player 2's blocks moving to reinforce a
  // battle Player 1 started are reserves, defenders. The British (Player 1) attack Fredericksburg (r13c2, south) from
  // Petersburg; the Americans answer from Annapolis (r12c3, north). Old reading: refused, as entering an enemy-held hex.
  const start = (weather: number, points = 1) => movePos({
    line1: { at: 'r14c3' }, line2: { at: 'r12c2' }, line3: { at: 'r13c3' },
    mil1: { at: 'r13c2' }, mil2: { at: 'Annapolis' }, mil3: { at: 'Annapolis' },
  }, 'british', { points, played, weather });
  assert.equal(c.map.north[H('Annapolis')], true);
  assert.equal(c.map.north[H('r13c2')], false);
  let s = acts(start(1), 'british', [{ type: 'group', from: H('r14c3') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r13c2') }]);
  assert.equal(s.contests.length, 1, 'a southern attack from the south is allowed under 1 North');
  s = acts(s, 'american', [{ type: 'group', from: H('Annapolis') }, { type: 'block', block: B('mil2') }]);
  assert.ok(targets(s, 'american').includes(H('r13c2')), 'reinforcing the attacked defenders from the north: not an attack');
  s = act(s, 'american', { type: 'step', to: H('r13c2') });
  assert.equal(s.reserve[B('mil2')], 1, 'a reserve (7.21)');
  s = act(s, 'american', { type: 'block', block: B('mil3') });
  assert.ok(targets(s, 'american').includes(H('r13c2')), 'the second block may follow');
  assert.ok(!targets(s, 'american').includes(H('r13c3')), 'entering a British-held hex where the Americans do not defend: an attack from the north');
  rejects(() => act(s, 'american', { type: 'step', to: H('r13c3') }), 'liberty 4.0');
  // Player 1 joining its own attack from the north is still an attack.
  let t = acts(start(1, 2), 'british', [{ type: 'group', from: H('r14c3') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r13c2') }]);
  t = acts(t, 'british', [{ type: 'group', from: H('r12c2') }, { type: 'block', block: B('line2') }]);
  assert.ok(!targets(t, 'british').includes(H('r13c2')), 'the attacker reinforcing its attack from the north: an attack');
  // Under 3+ everything is allowed.
  let u = acts(start(3), 'british', [{ type: 'group', from: H('r14c3') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r13c2') }]);
  u = acts(u, 'american', [{ type: 'group', from: H('Annapolis') }, { type: 'block', block: B('mil2') }, { type: 'step', to: H('r13c2') }, { type: 'block', block: B('mil3') }]);
  assert.ok(targets(u, 'american').includes(H('r13c3')));
});

test('liberty 11.1, 11.0: victory is checked only in winter — 30 British points in mid-year do not end the game', () => {
  const big = {
    line1: { at: 'New York' }, line2: { at: 'Philadelphia' }, line3: { at: 'Charleston' }, line4: { at: 'Boston' }, line5: { at: 'Quebec' },
    loyal1: { at: 'Montreal' }, rn2: { at: 'bwi' }, hessian1: { at: 'Savannah' }, hessian2: { at: 'Newport' }, hessian3: { at: 'Baltimore' },
    guards: { at: 'Norfolk' }, br_light: { at: 'Albany' }, jaegers: { at: 'New Haven' },
  };
  const endTurn = (turn: number) => {
    let s = movePos(big, 'british', { turn, points: 1, played });
    s = act(s, 'british', { type: 'end' });
    return act(s, 'american', { type: 'end' });
  };
  const mid = endTurn(2);
  assert.equal(mid.result, null, 'no victory check at the end of an ordinary turn');
  assert.equal(mid.phase, 'card');
  assert.equal(mid.turn, 3);
  const last = endTurn(5);
  assert.equal(last.result?.winner, 'british', 'checked in the winter after the fifth turn');
  assert.equal(last.result?.rule, 'liberty 11.1');
});

test('liberty 8.5, 9.1, 7.4: a sea retreat never enters an enemy West Indies port, and land blocks go where the unopposed warship went', () => {
  const seaTargets = (b: Battle, id: string): number[] => retreatMoves(C, b.s, b.s.battle!, bk(id), false).map((m) => m.to);
  // A French sea attack on the British West Indies (no French warship there): the British defend with a warship.
  const s = makeState({ rn1: [LOC.BWI], b_line1: [LOC.BWI], f_reg: [LOC.BWI], f_drag: [LOC.BWI] }, { frenchEntered: true });
  addContest(s, LOC.BWI, 'american', [], true);
  const b = new Battle(s).start(LOC.BWI);
  assert.deepEqual(seaTargets(b, 'rn1'), [LOC.ATLANTIC], 'the empty French West Indies port is enemy: not a retreat');
  // The other port held by the British: the warship may go there, and the land block then only there.
  const t = makeState({ rn1: [LOC.BWI], b_line1: [LOC.BWI], b_line2: [LOC.FWI], f_reg: [LOC.BWI], f_drag: [LOC.BWI] }, { frenchEntered: true });
  addContest(t, LOC.BWI, 'american', [], true);
  const u = new Battle(t).start(LOC.BWI);
  assert.deepEqual(seaTargets(u, 'rn1'), [LOC.ATLANTIC, LOC.FWI]);
  u.retreat('rn1', LOC.FWI);
  assert.deepEqual(seaTargets(u, 'b_line1'), [LOC.FWI], 'with the warship, not to the Atlantic box');
});

test('liberty 8.4, 9.1: a repulsed sea attack does not go back to a West Indies port that is now enemy (empty French port): the box', () => {
  // British blocks that held the French port sailed from it (all of them) to attack the British port held by the
  // French; the French warship sinks the British one.
  const s = makeState({ rn1: [LOC.BWI, 1], b_line1: [LOC.BWI], fn1: [LOC.BWI], f_reg: [LOC.BWI] }, { frenchEntered: true });
  s.entries.push(LOC.BWI, -4, 0, LOC.BWI, -4, 0); // both entered by sea from the French West Indies port
  addContest(s, LOC.BWI, 'british', [], true);
  const b = new Battle(s).start(LOC.BWI);
  b.dice(1).fire('fn1');
  assert.equal(b.at('rn1'), LOC.PRISONER);
  assert.equal(b.at('b_line1'), LOC.ATLANTIC, 'the empty French port is French again: back to the Atlantic box');
  assert.equal(b.steps('b_line1'), 3, 'one step lost (8.4)');
});
