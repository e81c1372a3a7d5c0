import type { DuneState } from '../../state';
import type { BiddingStep } from '../../shape/bidding';

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
  orders: {},
});

/**
 * Whether the card numbered `cardNumber` is sold and the next one not up yet: the pause while a
 * decision the sale opened is made (IX-12). The first of the cards left is then the next card, not one up.
 */
export const cardSold = (st: BiddingStep): boolean => st.cardNumber > 0 && st.dealt - st.cards.length === st.cardNumber;
