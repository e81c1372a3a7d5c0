import { allyOf, stacksIn, stacksOf, total } from '../../board';
import { POLAR_SINK_SECTOR, territory, type TerritoryId } from '../../data/map';
import { pieceInStorm } from '../../hms';
import type { Battle } from '../../shape/battle';
import { of, type DuneState, type FactionId, type ForceStack } from '../../state';
import { battleStep } from './step';

/**
 * TLX-2 step 5: once a Face Dancer is revealed and the winner's forces are gone from the battle's
 * territory, its holder places up to as many of their own forces there, from their reserves and/or
 * from anywhere on the planet (not from a piece in the storm), into any piece of the territory the
 * storm spares. Not a shipment nor a move: no cost, no Guild, no range. One group at a time
 * (dancer-forces-action.ts), until they have placed as many, have nothing left to place, or `pass`.
 */

/** The pieces of the battle's territory the forces may go to: those out of the storm (the HMS's, its host's, OP-15). */
export function dancerPieces(s: DuneState, t: TerritoryId): number[] {
  const sectors = territory(t).sectors;
  return (sectors.length ? sectors : [POLAR_SINK_SECTOR]).filter((sector) => !pieceInStorm(s, t, sector));
}

/** The holder's stacks on the planet that may be taken: out of the storm, and not already in the battle's territory. */
export const dancerSources = (s: DuneState, f: FactionId, t: TerritoryId): ForceStack[] =>
  stacksOf(s, f).filter((x) => x.territory !== t && total(x) > 0 && !pieceInStorm(s, x.territory, x.sector));

/** Treachery.online: none while the holder's ally, not the winner, has forces in the territory. */
function allyThere(s: DuneState, f: FactionId, b: Battle): boolean {
  const ally = allyOf(s, f);
  return ally !== undefined && ally !== b.outcome?.winner && stacksIn(s, b.territory).some((x) => x.faction === ally && total(x) > 0);
}

/** Whether `f` has anything to place in the battle's territory, `left` more at most: else no decision is waited for. */
export function canPlace(s: DuneState, f: FactionId, b: Battle, left: number): boolean {
  if (left <= 0 || allyThere(s, f, b) || dancerPieces(s, b.territory).length === 0) return false;
  return total(of(s.reserves, f)) > 0 || dancerSources(s, f, b.territory).length > 0;
}

/** The placement the current battle waits for from `f`, with its battle; null when none. */
export function dancerForcesOf(s: DuneState, f: FactionId): { battle: Battle; left: number } | null {
  const b = s.phase === 'battle' ? battleStep(s).current : null;
  return b?.dancerForces?.faction === f ? { battle: b, left: b.dancerForces.left } : null;
}
