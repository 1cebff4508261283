/**
 * Findings of the sentence-by-sentence audit of the basic rules 1.0-12.0 (docs/dixie-rules.md): each test builds a
 * position, acts, and asserts what the rule says.
 */
import { test } from 'node:test';
import { assert, build, act, dice, ids, at, offered, refuses, U, C } from './helpers.js';
import { moraleValue } from '../../src/games/dixie/morale.js';
import { fireDice } from '../../src/games/dixie/fire.js';
import { card as cdef } from '../../src/games/dixie/data/cards.js';

test('dixie 11.3 note: a leader left alone with the enemy by disorder (8.3) dies at once, and the victory it opens is won at that moment (4.0)', () => {
  // Five USA units stand in USA-C beside a CSA brigade, one over the limit (as when a stack special such as Fresh
  // Troops has just ended, 11.2 note / 12.0); they have fired. Disorder is settled after the CSA's next action.
  const s = build({
    turn: 3,
    positions: {
      'USA-C': [
        { card: U.paul, up: true, fired: true }, { card: U.baxter, up: true, fired: true }, { card: U.biddle, up: true, fired: true },
        { card: U.stone, up: true, fired: true }, { card: U.cutler, up: true, fired: true }, { card: U.howard }, { card: C.kemper, up: true },
      ],
      'USA-L': [{ card: C.semmes, up: true }],
    },
  });
  dice(s, [6, 6, 6, 6, 6]); // every disorder check fails: all five go to the reserve
  const log = act(s, 'CSA', { type: 'end-combat' });
  assert.deepEqual(ids(s, 'USA-C'), [C.kemper], 'the units fell back; the leader did not stay alone with the enemy');
  assert.ok(s.dead.includes(U.howard), 'Howard, alone with the enemy, dies at once (11.3 note)');
  assert.ok(log.some((e) => e.key === 'dx.leaderKilled' && e.rule === 'dixie 11.3'), 'logged under 11.3');
  assert.equal(s.win?.w, 'CSA', 'the CSA holds USA-L and USA-C alone: it wins at that moment (4.0)');
});

test('dixie 11.3 note: two leaders left alone together in a position both die (each is alone where the enemy is)', () => {
  // 13.1 melee wipes out both sides' units in CSA-C at once; Ewell and Howard are left there alone.
  const s = build({
    positions: { 'CSA-C': [{ card: C.smith, up: true }, { card: C.ewell }, { card: U.cross, up: true }, { card: U.howard }] },
  }, { melee: true });
  dice(s, [1, 1, 6, 6]); // both hit in the melee round; both fail the immediate morale check
  act(s, 'CSA', { type: 'melee', at: 'CSA-C' });
  assert.ok(s.dead.includes(C.smith) && s.dead.includes(U.cross), 'both units routed');
  assert.ok(s.dead.includes(C.ewell), 'Ewell dies');
  assert.ok(s.dead.includes(U.howard), 'Howard dies too: the order in which they are looked at does not save one');
  assert.deepEqual(ids(s, 'CSA-C'), []);
});

test('dixie 11.1: in the basic game every leader gives morale support to all friendly units in his position, a cavalry or artillery leader too (colour limits are 13.7)', () => {
  // USA morale step: Paul (infantry 3B, morale 3) took a hit defending USA-C beside Buford, a cavalry leader (1/3).
  const pos = { phase: 'morale', turnOf: 'USA', turn: 2, positions: { 'USA-C': [{ card: U.paul, up: true, hits: 1 }, { card: U.buford }] } };
  const s = build(pos);
  dice(s, [5]);
  const log = act(s, 'USA', { type: 'morale' });
  assert.ok(ids(s, 'USA-C').includes(U.paul), 'a 5 holds: morale 3 + Buford\'s defence command 3 (11.1 «同じポジションの全ての自軍部隊»)');
  assert.ok(log.some((e) => e.key === 'dx.moralePass' && e.params?.value === 6));
  // an artillery leader (Hunt, 1/1) supports infantry too, and gives +1 CV only to the fire of artillery (11.1 exception)
  const h = build({ positions: { 'USA-C': [{ card: U.paul, up: true, hits: 1 }, { card: U.hunt }, { card: U.hazard, up: true }, { card: C.kemper, up: true }] } });
  assert.equal(moraleValue(h, 4, 'USA', U.paul, false), 3 + 1);
  assert.equal(fireDice(h, 'USA', U.paul, 4, 4, 'short'), 3, 'no firepower change for infantry');
  assert.equal(fireDice(h, 'USA', U.hazard, 4, 4, 'short'), cdef(U.hazard).type === 'artillery' ? (cdef(U.hazard) as { cv: number }).cv + 1 : -1, '+1 CV for the artillery');
  // with the corps rule (13.7) the colour limits apply: Buford commands only cavalry and horse artillery
  const c = build(pos, { corpsCommand: true });
  dice(c, [5]);
  act(c, 'USA', { type: 'morale' });
  assert.ok(c.dead.includes(U.paul), 'with 13.7 a 5 routs Paul (morale 3)');
});

