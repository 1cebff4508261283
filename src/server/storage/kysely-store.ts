/** The storage operations common to SQLite and PostgreSQL, written once against Kysely. */
import { Migrator, type Kysely, type Transaction } from 'kysely';
import type { GameResult } from '../../core/engine.js';
import { migrations, type DB } from './schema.js';
import { nameKey, skeletonOf } from '../names.js';
import {
  StorageConflict, type RatedSeat, type RatingChange, type RatingRow, type ChatChannel, type ChatRow, type DrawOffer, type SessionRow, type ActionRow, type GameChange, type GameListItem, type GameMode, type GameRow,
  type GameStatus, type SeatRow, type Storage, type UserRow,
} from './types.js';

const num = (v: number | string): number => (typeof v === 'string' ? Number(v) : v);

function toGame(r: DB['games']): GameRow {
  return {
    id: r.id, game: r.game, mode: r.mode as GameMode, status: r.status as GameStatus,
    options: JSON.parse(r.options), createdBy: r.created_by, createdAt: num(r.created_at), updatedAt: num(r.updated_at),
    commitment: r.commitment, serverSecret: r.server_secret, inviteToken: r.invite_token,
    result: r.result ? (JSON.parse(r.result) as GameResult) : null, actionCount: Number(r.action_count),
    shared: Number(r.shared ?? 0) === 1, private: Number(r.private ?? 0) === 1,
    toMove: r.to_move ? (JSON.parse(r.to_move) as string[]) : [],
    drawOffer: r.draw_offer ? (JSON.parse(r.draw_offer) as DrawOffer) : null, rematch: r.rematch ?? null,
  };
}
function toSeat(r: DB['seats']): SeatRow {
  return {
    gameId: r.game_id, side: r.side, userId: r.user_id, bot: r.bot, contribution: r.contribution,
    contributedAt: r.contributed_at === null || r.contributed_at === undefined ? null : num(r.contributed_at),
  };
}
function toUser(r: DB['users']): UserRow {
  return { id: r.id, name: r.name, passHash: r.pass_hash, createdAt: num(r.created_at) };
}

export abstract class KyselyStore implements Storage {
  abstract readonly kind: 'sqlite' | 'postgres';
  constructor(protected db: Kysely<DB>) {}

