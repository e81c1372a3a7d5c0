import type { FactionId } from '../data/factions';
import type { Private, Public } from './audience';

type Parties = readonly [FactionId, FactionId];

/** Deals (rules §15): proposals and refusals between the parties, agreed deals for everyone; gifts. */
export interface DealEvents {
  /** `spice`: the bribe `faction` offers to pay `with` on acceptance. */
  'deal-proposed': Private<{ id: number; faction: FactionId; with: FactionId; terms: string; spice: number }>;
  'deal-rejected': Private<{ id: number; faction: FactionId }>;
  'deal-withdrawn': Private<{ id: number; faction: FactionId }>;
  /** `bribe`: who paid the deal's spice to whom (it goes in front of the payee's shield). */
  'deal-made': Public<{ id: number; factions: Parties; terms: string; spice: number; bribe?: { readonly from: FactionId; readonly to: FactionId } }>;
  'deal-cancel-asked': Public<{ id: number; faction: FactionId }>;
  'deal-cancelled': Public<{ id: number; factions: Parties }>;
  'spice-given': Private<{ faction: FactionId; recipient: FactionId; amount: number }>;
  /** Rules §14.2: how much of its spice `faction` lets its ally draw for bids and shipments. */
  'ally-support': Private<{ faction: FactionId; ally: FactionId; amount: number }>;
  /** `faction` pays `amount` of its ally `for`'s price for a card. */
  'ally-pays': Private<{ faction: FactionId; for: FactionId; amount: number; cardNumber: number }>;
}
