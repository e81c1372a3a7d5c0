import { Client, GatewayIntentBits } from 'discord.js';

/** Gateway shards a client holds: `ids` out of `count` (Discord sends a guild's events to shard `(guild_id >> 22) % count`). */
export interface ShardSet {
  readonly ids: readonly number[];
  readonly count: number;
}

/**
 * The discord.js client. Slash commands, autocomplete and DMs the bot sends need only the Guilds
 * intent (no privileged intent). `restApi` points it at another Discord (the local emulator).
 * `shards` null: a process of discord.js's ShardingManager, where the client takes its shard from
 * the SHARDS/SHARD_COUNT the manager set. Otherwise the shards are given explicitly, so that the
 * user's own `SHARDS=…` (how many `npm start` runs) is never read as a shard id.
 */
export function createClient(restApi: string | null, shards: ShardSet | null): Client {
  return new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(restApi ? { rest: { api: restApi } } : {}),
    ...(shards ? { shards: [...shards.ids], shardCount: shards.count } : {}),
  });
}
