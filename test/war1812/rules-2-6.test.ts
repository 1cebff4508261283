/** War of 1812, designed rules 2-6 (docs/war1812-rules.md): one test per rule number the engine cites, each
 *  stating the rule. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { R } from '../../src/games/war1812/compile.js';
import { isSource } from '../../src/games/war1812/supply.js';
import { FLAG, U, turnIndex, type War1812State } from '../../src/games/war1812/state.js';
import {
  L, S, act, actLog, bare, c, cardOf, conn, dice, exp, fresh, gar, garOf, has, legal, movePos, nextTurn, opsAct, opsHas, opsLegal, opsPos,
  opsRejects, rejects, spAt, stackOf, targets, war1812,
} from './helpers.js';

const US_CARD = () => cardOf(2, (id) => c.cSide[id] === 1 && !c.cards[id]!.peace);

test('war1812 2.4: units without a leader form one garrison per side and space; garrisons that meet merge', () => {
  let s = opsPos(bare(), 0, 2);
  gar(s, 0, 'prescott', { regular: 2 });
  gar(s, 0, 'cornwall', { militia: 1 });
  s = opsAct(s, 0, { type: 'shift', from: S('prescott'), to: S('cornwall'), unit: U.REG });
  const gs = s.stacks.filter((st) => st.side === 0 && st.id === '' && st.at === S('cornwall'));
  assert.equal(gs.length, 1);
  assert.equal(gs[0]!.u[U.REG], 1);
  assert.equal(gs[0]!.u[U.MIL], 1);
});

test('war1812 2.4: a leader who should form a new expedition when no marker is free returns to the pool', () => {
  const s = opsPos(bare(), 0, 1);
  // every British marker in use
  c.pack.markers.british.forEach((m, i) => exp(s, 0, m, ['quebec', 'montreal', 'york', 'prescott', 'cornwall', 'chateauguay', 'trois-rivieres', 'burlington-heights', 'long-point', 'moraviantown', 'amherstburg', 'georgian-bay', 'madawaska', 'nova-scotia'][i]!, [], { regular: 1 }));
  s.stacks = s.stacks.map((st) => ({ ...st, leaders: [] }));
  s.stacks.forEach((st, i) => { st.leaders = [[L('brock'), L('riall'), L('sheaffe'), L('prevost'), L('mcdouall'), L('barclay'), L('yeo'), L('tecumseh'), L('de-salaberry'), L('roberts'), L('vincent'), L('de-rottenburg'), L('dickson'), L('roundhead')][i]!]; });
  gar(s, 0, 'kingston', { regular: 1 });
  s.pool[0] = [L('procter')];
  let t = act(s, 0, { type: 'leader' });
  const { state, log } = actLog(t, 0, { type: 'place', at: S('kingston') });
  t = state;
  assert.ok(log.some((e) => e.key === 'w.noMarker' && e.rule === 'war1812 2.4'));
  assert.deepEqual(t.pool[0], [L('procter')]);
});

test('war1812 2.4 with 10.3: an expedition that loses its last leader hands its units to the garrison of its space', () => {
  // Riall (commander) falls in a major defeat attacking; his surviving units fall back as a garrison
  const s = bare();
  exp(s, 0, 'B', 'presque-isle', ['riall'], { regular: 9 });
  s.control[S('presque-isle')] = 0;
  exp(s, 1, '1', 'cleveland', ['harrison'], { regular: 10 });
  movePos(s, 0, 'B', 4);
  const r = actLog(dice(s, [0, 9]), 0, { type: 'move', to: S('cleveland') });
  const log = r.log;
  assert.ok(log.some((e) => e.key === 'w.majorBattle'));
  assert.ok(log.some((e) => e.key === 'w.leaderFalls'));
  const state = act(r.state, 0, { type: 'stop' });
  assert.equal(stackOf(state, 0, 'B'), undefined);
  assert.ok(spAt(state, 0, 'presque-isle') > 0);
  assert.ok(garOf(state, 0, 'presque-isle')!.u[U.REG]! > 0);
  assert.ok(!state.pool[0].includes(L('riall')), 'he leaves the game');
});

test('war1812 3.0: the game starts in June-July 1812, the Americans to play, the markers at their ends, the 1812 cards shuffled', () => {
  const s = fresh('start');
  assert.equal(s.year, 1812);
  assert.equal(s.turn, 3);
  assert.equal(s.active, 1);
  assert.equal(s.first, 1);
  assert.deepEqual(s.peace, [c.pack.params.britishStart, c.pack.params.americanStart]);
  const all = [...s.deck, ...s.hands[0], ...s.hands[1]].sort((a, b) => a - b);
  assert.deepEqual(all, c.cardIds.filter((id) => c.cYear[id] === 1812));
  assert.notDeepEqual(fresh('other').deck, s.deck, 'shuffled by the seed');
  assert.deepEqual(fresh('start').deck, s.deck, 'the same seed, the same deck');
});

test('war1812 4.0: five turns a year; the cards dealt follow the turn track (3 in winter, 5 otherwise)', () => {
  let s = bare();
  s.peace = [0, 24];
  const seen: [number, number, number][] = [];
  for (let i = 0; i < 6; i++) { s = nextTurn(s); seen.push([s.year, s.turn, s.hands[1].length]); }
  assert.deepEqual(seen, [[1812, 4, 5], [1812, 5, 5], [1813, 1, 3], [1813, 2, 5], [1813, 3, 5], [1813, 4, 5]]);
});

test('war1812 4.1: at the start of January-March, in every stack half the militia (rounded up) go home; a lone militia SP goes', () => {
  const s = bare();
  s.year = 1812; s.turn = 5; s.peace = [0, 24];
  gar(s, 0, 'montreal', { militia: 1 });
  gar(s, 1, 'new-york', { militia: 7 });
  const t = nextTurn(s);
  assert.equal(t.turn, 1);
  assert.equal(spAt(t, 0, 'montreal', 'militia'), 0);
  assert.equal(spAt(t, 1, 'new-york', 'militia'), 3);
  assert.ok(t.stacks.every((st) => st.u[U.IND] === 0));
});

test('war1812 4.2: scheduled arrivals come at the start of their turn to their place, or to a supply source when it is lost', () => {
  // Aug-Sep 1812: 2 regulars at Albany, 3 militia at Cincinnati
  const s = bare();
  const t = nextTurn(s);
  assert.equal(t.turn, 4);
  assert.equal(spAt(t, 1, 'albany', 'regular'), 2);
  assert.equal(spAt(t, 1, 'cincinnati', 'militia'), 3);
  // Albany British-held: the regulars go to the first American supply source held
  const u = bare();
  u.control[S('albany')] = 0;
  const v = nextTurn(u);
  assert.equal(spAt(v, 1, 'albany'), 0);
  const src = c.ids.findIndex((_, i) => isSource(c, v, 1, i));
  assert.equal(spAt(v, 1, c.ids[src]!, 'regular'), 2);
});

test('war1812 4.3: the next year\'s cards join the deck in January; the discards are reshuffled when the deck runs out; removed cards never return', () => {
  const s = bare();
  s.year = 1812; s.turn = 5; s.peace = [0, 24];
  const before = s.deck.length;
  const t = nextTurn(s);
  const n1813 = c.cardIds.filter((id) => c.cYear[id] === 1813).length;
  assert.equal(t.deck.length + t.hands[0].length + t.hands[1].length, before - 1 + n1813, 'the 1813 cards are in');
  // an empty deck: the discards become the deck; a removed card stays out
  const u = bare();
  u.peace = [0, 24];
  u.discard = u.deck.splice(0);
  u.removed = [u.discard.pop()!];
  const removed = u.removed[0]!;
  const v = nextTurn(u);
  assert.ok(v.hands[1].length === 5);
  assert.ok(![...v.deck, ...v.hands[0], ...v.hands[1], ...v.discard].includes(removed));
});

test('war1812 4.4: the Americans play first; the players alternate; a player with an empty hand is skipped; no passing', () => {
  const s = fresh('alternate');
  assert.equal(s.active, 1);
  const card = s.hands[1][0]!;
  const t = act(s, 1, { type: 'play', card, use: 'ops' });
  const u = act(t, 1, { type: 'done' });
  assert.equal(u.active, 0, 'then the British');
  rejects(u, 0, { type: 'pass' }, 'war1812 4.4');
  rejects(u, 0, { type: 'play', card, use: 'ops' }, 'war1812 4.4');
  rejects(u, 'american', { type: 'play', card: u.hands[1][0]!, use: 'ops' }, 'war1812 core');
  // the Americans out of cards: the British play on
  const v = bare();
  v.hands = [[cardOf(1, (id) => c.cSide[id] === 0), cardOf(2, (id) => c.cSide[id] === 0)], []];
  const w = act(act(v, 0, { type: 'play', card: v.hands[0][0]!, use: 'ops' }), 0, { type: 'done' });
  assert.equal(w.active, 0);
  assert.equal(w.phase, 'play');
});

test('war1812 4.5: at the end of a turn markers become units where still held, then attrition, burning, and war weariness from 1813', () => {
  let s = opsPos(bare(), 0, 2);
  s = opsAct(s, 0, { type: 'raise', unit: U.MIL, at: S('prescott') });
  s = opsAct(s, 0, { type: 'raise', unit: U.MIL, at: S('long-point') });
  s.control[S('long-point')] = 1; // lost before the turn ends: its markers are lost
  s.peace = [3, 20];
  const t = nextTurn(s);
  assert.equal(spAt(t, 0, 'prescott', 'militia'), 2);
  assert.equal(spAt(t, 0, 'long-point'), 0);
  assert.equal(t.appear.length, 0);
  assert.deepEqual(t.peace, [3, 20], 'no weariness in 1812');
  const u = bare();
  u.year = 1813; u.turn = 2; u.peace = [3, 20];
  assert.deepEqual(nextTurn(u).peace, [4, 19], 'from 1813 both markers advance every turn');
});

test('war1812 5.1: a card is played for its event only by its side (or either); any card for its Operations Points', () => {
  const s = bare();
  const brit = cardOf(2, (id) => c.cSide[id] === 0);
  s.hands = [[brit], [US_CARD()]];
  s.active = 1;
  assert.ok(!has(s, 1, { type: 'play', card: brit, use: 'event' }));
  s.hands[1].push(brit);
  s.hands[0] = [];
  rejects(s, 1, { type: 'play', card: brit, use: 'event' }, 'war1812 5.1');
  const t = act(s, 1, { type: 'play', card: brit, use: 'ops' });
  assert.equal(t.phase, 'ops');
  assert.equal(t.ops!.value, c.cOps[brit]);
});

test('war1812 5.1: an event that activates an expedition lets its player choose which (or none)', () => {
  const card = c.cardIds.find((id) => c.cSide[id] === 1 && c.cEffects[id]!.some((e) => e.do === 'activate'));
  assert.ok(card, 'an American activation event');
  const s = bare();
  s.active = 1;
  s.hands = [[], [card!]];
  exp(s, 1, '1', 'albany', ['dearborn'], { regular: 2 });
  const t = act(s, 1, { type: 'play', card: card!, use: 'event' });
  assert.equal(t.phase, 'activate');
  assert.ok(has(t, 1, { type: 'activate', stack: '1' }), 'Dearborn (initiative 4) regardless of his initiative');
  rejects(t, 1, { type: 'move', to: S('utica') }, 'war1812 5.1');
  const u = act(t, 1, { type: 'activate', stack: '1' });
  assert.equal(u.phase, 'move');
});

test('war1812 5.2: an activation takes the whole card', () => {
  const s = opsPos(bare(), 0, 4);
  exp(s, 0, 'D', 'montreal', ['prevost'], { regular: 2 });
  const t = opsAct(s, 0, { type: 'raise', unit: U.MIL, at: S('prescott') });
  assert.ok(!has(t, 0, { type: 'activate', stack: 'D' }));
  rejects(t, 0, { type: 'activate', stack: 'D' }, 'war1812 5.2');
  const u = act(s, 0, { type: 'activate', stack: 'D' });
  assert.equal(u.ops, null);
  assert.equal(u.mover!.mp, 4);
});

test('war1812 5.3: a fort serves the defender of its space and is destroyed when the attacker wins there', () => {
  const s = bare();
  exp(s, 0, 'A', 'frenchtown', ['brock'], { regular: 10 });
  s.control[S('frenchtown')] = 0;
  gar(s, 1, 'detroit', { militia: 2 });
  movePos(s, 0, 'A', 4);
  const { state, log } = actLog(dice(s, [9, 0]), 0, { type: 'move', to: S('detroit') });
  const b = log.find((e) => e.key === 'w.battle' || e.key === 'w.battleFort')!.params!;
  assert.equal(b.dMod, 1, 'the level-1 fort adds to the defender');
  assert.equal(state.fort[S('detroit')], 0);
  assert.ok(log.some((e) => e.key === 'w.fortDestroyed'));
});

test('war1812 5.4: raising places markers; the OPs limit and the placement limits run per turn', () => {
  let s = opsPos(bare(), 0, 4);
  s = opsAct(s, 0, { type: 'raise', unit: U.MIL, at: S('prescott') });
  assert.equal(spAt(s, 0, 'prescott'), 0);
  assert.equal(s.appear.length, 2);
  assert.ok(!opsHas(opsPos(s, 0, 4), 0, { type: 'raise', unit: U.MIL, at: S('prescott') }), 'not again this turn');
  const t = nextTurn(s);
  assert.ok(opsHas(opsPos(t, 0, 4), 0, { type: 'raise', unit: U.MIL, at: S('prescott') }), 'again next turn');
  // not in a place of the other side, nor a burned one
  assert.ok(!opsLegal(opsPos(bare(), 0, 4), 0, 'raise').some((a) => a.type === 'raise' && a.at === S('albany')));
  const b = opsPos(bare(), 1, 4);
  b.flags[S('new-york')] = FLAG.CAPTURED | FLAG.BURNED;
  assert.ok(!opsLegal(b, 1, 'raise').some((a) => a.type === 'raise' && a.at === S('new-york')));
});

test('war1812 5.5: a leaderless SP moves one space, never into an enemy-controlled, Spanish or enemy-held space', () => {
  const s = opsPos(bare(), 0, 4);
  gar(s, 0, 'mobile', { regular: 2 });
  const tos = opsLegal(s, 0, 'shift').map((a) => (a as { to: number }).to);
  assert.ok(!tos.includes(S('pensacola')), 'Spanish');
  assert.ok(!tos.includes(S('new-orleans')), 'American');
  gar(s, 0, 'prescott', { regular: 1 });
  opsRejects(s, 0, { type: 'shift', from: S('prescott'), to: S('ogdensburg'), unit: U.REG }, 'war1812 5.5');
  opsRejects(s, 0, { type: 'shift', from: S('prescott'), to: S('cornwall'), unit: U.GUNBOAT }, 'war1812 5.5');
});

test('war1812 5.6: a drawn leader with nowhere to go goes back to the pool (the OP is spent)', () => {
  const s = opsPos(bare(), 0, 2);
  s.pool[0] = [L('procter')];
  const { state, log } = actLog(s, 0, { type: 'leader' });
  assert.ok(log.some((e) => e.key === 'w.leaderNowhere'));
  assert.deepEqual(state.pool[0], [L('procter')]);
  assert.equal(state.ops!.left, 1);
  // a commodore goes only where the side has ships
  const t = opsPos(bare(), 1, 2);
  gar(t, 1, 'albany', { regular: 1 });
  exp(t, 1, 'LO', 'sacketts-harbour', ['chauncey'], { brig: 1 });
  t.pool[1] = [L('macdonough')];
  const u = act(t, 1, { type: 'leader' });
  assert.deepEqual(legal(u, 1), [{ type: 'place', at: S('sacketts-harbour') }]);
  rejects(u, 1, { type: 'raise', unit: U.MIL, at: S('albany') }, 'war1812 5.6');
  const v = act(u, 1, { type: 'place', at: S('sacketts-harbour') });
  assert.ok(stackOf(v, 1, 'LO')!.leaders.includes(L('macdonough')));
});

test('war1812 5.7: a stage road joins two spaces the builder controls (design: with his troops at one end) and serves both sides', () => {
  const k = conn('utica', 'sacketts-harbour');
  const s = opsPos(bare(), 1, 2);
  assert.ok(!opsHas(s, 1, { type: 'road', conn: k }), 'no troops at either end');
  gar(s, 1, 'utica', { militia: 1 });
  const t = opsAct(s, 1, { type: 'road', conn: k });
  assert.ok(t.roads.includes(k));
  assert.equal(c.conns[k]!.route, R.FRONTIER);
  // the British use it too
  t.control[S('utica')] = 0; t.control[S('sacketts-harbour')] = 0;
  exp(t, 0, 'C', 'utica', ['sheaffe'], { regular: 1 });
  const m = movePos(t, 0, 'C', 1);
  assert.ok(targets(m, 0).includes(S('sacketts-harbour')));
  // not between spaces of the enemy
  const b = opsPos(bare(), 0, 2);
  gar(b, 0, 'prescott', { militia: 1 });
  assert.ok(!opsHas(b, 0, { type: 'road', conn: k }));
});

test('war1812 5.8: a full blockade cuts the American supply sources on its coast; a partial one does nothing', () => {
  const z = c.seas.indexOf(S('sea-chesapeake'));
  const s = bare();
  s.blockade[z] = 1;
  assert.ok(isSource(c, s, 1, S('baltimore')));
  s.blockade[z] = 2;
  assert.ok(!isSource(c, s, 1, S('baltimore')));
  assert.ok(isSource(c, s, 1, S('new-york')), 'another zone');
});

test('war1812 5.9: a lake port taken by the enemy is destroyed with the ships in it and on its stocks', () => {
  const s = bare();
  exp(s, 1, 'LO', 'sacketts-harbour', ['chauncey'], { brig: 2 });
  s.builds = [{ side: 1, port: S('sacketts-harbour'), unit: U.SHIP, steps: 2 }];
  s.fort[S('sacketts-harbour')] = 0;
  exp(s, 0, 'C', 'oswego', ['sheaffe'], { regular: 4 });
  s.control[S('oswego')] = 0;
  movePos(s, 0, 'C', 4);
  // Sackett's Harbour (country town): the local militia roll 0
  const { state, log } = actLog(dice(s, [0]), 0, { type: 'move', to: S('sacketts-harbour') });
  assert.ok(log.some((e) => e.key === 'w.portDestroyed'));
  assert.ok(state.flags[S('sacketts-harbour')]! & FLAG.PORT_DESTROYED);
  assert.equal(state.stacks.filter((st) => st.side === 1).reduce((k, st) => k + st.u[U.BRIG]!, 0), 0);
  assert.equal(state.builds.length, 0);
  assert.ok(state.pool[1].includes(L('chauncey')), 'the commodore goes to the pool');
});

test('war1812 5.10: the Americans cannot blockade; their privateers lower a blockade by one level for 3 OPs', () => {
  const z = c.seas.indexOf(S('sea-new-york'));
  const s = opsPos(bare(), 1, 4);
  opsRejects(s, 1, { type: 'blockade', zone: z }, 'war1812 5.10');
  assert.ok(!opsHas(s, 1, { type: 'privateers', zone: z }), 'nothing to lower');
  s.blockade[z] = 2;
  const t = opsAct(s, 1, { type: 'privateers', zone: z });
  assert.equal(t.blockade[z], 1);
  assert.equal(t.peace[0], s.peace[0]);
  assert.ok(!opsHas(opsPos(t, 1, 2), 1, { type: 'privateers', zone: z }), '2 OPs are not enough');
});

test('war1812 6.0: an activated expedition moves step by step and may stop at any time, losing its remaining MP', () => {
  const s = bare();
  exp(s, 1, '3', 'albany', ['dearborn'], { regular: 2 });
  s.hands = [[cardOf(1)], [cardOf(2)]];
  movePos(s, 1, '3', 4);
  let t = act(s, 1, { type: 'move', to: S('utica') });
  t = act(t, 1, { type: 'move', to: S('albany') });
  assert.equal(t.mover!.mp, 2);
  rejects(t, 1, { type: 'done' }, 'war1812 6.0');
  t = act(t, 1, { type: 'stop' });
  assert.equal(t.mover, null);
  assert.equal(t.phase, 'play');
  assert.equal(t.active, 0);
});

test('war1812 6.1: each step costs the cheapest connection; a land expedition never stops on a lake', () => {
  // Pittsburgh-Marietta: water 1 MP; Kingston-Prescott: water 1
  const s = bare();
  exp(s, 1, '1', 'sacketts-harbour', ['harrison'], { regular: 1 });
  movePos(s, 1, '1', 4);
  rejects(s, 1, { type: 'move', to: S('lake-ontario') }, 'war1812 6.1');
  rejects(s, 1, { type: 'move', to: S('albany') }, 'war1812 6.1');
  // with 1 MP, the frontier road to Oswego (2) is replaced by the lake crossing (1)
  const t = bare();
  exp(t, 1, '1', 'sacketts-harbour', ['harrison'], { regular: 1 });
  movePos(t, 1, '1', 1);
  assert.ok(targets(t, 1).includes(S('oswego')));
});

test('war1812 6.2: an empty enemy space is taken on entry; a place (city, town, fort) ends the move, open country does not', () => {
  // Madawaska (British wilderness, no place): the Americans take it and go on
  const s = bare();
  exp(s, 1, '1', 'new-brunswick', ['hull'], { regular: 2 });
  s.control[S('new-brunswick')] = 1;
  movePos(s, 1, '1', 4);
  const t = act(s, 1, { type: 'move', to: S('madawaska') });
  assert.equal(t.control[S('madawaska')], 1);
  assert.ok(t.mover && t.mover.mp > 0, 'the move goes on');
  // Long Point: a British country town; its local militia roll 1 (half: 0): taken, the move ends
  const u = bare();
  exp(u, 1, '1', 'moraviantown', ['harrison'], { regular: 2 });
  u.control[S('moraviantown')] = 1;
  movePos(u, 1, '1', 4);
  const v = act(dice(u, [1]), 1, { type: 'move', to: S('long-point') });
  assert.equal(v.control[S('long-point')], 1);
  assert.equal(v.mover!.mp, 0);
  // Spanish Pensacola is taken; native spaces never
  const w = bare();
  exp(w, 1, '4', 'mobile', ['wilkinson'], { regular: 2 });
  w.control[S('mobile')] = 1;
  movePos(w, 1, '4', 4);
  assert.equal(act(w, 1, { type: 'move', to: S('pensacola') }).control[S('pensacola')], 1);
  const x = bare();
  exp(x, 1, '4', 'knoxville', ['jackson'], { regular: 2 });
  movePos(x, 1, '4', 4);
  assert.equal(act(x, 1, { type: 'move', to: S('cherokee') }).control[S('cherokee')], 2);
});

test('war1812 6.3: no lake crossing in January-March (frozen) nor across a lake the enemy dominates', () => {
  const at = (f: (s: War1812State) => void) => {
    const s = bare();
    exp(s, 1, '1', 'buffalo', ['harrison'], { regular: 1 });
    f(s);
    return targets(movePos(s, 1, '1', 1), 1);
  };
  assert.ok(at(() => {}).includes(S('amherstburg')));
  assert.ok(!at((s) => { s.turn = 1; }).includes(S('amherstburg')), 'frozen');
  assert.ok(!at((s) => { exp(s, 0, 'ER', 'lake-erie', ['barclay'], { schooner: 1 }); }).includes(S('amherstburg')), 'dominated');
  assert.ok(at((s) => { exp(s, 0, 'ER', 'lake-erie', ['barclay'], { schooner: 1 }); exp(s, 1, 'LE', 'lake-erie', ['perry'], { brig: 1 }); }).includes(S('amherstburg')), 'contested: not dominated');
});

test('war1812 6.4: a river run stops at the first enemy position', () => {
  const s = bare();
  exp(s, 1, '1', 'pittsburgh', ['harrison'], { regular: 3 });
  s.control[S('louisville')] = 0;
  movePos(s, 1, '1', 4);
  const r = targets(s, 1, 'river');
  assert.ok(r.includes(S('louisville')));
  assert.ok(!r.includes(S('fort-massac')), 'not beyond it');
  rejects(s, 1, { type: 'river', to: S('fort-massac') }, 'war1812 6.4');
});

test('war1812 6.5: the Wilderness Movement roll is logged with its die, total and modifiers under 6.5', () => {
  const s = bare();
  exp(s, 0, 'E', 'georgian-bay', ['mcdouall'], { voyageur: 1, indian: 1 });
  gar(s, 1, 'fort-mackinac', { regular: 1 });
  movePos(s, 0, 'E', 4);
  // the rules' worked example: roll 3, +4, succeeds; then the battle (6 vs 3) and the star
  const { state, log } = actLog(dice(s, [3, 6, 3]), 0, { type: 'move', to: S('fort-mackinac') });
  const w = log.find((e) => e.key === 'w.wildernessOk')!;
  assert.equal(w.rule, 'war1812 6.5');
  assert.equal(w.params!.die, 3);
  assert.equal(w.params!.total, 7);
  assert.ok(log.some((e) => e.key === 'w.attackerWins'));
  assert.equal(state.control[S('fort-mackinac')], 0);
  assert.ok(log.some((e) => e.key === 'w.star'));
});

test('war1812 6.6: only an expedition of Indians, voyageurs and rangers with its full MP takes the trails', () => {
  const s = bare();
  exp(s, 0, 'A', 'st-joseph', ['tecumseh'], { indian: 2, regular: 1 });
  movePos(s, 0, 'A', 4);
  rejects(s, 0, { type: 'trail', to: S('prophetstown') }, 'war1812 6.6');
  const t = bare();
  exp(t, 0, 'A', 'st-joseph', ['tecumseh'], { indian: 2 });
  movePos(t, 0, 'A', 4);
  t.mover!.moved = true;
  rejects(t, 0, { type: 'trail', to: S('prophetstown') }, 'war1812 6.6');
});

test('war1812 6.7: a British expedition that is not all Indians is refused entry to a Civilized Indian area', () => {
  const s = bare();
  exp(s, 0, 'A', 'fort-mims', ['brock'], { indian: 2 });
  s.control[S('fort-mims')] = 0;
  movePos(s, 0, 'A', 4);
  rejects(s, 0, { type: 'move', to: S('horseshoe-bend') }, 'war1812 6.7');
});

test('war1812 6.9: the coastal raiders (with at most 4 land SP) sail for 2 MP along the coast, 4 MP farther; others may not', () => {
  const s = bare();
  exp(s, 0, 'F', 'nova-scotia', ['ross'], { regular: 4, raiders: 1 });
  movePos(s, 0, 'F', 4);
  const sea = targets(s, 0, 'sea');
  assert.ok(sea.includes(S('boston')), 'an adjacent zone');
  assert.ok(sea.includes(S('baltimore')), 'two zones away, with the whole activation');
  movePos(s, 0, 'F', 3);
  assert.ok(!targets(s, 0, 'sea').includes(S('baltimore')), 'two zones away needs 4 MP');
  movePos(s, 0, 'F', 4);
  const t = act(dice(s, [0]), 0, { type: 'sea', to: S('portland') });
  assert.equal(stackOf(t, 0, 'F')!.at, S('portland'));
  const big = bare();
  exp(big, 0, 'F', 'nova-scotia', ['ross'], { regular: 5, raiders: 1 });
  movePos(big, 0, 'F', 4);
  assert.deepEqual(targets(big, 0, 'sea'), []);
  rejects(big, 0, { type: 'sea', to: S('portland') }, 'war1812 6.9');
});

test('war1812 6.10: an expedition picks up or drops all units of one type, once per type and space', () => {
  const s = bare();
  exp(s, 1, '3', 'albany', ['dearborn'], { regular: 2 });
  gar(s, 1, 'albany', { militia: 3 });
  movePos(s, 1, '3', 4);
  let t = act(s, 1, { type: 'pick', unit: U.MIL });
  assert.equal(stackOf(t, 1, '3')!.u[U.MIL], 3);
  rejects(t, 1, { type: 'drop', unit: U.MIL }, 'war1812 6.10');
  t = act(t, 1, { type: 'drop', unit: U.REG });
  assert.equal(spAt(t, 1, 'albany', 'regular'), 2);
  t = act(t, 1, { type: 'move', to: S('utica') });
  t = act(t, 1, { type: 'drop', unit: U.MIL });
  assert.equal(spAt(t, 1, 'utica', 'militia'), 3, 'in a new space the type may move again');
  void turnIndex;
});

test('war1812 6.9: the invasion fleet sails for 2 MP to a coast of its own or the next sea zone, for 4 MP to any other', () => {
  const s = bare();
  exp(s, 0, 'IF', 'quebec', ['cochrane', 'ross'], { regular: 10, fleet: 1 });
  movePos(s, 0, 'IF', 4);
  const sea = targets(s, 0, 'sea');
  assert.ok(sea.includes(S('nova-scotia')) && sea.includes(S('boston')));
  assert.ok(sea.includes(S('new-york')), 'two zones away, with the whole activation');
  const far = act(s, 0, { type: 'sea', to: S('norfolk') });
  assert.equal(far.mover!.mp, 0, 'a far voyage takes the whole activation');
  const t = act(s, 0, { type: 'sea', to: S('new-brunswick') });
  assert.equal(stackOf(t, 0, 'IF')!.at, S('new-brunswick'));
  assert.equal(t.mover!.mp, 2);
  // a landing on an enemy city is an attack (its local militia roll 0: taken), and ends the move
  const u = act(dice(s, [0]), 0, { type: 'sea', to: S('portland') });
  assert.equal(u.control[S('portland')], 0);
  assert.equal(u.mover!.mp, 0);
});

test('war1812 6.5: the roll a move needs, shown before it (wildernessPreview), is the roll the move then makes (random games)', async () => {
  const { wildernessPreview } = await import('../../src/games/war1812/movement.js');
  const { createRng, randomInt } = await import('../../src/core/rng.js');
  let checks = 0;
  for (let g = 0; g < 12 && checks < 150; g++) {
    let s = fresh(`preview-${g}`);
    const r = createRng(`preview-${g}`);
    for (let n = 0; !war1812.result(s) && n < 3000; n++) {
      const side = war1812.activeSides(s)[0]!;
      const acts = legal(s, side as 'british' | 'american');
      if (s.phase === 'move') {
        for (const a of acts) {
          const p = wildernessPreview(c, s, a as never);
          if (!p) continue;
          for (const die of [p.needDie, p.needDie - 1]) {
            if (die < 0 || die > 9) continue;
            const { log } = actLog(dice(s, [die]), side as 'british', a);
            const w = log.find((e) => e.key === 'w.wildernessOk' || e.key === 'w.wildernessFail')!;
            assert.ok(w, `${JSON.stringify(a)}: a roll was made`);
            assert.equal(w.params!.total, die + p.total);
            assert.equal(w.key, die === p.needDie ? 'w.wildernessOk' : 'w.wildernessFail');
            checks++;
          }
        }
      }
      s = war1812.clone(s);
      war1812.applyInPlace(s, side, acts[randomInt(r, acts.length)]!, null);
    }
  }
  // the chart's worked example: McDouall and a voyageur into American Fort Mackinac need a 3
  const s = bare();
  exp(s, 0, 'E', 'georgian-bay', ['mcdouall'], { voyageur: 1 });
  movePos(s, 0, 'E', 4);
  assert.deepEqual(wildernessPreview(c, s, { type: 'move', to: S('fort-mackinac') })!.needDie, 3);
  assert.equal(wildernessPreview(c, s, { type: 'move', to: S('york') }), null, 'a road needs no roll');
  assert.ok(checks > 20, `${checks} previews checked`);
});

/** The first card of `side` with an effect of this kind, and that effect. */
function eventOf(side: number, kind: string) {
  const id = c.cardIds.find((k) => c.cSide[k] === side && c.cEffects[k]!.some((e) => e.do === kind))!;
  return { id, e: c.cEffects[id]!.find((x) => x.do === kind)! };
}
/** Play `card` for its event as `side` (0/1) from a bare board edited by `edit`. */
function playEvent(side: 0 | 1, card: number, edit: (s: War1812State) => void = () => {}) {
  const s = bare();
  s.active = side;
  s.hands = side === 0 ? [[card], [US_CARD()]] : [[cardOf(2, (id) => c.cSide[id] === 0)], [card]];
  edit(s);
  return actLog(s, side, { type: 'play', card, use: 'event' });
}
const sum = (s: War1812State, side: 0 | 1, at: number, unit: number) => s.stacks.filter((st) => st.side === side && st.at === at).reduce((k, st) => k + st.u[unit]!, 0);

