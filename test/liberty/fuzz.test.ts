/**
 * Fuzz: ≥ 1,000 complete random games (every decision picked at random among the legal actions) from
 * different seeds, checking invariants after every action: 50 blocks conserved across map, pools and
 * prisoners; strengths within bounds; hexside limits never exceeded; views leak nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply } from '../../src/core/engine.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { liberty, compiledFor } from '../../src/games/liberty/index.js';
import { hexsideLimit } from '../../src/games/liberty/movement.js';
import { LOC, isHex, type LibertyState, type SideId } from '../../src/games/liberty/state.js';
import { visibleTo } from '../../src/games/liberty/view.js';

const GAMES = Number(process.env.LIBERTY_FUZZ_GAMES ?? 1000);
const c = compiledFor('default');
const VALID = new Set<number>([LOC.ATLANTIC, LOC.BWI, LOC.FWI, LOC.POOL, LOC.FRENCH_POOL, LOC.PRISONER]);

function invariants(s: LibertyState, where: string): void {
  assert.equal(s.loc.length, 50, where);
  for (let b = 0; b < 50; b++) {
    const l = s.loc[b]!;
    assert.ok(isHex(l) || VALID.has(l), `${where}: block ${b} at bad location ${l}`);
    if (l !== LOC.PRISONER) assert.ok(s.steps[b]! >= 1 && s.steps[b]! <= c.blocks.maxSteps[b]!, `${where}: block ${b} strength ${s.steps[b]}`);
    if (isHex(l)) {
      if (c.blocks.warship[b]) assert.ok(c.map.port[l] || !c.map.land[l], `${where}: warship ${b} on land`);
      else assert.ok(c.map.land[l], `${where}: land block ${b} at sea`);
    }
    if (c.blocks.french[b] && !s.frenchEntered) assert.notEqual(l, LOC.POOL, `${where}: French block in the pool before entry`);
    if (!c.blocks.french[b]) assert.notEqual(l, LOC.FRENCH_POOL);
  }
  for (const k in s.sideUse) {
    const lim = hexsideLimit(c, Number(k), false, false);
    assert.ok(s.sideUse[k]![0] <= lim && s.sideUse[k]![1] <= lim, `${where}: hexside ${k} used ${s.sideUse[k]} > ${lim}`);
  }
  // 7.5 with 5.2 (issue 23): regroups are held to the turn's counts, moves and regroups together
  for (const k in s.regroupUse ?? {}) {
    const lim = hexsideLimit(c, Number(k), false, false), r = s.regroupUse![k]!, u = s.sideUse[k] ?? [0, 0];
    assert.ok(u[0] + r[0] <= lim && u[1] + r[1] <= lim, `${where}: hexside ${k} used ${u} + regroups ${r} > ${lim}`);
  }
}

function viewChecks(s: LibertyState, side: SideId, where: string): void {
  const v = liberty.view(s, side);
  const me = side === 'british' ? 0 : 1;
  assert.deepEqual(v.hand, s.hands[me], where);
  assert.equal(v.blocks.length, 50 - v.poolCounts[1 - me]!, `${where}: every block but the enemy pool is listed`);
  let lastHidden = -1;
  for (const e of v.blocks) {
    if (e.id === undefined) {
      assert.equal(e.side === side, false, `${where}: own block hidden`);
      assert.equal(e.steps, undefined, `${where}: hidden block shows steps`);
      assert.ok(e.loc >= lastHidden, `${where}: hidden blocks not sorted by location`);
      lastHidden = e.loc;
    } else if (e.side !== side) {
      assert.ok(visibleTo(c, s, e.id, side), `${where}: enemy block ${e.id} shown face up`);
    }
  }
  if (s.mover !== side) assert.equal(v.drawn, -1, where);
  const json = JSON.stringify(v);
  if (s.drawn >= 0 && s.mover !== side) assert.ok(!json.includes(`"drawn":${s.drawn}`) || s.drawn === -1, where);
}

test(`liberty fuzz: ${GAMES} complete random games keep every invariant (5.2, 2.0, views)`, () => {
  let actions = 0;
  const winners: Record<string, number> = {};
  for (let g = 0; g < GAMES; g++) {
    const s = liberty.setup(`fuzz-${g}`, liberty.parseOptions({}), null);
    const r = createRng(`fuzz-pick-${g}`);
    let n = 0;
    invariants(s, `game ${g} setup`);
    let state = s;
    while (!liberty.result(state)) {
      const sides = liberty.activeSides(state);
      assert.ok(sides.length > 0, `game ${g}: nobody to act in ${state.phase}`);
      const side = sides[randomInt(r, sides.length)]! as SideId;
      const legal = liberty.legalActions(state, side);
      assert.ok(legal.length > 0, `game ${g}: ${side} has no legal action in ${state.phase}`);
      const a = legal[randomInt(r, legal.length)]!;
      const where = `game ${g} action ${n} ${side} ${JSON.stringify(a)}`;
      if (n % 97 === 0) state = apply(liberty, state, side, a).state; // the checked path now and then
      else liberty.applyInPlace(state, side, a, null);
      n++;
      invariants(state, where);
      if (n % 7 === 0) { viewChecks(state, 'british', where); viewChecks(state, 'american', where); }
      assert.ok(n < 20000, `game ${g} does not end`);
    }
    actions += n;
    const k = String(liberty.result(state)!.winner);
    winners[k] = (winners[k] ?? 0) + 1;
  }
  assert.ok(actions > GAMES * 10);
  assert.ok(Object.keys(winners).length >= 1);
});
