import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { developmentPostgresUrl } from './src/store/postgres-url.ts';
import { postgresUnreachable, reportUnreachable } from './test/support/postgres-probe.ts';
import LongestFirst from './test/support/sequencer.ts';

/**
 * Three projects. `rules` runs the tests of pure functions, `sqlite` every other test (the store's
 * own suites inside it cover both databases). `postgresql` runs the bot's and the reliability suites again on PostgreSQL, all but the files
 * below: those that test pure functions or the emulator and keep nothing in a database (a new file
 * runs on both until it is listed here), the sharded test, which runs on PostgreSQL already, and the
 * two whole-game secrecy checks, the suite's longest files, whose subject is what each player is
 * shown, not where the game is kept (public-record.test.ts plays the same demo game on PostgreSQL).
 */
const ONCE = [
  'test/bot/{catalogue,command-mentions,commands,config,custom-id,event-words,front-of-shield,front-of-shield-expansion,ledger,live-status,news,presenters,public-components,quiet-hours,race-components,secrets,tleilaxu-ending,wording}.test.ts',
  'test/reliability/{differential,sharded}.test.ts',
  'test/reliability/{differential-bot,hidden-information}.test.ts',
];

/** Test files of pure functions only (see the `rules` project). */
const PURE = ['test/{dune,engine,render,race}/**/*.test.ts'];

const postgresUrl = developmentPostgresUrl();
const unreachable = await postgresUnreachable(postgresUrl);
// Probed once here, before any test runs; the test files read the verdict from
// POSTGRES_UNREACHABLE (test/support/databases.ts) instead of probing each on its own.
if (unreachable !== null)
  reportUnreachable(
    postgresUrl,
    unreachable,
    'the PostgreSQL tests (the store suites on PostgreSQL, test/reliability/sharded.test.ts, the postgresql project) are',
  );

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { POSTGRES_UNREACHABLE: unreachable ?? '' },
    // TEST_CPU_LOG=path records each file's processor time (test/support/cpu-per-file.ts).
    setupFiles: process.env.TEST_CPU_LOG ? ['test/support/cpu-per-file.ts'] : [],
    // The suites wait on sockets, child processes and the database more than they compute: one
    // worker per core (vitest's default leaves one core idle) keeps both cores of a CI machine busy.
    maxWorkers: availableParallelism(),
    // Longest files first over both projects, from measured weights: see test/support/sequencer.ts.
    sequence: { sequencer: LongestFirst },
    projects: [
      // The rules, the engine, the race and the pictures: pure functions (the race's store test
      // keeps its own file), no mocks, no globals changed. Their files share a worker's modules
      // (isolate: false), which saves each file importing the rules again (their imports: 33 s
      // of processor time → 8 s).
      { extends: true, test: { name: 'rules', include: PURE, isolate: false } },
      { extends: true, test: { name: 'sqlite', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...PURE] } },
      ...(unreachable === null
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgresql',
                include: ['test/{bot,reliability}/*.test.ts'],
                exclude: [...configDefaults.exclude, ...ONCE],
                env: { TEST_DATABASE: 'postgresql' },
              },
            },
          ]
        : []),
    ],
  },
});
