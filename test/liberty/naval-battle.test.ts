import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionKey } from '../../src/core/engine.ts';
import { logFor } from '../../src/core/log.ts';
import { createRng, randomInt } from '../../src/core/rng.ts';
import type { BattleAction } from '../../src/games/liberty/battle-state.ts';
import { legalActions } from '../../src/games/liberty/sequence.ts';
import { LOC, type SideId } from '../../src/games/liberty/state.ts';
import { buildView } from '../../src/games/liberty/view.ts';
import { Battle, C, MID, PORT, addContest, bk, hs, hx, makeState } from './fixtures.ts';

const HARBOUR = 'r04c4';
const retreatsOf = (b: Battle, id: string): number[] =>
  b.actions().filter((a) => a.type === 'battle-retreat' && a.block === bk(id)).map((a) => (a.type === 'battle-retreat' ? a.to : -1));

test('liberty 8.2: while both sides have warships, hits go to enemy warships only; excess hits carry over to land blocks', () => {
  const s = makeState({ rn1: [PORT, 2], b_line1: [PORT, 4], fn1: [PORT, 3], f_reg: [PORT] });
  addContest(s, PORT, 'american', [[hs(MID, PORT), 'american']]);
  const b = new Battle(s).start(PORT);
  b.pass('rn1');
  b.dice(1, 1, 1).fire('fn1');
  assert.equal(b.at('rn1'), LOC.PRISONER, 'two hits sink the 2-step warship first');
  assert.equal(b.steps('b_line1'), 3, 'the third hit carries over to the land block');
});

test('liberty 8.2: land blocks\' hits also go to the enemy warships while both sides have them', () => {
  const s = makeState({ rn1: [PORT, 3], b_line1: [PORT, 4], fn1: [PORT, 3], f_reg: [PORT, 4] });
  addContest(s, PORT, 'american', [[hs(MID, PORT), 'american']]);
  const b = new Battle(s).start(PORT);
  b.pass('rn1'); b.pass('fn1'); b.pass('b_line1');
  b.dice(1, 1, 6, 6).fire('f_reg');
  assert.equal(b.steps('rn1'), 1);
  assert.equal(b.steps('b_line1'), 4, 'the stronger land block is not a target');
});

test('liberty 8.3: shore bombardment cannot eliminate a land block: 1-step land blocks ignore warship hits', () => {
  const s = makeState({ rn1: [HARBOUR, 3], b_line1: [HARBOUR, 2], a_cont1: [HARBOUR, 2], a_mil: [HARBOUR, 1] });
  addContest(s, HARBOUR, 'british', [[hs(HARBOUR, 'r04c3'), 'british']]);
  const b = new Battle(s).start(HARBOUR);
  b.dice(1, 1, 1).fire('rn1');
  assert.equal(b.steps('a_cont1'), 1);
  assert.equal(b.steps('a_mil'), 1);
  assert.equal(b.at('a_mil'), hx(HARBOUR));
  assert.equal(b.keys('lib.hits-lost')[0]!.rule, 'liberty 8.3');
});

test('liberty 8.3: warships with no enemy warships present are fired at normally by land blocks', () => {
  const s = makeState({ rn1: [HARBOUR, 3], b_line1: [HARBOUR, 2], a_mil: [HARBOUR, 3] });
  addContest(s, HARBOUR, 'british', [[hs(HARBOUR, 'r04c3'), 'british']]);
  const b = new Battle(s).start(HARBOUR);
  b.pass('rn1');
  b.dice(1, 6, 6).fire('a_mil');
  assert.equal(b.steps('rn1'), 2, 'the warship is the strongest block and takes the hit');
});

function seaAttack(place: Record<string, [string | number, number?]>) {
  const s = makeState(place);
  addContest(s, HARBOUR, 'british', [], true);
  return new Battle(s).start(HARBOUR);
}

test('liberty 8.4: in a sea attack against warships, land blocks neither fire nor take hits until one side\'s warships are gone', () => {
  const b = seaAttack({ rn1: [HARBOUR, 3], b_line1: [HARBOUR, 4], b_drag: [HARBOUR, 3], fn1: [HARBOUR, 3], a_cont1: [HARBOUR, 4] });
  assert.equal(b.s.battle!.atSea, 1);
  assert.deepEqual(b.movers(), ['fn1'], 'B defender: the warship');
  b.dice(1, 6, 6).fire('fn1');
  assert.equal(b.steps('rn1'), 2);
  assert.equal(b.steps('b_line1'), 4);
  // Land blocks keep their combat turn (7.21) but may not fire (8.4): the British dragoons (B) at sea may only hold
  // (no friendly warship has retreated this round, 8.5); the American land block may hold or retreat.
  assert.deepEqual(b.movers().sort(), ['b_drag', 'rn1']);
  assert.deepEqual(b.actions().filter((a) => 'block' in a && a.block === bk('b_drag')).map((a) => a.type), ['battle-pass']);
  b.pass('b_drag');
  b.dice(1, 1).fire('rn1');
  assert.equal(b.steps('fn1'), 1);
  assert.deepEqual(b.movers(), ['a_cont1']);
  assert.ok(!b.actions().some((a) => a.type === 'battle-fire'), 'no land block fires while the fight is at sea');
  b.pass('a_cont1');
  b.pass('b_line1');
  // Round 2: fn1 fires, then rn1 sinks it and the British land at once.
  assert.equal(b.s.battle!.round, 2);
  b.pass('fn1');
  assert.deepEqual(b.movers().sort(), ['b_drag', 'rn1']);
  b.dice(1, 1).fire('rn1');
  assert.equal(b.at('fn1'), LOC.PRISONER);
  assert.equal(b.s.battle!.atSea, 0);
  assert.equal(b.keys('lib.land').length, 1);
  assert.equal(b.steps('a_cont1'), 3, 'the excess hit carries over to the land block (8.2)');
  // C slots: the American defender, then the British attacker with the landed dragoons as C (8.4).
  assert.deepEqual(b.movers(), ['a_cont1']);
  b.pass('a_cont1');
  assert.deepEqual(b.movers().sort(), ['b_drag', 'b_line1']);
});

