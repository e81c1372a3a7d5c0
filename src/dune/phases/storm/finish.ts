import { computeStormOrder } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { STORM_DECK } from '../../data/cards';
import { isAdvanced } from '../../options';
import type { DuneState } from '../../state';
import { handOutTechTokens } from '../../tech-tokens/hand-out';
import { afterStorm } from '../../variants/stronghold-control';
import { stormDeckOwner } from './step';

/** The storm has been placed or has moved: the turn's storm order, stronghold bonuses, next storm card. */
export function finishStorm(s: DuneState, ctx: Ctx): void {
  // Storm order is fixed when the storm phase ends and holds for the whole turn.
  s.stormOrder = computeStormOrder(s);
  ctx.emit({ type: 'storm-order-set', order: [...s.stormOrder] });
  handOutTechTokens(s, ctx);
  afterStorm(s, ctx);
  const seer = isAdvanced(s.options) ? stormDeckOwner(s) : undefined;
  if (seer) {
    // The Fremen draw next turn's storm card now and see it alone (rules §5.2), unless a Karama
    // stops the look (factions.json: "Karama may stop the peek, not the storm").
    s.stormCard = ctx.rng.pick(STORM_DECK);
    if (stopsPower(s, ctx, 'storm-deck')) s.stormCardUnseen = true;
    else ctx.emit({ type: 'storm-card-drawn', to: [seer], value: s.stormCard });
  }
  ctx.endPhase();
}
