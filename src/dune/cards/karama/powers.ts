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
}

/**
 * The stoppable powers whose rule code consults a Karama stop. The other ✷ powers (battle
 * prescience, Voice, the Kwisatz Haderach, worm immunity and ride, the Guild's half price and
 * cross-ship, the Harkonnen capture, the Fremen storm-deck peek, …) are not enforced yet: the
 * engine refuses a Karama against them rather than discard a card to no effect.
 */
export const STOPPABLE_POWERS = {
  'bidding-prescience': { faction: 'atreides', label: 'prescience in the Bidding (seeing each card up for bid)', phases: ['bidding'], wholePhase: true },
  'top-card': { faction: 'harkonnen', label: 'free extra card after a purchase', phases: ['bidding'] },
  'payment-for-treachery': { faction: 'emperor', label: 'payment for treachery cards', phases: ['bidding'] },
  'payment-for-shipment': { faction: 'spacing-guild', label: 'payment for shipments', phases: ['shipment-movement'] },
  'movement-2': { faction: 'fremen', label: 'move of 2 territories', phases: ['shipment-movement'] },
  'spiritual-advisor': { faction: 'bene-gesserit', label: 'spiritual advisor', phases: ['shipment-movement'] },
} as const satisfies Record<string, StoppablePower>;

export type PowerId = keyof typeof STOPPABLE_POWERS;
export const POWER_IDS = Object.keys(STOPPABLE_POWERS) as PowerId[];

export const power = (id: PowerId): StoppablePower => STOPPABLE_POWERS[id];

/** The power with its owner, for sentences: "the Harkonnen’s free extra card after a purchase". */
export function powerName(id: PowerId): string {
  const { faction, label } = power(id);
  return `the ${possessive(faction)} ${label}`;
}