  async migrate(): Promise<void> {
    const { error, results } = await new Migrator({ db: this.db, provider: migrations }).migrateToLatest();
    if (error) {
      const failed = results?.find((r) => r.status === 'Error');
      throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`);
    }
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  async createUser(u: UserRow): Promise<void> {
    const exists = await this.userByName(u.name);
    if (exists) throw new StorageConflict(`the name "${u.name}" is taken`);
    try {
      await this.db.insertInto('users').values({
        id: u.id, name: u.name, name_key: nameKey(u.name), pass_hash: u.passHash, created_at: u.createdAt, skeleton: skeletonOf(u.name),
      }).execute();
    } catch (e) {
      if (/unique|duplicate/i.test(String((e as Error).message))) throw new StorageConflict(`the name "${u.name}" is taken`);
      throw e;
    }
  }
  async userByName(name: string): Promise<UserRow | undefined> {
    const r = await this.db.selectFrom('users').selectAll().where('name_key', '=', nameKey(name)).executeTakeFirst();
    return r ? toUser(r) : undefined;
  }
  async userBySkeleton(skeleton: string): Promise<UserRow | undefined> {
    const r = await this.db.selectFrom('users').selectAll().where('skeleton', '=', skeleton).executeTakeFirst();
    return r ? toUser(r) : undefined;
  }
  async setPassword(userId: string, passHash: string): Promise<void> {
    await this.db.updateTable('users').set({ pass_hash: passHash }).where('id', '=', userId).execute();
  }
  async userById(id: string): Promise<UserRow | undefined> {
    const r = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toUser(r) : undefined;
  }
  async createSession(tokenHash: string, userId: string, expiresAt: number): Promise<void> {
    await this.db.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt }).execute();
  }
  async sessionUser(tokenHash: string, now: number): Promise<UserRow | undefined> {
    return (await this.session(tokenHash, now))?.user;
  }
  async session(tokenHash: string, now: number): Promise<SessionRow | undefined> {
    const r = await this.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.name', 'users.name_key', 'users.pass_hash', 'users.created_at', 'users.skeleton', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', tokenHash).executeTakeFirst();
    if (!r || num(r.expires_at) < now) return undefined;
    return { user: toUser(r), expiresAt: num(r.expires_at) };
  }
  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }
  async deleteUserSessions(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
  async purgeSessions(now: number): Promise<number> {
    const r = await this.db.deleteFrom('sessions').where('expires_at', '<', now).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
  async countUnfinished(userId: string): Promise<{ unfinished: number; open: number }> {
    const rows = await this.db.selectFrom('games').select(['status', 'mode', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('created_by', '=', userId).where('status', '!=', 'finished').groupBy(['status', 'mode']).execute();
    let unfinished = 0, open = 0;
    for (const r of rows) {
      unfinished += Number(r.n);
      if (r.status === 'open' && r.mode === 'online') open += Number(r.n);
    }
    return { unfinished, open };
  }

  async createGame(g: GameRow, seats: SeatRow[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('games').values({
        id: g.id, game: g.game, mode: g.mode, status: g.status, options: JSON.stringify(g.options ?? {}),
        created_by: g.createdBy, created_at: g.createdAt, updated_at: g.updatedAt, commitment: g.commitment,
        server_secret: g.serverSecret, invite_token: g.inviteToken, result: g.result ? JSON.stringify(g.result) : null,
        action_count: g.actionCount, shared: g.shared ? 1 : 0, private: g.private ? 1 : 0, to_move: JSON.stringify(g.toMove ?? []),
      }).execute();
      for (const s of seats) {
        await trx.insertInto('seats').values({ game_id: g.id, side: s.side, user_id: s.userId, bot: s.bot, contribution: s.contribution, contributed_at: s.contributedAt ?? null }).execute();
      }
    });
  }
  async getGame(id: string): Promise<{ game: GameRow; seats: SeatRow[] } | undefined> {
    const g = await this.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
    if (!g) return undefined;
    const seats = await this.db.selectFrom('seats').selectAll().where('game_id', '=', id).execute();
    return { game: toGame(g), seats: seats.map(toSeat) };
  }
  async listGames(filter: { userId?: string; status?: GameStatus; openOnly?: boolean; publicOnly?: boolean; limit: number }): Promise<GameListItem[]> {
    let q = this.db.selectFrom('games').selectAll();
    if (filter.userId) {
      const uid = filter.userId;
      q = q.where((eb) => eb.or([
        eb('created_by', '=', uid),
        eb('id', 'in', eb.selectFrom('seats').select('game_id').where('user_id', '=', uid)),
      ]));
    }
    if (filter.status) q = q.where('status', '=', filter.status);
    if (filter.openOnly) {
      // Waiting for an opponent: a seat is free (a rematch's seats are both held while it waits for contributions).
      q = q.where('status', '=', 'open').where('mode', '=', 'online')
        .where('id', 'in', (eb) => eb.selectFrom('seats').select('game_id').where('user_id', 'is', null).where('bot', 'is', null));
    }
    if (filter.publicOnly) q = q.where((eb) => eb.or([eb('mode', '!=', 'imported'), eb('shared', '=', 1)])).where('private', '=', 0);
    const games = await q.orderBy('updated_at', 'desc').limit(filter.limit).execute();
    if (games.length === 0) return [];
    const ids = games.map((g) => g.id);
    const seats = await this.db.selectFrom('seats').leftJoin('users', 'users.id', 'seats.user_id')
      .select(['seats.game_id', 'seats.side', 'seats.user_id', 'seats.bot', 'seats.contribution', 'seats.contributed_at', 'users.name'])
      .where('seats.game_id', 'in', ids).execute();
    return games.map((g) => ({
      game: toGame(g),
      seats: seats.filter((s) => s.game_id === g.id).map((s) => ({ ...toSeat(s as DB['seats']), userName: s.name ?? null })),
    }));
  }
  async takeSeat(gameId: string, side: string, userId: string, contribution: string, at = Date.now()): Promise<boolean> {
    const r = await this.db.updateTable('seats').set({ user_id: userId, contribution, contributed_at: at })
      .where('game_id', '=', gameId).where('side', '=', side).where('user_id', 'is', null).where('bot', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
  async contribute(gameId: string, side: string, userId: string, contribution: string, at: number): Promise<boolean> {
    const r = await this.db.updateTable('seats').set({ contribution, contributed_at: at })
      .where('game_id', '=', gameId).where('side', '=', side).where('user_id', '=', userId).where('contribution', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
  async setToMove(gameId: string, sides: string[]): Promise<void> {
    await this.db.updateTable('games').set({ to_move: JSON.stringify(sides) }).where('id', '=', gameId).execute();
  }
  async finishGame(gameId: string, actionCount: number, result: GameResult): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const u = await trx.updateTable('games').set({ status: 'finished', result: JSON.stringify(result), updated_at: Date.now(), to_move: '[]', draw_offer: null })
        .where('id', '=', gameId).where('status', '=', 'active').where('action_count', '=', actionCount).executeTakeFirst();
      if (Number(u.numUpdatedRows) !== 1) return false;
      await this.inTransactionNotify(trx, gameId);
      return true;
    });
  }
  async setDrawOffer(gameId: string, actionCount: number, offer: DrawOffer | null): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const u = await trx.updateTable('games').set({ draw_offer: offer ? JSON.stringify(offer) : null })
        .where('id', '=', gameId).where('status', '=', 'active').where('action_count', '=', actionCount).executeTakeFirst();
      if (Number(u.numUpdatedRows) !== 1) return false;
      await this.inTransactionNotify(trx, gameId);
      return true;
    });
  }
  async addChat(m: Omit<ChatRow, 'userName'>, max: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const n = await trx.selectFrom('chat').select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('game_id', '=', m.gameId).where('channel', '=', m.channel).executeTakeFirst();
      if (Number(n?.n ?? 0) >= max) return false;
      await trx.insertInto('chat').values({ id: m.id, game_id: m.gameId, channel: m.channel, user_id: m.userId, side: m.side, text: m.text, created_at: m.at }).execute();
      return true;
    });
  }
  async chat(gameId: string, channel: ChatChannel, limit: number): Promise<ChatRow[]> {
    const rows = await this.db.selectFrom('chat').leftJoin('users', 'users.id', 'chat.user_id')
      .select(['chat.id', 'chat.game_id', 'chat.channel', 'chat.user_id', 'chat.side', 'chat.text', 'chat.created_at', 'users.name'])
      .where('chat.game_id', '=', gameId).where('chat.channel', '=', channel)
      .orderBy('chat.created_at', 'desc').orderBy('chat.id', 'desc').limit(limit).execute();
    return rows.reverse().map((r) => ({
      id: r.id, gameId: r.game_id, channel: r.channel as ChatChannel, userId: r.user_id, userName: r.name ?? '?', side: r.side, text: r.text, at: num(r.created_at),
    }));
  }
  async note(gameId: string, userId: string): Promise<string> {
    const r = await this.db.selectFrom('notes').select('text').where('game_id', '=', gameId).where('user_id', '=', userId).executeTakeFirst();
    return r?.text ?? '';
  }
  async setNote(gameId: string, userId: string, text: string, at: number): Promise<void> {
    await this.db.insertInto('notes').values({ game_id: gameId, user_id: userId, text, updated_at: at })
      .onConflict((oc) => oc.columns(['game_id', 'user_id']).doUpdateSet({ text, updated_at: at })).execute();
  }
  async rateGame(gameId: string, game: string, seats: RatedSeat[], initial: number,
    compute: (current: { seat: RatedSeat; rating: number; games: number }[]) => number[]): Promise<RatingChange[] | null> {
    return this.db.transaction().execute(async (trx) => {
      // The game's row first: a second attempt (another process, a retry) finds it and changes nothing.
      const ins = await trx.insertInto('rated_games').values({ game_id: gameId, game, changes: '[]', created_at: Date.now() })
        .onConflict((oc) => oc.column('game_id').doNothing()).executeTakeFirst();
      if (Number(ins.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
      const current = [];
      for (const seat of seats) {
        let q = trx.selectFrom('ratings').selectAll().where('user_id', '=', seat.userId).where('game', '=', game);
        if (this.kind === 'postgres') q = q.forUpdate();
        const r = await q.executeTakeFirst();
        current.push({ seat, rating: r ? Number(r.rating) : initial, games: r ? Number(r.games) : 0, exists: !!r });
      }
      const next = compute(current);
      const now = Date.now();
      const changes: RatingChange[] = [];
      for (const [i, c] of current.entries()) {
        const after = next[i]!;
        const win = c.seat.score === 1 ? 1 : 0, loss = c.seat.score === 0 ? 1 : 0, draw = c.seat.score === 0.5 ? 1 : 0, forfeit = c.seat.forfeit ? 1 : 0;
        if (c.exists) {
          await trx.updateTable('ratings').set((eb) => ({
            rating: after, games: eb('games', '+', 1), wins: eb('wins', '+', win), losses: eb('losses', '+', loss),
            draws: eb('draws', '+', draw), forfeits: eb('forfeits', '+', forfeit), updated_at: now,
          })).where('user_id', '=', c.seat.userId).where('game', '=', game).execute();
        } else {
          await trx.insertInto('ratings').values({ user_id: c.seat.userId, game, rating: after, games: 1, wins: win, losses: loss, draws: draw, forfeits: forfeit, updated_at: now }).execute();
        }
        changes.push({ side: c.seat.side, userId: c.seat.userId, before: c.rating, after });
      }
      await trx.updateTable('rated_games').set({ changes: JSON.stringify(changes) }).where('game_id', '=', gameId).execute();
      return changes;
    });
  }
  async ratingChanges(gameId: string): Promise<RatingChange[] | null> {
    const r = await this.db.selectFrom('rated_games').select('changes').where('game_id', '=', gameId).executeTakeFirst();
    return r ? (JSON.parse(r.changes) as RatingChange[]) : null;
  }
  private ratingRows() {
    return this.db.selectFrom('ratings').innerJoin('users', 'users.id', 'ratings.user_id')
      .select(['ratings.user_id', 'users.name', 'ratings.game', 'ratings.rating', 'ratings.games', 'ratings.wins', 'ratings.losses', 'ratings.draws', 'ratings.forfeits', 'ratings.updated_at']);
  }
  private toRating(r: { user_id: string; name: string; game: string; rating: number; games: number; wins: number; losses: number; draws: number; forfeits: number; updated_at: number | string }): RatingRow {
    return { userId: r.user_id, userName: r.name, game: r.game, rating: Number(r.rating), games: Number(r.games), wins: Number(r.wins), losses: Number(r.losses), draws: Number(r.draws), forfeits: Number(r.forfeits), updatedAt: num(r.updated_at) };
  }
  async ratingBoard(game: string, limit: number): Promise<RatingRow[]> {
    const rows = await this.ratingRows().where('ratings.game', '=', game).orderBy('ratings.rating', 'desc').orderBy('ratings.games', 'desc').limit(limit).execute();
    return rows.map((r) => this.toRating(r));
  }
  async ratingsOf(userId: string): Promise<RatingRow[]> {
    const rows = await this.ratingRows().where('ratings.user_id', '=', userId).orderBy('ratings.game').execute();
    return rows.map((r) => this.toRating(r));
  }
  async setRematch(gameId: string, rematch: string | null): Promise<boolean> {
    let q = this.db.updateTable('games').set({ rematch }).where('id', '=', gameId);
    if (rematch !== null) q = q.where('rematch', 'is', null);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
  async setShared(gameId: string, shared: boolean): Promise<void> {
    await this.db.updateTable('games').set({ shared: shared ? 1 : 0 }).where('id', '=', gameId).execute();
  }
  async setStatus(gameId: string, status: GameStatus, result?: GameResult | null): Promise<void> {
    const set: Partial<DB['games']> = { status, updated_at: Date.now() };
    if (result !== undefined) set.result = result ? JSON.stringify(result) : null;
    await this.db.updateTable('games').set(set).where('id', '=', gameId).execute();
  }

  /** Hook for PostgreSQL: notify inside the transaction so the notice is sent exactly at commit. */
  protected async inTransactionNotify(_trx: Transaction<DB>, _gameId: string): Promise<void> {}

  async appendAction(gameId: string, idx: number, side: string, action: unknown, at: number, end?: GameResult | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const set: Partial<DB['games']> = { action_count: idx + 1, updated_at: at };
      if (end) { set.status = 'finished'; set.result = JSON.stringify(end); }
      const u = await trx.updateTable('games').set(set).where('id', '=', gameId).where('action_count', '=', idx).executeTakeFirst();
      if (Number(u.numUpdatedRows) !== 1) throw new StorageConflict(`game ${gameId} is no longer at version ${idx}`);
      await trx.insertInto('actions').values({ game_id: gameId, idx, side, action: JSON.stringify(action), created_at: at }).execute();
      await this.inTransactionNotify(trx, gameId);
    });
  }
  async importActions(gameId: string, actions: { side: string; action: unknown; at: number }[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // In chunks: a few statements instead of one per action keeps a long import from holding the event loop.
      for (let i = 0; i < actions.length; i += 500) {
        await trx.insertInto('actions').values(actions.slice(i, i + 500).map((a, k) => ({
          game_id: gameId, idx: i + k, side: a.side, action: JSON.stringify(a.action), created_at: a.at,
        }))).execute();
      }
      await trx.updateTable('games').set({ action_count: actions.length }).where('id', '=', gameId).execute();
    });
  }
  async removeLastAction(gameId: string, idx: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const u = await trx.updateTable('games').set({ action_count: idx, updated_at: Date.now() })
        .where('id', '=', gameId).where('action_count', '=', idx + 1).where('status', '=', 'active').executeTakeFirst();
      if (Number(u.numUpdatedRows) !== 1) throw new StorageConflict(`action ${idx + 1} of game ${gameId} is not the last one`);
      await trx.deleteFrom('actions').where('game_id', '=', gameId).where('idx', '=', idx).execute();
      await this.inTransactionNotify(trx, gameId);
    });
  }
  async loadActions(gameId: string, fromIdx = 0): Promise<ActionRow[]> {
    const rows = await this.db.selectFrom('actions').selectAll().where('game_id', '=', gameId).where('idx', '>=', fromIdx)
      .orderBy('idx').execute();
    return rows.map((r) => ({ idx: Number(r.idx), side: r.side, action: JSON.parse(r.action), at: num(r.created_at) }));
  }

  async notify(_change: GameChange): Promise<void> {}
  async listen(_cb: (change: GameChange) => void): Promise<void> {}
}
