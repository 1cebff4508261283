/** War of 1812, chart: Unit Abilities (chart L172-198): militia and fencible desertion, winter, regulars,
 *  artillery, cavalry, voyageurs, Indians, and the leader value ranges. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LogEntry } from '../../src/core/log.js';
import { tableResult } from '../../src/games/war1812/combat.js';
import { U, type War1812State } from '../../src/games/war1812/state.js';
import { L, S, act, actLog, bare, c, cardOf, dice, exp, gar, garOf, movePos, opsAct, opsLegal, opsPos, spAt, stackOf, targets } from './helpers.js';

/** Riall's expedition at Fort Erie crossing to Buffalo (American soil, held by the British so that no local
 *  militia turns out): the desertion die is the first draw. */
function crossing(u: Record<string, number>, die: number): { state: War1812State; log: LogEntry[] } {
  const s = bare();
  exp(s, 0, 'B', 'fort-erie', ['riall'], u);
  s.control[S('buffalo')] = 0;
  movePos(s, 0, 'B', 4);
  return actLog(dice(s, [die]), 0, { type: 'move', to: S('buffalo') });
}
const des = (log: LogEntry[]) => log.find((e) => e.key === 'w.desertion')!;

test('war1812 chart: Unit Abilities, militia desertion 0 none move', () => {
  const { state, log } = crossing({ regular: 1, militia: 4 }, 0);
  assert.equal(des(log).params!.go, 0);
  assert.equal(stackOf(state, 0, 'B')!.at, S('buffalo'));
  assert.equal(stackOf(state, 0, 'B')!.u[U.MIL], 0);
  assert.equal(spAt(state, 0, 'fort-erie', 'militia'), 4, 'the militia stay behind');
  assert.equal(des(log).rule, 'war1812 6.8');
});

test('war1812 chart: Unit Abilities, militia desertion 1-3 half move (rounded up)', () => {
  for (const die of [1, 3]) {
    const { state, log } = crossing({ regular: 1, militia: 5 }, die);
    assert.equal(des(log).params!.go, 3, `die ${die}: half of 5, rounded up`);
    assert.equal(stackOf(state, 0, 'B')!.u[U.MIL], 3);
    assert.equal(spAt(state, 0, 'fort-erie', 'militia'), 2);
  }
  const even = crossing({ regular: 1, militia: 4 }, 2);
  assert.equal(stackOf(even.state, 0, 'B')!.u[U.MIL], 2);
});

test('war1812 chart: Unit Abilities, militia desertion 4-9 all move', () => {
  for (const die of [4, 9]) {
    const { state } = crossing({ regular: 1, militia: 5 }, die);
    assert.equal(stackOf(state, 0, 'B')!.u[U.MIL], 5, `die ${die}`);
    assert.equal(spAt(state, 0, 'fort-erie'), 0);
  }
});

test('war1812 chart: Unit Abilities, militia desertion only when moving into the US', () => {
  // inside Canada: no roll
  const s = bare();
  exp(s, 0, 'B', 'fort-erie', ['riall'], { militia: 4 });
  movePos(s, 0, 'B', 4);
  const { log } = actLog(s, 0, { type: 'move', to: S('queenston') });
  assert.ok(!log.some((e) => e.key === 'w.desertion'));
  // within the US (Buffalo to Lewiston, both American soil): no roll
  const t = bare();
  exp(t, 0, 'B', 'buffalo', ['riall'], { militia: 4 });
  t.control[S('buffalo')] = 0; t.control[S('lewiston')] = 0;
  movePos(t, 0, 'B', 4);
  assert.ok(!actLog(t, 0, { type: 'move', to: S('lewiston') }).log.some((e) => e.key === 'w.desertion'));
});

test('war1812 chart: Unit Abilities, fencibles check desertion like militia moving into the US', () => {
  const { state, log } = crossing({ regular: 1, fencible: 2, militia: 4 }, 2);
  assert.equal(des(log).params!.n, 6, 'militia and fencibles roll together');
  assert.equal(des(log).params!.go, 3);
  const b = stackOf(state, 0, 'B')!;
  assert.equal(b.u[U.MIL]! + b.u[U.FEN]!, 3);
  assert.equal(b.u[U.REG], 1, 'regulars never desert');
  const zero = crossing({ fencible: 2 }, 0);
  assert.equal(stackOf(zero.state, 0, 'B')!.u[U.FEN], 0);
  assert.equal(spAt(zero.state, 0, 'fort-erie', 'fencible'), 2);
});

