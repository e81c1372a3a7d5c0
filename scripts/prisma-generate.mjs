// Generates the Prisma client into src/store/generated (git-ignored) without network access.
// Run by `npm install` / `npm ci` (postinstall), and by hand after editing prisma/schema.prisma.
// The store takes its row types from it (the one source: the schema) and talks SQL to the databases'
// drivers itself, on SQLite and PostgreSQL alike (docs/persistence.md).
//
// `prisma generate` refuses to start unless a schema-engine binary exists, and it would try to
// download one from Prisma's binary host, which this project cannot reach (see
// docs/persistence.md). Generating never runs that engine, so any existing file satisfies the
// check: we point it at the Node executable itself. Migrations go through the wasm engine
// (src/store/migrate.ts) instead.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const cli = require.resolve('prisma/build/index.js');

const result = spawnSync(process.execPath, [cli, 'generate', '--schema', join(root, 'prisma', 'schema.prisma')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    // No update check or telemetry request: both would hang or fail offline.
    CHECKPOINT_DISABLE: '1',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  },
});

if (result.error) throw result.error;
if (result.status !== 0) {
  console.error(`prisma-generate: \`prisma generate\` failed with exit code ${result.status}.`);
  process.exit(result.status ?? 1);
}
