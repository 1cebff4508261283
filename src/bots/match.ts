/**
 * One game between bots, refereed by the checked `apply`: every bot gets `viewFor(game, state, side)` and
 * nothing else, and an action it returns that is not legal is an error, never silently replaced.
 */
import { OBSERVER, actionKey, apply, viewFor, type AnyGame, type GameResult, type SideId } from '../core/engine.js';
import type { Seed } from '../core/rng.js';
import { createBot } from './index.js';
import type { Bot } from './types.js';

export interface MatchResult {
  seed: Seed;
  /** Bot spec by side. */
  bots: Record<SideId, string>;
  result: GameResult | null;
  winner: SideId | null;
  moves: number;
  /** Decision time per side (ms) and number of decisions. */
  ms: Record<SideId, number>;
  decisions: Record<SideId, number>;
  truncated: boolean;
  /**
   * The game's clock when it ended, read from the observer's view (games whose view has a numeric `year`, and
   * `turn`: Liberty, War of 1812), for the length of a game in turns and years; absent otherwise.
   */
  end?: { year: number; turn?: number };
}

/** The year and turn of a position, from what an observer sees (nothing hidden is read). */
export function gameClock(game: AnyGame, state: unknown): { year: number; turn?: number } | undefined {
  const v = game.view(state, OBSERVER) as { year?: unknown; turn?: unknown } | null;
  if (!v || typeof v.year !== 'number') return undefined;
  return typeof v.turn === 'number' ? { year: v.year, turn: v.turn } : { year: v.year };
}

export function playMatch(game: AnyGame, options: unknown, seed: Seed, bots: Record<SideId, Bot>, maxMoves = 100000): MatchResult {
  let state = game.setup(seed, options, null);
  const ms: Record<SideId, number> = {}, decisions: Record<SideId, number> = {};
  for (const s of game.info.sides) { ms[s] = 0; decisions[s] = 0; }
  let moves = 0;
  const decide = (side: SideId, st: typeof state): unknown => {
    const view = viewFor(game, st, side);
    const t = performance.now();
    const action = bots[side]!.choose(view);
    ms[side]! += performance.now() - t;
    decisions[side]!++;
    return action;
  };
  while (!game.result(state) && moves < maxMoves) {
    const active = game.activeSides(state);
    if (!active.length) throw new Error(`${game.info.id}: no side may act but the game is not over (seed ${String(seed)}, move ${moves})`);
    // Simultaneous choices: every active side decides from the views before any of them has chosen (as at
    // a real table), then the choices are applied in order, each checked.
    const before = state;
    const chosen = active.map((side) => ({ side, action: decide(side, before) }));
    for (const { side, action } of chosen) {
      if (game.result(state) || moves >= maxMoves) break;
      if (!game.activeSides(state).includes(side)) continue;
      // A choice made before another side's became illegal (not truly simultaneous): decide again.
      const legalNow = game.legalActions(state, side).some((l: unknown) => actionKey(l) === actionKey(action));
      state = apply(game, state, side, legalNow ? action : decide(side, state)).state;
      moves++;
    }
  }
  const result = game.result(state);
  return {
    seed, bots: Object.fromEntries(Object.entries(bots).map(([s, b]) => [s, b.spec])), result,
    winner: result?.winner ?? null, moves, ms, decisions, truncated: !result, end: gameClock(game, state),
  };
}

/** A match from bot specs: each side's bot gets its own seed derived from the game seed. */
export function playSpecMatch(game: AnyGame, options: unknown, seed: Seed, specs: Record<SideId, string>, maxMoves?: number): MatchResult {
  const bots: Record<SideId, Bot> = {};
  for (const [side, spec] of Object.entries(specs)) bots[side] = createBot(spec, { game, options, seed: `${String(seed)}|bot|${side}` });
  return playMatch(game, options, seed, bots, maxMoves);
}
