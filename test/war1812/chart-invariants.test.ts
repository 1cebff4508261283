/** War of 1812: chart entries checked as invariants over random games (every decision at random among the legal
 *  actions), after every action. Each assertion names the chart line it holds. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LogEntry } from '../../src/core/log.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { TERRAIN } from '../../src/games/war1812/compile.js';
import { initiativeOf } from '../../src/games/war1812/operations.js';
import { landSP } from '../../src/games/war1812/stacks.js';
import { LAND_UNITS, U, type War1812State } from '../../src/games/war1812/state.js';
import { c, fresh, war1812 } from './helpers.js';

const GAMES = Number(process.env.WAR1812_CHART_GAMES ?? 200);
const startForts = fresh('forts').fort.slice();

function checkState(s: War1812State, where: string): void {
  for (const st of s.stacks) {
    // chart L58: only Indians and Indian leaders of the British enter Civilized Indian areas
    if (st.side === 0 && c.terrain[st.at] === TERRAIN.INDIAN && (landSP(st) > 0 || st.leaders.length)) {
      assert.equal(landSP(st), st.u[U.IND], `${where}: British non-Indians in ${c.ids[st.at]}`);
      assert.ok(st.leaders.every((l) => c.lIndian[l]), `${where}: a British non-Indian leader in ${c.ids[st.at]}`);
    }
  }
  for (let sp = 0; sp < c.n; sp++) {
    assert.ok(s.fort[sp]! <= 3, `${where}: fort level ${s.fort[sp]}`);
    // chart L92: no fort upgrade in the wilderness
    if (c.terrain[sp] === TERRAIN.WILDERNESS) assert.ok(s.fort[sp]! <= Math.max(1, startForts[sp]!), `${where}: fort ${s.fort[sp]} in the wilderness at ${c.ids[sp]}`);
  }
  // chart L232: peace when the markers meet, and they never pass
  assert.ok(s.peace[0] <= s.peace[1], `${where}: the markers passed`);
  // (design 12.1, an open question: peace is checked after a card and at the end of a turn, so markers that meet in
  // the Napoleon step at the start of a turn wait for the next card)
  if (s.phase === 'play' && !napoleonJustNow) assert.ok(s.peace[0] < s.peace[1], `${where}: the markers met but play goes on`);
}
let napoleonJustNow = false;

function checkLegal(s: War1812State, side: 0 | 1, acts: { type: string; [k: string]: unknown }[], where: string): void {
  for (const a of acts) {
    if (a.type === 'raise') {
      // chart L178: regulars never raised; L134-140: Indians only while Ft. Mackinac is British
      assert.notEqual(a.unit, U.REG, `${where}: regulars raised`);
      if (a.unit === U.IND) assert.equal(s.control[c.mackinac], 0, `${where}: Indians raised with Mackinac not British`);
      if (side === 1) assert.ok(!([U.FEN, U.VOY, U.IND] as number[]).includes(a.unit as number), `${where}: an American raises a British-only unit`);
      if (side === 0) assert.notEqual(a.unit, U.RGT, `${where}: the British raise regiments`);
    }
    // chart L88: activation with a card value ≥ the commander's initiative
    if (a.type === 'activate' && s.phase === 'ops') {
      const st = s.stacks.find((x) => x.id === a.stack && x.side === side)!;
      assert.ok(s.ops!.value >= initiativeOf(c, st.leaders), `${where}: activation below the initiative`);
    }
    // chart L262: no British blockade with the last card; L260: no peace event with it
    if (a.type === 'blockade') assert.equal(s.ghent, null, `${where}: a blockade with the last card`);
    if (a.type === 'play' && a.use === 'event' && s.ghent) assert.ok(!c.cards[a.card as number]!.peace, `${where}: a peace event with the last card`);
    // chart L60: trails for Indians, voyageurs and rangers only
    if (a.type === 'trail') {
      const st = s.stacks[s.mover!.stack]!;
      for (let t = 0; t < LAND_UNITS; t++) if (st.u[t]) assert.ok([U.IND, U.VOY, U.RNG].includes(t as never), `${where}: unit ${t} on a trail`);
    }
  }
}

function checkLog(log: LogEntry[], where: string): void {
  for (const e of log) {
    // chart L66: 7 or more succeeds
    if (e.key === 'w.wildernessOk') assert.ok((e.params!.total as number) >= 7, `${where}: success below 7`);
    if (e.key === 'w.wildernessFail') assert.ok((e.params!.total as number) < 7, `${where}: failure at 7+`);
    // chart L174: desertion 0 none, 1-3 half rounded up, 4-9 all
    if (e.key === 'w.desertion') {
      const { die, n, go } = e.params as Record<string, number>;
      assert.equal(go, die === 0 ? 0 : die! <= 3 ? Math.ceil(n! / 2) : n, `${where}: desertion`);
    }
    // chart L36-46: local militia = the roll in a major city, half otherwise
    if (e.key === 'w.localMilitia') {
      const { die, n, at } = e.params as Record<string, number>;
      assert.equal(n, c.loc[at!] === 1 ? die : Math.floor(die! / 2), `${where}: local militia`);
    }
    // chart L252: the Ghent shift is the difference / 4 rounded up
    if (e.key === 'w.ghent') {
      const { british, american, shift } = e.params as Record<string, number>;
      assert.equal(shift, Math.ceil(Math.abs(british! - american!) / 4), `${where}: Ghent shift`);
    }
  }
}

test(`war1812 chart: every chart rule holds as an invariant over ${GAMES} random games`, () => {
  const seen = new Set<string>();
  for (let g = 0; g < GAMES; g++) {
    let s = fresh(`chart-inv-${g}`);
    const r = createRng(`chart-inv-pick-${g}`);
    let lastTurn = `${s.year}/${s.turn}`;
    for (let n = 0; !war1812.result(s); n++) {
      const sideName = war1812.activeSides(s)[0]! as 'british' | 'american';
      const side = sideName === 'british' ? 0 : 1;
      const acts = war1812.legalActions(s, sideName) as unknown as { type: string; [k: string]: unknown }[];
      const where = `game ${g} action ${n}`;
      checkLegal(s, side, acts, where);
      const a = acts[randomInt(r, acts.length)]!;
      const log: LogEntry[] = [];
      const before = war1812.clone(s);
      war1812.applyInPlace(s, sideName, a as never, log);
      napoleonJustNow = a.type === 'napoleon' || log.some((e) => e.key === 'w.wellingtonCommitted');
      checkLog(log, where);
      checkState(s, where);
      for (const e of log) seen.add(e.key);
      // chart L174, L192: a new January-March turn starts with half the militia gone and no Indians
      const turn = `${s.year}/${s.turn}`;
      if (turn !== lastTurn && s.turn === 1) {
        assert.ok(log.some((e) => e.key === 'w.winter'), `${where}: no winter step`);
        // the turn's arrivals bring no Indians (pack), so none may be left on the board
        assert.equal(s.stacks.reduce((k, st) => k + st.u[U.IND]!, 0), 0, `${where}: Indians through the winter`);
        void before;
      }
      lastTurn = turn;
      assert.ok(n < 20000);
    }
  }
  for (const k of ['w.wildernessOk', 'w.wildernessFail', 'w.desertion', 'w.localMilitia', 'w.ghent', 'w.winter']) assert.ok(seen.has(k), `the random games met ${k}`);
});
