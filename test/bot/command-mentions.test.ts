import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIApplicationCommand, ApplicationCommandOptionType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { runDemo } from '../../src/demo/demo';
import { runRaceDemo } from '../../src/demo/race-demo';
import { loadCommands } from '../../src/bot/load-commands';
import { testDatabases } from '../support/databases';
import { rawActions } from '../support/raw-actions';

/** "battle plan" → whether the bot registers /battle with a subcommand plan (or /hand, a command alone). */
function exists(commands: readonly Pick<APIApplicationCommand, 'name' | 'options'>[], mentioned: string): boolean {
  const [name, sub] = mentioned.split(' ');
  const command = commands.find((c) => c.name === name);
  if (!command) return false;
  if (sub === undefined) return true;
  return (command.options ?? []).some(
    (o) => o.name === sub && (o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup),
  );
}

/** Every command a text names: Discord's clickable `</battle plan:ID>` and a plain `/battle plan` in code marks. */
const mentioned = (text: string): string[] => [
  ...[...text.matchAll(/<\/([a-z-]+(?: [a-z-]+)?):\d+>/g)].map((m) => m[1] as string),
  ...[...text.matchAll(/`\/([a-z-]+(?: [a-z-]+)?)/g)].map((m) => m[1] as string),
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('every command the bot names exists', () => {
  it('the message catalogue and the bot’s texts name only registered commands, by their real names', async () => {
    const commands = [...(await loadCommands()).values()].map((c) => c.data);
    const root = new URL('../../src/bot/', import.meta.url).pathname;
    const wrong: string[] = [];
    // text/commands.ts holds the pattern of a mention, not one.
    for (const file of sources(root).filter((f) => !f.endsWith('text/commands.ts'))) {
      const text = readFileSync(file, 'utf8');
      for (const name of mentioned(text)) if (!exists(commands, name)) wrong.push(`${file.slice(root.length)}: /${name}`);
      for (const m of text.matchAll(/commandMention\('([^']+)'\)/g)) if (!exists(commands, m[1] as string)) wrong.push(`${file.slice(root.length)}: /${m[1]}`);
    }
    // The setup guide's list, and every command it names.
    const guide = readFileSync(new URL('../../docs/play-in-your-server.md', import.meta.url), 'utf8');
    for (const name of mentioned(guide)) if (!exists(commands, name)) wrong.push(`docs/play-in-your-server.md: /${name}`);
    expect(wrong).toEqual([]);
  });

  it.each([
    {
      game: 'Dune',
      clickable: true,
      play: (out: (line: string) => void, inspect: Inspect) => runDemo({ factions: 6, turns: 3, seed: 1979, databases: testDatabases, out, inspect }),
    },
    {
      game: 'the race',
      clickable: false,
      play: (out: (line: string) => void, inspect: Inspect) => runRaceDemo({ players: 3, seed: 1979, databases: testDatabases, out, inspect }),
    },
  ])(
    'a whole demo of $game, channel and DMs: every command named is registered, and no raw action syntax reaches players',
    async ({ play, clickable }) => {
      const lines: string[] = [];
      let registered: APIApplicationCommand[] = [];
      await play(
        (line) => lines.push(line),
        async (world) => {
          registered = world.server.registeredCommands();
        },
      );
      const transcript = lines.join('\n');
      const names = mentioned(transcript);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !exists(registered, name))).toEqual([]);
      // The bot learnt the ids at registration: Dune's action commands are links (the race names its few `/game` commands).
      if (clickable) expect(transcript).toMatch(/<\/[a-z]+(?: [a-z-]+)?:\d+>/);
      expect(rawActions(transcript)).toEqual([]);
    },
    600_000,
  );
});

type Inspect = Parameters<typeof runDemo>[0]['inspect'] & {};
