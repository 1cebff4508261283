/** War of 1812, chart: Victory (chart L200-228): every trigger that moves a Peace Track marker. The British
 *  marker starts at box 0 and the American at the other end; "advance" is toward the other marker. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LogEntry } from '../../src/core/log.js';
import { FLAG, U, type War1812State } from '../../src/games/war1812/state.js';
import { K, S, act, actLog, bare, c, dice, exp, gar, movePos, opsAct, opsPos, stackOf } from './helpers.js';

const P0 = 6, P1 = 18;
function board(): War1812State {
  const s = bare();
  s.peace = [P0, P1];
  return s;
}
/** Brock's expedition at British-held Presque Isle attacks Cleveland (frontier town: no local militia, no star). */
function attack(u: Record<string, number>, def: Record<string, number>, rolls: number[], fort = 0, defLeaders: string[] = []) {
  const s = board();
  exp(s, 0, 'A', 'presque-isle', ['brock'], u);
  s.control[S('presque-isle')] = 0;
  s.fort[S('cleveland')] = fort;
  if (defLeaders.length) exp(s, 1, '1', 'cleveland', defLeaders, def); else gar(s, 1, 'cleveland', def);
  movePos(s, 0, 'A', 4);
  const r = actLog(dice(s, rolls), 0, { type: 'move', to: S('cleveland') });
  return { ...r, battle: r.log.find((e) => e.key === 'w.battle' || e.key === 'w.battleFort')?.params as Record<string, number> };
}
const has = (log: LogEntry[], key: string) => log.some((e) => e.key === key);

test('war1812 chart: Victory, card events move the markers as shown on the card', () => {
  // a British card advancing the American marker 1; a British card moving the British marker 1 back
  for (const [card, expect] of [[K.brPeace, [P0, P1 - 1]], [K.brRally, [P0 - 1, P1]]] as const) {
    const s = board();
    s.hands[0] = [card];
    s.hands[1] = [c.cardIds.find((k) => c.cSide[k] === 1)!];
    const t = act(s, 0, { type: 'play', card, use: 'event' });
    assert.deepEqual(t.peace, expect, `card ${card}`);
  }
  // an American card advancing the British marker
  const s = board();
  s.active = 1;
  s.hands = [[K.brRally], [K.usPeace]];
  assert.deepEqual(act(s, 1, { type: 'play', card: K.usPeace, use: 'event' }).peace, [P0 + 1, P1]);
});

test('war1812 chart: Victory, an expedition whose SP are all eliminated in battle advances its own marker', () => {
  // one British regular against 12 militia: the expedition is wiped out
  const { state, log } = attack({ regular: 1 }, { militia: 12 }, [0, 9]);
  assert.ok(has(log, 'w.devastating'));
  assert.equal(state.peace[0], P0 + 1, 'the British marker advances');
  assert.equal(state.peace[1], P1);
  // a garrison (no expedition marker) wiped out is no devastating loss
  const g = attack({ regular: 8 }, { militia: 1 }, [9, 0]);
  assert.ok(!has(g.log, 'w.devastating'));
});

test('war1812 chart: Victory, major battle (2 more asterisks after the fort\'s absorption) advances the loser\'s marker', () => {
  // Brock 3 + regulars 1: die 9 → 13, 10 SP: 5 hits 2 asterisks; the militia roll 0: no asterisk. 2 more: major
  const m = attack({ regular: 10 }, { militia: 2 }, [9, 0]);
  assert.equal(m.battle.aStars, 2);
  assert.equal(m.battle.dStars, 0);
  assert.ok(has(m.log, 'w.majorBattle'));
  assert.equal(m.state.peace[1], P1 - 1, 'the American marker advances');
  // die 3 → 7: 3 hits 1 asterisk; only 1 more: no major battle
  const n = attack({ regular: 10 }, { militia: 2 }, [3, 0]);
  assert.equal(n.battle.aStars, 1);
  assert.ok(!has(n.log, 'w.majorBattle'));
  assert.equal(n.state.peace[1], P1);
});

test('war1812 chart: Victory, major battle: the asterisks a fort absorbs do not count', () => {
  // the same 2 asterisks against a level-1 fort: 1 absorbed, 1 left: no major battle
  const f = attack({ regular: 10 }, { militia: 2 }, [9, 0], 1);
  assert.equal(f.battle.absorbed, 1);
  assert.equal(f.battle.aStars, 1);
  assert.ok(!has(f.log, 'w.majorBattle'));
  // one artillery SP adds an asterisk against the fort: 3 - 1 = 2: major
  const a = attack({ regular: 9, artillery: 1 }, { militia: 2 }, [9, 0], 1);
  assert.equal(a.battle.aStars, 2);
  assert.ok(has(a.log, 'w.majorBattle'));
  assert.equal(a.state.peace[1], P1 - 1);
});

