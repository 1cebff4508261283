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
import type { LogEntry } from '../../src/core/log.js';
import { forceDice } from '../../src/core/rng.js';

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
  // (an older file without a result: see 'a finished game without a result' below)
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

const BASE = { phase: 'combat', turnOf: 'CSA', turn: 1, reserve: { CSA: [], USA: [] }, positions: {} };
const loadIssues = (p: Record<string, unknown>, options: Record<string, unknown> = {}) => issuesOf(() => dixie.fromPosition({ ...BASE, ...p }, dixie.parseOptions(options)));
const loads = (p: Record<string, unknown>, options: Record<string, unknown> = {}) => dixie.fromPosition({ ...BASE, ...p }, dixie.parseOptions(options));
const at = (is: { path: string; message: string }[], path: string, message: RegExp) => {
  const hit = is.find((x) => x.path === path);
  assert.ok(hit, `an issue at ${path}: ${JSON.stringify(is)}`);
  assert.match(hit.message, message);
};

test('dixie 4.0, 5.0, 14.0 positions: a finished game saved without its result (files before 0390658) loads with the result the engine reached; phase "over" that nothing in the position ends is refused naming position.result', () => {
  const reasons = new Set<string>();
  for (const [k, mix] of [{}, { historical: true }, { turnLimit: 4 }, { line: 5, melee: true, flankAttack: true, counterBattery: true }].entries()) {
    for (let g = 0; g < 4; g++) { // 4: a historical game of them reaches the end of day 3 (old-1-3)
      const { s, o } = statesAlong(`old-${k}-${g}`, mix, 1e9, 6000).at(-1)!;
      if (!s.win) continue;
      const file = JSON.parse(JSON.stringify(savePosition(dixie, s, o)));
      delete file.position.result;
      const state = loadPosition(dixie, file).state as DixieState;
      assert.deepEqual(dixie.result(state), dixie.result(s), `${s.win.r}: the older file gets the engine's result`);
      reasons.add(s.win.r);
    }
  }
  assert.deepEqual([...reasons].sort(), ['dx.limit', 'dx.winHistorical', 'dx.winPositions']);
  // nothing ends this game: no positions taken, turn 1 of 200, no historical battle
  assert.deepEqual(loadIssues({ phase: 'over' }), [{ path: 'position.result', message: 'the game is over but has no result, and nothing in the position ends it (4.0 two enemy positions held, 5.0 turn limit, 14.0 end of day 3)' }]);
  // two USA positions held alone by CSA units: the 4.0 win
  assert.deepEqual(loads({ phase: 'over', positions: { 'USA-L': [{ card: 151 }], 'USA-C': [{ card: 152 }] } }).win, { w: 'CSA', r: 'dx.winPositions', rule: 'dixie 4.0', params: { side: 'CSA', n: 2 } });
});

test('dixie 4.0, 5.0, 14.0 positions: a result is one of the ways a game ends, with the winner that way names', () => {
  at(loadIssues({ phase: 'over', result: { winner: 'CSA', reason: 'dx.limit', rule: 'dixie 5.0', params: { turns: 200 } } }), 'position.result.winner', /"dx.limit" is a draw, not a CSA win/);
  at(loadIssues({ phase: 'over', result: { winner: 'CSA', reason: 'dx.winHistorical', rule: 'dixie 14.0' } }), 'position.result.winner', /a USA win, not a CSA win/);
  at(loadIssues({ phase: 'over', result: { winner: 'CSA', reason: 'dx.winPositions', rule: 'dixie 4.0', params: { side: 'USA', n: 2 } } }), 'position.result.winner', /a USA win, not a CSA win/);
  at(loadIssues({ phase: 'over', result: { winner: null, reason: 'dx.winPositions', rule: 'dixie 4.0' } }), 'position.result.winner', /is a side win, not a draw/);
  at(loadIssues({ phase: 'over', result: { winner: 'USA', reason: 'dx.fire', rule: 'dixie 7.1' } }), 'position.result.reason', /"dx.fire" is not a result message \(one of dx.winPositions, dx.limit, dx.winHistorical\)/);
});

