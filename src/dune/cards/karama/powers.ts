import { possessive } from '../../victory/describe';
import { bgCharityApplies, gholasInPlay, ixianForceTypes, technologyInPlay, type GameOptions } from '../../options';
import type { FactionId } from '../../data/factions';
import type { PhaseId } from '../../shape/phase';

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
  /** The power exists only under these game options (⚠ points of the reference settled by an option); `why` says why not. */
  readonly option?: { readonly applies: (o: GameOptions) => boolean; readonly why: (o: GameOptions) => string };
  /** An alliance power: it exists only while its owner has an ally. */
  readonly ally?: boolean;
  /**
   * Used as its phase begins, before anyone can answer: a Karama played in the phase comes too
   * late, so only a standing order given beforehand (`karama-order`, orders.ts) stops it.
   */
  readonly inAdvance?: boolean;
  /**
   * Used after a battle is resolved (the Harkonnen capture, GF9 2.05.10.01): a Karama in the Battle
   * phase stops it until it takes effect, not only before the plans are revealed.
   */
  readonly afterBattle?: boolean;
}

const IXIAN_FORCE_TYPES = {
  applies: ixianForceTypes,
  why: () => 'option `ixianForceTypesInBasic` is off (OP-1), so in this Basic game every Ixian force is an ordinary one',
};

/**
 * The stoppable powers (✷ in cards.md §6, and the alliance powers, which rules §16 includes), each
 * consulted by the rule code at the moment it is used (`stopsPower`). A power granted to an ally
 * (prescience and the Voice in the ally's battle, half-price shipping and cross-shipping for the
 * Guild's ally, the Fremen's protection of their ally from worms) is stopped with the power itself.
 *
 * Not listed, because a Karama cannot touch them (rules §16, FAQ, §12.5): special victories, the
 * special Karama powers (the Bene Gesserit's worthless cards as Karama among them, rules §12.2),
 * the Fremen free send. Not listed either, because they are no advantage left to stop: the
 * Emperor's gifts of spice to their ally (S002-DEAL-6 lets every player give spice to any other at
 * any time), and what the reference does not mark (the Harkonnen's four traitors and hand of 8,
 * the Atreides' notes, the Bene Gesserit's Advanced start).
 *
 * Each power says in its rule code what "stopped" means there; docs/rules-table.md lists them.
 */