test('war1812 5.1: an event\'s units go to the first place it lists that the player controls', () => {
  const { id, e } = eventOf(0, 'units');
  const unit = e.units!.findIndex((x) => x > 0);
  const [first, second] = e.at!;
  const a = playEvent(0, id).state;
  assert.equal(sum(a, 0, first!, unit), e.units![unit]);
  const b = playEvent(0, id, (s) => { s.control[first!] = 1; }).state;
  assert.equal(sum(b, 0, first!, unit), 0);
  assert.equal(sum(b, 0, second!, unit), e.units![unit], 'the first listed place is lost: the next one');
});

test('war1812 5.1: an event\'s ships join the player\'s squadron in the first listed port he holds that is not destroyed', () => {
  const { id, e } = eventOf(0, 'ships');
  const unit = e.units!.findIndex((x) => x > 0);
  const [first, second] = e.at!;
  const a = playEvent(0, id, (s) => { const st = exp(s, 0, 'ON', c.ids[first!]!, ['yeo'], { gunboat: 1 }); void st; }).state;
  assert.equal(stackOf(a, 0, 'ON')!.u[unit], e.units![unit]);
  const b = playEvent(0, id, (s) => { s.flags[first!]! |= FLAG.PORT_DESTROYED; }).state;
  assert.equal(sum(b, 0, first!, unit), 0);
  assert.equal(sum(b, 0, second!, unit), e.units![unit]);
});

