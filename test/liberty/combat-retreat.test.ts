import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleError } from '../../src/core/errors.ts';
import { Battle, C, MID, PORT, addContest, bk, hs, hx, makeState } from './fixtures.ts';

const retreatsOf = (b: Battle, id: string): string[] =>
  b.actions().filter((a) => a.type === 'battle-retreat' && a.block === bk(id)).map((a) => (a.type === 'battle-retreat' ? C.map.hexIds[a.to] ?? String(a.to) : ''));

test('liberty 7.4: the defender retreats into friendly or neutral enemy-free hexes, never through a hexside the attacker used', () => {
  // British attack Mid from Port (e) and from r03c3 (se); Port is a red (British) town.
  const s = makeState({ b_line1: [MID], b_line2: [MID], a_cont1: [MID] });
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british'], [hs(MID, 'r03c3'), 'british']]);
  const b = new Battle(s).start(MID);
  assert.deepEqual(retreatsOf(b, 'a_cont1').sort(), ['r01c2', 'r01c3', 'r02c2', 'r03c2']);
});

test('liberty 7.4: if both sides used a hexside only the side that entered last through it may retreat through it', () => {
  const s = makeState({ b_line1: [MID], a_cont1: [MID], a_cont2: [MID] });
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british'], [hs(MID, 'r03c3'), 'british'], [hs(MID, 'r03c3'), 'american']]);
  const b = new Battle(s).start(MID);
  assert.ok(retreatsOf(b, 'a_cont1').includes('r03c3'), 'the Americans entered last through the se side');
  b.pass('a_cont1'); b.pass('a_cont2');
  assert.deepEqual(retreatsOf(b, 'b_line1'), ['r02c4'], 'the attacker may not use the se side: the defender came through it last');
});

test('liberty 7.4: never into a battle hex, an enemy-occupied hex or an enemy hex', () => {
  const s = makeState({ b_line1: [MID], a_cont1: [MID], b_loyal: ['r02c2'], a_mil: ['r01c3'], b_line2: ['r01c3'] });
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british']]);
  addContest(s, 'r01c3', 'british', []);
  const b = new Battle(s).start(MID);
  assert.deepEqual(retreatsOf(b, 'a_cont1').sort(), ['r01c2', 'r03c2', 'r03c3']);
});

test('liberty 7.4: hexside limits apply to retreats in each round (forest 2, forest crossed by a river 3)', () => {
  const s = makeState({ b_line1: [MID], a_cont1: [MID], a_cont2: [MID], a_mil: [MID], f_reg: [MID], a_rifle: [MID], a_art: [MID], b_loyal: ['r03c2'], b_guards: ['r01c2'] });
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british'], [hs(MID, 'r03c3'), 'british']]);
  const b = new Battle(s).start(MID);
  b.retreat('a_art', 'r01c3'); // A
  b.retreat('a_rifle', 'r01c3'); // B
  // The only exits left: w (forest, 2) and ne (forest crossed by the river, 3).
  assert.deepEqual(retreatsOf(b, 'a_cont1').sort(), ['r01c3', 'r02c2']);
  b.retreat('a_cont1', 'r02c2');
  b.retreat('a_cont2', 'r02c2');
  assert.deepEqual(retreatsOf(b, 'a_mil'), ['r01c3'], 'the forest side (limit 2) is full for this round');
  b.retreat('a_mil', 'r01c3');
  assert.equal(b.at('a_mil'), hx('r01c3'));
  assert.deepEqual(retreatsOf(b, 'f_reg'), [], 'three blocks crossed the river side this round');
  assert.throws(() => b.retreat('f_reg', 'r01c3'), (e: unknown) => e instanceof RuleError && e.rule === 'liberty 7.4');
  b.pass('f_reg');
  b.pass('b_line1');
  assert.equal(s.battle!.round, 2);
  // a_cont1 in r02c2 left the battle; the limits count afresh in round 2 (nothing left to retreat but the rule is per round).
  assert.deepEqual(s.battle!.use, {}, 'retreat counters are reset each round');
});

test('liberty 7.4: a block retreats with its full move but stops after a forest or marsh hexside; no forced march', () => {
  const s = makeState({ b_line1: [MID], a_drag: [MID], a_cont1: [MID] });
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british']]);
  const b = new Battle(s).start(MID);
  b.pass('a_drag');
  const s2 = makeState({ b_line1: [MID], a_drag: [MID] });
  addContest(s2, MID, 'british', [[hs(MID, PORT), 'british']]);
  const b2 = new Battle(s2).start(MID);
  const r = retreatsOf(b2, 'a_drag');
  assert.ok(r.includes('r04c2') && r.includes('r04c3'), 'two hexes through clear sides');
  assert.ok(!r.includes('r02c1') && !r.includes('r01c1'), 'stopped by the forest (w) and marsh (nw) sides');
  assert.ok(r.includes('r01c4'), 'the forest side crossed by a river does not stop it');
  assert.ok(!retreatsOf(b, 'a_cont1').includes('r04c3'), 'a 1-move block goes one hex');
});

test('liberty 7.4: only blocks that joined the battle by river may retreat by river', () => {
  const s = makeState({ b_line1: [MID], a_cont1: [MID], a_cont2: [MID] });
  s.viaRiver[bk('a_cont1')] = 1;
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british']]);
  const b = new Battle(s).start(MID);
  assert.ok(retreatsOf(b, 'a_cont1').includes('r04c3'), 'two hexes down the river');
  assert.ok(!retreatsOf(b, 'a_cont2').includes('r04c3'));
});

test('liberty 10.0: Indians retreat only into wilderness hexes or their own town', () => {
  const s = makeState({ mohawk: [MID], b_line1: [MID], a_cont1: [MID] });
  addContest(s, MID, 'american', [[hs(MID, 'r01c3'), 'american']]);
  const b = new Battle(s).start(MID);
  assert.deepEqual(b.movers(), ['mohawk'], 'B defender first');
  assert.deepEqual(retreatsOf(b, 'mohawk'), ['r03c2'], 'r03c2 is the only wilderness hex next to Mid');
});
