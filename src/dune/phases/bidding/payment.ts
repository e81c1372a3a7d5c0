import { pay, receive } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import type { DuneState, FactionId } from '../../state';

/**
 * Pays for a card right after its purchase (S001-BID-6): to the Emperor when the Emperor plays and
 * is not the buyer, the Emperor's ally included (S001-BID-7), however the buyer came by the spice
 * (S001-BID-8), and always the full bid (S001-BID-9); the Emperor's own purchases go to the bank.
 */
export function payForCard(s: DuneState, buyer: FactionId, price: number, cardNumber: number, ctx: Ctx): void {
  pay(s, buyer, price, `card ${cardNumber} at their bid of ${price}`);
  // A Karama against the Emperor's power sends the price to the bank.
  const payee = s.factions.includes('emperor') && buyer !== 'emperor' && !stopsPower(s, ctx, 'payment-for-treachery') ? 'emperor' : 'bank';
  if (payee === 'emperor') receive(s, 'emperor', price);
  // `payee`, not `to`: an event's `to` lists the factions allowed to see it.
  ctx.emit({ type: 'spice-paid', from: buyer, payee, amount: price });
}
