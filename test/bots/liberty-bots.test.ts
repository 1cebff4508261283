import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionKey, apply, viewFor } from '../../src/core/engine.ts';
import { canonicalJson } from '../../src/core/json.ts';
import { liberty } from '../../src/games/liberty/index.ts';
import type { LibertyState } from '../../src/games/liberty/state.ts';
import { createBot } from '../../src/bots/index.ts';
import { playSpecMatch } from '../../src/bots/match.ts';
import { playToOwnTurn, settle } from '../../src/bots/common.ts';
import { heuristicFor } from '../../src/bots/heuristics/index.ts';
import { createRng } from '../../src/core/rng.ts';
import { LIBERTY_WEIGHTS, LONE_OWN } from '../../src/bots/heuristics/liberty.ts';
import { compiledFor } from '../../src/games/liberty/index.ts';
import { isHex } from '../../src/games/liberty/state.ts';

const options = liberty.parseOptions({});

test('bots (liberty): greedy beats random as the British and as the Americans (fixed seeds, 2 games per side; arena figures in bench/arena-results.md)', () => {
  for (const seed of ['lib-bots-1', 'lib-bots-2']) {
    for (const side of ['british', 'american'] as const) {
      const other = side === 'british' ? 'american' : 'british';
      const m = playSpecMatch(liberty, options, seed, { [side]: 'greedy', [other]: 'random' });
      assert.ok(m.result, `${seed}: the game finished`);
      assert.equal(m.winner, side, `${seed}: greedy as ${side} won (${m.result?.reason})`);
    }
  }
});

test('bots (liberty): greedy and ismcts decide from the view only — hidden American blocks and hand changed, same British choice', () => {
  let s = liberty.setup('lib-leak', options, null) as LibertyState;
  const greedy = createBot('greedy', { game: liberty, options, seed: 'g' });
  // play to the British first move phase with greedy on both sides
  const players = { british: greedy, american: createBot('greedy', { game: liberty, options, seed: 'a' }) };
  for (let i = 0; i < 200 && !(s.phase === 'move' && s.mover === 'british' && s.group === null); i++) {
    const side = liberty.activeSides(s)[0]! as 'british' | 'american';
    s = apply(liberty, s, side, players[side].choose(viewFor(liberty, s, side))).state as LibertyState;
  }
  assert.equal(s.phase, 'move');
  // poison what the British cannot see: the American hand and the strength of face-down American blocks
  const t = liberty.clone(s) as LibertyState;
  t.hands[1] = t.hands[1].map((k) => k); t.hands[1].reverse();
  const seen = new Set([...t.hands[0], ...t.history[0], ...t.history[1], ...t.hands[1]]);
  const unseen = Array.from({ length: 25 }, (_, i) => i).filter((i) => !seen.has(i));
  if (t.hands[1].length && unseen.length) t.hands[1][0] = unseen[0]!;
  for (let b = 0; b < t.loc.length; b++) if (t.revealed[b] === 0 && t.loc[b]! < 1000 && t.steps[b]! > 1 && b >= 25) t.steps[b] = 1;
  const v1 = viewFor(liberty, s, 'british'), v2 = viewFor(liberty, t, 'british');
  assert.equal(canonicalJson(v1), canonicalJson(v2), 'the British view is unchanged');
  assert.notEqual(canonicalJson(s), canonicalJson(t), 'the hidden state did change');
  for (const spec of ['greedy', 'ismcts:40it']) {
    const a1 = createBot(spec, { game: liberty, options, seed: 'same' }).choose(v1);
    const a2 = createBot(spec, { game: liberty, options, seed: 'same' }).choose(v2);
    assert.equal(actionKey(a1), actionKey(a2), `${spec} chose the same`);
  }
});

/** Play greedy against greedy from a seed until `stop(state)` holds (at most 400 moves). */
function playUntil(seed: string, stop: (s: LibertyState) => boolean): LibertyState {
  let s = liberty.setup(seed, options, null) as LibertyState;
  const players = { british: createBot('greedy', { game: liberty, options, seed: 'b' }), american: createBot('greedy', { game: liberty, options, seed: 'a' }) };
  for (let i = 0; i < 400 && !stop(s); i++) {
    const side = liberty.activeSides(s)[0]! as 'british' | 'american';
    s = apply(liberty, s, side, players[side].choose(viewFor(liberty, s, side))).state as LibertyState;
  }
  assert.ok(stop(s), 'the position was reached');
  return s;
}

