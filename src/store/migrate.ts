import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { readMigrations } from './migrations-folder';
import { withSchemaEngine } from './schema-engine';

/** How long a connection waits for another one's write lock before failing with SQLITE_BUSY. */
export const busyTimeoutMs = 5_000;

/**
 * Brings the SQLite file up to date with prisma/migrations, exactly as `prisma migrate deploy`
 * would (same `_prisma_migrations` rows and checksums), but through the wasm schema engine so it
 * works offline. Idempotent: already applied migrations are skipped. Returns the names of the
 * migrations applied now.
 */
export async function migrate(databaseFile: string): Promise<string[]> {
  await mkdir(dirname(databaseFile), { recursive: true });
  enableWal(databaseFile);
  const migrationsList = await readMigrations();
  const { appliedMigrationNames } = await withSchemaEngine(databaseFile, (engine) =>
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
