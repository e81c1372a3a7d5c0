import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DriverAdapterError } from '@prisma/driver-adapter-utils';
import Sqlite from 'better-sqlite3';
import type { Database, Queryable } from './database';
import { busyTimeoutMs } from './migrate';
import { raw, render, type Sql, type SqlValue } from './sql';

/** Prepared statements kept per statement text; beyond this many distinct texts the oldest go. */
const statementCacheSize = 256;

interface Prepared {
  readonly statement: Sqlite.Statement;
  /** Columns declared DATETIME, which hold ISO text and are read as `Date`. */
  readonly dates: readonly string[];
}

/**
 * SQLite through better-sqlite3 itself, with each statement text prepared once: preparing a
 * statement anew for every call (what Prisma's driver adapter does) cost as much as running it
 * (docs/performance.md). Values are written as that adapter writes them (dates as ISO text with
 * `+00:00`, booleans as 0/1) and a unique-key violation is raised as its DriverAdapterError, so
 * files and errors are the same whichever opened them.
 *
 * One connection, so the store's statements run one at a time, a transaction's statements
 * included: a statement issued while another caller's transaction is open would otherwise run
 * inside it, see its uncommitted rows, and be rolled back with it. Meant for one process per
 * file; the version checks of every write (src/store/game-writes.ts) still keep a second process
 * from overwriting the first's changes, but only PostgreSQL lets several processes share the work.
 */
class SqliteDatabase implements Database {
  readonly provider = 'sqlite' as const;
  readonly skipLocked = raw('');
  private readonly prepared = new Map<string, Prepared>();
  private readonly direct: Queryable = {
    query: (statement) => Promise.resolve(this.rows(statement)),
    execute: (statement) => Promise.resolve(this.changes(statement)),
  };
  private tail: Promise<void> = Promise.resolve();
  private closed: Promise<void> | null = null;

  private readonly begin: Sqlite.Statement;
  private readonly commit: Sqlite.Statement;
  private readonly rollback: Sqlite.Statement;

  constructor(private readonly db: Sqlite.Database) {
    this.begin = db.prepare('BEGIN');
    this.commit = db.prepare('COMMIT');
    this.rollback = db.prepare('ROLLBACK');
  }

  query<T>(statement: Sql): Promise<T[]> {
    return this.exclusive(() => this.rows<T>(statement));
  }

  execute(statement: Sql): Promise<number> {
    return this.exclusive(() => this.changes(statement));
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      this.begin.run();
      try {
        const result = await work(this.direct);
        this.commit.run();
        return result;
      } catch (error) {
        // A failed COMMIT (or a statement error) may already have ended the transaction.
        if (this.db.inTransaction) this.rollback.run();
        throw error;
      }
    });
  }

  close(): Promise<void> {
    this.closed ??= this.exclusive(() => {
      this.db.close();
    });
    return this.closed;
  }

  private rows<T>(statement: Sql): T[] {
    const { statement: prepared, dates } = this.prepare(statement);
    const args = statement.values.map(toArg);
    if (!prepared.reader) {
      guarded(() => prepared.run(...args));
      return [];
    }
    const rows = guarded(() => prepared.all(...args) as Record<string, unknown>[]);
    if (dates.length > 0) {
      for (const row of rows) for (const column of dates) if (row[column] !== null) row[column] = new Date(row[column] as string);
    }
    return rows as T[];
  }

  private changes(statement: Sql): number {
    const { statement: prepared } = this.prepare(statement);
    const args = statement.values.map(toArg);
    return guarded(() => prepared.run(...args)).changes;
  }

  private prepare(statement: Sql): Prepared {
    const text = render(statement, () => '?').sql;
    let found = this.prepared.get(text);
    if (!found) {
      const prepared = this.db.prepare(text);
      const dates = prepared.reader ? prepared.columns().flatMap((c) => (c.type?.toUpperCase() === 'DATETIME' ? [c.name] : [])) : [];
      found = { statement: prepared, dates };
      if (this.prepared.size >= statementCacheSize) this.prepared.delete(this.prepared.keys().next().value as string);
      this.prepared.set(text, found);
    }
    return found;
  }

  private exclusive<T>(work: () => T | Promise<T>): Promise<T> {
    const run = this.tail.then(work);
    this.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }
}

function guarded<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw asAdapterError(error);
  }
}

function toArg(value: SqlValue): unknown {
  if (value instanceof Date) return value.toISOString().replace('Z', '+00:00');
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** A unique-key violation as Prisma's adapter reports it ("UNIQUE constraint failed: Action.interactionId"); other errors as they are. */
function asAdapterError(error: unknown): unknown {
  if (!(error instanceof Sqlite.SqliteError) || (error.code !== 'SQLITE_CONSTRAINT_UNIQUE' && error.code !== 'SQLITE_CONSTRAINT_PRIMARYKEY')) return error;
  const columns = error.message.split('constraint failed: ').at(1)?.split(', ') ?? [];
  return new DriverAdapterError({
    kind: 'UniqueConstraintViolation',
    constraint: { fields: columns.map((column) => column.split('.').pop() ?? column) },
    table: columns[0]?.split('.').slice(0, -1).join('.'),
    originalCode: error.code,
    originalMessage: error.message,
  });
}

export async function openSqlite(file: string): Promise<Database> {
  // A new file's folder; the file itself is created by the connection and migrated next.
  await mkdir(dirname(file), { recursive: true });
  const db = new Sqlite(file, { timeout: busyTimeoutMs });
  // Per connection: with WAL, NORMAL only syncs at checkpoints and still never corrupts the file.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return new SqliteDatabase(db);
}
