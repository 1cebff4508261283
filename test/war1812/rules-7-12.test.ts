/** War of 1812, designed rules 7-12 (docs/war1812-rules.md): one test per rule number the engine cites, each
 *  stating the rule. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LogEntry } from '../../src/core/log.js';
import { commander } from '../../src/games/war1812/stacks.js';
import { isSource, traceSupply } from '../../src/games/war1812/supply.js';
import { FLAG, U, turnIndex, type War1812State } from '../../src/games/war1812/state.js';
import { K, L, S, act, actLog, bare, battleOf, c, cardOf, dice, exp, gar, garOf, has, legal, movePos, nextTurn, opsHas, opsPos, rejects, spAt, stackOf } from './helpers.js';

const has_ = (log: LogEntry[], key: string) => log.some((e) => e.key === key);
/** Brock's (or `leaders`') British expedition attacks from British-held Presque Isle into Cleveland (frontier town). */
function attack(u: Record<string, number>, defender: (s: War1812State) => void, rolls: number[], leaders = ['brock']) {
  const s = bare();
  s.peace = [6, 18];
  exp(s, 0, 'A', 'presque-isle', leaders, u);
  s.control[S('presque-isle')] = 0;
  defender(s);
  movePos(s, 0, 'A', 4);
  const r = actLog(dice(s, rolls), 0, { type: 'move', to: S('cleveland') });
  return { ...r, b: battleOf(r.log)?.params as Record<string, number> };
}

test('war1812 7.1: supply sources are the American major cities and Quebec and Nova Scotia, while held, not burned and free of the enemy', () => {
  const s = bare();
  const src = (side: 0 | 1) => c.ids.filter((_, i) => isSource(c, s, side, i)).sort();
  assert.deepEqual(src(0), ['nova-scotia', 'quebec']);
  assert.deepEqual(src(1), ['baltimore', 'boston', 'charleston', 'new-york', 'philadelphia']);
  s.flags[S('boston')] = FLAG.CAPTURED | FLAG.BURNED;
  assert.ok(!isSource(c, s, 1, S('boston')), 'burned');
  gar(s, 0, 'new-york', { regular: 1 });
  assert.equal(traceSupply(c, s, 1)[S('new-york')], 0, 'enemy land units in the source');
});

test('war1812 7.2: supply runs from port to port across a lake unless the enemy dominates it; the British also trace by sea', () => {
  const s = bare();
  assert.equal(traceSupply(c, s, 0)[S('amherstburg')]! > 0, true);
  // Amherstburg is reached from Fort Erie across Lake Erie; an American squadron alone on the lake cuts that
  s.control[S('long-point')] = 1; s.control[S('moraviantown')] = 1;
  const open = traceSupply(c, s, 0)[S('amherstburg')]!;
  exp(s, 1, 'LE', 'lake-erie', ['perry'], { brig: 1 });
  const cut = traceSupply(c, s, 0)[S('amherstburg')]!;
  assert.ok(open > 0);
  assert.equal(cut, 0);
  // by sea: Nova Scotia to New Brunswick's coast and the adjacent New England zone (British-held Castine)
  const t = bare();
  t.control[S('castine')] = 0;
  assert.equal(traceSupply(c, t, 0)[S('castine')], 2);
  assert.equal(traceSupply(c, t, 1)[S('castine')]! <= 1, true);
});

test('war1812 7.3: at the end of a turn an unsupplied stack loses a quarter of its SP (rounded up); partial supply costs 1 SP above 10; Indians, voyageurs and rangers are spared', () => {
  const s = bare();
  // St. Joseph (reached by trails only): unsupplied
  gar(s, 1, 'st-joseph', { regular: 5, ranger: 3 });
  // Chateauguay: partial supply for the British; 11 SP lose 1, 10 SP lose none
  gar(s, 0, 'chateauguay', { regular: 11 });
  gar(s, 0, 'trois-rivieres', { regular: 11 }); // full supply (water from Quebec)
  gar(s, 0, 'prescott', { regular: 10 });
  const t = nextTurn(s);
  assert.equal(spAt(t, 1, 'st-joseph', 'regular'), 3, '5 → lose 2 (a quarter rounded up)');
  assert.equal(spAt(t, 1, 'st-joseph', 'ranger'), 3);
  assert.equal(spAt(t, 0, 'chateauguay'), 10);
  assert.equal(spAt(t, 0, 'trois-rivieres'), 11);
});