export const STOPPABLE_POWERS = {
  'bidding-prescience': { faction: 'atreides', label: 'prescience in the Bidding (seeing each card up for bid)', phases: ['bidding'], wholePhase: true },
  'spice-prescience': { faction: 'atreides', label: 'look at the top card of the spice deck', phases: ['shipment-movement'], inAdvance: true },
  'top-card': { faction: 'harkonnen', label: 'free extra card after a purchase', phases: ['bidding'] },
  'payment-for-treachery': { faction: 'emperor', label: 'payment for treachery cards', phases: ['bidding'] },
  'payment-for-shipment': { faction: 'spacing-guild', label: 'payment for shipments', phases: ['shipment-movement'] },
  'movement-2': { faction: 'fremen', label: 'move of 2 territories', phases: ['shipment-movement'] },
  'spiritual-advisor': { faction: 'bene-gesserit', label: 'spiritual advisor', phases: ['shipment-movement'] },
  flip: { faction: 'bene-gesserit', label: 'flip of fighters to advisors where a faction enters', phases: ['shipment-movement'], advanced: true },
  advisors: {
    faction: 'bene-gesserit',
    label: 'choice of side for their advisors (turning advisors into fighters, or sending a spiritual advisor as one)',
    phases: ['shipment-movement'],
    advanced: true,
  },
  charity: {
    faction: 'bene-gesserit',
    label: 'CHOAM Charity of 2 spice whatever they hold',
    phases: ['charity'],
    option: {
      applies: bgCharityApplies,
      why: (o) =>
        o.bgCharity === 'never' ? 'option `bgCharity` is `never`' : 'option `bgCharity` makes it an Advanced power, and this game plays the Basic rules',
    },
  },
  'battle-prescience': { faction: 'atreides', label: 'prescience in battle', phases: ['battle'] },
  voice: { faction: 'bene-gesserit', label: 'Voice', phases: ['battle'] },
  'kwisatz-haderach': { faction: 'atreides', label: 'Kwisatz Haderach', phases: ['battle'], advanced: true },
  capture: { faction: 'harkonnen', label: 'capture of a leader after winning a battle', phases: ['battle'], advanced: true, afterBattle: true },
  sardaukar: { faction: 'emperor', label: 'Sardaukar strength (2 in battle)', phases: ['battle'], advanced: true },
  fedaykin: { faction: 'fremen', label: 'Fedaykin strength (2 in battle)', phases: ['battle'], advanced: true },
  'battle-hardened': { faction: 'fremen', label: 'battle hardening (full strength without spice)', phases: ['battle'], advanced: true },
  'ally-traitors': { faction: 'harkonnen', label: 'calling of traitors in their ally’s battle', phases: ['battle'], ally: true },
  'half-price': { faction: 'spacing-guild', label: 'half-price shipping (theirs and their ally’s)', phases: ['shipment-movement'] },
  'cross-ship': { faction: 'spacing-guild', label: 'cross-shipping and shipping back (theirs and their ally’s)', phases: ['shipment-movement'] },
  'out-of-order': { faction: 'spacing-guild', label: 'turn out of storm order', phases: ['shipment-movement'], advanced: true },
  'worm-immunity': { faction: 'fremen', label: 'immunity to sandworms', phases: ['spice-blow'] },
  'worm-ride': { faction: 'fremen', label: 'worm ride', phases: ['spice-blow'] },
  'further-worms': { faction: 'fremen', label: 'sending of further worms to any sand territory', phases: ['spice-blow'], advanced: true },
  // The storm moves once a phase: every Fremen piece it hits is the same use.
  'storm-losses': { faction: 'fremen', label: 'half losses to the storm', phases: ['storm'], advanced: true, wholePhase: true },
  'storm-migration': { faction: 'fremen', label: 'sending into the storm at half loss', phases: ['shipment-movement'], advanced: true },
  'storm-deck': { faction: 'fremen', label: 'look at the next storm card', phases: ['storm'], advanced: true },
  'ally-free-revival': { faction: 'fremen', label: 'grant of 3 free revivals to their ally', phases: ['revival'], ally: true },
  'ally-extra-revival': { faction: 'emperor', label: 'payment for up to 3 extra revivals of their ally', phases: ['revival'], ally: true },
  // ixians-tleilaxu.md §4.4: no early revival this turn.
  'early-revival': { faction: 'tleilaxu', label: 'early revival of a leader for a price', phases: ['revival'], wholePhase: true },
  // ixians-tleilaxu.md §3.5: the Cyborgs' battle bonus (IX-7) and their extra move (IX-7/IX-8), where their force types apply (OP-1).
  cyborgs: { faction: 'ixians', label: 'Cyborg strength (2 in battle)', phases: ['battle'], option: IXIAN_FORCE_TYPES },
  'cyborg-movement': {
    faction: 'ixians',
    label: 'move of 2 territories (Cyborgs, and Suboids moving with a Cyborg)',
    phases: ['shipment-movement'],
    option: IXIAN_FORCE_TYPES,
  },
  // ixians-tleilaxu.md §3.5: stopped before the N + 1 cards are dealt, so only a standing order given beforehand can.
  'auction-choice': { faction: 'ixians', label: 'choice of the auction cards (seeing one more and putting one back)', phases: ['bidding'], inAdvance: true },
  // ixians-tleilaxu.md §3.5: no swap this Bidding phase (IX-10 is used once a phase, so one use is the phase).
  technology: {
    faction: 'ixians',
    label: 'Technology (swapping a card of their hand for the card about to go up for bid)',
    phases: ['bidding'],
    wholePhase: true,
    option: { applies: technologyInPlay, why: () => 'option `ixTechnology` is off (in this game, by the Basic rules or by choice)' },
  },
  // ixians-tleilaxu.md §3.5: the ally keeps the card bought.
  'ally-card-swap': { faction: 'ixians', label: 'replacement of a card their ally won (discarding it for the top card)', phases: ['bidding'], ally: true },
  'loss-swap': { faction: 'ixians', label: 'swap of Cyborg losses for surviving Suboids', phases: ['battle'], option: IXIAN_FORCE_TYPES, afterBattle: true },
  // ixians-tleilaxu.md §4.4: no swap this Mentat Pause.
  'face-dancer-swap': { faction: 'tleilaxu', label: 'swap of a Face Dancer', phases: ['mentat'] },
  // ixians-tleilaxu.md §4.4, for the phase: full price, and (OP-8, option `karamaLimitsTleilaxuRevival`) the 3-force limit.
  'tleilaxu-revival': { faction: 'tleilaxu', label: 'revival at half price without a limit', phases: ['revival'], wholePhase: true },
  'free-revival-income': { faction: 'tleilaxu', label: 'income from every free revival', phases: ['revival'], wholePhase: true },
  'raised-limit': { faction: 'tleilaxu', label: 'raising of another faction’s revival limit', phases: ['bidding', 'revival'], wholePhase: true },
  'ally-revival-discount': { faction: 'tleilaxu', label: 'half-price revival for their ally', phases: ['revival'], ally: true, wholePhase: true },
  // ixians-tleilaxu.md §4.4 and ruling 12: no Ghola this turn (TLX-11 is used in the Revival phase only, so the phase is the turn).
  ghola: {
    faction: 'tleilaxu',
    label: 'revival of other factions’ leaders as Gholas',
    phases: ['revival'],
    wholePhase: true,
    option: { applies: gholasInPlay, why: () => 'option `tleilaxuGholas` is off (in this game, by the Basic rules or by choice)' },
  },
  // ixians-tleilaxu.md §3.5: the HMS neither moves nor collects this turn (IX-5, IX-6).
  'hms-move': { faction: 'ixians', label: 'move of the Hidden Mobile Stronghold and its spice collection', phases: ['storm'], wholePhase: true },
} as const satisfies Record<string, StoppablePower>;

export type PowerId = keyof typeof STOPPABLE_POWERS;
export const POWER_IDS = Object.keys(STOPPABLE_POWERS) as PowerId[];

export const power = (id: PowerId): StoppablePower => STOPPABLE_POWERS[id];

/** Whether a Karama played in `phase` may stop the power (the rest is the engine's `stopPower`): used then, and not before anyone can answer. */
export const stoppableIn = (id: PowerId, phase: PhaseId): boolean => !power(id).inAdvance && power(id).phases.includes(phase);

/** The power with its owner, for sentences: "the Harkonnen’s free extra card after a purchase". */
export function powerName(id: PowerId): string {
  const { faction, label } = power(id);
  return `the ${possessive(faction)} ${label}`;
}
