/**
 * SQLite storage on Node 24: no better-sqlite3 object is left to the garbage collector, whose finalizer aborts
 * the process there ("Assertion failed: (env) != nullptr", nodejs/node#65446; src/server/storage/sqlite-keep.ts).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { KeptDatabase } from '../../src/server/storage/sqlite-keep.js';
import { ROOT } from './helpers.js';

test('server storage: a SQL text is prepared once per database and the same statement is used again', () => {
  const db = new KeptDatabase(':memory:');
  const a = db.prepare('SELECT ? AS v');
  assert.equal(db.prepare('SELECT ? AS v'), a);
  assert.deepEqual(a.get(7), { v: 7 });
  assert.notEqual(db.prepare('SELECT 1'), a);
  db.close();
});

test('server storage: storages opened, queried inside await continuations under GC pressure, closed and dropped: the process lives on', { timeout: 300000 }, () => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'test/server/sqlite-gc-child.ts')], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(r.signal, null, `killed by ${r.signal}: ${r.stderr.slice(0, 600)}`);
  assert.equal(r.status, 0, r.stderr.slice(0, 600));
  assert.equal(r.stdout.trim(), 'done');
});
