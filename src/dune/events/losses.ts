import type { FactionId } from '../data/factions';

/** Forces sent to the Tanks from one piece, as the storm, worm and Family Atomics events report them. */
export interface ForcesDestroyed {
  faction: FactionId;
  territory: string;
  sector: number;
  forces: number;
  elite?: number;
}

/** A spice pile that went back to the bank. */
export interface SpiceLost {
  readonly territory: string;
  readonly sector: number;
  readonly amount: number;
}
