/**
 * Rematch (issue 20): either player of a finished online game asks for it; the server makes one new game with
 * the same game, options and privacy and the sides swapped, both seats already held by the two players. Each
 * player's browser then contributes its part of the seed (commit first: the new game's commitment is shown
 * before), so opening the rematch is the one click that accepts it; the game starts when both have. Asked
 * twice (both players, or two processes at once), it is still one game: the old game records its rematch.
 */
import { ApiError } from './errors.js';
import type { GameMeta, Hub } from './hub.js';
import type { UserRow } from './storage/types.js';

export async function rematch(hub: Hub, user: UserRow, id: string, from?: string): Promise<GameMeta> {
  const g = await hub.load(id, from);
  const made = await g.exclusive(async () => {
    if (!g.seats.some((s) => s.userId === user.id)) throw new ApiError(403, 'not-a-player', 'only the players of a game ask for its rematch');
    if (g.row.mode !== 'online') throw new ApiError(409, 'no-rematch', 'rematches are for online games between two players (start a new game against the computer or in hot seat)');
    if (g.row.status !== 'finished') throw new ApiError(409, 'not-finished', 'a rematch follows the end of the game');
    if (g.row.rematch) return g.row.rematch;
    return hub.createRematch(g, user);
  });
  const next = await hub.load(made, from);
  return hub.meta(next, user);
}
