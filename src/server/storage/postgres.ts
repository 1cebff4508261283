/**
 * PostgreSQL through pg: the same schema and migrations, plus LISTEN/NOTIFY so that several server processes
 * sharing one database push each other's game updates to their own sockets.
 */
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, sql, type Transaction } from 'kysely';
import { migrations, type DB } from './schema.js';
import { KyselyStore } from './kysely-store.js';
import { StorageConflict, type GameChange } from './types.js';
import type { GameResult } from '../../core/engine.js';

const CHANNEL = 'muster_games';

export class PostgresStorage extends KyselyStore {
  readonly kind = 'postgres' as const;
  private listener: pg.Client | null = null;
  private constructor(db: Kysely<DB>, private url: string, private origin: string) {
    super(db);
  }

  static open(url: string, origin: string, poolSize = Number(process.env.MUSTER_PG_POOL ?? 32)): PostgresStorage {
    // Same durability class as SQLite's WAL + synchronous=NORMAL: a killed server process loses nothing
    // acknowledged (the commit is in PostgreSQL before the answer); only a crash of the database machine
    // may lose its last fraction of a second. MUSTER_PG_SYNCHRONOUS_COMMIT=on waits for the disk flush too
    // (about 10x fewer moves per second on a slow disk).
    const syncCommit = process.env.MUSTER_PG_SYNCHRONOUS_COMMIT === 'on' ? 'on' : 'off';
    const pool = new pg.Pool({ connectionString: url, max: poolSize, options: `-c synchronous_commit=${syncCommit}` });
    pool.on('error', () => { /* an idle client died; the pool replaces it */ });
    return new PostgresStorage(new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), url, origin);
  }

  override async migrate(): Promise<void> {
    // Several processes may start at once: serialise migrations with an advisory lock.
    await this.db.connection().execute(async (c) => {
      await sql`select pg_advisory_lock(4242017)`.execute(c);
      try {
        const { error } = await new Migrator({ db: c, provider: migrations }).migrateToLatest();
        if (error) throw error;
      } finally {
        await sql`select pg_advisory_unlock(4242017)`.execute(c);
      }
    });
  }

  protected override async inTransactionNotify(trx: Transaction<DB>, gameId: string): Promise<void> {
    const payload = JSON.stringify({ gameId, origin: this.origin } satisfies GameChange);
    await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(trx);
  }

  /**
   * The per-move hot path in one statement (one round trip, one commit): bump the version if it is still
   * `idx`, insert the action, and notify the other processes, all or nothing.
   */
  override async appendAction(gameId: string, idx: number, side: string, action: unknown, at: number, end?: GameResult | null): Promise<void> {
    const payload = JSON.stringify({ gameId, origin: this.origin } satisfies GameChange);
    const status = end ? 'finished' : 'active';
    const result = end ? JSON.stringify(end) : null;
    const r = await sql<{ n: number }>`
      WITH u AS (
        UPDATE games SET action_count = ${idx + 1}, updated_at = ${at}, status = ${status},
          result = COALESCE(${result}::text, result)
        WHERE id = ${gameId} AND action_count = ${idx} RETURNING id
      ), i AS (
        INSERT INTO actions (game_id, idx, side, action, created_at)
        SELECT id, ${idx}, ${side}, ${JSON.stringify(action)}, ${at} FROM u RETURNING game_id
      )
      SELECT pg_notify(${CHANNEL}, ${payload}) AS n FROM i`.execute(this.db);
    if (r.rows.length !== 1) throw new StorageConflict(`game ${gameId} is no longer at version ${idx}`);
  }

  override async notify(change: GameChange): Promise<void> {
    await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`.execute(this.db);
  }

  override async listen(cb: (change: GameChange) => void): Promise<void> {
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: this.url });
      c.on('notification', (n) => {
        if (n.channel !== CHANNEL || !n.payload) return;
        try {
          const ch = JSON.parse(n.payload) as GameChange;
          if (ch.origin !== this.origin) cb(ch);
        } catch { /* not ours */ }
      });
      c.on('error', () => {
        // Lost the listening connection: reconnect. Stale copies are still caught by the version check.
        if (this.listener === c) { this.listener = null; setTimeout(() => { void connect().catch(() => {}); }, 500); }
      });
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      this.listener = c;
    };
    await connect();
  }

  override async close(): Promise<void> {
    const l = this.listener;
    this.listener = null;
    if (l) await l.end().catch(() => {});
    await super.close();
  }
}