test('liberty 8.4: if the defender sinks all attacking warships, each attacking land block loses a step and returns to the Atlantic box', () => {
  const b = seaAttack({ rn1: [HARBOUR, 1], b_line1: [HARBOUR, 4], b_drag: [HARBOUR, 1], fn1: [HARBOUR, 3], a_cont1: [HARBOUR, 4] });
  b.dice(1, 6, 6).fire('fn1');
  assert.equal(b.at('rn1'), LOC.PRISONER);
  assert.equal(b.at('b_line1'), LOC.ATLANTIC);
  assert.equal(b.steps('b_line1'), 3);
  assert.equal(b.at('b_drag'), LOC.PRISONER, 'a 1-step block losing its step is captured');
  assert.equal(b.keys('lib.battle-won')[0]!.params!.winner, 'american');
});

test('liberty 8.4: dragoons landing from a sea attack fire as C in the first round, then as B', () => {
  const b = seaAttack({ rn1: [HARBOUR, 3], b_drag: [HARBOUR, 3], a_cont1: [HARBOUR, 4] });
  assert.equal(b.s.battle!.landed, 1, 'no enemy warships: the land blocks land at once');
  assert.deepEqual(b.movers(), ['rn1'], 'B attacker: the warship only');
  b.pass('rn1');
  b.pass('a_cont1');
  assert.deepEqual(b.movers(), ['b_drag']);
  b.dice(3, 3, 3).fire('b_drag');
  assert.equal(b.keys('lib.fire')[0]!.params!.rating, 'C2');
  assert.equal(b.s.battle!.round, 2);
  assert.deepEqual(b.movers().sort(), ['b_drag', 'rn1'], 'round 2: the dragoons are B again');
  b.pass('rn1');
  b.dice(2, 2, 2).fire('b_drag');
  assert.equal(b.keys('lib.fire')[1]!.params!.rating, 'B2');
});

test('liberty 8.5: land blocks retreat by sea only with a friendly warship retreating unopposed in the same round, at most three', () => {
  const s = makeState({ rn1: [PORT], b_light: [PORT], b_line1: [PORT], b_line2: [PORT], b_guards: [PORT], a_cont1: [PORT], a_cont2: [PORT] });
  addContest(s, PORT, 'american', [[hs(MID, PORT), 'american']]);
  const b = new Battle(s).start(PORT);
  assert.ok(!retreatsOf(b, 'b_light').includes(LOC.ATLANTIC), 'no sea retreat before the warship');
  assert.deepEqual(retreatsOf(b, 'rn1'), [LOC.ATLANTIC]);
  b.retreat('rn1', LOC.ATLANTIC);
  assert.ok(retreatsOf(b, 'b_light').includes(LOC.ATLANTIC));
  b.retreat('b_light', LOC.ATLANTIC);
  b.retreat('b_line1', LOC.ATLANTIC);
  b.retreat('b_line2', LOC.ATLANTIC);
  assert.ok(!retreatsOf(b, 'b_guards').includes(LOC.ATLANTIC), 'three land blocks already retreated by sea');
  assert.equal(b.at('b_line2'), LOC.ATLANTIC);
});

test('liberty 8.5 with 7.21: a warship retreating while the only enemy warship is an uncommitted reserve retreats unopposed — land blocks may follow it by sea', () => {
  const s = makeState({ rn1: [PORT], b_light: [PORT], a_cont1: [PORT], fn1: [PORT] });
  addContest(s, PORT, 'american', [[hs(MID, PORT), 'american']]);
  s.reserve[bk('fn1')] = 1;
  const b = new Battle(s).start(PORT);
  b.retreat('rn1', LOC.ATLANTIC);
  assert.ok(retreatsOf(b, 'b_light').includes(LOC.ATLANTIC), 'the reserve warship is not in the battle yet: unopposed');
  // with the French warship engaged, the same retreat is opposed and the land block may not follow by sea
  const t = makeState({ rn1: [PORT], b_light: [PORT], a_cont1: [PORT], fn1: [PORT] });
  addContest(t, PORT, 'american', [[hs(MID, PORT), 'american']]);
  const c = new Battle(t).start(PORT);
  c.retreat('rn1', LOC.ATLANTIC);
  assert.ok(!retreatsOf(c, 'b_light').includes(LOC.ATLANTIC), 'opposed: no sea retreat for the land block');
});

