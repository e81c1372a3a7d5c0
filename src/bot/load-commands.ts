import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BotCommand } from './command';

/** The top-level `commands/` folder: one file per slash command. */
const COMMANDS_URL = new URL('../../commands/', import.meta.url);
const COMMANDS_DIR = fileURLToPath(COMMANDS_URL);

export const commandFiles = (): string[] =>
  readdirSync(COMMANDS_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort();

/** Imports every command file; a file whose default export is not a command, or a duplicate name, is an error. */
export async function loadCommands(): Promise<Map<string, BotCommand>> {
  const commands = new Map<string, BotCommand>();
  for (const file of commandFiles()) {
    const loaded = ((await import(new URL(file, COMMANDS_URL).href)) as { default?: BotCommand }).default;
    if (!loaded?.data?.name || typeof loaded.execute !== 'function') throw new Error(`commands/${file} must export a slash command as its default export.`);
    if (commands.has(loaded.data.name)) throw new Error(`commands/${file}: a second command named /${loaded.data.name}.`);
    commands.set(loaded.data.name, loaded);
  }
  return commands;
}
