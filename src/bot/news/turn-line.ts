import type { DuneEvent, FactionId } from '../../dune';
import { presentEvent } from '../text/events';
import { type TurnPartEvent, turnLineText, turnPart } from '../text/events/shipment-movement';

/** The line of the Shipment and Movement turn under way: where it stands among the section's lines (-1: not written yet) and its parts. */
export interface TurnLine {
  readonly faction: FactionId;
  readonly index: number;
  readonly parts: readonly string[];
}

/** A section's lines so far, and the turn line still growing, if any. */
export interface SectionLines {
  readonly lines: readonly string[];
  readonly turn?: TurnLine;
}

const PARTS = new Set<string>(['shipped', 'shipment-passed', 'moved', 'movement-passed']);

/**
 * A section's lines with the news of more events: one sentence each, except a faction's Shipment and
 * Movement turn, told in one line that grows as the turn goes on (its start and end say nothing
 * the line does not). Returns `base` itself when nothing was added.
 */
export function addNews(base: SectionLines, events: readonly DuneEvent[]): SectionLines {
  if (events.length === 0) return base;
  const lines = [...base.lines];
  let turn = base.turn;
  for (const e of events) {
    if (e.type === 'ship-move-turn') turn = { faction: e.faction, index: -1, parts: [] };
    else if (e.type === 'ship-move-turn-ended') turn = undefined;
    else if (PARTS.has(e.type)) {
      const part = e as TurnPartEvent;
      const same = turn?.faction === part.faction ? turn : { faction: part.faction, index: -1, parts: [] };
      const grown: TurnLine = { ...same, index: same.index < 0 ? lines.length : same.index, parts: [...same.parts, turnPart(part)] };
      lines[grown.index] = turnLineText(grown.faction, grown.parts);
      turn = grown;
    } else lines.push(presentEvent(e));
  }
  return { lines, ...(turn ? { turn } : {}) };
}
