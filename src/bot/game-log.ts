import { AttachmentBuilder } from 'discord.js';
import { type Asker, withLiveGame } from './live-game';
import { type DuneAction, type DuneEvent, dune, endOfGameKey, eventsFor, type FactionId } from '../dune';
import { keyCommitment } from '../engine/rng';
import { verificationRecord } from '../verify/record';
import type { Actor } from '../engine/game';
import type { Reply } from './command';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { sendDm } from './deliver';
import { presentEvent } from './text/events';
import { logWords } from './text/game-log';
import { moderatorAudit, type ModeratorRequest } from './moderator-request';
import { tell } from './news/tell';
import { moderatorNote } from './text/moderator-note';
import { READ_NOTE, SECRET_LOG_NOT_PLAYED, SECRET_LOG_REPLY, seatedModerator } from './text/secret-log';

type Entry = Awaited<ReturnType<BotContext['store']['log']>>[number];

/** Who reads a log: the table, one seat, or the moderators (everything). */
type Reader = { readonly kind: 'public' } | { readonly kind: 'seat'; readonly seat: FactionId } | { readonly kind: 'moderators' };

const who = (actor: Actor<FactionId>): string =>
  actor.kind === 'seat' ? logWords.seat(actor.seat) : actor.kind === 'moderator' ? logWords.moderator(actor.userId) : logWords.theGame;

/** The events of the game's start, recomputed from its creation parameters (the log starts after them). */
export function startEvents(game: DuneGame, seats: readonly DuneSeat[]): readonly DuneEvent[] {
  const created = dune.create({ seats: seats.map((s) => s.seat).sort(), options: game.options, seed: game.seed });
  return created.ok ? created.value.events : [];
}

function header(game: DuneGame, seats: readonly DuneSeat[], kind: Reader['kind']): string[] {
  return [logWords.title(game.id, kind), logWords.created(game.channelId, game.createdAt, game.createdBy, game.status), logWords.seats(seats), ''];
}

/** The events of an entry a reader may read, as lines. */
function readable(events: readonly DuneEvent[], reader: Reader): string[] {
  const shown = reader.kind === 'moderators' ? events : eventsFor(events, reader.kind === 'seat' ? reader.seat : 'public');
  const own = reader.kind === 'seat' ? shown.filter((e) => e.to !== undefined) : shown;
  return own.map(
    (e) => `    ${reader.kind === 'moderators' && e.to ? logWords.readers(e.to) : ''}${presentEvent(e, reader.kind === 'seat' ? reader.seat : undefined)}`,
  );
}

/**
 * A log as one reader may read it. The table's log holds the public events only, each under the
 * time it happened: no entry numbers, action names or arguments, and nothing for an entry without
 * public events — a private gift or deal proposal must not even show as a gap. A seat's log holds
 * that seat's private events only (the public ones are in the table's). The moderators' log holds
 * every entry with its arguments, private events with their readers, and interaction ids.
 */
async function logText(bot: BotContext, game: DuneGame, seats: readonly DuneSeat[], reader: Reader): Promise<string> {
  const lines = header(game, seats, reader.kind);
  const start = game.status === 'lobby' ? [] : readable(startEvents(game, seats), reader);
  if (start.length) lines.push(reader.kind === 'moderators' ? '#0 start' : logWords.atStart, ...start);
  for (const entry of await bot.store.log(game.id)) {
    if (reader.kind === 'moderators') {
      const args = entry.kind === 'action' ? ` ${JSON.stringify((entry.action as DuneAction).args ?? {})}` : '';
      lines.push(`${entryTitle(entry)}${args}${entry.interactionId ? logWords.interaction(entry.interactionId) : ''}`, ...readable(entry.events, reader));
      continue;
    }
    const shown = readable(entry.events, reader);
    if (shown.length) lines.push(entry.createdAt.toISOString(), ...shown);
  }
  return `${lines.join('\n')}\n`;
}

function entryTitle(entry: Entry): string {
  const when = entry.createdAt.toISOString();
  const reason = entry.reason ? logWords.reason(entry.reason) : '';
  if (entry.kind === 'undo') return `#${entry.seq} ${when} ${who(entry.actor)} ${logWords.undid(entry.count)}${reason}`;
  if (entry.kind === 'audit') return `#${entry.seq} ${when} ${who(entry.actor)}: ${auditText(entry.note)}${reason}`;
  return `#${entry.seq} ${when} ${who(entry.actor)}: /${(entry.action as DuneAction).do}${reason}`;
}

