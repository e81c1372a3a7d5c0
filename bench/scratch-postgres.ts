import pg from 'pg';
import { developmentPostgresUrl } from '../src/store/postgres-url';

/**
 * Runs `body` on a scratch database of the PostgreSQL server ($POSTGRES_URL, default
 * 127.0.0.1:5432), dropped afterwards; returns why not when the server is unreachable.
 */
export async function onScratchPostgres(prefix: string, body: (url: URL) => Promise<void>): Promise<string | null> {
  const server = developmentPostgresUrl();
  const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3_000 });
  const unreachable = await admin.connect().then(
    () => null,
    (error: Error) => `PostgreSQL at ${server} is not reachable (${error.message})`,
  );
  if (unreachable !== null) return unreachable;
  const name = `${prefix}_${process.pid}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    await body(url);
    return null;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
