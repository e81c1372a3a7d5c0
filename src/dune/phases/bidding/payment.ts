import { fail } from '../../../engine/result';
import { allyOf, pay, receive, spiceOf } from '../../board';
import type { Ctx } from '../../context';
import { payAllyShare } from '../../deals/ally-support';
import type { Payee } from '../../events/shipment-movement';
import { hooksOf } from '../../factions';
import type { DuneState, FactionId } from '../../state';

/** A sale that can no longer be paid as bid: only a moderator's change can bring it about (spice for bids is kept aside). */
export const voidBid = (cardNumber: number): string =>
  `The high bid on card ${cardNumber} can no longer be paid as it was made; a moderator must settle this auction.`;

/**
 * Pays for a card right after its purchase (S001-BID-6): to the bank, unless a faction's power has
 * it paid (the Emperor's, factions/emperor), however the buyer came by the spice (S001-BID-8), and
 * always the full bid (S001-BID-9). The buyer's ally pays the share named with the bid (rules
 * §14.2), to the same payee.
 */
export function payForCard(s: DuneState, buyer: FactionId, price: number, allyPays: number, cardNumber: number, ctx: Ctx): void {
  const ally = allyPays > 0 ? allyOf(s, buyer) : undefined;
  // The sale follows someone else's action, so it must not fail with a message about the buyer's spice.
  if (spiceOf(s, buyer) < price - allyPays || (ally !== undefined && spiceOf(s, ally) < allyPays)) fail('bid-void', voidBid(cardNumber));
  const payee: Payee = s.factions.find((f) => hooksOf(f).paidForCards?.(s, f, buyer, ctx)) ?? 'bank';
  pay(s, buyer, price - allyPays, `card ${cardNumber} at their bid of ${price}`);
  if (ally) payAllyShare(s, ally, allyPays, `their share of card ${cardNumber}`);
  if (payee !== 'bank') receive(s, payee, price);
  // `payee`, not `to`: an event's `to` lists the factions allowed to see it.
  ctx.emit({ type: 'spice-paid', from: buyer, payee, amount: price - allyPays });
  if (ally) ctx.emit({ type: 'spice-paid', from: ally, payee, amount: allyPays, for: buyer });
}
