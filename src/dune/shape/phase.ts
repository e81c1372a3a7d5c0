export const PHASES = ['storm', 'spice-blow', 'charity', 'bidding', 'revival', 'shipment-movement', 'battle', 'collection', 'mentat'] as const;
/** `setup` precedes turn 1; `ended` follows the last Mentat Pause or a victory. */
export type PhaseId = 'setup' | (typeof PHASES)[number] | 'ended';

/** Each phase's name as the rules and the table say it. */
export const PHASE_TITLES: Readonly<Record<PhaseId, string>> = {
  setup: 'Setup',
  storm: 'Storm',
  'spice-blow': 'Spice Blow and Nexus',
  charity: 'CHOAM Charity',
  bidding: 'Bidding',
  revival: 'Revival',
  'shipment-movement': 'Shipment and Movement',
  battle: 'Battle',
  collection: 'Spice Collection',
  mentat: 'Mentat Pause',
  ended: 'Game over',
};