test('war1812 5.1: an event\'s leaders join the pool (not a leader already in play)', () => {
  const { id, e } = eventOf(1, 'leaders');
  const l = e.leaders![0]!;
  assert.ok(playEvent(1, id).state.pool[1].includes(l));
  const t = playEvent(1, id, (s) => { exp(s, 1, '9', 'albany', [c.leaders[l]!.id], { regular: 1 }); }).state;
  assert.ok(!t.pool[1].includes(l));
});

test('war1812 5.1: a draw event deals the player cards; a discard event takes a random card of the enemy hand to the discards', () => {
  const d = eventOf(0, 'draw');
  const t = playEvent(0, d.id).state;
  assert.equal(t.hands[0].length, d.e.n);
  const x = eventOf(0, 'discard');
  const { state, log } = ((): { state: War1812State; log: import('../../src/core/log.js').LogEntry[] } => {
    const s = bare();
    s.hands = [[x.id], [US_CARD(), cardOf(3, (id) => c.cSide[id] === 1)]];
    const lost = s.hands[1][1]!;
    const r = actLog(dice(s, [1]), 0, { type: 'play', card: x.id, use: 'event' });
    assert.ok(r.state.discard.includes(lost), 'the forced pick 1: the second card');
    return r;
  })();
  assert.equal(state.hands[1].length, 1);
  assert.ok(log.some((e) => e.key === 'w.discarded' && e.rule === 'war1812 5.1'));
});

