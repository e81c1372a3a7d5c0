import { createLogger } from '../bot/logger';
import { runBot } from '../bot/run';

/**
 * The bot as its own process, for the crash-safety test (test/reliability/crash.test.ts): the
 * test runs the local Discord, starts this file with node + tsx, SIGKILLs it in the middle of a
 * stream of commands and starts it again on the same SQLite file. Configured by the environment:
 * CRASH_REST_API (the emulator's `restApi`), CRASH_TOKEN, CRASH_DATABASE_FILE, CRASH_SEED.
 * Prints `ready` on stdout once it is logged in; problems go to stderr.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set.`);
  return value;
}

const seed = Number(required('CRASH_SEED'));
await runBot({
  token: required('CRASH_TOKEN'),
  restApi: required('CRASH_REST_API'),
  deployCommands: true,
  log: createLogger('warn', (line) => process.stderr.write(`${line}\n`)),
  seed: () => seed,
  pick: () => 0,
  // A killed run's lease on the row it was sending runs out soon, so the next run resends it soon.
  delivery: { leaseMs: 2000, pollMs: 250 },
  config: { databaseFile: required('CRASH_DATABASE_FILE'), guildId: null, moderatorRoleId: null },
});
process.stdout.write('ready\n');
