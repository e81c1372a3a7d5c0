import { commandInput } from '../../src/bot/command-groups';
import type { FactionId } from '../../src/dune/state';
import { type Move, RandomPlayer } from '../../src/sim/random-player';
import type { DiscordEmulator, EmulatedChannel, EmulatedGuild, EmulatedUser, InteractionOutcome, OptionInput, PostedMessage } from '../discord-emulator';

/**
 * Several games played through the local Discord at once, one per channel ("table"), each with
 * players of its own, so that every player's DMs come from one game and their order is the
 * game's: what the reliability tests compare between a run with failures and one without.
 */
export const TABLE_FACTIONS: readonly FactionId[] = ['atreides', 'bene-gesserit', 'fremen', 'harkonnen'];

export interface Table {
  readonly index: number;
  readonly channel: EmulatedChannel;
  readonly players: ReadonlyMap<FactionId, EmulatedUser>;
  /** The table's random players, seeded by the table: the same moves from the same states in every run. */
  readonly player: RandomPlayer;
}

const playerName = (table: number, faction: FactionId): string => `t${table}-${faction}`;

/** Channels `table-0` … and their players, made in the emulator (or found among `users` by name). */
export function setTables(
  server: DiscordEmulator,
  guild: EmulatedGuild,
  count: number,
  seed: number,
  users?: ReadonlyMap<string, EmulatedUser>,
  channels?: readonly EmulatedChannel[],
): Table[] {
  return Array.from({ length: count }, (_, index) => {
    const players = new Map(
      TABLE_FACTIONS.map((f) => {
        const name = playerName(index, f);
        const user = users?.get(name) ?? server.createUser({ username: name });
        if (!users) server.addMember(guild, user);
        return [f, user] as const;
      }),
    );
    const channel = channels?.[index] ?? server.createChannel(guild, { name: `table-${index}` });
    return { index, channel, players, player: new RandomPlayer(seed + index) };
  });
}

export const tableChannelNames = (count: number): string[] => Array.from({ length: count }, (_, i) => `table-${i}`);
export const tablePlayerNames = (count: number): string[] => Array.from({ length: count }, (_, i) => TABLE_FACTIONS.map((f) => playerName(i, f))).flat();

function command(
  server: DiscordEmulator,
  table: Table,
  who: EmulatedUser,
  name: string,
  options: Record<string, OptionInput>,
  subcommand?: string,
): Promise<InteractionOutcome> {
  return server.invokeCommand({ user: who, channel: table.channel, name, options, ...(subcommand ? { subcommand } : {}) });
}

/** The game's start as its players make it: /game create, a /game join per faction, /game start. */
export async function openTable(server: DiscordEmulator, table: Table, turns: number): Promise<void> {
  const host = table.players.get(TABLE_FACTIONS[0] as FactionId) as EmulatedUser;
  await expectAnswer(command(server, table, host, 'game', { turns }, 'create'), 'Game created');
  for (const [f, user] of table.players) await expectAnswer(command(server, table, user, 'game', { faction: f }, 'join'), 'You play');
  await expectAnswer(command(server, table, host, 'game', {}, 'start'), 'started');
}

/** A move as its player's slash command. */
export function commandOf(
  table: Table,
  move: Move,
): { channel: EmulatedChannel; user: EmulatedUser; name: string; subcommand: string; options: Record<string, OptionInput> } {
  // Any command that has the action types it (`pass` is a subcommand of several); the table's
  // state is not needed to choose.
  const typed = commandInput(move.action);
  return {
    channel: table.channel,
    user: table.players.get(move.faction) as EmulatedUser,
    name: typed.command,
    subcommand: typed.subcommand,
    options: typed.options,
  };
}

export function moveCommand(server: DiscordEmulator, table: Table, move: Move): Promise<InteractionOutcome> {
  return server.invokeCommand(commandOf(table, move));
}

export async function expectAnswer(outcome: Promise<InteractionOutcome>, expected: string): Promise<void> {
  const text = (await outcome).content ?? '';
  if (!text.includes(expected)) throw new Error(`The bot answered "${text}" where "${expected}" was expected.`);
}

/**
 * What a table's readers see, in a form two runs can be compared by: the bot's own posts in the
 * channel and in its threads (not the answers to commands, which a run with failures may
 * interleave with the news differently), and each player's DMs; as they look now (edits
 * applied). Ids (different in every run) become names, Discord timestamps `<t:…>` (the clock's)
 * become `<t>`, and the game's id in button custom ids `game`.
 */
export function tableTranscript(server: DiscordEmulator, table: Table): { posts: string[]; dms: Record<string, string[]> } {
  const names = new Map<string, string>([[server.botUser.id, 'bot']]);
  for (const user of table.players.values()) names.set(user.id, user.username);
  names.set(table.channel.id, table.channel.name ?? 'channel');
  const threads = server.threads(table.channel);
  for (const thread of threads) names.set(thread.id, thread.name ?? 'thread');
  const posts = [table.channel, ...threads].flatMap((where) =>
    server
      .messages(where)
      .filter((m) => m.interactionId === null)
      .map((m) => `[${names.get(where.id)}] ${messageText(m, names)}`),
  );
  const dms = Object.fromEntries([...table.players.values()].map((u) => [u.username, server.dms(u).map((m) => messageText(m, names))]));
  return { posts, dms };
}

function messageText(m: PostedMessage, names: ReadonlyMap<string, string>): string {
  const text = JSON.stringify({
    system: m.system,
    content: m.content,
    embeds: m.embeds,
    components: m.components,
    files: m.attachments.map((a) => a.filename),
    pinned: m.pinned,
  });
  // A button's custom id names the game (another id in every run) and a token of the decision point.
  return text
    .replace(/<t:\d+(:\w)?>/g, '<t>')
    .replace(/\d{17,20}/g, (id) => names.get(id) ?? 'id')
    .replace(/"custom_id":"dune:[^:"]+:[^:"]+:/g, '"custom_id":"dune:game:point:');
}

/** Every message of the channels and DMs carries a nonce of its own: a message posted twice would repeat one. */
export function repeatedNonces(server: DiscordEmulator, tables: readonly Table[]): string[] {
  const all = tables.flatMap((t) =>
    [t.channel, ...server.threads(t.channel)].flatMap((c) => server.messages(c)).concat([...t.players.values()].flatMap((u) => server.dms(u))),
  );
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const m of all) {
    if (m.nonce === null) continue;
    const key = `${m.channelId}:${m.nonce}`;
    if (seen.has(key)) repeated.push(`${key}: ${m.content.slice(0, 60)}`);
    seen.add(key);
  }
  return repeated;
}