test('dixie 12.0 positions: the enemy cards a side has been shown (seen) are known enemy cards in play, drawn, each once', () => {
  const positions = { 'USA-C': [{ card: 1 }], 'CSA-C': [{ card: 151 }] };
  assert.deepEqual(loads({ positions, seen: { CSA: [1], USA: [] } }).seen, { CSA: [1], USA: [] });
  at(loadIssues({ positions, seen: { CSA: [151], USA: [] } }), 'position.seen.CSA.0', /card 151 is a CSA card: CSA is shown enemy cards only/);
  at(loadIssues({ positions, seen: { CSA: [], USA: [999] } }), 'position.seen.USA.0', /card 999 is not in the game/);
  at(loadIssues({ positions, seen: { CSA: [1, 2], USA: [] } }), 'position.seen.CSA.1', /card 2 is not in the game/);
  at(loadIssues({ positions, deck: { CSA: [], USA: [3] }, seen: { CSA: [3], USA: [] } }), 'position.seen.CSA.0', /card 3 is at position.deck.USA.0: a card never drawn cannot have been shown/);
  at(loadIssues({ positions, seen: { CSA: [1, 1], USA: [] } }), 'position.seen.CSA.1', /card 1 is listed twice/);
  at(loadIssues({ positions, seen: { CSA: [1.5], USA: [] } }), 'position.seen.CSA.0', /int/);
});

test('dixie 13.4 positions: a counter-battery hit (pending.only) goes to an artillery card of the side taking the hits, in that position, with the rule in play', () => {
  const cb = { counterBattery: true };
  const positions = { 'USA-C': [{ card: 1, up: true }, { card: 59, up: true }], 'CSA-C': [{ card: 192, up: true }] };
  const pending = (only: number, to = 'USA') => [{ to, at: 'USA-C', n: 1, longRange: true, only }];
  const s = loads({ positions, pending: pending(59) }, cb);
  assert.deepEqual(dixie.legalActions(s, 'USA'), [{ type: 'hit', card: 59 }]);
  at(loadIssues({ positions, pending: pending(1) }, cb), 'position.pending.0.only', /card 1 is not a USA artillery card/);
  at(loadIssues({ positions, pending: pending(60) }, cb), 'position.pending.0.only', /card 60 is not in USA-C/);
  at(loadIssues({ positions, pending: pending(192, 'CSA') }, cb), 'position.pending.0.only', /card 192 is not in USA-C/);
  at(loadIssues({ positions, pending: pending(59) }), 'position.pending.0.only', /counter-battery fire \(13.4\).*not in play/);
  at(loadIssues({ positions, pending: pending(59), phase: 'morale' }, cb), 'position.pending.0', /only in the combat or movement step \(7.3\), not in the morale phase/);
});

test('dixie 13.5: support hits waiting for their owner (pending.support) survive save and load, and still get their immediate morale check; a bad value is refused naming the field', () => {
  const o = dixie.parseOptions({ artillerySupport: true });
  // Cabell (CSA-C) fires long range into USA-C, where Kemper and Armistead are engaged with Paul: a 5 (a hit on a
  // CSA card there, CSA to choose which) and a 1 (Paul's, placed at once)
  const s = dixie.fromPosition({ ...BASE, positions: { 'CSA-C': [{ card: 192, up: true }], 'USA-C': [{ card: 156, up: true }, { card: 157, up: true }, { card: 3, up: true }] } }, o);
  forceDice(s.rng, [5, 1]);
  dixie.applyInPlace(s, 'CSA', { type: 'fire', card: 192, at: 'USA-C' }, []);
  assert.deepEqual(s.pq, [{ to: 'CSA', at: 4, n: 1, im: 1 }], 'the support hit waits for the CSA');
  // the fives are public (the fire's dice and dx.supportHits): the views say so, and a state sampled for a bot keeps it
  for (const side of ['CSA', 'USA'] as const) {
    const v = dixie.view(s, side);
    assert.deepEqual(v.pending, [{ to: 'CSA', at: 'USA-C', n: 1, support: true }], `${side} view`);
    assert.deepEqual(dixie.sampleState!(v, side, 'x', o).pq, s.pq, `${side} sample`);
  }
  const file = JSON.parse(JSON.stringify(savePosition(dixie, s, o)));
  assert.deepEqual(file.position.pending, [{ to: 'CSA', at: 'USA-C', n: 1, support: true }]);
  const t = loadPosition(dixie, file).state as DixieState;
  assert.deepEqual(t.pq, s.pq);
  for (const x of [s, t]) {
    forceDice(x.rng, [6]); // Kemper's immediate check (13.5) rolls 6: routed
    const log: LogEntry[] = [];
    dixie.applyInPlace(x, 'CSA', { type: 'hit', card: 156 }, log);
    assert.ok(x.dead.includes(156), 'the hit card is morale-checked at once and routs');
    assert.ok(log.some((e) => e.key === 'dx.routed'));
  }
  // older files (no support) load as plain hits; malformed or impossible values are refused naming the field
  const positions = { 'CSA-C': [{ card: 192, up: true }], 'USA-C': [{ card: 156, up: true }, { card: 157, up: true }, { card: 3, up: true }] };
  const pending = (extra: Record<string, unknown>, to = 'CSA', atName = 'USA-C') => [{ to, at: atName, n: 1, ...extra }];
  assert.deepEqual(loads({ positions, pending: pending({}) }, { artillerySupport: true }).pq, [{ to: 'CSA', at: 4, n: 1 }]);
  at(loadIssues({ positions, pending: pending({ support: 1 }) }, { artillerySupport: true }), 'position.pending.0.support', /boolean/);
  at(loadIssues({ positions, pending: pending({ support: true }) }), 'position.pending.0.support', /artillery support \(13.5\).*not in play/);
  at(loadIssues({ positions, pending: pending({ support: true }, 'USA') }, { artillerySupport: true }), 'position.pending.0.support', /USA-C is not an enemy position of USA/);
  at(loadIssues({ positions, pending: pending({ support: true, longRange: true }) }, { artillerySupport: true }), 'position.pending.0.support', /not counter-battery \(only\) or long-range/);
});