test('war1812 8.1: the defender is everything the enemy has in the space (all its stacks and the fort)', () => {
  const { b } = attack({ regular: 6 }, (s) => {
    exp(s, 1, '1', 'cleveland', ['harrison'], { militia: 3 });
    gar(s, 1, 'cleveland', { militia: 2 });
  }, [0, 0]);
  assert.equal(b.dSP, 5);
});

test('war1812 8.2: a hostile tribe\'s home meets an American attack with its warriors (half a roll); a captured city has no local militia for its captor', () => {
  const s = bare();
  exp(s, 1, '1', 'fort-harrison', ['harrison'], { regular: 4 });
  movePos(s, 1, '1', 4);
  const { log } = actLog(dice(s, [7, 0, 0]), 1, { type: 'move', to: S('prophetstown') });
  const w = log.find((e) => e.key === 'w.warriors')!;
  assert.equal(w.params!.n, 3);
  assert.equal(w.rule, 'war1812 8.2');
  // New York held by the British: the Americans retaking it meet no local militia (only the owner's place turns out)
  const t = bare();
  t.control[S('new-york')] = 0;
  gar(t, 0, 'new-york', { regular: 1 });
  exp(t, 1, '3', 'philadelphia', ['dearborn'], { regular: 6 });
  movePos(t, 1, '3', 4);
  const r = actLog(dice(t, [9, 0]), 1, { type: 'move', to: S('new-york') });
  assert.ok(!has_(r.log, 'w.localMilitia'));
  assert.equal(battleOf(r.log)!.params!.dSP, 1);
});

test('war1812 8.3: each side adds its commander\'s tactics, +1 with regulars at least half its SP (not regiments), the defender the fort level', () => {
  const a = attack({ regular: 3, militia: 3 }, (s) => { gar(s, 1, 'cleveland', { regiment: 4 }); s.fort[S('cleveland')] = 2; }, [0, 0]);
  assert.equal(a.b.aMod, 3 + 1, 'Brock 3, regulars 3 of 6');
  assert.equal(a.b.dMod, 2, 'no leader, regiments are not regulars, fort 2');
  const b = attack({ regular: 2, militia: 3 }, (s) => { exp(s, 1, '1', 'cleveland', ['harrison'], { regular: 2, militia: 2 }); }, [0, 0]);
  assert.equal(b.b.aMod, 3, 'regulars 2 of 5: no +1');
  assert.equal(b.b.dMod, 2 + 1, 'Harrison 2, regulars 2 of 4');
});

test('war1812 8.4: a defender\'s cavalry adds an asterisk even in a fort; the fort absorbs the attacker\'s asterisks up to its level', () => {
  const { b } = attack({ regular: 10 }, (s) => { gar(s, 1, 'cleveland', { militia: 1, cavalry: 1 }); s.fort[S('cleveland')] = 3; }, [9, 0]);
  assert.equal(b.dStars, 1);
  assert.equal(b.absorbed, 2, 'both of the attacker\'s asterisks (level 3)');
  assert.equal(b.aStars, 0);
});

test('war1812 8.5: each side loses hits plus asterisks, local militia first, then militia, Indians, fencibles ... regulars last', () => {
  // Brock 10 regulars roll 9: 5 hits 2 *: 7 losses; Harrison's 3 militia, 2 fencible-like regiments, 4 regulars
  const { state } = attack({ regular: 10 }, (s) => exp(s, 1, '1', 'cleveland', ['harrison'], { militia: 3, regiment: 2, regular: 4 }), [9, 0]);
  const left = state.stacks.filter((st) => st.side === 1).reduce((u, st) => u.map((x, i) => x + st.u[i]!), new Array(15).fill(0) as number[]);
  assert.equal(left[U.MIL], 0);
  assert.equal(left[U.RGT], 0);
  assert.equal(left[U.REG], 2, 'regulars last: 7 = 3 + 2 + 2');
});

test('war1812 8.6: ties go to the defender; a beaten attacker falls back where it came from', () => {
  // equal losses inflicted: the defender wins
  const { state, log, b } = attack({ regular: 2 }, (s) => gar(s, 1, 'cleveland', { regular: 2 }), [0, 0]);
  assert.equal(b.aHits! + b.aStars!, b.dHits! + b.dStars!);
  assert.ok(has_(log, 'w.defenderWins'));
  assert.equal(stackOf(state, 0, 'A')!.at, S('presque-isle'));
});

