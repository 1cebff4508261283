/**
 * DIXIE position files (save/load through the common envelope, broken files rejected with the path of each problem)
 * and information-set sampling (a sampled state looks exactly like the real one to the side it was sampled for,
 * and a view never carries the identity of an enemy face-down or reserve card).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, viewFor, actionKey } from '../../src/core/engine.js';
import { loadPosition, savePosition, PositionError } from '../../src/core/position.js';
import { createBot } from '../../src/bots/index.js';
import { dixie, type DixieState } from '../../src/games/dixie/index.js';
import { sideOf } from '../../src/games/dixie/state.js';
import type { DixieView } from '../../src/games/dixie/view.js';

const SIDES = ['CSA', 'USA'] as const;

/** States along a random bot game (every `every`-th), with the options they were played with. */
function statesAlong(seed: string, options: Record<string, unknown>, every = 7, max = 600): { s: DixieState; o: ReturnType<typeof dixie.parseOptions> }[] {
  const o = dixie.parseOptions(options);
  let s = dixie.setup(seed, o);
  const bots = { CSA: createBot('random', { game: dixie, options: o, seed: 'c' }), USA: createBot('random', { game: dixie, options: o, seed: 'u' }) };
  const out = [{ s, o }];
  for (let i = 1; i < max && !dixie.result(s); i++) {
    const side = dixie.activeSides(s)[0] as 'CSA' | 'USA';
    s = apply(dixie, s, side, bots[side].choose(viewFor(dixie, s, side))).state;
    if (i % every === 0) out.push({ s, o });
  }
  out.push({ s, o });
  return out;
}

const MIXES: Record<string, unknown>[] = [{}, { historical: true }, { line: 5, melee: true, enfilade: true, flankAttack: true, decoys: true, counterBattery: true, artillerySupport: true }];

test('dixie positions: save → JSON → load gives the same position, the same views and the same legal actions at the start of each step', () => {
  let compared = 0, finished = 0, finishedCompared = 0;
  for (const [k, mix] of MIXES.entries()) {
    for (const { s, o } of statesAlong(`pos-${k}`, mix)) {
      const file = JSON.parse(JSON.stringify(savePosition(dixie, s, o)));
      const state = loadPosition(dixie, file).state as DixieState;
      assert.deepEqual(dixie.toPosition(state), dixie.toPosition(s), 'position fixed point');
      assert.deepEqual(state.rng, s.rng, 'the generator travels with the file');
      assert.deepEqual(dixie.result(state), dixie.result(s), 'a finished game\'s result travels with the file');
      if (s.win) finished++;
      // Per-step bookkeeping (melee in progress, flank group, reserve moves, deployment markers) is not part of the
      // file: compare views and actions where none of it is in play. Finished games are compared too (the result is
      // in the file); as nothing is left to play, the bookkeeping of the step a game ended in is left out there.
      const quiet = s.phase !== 'deploy' && !s.ml && !s.fg && !s.mp.length && !Object.keys(s.rv).length && !s.fx.length && !s.eod;
      if (!quiet && !s.win) continue;
      if (s.win) finishedCompared++;
      const viewOf = (x: DixieState, side: typeof SIDES[number]): DixieView => {
        const v = dixie.view(x, side);
        return quiet ? v : { ...v, melee: null, meleePositions: [], flank: null, flankFailed: [], reserveMoves: {}, endOfDay: false };
      };
      for (const side of SIDES) {
        assert.deepEqual(viewOf(state, side), viewOf(s, side), `${side} view`);
        assert.deepEqual(dixie.legalActions(state, side).map(actionKey), dixie.legalActions(s, side).map(actionKey), `${side} actions`);
      }
      compared++;
    }
  }
  assert.ok(compared > 20, `compared ${compared} quiet positions`);
  assert.ok(finishedCompared > 0, `compared ${finishedCompared} of ${finished} finished games`);
});

function issuesOf(f: () => unknown): { path: string; message: string }[] {
  try { f(); } catch (e) {
    assert.ok(e instanceof PositionError, String(e));
    assert.equal(e.rule, 'dixie position');
    return e.issues;
  }
  assert.fail('the position was accepted');
}

