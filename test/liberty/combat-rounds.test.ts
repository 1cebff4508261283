import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleError } from '../../src/core/errors.ts';
import { LOC } from '../../src/games/liberty/state.ts';
import { Battle, C, MID, PORT, addContest, bk, hs, hx, makeState } from './fixtures.ts';

/** British attack Mid from Port (east side); Americans defend. */
function eastAttack(place: Record<string, [string | number, number?]>) {
  const s = makeState(place);
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british']]);
  return s;
}

test('liberty 7.1: a battle reveals the blocks in the hex and they stay face up until it ends', () => {
  const s = eastAttack({ b_line1: [MID], a_cont1: [MID], a_mil: ['r01c1'] });
  const b = new Battle(s).start(MID);
  assert.equal(s.phase, 'battle');
  assert.ok(s.battle);
  assert.equal(s.revealed[bk('b_line1')], 1);
  assert.equal(s.revealed[bk('a_cont1')], 1);
  assert.equal(s.revealed[bk('a_mil')], 0, 'blocks elsewhere stay hidden');
  assert.deepEqual(b.keys('lib.reveal')[0]!.params!.blocks, ['b_line1', 'a_cont1']);
});

test('liberty 7.21: all A blocks act before B, B before C, the defender before the attacker within each letter', () => {
  const s = eastAttack({ b_light: [MID], b_line1: [MID], a_art: [MID], a_rifle: [MID], a_cont1: [MID] });
  const b = new Battle(s).start(MID);
  const order: string[] = [];
  for (let i = 0; i < 5; i++) {
    const who = b.active()[0]!;
    const m = b.movers();
    assert.equal(m.length, 1);
    order.push(`${who}:${m[0]}`);
    b.pass(m[0]!);
  }
  assert.deepEqual(order, ['american:a_art', 'american:a_rifle', 'british:b_light', 'american:a_cont1', 'british:b_line1']);
  assert.equal(s.battle!.round, 2, 'after every block has had its turn, round 2 begins');
});

test('liberty 7.21: each block has one combat turn per round: fire, retreat or pass', () => {
  const s = eastAttack({ b_line1: [MID], a_cont1: [MID] });
  const b = new Battle(s).start(MID);
  const types = b.actions('american').map((a) => a.type);
  assert.ok(types.includes('battle-fire') && types.includes('battle-pass') && types.includes('battle-retreat'));
  b.pass('a_cont1');
  assert.throws(() => b.act({ type: 'battle-fire', block: bk('a_cont1') }, 'american'), (e: unknown) => e instanceof RuleError && e.rule === 'liberty 7.21');
});

test('liberty 7.31: a block rolls one die per step and hits on a roll at or below its rating', () => {
  const s = eastAttack({ b_line1: [MID], b_line2: [MID], a_rifle: [MID, 3] });
  const b = new Battle(s).start(MID).dice(3, 4, 1);
  b.fire('a_rifle');
  const f = b.keys('lib.fire')[0]!;
  assert.deepEqual(f.params!.dice, [3, 4, 1]);
  assert.equal(f.params!.hits, 2);
  assert.equal(f.rule, 'liberty 7.31');
  assert.equal(s.rng.forced, undefined, 'exactly one die per step');
});

test('liberty 7.32: each hit goes to the currently strongest block; the owner picks among ties', () => {
  const s = eastAttack({ b_line1: [MID, 4], b_line2: [MID, 4], b_guards: [MID, 2], a_rifle: [MID, 2] });
  const b = new Battle(s).start(MID).dice(1, 1);
  b.fire('a_rifle');
  assert.deepEqual(b.active(), ['british'], 'the owner of the tied blocks chooses');
  assert.deepEqual(b.actions().map((a) => a.type === 'battle-hit' && C.blocks.data[a.block]!.id), ['b_line1', 'b_line2']);
  assert.throws(() => b.hit('b_guards'), (e: unknown) => e instanceof RuleError && e.rule === 'liberty 7.32');
  b.hit('b_line2');
  // The second hit: b_line1 (4) is now the only strongest, so it is applied at once.
  assert.equal(b.steps('b_line2'), 3);
  assert.equal(b.steps('b_line1'), 3);
  assert.equal(b.steps('b_guards'), 2);
  assert.equal(s.battle!.step, 'fight');
});

test('liberty 7.32: hits are applied at once: a block reduced before its turn fires with its remaining steps', () => {
  const s = eastAttack({ b_light: [MID, 3], a_rifle: [MID, 3] });
  const b = new Battle(s).start(MID).dice(1, 1, 6);
  b.fire('a_rifle'); // defender B first: two hits on b_light
  assert.equal(b.steps('b_light'), 1);
  b.dice(1);
  b.fire('b_light');
  assert.deepEqual(b.keys('lib.fire')[1]!.params!.dice, [1], 'one step left: one die');
});

test('liberty 2.11: a block reduced below one step is captured (prisoner) and the battle ends when a side has no blocks', () => {
  const s = eastAttack({ b_line1: [MID, 1], a_rifle: [MID, 3], a_cont1: [MID] });
  const b = new Battle(s).start(MID).dice(2, 6, 6);
  b.fire('a_rifle');
  assert.equal(b.at('b_line1'), LOC.PRISONER);
  assert.equal(b.keys('lib.captured').length, 1);
  assert.equal(b.keys('lib.battle-won')[0]!.params!.winner, 'american');
});

test('liberty 7.2: the attacker must retreat after round 3 if the battle has not ended', () => {
  const s = eastAttack({ b_line1: [MID], a_cont1: [MID], b_line2: [PORT] });
  const b = new Battle(s).start(MID);
  for (let r = 0; r < 3; r++) { b.pass('a_cont1'); b.pass('b_line1'); }
  assert.equal(s.battle!.step, 'retreat');
  assert.deepEqual(b.active(), ['british']);
  assert.deepEqual(b.actions().map((a) => a.type === 'battle-retreat' && a.to), [hx(PORT)], 'only back through the hexside it entered by');
  b.retreat('b_line1', PORT);
  assert.equal(b.at('b_line1'), hx(PORT));
  // The defender won; it has nowhere friendly to regroup that is free... (Port is British) — the battle ends.
  assert.equal(s.battle, null);
  assert.equal(s.phase, 'battle-order');
  assert.equal(s.contests.length, 0, 'the contest is removed');
  assert.equal(s.revealed[bk('b_line1')], 0, 'revealed blocks turn face down again after the battle');
});

test('liberty 7.2: a forced retreat with no legal hex is a capture', () => {
  const s = eastAttack({ b_line1: [MID], a_cont1: [MID], a_mil: [PORT] });
  // Port now holds an American block: not enemy-free for the British, so no retreat.
  const b = new Battle(s).start(MID);
  for (let r = 0; r < 3; r++) { b.pass('a_cont1'); b.pass('b_line1'); }
  assert.equal(b.at('b_line1'), LOC.PRISONER);
  assert.equal(b.keys('lib.no-retreat').length, 1);
  assert.equal(s.battle?.winner, 'american');
});

test('liberty 7.21: every active side always has at least one legal battle action', () => {
  const s = eastAttack({ b_line1: [MID], b_light: [MID], a_cont1: [MID], a_rifle: [MID] });
  const b = new Battle(s).start(MID);
  let n = 0;
  while (s.battle && n++ < 200) {
    const side = b.active()[0]!;
    const acts = b.actions(side);
    assert.ok(acts.length > 0, `no actions for ${side} in step ${s.battle.step}`);
    b.act(acts[n % acts.length]!, side);
  }
  assert.equal(s.battle, null);
});
