import { Client, DiscordAPIError, Events, GatewayIntentBits, SlashCommandBuilder } from 'discord.js';
import type { ApplicationCommandDataResolvable, ClientOptions, Interaction } from 'discord.js';
import { afterEach, beforeEach, expect } from 'vitest';
import { DiscordEmulator } from './index';
import type { EmulatedChannel, EmulatedGuild, EmulatedUser, EmulatorOptions, ViolationKind } from './index';

/** Short, so the timeout tests stay fast, yet ample for a bot answering at once. */
export const ACK_TIMEOUT_MS = 500;

export const INTENTS = [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages, GatewayIntentBits.GuildMessages];

/** A command every test bot registers, to open an interaction from. */
export const PING = new SlashCommandBuilder().setName('ping').setDescription('Answers pong').toJSON();

/** One emulator with a guild, a channel, two members (bob's DMs are closed) and a logged-in discord.js bot. */
export interface Harness {
  server: DiscordEmulator;
  client: Client;
  guild: EmulatedGuild;
  channel: EmulatedChannel;
  alice: EmulatedUser;
  bob: EmulatedUser;
  /** The bot's interaction handler; each test installs its own. */
  onInteraction: (interaction: Interaction) => Promise<void>;
  /** What the handler threw; afterEach expects none. */
  handlerErrors: unknown[];
}

export interface HarnessOptions {
  readonly emulator?: EmulatorOptions;
  readonly client?: Partial<ClientOptions>;
  /** Registered globally after login; PING by default. */
  readonly commands?: readonly ApplicationCommandDataResolvable[];
}

export function newClient(server: DiscordEmulator, options: Partial<ClientOptions> = {}): Client {
  return new Client({ intents: INTENTS, ...options, rest: { api: server.restApi, ...options.rest } });
}

export async function login(target: Client, token: string): Promise<void> {
  const ready = new Promise<void>((resolve) => target.once(Events.ClientReady, () => resolve()));
  await target.login(token);
  await ready;
}

export function codeOf(error: unknown): number | string | undefined {
  return error instanceof DiscordAPIError ? error.code : undefined;
}

/** The rejection of a promise that must fail. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

/** A fresh world (Arrakis, #game-1, alice and bob whose DMs are closed) and a logged-in bot; `stop()` tears both down. */
export async function startWorld(options: HarnessOptions = {}): Promise<Harness & { stop(): Promise<readonly unknown[]> }> {
  const server = await DiscordEmulator.start({ interactionTimeoutMs: ACK_TIMEOUT_MS, ...options.emulator });
  const guild = server.createGuild({ name: 'Arrakis' });
  const channel = server.createChannel(guild, { name: 'game-1' });
  const alice = server.createUser({ username: 'alice' });
  const bob = server.createUser({ username: 'bob', dmsClosed: true });
  server.addMember(guild, alice);
  server.addMember(guild, bob);
  const client = newClient(server, options.client);
  const world = {
    server,
    client,
    guild,
    channel,
    alice,
    bob,
    handlerErrors: [] as unknown[],
    onInteraction: async (_interaction: Interaction) => {},
    /** Destroys the client first (a client that loses its gateway keeps reconnecting); returns the violations left. */
    stop: async (): Promise<readonly unknown[]> => {
      await client.destroy();
      const leftOver = server.violations;
      await server.stop();
      return leftOver;
    },
  };
  client.on(Events.InteractionCreate, (interaction) => {
    world.onInteraction(interaction).catch((error: unknown) => world.handlerErrors.push(error));
  });
  await login(client, server.token);
  await client.application?.commands.set([...(options.commands ?? [PING])]);
  return world;
}

/**
 * Registers beforeEach/afterEach that start a fresh world per test and check, at the end, that the
 * bot's handler threw nothing and no Discord rule was broken without the test expecting it.
 */
export function useHarness(options: HarnessOptions = {}): Harness {
  const harness = {} as Harness;
  let stop: () => Promise<readonly unknown[]> = async () => [];
  beforeEach(async () => {
    const world = await startWorld(options);
    stop = world.stop;
    // The harness object stays the same across tests; it takes the current world's fields and handler.
    Object.assign(harness, world);
    world.onInteraction = (interaction) => harness.onInteraction(interaction);
  });
  afterEach(async () => {
    const errors = harness.handlerErrors;
    const leftOver = await stop();
    expect(errors).toEqual([]);
    expect(leftOver).toEqual([]);
  });
  return harness;
}

/** Asserts the violations a test provoked, then forgets them so afterEach only sees unexpected ones. */
export function expectViolations(server: DiscordEmulator, kinds: ViolationKind[]): void {
  expect(server.violations.map((violation) => violation.kind)).toEqual(kinds);
  server.clearViolations();
}