test('dixie positions: a broken position is rejected with the path of every problem', () => {
  const o = dixie.parseOptions({});
  const base = { phase: 'combat', turnOf: 'CSA', turn: 1, reserve: { CSA: [], USA: [] }, positions: {} };
  const load = (p: Record<string, unknown>, opt = o) => issuesOf(() => dixie.fromPosition({ ...base, ...p }, opt));
  // schema errors name the field
  let is = load({ positions: { 'CSA-L': [{ card: 151, hits: 'two' }] } });
  assert.equal(is[0]!.path, 'position.positions.CSA-L.0.hits');
  is = load({ phase: 'lunch' });
  assert.equal(is[0]!.path, 'position.phase');
  // rule errors: unknown position, duplicate card, wrong side, terrain out of its line, too many hits, special placed
  is = load({ positions: { 'CSA-X': [{ card: 151 }] } });
  assert.equal(is[0]!.path, 'position.positions.CSA-X');
  assert.match(is[0]!.message, /no position "CSA-X" \(positions: CSA-L, CSA-C, CSA-R, USA-R, USA-C, USA-L\)/);
  is = load({ positions: { 'CSA-L': [{ card: 151 }] }, reserve: { CSA: [151], USA: [] } });
  assert.deepEqual(is, [{ path: 'position.reserve.CSA.0', message: 'card 151 is already at position.positions.CSA-L.0.card' }]);
  is = load({ reserve: { CSA: [1], USA: [] } });
  assert.deepEqual(is, [{ path: 'position.reserve.CSA.0', message: 'card 1 is a USA card' }]);
  is = load({ positions: { 'USA-C': [{ card: 226 }] } });
  assert.equal(is[0]!.path, 'position.positions.USA-C.0.card');
  assert.match(is[0]!.message, /10\.2/);
  is = load({ positions: { 'CSA-C': [{ card: 163, hits: 3 }] } });
  assert.equal(is[0]!.path, 'position.positions.CSA-C.0.hits');
  is = load({ positions: { 'CSA-C': [{ card: 245 }] } });
  assert.equal(is[0]!.path, 'position.positions.CSA-C.0.card');
  is = load({ reserve: { CSA: [999], USA: [] } });
  assert.deepEqual(is, [{ path: 'position.reserve.CSA.0', message: 'no card number 999' }]);
  // several problems at once are all reported
  is = load({ positions: { 'CSA-X': [{ card: 151 }], 'USA-C': [{ card: 226 }] }, reserve: { CSA: [1], USA: [] } });
  assert.deepEqual(is.map((x) => x.path).sort(), ['position.positions.CSA-X', 'position.positions.USA-C.0.card', 'position.reserve.CSA.0']);
  // a finished game's result: each field checked by name; it belongs to a game that is over
  const won = { winner: 'CSA', reason: 'dx.winPositions', rule: 'dixie 4.0', params: { side: 'CSA', n: 2 } };
  assert.deepEqual(dixie.fromPosition({ ...base, phase: 'over', result: won }, o).win, { w: 'CSA', r: 'dx.winPositions', rule: 'dixie 4.0', params: { side: 'CSA', n: 2 } });
  assert.equal(dixie.fromPosition({ ...base, phase: 'over' }, o).win, null, 'an older file without a result still loads');
  assert.equal(dixie.fromPosition({ ...base, result: null }, o).win, null);
  is = load({ phase: 'over', result: { ...won, winner: 'UK' } });
  assert.equal(is[0]!.path, 'position.result.winner');
  is = load({ phase: 'over', result: { winner: null, rule: 'dixie 5.0' } });
  assert.equal(is[0]!.path, 'position.result.reason');
  is = load({ phase: 'over', result: { ...won, params: { n: true } } });
  assert.equal(is[0]!.path, 'position.result.params.n');
  is = load({ phase: 'over', result: { ...won, by: 'CSA' } });
  assert.equal(is[0]!.path, 'position.result');
  assert.match(is[0]!.message, /by/);
  is = load({ phase: 'over', result: { ...won, reason: 'dx.surrender' } });
  assert.deepEqual(is, [{ path: 'position.result.reason', message: 'no result message "dx.surrender"' }]);
  is = load({ result: won });
  assert.deepEqual(is, [{ path: 'position.result', message: 'a finished game\'s phase is "over", not "combat"' }]);
  // the envelope is checked too
  assert.equal(issuesOf(() => loadPosition(dixie, { format: 'muster-position/1', game: 'liberty', position: base }))[0]!.path, 'game');
  // five-position names exist only with the extended line (13.8)
  is = load({ positions: { 'CSA-LC': [{ card: 151 }] } });
  assert.equal(is[0]!.path, 'position.positions.CSA-LC');
  assert.doesNotThrow(() => dixie.fromPosition({ ...base, positions: { 'CSA-LC': [{ card: 151 }] } }, dixie.parseOptions({ line: 5 })));
});

