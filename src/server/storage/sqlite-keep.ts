/**
 * better-sqlite3 12 objects are never left to the garbage collector.
 *
 * Its Database and Statement derive from node::ObjectWrap, whose destructor (compiled in from Node's headers
 * since Node 24.19) removes an environment cleanup hook and aborts the whole process with "Assertion failed:
 * (env) != nullptr" when the collector finalizes the object where no context is entered, as in a GC inside an
 * `await` continuation (nodejs/node#65446; better-sqlite3 13 no longer uses ObjectWrap but needs Node 22).
 * Kysely prepares a statement for every query and drops it, so a server or a test on Node 24 died at random.
 * Instead, each SQL text is prepared once per database and kept (Kysely's SQL has placeholders, so the texts are
 * few), and each database is kept for the life of the process (a closed one holds only finalized statements).
 */
import Database from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Every database this process opened, closed ones included: never collected (see above). */
const kept = new Set<Database.Database>();

export class KeptDatabase implements SqliteDatabase {
  private readonly statements = new Map<string, Database.Statement>();
  readonly raw: Database.Database;

  constructor(file: string) {
    this.raw = new Database(file);
    kept.add(this.raw);
  }

  /** The one statement for `sql` on this database (prepared on first use, kept with the database). */
  prepare(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) this.statements.set(sql, (s = this.raw.prepare(sql)));
    return s;
  }

  /** Set a pragma (through a kept statement: better-sqlite3's own `pragma()` prepares one and drops it). */
  pragma(p: string): void {
    const s = this.prepare(`PRAGMA ${p}`);
    if (s.reader) s.get(); else s.run();
  }

  close(): void {
    this.raw.close();
  }
}
