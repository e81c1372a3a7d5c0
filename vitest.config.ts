import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { developmentPostgresUrl } from './src/store/postgres-url';
import { postgresUnreachable, reportUnreachable } from './test/support/postgres-probe';

/**
 * Two projects. `sqlite` runs every test; the store's own suites inside it cover both databases.
 * `postgresql` runs again, on PostgreSQL, the bot's and the reliability suites that keep games in
 * a database (the others test pure functions or the emulator, and would only run twice).
 */
const ON_A_DATABASE = [
  'test/bot/{channel-news,clicks,demo,forms,map,moderation,play-by-post,race,race-demo,secrecy,setup-and-storm,undo}.test.ts',
  'test/reliability/{concurrency,crash,crash-delivery,faults,fuzz,hidden-information}.test.ts',
];

const postgresUrl = developmentPostgresUrl();
const unreachable = await postgresUnreachable(postgresUrl);
if (unreachable !== null) reportUnreachable(postgresUrl, unreachable, 'the postgresql project (the bot and reliability suites on PostgreSQL) is');

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The suites wait on sockets, child processes and the database more than they compute: one
    // worker per core (vitest's default leaves one core idle) keeps both cores of a CI machine busy.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['test/**/*.test.ts'] } },
      ...(unreachable === null ? [{ extends: true as const, test: { name: 'postgresql', include: ON_A_DATABASE, env: { TEST_DATABASE: 'postgresql' } } }] : []),
    ],
  },
});
