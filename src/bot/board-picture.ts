import { AttachmentBuilder } from 'discord.js';
import type { BoardView, DuneEvent, TurnPoint } from '../dune';
import { boardWords } from './text/board';

/** What a picture of a point of a turn is called, and its file name. */
export function pointPicture(turn: number, point: TurnPoint): { title: string; name: string } {
  return { title: boardWords.point(turn, point), name: `board-turn-${turn}-${point}.png` };
}

/** The PNG as a file to attach, its title as the alt text; or why it cannot be attached. */
export function boardFile(png: Buffer, picture: { title: string; name: string }, limit: number): AttachmentBuilder | string {
  if (png.length > limit) return boardWords.tooLarge(png.length, limit);
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
