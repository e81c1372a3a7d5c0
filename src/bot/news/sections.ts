import { type DuneEvent, type PhaseId, phaseTitle } from '../../dune';
import { auctionHeading, battleHeading, phaseHeading, SETUP_HEADING } from '../text/heading';

/**
 * A section of the news with a post of its own: a phase, or within a phase one card up for bid, one
 * battle. Shipment and Movement is one section, a line per faction's turn (turn-line.ts). Later news of the same section edits that post
 * instead of adding one (docs/bot.md, "One post per action").
 */
export interface Section {
  /** Stable within a game: the same section always has the same key. */
  readonly key: string;
  readonly title: string;
}

/** The public events of one change, cut where a new section begins. */
export interface SectionNews {
  /** The section the events belong to; null for events that continue the section already under way. */
  readonly section: Section | null;
  readonly events: DuneEvent[];
}

const heading = (turn: number, phase: PhaseId): string => (phase === 'setup' ? SETUP_HEADING : phaseHeading(turn, phaseTitle(phase)));

/** The section an event opens, if it opens one. `turn` and `phase` are where the game is when it happens. */
function opens(e: DuneEvent, turn: number, phase: PhaseId): Section | null {
  switch (e.type) {
    case 'phase-started': {
      const p = e.phase as PhaseId;
      // The end of the game has a post of its own (ending.ts), not an empty section.
      if (p === 'ended') return null;
      const t = Number(e.turn);
      return { key: `t${t}:${p}`, title: heading(t, p) };
    }
    case 'card-up-for-bid':
      return { key: `t${turn}:bidding:card${Number(e.cardNumber)}`, title: auctionHeading(heading(turn, phase), Number(e.cardNumber), Number(e.cards)) };
    case 'battle-started':
      return {
        key: `t${turn}:battle:${String(e.territory)}:${String(e.aggressor)}:${String(e.defender)}`,
        title: battleHeading(heading(turn, phase), String(e.territory)),
      };
    default:
      return null;
  }
}

/** Whether an event begins a section with a post of its own. */
export const opensSection = (e: DuneEvent): boolean => opens(e, 0, 'setup') !== null;

/** Events that only mark a boundary: their section's title says all they say. */
const SILENT = new Set(['turn-started', 'phase-started', 'phase-ended']);

/**
 * Cuts the public events of a change into the sections they belong to, in order. The first group has
 * no section when the change continues the section under way before it.
 */
export function sectionNews(events: readonly DuneEvent[], at: { readonly turn: number; readonly phase: PhaseId }): SectionNews[] {
  const groups: SectionNews[] = [{ section: null, events: [] }];
  let { turn, phase } = at;
  for (const e of events) {
    if (e.type === 'phase-started') {
      turn = Number(e.turn);
      phase = e.phase as PhaseId;
    }
    const section = opens(e, turn, phase);
    if (section) groups.push({ section, events: [] });
    if (!SILENT.has(e.type)) groups[groups.length - 1]?.events.push(e);
  }
  // A section that said nothing is left out, unless it is the one under way now: its post is where
  // the next actions' news goes.
  return groups.filter((g, i) => g.events.length > 0 || (i === groups.length - 1 && g.section !== null));
}
