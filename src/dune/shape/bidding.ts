import type { CardId, TreacheryKindId } from '../data/cards';
import type { FactionId } from '../data/factions';

/**
 * A seat's standing orders for the auction, applied by the phase whenever it is that seat's turn
 * (BOT-BID-1..3): pass on one card, pass on every card of this auction, or bid the least that
 * tops the high bid up to a private maximum on one card. Secret: only the seat's view shows them.
 * No order depends on a secret (issue 26): what the table sees an order do — a pass, a bid — tells
 * it nothing the player did not choose to show, as a pass or bid by hand would.
 */
export interface BidOrders {
  /** Pass on this card number when the turn comes (BOT-BID-1). */
  passCard?: number;
  /** Pass on every card of this auction (BOT-BID-2): the orders end with the Bidding phase. */
  passAuction?: boolean;
  /** Bid for this card, one more than the high bid each time, up to `amount`; then pass (BOT-BID-3). */
  maxBid?: { card: number; amount: number };
}

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
  /** Standing orders by seat, for the whole phase. Secret: each seat's own. */
  orders?: Partial<Record<FactionId, BidOrders>>;
  /**
   * IX-2: the N + 1 cards dealt that `by` (the Ixians) see before one goes back to the deck; the
   * auction opens once they have chosen. Secret: the chooser's own.
   */
  choosing?: { by: FactionId; cards: CardId[] };
  /**
   * IX-2: the cards laid out for this auction as the chooser knows them, in no order: the N left
   * after the put-back, with IX-10's swap (the card taken out, the card put in). Secret: the chooser's own.
   */
  laidOut?: { by: FactionId; cards: CardId[] };
  /** IX-10: the number of the card the Ixians swapped by Technology this phase (once a phase). Public: the table sees the cards move. */
  technology?: number;
  /**
   * IX-12: the card `by` (the Ixians' ally) just won as card `cardNumber`, which they may discard
   * for the top card of the deck before the next card comes up. Secret: the card is the ally's own.
   */
  replacing?: { by: FactionId; card: CardId; cardNumber: number };
}

/**
 * IX-10: the Ixians' standing order for Technology in the Bidding phase of `turn`: as card `card`
 * is about to go up for bid, take it into their hand and put `give` of their hand in its place.
 * Secret: the Ixians' own, until it fires.
 */
export interface TechnologyOrder {
  turn: number;
  card: number;
  give: TreacheryKindId;
}
