/** Per-game heuristics, found by game id; a game without one gets the generic fallback (result only). */
import type { Heuristic } from '../types.js';
import { genericHeuristic } from './generic.js';
import { highcardHeuristic } from './highcard.js';
import { goofspielHeuristic } from './goofspiel.js';
import { dixieHeuristic } from './dixie.js';
import { libertyHeuristic } from './liberty.js';
import { war1812Heuristic } from './war1812.js';

const heuristics = new Map<string, Heuristic>([
  ['highcard', highcardHeuristic],
  ['goofspiel', goofspielHeuristic],
  ['dixie', dixieHeuristic],
  ['liberty', libertyHeuristic],
  ['war1812', war1812Heuristic],
]);

export function registerHeuristic(gameId: string, h: Heuristic): void {
  heuristics.set(gameId, h);
}
export function heuristicFor(gameId: string): Heuristic {
  return heuristics.get(gameId) ?? genericHeuristic;
}
export { genericHeuristic };