test('war1812 6.8: American militia check desertion moving into British North America (design mirror of the chart)', () => {
  const s = bare();
  exp(s, 1, '2', 'buffalo', ['van-rensselaer'], { militia: 4 });
  s.control[S('fort-erie')] = 1;
  movePos(s, 1, '2', 4);
  const { state, log } = actLog(dice(s, [0]), 1, { type: 'move', to: S('fort-erie') });
  assert.equal(des(log).params!.go, 0);
  assert.equal(spAt(state, 1, 'buffalo', 'militia'), 4);
});

test('war1812 6.8 with 5.5: a leaderless militia SP that will not cross stays in its garrison; none is created or lost', () => {
  for (const die of [0, 1, 9]) {
    const s = opsPos(bare(), 0, 1);
    gar(s, 0, 'fort-erie', { militia: 1 });
    s.control[S('buffalo')] = 0;
    const t = opsAct(dice(s, [die]), 0, { type: 'shift', from: S('fort-erie'), to: S('buffalo'), unit: U.MIL });
    const here = spAt(t, 0, 'fort-erie'), there = spAt(t, 0, 'buffalo');
    assert.equal(here + there, 1, `die ${die}: one SP in all`);
    assert.equal(there, die === 0 ? 0 : 1, `die ${die}`);
  }
});

/** Play the last card of a turn so that the next turn starts (1812 Oct-Dec → winter 1813). */
function toWinter(s: War1812State): War1812State {
  s.year = 1812; s.turn = 5; s.phase = 'play'; s.active = 0;
  const card = cardOf(1);
  s.hands = [[card], []];
  s.deck = s.deck.filter((k) => k !== card);
  s.discard = s.discard.filter((k) => k !== card);
  let t = act(s, 0, { type: 'play', card, use: 'ops' });
  t = act(t, 0, { type: 'done' });
  assert.equal(t.year, 1813);
  assert.equal(t.turn, 1);
  return t;
}

test('war1812 chart: Unit Abilities, half the militia removed at the start of winter', () => {
  const s = bare();
  gar(s, 0, 'montreal', { militia: 5, regular: 1 });
  exp(s, 0, 'D', 'montreal', ['prevost'], { militia: 4 });
  gar(s, 1, 'new-york', { militia: 3 });
  const t = toWinter(s);
  assert.equal(garOf(t, 0, 'montreal')!.u[U.MIL], 2, '5 → 2: half (rounded up) go home');
  assert.equal(stackOf(t, 0, 'D')!.u[U.MIL], 2);
  assert.equal(garOf(t, 0, 'montreal')!.u[U.REG], 1);
  assert.equal(garOf(t, 1, 'new-york')!.u[U.MIL], 1, 'American militia too (design reading)');
});

test('war1812 chart: Unit Abilities, Indians all removed at the start of winter', () => {
  const s = bare();
  exp(s, 0, 'A', 'amherstburg', ['brock', 'tecumseh'], { indian: 3, regular: 1 });
  gar(s, 0, 'georgian-bay', { indian: 2, voyageur: 1 });
  const t = toWinter(s);
  assert.equal(stackOf(t, 0, 'A')!.u[U.IND], 0);
  assert.equal(stackOf(t, 0, 'A')!.u[U.REG], 1);
  assert.equal(spAt(t, 0, 'georgian-bay', 'indian'), 0);
  assert.equal(spAt(t, 0, 'georgian-bay', 'voyageur'), 1);
});

test('war1812 chart: Unit Abilities, regulars cannot be raised with Operations Points', () => {
  for (const side of [0, 1] as const) {
    const s = opsPos(bare(), side, 4);
    s.control[S('fort-mackinac')] = 0;
    assert.ok(!opsLegal(s, side, 'raise').some((a) => a.type === 'raise' && a.unit === U.REG), `side ${side}`);
  }
});

