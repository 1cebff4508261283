/** Pick the storage: PostgreSQL when a postgres:// URL is given, otherwise SQLite under the data folder. */
import path from 'node:path';
import { PostgresStorage } from './postgres.js';
import { SqliteStorage } from './sqlite.js';
import type { Storage } from './types.js';

export function openStorage(opts: { databaseUrl?: string; dataDir: string; origin: string }): Storage {
  const url = opts.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return PostgresStorage.open(url, opts.origin);
  if (url && url.startsWith('sqlite:')) return SqliteStorage.open(url.slice('sqlite:'.length));
  return SqliteStorage.open(path.join(opts.dataDir, 'muster.sqlite'));
}

export * from './types.js';
