import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REST, Routes, ShardingManager } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { DiscordEmulator, shardOf } from './index';
import type { EmulatedChannel } from './index';
import { PING } from './test-kit';

const SCRIPT = fileURLToPath(new URL('./child-bot.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const POST = 'POST /channels/:channelId/messages';

let server: DiscordEmulator;
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  const leftOver = server.violations;
  await server.stop();
  expect(leftOver).toEqual([]);
});

/** The child bot in its own process, started with node + tsx; resolves once its client is ready. */
function startBot(env: Record<string, string>): Promise<{ process: ChildProcess; output: string[]; exited: Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, EMULATOR_REST_API: server.restApi, EMULATOR_TOKEN: server.token, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const errors: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  cleanups.push(async () => {
    child.kill('SIGKILL');
    await exited;
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', () => {
      if (output.some((line) => line.startsWith('ready'))) resolve({ process: child, output, exited });
    });
    void exited.then(() => reject(new Error(`The bot exited before it was ready:\n${errors.join('')}`)));
  });
}

async function registerPing(): Promise<void> {
  await new REST({ api: server.restApi }).setToken(server.token).put(Routes.applicationCommands(server.applicationId), { body: [PING] });
}

describe('a bot in its own process', () => {
  it('is SIGKILLed while its post is in flight and restarted: it logs in again, and with nonces each post arrives exactly once, in order', async () => {
    server = await DiscordEmulator.start({ interactionTimeoutMs: 3000 });
    const guild = server.createGuild({ name: 'Arrakis' });
    const channel = server.createChannel(guild, { name: 'news' });
    const alice = server.createUser({ username: 'alice' });
    server.addMember(guild, alice);
    await registerPing();
    const dir = mkdtempSync(join(tmpdir(), 'emulator-outbox-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const outbox = join(dir, 'sent');
    writeFileSync(outbox, '0');
    const env = { OUTBOX_FILE: outbox, OUTBOX_CHANNEL: channel.id, OUTBOX_COUNT: '12' };

    // The fifth post is stored, but its answer never comes: the kill lands between the post and its mark.
    const withheld = server.injectFault({ route: POST, skip: 4, count: 1, fault: { kind: 'timeout', processed: true } });
    const first = await startBot(env);
    await expect.poll(() => withheld.injected, { timeout: 20_000 }).toBe(1);
    expect(server.messages(channel)).toHaveLength(5);
    first.process.kill('SIGKILL');
    await first.exited;
    await expect.poll(() => server.gatewaySessions().length).toBe(0);

    const second = await startBot(env);
    await expect.poll(() => second.output, { timeout: 20_000 }).toContain('drained');
    const expected = Array.from({ length: 12 }, (_, index) => `post ${index}`);
    expect(server.messages(channel).map((message) => message.content)).toEqual(expected);
    expect([server.metrics().channelPosts, server.metrics().nonceReplays]).toEqual([12, 1]);
    // The restarted process holds the only session and answers interactions.
    expect(server.gatewaySessions()).toHaveLength(1);
    expect((await server.invokeCommand({ user: alice, channel, name: 'ping' })).content).toBe(`shards 0 pid ${second.process.pid}`);
  }, 60_000);

  it("runs under discord.js's ShardingManager: one process per shard, each guild answered by its shard's process, a killed shard respawned", async () => {
    server = await DiscordEmulator.start({ interactionTimeoutMs: 3000, shards: 2 });
    const alice = server.createUser({ username: 'alice' });
    const channels = new Map<number, EmulatedChannel>();
    while (channels.size < 2) {
      const guild = server.createGuild({ name: `Sietch ${channels.size}` });
      server.addMember(guild, alice);
      if (!channels.has(shardOf(guild.id, 2))) channels.set(shardOf(guild.id, 2), server.createChannel(guild, { name: 'council' }));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await registerPing();
    // Each shard copies this process's environment when it is created; totalShards must be a number: 'auto' asks discord.com itself.
    process.env.EMULATOR_REST_API = server.restApi;
    const manager = new ShardingManager(SCRIPT, { totalShards: 2, token: server.token, execArgv: ['--import', 'tsx'] });
    cleanups.push(() => {
      for (const shard of manager.shards.values()) shard.kill();
      delete process.env.EMULATOR_REST_API;
    });
    await manager.spawn({ delay: 0, timeout: 60_000 });
    await server.waitForBot();

    const answer = async (shard: number) =>
      (await server.invokeCommand({ user: alice, channel: channels.get(shard) as EmulatedChannel, name: 'ping' })).content ?? '';
    const [zero, one] = [await answer(0), await answer(1)];
    expect([zero.split(' pid')[0], one.split(' pid')[0]]).toEqual(['shards 0', 'shards 1']);
    const killed = manager.shards.get(1);
    const respawned = new Promise<void>((resolve) => killed?.once('ready', () => resolve()));
    killed?.process?.kill('SIGKILL');
    await respawned;
    await server.waitForBot();

    const after = await answer(1);
    expect([after.split(' pid')[0], after === one, server.gatewaySessions().length]).toEqual(['shards 1', false, 2]);
  }, 90_000);
});
