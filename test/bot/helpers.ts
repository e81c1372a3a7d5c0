import { inspectState } from '../../src/dune/inspect';
import { ComponentType } from 'discord.js';
import { expect } from 'vitest';
import type { EmulatedChannel, EmulatedUser, InteractionOutcome, PostedMessage } from '../../test/discord-emulator';
import type { OptionInput } from '../../test/discord-emulator';
import { createLogger } from '../../src/bot/logger';
import { commandInput, commandOf } from '../../src/bot/command-groups';
import { startLocalWorld, type LocalWorld, type LocalWorldOptions } from '../../src/demo/local-world';
import type { DuneState } from '../../src/dune/state';
import { testDatabases } from '../support/databases';

/** A local world on this project's database whose bot logs warnings and errors into `problems` (a test fails on any). */
export async function world(options: Omit<LocalWorldOptions, 'log'>): Promise<LocalWorld & { problems: string[] }> {
  const problems: string[] = [];
  const w = await startLocalWorld({
    interactionTimeoutMs: 3000,
    databases: testDatabases,
    ...options,
    log: createLogger('warn', (line) => problems.push(line)),
  });
  return Object.assign(w, { problems });
}

/** After each test: the bot broke no Discord rule and logged no problem. */
export async function closeWorld(w: (LocalWorld & { problems: string[] }) | undefined): Promise<void> {
  if (!w) return;
  const violations = w.server.violations;
  await w.stop();
  expect(violations).toEqual([]);
  expect(w.problems).toEqual([]);
}

export function user(w: LocalWorld, name: string): EmulatedUser {
  const u = w.users.get(name);
  if (!u) throw new Error(`no user ${name}`);
  return u;
}

/** Runs a slash command as `who` in `channel` (default: the first channel). */
export function command(
  w: LocalWorld,
  who: EmulatedUser,
  name: string,
  options: Record<string, OptionInput> = {},
  extra: { subcommand?: string; subcommandGroup?: string; channel?: EmulatedChannel } = {},
): Promise<InteractionOutcome> {
  return w.server.invokeCommand({
    user: who,
    channel: extra.channel ?? (w.channels[0] as EmulatedChannel),
    name,
    ...(extra.subcommand ? { subcommand: extra.subcommand } : {}),
    ...(extra.subcommandGroup ? { subcommandGroup: extra.subcommandGroup } : {}),
    options,
  });
}

/**
 * Performs an engine action as `who` by its typed command, found from the action (and the game's
 * phase, for names several phases share) as the bot groups its commands: tests never name the grouping.
 */
export async function play(
  w: LocalWorld,
  who: EmulatedUser,
  action: string,
  args: Record<string, OptionInput> = {},
  extra: { channel?: EmulatedChannel } = {},
): Promise<InteractionOutcome> {
  const channel = extra.channel ?? (w.channels[0] as EmulatedChannel);
  const live = await w.bot.store.findActiveGameByChannel(channel.id);
  const loaded = live ? await w.bot.store.load(live.id) : null;
  const phase = loaded?.ok ? inspectState(loaded.value.state).phase : undefined;
  const typed = commandInput({ do: action, args: args as Record<string, unknown> }, phase === 'ended' ? undefined : phase);
  return w.server.invokeCommand({ user: who, channel, name: typed.command, subcommand: typed.subcommand, options: typed.options });
}

/** What autocomplete suggests to `who` for the option `focused` of an action's typed command. */
export function suggestions(
  w: LocalWorld,
  who: EmulatedUser,
  action: string,
  focused: string,
  value: string,
  options: Record<string, OptionInput> = {},
): Promise<{ name: string; value: string | number }[]> {
  const typed = commandOf(action);
  const channel = w.channels[0] as EmulatedChannel;
  return w.server.autocomplete({ user: who, channel, name: typed.command, subcommand: typed.subcommand, focused, value, options });
}