test('liberty 8.5 with 7.21: in a forced retreat, land blocks may follow their warship by sea (after it) when the only enemy warship is an uncommitted reserve, not when it is engaged', () => {
  // The British defend Port with b_light; their reserves rn1 (warship) and b_line1 wait face down. The French
  // warship attacking with a_cont1 is also an uncommitted reserve. b_light falls in round 1, so the British
  // reserves must retreat (7.21): a forced retreat in which rn1 is still here and no enemy warship is engaged.
  const forcedRetreat = (frenchReserve: boolean): Battle => {
    const s = makeState({ b_light: [PORT, 1], rn1: [PORT], b_line1: [PORT], a_cont1: [PORT, 4], fn1: [PORT] });
    addContest(s, PORT, 'american', [[hs(MID, PORT), 'american']]);
    s.reserve[bk('rn1')] = 1; s.reserve[bk('b_line1')] = 1;
    if (frenchReserve) s.reserve[bk('fn1')] = 1;
    const b = new Battle(s).start(PORT);
    b.pass('b_light');
    if (!frenchReserve) b.pass('fn1');
    b.dice(1, 6, 6, 6).fire('a_cont1');
    assert.equal(b.at('b_light'), LOC.PRISONER);
    assert.equal(b.s.battle!.step, 'retreat');
    assert.deepEqual([...b.s.battle!.mustRetreat].sort(), [bk('rn1'), bk('b_line1')].sort());
    return b;
  };
  const b = forcedRetreat(true);
  assert.ok(!retreatsOf(b, 'b_line1').includes(LOC.ATLANTIC), 'not before a warship has gone there (8.5: the same hex)');
  assert.equal(b.at('b_line1'), hx(PORT), 'it waits for the warship: not captured');
  b.retreat('rn1', LOC.ATLANTIC);
  assert.ok(retreatsOf(b, 'b_line1').includes(LOC.ATLANTIC), 'the reserve warship is not in the battle: rn1 went unopposed, the land block may follow it');
  b.retreat('b_line1', LOC.ATLANTIC);
  assert.equal(b.at('b_line1'), LOC.ATLANTIC);
  assert.equal(b.at('rn1'), LOC.ATLANTIC);
  // with the French warship engaged, the same forced retreat is opposed: no sea retreat for the land block
  const c = forcedRetreat(false);
  c.retreat('rn1', LOC.ATLANTIC);
  assert.notEqual(c.at('b_line1'), LOC.ATLANTIC);
  assert.ok(c.s.battle === null || !retreatsOf(c, 'b_line1').includes(LOC.ATLANTIC), 'opposed: no sea retreat for the land block');
});

test('liberty 8.5 with 7.21, 9.1: in a forced retreat from a West Indies port, land blocks go by sea only where a friendly warship went first — never one to the other port and the warship to the box', () => {
  // The French (Player 1) attack the British West Indies by sea with fn1 and f_reg (one step each); the British
  // defend with b_light (one step) and have rn1 and b_line1 in reserve; they also hold the French port (b_line2),
  // so both the box and the other West Indies port are open to them. b_light sinks fn1, f_reg takes b_light: the
  // battle ends in round 1 and the British reserves must retreat (7.21), unopposed (no French warship left).
  // (Issue 23, 8.4: a sea attack on a hex holding a reserve warship stays at sea, so no land block could take b_light
  // in round 1; the battle is set up as fought ashore, the case this test is about being the reserves' retreat.)
  const forced = (): Battle => {
    const s = makeState({ fn1: [LOC.BWI, 1], f_reg: [LOC.BWI, 1], b_light: [LOC.BWI, 1], rn1: [LOC.BWI], b_line1: [LOC.BWI], b_line2: [LOC.FWI] });
    s.p1 = 'american';
    s.reserve[bk('rn1')] = 1; s.reserve[bk('b_line1')] = 1;
    addContest(s, LOC.BWI, 'american', [], false);
    const b = new Battle(s).start(LOC.BWI);
    b.dice(1).fire('b_light');
    b.hit('fn1');
    b.dice(1).fire('f_reg');
    assert.equal(b.at('b_light'), LOC.PRISONER);
    assert.equal(b.s.battle!.step, 'retreat');
    assert.deepEqual(b.active(), ['british']);
    assert.deepEqual(retreatsOf(b, 'rn1'), [LOC.ATLANTIC, LOC.FWI]);
    return b;
  };
  const b = forced();
  assert.deepEqual(retreatsOf(b, 'b_line1'), [], 'no sea retreat before a warship has gone');
  assert.equal(b.at('b_line1'), LOC.BWI, 'waiting for the warship, not captured');
  b.retreat('rn1', LOC.ATLANTIC);
  assert.deepEqual(retreatsOf(b, 'b_line1'), [LOC.ATLANTIC], 'only where the warship went, not to the other port');
  b.retreat('b_line1', LOC.ATLANTIC);
  assert.equal(b.at('b_line1'), LOC.ATLANTIC);
  assert.equal(b.at('rn1'), LOC.ATLANTIC);
  const c = forced();
  c.retreat('rn1', LOC.FWI);
  assert.deepEqual(retreatsOf(c, 'b_line1'), [LOC.FWI], 'with the warship to the other port, not to the box');
  c.retreat('b_line1', LOC.FWI);
  assert.equal(c.at('b_line1'), LOC.FWI);
});

