/** Rules audit of Liberty chapters 1-6 and 8.1 against the Japanese rulebook: each test builds the position a
 *  discrepancy showed up in and checks what the rule says (docs/liberty-rules.md, "Turn sequence, cards, movement"). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOC } from '../../src/games/liberty/state.js';
import { B, act, acts, legal, movePos, targets } from './helpers.js';

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