/** All the text of some messages: contents, embed titles and descriptions. */
export function textOf(messages: readonly PostedMessage[]): string {
  return messages
    .map((m) =>
      [m.content, ...m.embeds.flatMap((e) => [e.title ?? '', e.description ?? '', ...(e.fields ?? []).map((f) => `${f.name} ${f.value}`)])].join('\n'),
    )
    .join('\n');
}

/** The state of the channel's game, straight from the store. */
export async function stateOf(
  w: LocalWorld,
  channel: EmulatedChannel = w.channels[0] as EmulatedChannel,
): Promise<{ gameId: string; state: DuneState; seq: number }> {
  const live = await w.bot.store.findActiveGameByChannel(channel.id);
  if (!live) throw new Error('no live game');
  const loaded = await w.bot.store.load(live.id);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return { gameId: live.id, state: inspectState(loaded.value.state), seq: loaded.value.seq };
}

/** Asserts an answer is an ephemeral reply (only the user saw it) and returns its text. */
export function ephemeral(outcome: InteractionOutcome): string {
  expect(outcome.acknowledged).toBe(true);
  expect(outcome.ephemeral).toBe(true);
  return outcome.content ?? '';
}

/** Creates and starts a game in `channel` with the given players (name → faction). */
export async function startedGame(
  w: LocalWorld,
  players: Record<string, string>,
  channel: EmulatedChannel = w.channels[0] as EmulatedChannel,
  turns = 3,
): Promise<void> {
  const names = Object.keys(players);
  const creator = user(w, names[0] as string);
  ephemeral(await command(w, creator, 'game', { turns }, { subcommand: 'create', channel }));
  for (const [name, faction] of Object.entries(players)) {
    expect(ephemeral(await command(w, user(w, name), 'game', { faction }, { subcommand: 'join', channel }))).toContain('You play');
  }
  expect(ephemeral(await command(w, creator, 'game', {}, { subcommand: 'start', channel }))).toContain('started');
}

/** A button or select menu as a message holds it. */
export type RawComponent = { type: number; custom_id?: string; label?: string; options?: { label: string; value: string }[]; components?: RawComponent[] };

/** Every button and select menu of a message, flattened. */
export const parts = (m: PostedMessage | null): RawComponent[] => ((m?.components ?? []) as unknown as RawComponent[]).flatMap((row) => row.components ?? []);

const listed = (m: PostedMessage | null): string =>
  parts(m)
    .map((c) => c.label ?? c.custom_id)
    .join(', ');

/** The button of a message with this label. */
export function buttonNamed(m: PostedMessage | null, label: string | RegExp): RawComponent {
  const found = parts(m).find((c) => c.type === ComponentType.Button && (typeof label === 'string' ? c.label === label : label.test(c.label ?? '')));
  if (!found) throw new Error(`no button ${String(label)} among ${listed(m)}`);
  return found;
}

/** The select menu of a message. */
export function menu(m: PostedMessage | null): RawComponent {
  const found = parts(m).find((c) => c.type === ComponentType.StringSelect);
  if (!found) throw new Error(`no select menu among ${listed(m)}`);
  return found;
}

/** Clicks the button labelled `label` on an answer's message (or a message) as `who`. */
export function clickOn(w: LocalWorld, who: EmulatedUser, on: InteractionOutcome | PostedMessage, label: string | RegExp): Promise<InteractionOutcome> {
  const message = 'reply' in on ? (on.reply as PostedMessage) : on;
  return w.server.clickButton({ user: who, message, customId: buttonNamed(message, label).custom_id as string });
}

/** Picks the option labelled `label` in the select menu of an answer's message as `who`. */
export function pickIn(w: LocalWorld, who: EmulatedUser, on: InteractionOutcome, label: string): Promise<InteractionOutcome> {
  const select = menu(on.reply);
  const option = select.options?.find((o) => o.label === label);
  if (!option) throw new Error(`no option ${label} among ${select.options?.map((o) => o.label).join(', ')}`);
  return w.server.selectMenu({ user: who, message: on.reply as PostedMessage, customId: select.custom_id as string, values: [option.value] });
}
