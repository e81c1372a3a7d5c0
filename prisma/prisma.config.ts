// Configuration for the ordinary Prisma CLI (`prisma migrate deploy|status`, `prisma studio`),
// usable wherever Prisma's native schema engine can be downloaded:
//   npx prisma migrate deploy --config prisma/prisma.config.ts
// The bot itself migrates offline through the wasm engine (npm run migrate); see
// docs/persistence.md. DATABASE_FILE is resolved like `npm run migrate` does, from the current
// directory, so both commands act on the same file.
import { resolve } from 'node:path';
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
  datasource: { url: `file:${resolve(process.env.DATABASE_FILE ?? 'data/dune.db')}` },
});