test('liberty 8.5, 7.2, 9.1: the attacker retreating after round 3 from a West Indies port: its landed blocks go by sea only where its warship went first', () => {
  // The British attack the French West Indies by sea from the box with rn1 and b_line1; the French hold it with
  // f_reg only (the British land at once). Nobody fires; after round 3 the British must retreat (7.2).
  const s = makeState({ rn1: [LOC.FWI], b_line1: [LOC.FWI], f_reg: [LOC.FWI] });
  addContest(s, LOC.FWI, 'british', [], true);
  s.entries.push(LOC.FWI, -1, 0, LOC.FWI, -1, 0);
  const b = new Battle(s).start(LOC.FWI);
  for (let i = 0; i < 20 && b.s.battle!.step === 'fight'; i++) b.pass(b.movers()[0]!);
  assert.equal(b.keys('lib.attacker-retreats').length, 1);
  assert.deepEqual(retreatsOf(b, 'rn1'), [LOC.ATLANTIC, LOC.BWI]);
  assert.deepEqual(retreatsOf(b, 'b_line1'), [], 'no sea retreat before the warship has gone');
  b.retreat('rn1', LOC.BWI);
  assert.deepEqual(retreatsOf(b, 'b_line1'), [LOC.BWI], 'only where the warship went');
  b.retreat('b_line1', LOC.BWI);
  assert.equal(b.at('b_line1'), LOC.BWI);
  assert.equal(b.keys('lib.battle-won')[0]!.params!.winner, 'american');
});

test('liberty 8.5: American blocks never retreat by sea', () => {
  const s = makeState({ fn1: [HARBOUR], a_cont1: [HARBOUR], f_reg: [HARBOUR], b_line1: [HARBOUR] });
  addContest(s, HARBOUR, 'british', [[hs(HARBOUR, 'r04c3'), 'british']]);
  const b = new Battle(s).start(HARBOUR);
  b.retreat('fn1', LOC.ATLANTIC);
  assert.ok(!retreatsOf(b, 'a_cont1').includes(LOC.ATLANTIC));
  b.pass('a_cont1');
  assert.ok(retreatsOf(b, 'f_reg').includes(LOC.ATLANTIC), 'French blocks may');
});

test('liberty 8.6: warships cannot hold a hex against land blocks: a defender left with warships only leaves after round 3', () => {
  const s = makeState({ rn1: [PORT], a_cont1: [PORT] });
  addContest(s, PORT, 'american', [[hs(MID, PORT), 'american']]);
  const b = new Battle(s).start(PORT);
  for (let r = 0; r < 3; r++) { b.pass('rn1'); b.pass('a_cont1'); }
  assert.equal(b.keys('lib.warships-leave').length, 1);
  assert.deepEqual(b.active(), ['british']);
  b.retreat('rn1', LOC.ATLANTIC);
  assert.equal(b.at('a_cont1'), hx(PORT), 'the attacker stays');
  assert.equal(b.keys('lib.battle-won')[0]!.params!.winner, 'american');
  void C;
});

test('liberty 9.1, 7.5: a West Indies battle: retreat by sea only; regroup to the other West Indies port or a friendly map port, never the box', () => {
  const s = makeState({ rn1: [LOC.FWI], b_line1: [LOC.FWI], f_reg: [LOC.FWI, 1] });
  addContest(s, LOC.FWI, 'british', [], true);
  const b = new Battle(s).start(LOC.FWI);
  assert.equal(b.s.battle!.landed, 1);
  assert.deepEqual(retreatsOf(b, 'rn1'), [LOC.ATLANTIC, LOC.BWI]);
  b.pass('rn1');
  assert.deepEqual(retreatsOf(b, 'f_reg'), [], 'no warship of its own retreated: no way out');
  b.pass('f_reg');
  b.dice(1, 6, 6, 6).fire('b_line1');
  assert.equal(b.at('f_reg'), LOC.PRISONER);
  assert.equal(b.s.battle!.step, 'regroup');
  const regroups = b.actions().filter((a) => a.type === 'battle-regroup').map((a) => (a.type === 'battle-regroup' ? a.to : -1));
  assert.deepEqual([...new Set(regroups)], [hx(PORT), LOC.BWI], 'to the other West Indies port or a friendly port (7.5), never to the Atlantic box');
});

