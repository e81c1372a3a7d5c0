import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/bot/config';
import { createLogger } from '../../src/bot/logger';
import { runShards } from '../../src/bot/shards';

describe('configuration', () => {
  it('takes the database from DATABASE_URL, else DATABASE_FILE, else data/dune.db', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://bot@db/dune', DATABASE_FILE: 'old.db' }).databaseUrl).toBe('postgresql://bot@db/dune');
    expect(loadConfig({ DATABASE_FILE: 'old.db' }).databaseUrl).toBe('old.db');
    expect(loadConfig({}).databaseUrl).toBe('data/dune.db');
  });

  it('runs one shard unless SHARDS says a number or auto; SHARD_LIST picks this machine’s shards', () => {
    expect(loadConfig({}).shards).toBe(1);
    expect(loadConfig({ SHARDS: 'auto' }).shards).toBe('auto');
    expect(loadConfig({ SHARDS: 'AUTO' }).shards).toBe('auto');
    expect(loadConfig({ SHARDS: '4', SHARD_LIST: '3, 1,1' })).toMatchObject({ shards: 4, shardList: [1, 3] });
    expect(loadConfig({ SHARDS: 'auto', SHARD_LIST: '7' }).shardList).toEqual([7]);
    expect(() => loadConfig({ SHARDS: '0' })).toThrow('SHARDS must be auto or a whole number of shards, at least 1 (got "0").');
    expect(() => loadConfig({ SHARDS: 'two' })).toThrow('SHARDS must be auto or a whole number of shards, at least 1 (got "two").');
    expect(() => loadConfig({ SHARDS: '2', SHARD_LIST: '0,2' })).toThrow('SHARD_LIST names shard ids from 0 to 1 when SHARDS=2 (got "0,2").');
    expect(() => loadConfig({ SHARD_LIST: '0-3' })).toThrow('SHARD_LIST must be shard ids separated by commas, e.g. 0,1,2 (got "0-3").');
  });

  it("leaves SHARDS to discord.js in a process its ShardingManager started (there it is the process's shard id)", () => {
    expect(loadConfig({ SHARDING_MANAGER: 'true', SHARDS: '0', SHARD_COUNT: '2', SHARD_LIST: 'x' })).toMatchObject({ shards: null, shardList: null });
  });

  it('refuses to shard on SQLite: the processes must share a PostgreSQL database', async () => {
    const config = loadConfig({ DISCORD_TOKEN: 'token', SHARDS: '2', DATABASE_URL: 'file:data/dune.db' });
    await expect(runShards(config, 'src/main.ts', createLogger('silent'))).rejects.toThrow(
      /^SHARDS=2 runs one process per shard, and they must share one database: set DATABASE_URL to a postgresql:\/\/ URL \(docs\/persistence\.md\)\. SQLite .*dune\.db serves one process; leave SHARDS unset for that\.$/,
    );
  });
});
