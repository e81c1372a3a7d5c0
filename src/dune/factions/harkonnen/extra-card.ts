import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { cardName } from '../../data/cards';
import { of, type DuneState, type FactionId } from '../../state';
import { drawTreachery, handLimit } from '../../treachery';

/**
 * The Harkonnen draw one extra card free after each purchase while they hold fewer than 8
 * (§8.9). Only they learn which (S001-BID-4); in hand it is like any other card (S001-BID-5).
 */
export function drawExtraCard(s: DuneState, harkonnen: FactionId, ctx: Ctx): void {
  const hand = of(s.hands, harkonnen);
  if (hand.length >= handLimit(harkonnen) || stopsPower(s, ctx, 'top-card')) return;
  const extra = drawTreachery(s, ctx);
  if (extra === undefined) return;
  hand.push(extra);
  ctx.emit({ type: 'extra-card-drawn', faction: harkonnen });
  ctx.emit({ type: 'extra-card', to: [harkonnen], card: cardName(extra) });
}
