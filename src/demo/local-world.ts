import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PermissionFlagsBits } from 'discord.js';
import { DiscordEmulator } from '../../test/discord-emulator';
import type { EmulatedChannel, EmulatedGuild, EmulatedUser } from '../../test/discord-emulator';
import type { BotConfig } from '../bot/config';
import type { Logger } from '../bot/logger';
import { runBot, type RunningBot } from '../bot/run';

/**
 * A Discord server on this machine with the real bot logged into it: the local emulator
 * (test/discord-emulator), a guild with channels, players and a moderator, and the bot on a fresh
 * database of its own (a SQLite file in a temporary folder unless told otherwise). The demo plays
 * in it; the end-to-end tests drive it, on each database the store supports.
 */
export interface LocalWorld {
  readonly server: DiscordEmulator;
  readonly guild: EmulatedGuild;
  /** The game channels, in the order of their names. */
  readonly channels: readonly EmulatedChannel[];
  /** Players by name. */
  readonly users: ReadonlyMap<string, EmulatedUser>;
  /** A member with Manage Server. */
  readonly moderator: EmulatedUser;
  readonly bot: RunningBot;
  stop(): Promise<void>;
}

/** Where worlds keep their games: a new empty database for each world, dropped when it stops. */
export interface WorldDatabases {
  /** A SQLite path or a postgresql:// URL, empty. */
  fresh(): Promise<string>;
  drop(url: string): Promise<void>;
}

/** A SQLite file in a folder of its own under the system's temporary folder. */
export const temporarySqlite: WorldDatabases = {
  async fresh() {
    return join(mkdtempSync(join(tmpdir(), 'dune-bot-')), 'dune.db');
  },
  async drop(file) {
    rmSync(dirname(file), { recursive: true, force: true });
  },
};

export interface LocalWorldOptions {
  readonly players: readonly string[];
  readonly channels?: readonly string[];
  readonly log: Logger;
  /** The seed of every game created (reproducible runs; 1979 by default); null: the bot's own, 256 bits from the CSPRNG. */
  readonly seed?: number | null;
  readonly interactionTimeoutMs?: number;
  /** How late interactions reach the bot (the emulator's `gatewayLatencyMs`); 0 by default. */
  readonly gatewayLatencyMs?: number;
  /** How long the emulator waits after the bot's last answer before a command is considered done. */
  readonly settleMs?: number;
  readonly config?: Partial<Omit<BotConfig, 'token'>>;
  /** The bot's clock (reminders); the real one by default. */
  readonly now?: () => Date;
  /**
   * Players at a live table: each command waits for its news but not for what the outbox holds
   * back (the live status, edited once a burst of actions is over). By default a command waits
   * for everything, as tests want to read the channel right after it.
   */
  readonly liveTable?: boolean;
  /** Where the bot keeps its games; `temporarySqlite` by default. */
  readonly databases?: WorldDatabases;
  /** Register the commands for the world's server, as with DISCORD_GUILD_ID set (development); globally by default. */
  readonly registerInGuild?: boolean;
  /** Pins a channel may hold (Discord's limit by default). */
  readonly pinLimit?: number;
  /** What the server grants: by default the setup guide's invite to the bot and a new server's defaults to @everyone. */
  readonly permissions?: ServerPermissions;
}

/** A server's permissions for the bot's role and for @everyone. */
export interface ServerPermissions {
  readonly bot?: bigint;
  readonly everyone?: bigint;
}

export async function startLocalWorld(options: LocalWorldOptions): Promise<LocalWorld> {
  const databases = options.databases ?? temporarySqlite;
  const databaseUrl = await databases.fresh();
  const server = await DiscordEmulator.start({
    interactionTimeoutMs: options.interactionTimeoutMs ?? 3000,
    gatewayLatencyMs: options.gatewayLatencyMs ?? 0,
    settleMs: options.settleMs ?? 10,
    // Players see the bot by its application's name (the HTML pages of `npm run demo -- --html`).
    botUsername: 'Dune Moderator',
    ...(options.pinLimit === undefined ? {} : { pinLimit: options.pinLimit }),
  });
  const guild = server.createGuild({
    name: 'Arrakis',
    ...(options.permissions?.bot === undefined ? {} : { botPermissions: options.permissions.bot }),
    ...(options.permissions?.everyone === undefined ? {} : { everyonePermissions: options.permissions.everyone }),
  });
  const channels = (options.channels ?? ['dune']).map((name) => server.createChannel(guild, { name }));
  const users = new Map(options.players.map((name) => [name, server.createUser({ username: name })] as const));
  for (const user of users.values()) server.addMember(guild, user);
  const moderator = server.createUser({ username: 'moderator' });
  server.addMember(guild, moderator, { roles: [server.createRole(guild, { name: 'Game masters', permissions: PermissionFlagsBits.ManageGuild })] });

  let bot: RunningBot;
  try {
    bot = await runBot({
      token: server.token,
      restApi: server.restApi,
      deployCommands: true,
      log: options.log,
      ...(options.seed === null ? {} : { seed: () => options.seed ?? 1979 }),
      pick: () => 0,
      ...(options.now ? { now: options.now } : {}),
      config: { databaseUrl, guildId: options.registerInGuild ? guild.id : null, moderatorRoleId: null, ...options.config },
    });
  } catch (error) {
    await server.stop();
    await databases.drop(databaseUrl);
    throw error;
  }
  // A command is done for tests and the demo when its news is out too, not just its answer.
  server.afterCommand = () => bot.idle(!options.liveTable);
  return {
    server,
    guild,
    channels,
    users,
    moderator,
    bot,
    stop: async () => {
      await bot.stop();
      await server.stop();
      await databases.drop(databaseUrl);
    },
  };
}
