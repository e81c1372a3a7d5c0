import type { FactionId } from '../data/factions';
import type { Public } from './audience';

/** A piece of the board, by its territory's name; the sector is null for a piece without one (the Polar Sink). */
export interface HmsPiece {
  readonly territory: string;
  readonly sector: number | null;
}

/** The Hidden Mobile Stronghold (IX-3, IX-5, IX-6, IX-13): where it is is public. */
export interface HmsEvents {
  /** IX-3: placed on its first host piece. */
  'hms-placed': Public<{ faction: FactionId; host: HmsPiece }>;
  /** IX-5 (or IX-13, `karama`): moved `steps` territories from `left` to its new `host` (`to` would name readers), taking `collected` spice on the way (IX-6). */
  'hms-moved': Public<{
    faction: FactionId;
    left: HmsPiece;
    host: HmsPiece;
    steps: number;
    collected: readonly (HmsPiece & { amount: number })[];
    karama?: true;
  }>;
  /** IX-5: it stays where it is, by choice or because a Karama stopped it; OP-3 'per-step' collects from its own piece even then. */
  'hms-stayed': Public<{ faction: FactionId; host: HmsPiece; stopped: boolean; collected: readonly (HmsPiece & { amount: number })[] }>;
}