test('ismcts (liberty): a follow-up inside a plan (a block of a group move under way) is played as greedy plays it, the plan having been searched whole', () => {
  const s = playUntil('lib-follow', (x) => x.phase === 'move' && x.group !== null && x.group.block >= 0 && liberty.legalActions(x, x.mover!).length > 2);
  const view = viewFor(liberty, s, s.mover!);
  const ctx = { game: liberty, options, seed: 'follow' };
  const bot = createBot('ismcts:200it', ctx) as ReturnType<typeof createBot> & { lastStats: unknown };
  const chosen = bot.choose(view);
  assert.equal(bot.lastStats, null, 'no search was run for the follow-up');
  assert.equal(actionKey(chosen), actionKey(createBot('greedy', ctx).choose(view)), 'the greedy choice');
  const searched = createBot('ismcts:200it,follow=0', ctx) as ReturnType<typeof createBot> & { lastStats: { iterations: number } | null };
  searched.choose(view);
  assert.equal(searched.lastStats?.iterations, 200, 'follow=0 searches the follow-up');
});

test('bots (liberty): settling a search leaf gives up the moves still due and fights out the battles joined, stopping at the next cards (3.0), a winter (11.0) or the end', () => {
  const h = heuristicFor('liberty');
  const s = playUntil('lib-settle', (x) => x.phase === 'move' && x.group === null && x.turn === 1 && x.year === 1776);
  const t = liberty.clone(s) as LibertyState;
  settle(liberty, h, t, createRng('settle'), 400);
  assert.ok(['card', 'winter', 'over'].includes(t.phase), `settled at ${t.phase}`);
  assert.ok(t.year > s.year || t.turn > s.turn || !!t.result, 'a later turn');
  assert.equal(t.contests.length, 0, 'no battle is left to fight');
  assert.equal(s.phase, 'move', 'the searched state itself is untouched');
});

test('bots (liberty): lone-block threat — the British heuristic does not mind its own lone blocks (the garrisons it must spread), the American one minds its own (LONE_OWN)', () => {
  const h = heuristicFor('liberty');
  const s = liberty.setup('lib-lone', options, null) as LibertyState;
  const c = compiledFor(s.pack);
  const M = c.map;
  const at = (t: LibertyState, hex: number, si: number) => t.loc.filter((l, b) => l === hex && c.blocks.side[b] === si).length;
  /** Lone blocks of side si: alone in a hex with no enemy, next to an enemy stack of two or more. */
  const lone = (t: LibertyState, si: number) => {
    let n = 0;
    for (let hex = 0; hex < M.hexCount; hex++) {
      if (at(t, hex, si) !== 1 || at(t, hex, 1 - si) > 0) continue;
      if (M.neighbours[hex]!.some((nb) => nb >= 0 && at(t, nb, 1 - si) >= 2)) n++;
    }
    return n;
  };
  const logit = (p: number) => Math.log(p / (1 - p));
  // the two sides' logits sum to 0 for every term judged alike; the lone-block term adds what each side ignores
  const gap = (t: LibertyState) => logit(h.evaluate(liberty, t, 'british')) + logit(h.evaluate(liberty, t, 'american'));
  const expected = (t: LibertyState) => LIBERTY_WEIGHTS.lone * ((1 - LONE_OWN.british) * lone(t, 0) + (1 - LONE_OWN.american) * lone(t, 1));
  assert.equal(LONE_OWN.british, 0);
  assert.equal(LONE_OWN.american, 1);
  // put two American blocks next to a British block standing alone on land
  const t = liberty.clone(s) as LibertyState;
  const brit = t.loc.findIndex((l, b) => c.blocks.side[b] === 0 && isHex(l) && M.land[l] && at(t, l, 0) === 1 && at(t, l, 1) === 0);
  assert.ok(brit >= 0, 'a lone British block at setup');
  const nb = M.neighbours[t.loc[brit]!]!.find((x) => x >= 0 && M.land[x] && at(t, x, 0) === 0)!;
  const amer = t.loc.map((l, b) => (c.blocks.side[b] === 1 && isHex(l) ? b : -1)).filter((b) => b >= 0).slice(0, 2);
  assert.equal(amer.length, 2);
  for (const b of amer) t.loc[b] = nb;
  assert.ok(lone(t, 0) >= 1, 'the British block is now threatened');
  assert.ok(Math.abs(gap(t) - expected(t)) < 1e-9, `gap ${gap(t)} = ${expected(t)}`);
  assert.ok(gap(t) > 0, 'the British value ignores its threatened block, the American value counts it');
  assert.ok(Math.abs(gap(s) - expected(s)) < 1e-9, 'and at setup');
});

