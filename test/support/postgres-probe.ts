import pg from 'pg';

/** Why the PostgreSQL server at `url` cannot be used, or null when it answers a query. */
export async function postgresUnreachable(url: string): Promise<string | null> {
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

/**
 * What to do when the server is unreachable: a warning naming what is skipped, or, with
 * REQUIRE_POSTGRES=1 (CI), an error.
 */
export function reportUnreachable(url: string, why: string, skipped: string): void {
  const message = `PostgreSQL at ${url} is not reachable (${why})`;
  if (process.env.REQUIRE_POSTGRES === '1')
    throw new Error(`${message}, and REQUIRE_POSTGRES=1 forbids skipping its tests. Start it: pg_ctlcluster <version> main start.`);
  console.warn(`${message}: ${skipped} SKIPPED. Set REQUIRE_POSTGRES=1 to make that a failure.`);
}