function auditText(note: { readonly what: string; readonly [k: string]: unknown }): string {
  if (note.what === 'secret-log-read') return logWords.secretLogRead;
  if (note.what === 'status') return logWords.status(String(note.from), String(note.to));
  if (note.what === 'replace-player') return logWords.replacePlayer(note.seat as FactionId, String(note.from), String(note.to));
  return note.what;
}

/**
 * The public log for the ending post: readable text, and JSON (each entry's time and public
 * events) for whoever wants to study the game. Nothing in either is secret to the table; the
 * ending reveals the rest: the JSON also holds the game's key and its whole log of actions, from
 * which `npm run verify-game` re-deals the game and checks every public event (src/verify/).
 */
export async function endingLogFiles(bot: BotContext, gameId: string): Promise<{ name: string; text: string }[]> {
  const loaded = await bot.store.load(gameId);
  if (!loaded.ok) return [];
  const { game, seats, state } = loaded.value;
  const log = await bot.store.log(game.id);
  const entries = log
    .map((entry) => ({ at: entry.createdAt.toISOString(), events: eventsFor(entry.events, 'public') }))
    .filter((entry) => entry.events.length > 0);
  const key = endOfGameKey(state, game.status === 'ended');
  const start = startEvents(game, seats);
  const params = { seats: seats.map((s) => s.seat).sort(), options: game.options };
  const json = {
    game: game.id,
    seats: seats.map((s) => ({ faction: s.seat, userId: s.userId })),
    start: eventsFor(start, 'public'),
    entries,
    ...(key ? { verification: verificationRecord('dune', params, key, keyCommitment(key), start, log) } : {}),
  };
  return [
    { name: `dune-${game.id}-log.txt`, text: await logText(bot, game, seats, { kind: 'public' }) },
    { name: `dune-${game.id}-log.json`, text: `${JSON.stringify(json, null, 2)}\n` },
  ];
}

const file = (text: string, name: string) => new AttachmentBuilder(Buffer.from(text, 'utf8'), { name });

/**
 * `/game log`: the public log as a file for whoever asks; a seated player also receives their own
 * private log by DM, where their secrets already are.
 */
export function publicLogReply(bot: BotContext, asker: Asker): Promise<Reply> {
  const userId = asker.userId;
  return withLiveGame<Reply>(bot, asker, {}, async ({ game, seats }) => {
    const text = await logText(bot, game, seats, { kind: 'public' });
    const seat = seats.find((s) => s.userId === userId);
    let dm: 'sent' | 'closed' | null = null;
    if (seat && game.status !== 'lobby') {
      const own = await logText(bot, game, seats, { kind: 'seat', seat: seat.seat });
      const sent = await sendDm(bot, userId, [{ content: logWords.privateLog, embeds: [], files: [file(own, `dune-${game.id}-${seat.seat}-log.txt`)] }]);
      dm = sent ? 'sent' : 'closed';
    }
    return { content: logWords.publicLog(dm), files: [file(text, `dune-${game.id}-log.txt`)] };
  });
}

/**
 * `/mod log`: the whole log with every secret, as a file only the moderator sees. A moderator who
 * holds a seat is refused (they would read the others' secrets); any other read is audited in the
 * log with its reason and announced in the channel, in one transaction, before the file is sent.
 */
export function moderatorLogReply(bot: BotContext, r: Asker & ModeratorRequest): Promise<Reply> {
  return withLiveGame<Reply>(bot, r, {}, async (found) => {
    const seat = found.seats.find((s) => s.userId === r.userId);
    if (seat) return { content: seatedModerator(seat.seat) };
    const name = `dune-${found.game.id}-full-log.txt`;
    if (found.game.status === 'lobby')
      return { content: SECRET_LOG_NOT_PLAYED, files: [file(await logText(bot, found.game, found.seats, { kind: 'moderators' }), name)] };
    const audited = await bot.store.recordAudit(found.game.id, moderatorAudit(r), { what: 'secret-log-read' }, tell({ notes: [moderatorNote(r, READ_NOTE)] }));
    if (!audited.ok) return { content: `❌ ${audited.error.message}` };
    bot.wake();
    return { content: SECRET_LOG_REPLY, files: [file(await logText(bot, found.game, found.seats, { kind: 'moderators' }), name)] };
  });
}
