import { ButtonStyle } from 'discord.js';
import { effectiveActions } from '../engine/log';
import type { StoredLogEntry } from '../store/records';
import type { Reply } from './command';
import { shortGameId } from './components/custom-id';
import { heldEmbed } from './components/held-text';
import { button, inRows } from './components/rows';
import { type UndoId, undoIds, undoToken } from './components/undo-id';
import { LIMITS, truncate } from './discord-limits';
import { discordTime } from './discord-time';
import { OTHER_GAME } from './text/components';
import {
  CANCEL,
  CONFIRM_UNDO,
  cannotUndo,
  earlierActions,
  moreEvents,
  NOT_THIS_PREVIEW,
  PRIVATE_ACTION,
  REASON,
  STALE_PREVIEW,
  UNDO_PREVIEW,
  undoTitle,
} from './text/undo';

/**
 * `/mod undo`'s preview and the checks of its Confirm button, for every game the bot hosts: each
 * game says what the table was told of one of its log entries (`Told`) and applies the undo
 * itself; what is shown, how it is bound to the log, and when a click is refused are the same.
 */

type Entry = StoredLogEntry<string, unknown, unknown>;

/** What the table was told of one logged action, in the game's own words: its public news only. */
export type Told<E extends Entry = Entry> = (entry: E) => readonly string[];

/** The game an undo is about: its id and its log head now. */
export interface UndoSubject {
  readonly id: string;
  readonly headSeq: number;
}

/** Sentences shown of one undone action; a storm dial may run on through a whole phase. */
const SENTENCES = 3;
const LINE = 400;
/** Room left in the embed's description for "… and N earlier actions". */
const DESCRIPTION = LIMITS.embedDescription - 100;

/**
 * One undone action as the table was told it: its time and its public news, which say who did
 * what. Never an argument, and not even who acted when the action told the table nothing (a
 * gift, a deal offer).
 */
function entryLine(told: readonly string[], at: Date, index: number): string {
  const words =
    told.length === 0 ? PRIVATE_ACTION : [...told.slice(0, SENTENCES), ...(told.length > SENTENCES ? [moreEvents(told.length - SENTENCES)] : [])].join(' ');
  return truncate(`**${index + 1}.** ${discordTime(at.toISOString())} ${words}`, LINE);
}

/** The most recent lines that fit, the older ones counted. */
function fitting(lines: readonly string[]): string[] {
  const kept: string[] = [];
  let size = 0;
  for (const line of [...lines].reverse()) {
    if (size + line.length + 1 > DESCRIPTION) break;
    kept.unshift(line);
    size += line.length + 1;
  }
  return kept.length < lines.length ? [earlierActions(lines.length - kept.length), ...kept] : kept;
}

/**
 * The preview, for the moderator alone: the last `count` actions of `log` in readable words, the
 * count and the reason, with Confirm undo and Cancel. The buttons are bound to the game's log as
 * it is now (see components/undo-id.ts); the reason is held in the message for Confirm to read
 * back. Made in the game's queue, so that what it shows is what Confirm would take back.
 */
export function undoPreview<E extends Entry>(game: UndoSubject, log: readonly E[], told: Told<E>, count: number, reason: string): Reply {
  const undoable = effectiveActions(log);
  if (undoable.length < count) return cannotUndo(undoable.length, count);
  const lines = undoable.slice(-count).map((entry, i) => entryLine(told(entry), entry.createdAt, i));
  const ids = undoIds(game.id, game.headSeq, count, reason);
  return {
    content: UNDO_PREVIEW,
    embeds: [heldEmbed(undoTitle(count), { [REASON]: reason }, fitting(lines).join('\n'))],
    components: inRows([button(CONFIRM_UNDO, ids.confirm, ButtonStyle.Danger), button(CANCEL, ids.cancel, ButtonStyle.Secondary)]),
  };
}

/**
 * Why a Confirm undo click may not undo `game` now, or null when it may: a button of another
 * game, one that does not match its preview, or a preview the log has moved on from (answered
 * with a fresh preview, `fresh`, which reads the log only then). Run in the game's queue, like the
 * undo it guards.
 */
export async function confirmRefusal(game: UndoSubject, id: UndoId, reason: string, fresh: () => Promise<Reply>): Promise<Reply | null> {
  if (shortGameId(game.id) !== id.game) return `🚫 ${OTHER_GAME}`;
  if (undoToken(game.id, id.seq, id.count, reason) !== id.token) return NOT_THIS_PREVIEW;
  if (game.headSeq === id.seq) return null;
  const again = await fresh();
  return typeof again === 'string' ? `${STALE_PREVIEW}\n${again}` : { ...again, content: `${STALE_PREVIEW}\n${again.content}` };
}