test('war1812 chart: Victory, major battle won by the defender advances the attacker\'s marker', () => {
  // 1 regular attacks Harrison (tactics 2) and 10 regulars: the defender rolls 9 → 12 (+1 regulars), 5 hits 2 asterisks
  const d = attack({ regular: 1 }, { regular: 10 }, [0, 9], 0, ['harrison']);
  assert.ok(has(d.log, 'w.defenderWins'));
  assert.ok(has(d.log, 'w.majorBattle'));
  assert.equal(d.state.peace[0], P0 + 2, 'major battle +1 and the wiped-out expedition +1');
});

/** The British Ontario squadron at Kingston sails against the American squadron on the lake. */
function lake(ameri: Record<string, number>, rolls: number[], americanPorts: boolean) {
  const s = board();
  exp(s, 0, 'ON', 'kingston', ['yeo'], { ship: 3 });
  exp(s, 1, 'LO', 'lake-ontario', ['chauncey'], ameri);
  if (!americanPorts) { s.control[S('sacketts-harbour')] = 0; s.control[S('oswego')] = 0; }
  movePos(s, 0, 'ON', 4);
  return actLog(dice(s, rolls), 0, { type: 'move', to: S('lake-ontario') });
}

test('war1812 chart: Victory, a lake battle is a major battle when the winner sinks or captures 10 or more SP of enemy ships', () => {
  // Yeo 2, 18 SP: die 9 → 11, 8 hits: one ship (6 SP) sunk. Chauncey's other ship cannot reach a friendly port:
  // taken (captured). 12 SP in all: a major battle
  const cap = lake({ ship: 2 }, [9, 0], false);
  assert.ok(has(cap.log, 'w.lakeBattle'));
  assert.equal(cap.log.find((e) => e.key === 'w.lakeBattle')!.params!.sunkD, 6);
  assert.ok(has(cap.log, 'w.majorLakeBattle'), 'sunk 6 + captured 6 = 12');
  assert.equal(cap.state.peace[1], P1 - 1);
  // with a port to go to only 6 SP are sunk: no major battle
  const port = lake({ ship: 2 }, [9, 0], true);
  assert.ok(!has(port.log, 'w.majorLakeBattle'));
  assert.equal(stackOf(port.state, 1, 'LO')!.at, S('sacketts-harbour'), 'the beaten squadron returns to port');
  assert.equal(port.state.peace[1], P1);
});

test('war1812 chart: Victory, a major city captured advances its owner\'s marker once; the City Captured marker stops a second count', () => {
  const s = board();
  exp(s, 0, 'A', 'new-london', ['brock'], { regular: 6 });
  s.control[S('new-london')] = 0;
  movePos(s, 0, 'A', 4);
  // the local militia roll 0: nobody turns out, New York falls
  const { state, log } = actLog(dice(s, [0]), 0, { type: 'move', to: S('new-york') });
  assert.ok(has(log, 'w.cityCaptured'));
  assert.equal(state.control[S('new-york')], 0);
  assert.equal(state.peace[1], P1 - 1, 'the owner (American) marker advances');
  assert.ok(state.flags[S('new-york')]! & FLAG.CAPTURED);
  // retaken by the Americans and taken again: the marker does not move again
  const t = state;
  t.control[S('new-york')] = 1;
  t.stacks = t.stacks.filter((st) => st.id !== 'A');
  exp(t, 0, 'A', 'new-london', ['brock'], { regular: 6 });
  movePos(t, 0, 'A', 4);
  const again = actLog(dice(t, [0]), 0, { type: 'move', to: S('new-york') });
  assert.equal(again.state.control[S('new-york')], 0);
  assert.ok(!has(again.log, 'w.cityCaptured'));
  assert.equal(again.state.peace[1], P1 - 1);
});

test('war1812 chart: Victory, each full blockade advances the American marker', () => {
  const z = c.seas.indexOf(S('sea-new-york'));
  let s = opsAct(opsPos(board(), 0, 3), 0, { type: 'blockade', zone: z });
  assert.equal(s.peace[1], P1, 'a partial blockade moves nothing');
  s = opsAct(opsPos(s, 0, 3), 0, { type: 'blockade', zone: z });
  assert.equal(s.blockade[z], 2);
  assert.equal(s.peace[1], P1 - 1, 'full blockade: the American marker advances');
  // privateers bring it down; a second full blockade counts again ("each time")
  s = opsAct(opsPos(s, 1, 3), 1, { type: 'privateers', zone: z });
  assert.equal(s.blockade[z], 1);
  s = opsAct(opsPos(s, 0, 3), 0, { type: 'blockade', zone: z });
  assert.equal(s.peace[1], P1 - 2);
});