test('war1812 5.1: a fort event raises the fort of the first listed place the player controls by one level, to at most 3', () => {
  const { id, e } = eventOf(0, 'fort');
  const at = e.at![0]!;
  const a = playEvent(0, id).state;
  assert.equal(a.fort[at], bare().fort[at]! + 1);
  const b = playEvent(0, id, (s) => { s.fort[at] = 3; }).state;
  assert.equal(b.fort[at], 3);
});

test('war1812 5.1: an attrition event costs the enemy\'s largest expedition SP in the loss order', () => {
  const { id, e } = eventOf(0, 'attrition');
  const t = playEvent(0, id, (s) => {
    exp(s, 1, '1', 'detroit', ['hull'], { regular: 1, militia: 3 });
    exp(s, 1, '3', 'albany', ['dearborn'], { regular: 2, militia: 1, cavalry: 1, artillery: 1 });
  }).state;
  assert.deepEqual(stackOf(t, 1, '3')!.u.slice(0, 9), [2, 1 - Math.min(1, e.n!), 0, 0, 1 - Math.max(0, Math.min(1, e.n! - 2)), 1 - Math.max(0, Math.min(1, e.n! - 1)), 0, 0, 0]);
  assert.equal(landSPof(stackOf(t, 1, '1')!), 4, 'the smaller expedition is spared');
});
const landSPof = (st: { u: number[] }) => st.u.slice(0, 9).reduce((a, b) => a + b, 0);

