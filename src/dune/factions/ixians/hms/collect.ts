import { takeSpiceFromPile } from '../../../board';
import type { TerritoryId } from '../../../data/map';
import type { DuneState, FactionId, SpicePile } from '../../../state';
import { named, ownForcesInside, type Piece } from './where';

/** IX-6: spice per force inside, both types counting 1. */
export const HMS_SPICE_PER_FORCE = 2;

/** Where the HMS was on its way: a piece it started or ended on, or a territory it crossed (spice lies on one blow piece of each). */
export type Visit = Piece | { readonly crossed: TerritoryId };

const pilesAt = (s: DuneState, v: Visit): SpicePile[] =>
  s.spiceOnBoard.filter((p) => ('crossed' in v ? p.territory === v.crossed : p.territory === v.territory && p.sector === v.sector) && p.amount > 0);

/**
 * IX-6: the owner takes up to 2 spice per own force inside from each pile the HMS went into, out
 * of or through, at once. OP-3 (`hmsSpice`): 'per-piece-if-moved' (DuneBot) takes once from each
 * distinct pile visited, the start included, only if it moved; 'per-step' (treachery.online)
 * takes at each step from the piece left and the piece reached, so a pile may give twice.
 */
export function collectOnTheWay(s: DuneState, owner: FactionId, visits: readonly Visit[]): { territory: string; sector: number | null; amount: number }[] {
  const cap = HMS_SPICE_PER_FORCE * ownForcesInside(s, owner);
  const taken: { territory: string; sector: number | null; amount: number }[] = [];
  const take = (pile: SpicePile) => {
    const amount = Math.min(cap, pile.amount);
    if (amount <= 0) return;
    taken.push({ ...named(pile), amount });
    takeSpiceFromPile(s, pile, owner, amount);
  };
  if (s.options.hmsSpice === 'per-step') {
    // It collects from its own piece even when it stays (treachery.online `PerformHmsMovement`).
    if (visits.length === 1 && visits[0]) pilesAt(s, visits[0]).forEach(take);
    for (let i = 1; i < visits.length; i++) for (const v of [visits[i - 1], visits[i]]) if (v) pilesAt(s, v).forEach(take);
    return taken;
  }
  if (visits.length < 2) return taken;
  const piles = [...new Set(visits.flatMap((v) => pilesAt(s, v)))];
  piles.forEach(take);
  return taken;
}
