import { readFileSync, writeFileSync } from 'node:fs';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { TextChannel } from 'discord.js';

/**
 * A small discord.js bot for the process-level tests (process.test.ts), run by node + tsx in its
 * own process and logged into an emulator of the test process; it can be SIGKILLed at any moment.
 * Under discord.js's ShardingManager it takes its shard from SHARDS/SHARD_COUNT like any client.
 * EMULATOR_REST_API: the emulator's `restApi`; EMULATOR_TOKEN (or DISCORD_TOKEN from the manager).
 * /ping answers with the process's shards and pid. With OUTBOX_FILE, OUTBOX_CHANNEL and
 * OUTBOX_COUNT it posts "post 0" … "post N-1", each with a nonce and enforce_nonce, and records
 * in OUTBOX_FILE how many are done after each post — the way an outbox marks rows sent, which a
 * kill can interrupt between the post and the mark.
 */
function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: env('EMULATOR_REST_API') } });
client.on(Events.InteractionCreate, (interaction) => {
  if (interaction.isChatInputCommand()) void interaction.reply(`shards ${client.shard?.ids.join(',') ?? '0'} pid ${process.pid}`);
});
client.once(Events.ClientReady, () => {
  process.stdout.write(`ready ${process.pid}\n`);
  void drainOutbox();
});
await client.login(process.env.EMULATOR_TOKEN ?? env('DISCORD_TOKEN'));

async function drainOutbox(): Promise<void> {
  const file = process.env.OUTBOX_FILE;
  if (!file) return;
  const channel = (await client.channels.fetch(env('OUTBOX_CHANNEL'))) as TextChannel;
  const count = Number(env('OUTBOX_COUNT'));
  for (let next = Number(readFileSync(file, 'utf8') || '0'); next < count; next++) {
    await channel.send({ content: `post ${next}`, nonce: `post-${next}`, enforceNonce: true });
    writeFileSync(file, String(next + 1));
  }
  process.stdout.write('drained\n');
}
