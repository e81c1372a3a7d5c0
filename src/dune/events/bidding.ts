import type { FactionId } from '../data/factions';
import type { ReplacementOrder } from '../state';
import type { Private, Public } from './audience';
import type { Payee } from './shipment-movement';

/** A bid of spice, or a Karama card played as the bid (§8.11). */
type Bid = { amount: number; karama?: never } | { karama: true; amount?: never };

/** Bidding (rules §8). Cards are numbered in the order they come up this turn. */
export interface BiddingEvents {
  /** `reason`: a full sentence. */
  'bidding-skipped': Public<{ reason: string }>;
  'cards-dealt-for-bid': Public<{ count: number }>;
  /** IX-2: `count` cards (one more than the auction's) dealt for `faction` to choose from. */
  'auction-choice-dealt': Public<{ faction: FactionId; count: number }>;
  /** IX-2: the cards the chooser sees. */
  'auction-choice-seen': Private<{ cards: string[] }>;
  /** IX-2: one card went back face down, on top of the treachery deck or at its bottom; `where` left out when OP-12 keeps it secret. */
  'auction-card-put-back': Public<{ faction: FactionId; where?: 'top' | 'bottom' }>;
  /** IX-2: which card the chooser put back, and where. */
  'auction-card-put-back-detail': Private<{ card: string; where: 'top' | 'bottom' }>;
  /** Atreides prescience: the card up for bid. */
  'card-glimpsed': Private<{ cardNumber: number; card: string }>;
  'card-up-for-bid': Public<{ cardNumber: number; cards: number; opener: FactionId }>;
  'bid-made': Public<{ faction: FactionId; cardNumber: number } & Bid>;
  passed: Public<{ faction: FactionId; cardNumber: number }>;
  /** A seat's standing orders as they now stand, for the card up (secret: the seat's own). */
  'bid-orders': Private<{ cardNumber: number; passCard: boolean; passAuction: boolean; maxBid: number | null }>;
  /** A maximum bid the seat can no longer pay ended without a bid or a pass: the seat answers by hand. */
  'bid-order-ended': Private<{ cardNumber: number; maxBid: number; spice: number }>;
  /** `price` is 0 for a Karama purchase. */
  'card-sold': Public<{ faction: FactionId; price: number; cardNumber: number; karama?: true }>;
  /** The buyer's payment: to the Emperor, or the bank (`payee`, as `to` names an event's readers). */
  /** `for`: the buyer, when an ally pays part of the price. */
  'spice-paid': Public<{ from: FactionId; payee: Payee; amount: number; for?: FactionId }>;
  'card-bought': Private<{ cardNumber: number; card: string }>;
  'extra-card-drawn': Public<{ faction: FactionId }>;
  'extra-card': Private<{ card: string }>;
  /** IX-12: `faction` (the Ixians' ally) may discard card `cardNumber`, just won, for the top card of the deck. */
  'replacement-offered': Public<{ faction: FactionId; cardNumber: number }>;
  /** IX-12: `faction` discarded `card` (card `cardNumber`, just won) face up and drew the top card of the deck. */
  'card-replaced': Public<{ faction: FactionId; cardNumber: number; card: string }>;
  /** IX-12: the card the ally drew in its place. */
  'replacement-drawn': Private<{ cardNumber: number; card: string }>;
  /** IX-12: `faction` keeps card `cardNumber`. */
  'replacement-declined': Public<{ faction: FactionId; cardNumber: number }>;
  /** IX-12: the ally's standing order for the cards it wins, as it now stands (replacement-order.ts). */
  'replacement-order-set': Private<{ choice: ReplacementOrder }>;
  /** IX-12: the Ixians give (`allowed`) or withhold their ally's replacement of the cards it wins. */
  'replacement-permission': Public<{ faction: FactionId; allowed: boolean }>;
  /** `count` cards, from card `cardNumber` on, go back on top of the deck unsold. */
  'cards-returned': Public<{ cardNumber: number; count: number }>;
}
