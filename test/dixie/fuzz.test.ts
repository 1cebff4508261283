/**
 * Fuzz: ≥ 1,000 seeded random games (every legal action equally likely), checking after every action: card
 * conservation, stacking limits, one leader per side per position, at most two terrain per position, and that no
 * view leaks the other side's face-down cards or reserve. Option mixes rotate over the basic game, every
 * advanced rule, the five-position line, custom decks by points and the historical battle.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dixie, type DixieState } from '../../src/games/dixie/index.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { sideOf, isUnit, isLeader, isTerrain, SIDES } from '../../src/games/dixie/state.js';
import { stackCount, stackLimit } from '../../src/games/dixie/battlefield.js';
import { overfilled } from '../../src/games/dixie/movement.js';
import { OBSERVER } from '../../src/core/engine.js';

const MIXES: Record<string, unknown>[] = [
  {},
  { melee: true, enfilade: true, flankAttack: true, counterBattery: true, artillerySupport: true, decoys: true, corpsCommand: true, divisionCommand: true },
  { line: 5, deck: 'points', melee: true, flankAttack: true },
  { historical: true, historicalDay1: true, decoys: true, enfilade: true },
  { deck: 'points', counterBattery: true, artillerySupport: true, corpsCommand: true },
];
const GAMES = Number(process.env.DIXIE_FUZZ_GAMES ?? 1000);

/**
 * Every number a view holds is taken for a card id, wherever it is (so a new field cannot carry a hidden card past
 * this check), except the fields below, which hold counts, turns and flags; the keys of `reserveMoves` are card ids.
 * A new numeric field that is not a card must be named here, or the fuzz will (rightly) question it.
 */
const COUNT_FIELDS = new Set(['turn', 'day', 'hits', 'moves', 'until', 'n', 'round', 'count', 'turns']);
const COUNT_RECORDS = new Set(['options', 'reserveCount', 'deckCount', 'laterCount', 'total', 'noReinforce']);
function collectIds(v: unknown, out: Set<number>, key = ''): void {
  if (Array.isArray(v)) { for (const x of v) collectIds(x, out, key); return; }
  if (typeof v === 'number') { if (!COUNT_FIELDS.has(key)) out.add(v); return; }
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (COUNT_RECORDS.has(k)) continue;
      if (key === 'reserveMoves') { out.add(Number(k)); continue; }
      collectIds(x, out, k);
    }
  }
}

function invariants(s: DixieState, ctx: string, checkViews: boolean): void {
  // Conservation: every card of each battle deck is somewhere exactly once.
  const all: number[] = [...s.dead, ...s.sp.map((a) => a.id)];
  for (const side of SIDES) all.push(...s.res[side], ...s.deck[side], ...s.later[side]);
  for (const st of s.pos) for (const c of st) all.push(c.id);
  assert.equal(new Set(all).size, all.length, `${ctx}: a card is in two places`);
  for (const side of SIDES) assert.equal(all.filter((id) => sideOf(id) === side).length, s.total[side], `${ctx}: ${side} cards lost or made`);
  for (let p = 0; p < s.pos.length; p++) {
    const st = s.pos[p]!;
    assert.ok(st.filter((c) => !c.dc && isTerrain(c.id)).length <= 2, `${ctx}: three terrain cards`);
    for (const side of SIDES) {
      // 8.0: during its movement step the moving side may be over the limit for now where it can still mend it
      const forNow = s.phase === 'move' && side === s.side && overfilled(s, side).includes(p);
      if (s.phase !== 'over' && !forNow) assert.ok(stackCount(s, p, side) <= stackLimit(s, p, side), `${ctx}: ${side} over the stack limit at ${p}`);
      assert.ok(st.filter((c) => !c.dc && isLeader(c.id) && sideOf(c.id) === side).length <= 1, `${ctx}: two leaders`);
      for (const c of st) if (c.h && isUnit(c.id)) assert.ok(c.h <= (dixieCv(c.id)), `${ctx}: a card kept more hits than its CV`);
    }
  }
  if (!checkViews) return;
  for (const viewer of [...SIDES, OBSERVER]) {
    const v = dixie.view(s, viewer);
    const seen = new Set<number>();
    collectIds(v, seen);
    const allowed = new Set<number>(viewer === OBSERVER ? [] : s.seen[viewer as 'CSA' | 'USA']);
    // 13.7: the designated army commander is public (designated face up on the battlefield; docs/dixie-rules.md),
    // wherever he goes afterwards (the reserve included, which the enemy saw him enter: leaders move face up).
    for (const x of SIDES) if (s.ac[x] !== null) allowed.add(s.ac[x]!);
    for (const st of s.pos) for (const c of st) {
      const hidden = !c.up && sideOf(c.id) !== viewer;
      if (hidden && !allowed.has(c.id)) assert.ok(!seen.has(c.id), `${ctx}: ${viewer} sees face-down card ${c.id}`);
    }
    for (const side of SIDES) {
      if (side === viewer) continue;
      for (const id of [...s.res[side], ...s.deck[side], ...s.later[side]]) assert.ok(!seen.has(id) || allowed.has(id), `${ctx}: ${viewer} sees ${side} hidden card ${id}`);
    }
    for (const id of [...s.deck.CSA, ...s.deck.USA, ...s.later.CSA, ...s.later.USA]) assert.ok(!seen.has(id) || s.dead.includes(id), `${ctx}: deck card ${id} visible`);
  }
}
import { card as cdef } from '../../src/games/dixie/data/cards.js';
const dixieCv = (id: number) => (cdef(id) as { cv: number }).cv;

test('dixie fuzz: the leak check reads a card id from any field of a view, counts and flags aside', () => {
  const seen = new Set<number>();
  collectIds({ somethingNew: [{ deep: 5 }], commanders: { CSA: 9, USA: null }, reserveMoves: { 7: 3 }, pending: [{ n: 4, only: 11 }], turn: 12, reserveCount: { CSA: 13 } }, seen);
  assert.deepEqual([...seen].sort((a, b) => a - b), [5, 7, 9, 11]);
});

test(`dixie fuzz: ${GAMES} random games keep every invariant and never leak hidden cards`, () => {
  const outcomes: Record<string, number> = {};
  let actions = 0;
  for (let g = 0; g < GAMES; g++) {
    const options = dixie.parseOptions({ ...MIXES[g % MIXES.length], turnLimit: 120 });
    const s = dixie.setup(`fuzz-${g}`, options, null);
    const pick = createRng(`pick-${g}`);
    let n = 0;
    invariants(s, `game ${g} setup`, true);
    while (!dixie.result(s)) {
      const sides = dixie.activeSides(s);
      assert.ok(sides.length > 0, `game ${g}: nobody can act and no result`);
      const side = sides[randomInt(pick, sides.length)]!;
      const acts = dixie.legalActions(s, side);
      assert.ok(acts.length > 0, `game ${g}: ${side} active without actions`);
      const a = acts[randomInt(pick, acts.length)]!;
      dixie.applyInPlace(s, side, a, null);
      n++;
      invariants(s, `game ${g} action ${n} ${JSON.stringify(a)}`, n % 7 === 0 || g < 50);
      assert.ok(n < 20000, `game ${g} does not end`);
    }
    actions += n;
    const r = dixie.result(s)!;
    outcomes[`${r.winner}:${r.reason}`] = (outcomes[`${r.winner}:${r.reason}`] ?? 0) + 1;
  }
  assert.ok(Object.keys(outcomes).length >= 2);
  console.log(`# dixie fuzz: ${GAMES} games, ${actions} actions`, JSON.stringify(outcomes));
});
