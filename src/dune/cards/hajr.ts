import { check, fail } from '../../engine/result';
import { enterMovement } from '../phases/shipment-movement/actions';
import { shipmentStep } from '../phases/shipment-movement/step';
import { proceed } from '../phases/shipment-movement/turns';
import { discard, takeFromHand } from '../treachery';
import { checkOwnMove, type CardUse } from './use';

/** Hajr, played in one's own movement: one extra movement under the normal rules (S002-HAJR-1). */
export const hajrUse: CardUse = {
  args: [],
  play: (s, f, _args, ctx) => {
    check(s.phase === 'shipment-movement', 'not-now', 'Hajr is played during your own movement, in the Shipment and Movement phase (S002-HAJR-1).');
    checkOwnMove(s, f);
    enterMovement(s, f, ctx);
    const card = takeFromHand(s, f, 'hajr');
    shipmentStep(s).movesLeft += 1;
    ctx.emit({ type: 'card-played', faction: f, card: 'Hajr', purpose: 'one extra movement' });
    discard(s, card, ctx, f);
    proceed(s, ctx);
  },
  rejectOther: (s, f, cardName) => {
    if (s.phase === 'shipment-movement' && shipmentStep(s).current === f)
      fail('not-playable-now', `${cardName} is not played in your movement; Hajr is (Karama for shipping: \`ship … karama: true\`).`);
  },
};
