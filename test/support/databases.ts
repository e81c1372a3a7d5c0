import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import type { Provider } from '../../src/store/database-url';
import { developmentPostgresUrl } from '../../src/store/postgres-url';

/**
 * The databases the store's tests run on: SQLite always, PostgreSQL when its server answers
 * ($POSTGRES_URL, default the development server on 127.0.0.1:5432). Without a server the
 * PostgreSQL suites are skipped and say so; with REQUIRE_POSTGRES=1 (CI) that is a failure.
 * Every test gets a database of its own, dropped afterwards, so parallel test files and other
 * people's tests on the same server never meet.
 */
export interface Backend {
  readonly provider: Provider;
  /** Why this backend's tests are skipped, or null when they run. */
  readonly unavailable: string | null;
  /** A new empty database: a SQLite path or a postgresql:// URL. */
  fresh(): Promise<string>;
  drop(url: string): Promise<void>;
}

const postgresUrl = developmentPostgresUrl();
const postgresMissing = await probe(postgresUrl);
if (postgresMissing !== null) {
  const message = `PostgreSQL at ${postgresUrl} is not reachable (${postgresMissing})`;
  if (process.env.REQUIRE_POSTGRES === '1')
    throw new Error(`${message}, and REQUIRE_POSTGRES=1 forbids skipping its tests. Start it: pg_ctlcluster <version> main start.`);
  console.warn(`${message}: the PostgreSQL tests (store suites, test/reliability/sharded.test.ts) are SKIPPED. Set REQUIRE_POSTGRES=1 to make that a failure.`);
}

export const sqlite: Backend = {
  provider: 'sqlite',
  unavailable: null,
  async fresh() {
    return join(mkdtempSync(join(tmpdir(), 'dune-store-')), 'test.db');
  },
  async drop(file) {
    rmSync(dirname(file), { recursive: true, force: true });
  },
};

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

async function probe(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}
