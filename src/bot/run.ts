import { type APIApplicationCommand, Events, type Client } from 'discord.js';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Seed } from '../engine/rng';
import { describeTarget, parseDatabaseUrl } from '../store/database-url';
import { KeyedQueue } from '../store/keyed-queue';
import { createClient, type ShardSet } from './client';
import { Deliverer, type DelivererOptions } from './delivery/deliverer';
import { botTroubles } from './delivery/troubles';
import type { BotCommand } from './command';
import { loadConfig, type BotConfig } from './config';
import { registerCommands } from './register-commands';
import { learnCommandIds } from './text/commands';
import { GAMES, type BotContext, type DuneStore } from './context';
import { loadCommands } from './load-commands';
import { createLogger, type Logger } from './logger';
import { Reminders } from './reminders';
import { createRouter } from './router';
import { openStore } from '../store/open-store';

export interface RunBotOptions {
  readonly token: string;
  /** Overrides of the configuration read from the environment (.env). */
  readonly config?: Partial<Omit<BotConfig, 'token'>>;
  /** Another Discord's REST base, e.g. the local emulator's `server.restApi` (else `config.restApi`). */
  readonly restApi?: string;
  /**
   * This process's gateway shards when no ShardingManager started it (tests run two processes
   * of one shard each this way); default shard 0 of 1, or what the manager gave.
   */
  readonly shards?: ShardSet;
  /** Register the slash commands at login (globally, or in `config.guildId` but those usable in DMs); production uses `npm run deploy-commands`. */
  readonly deployCommands?: boolean;
  readonly log?: Logger;
  readonly now?: () => Date;
  readonly seed?: () => Seed;
  readonly pick?: (n: number) => number;
  /** The deliverer's lease and poll interval (tests that kill the process want a short lease). */
  readonly delivery?: Pick<DelivererOptions, 'leaseMs' | 'pollMs'>;
}

export interface RunningBot {
  readonly client: Client;
  readonly store: DuneStore;
  readonly context: BotContext;
  readonly commands: ReadonlyMap<string, BotCommand>;
  readonly reminders: Reminders;
  /** Sends what the outbox holds; one per process. */
  readonly deliverer: Deliverer;
  /**
   * Resolves when every queued command has been handled and every outbox row delivered: held rows
   * too unless `flush` is false (then only those due now).
   */
  idle(flush?: boolean): Promise<void>;
  /** Stops the reminders and the deliverer, logs out and closes the database (after queued commands). */
  stop(): Promise<void>;
}

/** Opens the store, logs in, routes interactions and starts the reminders. */
export async function runBot(options: RunBotOptions): Promise<RunningBot> {
  const config: BotConfig = { ...loadConfig(), ...options.config, token: options.token };
  const log = options.log ?? createLogger(config.logLevel);
  // The decision clock's waits start by the bot's own clock, which judges their deadlines.
  // One queue per game: the store's, which the bot waits on before it stops.
  const queue = new KeyedQueue();
  const all = await openStore({ url: config.databaseUrl, games: GAMES, queue, ...(options.now ? { clock: options.now } : {}) });
  const store = all.only<'dune'>();
  const commands = await loadCommands();
  const shards = config.shards === null ? null : (options.shards ?? { ids: [0], count: 1 });
  const client = createClient(options.restApi ?? config.restApi, shards);
  const context: BotContext = {
    client,
    store,
    stores: { dune: store, race: all.only<'race'>(), all },
    config,
    log,
    now: options.now ?? (() => new Date()),
    // 256 bits from the operating system's CSPRNG: the game's key (src/engine/rng.ts).
    seed: options.seed ?? (() => randomBytes(32).toString('hex')),
    pick: options.pick ?? ((n) => randomInt(n)),
    queue,
    wake: () => deliverer.wake(),
    missedDms: new Set(),
    dmsClosed: new Set(),
    nudges: new Map(),
  };
  // Unique per process: a lease names its holder, so that after a crash another process (or this
  // one restarted) takes over only what the dead one held when its lease runs out.
  const deliverer: Deliverer = new Deliverer(context, store, botTroubles(context), {
    ...options.delivery,
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  });
  const route = createRouter(context, commands);
  client.on(Events.InteractionCreate, (interaction) => {
    route(interaction).catch((error: unknown) => log.error('An interaction could not be answered', error));
  });
  client.on(Events.Error, (error) => log.error('Discord client error', error));

  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  try {
    await client.login(config.token);
    await ready;
    if (options.deployCommands) learnCommandIds(await deploy(client, commands, config.guildId));
    else await learnRegisteredIds(client, config.guildId, log);
  } catch (error) {
    await client.destroy();
    await store.close();
    throw error;
  }
  const reminders = new Reminders(context);
  reminders.start();
  // Rows a previous run committed but did not deliver go out now.
  deliverer.start();
  const held = `shard ${[client.options.shards ?? []].flat().join(',')} of ${client.options.shardCount}`;
  log.info(
    `Logged in as ${client.user?.tag ?? 'the bot'}: ${commands.size} commands, ${held}, database ${describeTarget(parseDatabaseUrl(config.databaseUrl))}.`,
  );
  return {
    client,
    store,
    context,
    commands,
    reminders,
    deliverer,
    idle: async (flush = true) => {
      await context.queue.idle();
      await deliverer.idle(flush);
    },
    stop: async () => {
      await reminders.stop();
      await context.queue.idle();
      await deliverer.stop();
      await client.destroy();
      await store.close();
    },
  };
}

async function deploy(client: Client, commands: ReadonlyMap<string, BotCommand>, guildId: string | null): Promise<APIApplicationCommand[]> {
  if (!client.application) throw new Error('The client has no application after login; cannot register commands.');
  return registerCommands(
    client.rest,
    client.application.id,
    [...commands.values()].map((c) => c.data),
    guildId,
  );
}

/**
 * The ids of the commands `npm run deploy-commands` registered, so that the bot names them in
 * Discord's clickable form; without them it names them by name, and says why in the log.
 */
async function learnRegisteredIds(client: Client, guildId: string | null, log: Logger): Promise<void> {
  try {
    if (!client.application) return;
    learnCommandIds([...(await client.application.commands.fetch()).values()]);
    if (guildId) learnCommandIds([...(await client.application.commands.fetch({ guildId })).values()]);
  } catch (error) {
    log.warn(`The registered commands could not be read (${error instanceof Error ? error.message : String(error)}); commands are named without links.`);
  }
}
