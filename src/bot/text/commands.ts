import { type PhaseId, PLAYER_ACTIONS } from '../../dune';
import { commandOf } from '../command-groups';

/**
 * The ids Discord gave the bot's commands (by top-level name), learnt when they are registered or
 * at start-up: with them a command is named in Discord's clickable form.
 */
const commandIds = new Map<string, string>();

/** Records the ids of the commands as Discord registered them. */
export function learnCommandIds(registered: readonly { readonly name: string; readonly id: string }[]): void {
  for (const command of registered) commandIds.set(command.name, command.id);
}

/** A command as players see it: `</battle plan:ID>` (a click fills it in), or its name when its id is not known. */
export function commandMention(name: string): string {
  const id = commandIds.get(name.split(' ')[0] ?? name);
  return id ? `</${name}:${id}>` : `\`/${name}\``;
}

/** The command that performs `action` in `phase` (names such as `pass` belong to several phases). */
export function actionMention(action: string, phase?: PhaseId): string {
  const { command, subcommand } = commandOf(action, phase);
  return commandMention(`${command} ${subcommand}`);
}

const ACTION_NAMES = new Set(PLAYER_ACTIONS.map((spec) => spec.name));

/**
 * The rules engine names actions in its text as it takes them (`advise with: true`, `call-traitor`);
 * players are shown the commands that perform them instead.
 */
export function withCommands(text: string, phase: PhaseId): string {
  return text.replace(/`([a-z][a-z-]*)(?: [^`]*)?`/g, (whole, action: string) => (ACTION_NAMES.has(action) ? actionMention(action, phase) : whole));
}
