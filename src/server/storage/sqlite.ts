/** SQLite through better-sqlite3: one file under the data folder, write-ahead log, migrations at start. */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { KeptDatabase } from './sqlite-keep.js';
import type { DB } from './schema.js';
import { KyselyStore } from './kysely-store.js';
import { StorageConflict } from './types.js';
import type { GameResult } from '../../core/engine.js';

export class SqliteStorage extends KyselyStore {
  readonly kind = 'sqlite' as const;
  private appendTx: ((gameId: string, idx: number, side: string, action: string, at: number, end: string | null) => void) | null = null;
  private constructor(db: Kysely<DB>, private kept: KeptDatabase) {
    super(db);
  }

  private prepareAppend(k: KeptDatabase) {
    // The per-move hot path as two prepared statements in one synchronous transaction (same SQL as the
    // Kysely version in kysely-store.ts; the version check makes a stale append change nothing).
    const bump = k.prepare('UPDATE games SET action_count = ?, updated_at = ? WHERE id = ? AND action_count = ?');
    const bumpEnd = k.prepare("UPDATE games SET action_count = ?, updated_at = ?, status = 'finished', result = ? WHERE id = ? AND action_count = ?");
    const insert = k.prepare('INSERT INTO actions (game_id, idx, side, action, created_at) VALUES (?, ?, ?, ?, ?)');
    return k.raw.transaction((gameId: string, idx: number, side: string, action: string, at: number, end: string | null) => {
      const r = end === null ? bump.run(idx + 1, at, gameId, idx) : bumpEnd.run(idx + 1, at, end, gameId, idx);
      if (r.changes !== 1) throw new StorageConflict(`game ${gameId} is no longer at version ${idx}`);
      insert.run(gameId, idx, side, action, at);
    });
  }

  override async appendAction(gameId: string, idx: number, side: string, action: unknown, at: number, end?: GameResult | null): Promise<void> {
    this.appendTx ??= this.prepareAppend(this.kept);
    this.appendTx(gameId, idx, side, JSON.stringify(action), at, end ? JSON.stringify(end) : null);
  }

  /**
   * WAL with synchronous=NORMAL: a committed transaction is in the WAL file before the call returns, so
   * killing the process (kill -9) loses nothing acknowledged; only a power cut may lose the last commits.
   */
  static open(file: string): SqliteStorage {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Kept: no better-sqlite3 object of it is ever garbage-collected (Node 24 aborts; see sqlite-keep.ts).
    const kept = new KeptDatabase(file);
    kept.pragma('journal_mode = WAL');
    kept.pragma('synchronous = NORMAL');
    kept.pragma('busy_timeout = 5000');
    kept.pragma('foreign_keys = ON');
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: kept }) });
    return new SqliteStorage(db, kept);
  }

  override async close(): Promise<void> {
    this.appendTx = null;
    await super.close(); // closes the better-sqlite3 handle, which checkpoints the WAL
  }
}
