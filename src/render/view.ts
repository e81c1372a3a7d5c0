import type { FactionId } from '../dune/data/factions';
import type { PublicView } from '../dune';

/**
 * What the picture shows of a game: the parts of its public view (src/dune/views.ts) that are on
 * the table. A public view, or its JSON, is one.
 */
export type BoardView = Pick<PublicView, 'turn' | 'phase' | 'phaseTitle' | 'storm' | 'board' | 'spiceOnBoard' | 'factions'> &
  Partial<Pick<PublicView, 'turns' | 'shieldWallDestroyed'>>;

/** The letter on a faction's markers: each faction's is different. */
export const INITIAL: Record<FactionId, string> = {
  atreides: 'A',
  'bene-gesserit': 'B',
  emperor: 'E',
  fremen: 'F',
  'spacing-guild': 'G',
  harkonnen: 'H',
};