test('war1812 8.6: a beaten defender retreats toward its supply; with nowhere to go it surrenders', () => {
  // Cleveland's defenders (Hull, 2 militia) beaten: they go to a friendly neighbour, the best supplied
  const { state, log } = attack({ regular: 10 }, (s) => exp(s, 1, '1', 'cleveland', ['hull'], { militia: 8 }), [6, 0]);
  assert.ok(has_(log, 'w.attackerWins'));
  const r = log.find((e) => e.key === 'w.retreat')!;
  assert.equal(r.rule, 'war1812 8.6');
  const to = r.params!.to as number;
  assert.ok([S('pittsburgh'), S('lower-sandusky')].includes(to));
  assert.equal(stackOf(state, 1, '1')!.at, to);
  // all neighbours British: surrender
  const t = attack({ regular: 10 }, (s) => {
    exp(s, 1, '1', 'cleveland', ['hull'], { militia: 8 });
    s.control[S('pittsburgh')] = 0; s.control[S('lower-sandusky')] = 0;
  }, [6, 0]);
  assert.ok(has_(t.log, 'w.surrender'));
  assert.equal(stackOf(t.state, 1, '1'), undefined);
  assert.ok(!t.state.pool[1].includes(L('hull')), 'leaders of a surrender are lost');
});

test('war1812 8.7: a winning attacker takes the space, slights its fort and ends the enemy\'s unit-appearance markers there', () => {
  const { state, log } = attack({ regular: 10 }, (s) => {
    gar(s, 1, 'cleveland', { militia: 1 });
    s.fort[S('cleveland')] = 1;
    s.appear = [{ side: 1, at: S('cleveland'), unit: U.RNG }];
  }, [9, 0]);
  assert.equal(state.control[S('cleveland')], 0);
  assert.equal(state.fort[S('cleveland')], 0);
  assert.equal(state.appear.length, 0);
  assert.ok(log.some((e) => e.key === 'w.takes' && e.rule === 'war1812 8.7'));
});

test('war1812 9.1: a squadron sails from its port onto its lake for 1 MP and back into a friendly port; sailing at enemy ships is a battle', () => {
  const s = bare();
  exp(s, 1, 'LO', 'sacketts-harbour', ['chauncey'], { brig: 1 });
  movePos(s, 1, 'LO', 4);
  assert.deepEqual(legal(s, 1).filter((a) => a.type === 'move'), [{ type: 'move', to: S('lake-ontario') }]);
  let t = act(s, 1, { type: 'move', to: S('lake-ontario') });
  assert.equal(t.mover!.mp, 3);
  const ports = legal(t, 1).filter((a) => a.type === 'move').map((a) => (a as { to: number }).to).sort();
  assert.deepEqual(ports, [S('sacketts-harbour'), S('oswego')].sort(), 'American ports only');
  t = act(t, 1, { type: 'move', to: S('oswego') });
  assert.equal(stackOf(t, 1, 'LO')!.at, S('oswego'));
  // a battle ends the move
  const u = bare();
  exp(u, 1, 'LO', 'sacketts-harbour', ['chauncey'], { brig: 2 });
  exp(u, 0, 'ON', 'lake-ontario', ['yeo'], { schooner: 1 });
  movePos(u, 1, 'LO', 4);
  const r = actLog(dice(u, [5, 5]), 1, { type: 'move', to: S('lake-ontario') });
  assert.ok(has_(r.log, 'w.lakeBattle'));
  assert.equal(r.state.mover!.mp, 0);
});

test('war1812 9.2: each side sinks hits plus asterisks in SP of ships, the largest ship the remaining hits cover first', () => {
  // Chauncey (2) with 3 brigs, roll 9 → 11, 12 SP: 5 hits 2 * = 7 SP: the brig (4), then a schooner (2); 1 left over
  const s = bare();
  exp(s, 1, 'LO', 'sacketts-harbour', ['chauncey'], { brig: 3 });
  exp(s, 0, 'ON', 'lake-ontario', ['yeo'], { brig: 1, schooner: 2, gunboat: 0 });
  movePos(s, 1, 'LO', 4);
  const { state, log } = actLog(dice(s, [9, 0]), 1, { type: 'move', to: S('lake-ontario') });
  const b = log.find((e) => e.key === 'w.lakeBattle')!.params!;
  assert.equal(b.sunkD, 6);
  assert.equal(b.winner, 'american');
  const on = stackOf(state, 0, 'ON')!;
  assert.deepEqual([on.u[U.BRIG], on.u[U.SCHOONER]], [0, 1]);
});

