import { check } from '../../../../engine/result';
import { playKarama } from '../../../cards/karama/card';
import type { SpecialPower } from '../../../cards/karama/special-power';
import { territoryDistance, type TerritoryId } from '../../../data/map';
import { shipmentStep } from '../../../phases/shipment-movement/step';
import type { DuneState, FactionId } from '../../../state';
import { checkHmsPath, HMS_KARAMA_STEPS, moveHmsAlong, planHmsMove, type HmsMoveArgs } from './move';
import { hmsOf, hostPieces } from './where';

/** Territories the HMS may end in with IX-13: a host piece out of the storm within 2 territories. */
function karamaDestinations(s: DuneState, f: FactionId): TerritoryId[] {
  const from = hmsOf(s, f)?.host?.territory;
  if (!from) return [];
  return [...new Set(hostPieces(s).map((p) => p.territory))].filter((t) => territoryDistance(from, t) <= HMS_KARAMA_STEPS);
}

/** IX-13's arguments as a move: the territory the HMS ends in, its sector, the territory crossed. */
function moveArgs(a: { territory?: TerritoryId; sector?: number; via?: TerritoryId }): HmsMoveArgs {
  const to = a.territory;
  check(to !== undefined, 'territory-needed', 'Name the territory the Hidden Mobile Stronghold ends in (`territory`, and `via` for the one crossed).');
  return { territory: to, ...(a.sector !== undefined ? { sector: a.sector } : {}), ...(a.via !== undefined ? { via: a.via } : {}) };
}

/**
 * IX-13, the Ixians' special Karama (Advanced, once per game): during their own Shipment and
 * Movement turn, before or after their move, the HMS moves up to 2 territories under IX-5's limits
 * and collects spice as IX-6. Their turn goes on as it was: the move of their forces is not used up.
 * "After their move" is a standing order (`karama-order special: true`): their turn ends with their
 * last movement, and a wait for a last word would tell the table they hold a Karama, so the order,
 * given beforehand and secret, fires as their turn ends (`moveOrderedHms`, ./ordered.ts).
 * Every check comes before the card is played, so that an order that can no longer fire lapses
 * without a trace.
 */
export const hmsKarama: SpecialPower = {
  args: ['territory', 'sector', 'via'],
  onTerritory: 'move the Hidden Mobile Stronghold up to 2 territories to',
  territories: karamaDestinations,
  // Only what the board cannot change is checked now: forces may still ship in before the order fires, then it is checked whole.
  ordered: (a) => {
    const order = moveArgs(a);
    checkHmsPath(order, HMS_KARAMA_STEPS);
    return { hms: order };
  },
  play: (s, f, a, ctx) => {
    check(
      s.phase === 'shipment-movement' && shipmentStep(s).current === f,
      'not-now',
      'The Ixians’ special Karama moves the Hidden Mobile Stronghold during their own Shipment and Movement turn (IX-13).',
    );
    const plan = planHmsMove(s, f, moveArgs(a), HMS_KARAMA_STEPS);
    playKarama(s, f, 'move the Hidden Mobile Stronghold (the Ixians’ special Karama power)', ctx, a.card);
    moveHmsAlong(s, f, plan, ctx, true);
  },
};
