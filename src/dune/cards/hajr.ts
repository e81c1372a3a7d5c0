import { check, fail } from '../../engine/result';
import { shipmentMovementPhase } from '../phases/shipment-movement';
import { enterMovement } from '../phases/shipment-movement/actions';
import { playHajr } from '../phases/shipment-movement/extra-movement';
import { shipmentStep } from '../phases/shipment-movement/step';
import { proceed } from '../phases/shipment-movement/turns';
import { notYourMove, type CardUse } from './use';

/**
 * Hajr, played in one's own movement: one extra movement under the normal rules (S002-HAJR-1). The
 * turn is the player's until it ends, so Hajr is accepted after their last movement too while
 * the Bene Gesserit still answer it (a flip where it entered); to add a movement right after the
 * last one without that, `move … hajr: true` plays it with the move (GF9 3.01.09).
 */
export const hajrUse: CardUse = {
  args: [],
  play: (s, f, _args, ctx) => {
    check(s.phase === 'shipment-movement', 'not-now', 'Hajr is played during your own movement, in the Shipment and Movement phase (S002-HAJR-1).');
    const st = shipmentStep(s);
    if (st.current !== f) notYourMove(f, shipmentMovementPhase.expecting(s));
    if (st.part !== 'over') enterMovement(s, f, ctx);
    playHajr(s, f, ctx);
    proceed(s, ctx);
  },
  rejectOther: (s, f, cardName) => {
    if (s.phase === 'shipment-movement' && shipmentStep(s).current === f)
      fail('not-playable-now', `${cardName} is not played in your movement; Hajr is (Karama for shipping: \`ship … karama: true\`).`);
  },
};
