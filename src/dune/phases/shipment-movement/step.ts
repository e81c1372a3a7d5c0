import type { DuneState } from '../../state';
import type { ShipmentMovementStep } from '../../shape/shipment-movement';

export function shipmentStep(s: DuneState): ShipmentMovementStep {
  if (s.step.phase !== 'shipment-movement') throw new Error('not in the Shipment and Movement phase');
  return s.step;
}
