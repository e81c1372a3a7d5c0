import { createHash } from 'node:crypto';
import type { Database } from './database';
import type { DatabaseTarget } from './database-url';
import { migrate } from './migrate';
import { readMigrations } from './migrations-folder';
import { openPostgres } from './postgres-database';
import { sql } from './sql';
import { openSqlite } from './sqlite-database';

/**
 * Connects to the database, migrating it first if it lacks a migration. A database that has
 * them all (the usual start) is not handed to the schema engine at all: on SQLite the engine
 * needs the file to itself (`locking_mode=EXCLUSIVE`), which would fail while another store has
 * it open.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const db = await connect(target);
  if (await hasEveryMigration(db)) return db;
  await db.close();
  await migrate(target);
  return connect(target);
}

function connect(target: DatabaseTarget): Promise<Database> {
  return target.provider === 'sqlite' ? openSqlite(target.file) : openPostgres(target.url);
}

/**
 * Every migration of the folder is recorded as finished, with the checksum of its file. Anything
 * else (a missing, failed or edited migration) goes to the engine, which applies or explains it
 * as `prisma migrate deploy` would.
 */
async function hasEveryMigration(db: Database): Promise<boolean> {
  const { migrationDirectories } = await readMigrations(db.provider);
  let applied: { migration_name: string; checksum: string; finished_at: unknown; rolled_back_at: unknown }[];
  try {
    applied = await db.query(sql`SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations"`);
  } catch {
    return false; // a new database: no bookkeeping table yet
  }
  return migrationDirectories.every(({ path, migrationFile }) => {
    if (migrationFile.content.tag !== 'ok') return false;
    const checksum = createHash('sha256').update(migrationFile.content.value).digest('hex');
    return applied.some((row) => row.migration_name === path && row.checksum === checksum && row.finished_at !== null && row.rolled_back_at === null);
  });
}
