import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingSchemaChanges } from '../../src/store/create-migration';
import { parseDatabaseUrl } from '../../src/store/database-url';
import { migrate } from '../../src/store/migrate';
import { readMigrations } from '../../src/store/migrations-folder';
import { developmentPostgresUrl } from '../../src/store/postgres-url';
import { migrationsDirOf } from '../../src/store/schema-source';
import { sql } from '../../src/store/sql';
import { describeEachBackend, postgresql, sqlite } from '../support/databases';
import { tempDatabases } from './helpers';

describeEachBackend('migrate', (backend) => {
  const temp = tempDatabases(backend);
  afterEach(() => temp.cleanup());

  it('applies every migration to a fresh database, then nothing on a second run, with the bookkeeping of `prisma migrate deploy`', async () => {
    const url = await temp.url();
    const names = (await readMigrations(backend.provider)).migrationDirectories.map((d) => d.path);
    expect(names.length).toBeGreaterThan(0);

    expect(await migrate(parseDatabaseUrl(url))).toEqual(names);
    expect(await migrate(parseDatabaseUrl(url))).toEqual([]);

    const db = await temp.raw(url);
    const rows = await db.query<{ migration_name: string; checksum: string; finished_at: unknown; rolled_back_at: unknown; applied_steps_count: number }>(
      sql`SELECT "migration_name", "checksum", "finished_at", "rolled_back_at", "applied_steps_count" FROM "_prisma_migrations" ORDER BY "migration_name"`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    for (const row of rows) {
      const text = readFileSync(join(migrationsDirOf(backend.provider), row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(text).digest('hex'));
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
    const tables = await db.query<{ name: string }>(
      backend.provider === 'sqlite'
        ? sql`SELECT "name" FROM "sqlite_master" WHERE "type" = 'table' ORDER BY "name"`
        : sql`SELECT "table_name" AS "name" FROM "information_schema"."tables" WHERE "table_schema" = 'public' ORDER BY "table_name"`,
    );
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['Action', 'Game', 'OutboxMessage', 'Seat', 'Snapshot', '_prisma_migrations']));
    if (backend.provider === 'sqlite') expect(await db.query(sql`PRAGMA journal_mode`)).toEqual([{ journal_mode: 'wal' }]);
  });

  it('leaves the database usable by a store right away (no lock left behind)', async () => {
    const url = await temp.url();
    await migrate(parseDatabaseUrl(url));
    const store = await temp.open(url);
    expect(await store.findActiveGameByChannel('nowhere')).toBeNull();
  });

  it('lets several processes start on one fresh database at once: one applies each migration, the others find nothing to do', async () => {
    const url = await temp.url();
    const target = parseDatabaseUrl(url);
    const runs = await Promise.all([migrate(target), migrate(target), migrate(target)]);
    const names = (await readMigrations(backend.provider)).migrationDirectories.map((d) => d.path);
    expect(runs.flat().sort()).toEqual(names);
  });
});

describe('a new SQLite database', () => {
  const temp = tempDatabases(sqlite);
  afterEach(() => temp.cleanup());

  it('gets its folder created, is migrated and is in WAL mode', async () => {
    const url = join(dirname(await temp.url()), 'not', 'yet', 'there.db');
    const store = await temp.open(url);
    expect(await store.findActiveGameByChannel('nowhere')).toBeNull();
    expect(await (await temp.raw(url)).query(sql`PRAGMA journal_mode`)).toEqual([{ journal_mode: 'wal' }]);
  });
});

// Both folders come from prisma/schema.prisma; each is checked against it, so neither can drift.
describe('prisma/migrations', () => {
  it('sqlite matches prisma/schema.prisma (run `npm run migration:create -- NAME` after editing the schema)', async () => {
    expect(await pendingSchemaChanges('sqlite', { postgresUrl: developmentPostgresUrl() })).toBeNull();
  });

  it.skipIf(postgresql.unavailable !== null)('postgresql matches prisma/schema.prisma (the same command writes both folders)', async () => {
    expect(await pendingSchemaChanges('postgresql', { postgresUrl: developmentPostgresUrl() })).toBeNull();
  });
});
