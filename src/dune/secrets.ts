import type { FactionId } from './data/factions';
import type { PlanDescription } from './events/battle';

/**
 * What a seat privately knows about the phase under way, beside its spice, hand and traitors: the
 * `private` part of its view, which each phase's `privateStep` fills. Display names throughout.
 */
export interface PhaseSecrets {
  /** Setup: the four traitor cards offered, of which one is kept. */
  readonly traitorOffers?: readonly string[];
  /** Setup, IX-1: the starting cards drawn, one per faction, of which the Ixians keep one. */
  readonly startingCards?: readonly string[];
  /** Storm: the seat's secret dial. */
  readonly dial?: number;
  /** Storm: the storm cards the seat may play now, being asked. */
  readonly playable?: readonly string[];
  /** Bidding, IX-2: the cards dealt for the Ixians to choose from, before one goes back to the deck. */
  readonly auctionChoice?: readonly string[];
  /** Bidding, IX-2: the cards of the auction as the Ixians know them, in no order (IX-10's swap included). */
  readonly auctionCards?: readonly string[];
  /** Bidding, IX-12: the card the Ixians' ally just won and may replace. */
  readonly replaceable?: string;
  /** Bidding, Atreides prescience: the card up for bid. */
  readonly cardUp?: string;
  /** Bidding: the seat's high bid is a Karama card. */
  readonly karamaBid?: true;
  /** Bidding: how much of the standing high bid the ally pays (both allies see it). */
  readonly allyPays?: number;
  /** CHOAM Charity (claim mode): the spice the seat may claim. */
  readonly charity?: number;
  /** Revival: the seat has revived (or passed) this turn. */
  readonly revived?: true;
  /** Revival, before reviving: forces in the Tanks, how many revive free, the most that may revive, the price of each other. */
  readonly inTanks?: number;
  readonly freeRevivals?: number;
  /** Absent: no limit (the Tleilaxu's own revival, TLX-5). */
  readonly maxForces?: number;
  readonly costPerForce?: number;
  /** Revival: starred forces in the Tanks that cost more to revive than the others (the Ixians' Cyborgs, IX-7): how many, and the price of each. */
  readonly eliteRevival?: { readonly starred: string; readonly inTanks: number; readonly cost: number };
  readonly revivableLeaders?: readonly { readonly leader: string; readonly cost: number }[];
  /** Revival, Atreides: the Kwisatz Haderach may be revived, at this cost (GF9 2.01.14). */
  readonly kwisatzHaderach?: { readonly cost: number };
  /** Shipment and Movement, Atreides prescience: the top card of the spice deck. */
  readonly spiceDeckTop?: string;
  /** Battle: the seat's plan, until the wheels are revealed. */
  readonly plan?: PlanDescription;
  /** Battle, the Atreides' special Karama: the plan they saw, until the wheels are revealed. */
  readonly seenPlan?: { readonly faction: FactionId; readonly plan: PlanDescription };
  /** Battle: a traitor the seat holds against the leader it faces, which it may call now. */
  readonly traitor?: string;
  /** Battle, before the reveal: the seat's answer to "traitor?" given in advance (`traitor-order`). */
  readonly traitorOrder?: 'call' | 'pass';
}
