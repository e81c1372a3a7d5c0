import { REST, Routes, ShardingManager, type APIGatewayBotInfo } from 'discord.js';
import { describeTarget, parseDatabaseUrl } from '../store/database-url';
import type { BotConfig } from './config';
import type { Logger } from './logger';

/** How long a shard's process may take to log in: start-up compiles TypeScript and migrates the database. */
const SHARD_READY_TIMEOUT_MS = 120_000;
/** Discord lets a bot open max_concurrency sessions per 5 seconds; discord.js's own default spacing. */
const IDENTIFY_SPACING_MS = 5_500;

/**
 * `npm start` with SHARDS=N or auto: discord.js's ShardingManager starts `script` once per shard
 * (this machine's `SHARD_LIST`, or all), each a whole bot on the shared database, and starts a
 * shard again when its process dies. Every process holds only its shards' guilds and gets only
 * their interactions; reminders and the outbox are claimed in the database, so whichever process
 * claims a row sends it (docs/persistence.md).
 */
export async function runShards(config: BotConfig, script: string, log: Logger): Promise<ShardingManager> {
  const target = parseDatabaseUrl(config.databaseUrl);
  if (target.provider !== 'postgresql') {
    throw new Error(
      `SHARDS=${config.shards} runs one process per shard, and they must share one database: set DATABASE_URL to a postgresql:// URL (docs/persistence.md). ${describeTarget(target)} serves one process; leave SHARDS unset for that.`,
    );
  }
  const gateway = (await new REST(config.restApi ? { api: config.restApi } : {}).setToken(config.token).get(Routes.gatewayBot())) as APIGatewayBotInfo;
  const total = config.shards === 'auto' || config.shards === null ? gateway.shards : config.shards;
  const list = config.shardList ?? [...Array(total).keys()];
  if (list.some((id) => id >= total))
    throw new Error(`SHARD_LIST names shard ids from 0 to ${total - 1}: Discord recommends ${total} shards (got ${list.join(',')}).`);
  const manager = new ShardingManager(script, {
    totalShards: total,
    shardList: [...list],
    token: config.token,
    execArgv: ['--import', 'tsx'],
    respawn: true,
  });
  manager.on('shardCreate', (shard) => {
    shard.on('spawn', (child) => log.info(`Shard ${shard.id} of ${total}: process ${'pid' in child ? child.pid : '?'} started.`));
    shard.on('death', () => log.warn(`Shard ${shard.id} of ${total}: its process died; starting it again.`));
  });
  // Stopping the manager stops its shards: a forked process would otherwise outlive it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      manager.respawn = false;
      for (const shard of manager.shards.values()) shard.kill();
      process.exit(0);
    });
  }
  const together = gateway.session_start_limit.max_concurrency >= list.length;
  await manager.spawn({ amount: total, delay: together ? 0 : IDENTIFY_SPACING_MS, timeout: SHARD_READY_TIMEOUT_MS });
  log.info(`Shards ${list.join(',')} of ${total} are running on ${describeTarget(target)}.`);
  return manager;
}