test('liberty 8.2 with 7.21: a warship held in reserve (not yet in the battle, face down) does not make round 1 a naval battle — hits go to the strongest block as usual', () => {
  const s = makeState({ rn1: [PORT, 2], b_line1: [PORT, 4], fn1: [PORT, 3], f_reg: [PORT] });
  addContest(s, PORT, 'american', [[hs(MID, PORT), 'american']]);
  s.reserve[bk('fn1')] = 1;
  const b = new Battle(s).start(PORT);
  assert.ok(!b.movers().includes('fn1'), 'the reserve does not act in round 1');
  while (b.movers()[0] !== 'f_reg') b.pass(b.movers()[0]!);
  b.dice(1, 6, 6, 6, 6).fire('f_reg');
  assert.equal(b.steps('b_line1'), 3, `the hit goes to the strongest block, the land block (${JSON.stringify(b.log.map((e) => e.key))})`);
  assert.equal(b.steps('rn1'), 2, 'not to the warship, as it would in a naval battle');
});

/* ---------------------------------------------------------------- 8.4 with 7.21: reserve warships */

/** The British (Player 1) attack Harbour by sea with rn1, b_line1, b_drag; the Americans defend it with a_cont1
 *  and `reserve`, a block that joined the battle as Player 2 (7.21: face down, out of round 1). */
function seaAttackOnReserve(reserve: string): Battle {
  const s = makeState({ rn1: [HARBOUR, 3], b_line1: [HARBOUR, 4], b_drag: [HARBOUR, 3], a_cont1: [HARBOUR, 4], [reserve]: [HARBOUR, 3] });
  s.reserve[bk(reserve)] = 1;
  addContest(s, HARBOUR, 'british', [], true);
  return new Battle(s).start(HARBOUR);
}

/** Play round 1 by one script (the viewer fires with the first block offered, else passes; the other side passes)
 *  and record, at every decision of the viewer, its view, its legal actions and its log. */
function roundOneAsSeenBy(b: Battle, viewer: 'british' | 'american'): string[] {
  const seen: string[] = [];
  for (let guard = 0; guard < 20 && b.s.battle && b.s.battle.round === 1; guard++) {
    const side = b.active()[0]!;
    const acts = legalActions(C, b.s, side);
    if (side === viewer) seen.push(JSON.stringify({ view: buildView(C, b.s, viewer), acts: acts.map(actionKey).sort(), log: logFor(b.log, viewer) }));
    const a = (side === viewer ? acts.find((x) => x.type === 'battle-fire') : undefined) ?? acts.find((x) => x.type === 'battle-pass') ?? acts[0]!;
    b.dice(1, 5, 5, 5).act(a as BattleAction, side);
  }
  return seen;
}

/** The same sea attack with several face-down reserves at given strengths. */
function seaAttackOnReserves(reserves: Record<string, number>): Battle {
  const place: Record<string, [string, number]> = { rn1: [HARBOUR, 3], b_line1: [HARBOUR, 4], b_drag: [HARBOUR, 3], a_cont1: [HARBOUR, 4] };
  for (const [id, st] of Object.entries(reserves)) place[id] = [HARBOUR, st];
  const s = makeState(place);
  for (const id of Object.keys(reserves)) s.reserve[bk(id)] = 1;
  addContest(s, HARBOUR, 'british', [], true);
  return new Battle(s).start(HARBOUR);
}

test('liberty 8.4 with 7.21 (issue 23), hidden information: the sea attacker learns only that enemy warships are in the hex — not which face-down reserve is one, nor its strength', () => {
  // 8.4 「もし目標ヘクスに敵の戦艦が含まれていたら…地上ブロックは攻撃側も防御側も射撃できず、命中を受けることもない」: a French
  // warship that came in as Player 2's reserve is in the hex from round 1 (face down until round 2, 7.21), so the British
  // land blocks stay at sea. What the British see through round 1 is the same whichever reserve is the warship and
  // whatever its strength.
  const v1 = seaAttackOnReserves({ fn1: 3, a_mil: 3 }), v2 = seaAttackOnReserves({ a_cont2: 4, fn1: 1 });
  const a = roundOneAsSeenBy(v1, 'british'), b = roundOneAsSeenBy(v2, 'british');
  assert.ok(a.length >= 2, 'several British decisions in round 1');
  assert.deepEqual(a, b);
  // What the rule reveals, and no more: the battle is at sea; the log says so without naming a block.
  const w = seaAttackOnReserves({ fn1: 3, a_mil: 3 });
  const seen = logFor(w.log, 'british');
  const atSea = seen.filter((e) => e.key === 'lib.atSea');
  assert.equal(atSea.length, 1, 'the log says the battle is at sea');
  assert.deepEqual(Object.keys(atSea[0]!.params!).sort(), ['hex', 'side'], 'without naming a block');
  assert.ok(!JSON.stringify(seen).includes('fn1') && !JSON.stringify(seen).includes('a_mil'), 'no British log entry names a reserve');
  const view = buildView(C, w.s, 'british');
  assert.equal(view.battle!.atSea, 1);
  assert.equal(view.battle!.hidden, 2, 'two face-down blocks, neither identified');
  assert.ok(!view.blocks.some((x) => x.id === bk('fn1') || x.id === bk('a_mil')));
  // The refusal says only what 8.4 says.
  while (!w.movers().includes('b_drag')) w.pass(w.movers()[0]!);
  assert.throws(() => w.fire('b_drag'), (e: unknown) => e instanceof Error && (e as { rule?: string }).rule === 'liberty 8.4' && !/fn1|a_mil|reserve/.test(e.message));
  // With no warship among the reserves the attacker lands at once: that difference is the rule's own.
  const land = seaAttackOnReserves({ a_cont2: 4, a_mil: 3 });
  assert.equal(land.s.battle!.atSea, 0);
  assert.equal(land.keys('lib.land').length, 1);
});

