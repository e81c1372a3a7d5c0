import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { DatabaseTarget } from './database-url';
import { readMigrations } from './migrations-folder';
import { withSchemaEngine } from './schema-engine';

/** How long a SQLite connection waits for another one's write lock before failing with SQLITE_BUSY. */
export const busyTimeoutMs = 5_000;

/**
 * Brings the database up to date with its provider's migrations folder, exactly as
 * `prisma migrate deploy` would (same `_prisma_migrations` rows and checksums), but through the
 * wasm schema engine so it works offline. Idempotent: already applied migrations are skipped.
 * Returns the names of the migrations applied now.
 */
export async function migrate(target: DatabaseTarget): Promise<string[]> {
  if (target.provider === 'sqlite' && target.file !== ':memory:') {
    await mkdir(dirname(target.file), { recursive: true });
    enableWal(target.file);
  }
  const migrationsList = await readMigrations(target.provider);
  const { appliedMigrationNames } = await withSchemaEngine(target, (engine) =>
    engine.applyMigrations({ migrationsList, filters: { externalTables: [], externalEnums: [] } }),
  );
  return appliedMigrationNames;
}

/**
 * WAL lets the bot read while it writes and survives crashes with synchronous=NORMAL. The
 * journal mode is stored in the file, so setting it once here covers every later connection.
 */
function enableWal(databaseFile: string): void {
  const db = new Database(databaseFile, { timeout: busyTimeoutMs });
  try {
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
}