test('war1812 9.3: the beaten squadron returns to a friendly port; commodores left without ships go to the pool', () => {
  const s = bare();
  exp(s, 1, 'LO', 'sacketts-harbour', ['chauncey'], { gunboat: 1 });
  exp(s, 0, 'ON', 'lake-ontario', ['yeo'], { ship: 3 });
  movePos(s, 1, 'LO', 4);
  const { state, log } = actLog(dice(s, [0, 9]), 1, { type: 'move', to: S('lake-ontario') });
  assert.equal(log.find((e) => e.key === 'w.lakeBattle')!.params!.winner, 'british');
  assert.ok(state.pool[1].includes(L('chauncey')), 'his gunboat sunk: Chauncey to the pool');
  assert.ok(has_(log, 'w.devastating'));
  // a beaten attacker with ships left goes back to the port it sailed from
  const t = bare();
  exp(t, 1, 'LO', 'oswego', ['chauncey'], { brig: 2 });
  exp(t, 0, 'ON', 'lake-ontario', ['yeo'], { ship: 3 });
  movePos(t, 1, 'LO', 4);
  const r = actLog(dice(t, [0, 0]), 1, { type: 'move', to: S('lake-ontario') });
  assert.equal(stackOf(r.state, 1, 'LO')!.at, S('oswego'));
});

test('war1812 10.1: the commander is the leader of highest rank, then the best initiative, then the first listed', () => {
  assert.equal(commander(c, [L('tecumseh'), L('brock')]), L('brock'), '2 stars over 1');
  assert.equal(commander(c, [L('brock'), L('prevost')]), L('prevost'), '3 stars, whatever his initiative');
  assert.equal(commander(c, [L('riall'), L('sheaffe')]), L('riall'), 'equal rank and initiative: the first');
  assert.equal(commander(c, [L('vincent'), L('mcdouall')]), L('mcdouall'), '1 star each: initiative 2 over 3');
});

test('war1812 10.2: the leaders of a year join their pool at the start of its January-March turn', () => {
  const s = bare();
  s.year = 1812; s.turn = 5; s.peace = [0, 24];
  assert.ok(!s.pool[1].includes(L('brown')));
  const t = nextTurn(s);
  for (const id of ['brown', 'scott', 'jackson']) assert.ok(t.pool[1].includes(L(id)), id);
  assert.ok(t.pool[0].includes(L('drummond')));
  assert.ok(!t.pool[1].includes(L('izard')), '1814');
});

test('war1812 10.3: the beaten commander of a major battle falls; leaders of a beaten side left without SP escape to the pool', () => {
  // Hull and Winchester defend with 2 militia against a major battle: Hull (2 stars) falls, Winchester escapes
  const { state, log } = attack({ regular: 10 }, (s) => exp(s, 1, '1', 'cleveland', ['hull', 'winchester'], { militia: 2 }), [9, 0]);
  assert.ok(has_(log, 'w.majorBattle'));
  assert.ok(log.some((e) => e.key === 'w.leaderFalls' && e.params!.leader === L('hull')));
  assert.ok(!state.pool[1].includes(L('hull')));
  assert.ok(state.pool[1].includes(L('winchester')));
});

test('war1812 11.1: a marker never passes the other nor leaves the track', () => {
  const s = bare();
  s.peace = [0, 1];
  s.hands = [[K.brRally], [cardOf(2, (id) => c.cSide[id] === 1)]];
  // a rally moves the British marker back: it cannot go below 0
  const t = act(s, 0, { type: 'play', card: K.brRally, use: 'event' });
  assert.equal(t.peace[0], 0);
  const u = bare();
  u.peace = [10, 11];
  u.active = 1;
  u.hands = [[cardOf(2, (id) => c.cSide[id] === 0)], [K.usPeace]];
  const v = actLog(u, 1, { type: 'play', card: K.usPeace, use: 'event' });
  assert.equal(v.log.find((e) => e.key === 'w.peace')!.params!.box, 11, 'the markers meet in box 11');
  const w = bare();
  w.peace = [10, 11];
  w.hands = [[K.brPeace], [cardOf(2, (id) => c.cSide[id] === 1)]];
  const x = actLog(w, 0, { type: 'play', card: K.brPeace, use: 'event' });
  assert.equal(x.log.find((e) => e.key === 'w.peace')!.params!.box, 10, 'the American marker advancing stops in the British box');
});

