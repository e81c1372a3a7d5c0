import { stopsPower } from '../../cards/karama/stops';
import type { FactionModule } from '../module';
import { allyRevival } from './ally-revival';
import { sardaukar, sardaukarDial } from './sardaukar';
import { emperorKarama } from './special-karama';

/** The Emperor: every power of theirs (rules §13, GF9 2.03) plugs in here. */
export const emperor: FactionModule = {
  id: 'emperor',
  hooks: {
    // S001-BID-6/7: paid for every card the others buy, their ally's included; a Karama against the power sends the price to the bank.
    paidForCards: (s, emperor, buyer, ctx) => buyer !== emperor && !stopsPower(s, ctx, 'payment-for-treachery'),
    dialRules: sardaukarDial,
    strengthPowers: [sardaukar],
    revival: allyRevival,
    specialKarama: emperorKarama,
  },
};
