/** Discord's routing: a guild's events go to shard `(guild_id >> 22) % shard_count`; DMs go to shard 0. */
export function shardOf(guildId: string | null, shardCount: number): number {
  return guildId === null ? 0 : Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** A session's shard as IDENTIFY gives it: `[id, count]`, with 0 <= id < count; absent means `[0, 1]`. */
export function parseShard(value: unknown): [number, number] | null {
  if (value === undefined || value === null) return [0, 1];
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [id, count] = value as unknown[];
  if (!Number.isInteger(id) || !Number.isInteger(count)) return null;
  const shard: [number, number] = [id as number, count as number];
  return shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1] ? shard : null;
}
