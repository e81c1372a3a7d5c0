import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
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
  // Per connection: with WAL, NORMAL only syncs at checkpoints and still never corrupts the file.
  await adapter.executeScript('PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  return new AdapterDatabase(adapter, { provider: 'sqlite', placeholder: () => '?', skipLocked: '', oneAtATime: true });
}
