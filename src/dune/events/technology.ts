import type { FactionId } from '../data/factions';
import type { Private, Public } from './audience';

/** IX-10, the Ixians' Technology: public that they swapped a card (the cards visibly move), never which cards. */
export interface TechnologyEvents {
  /** The Ixians' standing order as it now stands: swap card `cardNumber` for `give`, or (both null) none. */
  'technology-ordered': Private<{ cardNumber: number | null; give: string | null }>;
  /** The Ixians took card `cardNumber` face down into their hand and put a card of their hand in its place. */
  'technology-used': Public<{ faction: FactionId; cardNumber: number }>;
  /** What they took and what they gave. */
  'technology-swapped': Private<{ cardNumber: number; took: string; gave: string }>;
  /** The order for card `cardNumber` could not be followed: the Ixians no longer hold `give`. Nothing was tried, so nobody else is told. */
  'technology-lapsed': Private<{ cardNumber: number; give: string }>;
}
