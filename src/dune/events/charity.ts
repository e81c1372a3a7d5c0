import type { FactionId } from '../data/factions';
import type { Private, Public } from './audience';

/** CHOAM Charity (rules §7). */
export interface CharityEvents {
  'charity-paid': Public<{ faction: FactionId; amount: number }>;
  /** Charity that waits to be claimed (option `charity: 'claim'`): who may claim it stays private, it tells who holds 0 or 1 spice. */
  'charity-offered': Private<{ amount: number }>;
  'charity-declined': Private<{ faction: FactionId }>;
}
