import 'dotenv/config';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`: runs the bot with DISCORD_TOKEN. Without a token it says so plainly and plays the
 * local demo instead (`npm run demo`, its flags too), which needs no Discord account. One shard by default, in this process; with
 * SHARDS=N or auto this process is discord.js's ShardingManager and starts this same file once per
 * shard (docs/performance.md).
 */
const token = process.env.DISCORD_TOKEN?.trim();
if (!token) {
  process.stdout.write(
    [
      'No DISCORD_TOKEN is set, so the bot cannot connect to Discord: here is the local demo instead',
      '(`npm run demo`): a local Discord server and the bot, a whole 6-faction game played by',
      'simulated players, then the channel and every DM.',
      '',
      '  • To play in your server: copy .env.example to .env, fill in DISCORD_TOKEN and',
      '    DISCORD_APPLICATION_ID (see docs/play-in-your-server.md), then run',
      '    `npm run deploy-commands` once and `npm start`.',
      '  • To try the rules engine alone: `npm run scenario -- examples/<file>.json`.',
      '',
    ].join('\n'),
  );
  await import('./demo/main');
} else {
  await runWithToken(token);
}

async function runWithToken(token: string): Promise<void> {
  const { loadConfig } = await import('./bot/config');
  const config = loadConfig();
  if (config.shards === 1 || config.shards === null) {
    const { runBot } = await import('./bot/run');
    await runBot({ token });
  } else {
    const [{ runShards }, { createLogger }] = await Promise.all([import('./bot/shards'), import('./bot/logger')]);
    const log = createLogger(config.logLevel);
    await runShards(config, fileURLToPath(import.meta.url), log).catch((error: unknown) => {
      log.error('The shards could not be started', error);
      process.exit(1);
    });
  }
}
