/**
 * Second rules review, by playing: situations set up from positions, checking the decisions offered (and those
 * that must not be offered) and the results against the rulebook (docs/liberty-rules.md).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOC } from '../../src/games/liberty/state.js';
import { retreatMoves } from '../../src/games/liberty/combat.js';
import { B, H, act, acts, c, movePos, rejects, targets } from './helpers.js';
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
  rejects(() => act(s, 'british', { type: 'step', to: H('r06c5') }), 'liberty 5.1');
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
