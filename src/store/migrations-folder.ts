import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationList } from '@prisma/schema-engine-wasm';

/** prisma/ at the project root: schema.prisma and migrations/ in Prisma's standard layout. */
export const prismaDir = fileURLToPath(new URL('../../prisma/', import.meta.url));
export const schemaFile = join(prismaDir, 'schema.prisma');
export const migrationsDir = join(prismaDir, 'migrations');
export const lockfileName = 'migration_lock.toml';

/**
 * Reads prisma/migrations the way the Prisma CLI does before calling its engine: every
 * sub-directory holding a migration.sql, sorted by name (names start with a UTC timestamp).
 */
export async function readMigrations(dir: string = migrationsDir): Promise<MigrationList> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: await readFile(join(dir, name, 'migration.sql'), 'utf8').then(
          (value) => ({ tag: 'ok' as const, value }),
          (error: Error) => ({ tag: 'error' as const, value: `Could not read ${name}/migration.sql: ${error.message}` }),
        ),
      },
    })),
  );
  const lockfileContent = await readFile(join(dir, lockfileName), 'utf8').catch(() => null);
  return {
    baseDir: dir,
    lockfile: { path: lockfileName, content: lockfileContent },
    migrationDirectories,
    shadowDbInitScript: '',
  };
}
