import type { CardId, DuneState, FactionId } from '../../state';

/** The auction: the cards dealt face down, and the bidding on the one that is up. */
export interface BiddingStep {
  phase: 'bidding';
  /** Unsold cards in the order dealt; the first one is up for bid. Secret (the Atreides see the one up). */
  cards: CardId[];
  /** How many cards were dealt for this phase. */
  dealt: number;
  /** 1-based number of the card up for bid. */
  cardNumber: number;
  /** Who opened the bidding on the card up; the next card is opened by the first eligible player after them. */
  opener: FactionId | null;
  /** Whose turn it is to bid or pass; null once the auction is over. */
  bidder: FactionId | null;
  /** The current high bid (0 before anyone bids). */
  highBid: number;
  highBidder: FactionId | null;
  /** The high bid is backed by a Karama card, so the winner pays nothing (S001-BID-10). Secret until it wins. */
  karama: boolean;
  /** Who passed on this card (and has not bid since). */
  passed: FactionId[];
  /** How much of the high bid the high bidder's ally pays (rules §14.2); known to the two allies only. */
  allyPays: number;
}

export function biddingStep(s: DuneState): BiddingStep {
  if (s.step.phase !== 'bidding') throw new Error(`not in bidding but ${s.step.phase}`);
  return s.step;
}

export const emptyBiddingStep = (): BiddingStep => ({
  phase: 'bidding',
  cards: [],
  dealt: 0,
  cardNumber: 0,
  opener: null,
  bidder: null,
  highBid: 0,
  highBidder: null,
  karama: false,
  passed: [],
  allyPays: 0,
});