test('ismcts (liberty): the root prior is a share of the search (priorShare 0.2 of the iterations, at least prior=16 virtual visits at greedy’s value of each root action); ps=0 keeps it at 16', () => {
  const s = playUntil('lib-prior', (x) => x.phase === 'move' && x.group === null && x.mover === 'british' && liberty.legalActions(x, 'british').length > 3);
  const view = viewFor(liberty, s, 'british');
  const ctx = { game: liberty, options, seed: 'prior' };
  type Stats = { iterations: number; root: { visits: number }[] };
  const rootVisits = (spec: string) => {
    const bot = createBot(spec, ctx) as ReturnType<typeof createBot> & { lastStats: Stats | null };
    bot.choose(view);
    return bot.lastStats!;
  };
  const shared = rootVisits('ismcts:400it');
  assert.equal(shared.root.length, view.actions.length);
  for (const r of shared.root) assert.ok(r.visits >= 80, `at least 0.2 × 400 visits (${r.visits})`);
  const searchedVisits = shared.root.reduce((a, r) => a + r.visits, 0) - 80 * shared.root.length;
  assert.ok(searchedVisits >= 0 && searchedVisits <= shared.iterations, `beyond 80 virtual visits an action, only the search's own (${searchedVisits} of ${shared.iterations})`);
  const fixed = rootVisits('ismcts:400it,ps=0');
  for (const r of fixed.root) assert.ok(r.visits >= 16, `at least 16 visits (${r.visits})`);
  assert.ok(fixed.root.some((r) => r.visits < 80), 'a fixed prior of 16 leaves some action under 80 visits');
});

test('ismcts (liberty): the exploration constant defaults to the heuristic’s (0.25, for values a few hundredths apart), which concentrates the visits on the best plans where 0.7 spreads them', () => {
  const s = playUntil('lib-prior', (x) => x.phase === 'move' && x.group === null && x.mover === 'british' && liberty.legalActions(x, 'british').length > 3);
  const view = viewFor(liberty, s, 'british');
  const ctx = { game: liberty, options, seed: 'explore' };
  type Stats = { root: { visits: number }[] };
  const visits = (spec: string) => {
    const bot = createBot(spec, ctx) as ReturnType<typeof createBot> & { lastStats: Stats | null };
    bot.choose(view);
    return bot.lastStats!.root.map((r) => r.visits);
  };
  assert.equal(heuristicFor('liberty').exploration, 0.25);
  const byDefault = visits('ismcts:400it');
  assert.deepEqual(byDefault, visits('ismcts:400it,c=0.25'), 'the default is the heuristic’s constant');
  const wide = visits('ismcts:400it,c=0.7');
  const top = (v: number[]) => Math.max(...v) / v.reduce((a, x) => a + x, 0);
  assert.ok(top(byDefault) > top(wide), `share of the most visited plan: ${top(byDefault).toFixed(3)} with 0.25, ${top(wide).toFixed(3)} with 0.7`);
});

test('ismcts (liberty): a reply leaf (reply=1) is judged where greedy judges a plan — the other side\'s group move under way is finished and its answer played until the observer must act', () => {
  const h = heuristicFor('liberty');
  for (const seed of ['lib-reply-1', 'lib-reply-2']) {
    const s = playUntil(seed, (x) => x.phase === 'move' && x.group !== null && x.mover === 'american');
    const t = liberty.clone(s) as LibertyState;
    playToOwnTurn(liberty, h, t, 'british', createRng(`${seed}|leaf`));
    assert.ok(liberty.result(t) || liberty.activeSides(t).includes('british'), `${seed}: the British are to act (phase ${t.phase}, mover ${t.mover})`);
    assert.ok(!(t.phase === 'move' && t.mover === 'american' && t.group !== null), `${seed}: no American group move is left under way`);
    assert.notEqual(canonicalJson(t), canonicalJson(s), `${seed}: the position moved on`);
    // the British to act already: nothing is played
    const u = liberty.clone(t) as LibertyState;
    if (!liberty.result(u) && !(u.mover === 'british' && u.group !== null)) {
      playToOwnTurn(liberty, h, u, 'british', createRng(`${seed}|again`));
      assert.equal(canonicalJson(u), canonicalJson(t), `${seed}: at the observer's own decision, the leaf is judged as it stands`);
    }
  }
  // Liberty's default: reply leaves (the same search as reply=1, another one than reply=0)
  assert.equal(h.leafAtOwnTurn, true);
  const s = playUntil('lib-prior', (x) => x.phase === 'move' && x.group === null && x.mover === 'british' && liberty.legalActions(x, 'british').length > 3);
  const view = viewFor(liberty, s, 'british');
  const root = (spec: string) => {
    const bot = createBot(spec, { game: liberty, options, seed: 'reply' }) as ReturnType<typeof createBot> & { lastStats: { root: unknown } | null };
    bot.choose(view);
    return canonicalJson(bot.lastStats!.root);
  };
  const byDefault = root('ismcts:150it');
  assert.equal(byDefault, root('ismcts:150it,reply=1'), 'the default is reply=1');
  assert.notEqual(byDefault, root('ismcts:150it,reply=0'), 'reply=0 judges leaves after rollouts instead');
});