test('dixie 12.0 positions: a special card in play is a special card, on a position unless it targets none, played in its step, lasting as the card says (until)', () => {
  const positions = { 'USA-C': [{ card: 1 }], 'CSA-C': [{ card: 151 }] };
  const base = { positions, phase: 'combat', turnOf: 'USA', turn: 4 };
  const sp = (x: Record<string, unknown>) => ({ ...base, specials: [{ card: 132, side: 'USA', at: 'USA-C', until: 4, phase: '4:morale', ...x }] });
  assert.equal(loads(sp({})).sp.length, 1, 'Rally played this turn');
  assert.equal(loads(sp({ phase: undefined })).sp.length, 1, 'a special without its step (hand-written) still loads');
  assert.equal(loads(sp({ card: 136, until: 4, phase: '3:combat' })).sp.length, 1, 'Skirmishers played last turn last to the end of this one');
  assert.equal(loads(sp({ card: 146, until: -1, phase: '2:move' })).sp.length, 1, 'Breastworks on a position its side holds');
  at(loadIssues(sp({ until: 3 })), 'position.specials.0.until', /3 for Rally, which lasts to the end of the turn played \(turn 3 is over, turn 4 now/);
  at(loadIssues(sp({ until: 5 })), 'position.specials.0.until', /5 for Rally, which lasts to the end of the turn played \(turn 4\)/);
  at(loadIssues(sp({ until: 5, phase: undefined })), 'position.specials.0.until', /5 for Rally/);
  at(loadIssues(sp({ card: 136, until: 4, phase: '4:combat' })), 'position.specials.0.until', /4 for Skirmishers, which lasts to the end of the next turn \(turn 5\)/);
  at(loadIssues(sp({ card: 136, until: 6, phase: undefined })), 'position.specials.0.until', /turn 4 or 5/);
  at(loadIssues(sp({ card: 146, until: 4, phase: '2:move' })), 'position.specials.0.until', /4 for Breastworks, which lasts while its side holds the position: -1/);
  at(loadIssues(sp({ card: 146, until: -1, at: 'CSA-C', phase: '2:move' })), 'position.specials.0.at', /USA no longer holds CSA-C: Breastworks would have ended/);
  at(loadIssues(sp({ card: 134, at: 'USA-C', phase: '4:move' })), 'position.specials.0.at', /Forced March is played on no position/);
  at(loadIssues(sp({ at: null })), 'position.specials.0.at', /Rally is played on a position/);
  at(loadIssues(sp({ phase: '4:combat' })), 'position.specials.0.phase', /Rally is played in the morale step, not combat/);
  at(loadIssues(sp({ phase: '9:morale', until: 9 })), 'position.specials.0.phase', /played in turn 9, not one of turns 1-4/);
  at(loadIssues(sp({ phase: 'morale' })), 'position.specials.0.phase', /not "turn:step"/);
  at(loadIssues(sp({ card: 2, phase: undefined })), 'position.specials.0.card', /card 2 \(infantry\) is not a special card/);
});

test('dixie positions: after loading, the side to act has a legal action, or the game is over with a result', () => {
  // hits for the USA in a position where it has no card to take them
  at(loadIssues({ positions: { 'USA-C': [{ card: 1 }] }, pending: [{ to: 'USA', at: 'CSA-L', n: 1 }] }), 'position.pending.0', /USA must act in the combat phase but has no legal action: no USA card in CSA-L can take the hits/);
  // a deployment both sides have finished
  at(loadIssues({ phase: 'deploy', done: { CSA: true, USA: true } }), 'position.done', /no side can act in the deploy phase and the game has no result/);
  // the engine's own positions load (the round-trip test above); so does a plain combat step
  assert.deepEqual(dixie.activeSides(loads({})), ['CSA']);
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
