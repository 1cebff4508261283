import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleError } from '../../src/core/errors.ts';
import { LOC } from '../../src/games/liberty/state.ts';
import { Battle, C, MID, PORT, addContest, bk, hs, hx, makeState } from './fixtures.ts';

const regroupsOf = (b: Battle, id: string): string[] =>
  b.actions().filter((a) => a.type === 'battle-regroup' && a.block === bk(id)).map((a) => (a.type === 'battle-regroup' ? C.map.hexIds[a.to] ?? String(a.to) : ''));

/** Americans attack Port (red port, British) from Mid and win in round 1. */
function won(extra: Record<string, [string | number, number?]> = {}) {
  const s = makeState({ b_loyal: [PORT, 1], a_rifle: [PORT], a_cont1: [PORT], a_cont2: [PORT], a_mil: [PORT], a_drag: [PORT], ...extra });
  addContest(s, PORT, 'american', [[hs(MID, PORT), 'american']]);
  const b = new Battle(s).start(PORT);
  b.dice(1, 6, 6).fire('a_rifle');
  return { s, b };
}

test('liberty 7.5: the winner may regroup blocks from the battle hex to friendly hexes free of enemy blocks', () => {
  const { s, b } = won();
  assert.equal(s.battle!.step, 'regroup');
  assert.deepEqual(b.active(), ['american']);
  // Mid is a blue (American) town; neutral hexes are not friendly; Port's other neighbours are neutral.
  assert.deepEqual(regroupsOf(b, 'a_cont1'), [MID]);
  assert.ok(b.actions().some((a) => a.type === 'battle-regroup-done'));
  b.act({ type: 'battle-regroup', block: bk('a_cont1'), to: hx(MID) });
  assert.equal(b.at('a_cont1'), hx(MID));
  assert.ok(!b.actions().some((a) => a.type === 'battle-regroup' && a.to === LOC.ATLANTIC), 'never to the Atlantic box');
  b.act({ type: 'battle-regroup-done' });
  assert.equal(s.battle, null);
  assert.equal(s.phase, 'battle-order');
});

test('liberty 7.5: hexside limits apply to regrouping', () => {
  const { b } = won({ b_line1: ['r03c3'], b_line2: ['r01c3'], b_guards: ['r03c4'] });
  // Port|Mid is clear: 4 blocks.
  for (const id of ['a_cont1', 'a_cont2', 'a_mil']) b.act({ type: 'battle-regroup', block: bk(id), to: hx(MID) });
  assert.deepEqual(regroupsOf(b, 'a_rifle'), [MID]);
  b.act({ type: 'battle-regroup', block: bk('a_drag'), to: hx(MID) });
  // The fifth block has nowhere left to go: the regroup (and the battle) ends by itself.
  assert.equal(b.s.battle, null);
  assert.equal(b.at('a_rifle'), hx(PORT));
});

test('liberty 7.5: only the winner regroups, after the battle', () => {
  const s = makeState({ b_loyal: [PORT], a_rifle: [PORT] });
  addContest(s, PORT, 'american', [[hs(MID, PORT), 'american']]);
  const b = new Battle(s).start(PORT);
  assert.throws(() => b.act({ type: 'battle-regroup', block: bk('a_rifle'), to: hx(MID) }), (e: unknown) => e instanceof RuleError && e.rule === 'liberty 7.5');
  assert.throws(() => b.act({ type: 'battle-regroup-done' }), (e: unknown) => e instanceof RuleError && e.rule === 'liberty 7.5');
});

test('liberty 2.25: Indians fire B2 in their own town and B1 elsewhere', () => {
  const s = makeState({ mohawk: ['r03c1'], a_cont1: ['r03c1'] });
  addContest(s, 'r03c1', 'american', [[hs('r03c1', 'r03c2'), 'american']]);
  const b = new Battle(s).start('r03c1');
  b.dice(2, 2, 3).fire('mohawk');
  assert.equal(b.keys('lib.fire')[0]!.params!.rating, 'B2');
  assert.equal(b.keys('lib.fire')[0]!.params!.hits, 2);
  const s2 = makeState({ mohawk: [MID], a_cont1: [MID] });
  addContest(s2, MID, 'british', [[hs(MID, 'r03c2'), 'british']]);
  const b2 = new Battle(s2).start(MID);
  b2.dice(1, 2, 1).fire('mohawk');
  assert.equal(b2.keys('lib.fire')[0]!.params!.rating, 'B1');
  assert.equal(b2.keys('lib.fire')[0]!.params!.hits, 2);
});
