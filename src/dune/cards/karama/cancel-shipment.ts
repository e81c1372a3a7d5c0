import { check } from '../../../engine/result';
import { possessive } from '../../victory/describe';
import { add, liftForces, pay, receive, stackAt } from '../../board';
import { supportOffered } from '../../deals/ally-support';
import { factionName } from '../../data/factions';
import { territory } from '../../data/map';
import { shipmentStep } from '../../phases/shipment-movement/step';
import { proceed } from '../../phases/shipment-movement/turns';
import { of, type FactionId } from '../../state';
import { playKarama } from './card';
import type { SpecialPower } from './special-power';

/**
 * The Guild's special Karama: cancel one off-planet shipment of any player (rules §16). Our
 * ruling, as the reference gives no detail: the Guild plays it once the shipment is made and
 * before the shipper moves; the shipment is undone (forces back to reserves, every payment
 * refunded, Bene Gesserit decisions it raised withdrawn) and it still counts as the shipper's one
 * shipment of the turn. The Fremen send is not a shipment from off-planet a Karama may touch
 * (FAQ, §12.5); cross-ships and shipments back to reserves do not come from off-planet.
 */
export const cancelShipment: SpecialPower = {
  args: ['target'],
  onTarget: 'cancel the shipment just made by',
  play: (s, f, a, ctx) => {
    const st = s.phase === 'shipment-movement' ? shipmentStep(s) : null;
    const shipment = st?.offPlanet;
    check(
      st && shipment && st.current === shipment.faction,
      'not-now',
      'The Guild’s special Karama power cancels a shipment from off-planet just made, before the shipper moves: there is none now.',
    );
    const shipper = shipment.faction;
    check(a.target === undefined || a.target === shipper, 'wrong-target', `The shipment to cancel now is the ${possessive(shipper)}.`);
    check(shipper !== f, 'own-power', 'The Guild cancel another player’s shipment, not their own.');
    const stack = stackAt(s, shipper, shipment.territory, shipment.sector);
    const forces = { regular: shipment.regular, elite: shipment.elite };
    check(
      stack && stack.regular >= forces.regular && stack.elite >= forces.elite,
      'not-now',
      `The forces the ${factionName(shipper)} shipped are no longer all in ${territory(shipment.territory).name}: the shipment can no longer be cancelled.`,
    );
    const refund = Object.values(shipment.paid).reduce((sum, n) => sum + (n ?? 0), 0);
    if (shipment.payee && refund > 0) pay(s, shipment.payee, refund, 'refunding the cancelled shipment');
    playKarama(s, f, `cancel the ${possessive(shipper)} shipment (the Guild’s special Karama power)`, ctx, a.card);
    liftForces(s, stack, forces);
    add(of(s.reserves, shipper), forces);
    for (const [payer, n] of Object.entries(shipment.paid) as [FactionId, number][]) {
      if (n <= 0) continue;
      receive(s, payer, n);
      if (payer !== shipper) s.allySupport = { ...s.allySupport, [payer]: supportOffered(s, payer) + n };
    }
    st.bgPending = st.bgPending.filter((d) => (d.kind === 'advise' ? d.shipper : d.entrant) !== shipper);
    st.offPlanet = null;
    ctx.emit({
      type: 'shipment-cancelled',
      faction: f,
      shipper,
      territory: territory(shipment.territory).name,
      forces: forces.regular + forces.elite,
      elite: forces.elite,
      refunds: Object.fromEntries(Object.entries(shipment.paid).filter(([, n]) => (n ?? 0) > 0)),
      refundedBy: shipment.payee,
    });
    proceed(s, ctx);
  },
};
