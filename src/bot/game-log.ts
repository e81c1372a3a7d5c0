import { AttachmentBuilder } from 'discord.js';
import { factionName } from '../dune/data/factions';
import type { DuneAction } from '../dune/apply';
import type { DuneEvent } from '../dune/events';
import { duneGame } from '../dune/game';
import type { FactionId } from '../dune/state';
import type { Actor } from '../engine/game';
import type { Reply } from './command';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { presentEvent } from './presenters/events';
import { isPublic } from './presenters/posts';

type Entry = Awaited<ReturnType<BotContext['store']['log']>>[number];

const who = (actor: Actor<FactionId>): string =>
  actor.kind === 'seat' ? factionName(actor.seat) : actor.kind === 'moderator' ? `moderator <@${actor.userId}>` : 'the game';

/** The events of the game's start, recomputed from its creation parameters (the log starts after them). */
function startEvents(game: DuneGame, seats: readonly DuneSeat[]): readonly DuneEvent[] {
  const created = duneGame.create({ seats: seats.map((s) => s.seat).sort(), options: game.options, seed: game.seed });
  return created.ok ? created.value.events : [];
}

function header(game: DuneGame, seats: readonly DuneSeat[], kind: string): string[] {
  return [
    `Dune game ${game.id} — ${kind}`,
    `Channel ${game.channelId}, created ${game.createdAt.toISOString()} by user ${game.createdBy}; status ${game.status}.`,
    `Seats: ${seats.map((s) => `${factionName(s.seat)} = user ${s.userId}`).join(', ')}.`,
    '',
  ];
}

/**
 * The public log: what the channel saw, entry by entry. Only public events; the arguments of an
 * action are left out because some are secret (a battle plan, a storm dial, a prediction).
 */
export async function publicLog(bot: BotContext, game: DuneGame, seats: readonly DuneSeat[]): Promise<string> {
  const lines = header(game, seats, 'public log');
  const publicLines = (events: readonly DuneEvent[]) => events.filter(isPublic).map((e) => `    ${presentEvent(e)}`);
  if (game.status !== 'lobby') lines.push('#0 start', ...publicLines(startEvents(game, seats)));
  for (const entry of await bot.store.log(game.id)) {
    lines.push(entryTitle(entry), ...(entry.kind === 'action' ? publicLines(entry.events) : []));
  }
  return `${lines.join('\n')}\n`;
}

/** The moderators' log: every entry with its arguments, private events (and their readers) included. */
export async function fullLog(bot: BotContext, game: DuneGame, seats: readonly DuneSeat[]): Promise<string> {
  const lines = header(game, seats, 'full log (moderators only: it holds every secret)');
  const eventLine = (e: DuneEvent) => `    ${e.to ? `[to ${e.to.map(factionName).join(', ')}] ` : ''}${presentEvent(e)}`;
  if (game.status !== 'lobby') lines.push(`#0 start (seed ${game.seed})`, ...startEvents(game, seats).map(eventLine));
  for (const entry of await bot.store.log(game.id)) {
    const args = entry.kind === 'action' ? ` ${JSON.stringify((entry.action as DuneAction).args ?? {})}` : '';
    lines.push(`${entryTitle(entry)}${args}${entry.interactionId ? ` (interaction ${entry.interactionId})` : ''}`);
    if (entry.kind === 'action') lines.push(...entry.events.map(eventLine));
  }
  return `${lines.join('\n')}\n`;
}

function entryTitle(entry: Entry): string {
  const when = entry.createdAt.toISOString();
  const reason = entry.reason ? ` — reason: ${entry.reason}` : '';
  if (entry.kind === 'undo') return `#${entry.seq} ${when} ${who(entry.actor)} undid ${entry.count} action(s)${reason}`;
  if (entry.kind === 'audit') return `#${entry.seq} ${when} ${who(entry.actor)}: ${auditText(entry.note)}${reason}`;
  return `#${entry.seq} ${when} ${who(entry.actor)}: /${(entry.action as DuneAction).do}${reason}`;
}

function auditText(note: { readonly what: string; readonly [k: string]: unknown }): string {
  if (note.what === 'status') return `game ${String(note.from)} → ${String(note.to)}`;
  if (note.what === 'replace-player') return `handed the ${factionName(note.seat as FactionId)} from user ${String(note.from)} to user ${String(note.to)}`;
  return note.what;
}

/** `/game log`: the public log of the channel's game as a text file. */
export async function publicLogReply(bot: BotContext, channelId: string): Promise<Reply> {
  const live = await bot.store.findActiveGameByChannel(channelId);
  const found = live ? await bot.store.getGame(live.id) : null;
  if (!found) return 'There is no game in this channel.';
  const text = await publicLog(bot, found.game, found.seats);
  return { content: 'The public log of this game.', files: [new AttachmentBuilder(Buffer.from(text, 'utf8'), { name: `dune-${found.game.id}-log.txt` })] };
}