test('liberty 8.4 with 7.21 (issue 23): a defender\'s warship held in reserve keeps a sea attack at sea from round 1 — no land block fires or takes hits while it is in the hex; in round 2 it fights (8.2), and once it is gone the attacker lands', () => {
  // Old reading: the reserve was not "in the battle", so the British landed at once and their land blocks fired in round 1.
  const b = seaAttackOnReserve('fn1');
  assert.equal(b.s.battle!.atSea, 1, 'the French warship is in the hex: the fight is at sea');
  assert.equal(b.s.battle!.landed, 0);
  assert.equal(b.keys('lib.land').length, 0);
  assert.deepEqual(b.movers().sort(), ['b_drag', 'rn1'], 'B attacker: the warship, and the dragoons at sea (pass or retreat only)');
  assert.ok(!b.actions().some((a) => a.type === 'battle-fire' && a.block === bk('b_drag')), 'land blocks at sea do not fire');
  b.dice(1, 1, 1).fire('rn1');
  assert.equal(b.steps('a_cont1'), 4, 'the defender\'s land block takes no hit (8.4)');
  assert.equal(b.steps('fn1'), 3, 'the reserve is not hit in round 1 (7.21)');
  assert.equal(b.keys('lib.hits-lost').length, 1);
  b.pass('b_drag');
  assert.ok(!b.actions().some((a) => a.type === 'battle-fire'), 'the American land block does not fire either');
  b.pass('a_cont1');
  b.pass('b_line1');
  // Round 2: the reserve warship is revealed and fights (8.2); the British are still at sea.
  assert.equal(b.s.battle!.round, 2);
  assert.equal(b.s.revealed[bk('fn1')], 1);
  assert.equal(b.s.battle!.atSea, 1);
  b.pass('fn1');
  b.dice(1, 1, 1).fire('rn1');
  assert.equal(b.at('fn1'), LOC.PRISONER, '8.2: every hit to the enemy warship');
  assert.equal(b.s.battle!.atSea, 0, 'no enemy warship left in the hex: the attacker lands');
  assert.equal(b.keys('lib.land').at(-1)!.params!.round, 2);
});

test('liberty 8.4 with 7.21 (issue 23): sinking the defender\'s last engaged warship does not land the attacker while another warship waits in reserve', () => {
  // The Americans (Player 1) attack Port by sea with fn1 and f_reg; the British defend with b_line1 and rn1 (one
  // step) and have rn2 in reserve (face down). Old reading: the attacker landed when rn1 sank.
  const s = makeState({ fn1: [PORT, 3], f_reg: [PORT, 4], b_line1: [PORT, 4], rn1: [PORT, 1], rn2: [PORT, 3] });
  s.p1 = 'american';
  s.reserve[bk('rn2')] = 1;
  addContest(s, PORT, 'american', [], true);
  const b = new Battle(s).start(PORT);
  assert.equal(b.s.battle!.atSea, 1);
  b.pass('rn1');
  b.dice(1, 6, 6).fire('fn1');
  assert.equal(b.at('rn1'), LOC.PRISONER);
  assert.equal(b.s.battle!.atSea, 1, 'rn2 is still in the hex: the battle stays at sea');
  assert.equal(b.keys('lib.land').length, 0);
  assert.ok(!b.actions().some((a) => a.type === 'battle-fire'), 'no land block fires');
});

test('liberty 8.5, 7.2, 9.1: land blocks still at sea when the attacker must retreat after round 3 sail with its warship, to where it goes', () => {
  // The British sail from their West Indies port to attack the French one (rn1 carrying b_line1); the French
  // warship keeps them at sea for three rounds (nobody fires), so the British must retreat (7.2).
  const atSea = (): Battle => {
    const s = makeState({ rn1: [LOC.FWI], b_line1: [LOC.FWI], fn1: [LOC.FWI], f_reg: [LOC.FWI] });
    addContest(s, LOC.FWI, 'british', [], true);
    s.entries.push(LOC.FWI, -3, 0, LOC.FWI, -3, 0); // both sailed directly from the British West Indies (9.1)
    const b = new Battle(s).start(LOC.FWI);
    for (let i = 0; i < 20 && b.s.battle!.step === 'fight'; i++) b.pass(b.movers()[0]!);
    assert.equal(b.keys('lib.attacker-retreats').length, 1);
    assert.equal(b.s.battle!.atSea, 1);
    assert.deepEqual(retreatsOf(b, 'rn1'), [LOC.ATLANTIC, LOC.BWI]);
    return b;
  };
  const b = atSea();
  b.retreat('rn1', LOC.ATLANTIC);
  assert.equal(b.at('b_line1'), LOC.ATLANTIC, 'with its warship to the box, not back to the port it sailed from');
  assert.equal(b.steps('b_line1'), 4, 'without loss');
  const c = atSea();
  c.retreat('rn1', LOC.BWI);
  assert.equal(c.at('b_line1'), LOC.BWI);
});

