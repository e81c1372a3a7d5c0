import type { LogLevel } from './logger';
import { LOG_LEVELS } from './logger';

/** Everything the bot reads from its environment (see .env.example). */
export interface BotConfig {
  readonly token: string;
  /** Needed by `npm run deploy-commands`; the running bot learns it at login. */
  readonly applicationId: string | null;
  /** Register the commands in this guild only (development); null registers them globally. */
  readonly guildId: string | null;
  readonly databaseFile: string;
  /** Members with this role may use /mod besides those with Manage Server. */
  readonly moderatorRoleId: string | null;
  /** Default interval between reminders for a new game. */
  readonly reminderIntervalMinutes: number;
  /** How often the reminder timer looks for games whose reminder is due. */
  readonly reminderCheckMs: number;
  /** How long a seat waits between two `/game nudge`es of its game. */
  readonly nudgeCooldownMinutes: number;
  readonly logLevel: LogLevel;
}

export const DEFAULT_DATABASE_FILE = './data/dune.db';
const DEFAULT_REMINDER_MINUTES = 720;
const DEFAULT_REMINDER_CHECK_MS = 60_000;
const DEFAULT_NUDGE_COOLDOWN_MINUTES = 60;

/** Reads the configuration; a malformed value is an error that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BotConfig {
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const minutes = text('REMINDER_INTERVAL_MINUTES');
  const reminderIntervalMinutes = minutes === null ? DEFAULT_REMINDER_MINUTES : Number(minutes);
  if (!Number.isInteger(reminderIntervalMinutes) || reminderIntervalMinutes < 1) {
    throw new Error(`REMINDER_INTERVAL_MINUTES must be a whole number of minutes, at least 1 (got "${minutes}").`);
  }
  const cooldown = text('NUDGE_COOLDOWN_MINUTES');
  const nudgeCooldownMinutes = cooldown === null ? DEFAULT_NUDGE_COOLDOWN_MINUTES : Number(cooldown);
  if (!Number.isInteger(nudgeCooldownMinutes) || nudgeCooldownMinutes < 0) {
    throw new Error(`NUDGE_COOLDOWN_MINUTES must be a whole number of minutes, 0 or more (got "${cooldown}").`);
  }
  const level = (text('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(level as LogLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${level}").`);
  }
  return {
    token: text('DISCORD_TOKEN') ?? '',
    applicationId: text('DISCORD_APPLICATION_ID'),
    guildId: text('DISCORD_GUILD_ID'),
    databaseFile: text('DATABASE_FILE') ?? DEFAULT_DATABASE_FILE,
    moderatorRoleId: text('MODERATOR_ROLE_ID'),
    reminderIntervalMinutes,
    reminderCheckMs: DEFAULT_REMINDER_CHECK_MS,
    nudgeCooldownMinutes,
    logLevel: level as LogLevel,
  };
}
