import { possessive } from '../../victory/describe';
import type { FactionId, PhaseId } from '../../state';

/** A faction power that a Karama card can stop (✷ in cards.md §6, `karamaStoppable` in factions.json). */
export interface StoppablePower {
  readonly faction: FactionId;
  /** What the power is, without its owner ("free extra card after a purchase"). */
  readonly label: string;
  /** The phases in which the power is used, and so in which a Karama can stop it. */
  readonly phases: readonly PhaseId[];
  /** Stopped for the rest of the phase whatever `karamaScope` says (the FAQ rules it so for this power). */
  readonly wholePhase?: boolean;
  /** The power exists only in the Advanced game. */
  readonly advanced?: boolean;
}

/**
 * The stoppable powers (✷ in cards.md §6), each consulted by the rule code at the moment it is
 * used (`stopsPower`). A power granted to an ally (prescience and the Voice in the ally's battle,
 * half-price shipping and cross-shipping for the Guild's ally) is stopped with the power itself.
 * Not listed, because a Karama cannot touch them (rules §16, FAQ): special victories, the special
 * Karama powers, the Fremen free send. Not listed either, because they take effect before anyone
 * can answer them: the Atreides' peek at the spice deck (at the very start of Shipment and
 * Movement) and the Fremen's at the storm deck (known since the last storm).
 */
export const STOPPABLE_POWERS = {
  'bidding-prescience': { faction: 'atreides', label: 'prescience in the Bidding (seeing each card up for bid)', phases: ['bidding'], wholePhase: true },
  'top-card': { faction: 'harkonnen', label: 'free extra card after a purchase', phases: ['bidding'] },
  'payment-for-treachery': { faction: 'emperor', label: 'payment for treachery cards', phases: ['bidding'] },
  'payment-for-shipment': { faction: 'spacing-guild', label: 'payment for shipments', phases: ['shipment-movement'] },
  'movement-2': { faction: 'fremen', label: 'move of 2 territories', phases: ['shipment-movement'] },
  'spiritual-advisor': { faction: 'bene-gesserit', label: 'spiritual advisor', phases: ['shipment-movement'] },
  flip: { faction: 'bene-gesserit', label: 'flip of fighters to advisors where a faction enters', phases: ['shipment-movement'], advanced: true },
  'battle-prescience': { faction: 'atreides', label: 'prescience in battle', phases: ['battle'] },
  voice: { faction: 'bene-gesserit', label: 'Voice', phases: ['battle'] },
  'kwisatz-haderach': { faction: 'atreides', label: 'Kwisatz Haderach', phases: ['battle'], advanced: true },
  capture: { faction: 'harkonnen', label: 'capture of a leader after winning a battle', phases: ['battle'], advanced: true },
  'half-price': { faction: 'spacing-guild', label: 'half-price shipping (theirs and their ally’s)', phases: ['shipment-movement'] },
  'cross-ship': { faction: 'spacing-guild', label: 'cross-shipping (theirs and their ally’s)', phases: ['shipment-movement'] },
  'out-of-order': { faction: 'spacing-guild', label: 'turn out of storm order', phases: ['shipment-movement'], advanced: true },
  'worm-immunity': { faction: 'fremen', label: 'immunity to sandworms', phases: ['spice-blow'] },
  'worm-ride': { faction: 'fremen', label: 'worm ride', phases: ['spice-blow'] },
  // The storm moves once a phase: every Fremen piece it hits is the same use.
  'storm-losses': { faction: 'fremen', label: 'half losses to the storm', phases: ['storm'], advanced: true, wholePhase: true },
} as const satisfies Record<string, StoppablePower>;

export type PowerId = keyof typeof STOPPABLE_POWERS;
export const POWER_IDS = Object.keys(STOPPABLE_POWERS) as PowerId[];

export const power = (id: PowerId): StoppablePower => STOPPABLE_POWERS[id];

/** The power with its owner, for sentences: "the Harkonnen’s free extra card after a purchase". */
export function powerName(id: PowerId): string {
  const { faction, label } = power(id);
  return `the ${possessive(faction)} ${label}`;
}