/* ---------------------------------------------------------------- forced retreats always end */

test('liberty 8.4, 8.5, 7.2: an attacker still at sea after round 3 with no warship to sail with is repulsed (8.4) — its land blocks no longer wait for a warship that is not there, leaving the side with no legal action', () => {
  // The shape of fuzz game 83 (there in the Atlantic box, see the 1.6 test): British land blocks at sea against
  // a French warship, with no British warship. Nobody can fire at them; after round 3 the British must retreat
  // (7.2), and their land blocks at sea "waited for their last warship" (8.4, 8.5): no legal action at all.
  const s = makeState({ b_line1: [HARBOUR, 4], b_light: [HARBOUR, 1], fn1: [HARBOUR, 3], a_cont1: [HARBOUR, 4] });
  addContest(s, HARBOUR, 'british', [], true);
  const b = new Battle(s).start(HARBOUR);
  assert.equal(b.s.battle!.atSea, 1);
  for (let i = 0; i < 30 && b.s.battle?.step === 'fight'; i++) b.pass(b.movers()[0]!);
  assert.equal(b.keys('lib.attacker-retreats').length, 1, 'round 3 is over: the attacker must retreat');
  assert.ok(b.s.battle?.step !== 'retreat' || b.actions().length > 0, `${b.active()[0]} has no legal action in the retreat`);
  assert.equal(b.keys('lib.repulsed').length, 2, 'no warship to sail with: repulsed as when the last one sinks (8.4)');
  assert.equal(b.at('b_line1'), LOC.ATLANTIC);
  assert.equal(b.steps('b_line1'), 3, 'each land block loses a step');
  assert.equal(b.at('b_light'), LOC.PRISONER, 'a 1-step block is captured');
  assert.equal(b.keys('lib.battle-won')[0]!.params!.winner, 'american');
  for (let i = 0; i < 10 && b.s.battle; i++) {
    assert.ok(b.active().length === 1 && b.actions().length > 0, 'the side to act has a legal action');
    b.act({ type: 'battle-regroup-done' });
  }
  assert.equal(b.s.battle, null, 'the battle is over');
});

/** One random battle position on the fixture map: a port (by land or by sea), a West Indies port, or (built by
 *  hand only: 1.6 allows no battle there) the Atlantic box, where no block has a retreat at all. */
function randomBattle(seed: string): { b: Battle; hex: number; what: string } {
  const r = createRng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[randomInt(r, xs.length)]!;
  const hex = pick([hx(PORT), hx(PORT), hx(HARBOUR), hx(HARBOUR), LOC.BWI, LOC.FWI, LOC.ATLANTIC]);
  const onMap = hex < LOC.ATLANTIC;
  const attacker: SideId = pick(['british', 'american'] as const);
  const seaAttack = !onMap || randomInt(r, 2) === 0;
  const ids = ['b_line1', 'b_line2', 'b_light', 'b_drag', 'b_guards', 'rn1', 'rn2', 'f_reg', 'f_drag', 'fn1', ...(onMap ? ['a_cont1', 'a_mil', 'a_rifle'] : [])];
  const place: Record<string, [string | number, number?]> = {};
  for (const id of ids) if (randomInt(r, 3) === 0) place[id] = [hex, 1 + randomInt(r, C.blocks.maxSteps[bk(id)]!)];
  place[pick(ids.filter((x) => C.blocks.data[bk(x)]!.side === 'british'))] ??= [hex, 1 + randomInt(r, 3)];
  place[pick(ids.filter((x) => C.blocks.data[bk(x)]!.side === 'american'))] ??= [hex, 1 + randomInt(r, 3)];
  if (randomInt(r, 2) === 0) place[pick(['b_loyal', 'b_line2'])] ??= [pick([LOC.FWI, LOC.BWI]), 1]; // the other port held or not
  const s = makeState(place);
  s.p1 = randomInt(r, 3) === 0 ? (attacker === 'british' ? 'american' : 'british') : attacker;
  s.rng = createRng(`${seed}-dice`);
  const entry = hex === hx(PORT) ? hs(MID, PORT) : hs('r04c3', HARBOUR);
  addContest(s, hex, attacker, seaAttack ? [] : [[entry, attacker]], seaAttack);
  const att = attacker === 'british' ? 0 : 1;
  if (seaAttack) s.entries.push(hex, pick([-1, -3, -4]), att);
  if (attacker === s.p1) for (const id of Object.keys(place)) if (s.loc[bk(id)] === hex && C.blocks.side[bk(id)] !== att && randomInt(r, 3) === 0) s.reserve[bk(id)] = 1;
  return { b: new Battle(s).start(hex), hex, what: `${seed}: ${JSON.stringify(place)} attacker ${attacker} p1 ${s.p1} sea ${seaAttack}` };
}

