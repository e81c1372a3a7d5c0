import { createLogger } from '../bot/logger';
import { runBot } from '../bot/run';

/**
 * The bot as its own process, for the crash-safety tests (test/reliability/crash.test.ts,
 * sharded.test.ts): the test runs the local Discord, starts this file with node + tsx, SIGKILLs it
 * in the middle of a stream of commands and starts it again on the same database. Configured by
 * the environment: CRASH_REST_API (the emulator's `restApi`), CRASH_TOKEN, CRASH_DATABASE_URL (a
 * SQLite file or a postgresql:// URL), CRASH_SEED, and CRASH_SHARD `id/count` (default 0/1).
 * For reminders within a test's seconds: CRASH_CLOCK_SPEED makes the bot's clock run that many
 * times faster from CRASH_CLOCK_EPOCH (ms; the same for every process, so they share one clock),
 * and CRASH_REMINDER_CHECK_MS sets how often the reminder timer looks.
 * Prints `ready` on stdout once it is logged in; problems go to stderr.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set.`);
  return value;
}

const seed = Number(required('CRASH_SEED'));
const [id = 0, count = 1] = (process.env.CRASH_SHARD ?? '0/1').split('/').map(Number);
const speed = Number(process.env.CRASH_CLOCK_SPEED ?? 1);
const epoch = Number(process.env.CRASH_CLOCK_EPOCH ?? 0);
const checkMs = process.env.CRASH_REMINDER_CHECK_MS;
await runBot({
  token: required('CRASH_TOKEN'),
  restApi: required('CRASH_REST_API'),
  shards: { ids: [id], count },
  deployCommands: true,
  log: createLogger('warn', (line) => process.stderr.write(`${line}\n`)),
  seed: () => seed,
  pick: () => 0,
  now: () => new Date(epoch + (Date.now() - epoch) * speed),
  // A killed run's lease on the row it was sending runs out soon, so the next run resends it soon.
  delivery: { leaseMs: 2000, pollMs: 250 },
  config: { databaseUrl: required('CRASH_DATABASE_URL'), guildId: null, moderatorRoleId: null, ...(checkMs ? { reminderCheckMs: Number(checkMs) } : {}) },
});
process.stdout.write('ready\n');
