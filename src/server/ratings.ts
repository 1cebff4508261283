/**
 * Ratings (issue 20): an Elo rating per player and game kind, changed once at the end of each rated game, with
 * each player's record (games, wins, losses, draws, forfeits = losses on time). Rated: online games between two
 * different accounts, whatever ended them (the rules, a resignation, an agreed draw, time). Hot-seat, computer
 * and imported games are not rated.
 */
import type { GameResult } from '../core/engine.js';
import { endingOf } from './endings.js';
import type { Hub } from './hub.js';
import type { LiveGame } from './live.js';
import type { RatedSeat, RatingChange } from './storage/types.js';

export const INITIAL_RATING = 1500;

/** The K factor: larger for a player's first games, so that a newcomer's rating finds its level quickly. */
export const kFactor = (gamesBefore: number): number => (gamesBefore < 10 ? 40 : 20);

/** Elo's expected score of a player rated `a` against one rated `b`. */
export const expected = (a: number, b: number): number => 1 / (1 + 10 ** ((b - a) / 400));

/** New ratings of two players after one game (scores 1, 0.5, 0), rounded to a tenth. */
export function eloAfter(p: { rating: number; games: number; score: number }, q: { rating: number; games: number; score: number }): [number, number] {
  const r = (x: number) => Math.round(x * 10) / 10;
  return [
    r(p.rating + kFactor(p.games) * (p.score - expected(p.rating, q.rating))),
    r(q.rating + kFactor(q.games) * (q.score - expected(q.rating, p.rating))),
  ];
}

/** The seats of a rated game with their scores, or null if the game is not rated. */
export function ratedSeats(g: LiveGame, result: GameResult | null): RatedSeat[] | null {
  if (!result || g.row.mode !== 'online' || g.seats.length !== 2) return null;
  const users = g.seats.map((s) => s.userId);
  if (users.some((u) => !u) || users[0] === users[1] || g.seats.some((s) => s.bot)) return null;
  const ending = endingOf(result);
  return g.seats.map((s) => ({
    side: s.side, userId: s.userId!,
    score: result.winner === null ? 0.5 : result.winner === s.side ? 1 : 0,
    forfeit: ending?.kind === 'outOfTime' && ending.side === s.side,
  }));
}

/** The end hook: rate the game (once, whichever process ended it), then show the changes to its followers. */
export async function rateFinished(hub: Hub, g: LiveGame): Promise<RatingChange[] | null> {
  const seats = ratedSeats(g, g.result());
  if (!seats) return null;
  const changes = await hub.storage.rateGame(g.id, g.row.game, seats, INITIAL_RATING, ([a, b]) => eloAfter(
    { rating: a!.rating, games: a!.games, score: a!.seat.score },
    { rating: b!.rating, games: b!.games, score: b!.seat.score },
  ));
  if (changes) {
    g.ratings = changes;
    hub.broadcast(g);
  }
  return changes;
}
