import type { Destroyed } from '../phases/storm/losses';

/** Forces sent to the Tanks from one piece of the board. */
export type ForcesDestroyed = Destroyed;

/** A spice pile that went back to the bank. */
export interface SpiceLost {
  readonly territory: string;
  readonly sector: number;
  readonly amount: number;
}
