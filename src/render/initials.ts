import type { FactionId } from '../dune/data/factions';

/** The letter on a faction's markers: each faction's is different. */
export const INITIAL: Record<FactionId, string> = {
  atreides: 'A',
  'bene-gesserit': 'B',
  emperor: 'E',
  fremen: 'F',
  'spacing-guild': 'G',
  harkonnen: 'H',
  ixians: 'I',
  tleilaxu: 'T',
};
