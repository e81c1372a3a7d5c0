import type { TreacheryKindId } from '../data/cards';
import type { FactionId } from '../data/factions';
import type { TerritoryId } from '../data/map';
import type { PowerId } from '../cards/karama/powers';
import type { PhaseId } from './phase';

/**
 * A faction power stopped by a Karama card (rules §16): for its next use ('one-use', the card
 * text) or for the rest of the phase ('phase', the FAQ), as the option `karamaScope` says. A stop
 * never outlives the phase in which it was played.
 */
export interface KaramaStop {
  power: PowerId;
  faction: FactionId;
  by: FactionId;
  turn: number;
  phase: PhaseId;
  scope: 'one-use' | 'phase';
}

/**
 * A standing Karama order, given in advance and kept secret by its giver until it fires: stop
 * `power` the next time it is used, or (Advanced) use a special power at its next moment
 * (`SpecialOrderTarget`). `card` names the card to play when it is not Karama itself (a Bene Gesserit worthless card).
 * The card stays in the hand until the order fires; orders.ts says why this is the answer to
 * powers used before anyone can answer them.
 */
export type KaramaOrder = { readonly by: FactionId; readonly card?: TreacheryKindId } & ({ readonly power: PowerId } | SpecialOrderTarget);

/**
 * What an order for a special power does when it fires: the Fremen's sandworm strikes a sand
 * territory as the next Spice Blow ends; the Ixians' HMS moves (IX-13) as their next Shipment and
 * Movement turn ends, after their move.
 */
export type SpecialOrderTarget =
  | { readonly sandworm: TerritoryId }
  | { readonly hms: { readonly territory: TerritoryId; readonly sector?: number; readonly via?: TerritoryId } };
