/** The fallback heuristic for a game without its own: the result only (won 1, drawn 0.5, lost 0, unfinished 0.5). */
import type { AnyGame, SideId } from '../../core/engine.js';
import type { Heuristic } from '../types.js';

export function resultValue(game: AnyGame, state: unknown, side: SideId): number | null {
  const r = game.result(state);
  if (!r) return null;
  return r.winner === null ? 0.5 : r.winner === side ? 1 : 0;
}

export const genericHeuristic: Heuristic = {
  evaluate(game, state, side) {
    return resultValue(game, state, side) ?? 0.5;
  },
};
