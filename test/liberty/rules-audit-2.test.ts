/** Second-pass rules audit of Liberty: interactions between rules, in the situations real play produces. Each test
 *  builds the position, acts, and checks what the rule text says (docs/liberty-rules.md). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOC, type LibertyState } from '../../src/games/liberty/state.js';
import { startWinter, attritionLocations } from '../../src/games/liberty/winter.js';
import { B, H, act, c, has, liberty, pos, rejects } from './helpers.js';

const strong = { line1: { at: 'New York' }, line2: { at: 'Philadelphia' }, line3: { at: 'Charleston' }, line4: { at: 'Boston' }, line5: { at: 'Quebec' }, loyal1: { at: 'Montreal' }, rn2: { at: 'bwi' } };
/** The winter of `year` started from the last move of its last turn (the disbanding step is next). */
function winterOf(year: number, blocks: Record<string, unknown>, dice: number[] = [1, 1], extra: Record<string, unknown> = {}): LibertyState {
  const s = pos({ year, turn: 5, phase: 'move', p1: 'british', mover: 'british', points: 0, blocks, handSize: 5, ...extra }, dice);
  startWinter(c, s, null);
  return s;
}

test('liberty 11.4 with 2.21: the blocks captured by winter attrition are the excess only — a leader who supplies the others is not one of them', () => {
  // 11.4 「両プレイヤーは彼らが占領しているヘクスの補給限界を超えるブロックを除去せねばならない…全ての余分なブロックは即座に
  // 除去(捕虜となる)される」 and 「指揮官2戦力は余分に1ブロック補給することができ」: St. Johns (an unnumbered town) with Howe
  // at 2 steps and two Hessians can winter two blocks (Howe and one more): one block is the excess. Capturing Howe as
  // that block would leave two unsupplied blocks and cost two more: three blocks lost where the rule removes one.
  const s = winterOf(1777, { ...strong, howe: { at: 'St. Johns', steps: 2 }, hessian1: { at: 'St. Johns' }, hessian2: { at: 'St. Johns' } });
  let t = act(s, 'british', { type: 'end' });
  t = act(t, 'american', { type: 'end' });
  assert.equal(t.winter!.step, 'attrition');
  assert.ok(attritionLocations(c, t, 0).includes(H('St. Johns')));
  assert.ok(has(t, 'british', { type: 'capture', block: B('hessian1') }));
  assert.ok(has(t, 'british', { type: 'capture', block: B('hessian2') }));
  assert.ok(!has(t, 'british', { type: 'capture', block: B('howe') }), 'the leader supplies the others: he is not in excess');
  rejects(() => act(t, 'british', { type: 'capture', block: B('howe') }), 'liberty 11.4');
  t = act(t, 'british', { type: 'capture', block: B('hessian2') });
  assert.equal(t.loc[B('hessian2')], LOC.PRISONER);
  assert.equal(t.loc[B('howe')], H('St. Johns'));
  assert.equal(t.loc[B('hessian1')], H('St. Johns'), 'one block lost, the excess');
  assert.ok(!attritionLocations(c, t, 0).includes(H('St. Johns')));
  // outside a town nothing is supplied: every block goes, the leader too
  const u0 = winterOf(1777, { ...strong, howe: { at: 'r16c4', steps: 4 }, hessian1: { at: 'r16c4' } });
  let u = act(act(u0, 'british', { type: 'end' }), 'american', { type: 'end' });
  assert.ok(has(u, 'british', { type: 'capture', block: B('howe') }));
  u = act(u, 'british', { type: 'capture', block: B('howe') });
  u = act(u, 'british', { type: 'capture', block: B('hessian1') });
  assert.equal(u.winter?.step ?? 'over', u.winter ? 'exchange' : 'over');
  void liberty;
});
