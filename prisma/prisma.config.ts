// Configuration for the ordinary Prisma CLI (`prisma migrate deploy|status`, `prisma studio`) on
// the SQLite database, usable wherever Prisma's native schema engine can be downloaded:
//   npx prisma migrate deploy --config prisma/prisma.config.ts
// The bot itself migrates offline through the wasm engine (npm run migrate), on SQLite and
// PostgreSQL alike; see docs/persistence.md. The file is $DATABASE_URL if that is a SQLite path or
// file: URL, else $DATABASE_FILE, else data/dune.db, resolved from the current directory like
// `npm run migrate` does, so both commands act on the same file.
import { resolve } from 'node:path';
import { defineConfig } from 'prisma/config';

const url = process.env.DATABASE_URL?.trim();
const file = url && !/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url.replace(/^file:/i, '') : (process.env.DATABASE_FILE ?? 'data/dune.db');

export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations/sqlite' },
  datasource: { url: `file:${resolve(file)}` },
});
