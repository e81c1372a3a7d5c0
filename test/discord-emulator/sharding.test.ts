import { Client, Events, Routes } from 'discord.js';
import type { ClientOptions, Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DiscordEmulator, InvocationError, shardOf } from './index';
import type { EmulatedChannel, EmulatedUser, EmulatorOptions } from './index';
import { INTENTS, login, newClient, PING } from './test-kit';

let server: DiscordEmulator;
const clients: Client[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) await client.destroy();
  const leftOver = server.violations;
  await server.stop();
  expect(leftOver).toEqual([]);
});

/** An emulator with guilds on both shards of 2 (a guild's shard follows from its id's timestamp), a channel each, and alice in all. */
async function shardedWorld(options: EmulatorOptions = {}) {
  server = await DiscordEmulator.start({ shards: 2, maxConcurrency: 2, ...options });
  const alice = server.createUser({ username: 'alice' });
  const channels = new Map<number, EmulatedChannel>();
  while (channels.size < 2) {
    const guild = server.createGuild({ name: `Sietch ${channels.size}` });
    server.addMember(guild, alice);
    const shard = shardOf(guild.id, 2);
    if (!channels.has(shard)) channels.set(shard, server.createChannel(guild, { name: 'council' }));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { alice, onShard: (shard: number) => channels.get(shard) as EmulatedChannel };
}

/** A bot client that answers /ping with the shard the interaction arrived on. */
async function shardBot(options: Partial<ClientOptions>) {
  const client = newClient(server, options);
  clients.push(client);
  const shardOfInteraction = new Map<string, number>();
  client.on(Events.Raw, (packet: { t?: string; d?: { id?: string } }, shardId: number) => {
    if (packet.t === 'INTERACTION_CREATE' && packet.d?.id) shardOfInteraction.set(packet.d.id, shardId);
  });
  client.on(Events.InteractionCreate, (interaction: Interaction) => {
    if (interaction.isChatInputCommand()) void interaction.reply(`shard ${shardOfInteraction.get(interaction.id)}`);
  });
  await login(client, server.token);
  return client;
}

const ping = (user: EmulatedUser, channel?: EmulatedChannel) => server.invokeCommand({ user, name: 'ping', ...(channel ? { channel } : {}) });

describe('sharding', () => {
  it("answers GET /gateway/bot with the recommended shards; shards: 'auto' opens one session per shard, each with its own guilds", async () => {
    const { alice, onShard } = await shardedWorld();
    const client = await shardBot({ shards: 'auto' });
    await server.waitForBot();
    await client.application?.commands.set([PING]);

    const info = (await client.rest.get(Routes.gatewayBot())) as { shards: number; session_start_limit: { max_concurrency: number } };
    expect([info.shards, info.session_start_limit.max_concurrency]).toEqual([2, 2]);
    expect(
      server
        .gatewaySessions()
        .map((session) => session.shard.join('/'))
        .sort(),
    ).toEqual(['0/2', '1/2']);
    for (const guild of client.guilds.cache.values()) expect(guild.shardId).toBe(shardOf(guild.id, 2));
    // Interactions arrive on the shard of their guild; DMs on shard 0.
    expect((await ping(alice, onShard(0))).content).toBe('shard 0');
    expect((await ping(alice, onShard(1))).content).toBe('shard 1');
    expect((await ping(alice)).content).toBe('shard 0');
  });

  it('routes each guild to the one client holding its shard (two processes, one shard each)', async () => {
    const { alice, onShard } = await shardedWorld();
    const first = await shardBot({ shards: [0], shardCount: 2 });
    await first.application?.commands.set([PING]);
    await expect(ping(alice, onShard(1))).rejects.toThrow(InvocationError);
    const second = await shardBot({ shards: [1], shardCount: 2 });
    await server.waitForBot();

    expect([(await ping(alice, onShard(0))).content, (await ping(alice, onShard(1))).content]).toEqual(['shard 0', 'shard 1']);
    expect([first.guilds.cache.has(onShard(1).guildId ?? ''), second.guilds.cache.has(onShard(0).guildId ?? '')]).toEqual([false, false]);
    // A guild created later is announced only to its shard.
    const later = new Promise<number>((resolve) => {
      first.once(Events.GuildCreate, () => resolve(0));
      second.once(Events.GuildCreate, () => resolve(1));
    });
    const guild = server.createGuild({ name: 'Tuek' });
    expect(await later).toBe(shardOf(guild.id, 2));
  });

  it('closes a session with 4010 for an invalid shard and 4011 when a shard would hold too many guilds', async () => {
    await shardedWorld({ maxGuildsPerShard: 1 });
    const close = (shard: unknown): Promise<number> =>
      new Promise((resolve) => {
        const socket = new WebSocket(`${server.gatewayUrl}/?v=10&encoding=json`);
        socket.on('message', (data: Buffer) => {
          if ((JSON.parse(data.toString()) as { op: number }).op === 10)
            socket.send(JSON.stringify({ op: 2, d: { token: server.token, intents: 0, properties: {}, shard } }));
        });
        socket.on('close', (code) => resolve(code));
      });
    expect(await close([2, 2])).toBe(4010);
    expect(await close([0, 0])).toBe(4010);
    expect(await close('zero')).toBe(4010);
    // Two guilds on one shard of 1: over the limit of 1.
    expect(await close([0, 1])).toBe(4011);

    const unsharded = new Client({ intents: INTENTS, rest: { api: server.restApi } });
    clients.push(unsharded);
    const errors: string[] = [];
    unsharded.on(Events.ShardError, (error) => errors.push(error.message));
    await unsharded.login(server.token).catch(() => undefined);
    await expect.poll(() => errors).toContain('Sharding is required');
  });
});
