/**
 * Goofspiel: prize points taken, plus what the bid cards still in hand are worth against the prizes still
 * to come. Rollout policy (greedy-lite): bid the card whose rank in hand matches the current prize's rank
 * among the prizes left, with a little noise.
 */
import type { GoofspielAction, GoofspielState } from '../../games/toy/goofspiel.js';
import { randomInt } from '../../core/rng.js';
import type { Heuristic } from '../types.js';
import { resultValue } from './generic.js';

type G = 'north' | 'south';
const sum = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);

export const goofspielHeuristic: Heuristic<GoofspielState, GoofspielAction> = {
  evaluate(game, s, side) {
    const r = resultValue(game, s, side);
    if (r !== null) return r;
    const me = side as G, opp: G = me === 'north' ? 'south' : 'north';
    const total = (s.n * (s.n + 1)) / 2;
    const prizesLeft = sum(s.deck) + (s.prize ?? 0);
    const cards = (x: G) => sum(s.hands[x]) + (s.chosen[x] ?? 0);
    const cardsLeft = (cards(me) + cards(opp)) / 2 || 1;
    // A point of bid material is worth about prizesLeft / cardsLeft prize points, discounted (bids are spent
    // against each other, and a lead in cards does not convert one for one).
    const diff = s.score[me] - s.score[opp] + 0.5 * (cards(me) - cards(opp)) * (prizesLeft / cardsLeft);
    return Math.min(1, Math.max(0, 0.5 + diff / total));
  },
  rolloutAction(game, s, side, legal, rng) {
    if (legal.length === 1 || randomInt(rng, 10) === 0 || s.prize === null) return legal[randomInt(rng, legal.length)]!;
    const prizes = [...s.deck, s.prize].sort((a, b) => a - b);
    const rank = prizes.indexOf(s.prize) / Math.max(1, prizes.length - 1);
    const hand = legal.map((a) => a.card).sort((a, b) => a - b);
    const want = hand[Math.round(rank * (hand.length - 1))]!;
    return legal.find((a) => a.card === want)!;
  },
  greedySamples: 12,
};
