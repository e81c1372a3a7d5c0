import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type Sqlite from 'better-sqlite3';
import { AdapterDatabase, type Database } from './database';
import { busyTimeoutMs } from './migrate';

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
  await adapter.executeScript('PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  return new AdapterDatabase(adapter, { provider: 'sqlite', placeholder: () => '?', skipLocked: '', oneAtATime: true });
}

/** Beyond this many distinct statement texts the least recently used is prepared again when next needed. */
const STATEMENT_CACHE_SIZE = 256;

/** What Prisma's SQLite adapter does with a statement between `prepare(sql)` and its result. */
interface BoundStatement {
  readonly reader: boolean;
  run(): Sqlite.RunResult;
  columns(): Sqlite.ColumnDefinition[];
  raw(): { all(): unknown[] };
}

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
  const cache = new Map<string, Sqlite.Statement>();
  const prepared = (sql: string): Sqlite.Statement => {
    const hit = cache.get(sql);
    if (hit) {
      cache.delete(sql);
      cache.set(sql, hit);
      return hit;
    }
    const statement = prepare(sql);
    cache.set(sql, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  const shim = (sql: string) => {
    const statement = prepared(sql);
    return {
      run: () => statement.run(),
      bind: (args: unknown[]): BoundStatement => ({
        reader: statement.reader,
        run: () => statement.run(args),
        columns: () => statement.columns(),
        raw: () => ({ all: () => statement.raw(true).all(args) }),
      }),
    };
  };
  (client as unknown as { prepare: typeof shim }).prepare = shim;
}