/** Brock's expedition attacks Detroit (frontier town: no local militia) from British-held Frenchtown. */
function attack(u: Record<string, number>, fort: number, rolls: [number, number], defender: Record<string, number> = { militia: 2 }, leaders = ['brock']) {
  const s = bare();
  exp(s, 0, 'A', 'frenchtown', leaders, u);
  s.control[S('frenchtown')] = 0;
  s.fort[S('detroit')] = fort;
  gar(s, 1, 'detroit', defender);
  movePos(s, 0, 'A', 4);
  const r = actLog(dice(s, rolls), 0, { type: 'move', to: S('detroit') });
  return { ...r, battle: r.log.find((e) => e.key === 'w.battle' || e.key === 'w.battleFort')!.params as Record<string, number> };
}

test('war1812 chart: Unit Abilities, artillery: each artillery point attacking a fort adds one asterisk', () => {
  // aDie 9: modified 9 + 3 (Brock) + 1 (regulars at least half) = 13, the 11+ row
  for (const art of [0, 1, 2]) {
    const { battle } = attack({ regular: 4, artillery: art }, 1, [9, 0]);
    const base = tableResult(battle.aDie! + battle.aMod!, 4 + art)[1];
    assert.equal(battle.aStars! + battle.absorbed!, base + art, `${art} artillery`);
  }
  // not against a place without a fort
  const { battle } = attack({ regular: 4, artillery: 2 }, 0, [9, 0]);
  assert.equal(battle.aStars, tableResult(battle.aDie! + battle.aMod!, 6)[1]);
});

test('war1812 chart: Unit Abilities, cavalry in the expedition adds one asterisk (not against forts)', () => {
  const open = attack({ regular: 4, cavalry: 1 }, 0, [9, 0]);
  assert.equal(open.battle.aStars, tableResult(open.battle.aDie! + open.battle.aMod!, 5)[1] + 1);
  const fort = attack({ regular: 4, cavalry: 1 }, 1, [9, 0]);
  assert.equal(fort.battle.aStars! + fort.battle.absorbed!, tableResult(fort.battle.aDie! + fort.battle.aMod!, 5)[1]);
});

test('war1812 chart: Unit Abilities, voyageurs use wilderness trails and get +1 on the Wilderness Movement Chart', () => {
  const s = bare();
  exp(s, 0, 'E', 'st-joseph', ['mcdouall'], { voyageur: 1 });
  movePos(s, 0, 'E', 4);
  assert.ok(targets(s, 0, 'trail').length > 0);
  const { log } = actLog(dice(s, [9]), 0, { type: 'trail', to: S('prophetstown') });
  assert.ok((log.find((e) => e.key === 'w.wildernessOk')!.params!.mods as string[]).includes('voyageurs +1'));
});

test('war1812 chart: Unit Abilities, Indians use wilderness trails', () => {
  const s = bare();
  exp(s, 0, 'A', 'st-joseph', ['tecumseh'], { indian: 2 });
  movePos(s, 0, 'A', 4);
  assert.ok(targets(s, 0, 'trail').includes(S('prophetstown')));
});

test('war1812 chart: Unit Abilities, an expedition of Indians only is -2 against forts', () => {
  const f = attack({ indian: 4 }, 1, [5, 0], { militia: 2 }, ['tecumseh']);
  assert.equal(f.battle.aMod, 3 - 2, 'Tecumseh 3, Indians only against a fort -2');
  const o = attack({ indian: 4 }, 0, [5, 0], { militia: 2 }, ['tecumseh']);
  assert.equal(o.battle.aMod, 3);
  const mixed = attack({ indian: 3, militia: 1 }, 1, [5, 0], { militia: 2 }, ['tecumseh']);
  assert.equal(mixed.battle.aMod, 3, 'one militia SP: not Indians only');
});

test('war1812 chart: Unit Abilities, leader values: initiative 1-4, rank 1-3 stars, tactics 1-3', () => {
  assert.ok(c.leaders.length > 40);
  for (const l of c.leaders) {
    assert.ok(l.initiative >= 1 && l.initiative <= 4, l.id);
    assert.ok(l.rank >= 1 && l.rank <= 3, l.id);
    assert.ok(l.tactics >= 1 && l.tactics <= 3, l.id);
  }
  assert.equal(L('brock') >= 0, true);
});
