/**
 * The one storage interface of the game server. A game is stored as its options, its seed commitment (and,
 * hidden until the end, the server secret), the players' seed contributions and its action log: never whole
 * states. Two implementations share one Kysely schema: SQLite through better-sqlite3 (default) and
 * PostgreSQL through pg (DATABASE_URL), which also carries cross-process notifications (LISTEN/NOTIFY).
 */
import type { GameResult } from '../../core/engine.js';

export type GameMode = 'online' | 'hotseat' | 'computer' | 'imported';
export type GameStatus = 'open' | 'active' | 'finished';

export interface UserRow {
  id: string;
  name: string;
  passHash: string;
  createdAt: number;
}

export interface GameRow {
  id: string;
  game: string;
  mode: GameMode;
  status: GameStatus;
  options: unknown;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  /** sha256(serverSecret), shown from the start. */
  commitment: string;
  /** Never leaves the server before the game ends. */
  serverSecret: string;
  inviteToken: string;
  result: GameResult | null;
  /** Number of stored actions: the version used for optimistic concurrency between processes. */
  actionCount: number;
  /** An imported game its owner lets others see (listed publicly); other games ignore it. */
  shared?: boolean;
  /** Online games only: listed nowhere, joined through the invitation link alone. */
  private?: boolean;
  /** The sides that must act now (kept after every change: the lobby's "your turn" without loading games). */
  toMove?: string[];
  /** A draw offered by `side` when the game was at version `at` (it lapses with the next action). */
  drawOffer?: DrawOffer | null;
  /** The id of this finished game's rematch, once asked for. */
  rematch?: string | null;
}

export interface DrawOffer { side: string; at: number }

/** A player's rating and record in one game kind. */
export interface RatingRow { userId: string; userName: string; game: string; rating: number; games: number; wins: number; losses: number; draws: number; forfeits: number; updatedAt: number }
/** One side's part in a rated game: who, the score (1 win, 0.5 draw, 0 loss), lost on time. */
export interface RatedSeat { side: string; userId: string; score: number; forfeit: boolean }
export interface RatingChange { side: string; userId: string; before: number; after: number }

export type ChatChannel = 'players' | 'spectators';
export interface ChatRow { id: string; gameId: string; channel: ChatChannel; userId: string; userName: string; side: string | null; text: string; at: number }

export interface SeatRow {
  gameId: string;
  side: string;
  userId: string | null;
  /** Bot kind when the computer holds the seat. */
  bot: string | null;
  /** The seat holder's public random contribution to the seed (hex). */
  contribution: string | null;
  /** When the server accepted it (ms): never before the game's creation, when the commitment was shown. */
  contributedAt?: number | null;
}

export interface SessionRow { user: UserRow; expiresAt: number }

export interface ActionRow {
  idx: number;
  side: string;
  action: unknown;
  at: number;
}

export interface GameListItem {
  game: GameRow;
  seats: (SeatRow & { userName: string | null })[];
}

/** An append or an undo lost a race with another process (or a stale in-memory copy). */
export class StorageConflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageConflict';
  }
}