test('war1812 11.2: every Peace Track trigger is logged under its rule', () => {
  const { log } = attack({ regular: 10 }, (s) => gar(s, 1, 'cleveland', { militia: 2 }), [9, 0]);
  const e = log.find((x) => x.key === 'w.majorBattle')!;
  assert.equal(e.rule, 'war1812 11.2');
  assert.ok(log.some((x) => x.key === 'w.peaceAdvance' && x.rule === 'war1812 11.2'));
});

test('war1812 11.3: a captured major city its owner holds again at the end of a turn is burned: no supply source, no local militia, no raising', () => {
  const s = bare();
  s.flags[S('baltimore')] = FLAG.CAPTURED;
  const t = nextTurn(s);
  assert.ok(t.flags[S('baltimore')]! & FLAG.BURNED);
  assert.ok(!isSource(c, t, 1, S('baltimore')));
  assert.ok(!opsHas(opsPos(t, 1, 4), 1, { type: 'raise', unit: U.MIL, at: S('baltimore') }));
  exp(t, 0, 'A', 'washington', ['ross'], { regular: 4 });
  t.control[S('washington')] = 0;
  movePos(t, 0, 'A', 4);
  const r = actLog(t, 0, { type: 'move', to: S('baltimore') });
  assert.ok(!has_(r.log, 'w.localMilitia'));
  assert.equal(r.state.control[S('baltimore')], 0);
  // still held by its captor at the end of the turn: not burned
  const u = bare();
  u.flags[S('baltimore')] = FLAG.CAPTURED;
  u.control[S('baltimore')] = 0;
  gar(u, 0, 'baltimore', { regular: 2 });
  assert.ok(!(nextTurn(u).flags[S('baltimore')]! & FLAG.BURNED));
});

test('war1812 11.4: British events make a tribe hostile, American events neutral, never once subjugated', () => {
  const sauk = c.tribes.findIndex((t) => t.id === 'sauk');
  const s = bare();
  s.hands = [[K.brSauk], [cardOf(2, (id) => c.cSide[id] === 1)]];
  const t = act(s, 0, { type: 'play', card: K.brSauk, use: 'event' });
  assert.equal(t.tribes[sauk], 1);
  const pot = c.tribes.findIndex((x) => x.id === 'potawatomi');
  const u = bare();
  u.active = 1;
  u.hands = [[cardOf(2, (id) => c.cSide[id] === 0)], [K.usPotawatomi]];
  u.year = 1813;
  assert.equal(act(u, 1, { type: 'play', card: K.usPotawatomi, use: 'event' }).tribes[pot], 0);
  const v = bare();
  v.tribes[sauk] = 2;
  v.hands = [[K.brSauk], [cardOf(2, (id) => c.cSide[id] === 1)]];
  assert.equal(act(v, 0, { type: 'play', card: K.brSauk, use: 'event' }).tribes[sauk], 2);
});

test('war1812 11.5: the winter lay-up scores once per side per winter, and no squadron sails out onto a lake in winter', () => {
  const s = bare();
  s.year = 1814; s.turn = 1; s.peace = [6, 18];
  exp(s, 1, 'LO', 'lake-ontario', ['chauncey'], { brig: 1 });
  s.hands = [[cardOf(1)], [cardOf(2)]];
  movePos(s, 1, 'LO', 4);
  const t = act(s, 1, { type: 'move', to: S('sacketts-harbour') });
  assert.equal(t.peace[0], 7);
  assert.ok(!has(t, 1, { type: 'move', to: S('lake-ontario') }), 'the lake is frozen: no round trip for a second box');
  const u = structuredClone(t);
  u.layup = 0;
  u.turn = 2;
  assert.ok(has(u, 1, { type: 'move', to: S('lake-ontario') }), 'in spring the squadron sails again');
  const w = structuredClone(s);
  w.layup = 2;
  const x = act(w, 1, { type: 'move', to: S('sacketts-harbour') });
  assert.equal(x.peace[0], 6, 'not twice in one winter');
});

