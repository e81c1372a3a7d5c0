import { AttachmentBuilder } from 'discord.js';
import type { BoardView, DuneEvent, TurnPoint } from '../dune';
import { renderBoardPng } from '../render';
import type { BotContext } from './context';
import type { Post } from './presenters/posts';
import type { Change } from './publish';

/**
 * The largest upload Discord allows in a server without boosts, the smallest any server allows.
 * Posts of the news carry no interaction that would tell the server's own limit, so they keep
 * under this one (the board is about 250 KB).
 */
export const CHANNEL_ATTACHMENT_LIMIT = 10 * 1024 * 1024;

/** What a picture of a point of a turn is called, and its file name. */
export function pointPicture(turn: number, point: TurnPoint): { title: string; name: string } {
  const titles: Record<TurnPoint, string> = {
    storm: `The board after the storm of turn ${turn}`,
    'shipment-movement': `The board after Shipment and Movement of turn ${turn}`,
    end: `The board at the end of turn ${turn}`,
  };
  return { title: titles[point], name: `board-turn-${turn}-${point}.png` };
}

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The PNG as a file to attach, its title as the alt text; or why it cannot be attached. */
export function boardFile(png: Buffer, picture: { title: string; name: string }, limit: number): AttachmentBuilder | string {
  if (png.length > limit) return `The board picture (${megabytes(png.length)}) is larger than Discord lets me upload here (${megabytes(limit)}).`;
  return new AttachmentBuilder(png, { name: picture.name, description: picture.title });
}

/**
 * The board the news of a change shows, if any: the board the engine recorded when the storm
 * phase or Shipment and Movement ended (`phase-ended` with a board). When one change holds both,
 * the later one. The end of a turn is not pictured in the news (the next storm follows soon).
 */
export function newsPoint(events: readonly DuneEvent[]): { turn: number; point: TurnPoint; view: BoardView } | null {
  let found: { turn: number; point: TurnPoint; view: BoardView } | null = null;
  for (const e of events)
    if (e.type === 'phase-ended' && e.board && (e.phase === 'storm' || e.phase === 'shipment-movement'))
      found = { turn: Number(e.turn), point: e.phase, view: e.board as BoardView };
  return found;
}

/**
 * The news of a change with the board attached to its last message when the change ended the
 * storm phase or Shipment and Movement. The picture is the board as it was at that moment. A picture that
 * cannot be drawn or attached never holds back the news: it is left out, and said so.
 */
export function withBoardPicture(bot: BotContext, change: Change, posts: readonly Post[]): Post[] {
  const at = newsPoint(change.events);
  const last = posts[posts.length - 1];
  if (!at || !last) return [...posts];
  const picture = pointPicture(at.turn, at.point);
  let file: AttachmentBuilder | string;
  try {
    file = boardFile(renderBoardPng(at.view), picture, CHANNEL_ATTACHMENT_LIMIT);
  } catch (error) {
    bot.log.error(`Game ${change.game.id}: the board picture could not be drawn`, error);
    file = 'The board picture could not be drawn; `/game map` may show it later.';
  }
  if (typeof file === 'string') return [...posts, { content: `🗺️ ${file}`, embeds: [] }];
  return [...posts.slice(0, -1), { ...last, files: [file] }];
}
