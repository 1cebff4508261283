import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleError } from '../../src/core/errors.ts';
import { LOC } from '../../src/games/liberty/state.ts';
import { logFor } from '../../src/core/log.ts';
import { buildView } from '../../src/games/liberty/view.ts';
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

test('liberty 7.5 with 5.2 (issue 23): a regroup uses the side\'s hexside counts of the turn — a hexside its moves already filled is closed to the regroup, and each regroup counts on', () => {
  // 5.2 「一旦…最大数に達したら、そのプレイヤーはそのゲームターンに…移動を締め切られる」, 7.5 「ヘクスサイド制限は再編成に適用される」.
  // Four American blocks crossed Mid|Port (clear, limit 4) this turn: no regroup back across it. Old reading: the
  // regroup counted afresh, so all four could cross again.
  const side = hs(MID, PORT);
  const full = won();
  full.s.sideUse[side] = [0, 4];
  assert.equal(full.s.battle!.step, 'regroup');
  assert.deepEqual(regroupsOf(full.b, 'a_cont1'), [], 'the hexside is at its limit for the turn');
  // Three crossed: one regroup left, which then counts for the turn (seen by the Americans only).
  const one = won();
  one.s.sideUse[side] = [0, 3];
  assert.deepEqual(regroupsOf(one.b, 'a_cont1'), [MID]);
  one.b.act({ type: 'battle-regroup', block: bk('a_cont1'), to: hx(MID) });
  assert.deepEqual(one.s.sideUse[side], [0, 3], 'the moves\' count is unchanged');
  assert.deepEqual(one.s.regroupUse, { [side]: [0, 1] }, 'the regroup counts for the turn');
  assert.ok(!regroupsOf(one.b, 'a_cont2').includes(MID), 'the limit reached: no other block regroups across it');
  assert.deepEqual(buildView(C, one.s, 'american').regroupUse, { [side]: [0, 1] });
  assert.equal(buildView(C, one.s, 'british').regroupUse, undefined, 'the enemy does not see the regroup\'s hexsides (a face-down reserve\'s path would tell what it is)');
  assert.equal(buildView(C, one.s, 'observer').regroupUse, undefined);
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

test('liberty 7.5 with 5.1, 8.1: a winning warship may regroup by its normal move to a friendly port (never the Atlantic box, never an enemy port)', async () => {
  // Real map: Boston's naval moves reach Portsmouth (r05c5) and Newport (r07c5), two sea hexes away.
  const { c, pos, act, legal, H, B } = await import('./helpers.ts');
  let s = pos({
    year: 1776, turn: 2, phase: 'battle-order', p1: 'american', mover: null, weather: 6, handSize: 5, control: { r05c5: 'british' },
    blocks: { rn1: { at: 'r06c5' }, line1: { at: 'r06c5' }, mil1: { at: 'r06c5', steps: 1 } },
    contests: [{ hex: 'r06c5', attacker: 'american', entrySides: { american: ['r06c4|r06c5'] } }],
  }, [1, 1, 1, 1, 1, 1, 1, 1]);
  s = act(s, 'american', { type: 'battle', hex: H('r06c5') });
  for (let i = 0; i < 6 && s.battle?.step === 'fight'; i++) {
    const side = s.battle.att === 0 ? (s.battle.slot & 1 ? 'british' : 'american') : (s.battle.slot & 1 ? 'american' : 'british');
    const fire = legal(s, side).find((a) => a.type === 'battle-fire');
    s = act(s, side, fire ?? legal(s, side)[0]!);
  }
  assert.equal(s.battle?.step, 'regroup', 'the British defenders won');
  const to = legal(s, 'british').filter((a) => a.type === 'battle-regroup' && a.block === B('rn1')).map((a) => (a as { to: number }).to);
  assert.deepEqual(to.filter((h) => h < LOC.ATLANTIC).map((h) => c.map.hexIds[h]), ['r05c5'], 'to British-held Portsmouth, not to American Newport');
  assert.ok(!to.includes(LOC.ATLANTIC), 'never to the Atlantic box');
  assert.ok(to.includes(LOC.BWI), 'the sea regroup to the West Indies as before');
  s = act(s, 'british', { type: 'battle-regroup', block: B('rn1'), to: H('r05c5') });
  assert.equal(s.loc[B('rn1')], H('r05c5'));
});

test('liberty 7.5 with 7.21 (hidden information): a winner with a face-down reserve ends its regroup itself, so the enemy does not learn whether the reserve could regroup', () => {
  // Player 1 (British) attacks Mid from Port; the Americans defend with a_cont1 and a reserve (7.21), and win in
  // round 1, the reserve still face down. No neighbour of Mid is friendly; r04c3 (held) and Harbour r04c4 (a blue
  // town) are, two hexes away: a dragoon reserve can regroup there, a militia reserve and a_cont1 cannot.
  const play = (reserve: 'a_drag' | 'a_mil') => {
    const s = makeState({ b_line1: [MID, 1], a_cont1: [MID], [reserve]: [MID], a_cont2: ['r04c3'] });
    s.p1 = 'british';
    s.reserve[bk(reserve)] = 1;
    addContest(s, MID, 'british', [[hs(MID, PORT), 'british'], [hs(MID, 'r03c3'), 'american']]);
    const b = new Battle(s).start(MID);
    b.dice(1, 6, 6, 6).fire('a_cont1'); // C defender first (7.21): b_line1's last step, the British lose in round 1
    return { s, b };
  };
  const drag = play('a_drag'), mil = play('a_mil');
  assert.equal(drag.s.battle?.winner, 'american');
  assert.equal(drag.s.revealed[bk('a_drag')], 0, 'the reserve was never revealed');
  assert.deepEqual(regroupsOf(drag.b, 'a_drag'), ['r04c3', 'r04c4'], 'a dragoon reaches the friendly hexes two hexes away');
  assert.deepEqual(regroupsOf(drag.b, 'a_cont1'), [], 'a foot block does not');
  // The British see the same game either way: the battle waits for the American regroup in both.
  assert.deepEqual(buildView(C, mil.s, 'british'), buildView(C, drag.s, 'british'));
  assert.deepEqual(logFor(mil.b.log, 'british'), logFor(drag.b.log, 'british'));
  assert.equal(mil.s.battle?.step, 'regroup', 'not ended by itself: the enemy would learn the reserve cannot regroup');
  assert.deepEqual(mil.b.actions('american'), [{ type: 'battle-regroup-done' }], 'nothing can regroup: the winner ends it');
  mil.b.act({ type: 'battle-regroup-done' }, 'american');
  assert.equal(mil.s.battle, null);
  assert.equal(mil.b.at('a_mil'), hx(MID));
  // With every winning block face up the enemy can tell by itself, and the regroup still ends at once.
  const open = makeState({ b_line1: [MID, 1], a_cont1: [MID], a_cont2: ['r04c3'] });
  addContest(open, MID, 'british', [[hs(MID, PORT), 'british']]);
  new Battle(open).start(MID).dice(1).fire('a_cont1');
  assert.equal(open.battle, null, 'no face-down winner and no regroup: the battle is over');
});
