import { isStopped, stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { shipmentStep } from '../../phases/shipment-movement/step';
import type { DuneState, FactionId } from '../../state';

/** The Atreides see each card just before it is auctioned (§8.4), unless a Karama stopped it for the phase. */
export const seesCardUp = (s: DuneState, _atreides: FactionId, ctx?: Ctx): boolean =>
  ctx ? !stopsPower(s, ctx, 'bidding-prescience') : !isStopped(s, 'bidding-prescience');

/** Rules §10: the Atreides look at the top spice card before anyone ships; only a standing Karama order can stop it, for the phase. */
export function seesSpiceDeckTop(s: DuneState, _atreides: FactionId, ctx?: Ctx): boolean {
  if (!ctx) return !shipmentStep(s).spicePeekStopped;
  if (!stopsPower(s, ctx, 'spice-prescience')) return true;
  shipmentStep(s).spicePeekStopped = true;
  return false;
}
