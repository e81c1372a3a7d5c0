import { AttachmentBuilder } from 'discord.js';
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord-api-types/v10';
import type { RacePublicView } from '../../race';
import { renderRaceBoardPng } from '../../render/race/board';
import type { BotContext } from '../context';
import { LIMITS, truncate } from '../discord-limits';
import { news } from './text';

/** One post of a race: its text, its components, whom it may notify, and the board to attach. */
export interface RaceMessage {
  readonly content: string;
  readonly components: readonly APIActionRowComponent<APIComponentInMessageActionRow>[];
  readonly ping: readonly string[];
  readonly board?: { readonly view: RacePublicView; readonly alt: string };
}

/**
 * The board picture as a file; null (and logged) when it cannot be drawn: the news goes out anyway.
 * The picture has a fixed size (720 pixels wide, about 100 KB), far under any upload limit.
 */
function boardFile(bot: BotContext, board: NonNullable<RaceMessage['board']>): AttachmentBuilder | null {
  try {
    return new AttachmentBuilder(renderRaceBoardPng(board.view), { name: `race-round-${board.view.round}.png`, description: board.alt });
  } catch (error) {
    bot.log.error('The race board picture could not be drawn', error);
    return null;
  }
}

/** What a race message sends as in a click's own answer (the turn post edited in place); the outbox sends the same through src/bot/race/tell.ts. */
export function messagePayload(bot: BotContext, message: RaceMessage) {
  const file = message.board ? boardFile(bot, message.board) : null;
  const missing = message.board && !file ? `\n${news.boardMissing}` : '';
  return {
    content: truncate(`${message.content}${missing}`, LIMITS.content),
    components: [...message.components],
    files: file ? [file] : [],
    allowedMentions: { users: [...message.ping] },
  };
}
