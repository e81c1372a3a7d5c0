import { TREACHERY } from '../../data/cards';
import { territory } from '../../data/map';
import type { DuneState, FactionId } from '../../state';
import { powerName, type PowerId } from './powers';
import type { KaramaOrder } from '../../shape/karama';

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
  ...('power' in o ? { power: o.power } : 'sandworm' in o ? { sandworm: territory(o.sandworm).name } : { hms: territory(o.hms.territory).name }),
  ...(o.card ? { card: TREACHERY.get(o.card)?.name ?? o.card } : {}),
  text: orderInWords(o),
});

/** An order in words, for its giver: "stop the Atreides’ … the next time it is used". */
export const orderInWords = (o: KaramaOrder): string =>
  'power' in o
    ? `stop ${powerName(o.power)} the next time it is used`
    : 'sandworm' in o
      ? `call the sandworm to ${territory(o.sandworm).name} as the next Spice Blow ends`
      : `move the Hidden Mobile Stronghold to ${territory(o.hms.territory).name}${o.hms.sector !== undefined ? ` (sector ${o.hms.sector})` : ''}${o.hms.via ? ` through ${territory(o.hms.via).name}` : ''} as your next Shipment and Movement turn ends`;
