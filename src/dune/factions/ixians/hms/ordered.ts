import { attempt } from '../../../../engine/result';
import { karamaPlayable } from '../../../cards/karama/card';
import { dropOrder, orderInWords, ordersOf } from '../../../cards/karama/order-book';
import type { Ctx } from '../../../context';
import type { DuneState, FactionId } from '../../../state';
import { hmsKarama } from './karama';

/**
 * IX-13 after the Ixians' move: as their Shipment and Movement turn ends, their ordered HMS move
 * (`karama-order special: true`) is made, if they can still play a card as Karama, have not used
 * their special power meanwhile, and the move is still legal (forces inside, no storm, a way
 * there); otherwise the order lapses, told to them alone with the reason. The phase's turn
 * sequence calls it directly: a hook through the faction registry would close an import cycle
 * (the Guild's special Karama goes on with that sequence).
 */
export function moveOrderedHms(s: DuneState, f: FactionId, ctx: Ctx): void {
  const order = ordersOf(s, f).find((o) => 'hms' in o);
  if (!order || !('hms' in order)) return;
  dropOrder(s, order);
  if (!karamaPlayable(s, f, order.card) || s.karamaPowersUsed.includes(f)) {
    ctx.emit({ type: 'karama-order-lapsed', to: [f], order: orderInWords(order) });
    return;
  }
  // Every check of the move comes before its card is played (karama.ts): a refusal changes nothing.
  const done = attempt(() => hmsKarama.play(s, f, { card: order.card ?? 'karama', special: true, ...order.hms }, ctx));
  if (done.ok) s.karamaPowersUsed.push(f);
  else ctx.emit({ type: 'karama-order-lapsed', to: [f], order: orderInWords(order), reason: done.error.message });
}
