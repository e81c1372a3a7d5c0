import type { DuneEvent, FactionId } from '../../dune';
import { factionName } from '../../dune/data/factions';
import { presentEvent } from '../text/events';
import { type TurnPartEvent, turnPart } from '../text/events/shipment-movement';

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
const PASSES = new Set(['no shipment', 'no move']);

/** "**Atreides**: ship 5 forces to Arrakeen (5 spice to the bank) · move 3 forces Arrakeen → Imperial Basin", "**Fremen**: no shipment, no move". */
function turnText(line: TurnLine): string {
  const text = line.parts.map((p, i) => (i === 0 ? p : `${PASSES.has(p) && PASSES.has(line.parts[i - 1] ?? '') ? ', ' : ' · '}${p}`)).join('');
  return `**${factionName(line.faction)}**: ${text}`;
}

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
      lines[grown.index] = turnText(grown);
      turn = grown;
    } else lines.push(presentEvent(e));
  }
  return { lines, ...(turn ? { turn } : {}) };
}