test('dixie 8.0 with 11.2: cards move in any order and the limit applies once all moves are made, so a stack-bonus leader may leave his full own position first while a unit there can still follow', () => {
  // Longstreet (+1 stack) and five unmoved units in CSA-C, no enemy there.
  const five = [C.kemper, C.semmes, C.walker, C.hays, C.armistead].map((card) => ({ card }));
  const s = build({ phase: 'move', positions: { 'CSA-C': [...five, { card: C.longstreet }] } });
  assert.ok(offered(s, 'CSA', { type: 'move', card: C.longstreet, to: 'reserve' }), 'the leader may go first («カードはどのような順番でも»)');
  act(s, 'CSA', { type: 'move', card: C.longstreet, to: 'reserve' });
  assert.equal(at(s, 'CSA-C').length, 5, 'five units for now, not in disorder: the movement step goes on');
  refuses(s, 'CSA', { type: 'end-move' }, 'dixie 8.0');
  act(s, 'CSA', { type: 'move', card: C.kemper, to: 'reserve' });
  act(s, 'CSA', { type: 'end-move' });
  assert.deepEqual(ids(s, 'CSA-C').sort((a, b) => a - b), [C.semmes, C.walker, C.hays, C.armistead].sort((a, b) => a - b));
  // where no unit can leave any more (they fired), the leader the position needs stays (11.2)
  const t = build({ phase: 'move', positions: { 'CSA-C': [...five.map((c) => ({ ...c, fired: true })), { card: C.longstreet }] } });
  assert.ok(!offered(t, 'CSA', { type: 'move', card: C.longstreet, to: 'reserve' }));
  // nor may he leave an engaged position his units need him in (disorder would follow, 11.2 note)
  const u = build({ phase: 'move', positions: { 'USA-C': [...five, { card: C.longstreet }, { card: U.paul, up: true }] } });
  assert.ok(!offered(u, 'CSA', { type: 'move', card: C.longstreet, to: 'CSA-C' }));
});

test('dixie 8.3 with 13.6: in disorder every card of the over-stacked side is checked, decoys too; a decoy has no morale, so it falls back, and the enemy cannot tell it from a face-down unit', () => {
  // 8.3 «スタック超過ポジションの全カードは直ちに士気チェックをしなければなりません。チェックに失敗してもカードは潰走しませんが、
  // 予備に移動しなければなりません。» Longstreet (+1) held five decoys in CSA-C; a long-range 6 hit him and he dies in the
  // morale step: five stacking cards over a limit of four, no unit among them.
  const decoys = [C.ewell, C.hill, C.early, C.stuart, C.pendleton];
  const s = build({ phase: 'morale', turnOf: 'CSA', turn: 3, positions: { 'CSA-C': [{ card: C.longstreet, hits: 1 }, ...decoys.map((card) => ({ card, decoy: true }))] } }, { decoys: true });
  dice(s, [6]);
  const log = act(s, 'CSA', { type: 'morale' });
  assert.ok(s.dead.includes(C.longstreet));
  assert.deepEqual(ids(s, 'CSA-C'), [], 'every decoy fails its check: none can pass without a morale value');
  assert.deepEqual([...s.res.CSA].sort(), [...decoys].sort(), 'they go to the reserve, not to the dead');
  assert.equal(log.filter((e) => e.key === 'dx.disorder').length, 1, 'one disorder, settled at once (no endless re-check)');
  assert.ok(log.every((e) => e.rule !== 'dixie 8.3' || e.key !== 'dx.disorder' || e.params?.side === 'CSA'));
  const usa = log.filter((e) => !e.to || e.to.includes('USA'));
  for (const id of decoys) assert.ok(!usa.some((e) => Object.values(e.params ?? {}).includes(id)), `decoy ${id} named to the USA`);
  assert.equal(usa.filter((e) => e.key === 'dx.hiddenFail').length, 5, 'the USA sees five face-down cards checked and failing, as for units');
  assert.equal(usa.filter((e) => e.key === 'dx.toReserveHidden').length, 5);
  assert.ok(!usa.some((e) => /decoy/i.test(e.key)), 'nothing tells the USA they were decoys');
  assert.ok(log.some((e) => e.key === 'dx.decoyDisorder' && e.to?.includes('CSA') && e.rule === 'dixie 8.3'), 'the owner is told');
  // with units beside them, the decoys are checked in the same pass, in their place among the cards
  const t = build({ phase: 'morale', turnOf: 'CSA', turn: 3, positions: { 'CSA-C': [{ card: C.longstreet, hits: 1 }, { card: C.kemper }, { card: C.ewell, decoy: true }, { card: C.semmes }, { card: C.walker }, { card: C.hays }] } }, { decoys: true });
  dice(t, [6, 1, 1, 1, 1]); // Longstreet dies; the four units hold
  const lt = act(t, 'CSA', { type: 'morale' });
  assert.deepEqual(ids(t, 'CSA-C'), [C.kemper, C.semmes, C.walker, C.hays]);
  assert.deepEqual(lt.filter((e) => !e.to && (e.key === 'dx.hiddenPass' || e.key === 'dx.hiddenFail')).map((e) => e.key),
    ['dx.hiddenPass', 'dx.hiddenFail', 'dx.hiddenPass', 'dx.hiddenPass', 'dx.hiddenPass'], 'five face-down cards checked in their order');
});

test('dixie 11.0 / 11.2: a refused leader move names the rule that refuses it (one leader per position; a stack bonus still needed)', () => {
  const five = [C.kemper, C.semmes, C.walker, C.hays, C.armistead].map((card) => ({ card, fired: true }));
  const s = build({ phase: 'move', positions: { 'CSA-C': [...five, { card: C.longstreet }], 'CSA-L': [{ card: C.early }] }, reserve: { CSA: [C.ewell], USA: [] } });
  refuses(s, 'CSA', { type: 'move', card: C.ewell, to: 'CSA-L' }, 'dixie 11.0');
  refuses(s, 'CSA', { type: 'move', card: C.longstreet, to: 'reserve' }, 'dixie 11.2');
});
