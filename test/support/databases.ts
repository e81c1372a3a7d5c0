import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { temporarySqlite, type WorldDatabases } from '../../src/demo/local-world';
import type { Provider } from '../../src/store/database-url';
import { developmentPostgresUrl } from '../../src/store/postgres-url';

/**
 * The databases the store's tests run on: SQLite always, PostgreSQL when its server answers
 * ($POSTGRES_URL, default the development server on 127.0.0.1:5432). Without a server the
 * PostgreSQL suites are skipped and say so; with REQUIRE_POSTGRES=1 (CI) that is a failure.
 * Every test gets a database of its own, dropped afterwards, so parallel test files and other
 * people's tests on the same server never meet.
 *
 * The store's suites run on both backends in one go (`describeEachBackend`); the bot's and the
 * reliability suites run once per backend as vitest projects (vitest.config.ts), which set
 * TEST_DATABASE, and take their databases from `testDatabases`.
 */
export interface Backend extends WorldDatabases {
  readonly provider: Provider;
  /** Why this backend's tests are skipped, or null when they run. */
  readonly unavailable: string | null;
}

const postgresUrl = developmentPostgresUrl();
/** Why the server cannot be used, as vitest.config.ts found it (and reported it) before any test ran; null when it answers. */
const postgresMissing = process.env.POSTGRES_UNREACHABLE || null;

export const sqlite: Backend = { provider: 'sqlite', unavailable: null, ...temporarySqlite };

export const postgresql: Backend = {
  provider: 'postgresql',
  unavailable: postgresMissing,
  async fresh() {
    const name = `dune_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return url.toString();
  },
  async drop(url) {
    await admin(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  },
};

export const backends: readonly Backend[] = [sqlite, postgresql];

/** The backend of this vitest project: TEST_DATABASE=postgresql, else SQLite. */
export const testDatabases: Backend = process.env.TEST_DATABASE === 'postgresql' ? postgresql : sqlite;

/** `describe(title)` once per backend, `[sqlite]` / `[postgresql]` appended; skipped (and reported) where unavailable. */
export function describeEachBackend(title: string, body: (backend: Backend) => void): void {
  for (const backend of backends) describe.skipIf(backend.unavailable !== null)(`${title} [${backend.provider}]`, () => body(backend));
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
