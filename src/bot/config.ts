import { databaseUrlFromEnv } from '../store/database-url';
import type { LogLevel } from './logger';
import { LOG_LEVELS } from './logger';

/** Everything the bot reads from its environment (see .env.example). */
export interface BotConfig {
  readonly token: string;
  /** Needed by `npm run deploy-commands`; the running bot learns it at login. */
  readonly applicationId: string | null;
  /** Register the commands in this guild only (development); null registers them globally. */
  readonly guildId: string | null;
  /** `DATABASE_URL` (a SQLite path or `file:…`, or `postgresql://…`), else `DATABASE_FILE`, else data/dune.db. */
  readonly databaseUrl: string;
  /**
   * How many gateway shards `npm start` runs (`SHARDS`): 1 by default, in this process; a number
   * or `auto` (Discord's recommendation) through discord.js's ShardingManager, one process per
   * shard. Null in a process the manager started: there `SHARDS` is discord.js's own variable
   * (this process's shard id) and the client reads it.
   */
  readonly shards: number | 'auto' | null;
  /** `SHARD_LIST`: which of the shards this machine runs (the others run elsewhere); null runs them all. */
  readonly shardList: readonly number[] | null;
  /** `DISCORD_REST_API`: another Discord's REST base (the local emulator); null is discord.com. */
  readonly restApi: string | null;
  /** Members with this role may use /mod besides those with Manage Server. */
  readonly moderatorRoleId: string | null;
  /** The deadlines of a new game when `/game create` names none: a decision, and a battle plan (docs/deadlines.md). */
  readonly decisionMinutes: number;
  readonly planMinutes: number;
  /** How often the reminder timer looks for games whose reminder is due. */
  readonly reminderCheckMs: number;
  /** How long a seat waits between two `/game nudge`es of its game. */
  readonly nudgeCooldownMinutes: number;
  readonly logLevel: LogLevel;
}

const DEFAULT_DECISION_MINUTES = 24 * 60;
const DEFAULT_PLAN_MINUTES = 48 * 60;
const DEFAULT_REMINDER_CHECK_MS = 60_000;
const DEFAULT_NUDGE_COOLDOWN_MINUTES = 60;

/** Reads the configuration; a malformed value is an error that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BotConfig {
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const minutesOf = (name: string, fallback: number): number => {
    const given = text(name);
    const minutes = given === null ? fallback : Number(given);
    if (!Number.isInteger(minutes) || minutes < 1) throw new Error(`${name} must be a whole number of minutes, at least 1 (got "${given}").`);
    return minutes;
  };
  const decisionMinutes = minutesOf('DECISION_MINUTES', DEFAULT_DECISION_MINUTES);
  const planMinutes = minutesOf('PLAN_MINUTES', DEFAULT_PLAN_MINUTES);
  const cooldown = text('NUDGE_COOLDOWN_MINUTES');
  const nudgeCooldownMinutes = cooldown === null ? DEFAULT_NUDGE_COOLDOWN_MINUTES : Number(cooldown);
  if (!Number.isInteger(nudgeCooldownMinutes) || nudgeCooldownMinutes < 0) {
    throw new Error(`NUDGE_COOLDOWN_MINUTES must be a whole number of minutes, 0 or more (got "${cooldown}").`);
  }
  const level = (text('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(level as LogLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${level}").`);
  }
  const managed = Boolean(text('SHARDING_MANAGER'));
  const shards = managed ? null : parseShards(text('SHARDS'));
  const shardList = managed ? null : parseShardList(text('SHARD_LIST'));
  if (shardList && typeof shards === 'number' && shardList.some((id) => id >= shards)) {
    throw new Error(`SHARD_LIST names shard ids from 0 to ${shards - 1} when SHARDS=${shards} (got "${text('SHARD_LIST')}").`);
  }
  return {
    token: text('DISCORD_TOKEN') ?? '',
    applicationId: text('DISCORD_APPLICATION_ID'),
    guildId: text('DISCORD_GUILD_ID'),
    databaseUrl: databaseUrlFromEnv(env),
    shards,
    shardList,
    restApi: text('DISCORD_REST_API'),
    moderatorRoleId: text('MODERATOR_ROLE_ID'),
    decisionMinutes,
    planMinutes,
    reminderCheckMs: DEFAULT_REMINDER_CHECK_MS,
    nudgeCooldownMinutes,
    logLevel: level as LogLevel,
  };
}

function parseShards(value: string | null): number | 'auto' {
  if (value === null) return 1;
  if (value.toLowerCase() === 'auto') return 'auto';
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`SHARDS must be auto or a whole number of shards, at least 1 (got "${value}").`);
  return count;
}

function parseShardList(value: string | null): number[] | null {
  if (value === null) return null;
  const ids = value.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^\d+$/.test(id))) throw new Error(`SHARD_LIST must be shard ids separated by commas, e.g. 0,1,2 (got "${value}").`);
  return [...new Set(ids.map(Number))].sort((a, b) => a - b);
}
