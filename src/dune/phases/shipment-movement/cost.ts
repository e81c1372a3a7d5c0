import { territory, type TerritoryId } from '../../data/map';
import type { DuneState, FactionId } from '../../state';
import type { Payee } from '../../events/shipment-movement';
import { shipmentPowerOf } from './powers';

/**
 * What a shipment costs and who is paid (rules §10.1, S000-SHIP-2): 1 per force into a
 * stronghold, 2 elsewhere (the Polar Sink and the Shield Wall included, S003-CTRL-5). A faction's
 * power may halve it, rounded up, or have them paid instead of the bank (the Guild's); a Karama
 * shipment pays half to the bank.
 */
export function shippingCost(s: DuneState, f: FactionId, t: TerritoryId, forces: number, karama: boolean): { cost: number; paidTo: Payee } {
  const full = fullShippingCost(t, forces);
  const half = Math.ceil(full / 2);
  if (karama) return { cost: half, paidTo: 'bank' };
  return { cost: shipmentPowerOf(s, f, 'halfPrice') ? half : full, paidTo: shipmentPowerOf(s, f, 'paid') ?? 'bank' };
}

/** The full rate: 1 per force into a stronghold, 2 elsewhere. */
export const fullShippingCost = (t: TerritoryId, forces: number): number => (territory(t).type === 'stronghold' ? 1 : 2) * forces;

/**
 * The Guild's shipment back to reserves: 1 spice per 2 forces, rounded up, to the bank. That rate
 * is their half price (factions.json, half-price); with the half price stopped by a Karama it is
 * doubled, 1 per force.
 */
export const shipBackCost = (forces: number, halfPrice = true): number => (halfPrice ? Math.ceil(forces / 2) : forces);
