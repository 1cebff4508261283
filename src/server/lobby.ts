/**
 * The live lobby: sockets that asked for it (`{t:'lobby'}`) receive the list of open games whenever it
 * changes and, for a signed-in player, the list of their own games (whose turn it is) whenever one of them
 * changes. Pushes are coalesced (one query per burst of changes, not one per move) so that a busy server
 * does not query the database for every action, and each list is built once for every socket that wants it.
 */
import { getGame } from '../games/registry.js';
import type { Conn } from './hub.js';
import type { GameListItem, Storage, UserRow } from './storage/types.js';

/** One row of a game list, as clients receive it. */
export interface ListedGame {
  id: string;
  game: string;
  title: { en: string; ja: string };
  mode: string;
  status: string;
  result: unknown;
  options: unknown;
  createdAt: number;
  updatedAt: number;
  private: boolean;
  /** The sides that must act now. */
  toMove: string[];
  /** The viewer holds a seat whose side must act now. */
  yourTurn: boolean;
  seats: { side: string; player: string | null; bot: boolean; you: boolean }[];
}

export function listedGame({ game, seats }: GameListItem, user: UserRow | null): ListedGame {
  const info = getGame(game.game)?.info;
  const toMove = game.status === 'active' ? game.toMove ?? [] : [];
  const mine = (s: { userId: string | null }) => !!user && s.userId === user.id;
  return {
    id: game.id, game: game.game, title: info?.title ?? { en: game.game, ja: game.game }, mode: game.mode,
    status: game.status, result: game.result, options: game.options, createdAt: game.createdAt, updatedAt: game.updatedAt,
    private: !!game.private, toMove,
    yourTurn: seats.some((s) => mine(s) && toMove.includes(s.side)),
    seats: seats.map((s) => ({ side: s.side, player: s.userName, bot: !!s.bot, you: mine(s) })),
  };
}

/** A player's games: those where it is their move first, then the most recently changed. */
export function sortMine(items: ListedGame[]): ListedGame[] {
  const rank = (g: ListedGame) => (g.yourTurn ? 0 : g.status === 'finished' ? 2 : 1);
  return [...items].sort((a, b) => rank(a) - rank(b) || b.updatedAt - a.updatedAt);
}

export const LIST_LIMIT = 100;
/** Pushes wait this long so that a burst of changes costs one query. */
const COALESCE_MS = 150;

export class Lobby {
  private conns = new Set<Conn>();
  private openDue: NodeJS.Timeout | null = null;
  private usersDue = new Set<string>();
  private usersTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private storage: Storage) {}

  async watch(conn: Conn): Promise<void> {
    this.conns.add(conn);
    const open = await this.openList();
    conn.send({ t: 'lobby', open: open.map((g) => listedGame(g, conn.user)) });
    if (conn.user) conn.send({ t: 'mine', ...(await this.mineOf(conn.user)) });
  }

  unwatch(conn: Conn): void { this.conns.delete(conn); }

  /** The open-game list changed (a game created, joined, started or cancelled). */
  openChanged(): void {
    if (this.closed || this.openDue || this.conns.size === 0) return;
    this.openDue = setTimeout(() => { this.openDue = null; void this.pushOpen().catch(() => {}); }, COALESCE_MS);
  }

  /** Something about these players' games changed (a move, a start, an end). */
  usersChanged(userIds: Iterable<string | null>): void {
    if (this.closed) return;
    for (const id of userIds) if (id && [...this.conns].some((c) => c.user?.id === id)) this.usersDue.add(id);
    if (this.usersDue.size === 0 || this.usersTimer) return;
    this.usersTimer = setTimeout(() => { this.usersTimer = null; void this.pushUsers().catch(() => {}); }, COALESCE_MS);
  }

  close(): void {
    this.closed = true;
    if (this.openDue) clearTimeout(this.openDue);
    if (this.usersTimer) clearTimeout(this.usersTimer);
    this.conns.clear();
  }

  private openList(): Promise<GameListItem[]> {
    return this.storage.listGames({ openOnly: true, publicOnly: true, limit: LIST_LIMIT });
  }

  async mineOf(user: UserRow): Promise<{ games: ListedGame[]; turns: number }> {
    const items = await this.storage.listGames({ userId: user.id, limit: LIST_LIMIT });
    const games = sortMine(items.map((g) => listedGame(g, user)));
    return { games, turns: games.filter((g) => g.yourTurn).length };
  }

  private async pushOpen(): Promise<void> {
    if (this.closed || this.conns.size === 0) return;
    const open = await this.openList();
    // Anonymous watchers share one serialised message; a signed-in one is told which games are theirs.
    const anon = JSON.stringify({ t: 'lobby', open: open.map((g) => listedGame(g, null)) });
    for (const c of this.conns) {
      const mine = c.user && open.some((g) => g.seats.some((s) => s.userId === c.user!.id));
      try { if (mine) c.send({ t: 'lobby', open: open.map((g) => listedGame(g, c.user)) }); else c.sendText(anon); } catch { /* closed */ }
    }
  }

  private async pushUsers(): Promise<void> {
    const ids = [...this.usersDue];
    this.usersDue.clear();
    for (const id of ids) {
      const conns = [...this.conns].filter((c) => c.user?.id === id);
      if (!conns.length) continue;
      const text = JSON.stringify({ t: 'mine', ...(await this.mineOf(conns[0]!.user!)) });
      for (const c of conns) { try { c.sendText(text); } catch { /* closed */ } }
    }
  }
}
