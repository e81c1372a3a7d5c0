import { hooksOf } from '../../factions';
import type { ShipmentPowers } from '../../factions/module';
import type { DuneState, FactionId } from '../../state';

/** The faction in play whose shipment power `which` serves `shipper`, if any (the shipper's own included). */
export function shipmentPowerOf(s: DuneState, shipper: FactionId, which: keyof ShipmentPowers): FactionId | undefined {
  for (const owner of s.factions) if (hooksOf(owner).shipment?.[which](s, owner, shipper)) return owner;
  return undefined;
}
