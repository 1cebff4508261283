/** Rules audit of Liberty chapters 1-6 and 8.1 against the Japanese rulebook: each test builds the position a
 *  discrepancy showed up in and checks what the rule says (docs/liberty-rules.md, "Turn sequence, cards, movement"). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOC } from '../../src/games/liberty/state.js';
import { B, H, act, acts, legal, movePos, targets } from './helpers.js';

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
