import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type Sqlite from 'better-sqlite3';
import { AdapterDatabase, type Database } from './database';
import { replacePrepare } from './driver-patches';
import { busyTimeoutMs } from './migrate';
import { walCheckpointer } from './wal-checkpointer';

/**
 * SQLite through better-sqlite3: one connection, so the store's statements run one at a time
 * (a transaction's statements included). Meant for one process per file; the version checks of
 * every write (src/store/game-writes.ts) still keep a second process from overwriting the
 * first's changes, but only PostgreSQL lets several processes share the work.
 */
export async function openSqlite(file: string): Promise<Database> {
  // A new file's folder; the file itself is created by the connection and migrated next.
  await mkdir(dirname(file), { recursive: true });
  const adapter = await new PrismaBetterSqlite3({ url: file, timeout: busyTimeoutMs }).connect();
  reusePreparedStatements(adapter);
  // Per connection: with WAL, NORMAL only syncs at checkpoints and still never corrupts the file.
  // Checkpoints run on a thread of their own (wal-checkpointer.ts) every 512 commits, ~7,500 WAL
  // pages; the connection's own automatic checkpoint stays as a backstop at 40,000 pages, should
  // that thread fall behind. A power loss (not a crash of the process) may undo what was
  // committed since the last checkpoint (docs/persistence.md).
  await adapter.executeScript(`PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA wal_autocheckpoint = ${BACKSTOP_PAGES};`);
  const checkpointer = walCheckpointer({
    file,
    busyTimeoutMs,
    everyCommits: CHECKPOINT_EVERY_COMMITS,
    onWriter: () => adapter.executeScript('PRAGMA wal_checkpoint(PASSIVE)'),
  });
  return new AdapterDatabase(adapter, { provider: 'sqlite', placeholder: () => '?', skipLocked: '', oneAtATime: true }, checkpointer);
}

const CHECKPOINT_EVERY_COMMITS = 512;
const BACKSTOP_PAGES = 40_000;

/** Beyond this many distinct statement texts the least recently used is prepared again when next needed. */
const STATEMENT_CACHE_SIZE = 256;

/**
 * Prisma's SQLite adapter prepares every statement anew (`client.prepare(sql).bind(args)`), which
 * costs as much as running it: the store's few dozen statement texts are prepared once instead
 * (docs/performance.md). The adapter, its value mapping and its errors are untouched; only its
 * connection's `prepare` answers from a cache, with statements bound per call rather than for
 * good (better-sqlite3 lets a statement be bound once only). If a later version of the adapter
 * no longer keeps its connection in `client`, nothing is cached and everything still works.
 */
function reusePreparedStatements(adapter: object): void {
  const client = (adapter as { client?: Sqlite.Database }).client;
  if (typeof client?.prepare !== 'function') return;
  const prepare = client.prepare.bind(client);
  const cache = new Map<string, CachedStatement>();
  const prepared = (sql: string): CachedStatement => {
    const hit = cache.get(sql);
    if (hit) {
      cache.delete(sql);
      cache.set(sql, hit);
      return hit;
    }
    const statement = new CachedStatement(prepare(sql));
    cache.set(sql, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  replacePrepare(client, prepared);
}

/**
 * A prepared statement as the adapter uses it: run as it is (its `startTransaction` runs `BEGIN`
 * so), or bound to one call's values. Classes rather than closures (tsx names each closure as it
 * is made): the adapter binds three statements per action.
 */
class CachedStatement {
  constructor(private readonly statement: Sqlite.Statement) {}

  run(): Sqlite.RunResult {
    return this.statement.run();
  }

  bind(args: unknown[]): BoundStatement {
    return new BoundStatement(this.statement, args);
  }
}

/** What Prisma's SQLite adapter does with a statement between `prepare(sql)` and its result. */
class BoundStatement {
  readonly reader: boolean;

  constructor(
    private readonly statement: Sqlite.Statement,
    private readonly args: unknown[],
  ) {
    this.reader = statement.reader;
  }

  // The values as separate arguments: better-sqlite3 binds an array's elements through V8's
  // generic element access, ~8 % of SQLite's own instructions per action with ~50 values.
  run(): Sqlite.RunResult {
    return this.statement.run(...this.args);
  }

  // Asked anew each time: a `SELECT *` re-prepared after a change of the schema has new columns.
  columns(): Sqlite.ColumnDefinition[] {
    return this.statement.columns();
  }

  raw(): this {
    return this;
  }

  all(): unknown[] {
    return this.statement.raw(true).all(...this.args);
  }
}
