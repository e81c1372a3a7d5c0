import { TREACHERY, type TreacheryKindId } from '../../data/cards';
import { territory, type TerritoryId } from '../../data/map';
import type { DuneState, FactionId } from '../../state';
import { powerName, type PowerId } from './powers';

/**
 * A standing Karama order, given in advance and kept secret by its giver until it fires: stop
 * `power` the next time it is used, or (the Fremen, Advanced) call the sandworm at the next Spice
 * Blow. `card` names the card to play when it is not Karama itself (a Bene Gesserit worthless card).
 * The card stays in the hand until the order fires; orders.ts says why this is the answer to
 * powers used before anyone can answer them.
 */
export type KaramaOrder = { readonly by: FactionId; readonly card?: TreacheryKindId } & ({ readonly power: PowerId } | { readonly sandworm: TerritoryId });

export const allOrders = (s: DuneState): readonly KaramaOrder[] => s.karamaOrders ?? [];

export const ordersOf = (s: DuneState, f: FactionId): KaramaOrder[] => allOrders(s).filter((o) => o.by === f);

/** The orders against a power, their givers in storm order: the first who can play fires. */
export const ordersAgainst = (s: DuneState, id: PowerId): KaramaOrder[] =>
  allOrders(s)
    .filter((o) => 'power' in o && o.power === id)
    .sort((a, b) => s.stormOrder.indexOf(a.by) - s.stormOrder.indexOf(b.by));

export function dropOrder(s: DuneState, order: KaramaOrder): void {
  s.karamaOrders = allOrders(s).filter((o) => o !== order);
}

/** An order as its giver's view shows it, with its words. */
export const describeOrder = (o: KaramaOrder) => ({
  ...('power' in o ? { power: o.power } : { sandworm: territory(o.sandworm).name }),
  ...(o.card ? { card: TREACHERY.get(o.card)?.name ?? o.card } : {}),
  text: orderInWords(o),
});

/** An order in words, for its giver: "stop the Atreides’ … the next time it is used". */
export const orderInWords = (o: KaramaOrder): string =>
  'power' in o ? `stop ${powerName(o.power)} the next time it is used` : `call the sandworm to ${territory(o.sandworm).name} as the next Spice Blow ends`;