test('war1812 chart: Victory, each hostile tribe the Americans subjugate advances the British marker', () => {
  const s = board();
  exp(s, 1, '1', 'fort-harrison', ['harrison'], { regular: 4 });
  movePos(s, 1, '1', 4);
  assert.equal(s.tribes[c.tribes.findIndex((t) => t.id === 'shawnee')], 1);
  // the Shawnee warriors roll 0 (half: 0): Prophetstown is taken, the tribe subjugated
  const { state, log } = actLog(dice(s, [0]), 1, { type: 'move', to: S('prophetstown') });
  assert.ok(has(log, 'w.subjugated'));
  assert.equal(state.tribes[c.tribes.findIndex((t) => t.id === 'shawnee')], 2);
  assert.equal(state.peace[0], P0 + 1);
  // a neutral tribe's home taken subjugates nothing
  const n = board();
  exp(n, 1, '1', 'st-louis', ['harrison'], { regular: 4 });
  movePos(n, 1, '1', 4);
  const r = actLog(dice(n, [9]), 1, { type: 'move', to: S('rock-river') });
  assert.ok(!has(r.log, 'w.subjugated'));
  assert.equal(r.state.peace[0], P0);
});

test('war1812 chart: Victory, an objective star taken moves the capturing player\'s marker 1 back', () => {
  // Detroit (star, frontier town, empty): the British walk in
  const s = board();
  exp(s, 0, 'A', 'frenchtown', ['brock'], { regular: 4 });
  s.control[S('frenchtown')] = 0;
  movePos(s, 0, 'A', 4);
  assert.ok(c.star[S('detroit')]);
  const { state, log } = actLog(s, 0, { type: 'move', to: S('detroit') });
  assert.ok(has(log, 'w.star'));
  assert.equal(state.peace[0], P0 - 1);
  assert.equal(state.peace[1], P1);
  // design (11.2): once per side and star: the Americans retaking it score it once, the British a second time not
  const t = board();
  t.flags[S('detroit')] = FLAG.STAR_B;
  exp(t, 0, 'A', 'frenchtown', ['brock'], { regular: 4 });
  t.control[S('frenchtown')] = 0;
  movePos(t, 0, 'A', 4);
  assert.equal(act(t, 0, { type: 'move', to: S('detroit') }).peace[0], P0);
});

test('war1812 chart: Victory, a lake expedition moved into port in winter (1813 or later) advances the opponent\'s marker', () => {
  const at = (year: number, turn: number) => {
    const s = board();
    s.year = year; s.turn = turn;
    exp(s, 1, 'LO', 'lake-ontario', ['chauncey'], { brig: 1 });
    movePos(s, 1, 'LO', 4);
    return act(s, 1, { type: 'move', to: S('sacketts-harbour') });
  };
  assert.equal(at(1813, 1).peace[0], P0 + 1, 'winter 1813: the British marker advances');
  assert.equal(at(1814, 1).peace[0], P0 + 1);
  assert.equal(at(1813, 2).peace[0], P0, 'not in spring');
  assert.equal(at(1812, 1).peace[0], P0, 'not in 1812');
  void U;
});

test('war1812 chart: Victory, a Burned marker: a burned city taken again moves no marker', () => {
  // Washington taken and left (burned at the end of the turn, 11.3): taking it again scores nothing
  const s = board();
  s.flags[S('baltimore')] = FLAG.CAPTURED | FLAG.BURNED;
  exp(s, 0, 'A', 'washington', ['ross'], { regular: 4 });
  s.control[S('washington')] = 0;
  movePos(s, 0, 'A', 4);
  const { state, log } = actLog(s, 0, { type: 'move', to: S('baltimore') });
  assert.equal(state.control[S('baltimore')], 0);
  assert.ok(!has(log, 'w.cityCaptured'));
  assert.equal(state.peace[1], P1);
});

test('war1812 chart: Victory, a full blockade made by a card event advances the American marker too', () => {
  const s = board();
  const z = c.seas.indexOf(S('sea-chesapeake'));
  s.blockade[z] = 1;
  s.hands = [[K.brBlockChesapeake], [c.cardIds.find((k) => c.cSide[k] === 1)!]];
  const t = act(s, 0, { type: 'play', card: K.brBlockChesapeake, use: 'event' });
  assert.equal(t.blockade[z], 2);
  assert.equal(t.peace[1], P1 - 1);
});