test('war1812 11.6: the Napoleon events come in order: abdication, the escape (not before October-December 1814), Waterloo (not in the escape\'s turn)', () => {
  const s = bare();
  s.year = 1814; s.turn = 1;
  s.hands = [[K.abdicates, K.elba, K.waterloo], [cardOf(2, (id) => c.cSide[id] === 1)]];
  assert.ok(has(s, 0, { type: 'play', card: K.abdicates, use: 'event' }));
  rejects(s, 0, { type: 'play', card: K.elba, use: 'event' }, 'war1812 11.6');
  rejects(s, 0, { type: 'play', card: K.waterloo, use: 'event' }, 'war1812 11.6');
  const t = act(s, 0, { type: 'play', card: K.abdicates, use: 'event' });
  assert.equal(t.nap, 1);
  assert.equal(t.napTurn[1], turnIndex(1814, 1));
  assert.ok(t.removed.includes(K.abdicates));
  const u = act(t, 1, { type: 'play', card: t.hands[1][0]!, use: 'ops' });
  const v = act(u, 1, { type: 'done' });
  rejects(v, 0, { type: 'play', card: K.elba, use: 'event' }, 'war1812 11.6');
  v.turn = 4;
  rejects(v, 0, { type: 'play', card: K.elba, use: 'event' }, 'war1812 11.6');
  v.turn = 5;
  const w = act(v, 0, { type: 'play', card: K.elba, use: 'event' });
  assert.equal(w.nap, 2);
  w.active = 0; w.phase = 'play';
  rejects(w, 0, { type: 'play', card: K.waterloo, use: 'event' }, 'war1812 11.6');
  // either side may play them
  const x = bare();
  x.active = 1; x.year = 1814;
  x.hands = [[cardOf(2, (id) => c.cSide[id] === 0)], [K.abdicates]];
  assert.equal(act(x, 1, { type: 'play', card: K.abdicates, use: 'event' }).nap, 1);
});

test('war1812 12.1: peace is checked after a whole card; after October-December 1815 the treaty puts the pair halfway', () => {
  const s = bare();
  s.year = 1815; s.turn = 5; s.peace = [5, 12];
  s.phase = 'play'; s.active = 0;
  const card = s.deck.pop()!;
  s.hands = [[card], []];
  const r1 = actLog(s, 0, { type: 'play', card, use: 'ops' });
  const { state, log } = actLog(r1.state, 0, { type: 'done' });
  assert.ok(log.some((e) => e.key === 'w.treatyRatified' && e.rule === 'war1812 12.1'));
  // weariness first (6, 11), then halfway: 8.5, a half toward the American end: 9
  assert.equal(log.find((e) => e.key === 'w.peace')!.params!.box, 9);
  assert.equal(state.phase, 'lastcard');
  // peace is not declared in the middle of a card: an activation's battle that meets the markers waits for the stop
  const u = bare();
  u.peace = [11, 12];
  u.hands = [[cardOf(1)], [cardOf(2)]];
  exp(u, 0, 'A', 'presque-isle', ['brock'], { regular: 10 });
  u.control[S('presque-isle')] = 0;
  gar(u, 1, 'cleveland', { militia: 2 });
  movePos(u, 0, 'A', 4);
  const v = act(dice(u, [9, 0]), 0, { type: 'move', to: S('cleveland') });
  assert.deepEqual(v.peace, [11, 11], 'the major battle met the markers');
  assert.equal(v.ghent, null);
  assert.equal(v.phase, 'move');
  const w = act(v, 0, { type: 'stop' });
  assert.ok(w.ghent);
  assert.equal(w.phase, 'lastcard');
});

test('war1812 12.2: a space the controller still occupies keeps its flag at peace', () => {
  const s = bare();
  s.tribes = s.tribes.map(() => 0);
  s.control[S('urbana')] = 0;
  gar(s, 0, 'urbana', { militia: 1 });
  s.peace = [12, 13];
  s.hands = [[K.brPeace], [cardOf(2, (id) => c.cSide[id] === 1 && !c.cards[id]!.peace)]];
  const t = act(s, 0, { type: 'play', card: K.brPeace, use: 'event' });
  assert.ok(t.ghent);
  assert.equal(t.control[S('urbana')], 0);
  assert.equal(garOf(t, 0, 'urbana')!.u[U.MIL], 1);
});