test('war1812 5.1: the coastal raiders event makes them available, and brings them to Quebec after the first Napoleon wave', () => {
  const { id } = eventOf(0, 'raiders');
  const a = playEvent(0, id).state;
  assert.equal(a.coastalRaiders, true);
  assert.equal(a.stacks.reduce((k, st) => k + st.u[U.RAIDERS]!, 0), 0);
  const b = playEvent(0, id, (s) => { s.nap = 1; s.napTurn = [0, turnIndex(1812, 2), 0, 0]; }).state;
  assert.equal(sum(b, 0, S('quebec'), U.RAIDERS), 1);
});

test('war1812 5.9: a repaired port must be activated again before it builds (unless its cost is 0)', () => {
  let s = opsPos(bare(), 0, 4);
  s.flags[S('york')] = FLAG.PORT_DESTROYED;
  s = opsAct(s, 0, { type: 'repair', port: S('york') });
  assert.ok(!opsHas(opsPos(s, 0, 4), 0, { type: 'build', port: S('york'), unit: U.GUNBOAT }));
  assert.ok(opsHas(opsPos(s, 0, 4), 0, { type: 'port', port: S('york') }));
  let t = opsPos(bare(), 0, 4);
  t.flags[S('kingston')] = FLAG.PORT_DESTROYED;
  t = opsAct(t, 0, { type: 'repair', port: S('kingston') });
  assert.ok(opsHas(opsPos(t, 0, 4), 0, { type: 'build', port: S('kingston'), unit: U.GUNBOAT }), 'Kingston costs 0: it works at once');
});

test('war1812 6.8: American militia crossing into British Mobile check desertion too', () => {
  const s = bare();
  exp(s, 1, '4', 'new-orleans', ['wilkinson'], { militia: 4, regular: 1 });
  s.control[S('mobile')] = 1;
  movePos(s, 1, '4', 4);
  const { state, log } = actLog(dice(s, [2]), 1, { type: 'move', to: S('mobile') });
  const d = log.find((e) => e.key === 'w.desertion')!;
  assert.equal(d.params!.go, 2);
  assert.equal(spAt(state, 1, 'new-orleans', 'militia'), 2);
});
