/**
 * High Card: points scored, then the cards still in hand (a high card left is a likely point). Rollouts
 * play uniformly at random: against a random opponent no order of play is better than another.
 */
import type { SideId } from '../../core/engine.js';
import type { HighcardState } from '../../games/toy/highcard.js';
import type { Heuristic } from '../types.js';
import { resultValue } from './generic.js';

export const highcardHeuristic: Heuristic<HighcardState> = {
  evaluate(game, s, side) {
    const r = resultValue(game, s, side);
    if (r !== null) return r;
    const me = side as 'north' | 'south', opp = me === 'north' ? 'south' : 'north';
    const cards = (x: 'north' | 'south') => s.hands[x].reduce((a, c) => a + c, 0) + (s.chosen[x] ?? 0);
    const diff = s.score[me] - s.score[opp] + (cards(me) - cards(opp)) / 10;
    return Math.min(1, Math.max(0, 0.5 + diff / 6));
  },
};
export type { SideId };
