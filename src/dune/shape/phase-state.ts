import type { CardId } from '../data/cards';
import type { FactionId } from '../data/factions';
import type { TraitorCardId } from '../data/traitors';
import type { BattleStep } from './battle';
import type { BiddingStep } from './bidding';
import type { RevivalStep } from './revival';
import type { ShipmentMovementStep } from './shipment-movement';
import type { SpiceBlowStep } from './spice-blow';
import type { StormStep } from './storm';

/** Setup before turn 1: the decisions players make, in parallel where the rules allow. */
export interface SetupStep {
  phase: 'setup';
  /** Traitor cards dealt to each faction still choosing (S: draw 4, keep 1). */
  traitorOffers: Partial<Record<FactionId, TraitorCardId[]>>;
  /** Fremen forces still to be placed on Sietch Tabr, False Wall South and False Wall West. */
  fremenToPlace: number;
  /** Bene Gesserit Advanced start: the one force still to be placed. */
  bgToPlace: boolean;
  /** IX-1: the starting cards drawn for every faction, which `by` (the Ixians) see and keep one of; absent once kept. */
  startingCards?: { by: FactionId; cards: CardId[] };
}

/** CHOAM Charity (rules §7): automatic, or (option charity = 'claim') claimed by each eligible faction. */
export interface CharityStep {
  phase: 'charity';
  /** Eligible factions that have neither claimed nor declined yet (claim mode). */
  pending: FactionId[];
}

/** Spice Collection needs nobody's decision: it runs and ends on entry. */
export interface CollectionStep {
  phase: 'collection';
}

/** The Mentat Pause runs and ends on entry, unless a faction has a decision then (`mentatDecision`, TLX-4). */
export interface MentatStep {
  phase: 'mentat';
  /** The factions the pause still waits for. Absent: none. */
  deciding?: FactionId[];
}

/** The current phase's own bookkeeping; `phase` always equals `DuneState.phase`. */
export type PhaseState =
  | SetupStep
  | StormStep
  | SpiceBlowStep
  | CharityStep
  | BiddingStep
  | RevivalStep
  | ShipmentMovementStep
  | BattleStep
  | CollectionStep
  | MentatStep
  | { phase: 'ended' };