/** Every card id a view carries, wherever it is. */
function idsIn(v: DixieView): Set<number> {
  const out = new Set<number>();
  for (const p of v.positions) for (const c of p.cards) if (c.id !== undefined) out.add(c.id);
  for (const x of SIDES) for (const id of v.reserve[x] ?? []) out.add(id);
  for (const id of v.dead) out.add(id);
  for (const a of v.specials) out.add(a.id);
  for (const id of v.flank?.ids ?? []) out.add(id);
  for (const id of v.seen) out.add(id);
  for (const id of v.flankFailed) out.add(id);
  return out;
}

test('dixie sampleState: a sampled state\'s view for that side equals the real view, its legal actions are the real ones, and no hidden id leaks into a view', () => {
  let sampled = 0, hiddenChecked = 0, differs = 0;
  for (const [k, mix] of MIXES.entries()) {
    for (const { s, o } of statesAlong(`sample-${k}`, mix, 11)) {
      for (const side of SIDES) {
        const v = dixie.view(s, side);
        // no leak: an enemy card that is face down (and not shown by a Signal Station) or in the enemy reserve or deck
        const ids = idsIn(v);
        const hidden: number[] = [];
        for (const st of s.pos) for (const c of st) if (sideOf(c.id) !== side && !c.up && !s.seen[side].includes(c.id)) hidden.push(c.id);
        const en = side === 'CSA' ? 'USA' : 'CSA';
        hidden.push(...s.res[en], ...s.deck[en], ...s.deck[side], ...s.later[en], ...s.later[side]);
        for (const id of hidden) assert.ok(!ids.has(id), `${side}'s view carries hidden card ${id}`);
        hiddenChecked += hidden.length;
        const t = dixie.sampleState!(JSON.parse(JSON.stringify(v)), side, `x${sampled}`, o);
        assert.deepEqual(dixie.view(t, side), v, `${side}: the sample looks like the real state`);
        assert.deepEqual(dixie.activeSides(t), dixie.activeSides(s));
        if (dixie.activeSides(s).includes(side)) {
          assert.deepEqual(dixie.legalActions(t, side).map(actionKey), dixie.legalActions(s, side).map(actionKey), `${side}: the same choices in the sample`);
        }
        // conservation: every card of each side's battle deck is somewhere in the sample
        const count = (x: 'CSA' | 'USA') => t.pos.flat().filter((c) => sideOf(c.id) === x).length + t.res[x].length + t.deck[x].length + t.later[x].length + t.dead.filter((id) => sideOf(id) === x).length + t.sp.filter((a) => a.side === x).length;
        if (s.phase !== 'deploy') for (const x of SIDES) assert.equal(count(x), t.total[x], `${x} cards conserved in the sample`);
        if (s.res[en].length && JSON.stringify(t.res[en]) !== JSON.stringify(s.res[en])) differs++;
        sampled++;
      }
    }
  }
  assert.ok(sampled > 40 && hiddenChecked > 100, `${sampled} samples, ${hiddenChecked} hidden cards checked`);
  assert.ok(differs > sampled / 4, 'the enemy reserve is drawn, not copied');
});
