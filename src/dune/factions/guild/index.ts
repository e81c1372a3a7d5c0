import { allyOf } from '../../board';
import { winsWithAlly } from '../../victory/stronghold-victory';
import type { FactionModule } from '../module';
import { cancelShipment } from './cancel-shipment';
import { outOfOrder } from './out-of-order';

/** The Spacing Guild: every power of theirs (rules §10.1, §12.4, §13.2, §16) plugs in here. */
export const guild: FactionModule = {
  id: 'spacing-guild',
  hooks: {
    // §10.1: the Guild and its ally ship at half price; the Guild is paid for every other shipment; both may cross-ship, the Guild alone ship back.
    shipment: {
      halfPrice: (s, guild, shipper) => shipper === guild || allyOf(s, shipper) === guild,
      paid: (_s, guild, shipper) => shipper !== guild,
      crossShip: (s, guild, shipper) => shipper === guild || allyOf(s, shipper) === guild,
      shipBack: (_s, guild, shipper) => shipper === guild,
    },
    turnOrder: outOfOrder,
    specialKarama: cancelShipment,
    // §13.2: when nobody has won by the end of the last turn (unless the Fremen meet their condition, rank 1).
    lastTurnWins: [
      {
        rank: 2,
        winner: (s, guild) => winsWithAlly(s, guild, 'guild-special', `by the Guild special victory: nobody won by the end of the last turn (turn ${s.turn}).`),
      },
    ],
  },
};
