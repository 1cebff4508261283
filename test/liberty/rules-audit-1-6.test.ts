/** Rules audit of Liberty chapters 1-6 and 8.1 against the Japanese rulebook: each test builds the position a
 *  discrepancy showed up in and checks what the rule says (docs/liberty-rules.md, "Turn sequence, cards, movement"). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { forcePicks } from '../../src/core/rng.js';
import { LOC } from '../../src/games/liberty/state.js';
import { B, H, act, acts, c, legal, liberty, movePos, pos, targets } from './helpers.js';

const card = (id: string): number => c.cards.findIndex((x) => x.id === id);

test('liberty 5.4, 9.1: attackers pin as many defenders in a West Indies port too (before: nothing was pinned there)', () => {
  // A British sea attack (a warship and a foot block) on the French West Indies; two French blocks defend.
  const blocks = { rn1: { at: 'fwi', moved: true }, line1: { at: 'fwi', moved: true }, fn1: { at: 'fwi' }, fr1: { at: 'fwi' } };
  const extra = { p1: 'british', frenchEntered: true, contests: [{ hex: 'fwi', attacker: 'british', entrySides: {}, seaAttack: true }] };
  const s = movePos(blocks, 'american', extra);
  assert.ok(!legal(s, 'american').some((a) => a.type === 'group' && a.from === LOC.FWI), 'two attackers pin both defenders');
  // With a third defender, one (the defender's choice) may leave, by sea (5.7); the other two stay pinned.
  let t = movePos({ ...blocks, fr2: { at: 'fwi' } }, 'american', extra);
  t = acts(t, 'american', [{ type: 'group', from: LOC.FWI }, { type: 'block', block: B('fr2') }]);
  assert.ok(targets(t, 'american').includes(LOC.ATLANTIC));
  t = act(t, 'american', { type: 'step', to: LOC.ATLANTIC });
  assert.equal(t.loc[B('fr2')], LOC.ATLANTIC);
  assert.ok(!legal(t, 'american').some((a) => a.type === 'block'), 'the two others are pinned');
});

test('liberty 8.4 (with 5.7): warships moving alone by sea may join a land attack of their side; the battle stays a land battle', () => {
  // "海上攻撃は他の攻撃と合同できず、攻撃中の味方ヘクスに増援を送ることもできない。戦艦のみで移動する場合はこの制限を受けない。"
  const blocks = { rn1: { at: 'atlantic' }, line1: { at: 'r19c4' }, line2: { at: 'atlantic' }, mil1: { at: 'Charleston' } };
  // land attack first, then a warship alone from the box
  let s = movePos(blocks, 'british', { points: 3 });
  s = acts(s, 'british', [{ type: 'group', from: H('r19c4') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('Charleston') }]);
  s = acts(s, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('rn1') }]);
  assert.ok(targets(s, 'british').includes(H('Charleston')), 'the warship may join the land attack');
  s = act(s, 'british', { type: 'step', to: H('Charleston') });
  assert.equal(s.contests[0]!.seaAttack, false, 'a land battle: the foot block is not at sea');
  s = act(s, 'british', { type: 'block', block: B('line2') });
  assert.ok(!targets(s, 'british').includes(H('Charleston')), 'a land block by sea still may not join it');
  // a warship alone first, then the land attack
  let t = movePos(blocks, 'british', { points: 3 });
  t = acts(t, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('rn1') }, { type: 'step', to: H('Charleston') }, { type: 'done' }]);
  t = acts(t, 'british', [{ type: 'group', from: H('r19c4') }, { type: 'block', block: B('line1') }]);
  assert.ok(targets(t, 'british').includes(H('Charleston')), 'the land attack may follow the warship');
  t = act(t, 'british', { type: 'step', to: H('Charleston') });
  assert.equal(t.contests[0]!.seaAttack, false);
  // a sea attack with a land block still excludes a land attack
  let u = movePos(blocks, 'british', { points: 3 });
  u = acts(u, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('rn1') }, { type: 'step', to: H('Charleston') }, { type: 'block', block: B('line2') }, { type: 'step', to: H('Charleston') }]);
  assert.equal(u.contests[0]!.seaAttack, true);
  u = acts(u, 'british', [{ type: 'group', from: H('r19c4') }, { type: 'block', block: B('line1') }]);
  assert.ok(!targets(u, 'british').includes(H('Charleston')), 'no land attack joins a sea attack');
});

test('liberty 3.0, 3.1: the card revealed for a value says nothing about which other cards of that value the hand holds (before: always the lowest id, so the enemy learnt the lower ids were not in the hand)', () => {
  const reveal = (pick: number): number => {
    let s = pos({ year: 1777, turn: 1, phase: 'card', blocks: {}, hands: { british: ['a3-01', 'a1-02'], american: ['a2-01', 'a2-05', 'a1-01'] }, handSize: 5 });
    forcePicks(s.rng, [pick]);
    // the American plays "a 2": one decision for both 2s, offered under the lowest id
    assert.equal(legal(s, 'american').filter((a) => a.type === 'card').length, 2);
    s = act(s, 'american', { type: 'card', card: card('a2-01') });
    s = act(s, 'british', { type: 'card', card: card('a3-01') });
    const v = liberty.view(s, 'british');
    assert.equal(v.history[1].length, 1);
    const other = v.history[1][0] === card('a2-01') ? card('a2-05') : card('a2-01');
    assert.ok(s.hands[1].includes(other), 'the other 2 stays in the hand');
    return v.history[1][0]!;
  };
  assert.equal(reveal(0), card('a2-01'));
  assert.equal(reveal(1), card('a2-05'), 'either 2 of the hand may be the one revealed');
  // optional rule 4: the card returned is likewise any of the alike ones (those kept are revealed later)
  let r = pos({ year: 1777, turn: 1, phase: 'card', blocks: {}, hands: { british: ['a3-01'], american: ['a2-01', 'a2-05', 'a1-01', 'a1-03', 'a3-02', 's2-01'] }, handSize: 5 }, undefined, { extraCardPerYear: true });
  forcePicks(r.rng, [1]);
  r = act(r, 'american', { type: 'return-card', card: card('a2-01') });
  assert.ok(r.hands[1].includes(card('a2-01')) && !r.hands[1].includes(card('a2-05')));
});