export interface GameChange {
  gameId: string;
  /** The process that made the change. */
  origin: string;
  /** A chat message to pass on to this process's sockets (the game itself did not change). */
  chat?: ChatRow;
}

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  /** Run pending migrations (called at start). */
  migrate(): Promise<void>;
  close(): Promise<void>;

  createUser(u: UserRow): Promise<void>;
  userByName(name: string): Promise<UserRow | undefined>;
  userById(id: string): Promise<UserRow | undefined>;
  createSession(tokenHash: string, userId: string, expiresAt: number): Promise<void>;
  sessionUser(tokenHash: string, now: number): Promise<UserRow | undefined>;
  /** The session's user and its expiry, or undefined if it does not exist or has expired. */
  session(tokenHash: string, now: number): Promise<SessionRow | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Every session of a user (password change). */
  deleteUserSessions(userId: string): Promise<void>;
  /** Delete the sessions that expired before `now`; returns how many. */
  purgeSessions(now: number): Promise<number>;
  setPassword(userId: string, passHash: string): Promise<void>;
  /** A user whose name has this confusable skeleton (names.ts), if any. */
  userBySkeleton(skeleton: string): Promise<UserRow | undefined>;
  /** Games `userId` created that have not ended, and those of them that are online games waiting for players. */
  countUnfinished(userId: string): Promise<{ unfinished: number; open: number }>;

  createGame(g: GameRow, seats: SeatRow[]): Promise<void>;
  getGame(id: string): Promise<{ game: GameRow; seats: SeatRow[] } | undefined>;
  /** publicOnly: leave out imported games their owner has not shared. */
  /** publicOnly: leave out private games too. */
  listGames(filter: { userId?: string; status?: GameStatus; openOnly?: boolean; publicOnly?: boolean; limit: number }): Promise<GameListItem[]>;
  /** The sides that must act now (stored so that lists know whose turn it is without loading the game). */
  setToMove(gameId: string, sides: string[]): Promise<void>;
  /** End an active game outside its rules (resignation, agreed draw, time) if it is still at version
   *  `actionCount`; false when it moved on or ended meanwhile (nothing changed). */
  finishGame(gameId: string, actionCount: number, result: GameResult): Promise<boolean>;
  /** Set or withdraw the draw offer of an active game still at version `actionCount`; false otherwise. */
  setDrawOffer(gameId: string, actionCount: number, offer: DrawOffer | null): Promise<boolean>;
  /** Record a finished game's rematch unless it has one (then false); `null` takes a claim back. */
  setRematch(gameId: string, rematch: string | null): Promise<boolean>;

  /** Store a chat message unless the channel holds `max` already (then false). */
  addChat(m: Omit<ChatRow, 'userName'>, max: number): Promise<boolean>;
  /** The last `limit` messages of a channel, oldest first. */
  chat(gameId: string, channel: ChatChannel, limit: number): Promise<ChatRow[]>;
  /** A player's notes on a game ('' when none). */
  note(gameId: string, userId: string): Promise<string>;
  setNote(gameId: string, userId: string, text: string, at: number): Promise<void>;

  /**
   * Rate a finished game once: in one transaction, unless the game was rated already (then null), read the
   * players' current ratings (`initial` for a first game), let `compute` give the new ones, store them with the
   * records and the changes.
   */
  rateGame(gameId: string, game: string, seats: RatedSeat[], initial: number,
    compute: (current: { seat: RatedSeat; rating: number; games: number }[]) => number[]): Promise<RatingChange[] | null>;
  /** The changes a game made, if it was rated. */
  ratingChanges(gameId: string): Promise<RatingChange[] | null>;
  /** The best ratings of a game kind (most games first on a tie). */
  ratingBoard(game: string, limit: number): Promise<RatingRow[]>;
  /** A player's ratings and records, every game kind. */
  ratingsOf(userId: string): Promise<RatingRow[]>;
  /** Take a free seat; false if it was taken meanwhile. */
  takeSeat(gameId: string, side: string, userId: string, contribution: string, at?: number): Promise<boolean>;
  /** Record the contribution of a seat `userId` holds and has not contributed to; false otherwise. */
  contribute(gameId: string, side: string, userId: string, contribution: string, at: number): Promise<boolean>;
  setShared(gameId: string, shared: boolean): Promise<void>;
  setStatus(gameId: string, status: GameStatus, result?: GameResult | null): Promise<void>;
  /**
   * Store action number `idx` (0-based) atomically with the game's version (and its end, if it ended);
   * throws StorageConflict unless exactly `idx` actions were stored before.
   */
  appendAction(gameId: string, idx: number, side: string, action: unknown, at: number, end?: GameResult | null): Promise<void>;
  /** Store a whole imported game's actions at once (one transaction), as its actions 0..n-1. */
  importActions(gameId: string, actions: { side: string; action: unknown; at: number }[]): Promise<void>;
  /** Remove action `idx`, which must be the last one; throws StorageConflict otherwise. */
  removeLastAction(gameId: string, idx: number): Promise<void>;
  loadActions(gameId: string, fromIdx?: number): Promise<ActionRow[]>;

  /** Announce a change to other processes (no-op for a single-process store). */
  notify(change: GameChange): Promise<void>;
  /** Hear other processes' changes (no-op for a single-process store). */
  listen(cb: (change: GameChange) => void): Promise<void>;
}
