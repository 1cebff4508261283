/** Shared pieces of the bots: their own seeded generators, determinization, rollouts and values. */
import type { AnyGame, SideId } from '../core/engine.js';
import { createRng, nextUint32, randomInt, type RngState, type Seed } from '../core/rng.js';
import type { AnySideView, Heuristic } from './types.js';
import { resultValue } from './heuristics/generic.js';

/**
 * A bot's generator for one decision: a function of its seed and of the decision (side and step) only, so
 * a bot's choice is a pure function of (seed, view): the same in a worker, in-process, or after a restart.
 */
export function decisionRng(seed: Seed, view: AnySideView): RngState {
  return createRng(`${String(seed)}|${view.game}|${view.side}|${view.step}`);
}

export function requireDecision(view: AnySideView): void {
  if (view.result) throw new Error(`bot: the game is over (${view.game})`);
  if (!view.actions.length) throw new Error(`bot: ${view.side} has no action to choose in ${view.game} at step ${view.step}`);
}

/**
 * A full state consistent with what the side has seen, its hidden parts (and its dice) drawn afresh. This is
 * the only way a bot gets a state: from the view, through the game's information-set sampler.
 */
export function determinize(game: AnyGame, options: unknown, view: AnySideView, rng: RngState): any {
  if (!game.sampleState) throw new Error(`game "${game.info.id}" has no sampleState: bots other than "random" need it to search`);
  return game.sampleState(view.state, view.side, nextUint32(rng), options);
}

/** The side that acts next in a search or playout: with several active at once, the observer moves last. */
export function nextMover(active: readonly SideId[], observer: SideId): SideId {
  if (active.length > 1 && active.includes(observer)) return active.find((s) => s !== observer)!;
  return active[0]!;
}

export function policyAction(game: AnyGame, h: Heuristic, state: unknown, side: SideId, legal: unknown[], rng: RngState): unknown {
  if (legal.length === 1) return legal[0];
  return h.rolloutAction ? h.rolloutAction(game, state, side, legal, rng) : legal[randomInt(rng, legal.length)];
}

/**
 * Play `state` forward in place with the fast policy until the game ends, `maxMoves` have been made, or
 * (when `until` is given) that side must act again. Returns the number of moves made.
 */
export function playout(game: AnyGame, h: Heuristic, state: any, rng: RngState, maxMoves: number, until?: SideId): number {
  let moves = 0;
  while (moves < maxMoves && !game.result(state)) {
    const active = game.activeSides(state);
    if (!active.length || (until !== undefined && active.includes(until))) break;
    const side = active[0]!;
    const legal = game.legalActions(state, side);
    if (!legal.length) break;
    game.applyInPlace(state, side, policyAction(game, h, state, side, legal, rng), null);
    moves++;
  }
  return moves;
}

/**
 * Play `state` forward in place to `observer`'s next decision, as the greedy bot judges a plan: the side to act
 * finishes the plan under way (its follow-up inside the heuristic's look-ahead horizon), then the others answer
 * with the fast policy until `observer` must act again (at most `maxMoves` moves), or the game ends.
 */
export function playToOwnTurn(game: AnyGame, h: Heuristic, state: any, observer: SideId, rng: RngState, maxMoves = 50): void {
  if (game.result(state)) return;
  const active = game.activeSides(state);
  if (active.length) followUp(game, h, state, nextMover(active, observer), rng);
  playout(game, h, state, rng, maxMoves, observer);
}

/**
 * Bring `state` in place to the heuristic's next quiet position with its settling policy (at most `maxMoves`
 * moves); without a settling policy, nothing is done. Returns the number of moves made.
 */
export function settle(game: AnyGame, h: Heuristic, state: any, rng: RngState, maxMoves: number): number {
  if (!h.settle) return 0;
  let moves = 0;
  while (moves < maxMoves && !game.result(state) && !h.settle.quiet(game, state)) {
    const active = game.activeSides(state);
    if (!active.length) break;
    const side = active[0]!;
    const legal = game.legalActions(state, side);
    if (!legal.length) break;
    game.applyInPlace(state, side, legal.length === 1 ? legal[0] : h.settle.action(game, state, side, legal, rng), null);
    moves++;
  }
  return moves;
}

/** Value for `side` in [0, 1]: the result if the game is over, else the heuristic. */
export function valueOf(game: AnyGame, h: Heuristic, state: unknown, side: SideId): number {
  return resultValue(game, state, side) ?? h.evaluate(game, state, side);
}

/** The side's best action by a one-ply look-ahead on the heuristic in this (sampled) state; ties by `rng`. */
export function bestOnePly(game: AnyGame, h: Heuristic, state: unknown, side: SideId, legal: unknown[], rng: RngState): unknown {
  return bestAfter(game, h, state, side, legal, rng, false);
}

/** The action of `legal` whose outcome (after `side`'s follow-up when `plan`) the heuristic values most. */
function bestAfter(game: AnyGame, h: Heuristic, state: unknown, side: SideId, legal: unknown[], rng: RngState, plan: boolean): unknown {
  if (legal.length === 1) return legal[0];
  let pick = legal[0], best = -Infinity;
  for (const a of legal) {
    const t = game.clone(state);
    game.applyInPlace(t, side, a, null);
    if (plan) followUp(game, h, t, side, rng);
    const v = valueOf(game, h, t, side) + 1e-9 * randomInt(rng, 1000);
    if (v > best) { best = v; pick = a; }
  }
  return pick;
}

/**
 * Play `side`'s own decisions inside the heuristic's look-ahead horizon (`Heuristic.lookahead`: Liberty's
 * group move until it is over, a draw until its block is placed), each the best one-ply choice.
 */
export function followUp(game: AnyGame, h: Heuristic, state: any, side: SideId, rng: RngState, maxMoves = 16): void {
  if (!h.lookahead) return;
  for (let m = 0; m < maxMoves; m++) {
    if (game.result(state) || !h.lookahead(game, state, side)) return;
    if (!game.activeSides(state).includes(side)) return;
    const legal = game.legalActions(state, side);
    if (!legal.length) return;
    game.applyInPlace(state, side, bestOnePly(game, h, state, side, legal, rng), null);
  }
}

/** The side's best action judged after its follow-up inside the look-ahead horizon (a one-sample greedy). */
export function bestPlan(game: AnyGame, h: Heuristic, state: unknown, side: SideId, legal: unknown[], rng: RngState): unknown {
  return bestAfter(game, h, state, side, legal, rng, true);
}
