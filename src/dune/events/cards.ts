import type { PowerId } from '../cards/karama/powers';
import type { FactionId } from '../data/factions';
import type { Private, Public } from './audience';
import type { KaramaStop } from '../shape/karama';

/** Treachery cards away from the battle wheel: played, discarded, the deck, Truthtrance and Karama. */
export interface CardEvents {
  /** `purpose` says what the card does now; `sectors`: Weather Control's new distance. */
  'card-played': Public<{ faction: FactionId; card: string; purpose?: string; sectors?: number }>;
  /** Amal: `faction` pays half its spice, rounded up, to the Bank. */
  'amal-paid': Public<{ faction: FactionId; amount: number }>;
  /** A card to the discard pile; `faction`: whose card it was, when it was someone's. */
  'card-discarded': Public<{ card: string; faction?: FactionId }>;
  'card-removed-from-game': Public<{ card: string; faction?: FactionId }>;
  'treachery-deck-reshuffled': Public<{ cards: number }>;
  'truthtrance-question': Public<{ id: number; faction: FactionId; target: FactionId; question: string }>;
  /** `faction` answers the question `asker` asked. */
  'truthtrance-answered': Public<{ id: number; faction: FactionId; asker: FactionId; question: string; answer: 'yes' | 'no' }>;
  /** `faction` plays Karama to stop a power of `target`. */
  'karama-stop': Public<{ faction: FactionId; target: FactionId; power: PowerId; description: string; scope: KaramaStop['scope'] }>;
  /** A standing Karama order given (`order`, in words), for its giver only. */
  'karama-ordered': Private<{ order: string }>;
  /** Standing Karama orders withdrawn, for their giver only. */
  'karama-order-cancelled': Private<{ orders: readonly string[] }>;
  /** A standing order met its moment with no card to play as Karama: it lapses, told to its giver only. */
  'karama-order-lapsed': Private<{ order: string; reason?: string }>;
  /** A Karama stop takes effect: the power of `faction` is stopped, by `by`. */
  'power-stopped': Public<{ faction: FactionId; power: PowerId; by: FactionId; description: string }>;
  /** The Guild's special Karama: `shipper`'s shipment is undone; `refunds` by payer, paid back by `refundedBy` (null: the bank). */
  'shipment-cancelled': Public<{
    faction: FactionId;
    shipper: FactionId;
    territory: string;
    forces: number;
    elite: number;
    refunds: Partial<Readonly<Record<FactionId, number>>>;
    refundedBy: FactionId | null;
  }>;
  /** The Harkonnen's special Karama: `faction` takes the `cards` cards of `from`'s hand. */
  'hand-taken': Public<{ faction: FactionId; from: FactionId; cards: number }>;
  /** The cards taken, for the Harkonnen only. */
  'hand-taken-detail': Private<{ from: FactionId; cards: readonly string[] }>;
  /** One card given back to `receiver`; `owed`: how many are still to come. */
  'card-given-back': Public<{ faction: FactionId; receiver: FactionId; owed: number }>;
  /** The card given back, for the two players concerned. */
  'card-given-back-detail': Private<{ from: FactionId; card: string }>;
  /** The Fremen's special Karama: a sandworm where they choose. */
  'sandworm-placed': Public<{ faction: FactionId; territory: string; wormsSeen: number }>;
}
