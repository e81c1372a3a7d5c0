import type { ActionSpec } from '../actions/spec';
import { pendingPhase } from './phase-module';

export interface ShipmentMovementStep {
  phase: 'shipment-movement';
}

export const shipmentMovementPhase = pendingPhase('shipment-movement', 'Shipment and Movement');
export const shipmentMovementActions: ActionSpec<never>[] = [];
