import { check } from '../../../../engine/result';
import { playKarama } from '../../../cards/karama/card';
import type { SpecialPower } from '../../../cards/karama/special-power';
import { territoryDistance, type TerritoryId } from '../../../data/map';
import { shipmentStep } from '../../../phases/shipment-movement/step';
import type { DuneState, FactionId } from '../../../state';
import { HMS_KARAMA_STEPS, moveAlong } from './move';
import { hmsOf, hostPieces } from './where';

/** Territories the HMS may end in with IX-13: a host piece out of the storm within 2 territories. */
function karamaDestinations(s: DuneState, f: FactionId): TerritoryId[] {
  const from = hmsOf(s, f)?.host?.territory;
  if (!from) return [];
  return [...new Set(hostPieces(s).map((p) => p.territory))].filter((t) => territoryDistance(from, t) <= HMS_KARAMA_STEPS);
}

/**
 * IX-13, the Ixians' special Karama (Advanced, once per game): during their own Shipment and
 * Movement turn, before or after their move, the HMS moves up to 2 territories under IX-5's limits
 * and collects spice as IX-6. Their turn goes on as it was: the move of their forces is not used up.
 */
export const hmsKarama: SpecialPower = {
  args: ['territory', 'sector', 'via'],
  onTerritory: 'move the Hidden Mobile Stronghold up to 2 territories to',
  territories: karamaDestinations,
  play: (s, f, a, ctx) => {
    check(
      s.phase === 'shipment-movement' && shipmentStep(s).current === f,
      'not-now',
      'The Ixians’ special Karama moves the Hidden Mobile Stronghold during their own Shipment and Movement turn (IX-13).',
    );
    const to = a.territory;
    check(to !== undefined, 'territory-needed', 'Name the territory the Hidden Mobile Stronghold ends in (`territory`, and `via` for the one crossed).');
    playKarama(s, f, 'move the Hidden Mobile Stronghold (the Ixians’ special Karama power)', ctx, a.card);
    moveAlong(
      s,
      f,
      { territory: to, ...(a.sector !== undefined ? { sector: a.sector } : {}), ...(a.via !== undefined ? { via: a.via } : {}) },
      HMS_KARAMA_STEPS,
      ctx,
      true,
    );
  },
};
