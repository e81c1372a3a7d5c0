import { ButtonStyle } from 'discord.js';
import { eventsFor } from '../dune';
import { effectiveActions } from '../engine/log';
import type { Reply } from './command';
import { heldEmbed } from './components/held-text';
import { button, inRows } from './components/rows';
import { undoIds } from './components/undo-id';
import type { BotContext, DuneGame } from './context';
import { LIMITS, truncate } from './discord-limits';
import { discordTime } from './news/status';
import { presentEvent } from './text/events';
import { CANCEL, CONFIRM_UNDO, cannotUndo, earlierActions, moreEvents, PRIVATE_ACTION, REASON, UNDO_PREVIEW, undoTitle } from './text/undo';

type Entry = Awaited<ReturnType<BotContext['store']['log']>>[number];

/** Sentences shown of one undone action; a storm dial may run on through a whole phase. */
const SENTENCES = 3;
const LINE = 400;
/** Room left in the embed's description for "… and N earlier actions". */
const DESCRIPTION = LIMITS.embedDescription - 100;

/**
 * One undone action as the table was told it: its time and its public news, which say who did
 * what. Only the public events, as in `/game log`: the preview never shows an argument, and
 * not even the faction of an action that told the table nothing (a gift, a deal offer).
 */
function entryLine(entry: Entry, index: number): string {
  const told = eventsFor(entry.events, 'public').map((e) => presentEvent(e));
  const words =
    told.length === 0 ? PRIVATE_ACTION : [...told.slice(0, SENTENCES), ...(told.length > SENTENCES ? [moreEvents(told.length - SENTENCES)] : [])].join(' ');
  return truncate(`**${index + 1}.** ${discordTime(entry.createdAt.toISOString())} ${words}`, LINE);
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
 * `/mod undo`'s preview, for the moderator alone: the last `count` actions in readable words,
 * the count and the reason, with Confirm undo and Cancel. The buttons are bound to the game's log
 * as it is now (see components/undo-id.ts); the reason is held in the message for Confirm to
 * read back. Run in the game's queue, so that what it shows is what Confirm would take back.
 */
export async function undoPreview(bot: BotContext, game: DuneGame, count: number, reason: string): Promise<Reply> {
  const undoable = effectiveActions(await bot.store.log(game.id));
  if (undoable.length < count) return cannotUndo(undoable.length, count);
  const lines = undoable.slice(-count).map(entryLine);
  const ids = undoIds(game.id, game.headSeq, count, reason);
  return {
    content: UNDO_PREVIEW,
    embeds: [heldEmbed(undoTitle(count), { [REASON]: reason }, fitting(lines).join('\n'))],
    components: inRows([button(CONFIRM_UNDO, ids.confirm, ButtonStyle.Danger), button(CANCEL, ids.cancel, ButtonStyle.Secondary)]),
  };
}
