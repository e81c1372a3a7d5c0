export const PHASES = ['storm', 'spice-blow', 'charity', 'bidding', 'revival', 'shipment-movement', 'battle', 'collection', 'mentat'] as const;
/** `setup` precedes turn 1; `ended` follows the last Mentat Pause or a victory. */
export type PhaseId = 'setup' | (typeof PHASES)[number] | 'ended';
