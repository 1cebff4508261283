/**
 * Child process of sqlite-gc.test.ts: SQLite storages opened, queried from `await` continuations while garbage
 * piles up (so the collector runs inside microtasks), closed and dropped, as a server and its tests do.
 * Prints "done" when it lives to the end; on Node 24 a better-sqlite3 object left to the collector aborts it.
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import os from 'node:os';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-sqlite-gc-'));
for (let round = 0; round < 6; round++) {
  const storage = SqliteStorage.open(path.join(dir, `db${round}.sqlite`));
  await storage.migrate();
  await storage.createUser({ id: `u${round}`, name: `user${round}`, passHash: 'x', createdAt: 1 });
  const work = async (i: number) => {
    await fs.stat(dir); // resumed from an I/O callback's microtask checkpoint
    for (let j = 0; j < 20; j++) await storage.userByName(`user${(i + j) % (round + 1)}`);
    const junk: object[] = [];
    for (let j = 0; j < 4000; j++) junk.push({ j, s: String(j).repeat(4) });
    return junk.length;
  };
  for (let k = 0; k < 40; k++) await Promise.all([0, 1, 2, 3].map(work));
  await storage.close();
}
await fs.rm(dir, { recursive: true, force: true });
process.stdout.write('done\n');
