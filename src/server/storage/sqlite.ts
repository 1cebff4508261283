/** SQLite through better-sqlite3: one file under the data folder, write-ahead log, migrations at start. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DB } from './schema.js';
import { KyselyStore } from './kysely-store.js';

export class SqliteStorage extends KyselyStore {
  readonly kind = 'sqlite' as const;
  private constructor(db: Kysely<DB>, private raw: Database.Database) {
    super(db);
  }

  /**
   * WAL with synchronous=NORMAL: a committed transaction is in the WAL file before the call returns, so
   * killing the process (kill -9) loses nothing acknowledged; only a power cut may lose the last commits.
   */
  static open(file: string): SqliteStorage {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const raw = new Database(file);
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = NORMAL');
    raw.pragma('busy_timeout = 5000');
    raw.pragma('foreign_keys = ON');
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: raw }) });
    return new SqliteStorage(db, raw);
  }

  override async close(): Promise<void> {
    await super.close(); // closes the better-sqlite3 handle, which checkpoints the WAL
    void this.raw;
  }
}
