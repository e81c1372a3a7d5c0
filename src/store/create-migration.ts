import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DatabaseTarget, type Provider, providers } from './database-url';
import { lockfileContent, lockfileName, readMigrations } from './migrations-folder';
import { withSchemaEngine } from './schema-engine';
import { migrationsDirOf, schemaFile, schemaFor } from './schema-source';

/**
 * The engine needs a live database for each provider: SQLite in memory, and for PostgreSQL a
 * server on which it may create (and drop) a scratch database to replay the migrations.
 */
export interface MigrationServers {
  readonly postgresUrl: string;
}

export type CreatedMigration =
  | { readonly created: false }
  | { readonly created: true; readonly name: string; readonly sql: Readonly<Partial<Record<Provider, string>>> };

/**
 * The SQL that takes a database built from prisma/migrations/<provider> to the schema of
 * prisma/schema.prisma, or null when they already agree. The wasm engine replays the migrations
 * on a shadow database and diffs the result against the schema.
 */
export async function pendingSchemaChanges(provider: Provider, servers: MigrationServers): Promise<string | null> {
  const migrationsList = await readMigrations(provider);
  const content = await schemaFor(provider);
  const { stdout } = await withSchemaEngine(engineTarget(provider, servers), (engine) =>
    engine.diff({
      from: migrationsList.migrationDirectories.length > 0 ? { tag: 'migrations', ...migrationsList } : { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files: [{ path: schemaFile, content }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    }),
  );
  // An empty diff still comes back as a comment ("-- This is an empty migration.").
  return stdout && /^\s*[^-\s]/m.test(stdout) ? stdout : null;
}

/**
 * Writes prisma/migrations/<provider>/<UTC timestamp>_<name>/migration.sql for every provider
 * whose migrations lag behind the schema, all under the same name, as `prisma migrate dev
 * --create-only` would, and each folder's lock file if it is missing. Writes nothing when the
 * schema has not changed.
 */
export async function createMigration(name: string, servers: MigrationServers, now: Date = new Date()): Promise<CreatedMigration> {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) throw new Error('Give the migration a name made of letters or digits, e.g. `npm run migration:create -- add_reminders`.');

  const pending = await Promise.all(providers.map(async (provider) => [provider, await pendingSchemaChanges(provider, servers)] as const));
  if (pending.every(([, sql]) => sql === null)) return { created: false };

  const dirName = `${timestamp(now)}_${slug}`;
  const written: Partial<Record<Provider, string>> = {};
  for (const [provider, sql] of pending) {
    if (sql === null) continue;
    const dir = migrationsDirOf(provider);
    await mkdir(join(dir, dirName), { recursive: true });
    await writeFile(join(dir, dirName, 'migration.sql'), sql);
    const lockfile = join(dir, lockfileName);
    if ((await readFile(lockfile, 'utf8').catch(() => null)) === null) await writeFile(lockfile, lockfileContent(provider));
    written[provider] = sql;
  }
  return { created: true, name: dirName, sql: written };
}

function engineTarget(provider: Provider, servers: MigrationServers): DatabaseTarget {
  return provider === 'sqlite' ? { provider, file: ':memory:' } : { provider, url: servers.postgresUrl };
}

/** Prisma's migration prefix: YYYYMMDDHHMMSS in UTC. */
function timestamp(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14);
}
