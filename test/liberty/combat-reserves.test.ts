import { test } from 'node:test';
import assert from 'node:assert/strict';
import { logFor } from '../../src/core/log.ts';
import { RuleError } from '../../src/core/errors.ts';
import { LOC } from '../../src/games/liberty/state.ts';
import { Battle, C, MID, PORT, addContest, bk, hs, hx, makeState } from './fixtures.ts';

/** Player 1 (British) attacks Mid from Port; Player 2 (American) reinforced it with a_rifle from r01c2. */
function reserveBattle(extra: Record<string, [string | number, number?]> = {}) {
  const s = makeState({ b_line1: [MID], b_light: [MID], a_cont1: [MID, 1], a_rifle: [MID], ...extra });
  s.p1 = 'british';
  s.reserve[bk('a_rifle')] = 1;
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british'], [hs(MID, 'r01c2'), 'american']]);
  return s;
}

test('liberty 7.21: reserves stay hidden and out of the fight in round 1, then are revealed and fight from round 2', () => {
  const s = reserveBattle();
  const b = new Battle(s).start(MID);
  assert.equal(s.revealed[bk('a_rifle')], 0, 'not revealed by the battle start');
  for (const e of b.log) assert.ok(!JSON.stringify(e).includes('a_rifle'), 'no log entry names the reserve');
  assert.deepEqual(b.movers(), ['b_light'], 'the B reserve has no turn in round 1');
  b.dice(1, 1, 1).fire('b_light');
  // Three hits, but a_cont1 has one step: the reserve is not a target in round 1.
  assert.equal(b.at('a_cont1'), LOC.PRISONER);
  assert.equal(b.steps('a_rifle'), 3);
});

test('liberty 7.21: reserves must retreat if the battle ends in round 1', () => {
  const s = reserveBattle();
  const b = new Battle(s).start(MID);
  b.dice(1, 6, 6).fire('b_light');
  assert.equal(b.at('a_cont1'), LOC.PRISONER);
  assert.equal(s.battle!.step, 'retreat');
  assert.deepEqual(b.active(), ['american']);
  const dests = b.actions().map((a) => (a.type === 'battle-retreat' ? C.map.hexIds[a.to] : ''));
  assert.ok(dests.includes('r01c2'), 'it may go back the way it came (it entered last through that side)');
  assert.ok(!dests.includes('r02c4'), 'never through the attacker\'s hexside');
  b.retreat('a_rifle', 'r01c2');
  assert.equal(b.at('a_rifle'), hx('r01c2'));
  // The retreat of an unrevealed reserve is not named to the enemy.
  const british = logFor(b.log, 'british');
  assert.ok(british.every((e) => !JSON.stringify(e).includes('a_rifle')), 'the British never learn which block it was');
  assert.ok(logFor(b.log, 'american').some((e) => e.key === 'lib.retreat' && e.params?.block === 'a_rifle'));
  assert.equal(s.battle?.winner ?? 'british', 'british');
});

test('liberty 7.21: a reserve with no legal retreat when the battle ends in round 1 is captured', () => {
  const s = reserveBattle({ b_loyal: ['r01c2'], b_guards: ['r02c2'], b_line2: ['r01c3'], b_drag: ['r03c2'], mohawk: ['r03c3'] });
  const b = new Battle(s).start(MID);
  b.dice(1, 6, 6).fire('b_light');
  assert.equal(b.at('a_rifle'), LOC.PRISONER);
});

test('liberty 7.21: when the battle goes on, reserves are revealed at the start of round 2 and may fire', () => {
  const s = reserveBattle();
  s.steps[bk('a_cont1')] = 4;
  const b = new Battle(s).start(MID);
  b.pass('b_light'); b.pass('a_cont1'); b.pass('b_line1');
  assert.equal(s.battle!.round, 2);
  assert.equal(s.revealed[bk('a_rifle')], 1);
  assert.deepEqual(b.keys('lib.reserves')[0]!.params!.blocks, ['a_rifle']);
  assert.deepEqual(b.movers(), ['a_rifle'], 'B defender first in round 2');
  b.dice(3, 3, 3).fire('a_rifle');
  assert.equal(b.keys('lib.fire').at(-1)!.params!.hits, 3);
});

test('liberty 7.21: a side whose only blocks are reserves fights from round 1 (docs/liberty-rules.md)', () => {
  const s = makeState({ b_line1: [MID], a_rifle: [MID] });
  s.reserve[bk('a_rifle')] = 1;
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british']]);
  const b = new Battle(s).start(MID);
  assert.equal(s.revealed[bk('a_rifle')], 1);
  assert.deepEqual(b.movers(), ['a_rifle']);
});

test('liberty 7.21 with 7.4: reserves retreating when the battle ends in round 1 retreat in round 1: the hexside limits count the retreats already made in that round', () => {
  // Player 1 (British) attacks Mid from Port (e) and r03c3 (se); the reserve a_mil came in through r01c2 (nw),
  // now held by the British like r01c3 (ne). The Americans' way out: w (forest, 2 blocks a round) and sw (clear).
  const s = makeState({ b_line1: [MID], a_cont1: [MID], a_cont2: [MID], a_mil: [MID], b_loyal: ['r01c2'], b_line2: ['r01c3'] });
  s.p1 = 'british';
  s.reserve[bk('a_mil')] = 1;
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british'], [hs(MID, 'r03c3'), 'british'], [hs(MID, 'r01c2'), 'american']]);
  const b = new Battle(s).start(MID);
  b.retreat('a_cont1', 'r02c2'); // C defender first (7.21), through the forest side
  b.retreat('a_cont2', 'r02c2'); // the forest side is full for this round (5.2, 7.4)
  assert.equal(s.battle!.round, 1);
  assert.equal(s.battle!.step, 'retreat', 'no American block left but the reserve: the battle ended in round 1');
  assert.deepEqual(s.battle!.mustRetreat, [bk('a_mil')]);
  const dests = b.actions('american').map((a) => (a.type === 'battle-retreat' ? C.map.hexIds[a.to] : a.type));
  assert.deepEqual(dests, ['r03c2'], 'two blocks crossed the forest side in round 1: the reserve may not be a third');
  assert.throws(() => b.retreat('a_mil', 'r02c2'), (e: unknown) => e instanceof RuleError && e.rule === 'liberty 7.4');
  b.retreat('a_mil', 'r03c2');
  assert.equal(b.at('a_mil'), hx('r03c2'));
  assert.equal(s.battle?.winner ?? 'british', 'british');
});
