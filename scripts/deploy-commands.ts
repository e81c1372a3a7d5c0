import 'dotenv/config';
import { REST } from 'discord.js';
import { loadConfig } from '../src/bot/config';
import { loadCommands } from '../src/bot/load-commands';
import { registerCommands, registration } from '../src/bot/register-commands';

/**
 * `npm run deploy-commands`: registers the slash commands of commands/ with Discord, in the server
 * DISCORD_GUILD_ID (instant, for development; the commands usable in DMs stay global, as Discord
 * offers only those in DMs) or globally (for every server the bot is in).
 * `npm run deploy-commands -- --dry-run` only lists them; it needs no token.
 */
const config = loadConfig();
const commands = [...(await loadCommands()).values()].map((c) => c.data);

if (process.argv.includes('--dry-run')) {
  for (const c of commands) console.log(`/${c.name} — ${c.description}`);
  console.log(`${commands.length} commands.`);
  process.exit(0);
}
if (!config.token || !config.applicationId) {
  console.error(
    'Set DISCORD_TOKEN and DISCORD_APPLICATION_ID (in .env, see .env.example and docs/play-in-your-server.md) to register the commands.\n' +
      'To list them without Discord: npm run deploy-commands -- --dry-run',
  );
  process.exit(1);
}
const rest = new REST().setToken(config.token);
await registerCommands(rest, config.applicationId, commands, config.guildId);
const where = registration(commands, config.guildId);
console.log(
  where.guild
    ? `Registered ${where.guild.length} commands in server ${config.guildId}, usable there at once, and ${where.global.length} usable in DMs globally ` +
        `(${where.global.map((c) => `/${c.name}`).join(', ')}): Discord offers only global commands in DMs, and may take a few minutes to show them.`
    : `Registered ${commands.length} commands globally; Discord may take a few minutes to show them everywhere.`,
);