test('war1812 12.3: the Ghent numbers and the shift are logged and kept', () => {
  const s = bare();
  s.peace = [12, 13];
  s.hands = [[K.brPeace], [cardOf(2, (id) => c.cSide[id] === 1 && !c.cards[id]!.peace)]];
  const { state, log } = actLog(s, 0, { type: 'play', card: K.brPeace, use: 'event' });
  const g = log.find((e) => e.key === 'w.ghent')!;
  assert.equal(g.rule, 'war1812 12.3');
  assert.equal(g.params!.british, state.ghent!.numbers[0]);
  assert.equal(g.params!.shift, state.ghent!.shift);
});

test('war1812 12.4: a player with no card is dealt one for the last card; once both have played the game ends', () => {
  const s = bare();
  s.peace = [12, 13];
  s.hands = [[K.brPeace], []];
  const t = act(s, 0, { type: 'play', card: K.brPeace, use: 'event' });
  assert.equal(t.phase, 'lastcard');
  assert.equal(t.hands[0].length, 1, 'the British had played their last card: dealt one');
  assert.equal(t.hands[1].length, 1);
  rejects(t, t.active, { type: 'napoleon', fleet: 0, wellington: false }, 'war1812 core');
});

test('war1812 12.5: the result names the level, the winner and the box', () => {
  const s = bare();
  s.peace = [0, 0];
  s.ghent = { numbers: [0, 0], shift: 0, box: 0 };
  s.phase = 'lastcard'; s.lastCards = 1; s.active = 0;
  s.hands = [[cardOf(1)], []];
  const t = act(s, 0, { type: 'pass' });
  assert.deepEqual(t.result, { winner: 'british', reason: 'w.result-british-decisive', rule: 'war1812 12.5', params: { box: 0 } });
  assert.equal(legal(t, 0).length, 0);
  rejects(t, 0, { type: 'pass' }, 'war1812 core');
});

test('war1812 9.0: a squadron is an expedition of ships, or of naval leaders only; it moves only between its port and its lake', () => {
  const s = bare();
  exp(s, 1, 'LO', 'sacketts-harbour', ['chauncey'], {});
  movePos(s, 1, 'LO', 4);
  assert.deepEqual(legal(s, 1).filter((a) => a.type === 'move'), [{ type: 'move', to: S('lake-ontario') }], 'a commodore alone sails');
  const t = bare();
  exp(t, 1, 'LO', 'sacketts-harbour', ['chauncey'], { brig: 1, regular: 1 });
  movePos(t, 1, 'LO', 4);
  assert.ok(!legal(t, 1).some((a) => a.type === 'move' && a.to === S('utica')), 'ships do not march inland');
});

test('war1812 8.6 with 6.7: beaten British defenders who are not all Indians never retreat into a Civilized Indian area', () => {
  // British regulars hold Fort Mims (taken); the Americans attack from Mobile. Fort Mims' other neighbours are
  // Horseshoe Bend and the Choctaw (Civilized Indian): no retreat is open, the regulars surrender
  const s = bare();
  s.control[S('fort-mims')] = 0;
  s.control[S('mobile')] = 1;
  s.fort[S('fort-mims')] = 0;
  gar(s, 0, 'fort-mims', { regular: 12 });
  exp(s, 1, '4', 'mobile', ['jackson'], { regular: 10 });
  movePos(s, 1, '4', 4);
  const { state, log } = actLog(dice(s, [6, 0]), 1, { type: 'move', to: S('fort-mims') });
  assert.ok(log.some((e) => e.key === 'w.attackerWins'));
  assert.ok(log.some((e) => e.key === 'w.surrender'), 'nowhere to go');
  assert.ok(!state.stacks.some((st) => st.side === 0 && (st.at === S('horseshoe-bend') || st.at === S('choctaw'))));
  // British Indians may go there
  const t = bare();
  t.control[S('fort-mims')] = 0; t.control[S('mobile')] = 1; t.fort[S('fort-mims')] = 0;
  gar(t, 0, 'fort-mims', { indian: 6 });
  exp(t, 1, '4', 'mobile', ['jackson'], { regular: 10 });
  movePos(t, 1, '4', 4);
  const r = actLog(dice(t, [6, 0]), 1, { type: 'move', to: S('fort-mims') });
  assert.ok(r.log.some((e) => e.key === 'w.retreat'));
  assert.ok(r.state.stacks.some((st) => st.side === 0 && [S('horseshoe-bend'), S('choctaw')].includes(st.at)));
});
