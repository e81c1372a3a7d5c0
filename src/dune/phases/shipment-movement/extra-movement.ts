import type { Ctx } from '../../context';
import { hasOrnithopters } from '../../ornithopters';
import type { DuneState, FactionId } from '../../state';
import { discard, takeFromHand } from '../../treachery';
import { shipmentStep } from './step';

/**
 * `f` plays Hajr: one more movement this turn (S002-HAJR-1; GF9 3.01.09: "the forces you move may
 * be a group you've already moved this phase"). Played before a movement, it adds to the turn's
 * movements; played after the last one, while the turn is still `f`'s, it opens a new movement,
 * whose ornithopters are judged afresh.
 */
export function playHajr(s: DuneState, f: FactionId, ctx: Ctx): void {
  const st = shipmentStep(s);
  const card = takeFromHand(s, f, 'hajr');
  st.movesLeft += 1;
  if (st.part === 'over') {
    st.part = 'move';
    st.ornithopters = hasOrnithopters(s, f);
  }
  ctx.emit({ type: 'card-played', faction: f, card: 'Hajr', purpose: 'one extra movement' });
  discard(s, card, ctx, f);
}
