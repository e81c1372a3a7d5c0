import type { FactionId } from '../data/factions';
import type { TraitorCardId } from '../data/traitors';
import type { FaceDancerReveal } from '../state';
import type { Private, Public } from './audience';

/** The Tleilaxu's Face Dancers (TLX-1…3): drawn in secret, public once revealed. */
export interface FaceDancerEvents {
  /** How many were drawn, for the table; which, for their holder alone. */
  'face-dancers-drawn': Public<{ faction: FactionId; count: number; renewed: boolean }>;
  'face-dancers-dealt': Private<{ leaders: readonly TraitorCardId[] }>;
  /** TLX-2: the winner's leader was a Face Dancer. The winner's `returned` forces in the territory went back to their reserves. */
  'face-dancer-revealed': Public<{ faction: FactionId; leader: string; winner: FactionId; territory: string; returned: number }>;
  /**
   * TLX-2 step 5: the holder put `forces` of theirs in `sector` of the battle's `territory` (null: its
   * one piece), from their reserves (`from` null) or from the territory `from` on the planet.
   */
  'face-dancer-forces-placed': Public<{ faction: FactionId; territory: string; sector: number | null; forces: number; from: string | null }>;
  /** TLX-2: the Tleilaxu's standing order for revealing a Face Dancer, as it now stands (reveal-order.ts). */
  'face-dancer-order-set': Private<{ reveal: FaceDancerReveal }>;
  /** TLX-2, asked (`ask`): the Tleilaxu kept the Face Dancer secret. The table hears nothing. */
  'face-dancer-kept': Private<{ leader: string }>;
  /** TLX-4: a Face Dancer was swapped in the Mentat Pause; which, for their holder alone. */
  'face-dancer-swapped': Public<{ faction: FactionId }>;
  'face-dancer-swap-detail': Private<{ returned: TraitorCardId; drawn: TraitorCardId }>;
  /** TLX-4 declined. */
  'face-dancers-kept': Public<{ faction: FactionId }>;
}
