import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingSchemaChanges } from '../../src/store/create-migration';
import { migrate } from '../../src/store/migrate';
import { migrationsDir, readMigrations } from '../../src/store/migrations-folder';
import { tempDatabases } from './helpers';

const temp = tempDatabases();
afterEach(() => temp.cleanup());

describe('migrate', () => {
  it('applies every migration to a fresh file, then nothing on a second run', async () => {
    const file = temp.file();
    const names = (await readMigrations()).migrationDirectories.map((d) => d.path);
    expect(names.length).toBeGreaterThan(0);

    expect(await migrate(file)).toEqual(names);
    expect(await migrate(file)).toEqual([]);

    const db = new Database(file, { readonly: true });
    try {
      const rows = db
        .prepare('SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name')
        .all() as { migration_name: string; checksum: string; finished_at: string | null; rolled_back_at: string | null; applied_steps_count: number }[];
      expect(rows.map((r) => r.migration_name)).toEqual(names);
      for (const row of rows) {
        const sql = readFileSync(join(migrationsDir, row.migration_name, 'migration.sql'));
        expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
        expect(row.finished_at).not.toBeNull();
        expect(row.rolled_back_at).toBeNull();
        expect(row.applied_steps_count).toBe(1);
      }
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
      expect(tables).toEqual(expect.arrayContaining(['Action', 'Game', 'Seat', 'Snapshot', '_prisma_migrations']));
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });

  it('leaves the file usable by a store right away (no lock left behind)', async () => {
    const file = temp.file();
    await migrate(file);
    const store = await temp.open(file);
    expect(await store.findActiveGameByChannel('nowhere')).toBeNull();
  });
});

describe('prisma/migrations', () => {
  it('matches prisma/schema.prisma (run `npm run migration:create -- NAME` after editing the schema)', async () => {
    expect(await pendingSchemaChanges()).toBeNull();
  });
});