test('liberty 7.4, 7.21, 8.4, 8.5, 8.6: every battle ends — in every position and every retreat (battle round, 7.21 reserves, attacker after round 3, warships 8.6, at sea, West Indies) the side to act has a legal action', () => {
  let forced = 0, waited = 0;
  for (let i = 0; i < 600; i++) {
    const { b, what } = randomBattle(`retreat-ends-${i}`);
    const r = createRng(`retreat-ends-play-${i}`);
    for (let n = 0; b.s.battle; n++) {
      assert.ok(n < 300, `${what}: the battle does not end`);
      const sides = b.active();
      assert.equal(sides.length, 1, `${what}: one side acts (${b.s.battle.step})`);
      const acts = b.actions(sides[0]);
      assert.ok(acts.length > 0, `${what}: ${sides[0]} has no legal action (${JSON.stringify(b.s.battle)})`);
      if (b.s.battle.step === 'retreat') {
        forced++;
        if (b.s.battle.mustRetreat.some((x) => !acts.some((a) => 'block' in a && a.block === x))) waited++;
      }
      // mostly passes, so that many battles reach the forced retreats after round 3 and after round 1 (7.21)
      const pass = acts.filter((a) => a.type === 'battle-pass');
      b.act((randomInt(r, 3) > 0 && pass.length ? pass[randomInt(r, pass.length)] : acts[randomInt(r, acts.length)])!, sides[0]);
    }
  }
  assert.ok(forced > 300 && waited > 30, `forced retreats ${forced}, with blocks waiting for a warship ${waited}`);
});

test('liberty 8.5 with 8.4: land blocks at sea may retreat by sea once a friendly warship retreated by sea in the same round, opposed or not, to where it went', () => {
  // 8.5: 「もし地上ブロックが海上にあるなら、もし味方の戦艦が同じ戦闘ラウンドに退却していれば海上退却を行ってよい(対立しない必要はない)」
  const place = { rn1: [HARBOUR, 3], rn2: [HARBOUR, 3], b_line1: [HARBOUR, 4], fn1: [HARBOUR, 3], a_cont1: [HARBOUR, 4] } as Record<string, [string | number, number?]>;
  const b = seaAttack(place);
  assert.equal(b.s.battle!.atSea, 1);
  b.pass('fn1');
  b.retreat('rn1', LOC.ATLANTIC); // opposed: the French warship is in the battle
  b.pass('rn2');
  assert.equal(b.s.battle!.atSea, 1, 'one British warship still fights: the land blocks stay at sea');
  b.pass('a_cont1');
  assert.deepEqual(retreatsOf(b, 'b_line1'), [LOC.ATLANTIC], 'the land block at sea may follow the warship');
  assert.ok(!b.actions().some((a) => a.type === 'battle-fire'), 'but may not fire (8.4)');
  b.retreat('b_line1', LOC.ATLANTIC);
  assert.equal(b.at('b_line1'), LOC.ATLANTIC);
  assert.equal(b.steps('b_line1'), 4, 'a retreat, not a repulse: no step lost');
  assert.equal(b.s.battle!.round, 2);
  assert.equal(b.at('rn2'), hx(HARBOUR), 'the other warship fights on');
  // Without a friendly warship retreating first in that round, a land block at sea may only hold.
  const c2 = seaAttack(place);
  c2.pass('fn1'); c2.pass('rn1'); c2.pass('rn2'); c2.pass('a_cont1');
  assert.deepEqual(c2.actions().map((a) => a.type), ['battle-pass']);
});

test('liberty 8.4 with 7.21: while a sea attack is fought at sea, the defender\'s land blocks keep their combat turn — they may retreat by land (7.4) or hold, never fire', () => {
  const b = seaAttack({ rn1: [HARBOUR, 3], b_line1: [HARBOUR, 4], fn1: [HARBOUR, 3], a_cont1: [HARBOUR, 4] });
  b.pass('fn1'); b.pass('rn1');
  assert.deepEqual(b.movers(), ['a_cont1']);
  const types = new Set(b.actions().map((a) => a.type));
  assert.ok(!types.has('battle-fire') && types.has('battle-pass') && types.has('battle-retreat'));
  const to = retreatsOf(b, 'a_cont1');
  assert.ok(to.length > 0 && to.every((h) => h >= 0 && h !== LOC.ATLANTIC), 'by land only (the French warship is opposed)');
  b.retreat('a_cont1', to[0]!);
  assert.equal(b.at('a_cont1'), to[0]);
  assert.equal(b.s.battle!.atSea, 1, 'the warships still fight at sea');
});
