/**
 * Fuzz: ≥ 1,000 complete random games (every decision at random among the legal actions) to a Ghent result,
 * checking invariants after every action: no unit or leader in two places, SP totals change only by a rule
 * that says so in the log, land units on land and ships on lakes or in ports, the peace markers in range,
 * every card in exactly one place, and views that leak neither the other hand nor the deck.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply } from '../../src/core/engine.js';
import type { LogEntry } from '../../src/core/log.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { compiledFor, war1812 } from '../../src/games/war1812/index.js';
import { KIND } from '../../src/games/war1812/compile.js';
import { LAND_UNITS, NU, type War1812State } from '../../src/games/war1812/state.js';

const GAMES = Number(process.env.WAR1812_FUZZ_GAMES ?? 1000);
const c = compiledFor('default');
/** Log entries that may change the SP on the board (anything else must conserve them). */
const SP_CHANGES = new Set(['w.battle', 'w.battleFort', 'w.lakeBattle', 'w.winter', 'w.unsupplied', 'w.partialSupply', 'w.markersConvert', 'w.arrival',
  'w.unitsArrive', 'w.napArrive', 'w.raiseCity', 'w.attrition', 'w.portDestroyed', 'w.launched', 'w.surrender', 'w.raidersArrive', 'w.localMilitia', 'w.warriors']);

function totals(s: War1812State): number[] {
  const t = new Array<number>(NU * 2).fill(0);
  for (const st of s.stacks) for (let i = 0; i < NU; i++) t[st.side * NU + i]! += st.u[i]!;
  return t;
}

function invariants(s: War1812State, where: string): void {
  const max = c.pack.params.trackMax;
  assert.ok(s.peace[0] >= 0 && s.peace[1] <= max && s.peace[0] <= s.peace[1], `${where}: peace markers ${s.peace}`);
  const leaders = new Set<number>();
  const markers = new Set<string>();
  const garrisons = new Set<string>();
  for (const st of s.stacks) {
    assert.ok(st.at >= 0 && st.at < c.n, `${where}: stack at ${st.at}`);
    for (const l of st.leaders) { assert.ok(!leaders.has(l), `${where}: leader ${l} in two places`); leaders.add(l); assert.equal(c.lSide[l], st.side, `${where}: leader on the wrong side`); }
    if (st.id) { assert.ok(!markers.has(st.side + st.id), `${where}: marker ${st.id} twice`); markers.add(st.side + st.id); }
    else { const k = `${st.side}:${st.at}`; assert.ok(!garrisons.has(k), `${where}: two garrisons at ${k}`); garrisons.add(k); }
    assert.ok(st.u.every((x) => x >= 0 && Number.isInteger(x)), `${where}: bad unit counts ${st.u}`);
    let land = 0;
    for (let i = 0; i < LAND_UNITS; i++) land += st.u[i]!;
    if (land > 0) assert.equal(c.kind[st.at], KIND.LAND, `${where}: land units on ${c.ids[st.at]}`);
    if (c.kind[st.at] === KIND.LAKE) assert.equal(land, 0, `${where}: land units on a lake`);
    assert.notEqual(c.kind[st.at], KIND.SEA, `${where}: a stack in a sea zone`);
  }
  for (const side of [0, 1]) for (const l of s.pool[side]!) { assert.ok(!leaders.has(l), `${where}: pooled leader ${l} also in play`); leaders.add(l); }
  const cards = [...s.hands[0], ...s.hands[1], ...s.deck, ...s.discard, ...s.removed];
  assert.equal(new Set(cards).size, cards.length, `${where}: a card in two places`);
  assert.equal(cards.length, c.cardIds.filter((id) => c.cYear[id]! <= s.year).length, `${where}: cards lost or added`);
}

function viewChecks(s: War1812State, where: string): void {
  for (const side of ['british', 'american'] as const) {
    const me = side === 'british' ? 0 : 1;
    const v = war1812.view(s, side);
    assert.deepEqual(v.hand, s.hands[me], `${where}: own hand`);
    assert.equal((v as unknown as Record<string, unknown>).deck, undefined, `${where}: the deck order is in the view`);
    for (const m of v.appear) if (m.side !== me) assert.equal(m.unit, -1, `${where}: enemy marker type shown`);
    for (const k of Object.keys(v.raisedUnits)) assert.ok(k.startsWith(`${me}:`), `${where}: enemy raising shown`);
  }
  const o = war1812.view(s, 'observer');
  assert.deepEqual(o.hand, [], `${where}: observer sees a hand`);
}

test(`war1812 fuzz: ${GAMES} complete random games reach a Ghent result keeping every invariant (2.4, 5.x, 11.1, 12.5, views)`, () => {
  const results: Record<string, number> = {};
  let actions = 0;
  for (let g = 0; g < GAMES; g++) {
    let s = war1812.setup(`fuzz-${g}`, war1812.parseOptions({}), null);
    const r = createRng(`fuzz-pick-${g}`);
    invariants(s, `game ${g} setup`);
    let n = 0;
    while (!war1812.result(s)) {
      const sides = war1812.activeSides(s);
      assert.equal(sides.length, 1, `game ${g}: ${sides.length} sides to act in ${s.phase}`);
      const side = sides[0]!;
      const legal = war1812.legalActions(s, side);
      assert.ok(legal.length > 0, `game ${g}: ${side} has no legal action in ${s.phase}`);
      const a = legal[randomInt(r, legal.length)]!;
      const where = `game ${g} action ${n} ${side} ${JSON.stringify(a)}`;
      const before = totals(s);
      let log: LogEntry[] = [];
      if (n % 53 === 0) { const res = apply(war1812, s, side, a); s = res.state; log = res.log; }
      else war1812.applyInPlace(s, side, a, log);
      n++;
      const after = totals(s);
      if (after.some((x, i) => x !== before[i])) assert.ok(log.some((e) => SP_CHANGES.has(e.key)), `${where}: SP changed with no rule saying why (${log.map((e) => e.key)})`);
      invariants(s, where);
      if (n % 11 === 0) viewChecks(s, where);
      assert.ok(n < 20000, `game ${g}: no end after ${n} actions`);
    }
    actions += n;
    const res = war1812.result(s)!;
    results[res.reason] = (results[res.reason] ?? 0) + 1;
    assert.ok(s.year >= 1812 && s.year <= 1815, `game ${g} ended in ${s.year}`);
  }
  assert.ok(Object.keys(results).length >= 2, `results vary: ${JSON.stringify(results)}`);
  console.log(`  ${GAMES} games, ${actions} actions; results ${JSON.stringify(results)}`);
});
