import type { SpiceCardId } from '../data/cards';
import type { FactionId } from '../data/factions';
import type { TerritoryId } from '../data/map';

/** Discard pile 0 is A, 1 is B (the Advanced double blow). */
export type Pile = 0 | 1;

/** One Nexus (rules §14.1): alliances of exactly two are made and broken, everyone at once. */
export interface Nexus {
  /** Factions done with this Nexus; they cannot act in it any more. */
  passed: FactionId[];
  /** Standing requests to ally, public at the table; one per asking faction. */
  proposals: { faction: FactionId; with: FactionId }[];
  /** Factions that formed an alliance in this Nexus: each allies at most once per Nexus. */
  allied: FactionId[];
}

/** The Spice Blow phase: one blow (Basic) or two (Advanced, piles A then B), each with its worms and Nexus. */
export interface SpiceBlowStep {
  phase: 'spice-blow';
  /** The blow in progress: its discard pile. */
  pile: Pile;
  /**
   * 'reveal' only while cards are being turned; 'worm': the Fremen send a further worm; 'nexus';
   * 'ride'; 'thumper': the Thumper's holder may play it before blow A; 'harvester': the Harvester's
   * holder may play it on the territory card just revealed (ixians-tleilaxu.md §6).
   */
  stage: 'reveal' | 'worm' | 'nexus' | 'ride' | 'thumper' | 'harvester';
  /**
   * Who is still to answer at the 'thumper' or 'harvester' stage: the card's holder when the stage
   * opened, or (option `blowCardWindow: 'everyone'`) every faction that has not answered. Absent: none.
   */
  asked?: FactionId[];
  /** The blow the Harvester may double: where, and the amount it put there. Absent: none. */
  harvest?: { territory: TerritoryId; sector: number; amount: number };
  /** Where this blow's worms strike once the Nexus is over (null: a worm with no territory card to strike). */
  strikes: (TerritoryId | null)[];
  /** Turn 1: worms set aside, shuffled back into the deck when the phase ends. */
  setAside: SpiceCardId[];
  nexus: Nexus | null;
  /** Struck territories the Fremen may still ride out of, one ride per worm, in order. */
  rides: TerritoryId[];
}
