import type { TreacheryKindId } from '../data/cards';
import type { FactionId } from '../data/factions';

/** The cards played in the Storm phase's window, in the order they resolve (S003-ST-1). */
export const STORM_CARDS = ['weather-control', 'family-atomics'] as const satisfies readonly TreacheryKindId[];
export type StormCard = (typeof STORM_CARDS)[number];

/** When a faction's storm decision falls (the Ixians' HMS): as the phase begins (IX-5), or once the storm is placed (IX-3). */
export type StormMoment = 'start' | 'placed';

/** The Storm phase: dials (or the storm card), the Weather Control / Family Atomics window, the move. */
export interface StormStep {
  phase: 'storm';
  /** 'dial': waiting for the dials; 'cards': the S003-ST-1 window, the distance known. */
  stage: 'dial' | 'cards';
  /** The two factions dialling the storm this turn (none when the storm card moves it). */
  dialers: FactionId[];
  /** Dials made so far: secret until both are in. */
  dials: { faction: FactionId; value: number }[];
  /** How far the storm is to move: the dials or the storm card, then Weather Control's number once played. */
  distance: number | null;
  /** The card being decided in the window: Weather Control first, then Family Atomics (S003-ST-1). */
  deciding: StormCard | null;
  /** Factions asked about that card, and those that have answered. */
  asked: FactionId[];
  answered: FactionId[];
  /** Cards played in the window. */
  weatherControl: { faction: FactionId; sectors: number } | null;
  familyAtomics: FactionId | null;
  /** A faction's own decision the phase waits for before it goes on (`stormDecision` hook). Absent: none. */
  awaiting?: { faction: FactionId; moment: StormMoment };
}
