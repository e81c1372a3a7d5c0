import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Provider } from './database-url';

/** prisma/ at the project root: the schema source and one migrations folder per provider. */
export const prismaDir = fileURLToPath(new URL('../../prisma/', import.meta.url));
export const schemaFile = join(prismaDir, 'schema.prisma');

export function migrationsDirOf(provider: Provider): string {
  return join(prismaDir, 'migrations', provider);
}

const sourceDatasource = /datasource db \{\s*provider\s*=\s*"sqlite"/;

/**
 * The schema for one provider. prisma/schema.prisma is written for SQLite (so that
 * `prisma generate` reads it as it is); PostgreSQL's schema is the same models with the
 * datasource's provider swapped. Nothing else differs: both databases get the same tables,
 * columns and indexes.
 */
export async function schemaFor(provider: Provider): Promise<string> {
  const source = await readFile(schemaFile, 'utf8');
  if (!sourceDatasource.test(source)) {
    throw new Error(`${schemaFile} must declare \`datasource db { provider = "sqlite" }\`: the PostgreSQL schema is derived from it.`);
  }
  return provider === 'sqlite' ? source : source.replace(sourceDatasource, (found) => found.replace('"sqlite"', `"${provider}"`));
}
