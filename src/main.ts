import 'dotenv/config';

/**
 * `npm start`: runs the bot with DISCORD_TOKEN. Without a token it says so plainly and points to the
 * local demo, which needs no Discord account.
 */
const token = process.env.DISCORD_TOKEN?.trim();
if (!token) {
  process.stdout.write(
    [
      'No DISCORD_TOKEN is set, so the bot cannot connect to Discord.',
      '',
      '  • To play in your server: copy .env.example to .env, fill in DISCORD_TOKEN and',
      '    DISCORD_APPLICATION_ID (see "Play in your server" in README.md), then run',
      '    `npm run deploy-commands` once and `npm start`.',
      '  • To try the rules engine without Discord: `npm run scenario -- examples/<file>.json`.',
      '',
    ].join('\n'),
  );
  process.exit(0);
}
const { runBot } = await import('./bot/run');
await runBot({ token });
