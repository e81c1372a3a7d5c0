/**
 * The PostgreSQL server for development chores (creating migrations, the tests, the bench):
 * $POSTGRES_URL, else the server every development machine and CI runs on 127.0.0.1:5432 with
 * trust authentication.
 */
export function developmentPostgresUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.POSTGRES_URL?.trim() || 'postgresql://postgres@127.0.0.1:5432/test';
}
