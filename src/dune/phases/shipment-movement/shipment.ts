import { check } from '../../../engine/result';
import { add, allyOf, chooseForces, isAdvisorStack, liftForces, placeForces, receive, pay, subtract } from '../../board';
import { playKarama } from '../../cards/karama/card';
import { checkAllyPays, payAllyShare } from '../../deals/ally-support';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { territory, type TerritoryId } from '../../data/map';
import { hooksOf } from '../../factions';
import { checkHmsShipment } from '../../hms';
import { resolvePiece } from '../../pieces';
import { of, type DuneState, type FactionId } from '../../state';
import { entered, shippedFromReserves } from './coexistence';
import { fullShippingCost, shipBackCost, shippingCost } from './cost';
import type { Payee } from '../../events/shipment-movement';
import { agrees, possessive } from '../../victory/describe';
import { groupAt, shownSector } from './groups';
import { checkOpen } from './occupancy';
import { shipmentPowerOf } from './powers';
import { emitShipped } from './shipped';
import { shipmentStep } from './step';
import type { OffPlanetShipment } from '../../shape/shipment-movement';
import { noteShipment } from '../../tech-tokens/income';

export interface ShipArgs {
  territory?: TerritoryId;
  sector?: number;
  forces: number;
  elite?: number;
  from?: TerritoryId;
  fromSector?: number;
  karama?: boolean;
  toReserves?: boolean;
  /** How much of the cost the shipper's ally pays (rules §14.2). */
  allyPays?: number;
}

/**
 * One shipment (S000-SHIP-1…4, rules §10.1): from reserves, a faction's free send (the Fremen's),
 * or the two of the Guild and its ally. False when a Karama stopped it (nothing moved; the shipper still has its shipment).
 */
export function ship(s: DuneState, f: FactionId, a: ShipArgs, ctx: Ctx): boolean {
  if (a.toReserves) return shipBack(s, f, a, ctx);
  check(a.territory !== undefined, 'territory-needed', 'Name the territory to ship to (territory), and the sector if it spans several.');
  checkHmsShipment(s, f, a.territory, a.from);
  if (a.from !== undefined) return crossShip(s, f, a.territory, a, ctx);
  const send = hooksOf(f).freeSend;
  if (send) {
    const sent = send.send(s, f, a.territory, a, ctx);
    if (sent) entered(s, f, a.territory, ctx);
    return sent;
  }
  fromReserves(s, f, a.territory, a, ctx);
  return true;
}

function fromReserves(s: DuneState, f: FactionId, t: TerritoryId, a: ShipArgs, ctx: Ctx): void {
  const sector = resolvePiece(s, t, a.sector);
  checkOpen(s, f, t, 'ship into');
  hooksOf(f).coexistence?.checkShipment(s, f, t);
  const reserves = of(s.reserves, f);
  const forces = chooseForces(reserves, a.forces, a.elite, f, 'in reserve');
  const { cost, paidTo } = priced(s, f, t, a.forces, a.karama === true, ctx);
  if (a.karama) playKarama(s, f, 'ship at Guild rates', ctx);
  const payee = charge(s, f, cost, paidTo, `shipping ${a.forces} forces to ${territory(t).name}`, a.allyPays, ctx);
  subtract(reserves, forces);
  placeForces(s, f, t, sector, forces);
  shipmentStep(s).offPlanet = { faction: f, territory: t, sector, ...forces, paid: paidBy(s, f, cost, a.allyPays), payee: payee === 'bank' ? null : payee };
  emitShipped(f, t, sector, forces, cost, payee, ctx, { ...(a.karama ? { karama: true } : {}), ...allyPaid(a) });
  entered(s, f, t, ctx);
  noteShipment(s, f);
  shippedFromReserves(s, f, t, sector, ctx);
}

/**
 * The shipment's price: a Karama against the Guild's half price makes the Guild, or its ally, pay
 * the full rate (to the bank for the Guild, as ever).
 */
function priced(s: DuneState, f: FactionId, t: TerritoryId, forces: number, karama: boolean, ctx: Ctx): { cost: number; paidTo: Payee } {
  const price = shippingCost(s, f, t, forces, karama);
  if (karama || !shipmentPowerOf(s, f, 'halfPrice') || !stopsPower(s, ctx, 'half-price')) return price;
  return { ...price, cost: fullShippingCost(t, forces) };
}

/** The Guild and its ally may ship forces from one territory to another, at half price. */
function crossShip(s: DuneState, f: FactionId, t: TerritoryId, a: ShipArgs, ctx: Ctx): boolean {
  check(
    shipmentPowerOf(s, f, 'crossShip') !== undefined,
    'no-cross-ship',
    `Only the Spacing Guild and its ally may ship forces from one territory to another; ${factionName(f)} ${agrees(f, 'ship')} from reserves (leave out \`from\`).`,
  );
  // A stopped use does nothing but spend the stop: the shipper may then ship again without the power (rules §16).
  if (stopsPower(s, ctx, 'cross-ship')) return false;
  const stack = groupAt(s, f, a.from as TerritoryId, a.fromSector);
  const sector = resolvePiece(s, t, a.sector);
  check(!(t === stack.territory && sector === stack.sector), 'same-place', `The forces are already in sector ${sector} of ${territory(t).name}.`);
  checkOpen(s, f, t, 'ship into');
  const forces = chooseForces(stack, a.forces, a.elite, f, `in ${territory(stack.territory).name}`);
  const advisor = hooksOf(f).coexistence?.arriving(s, f, t, isAdvisorStack(stack)) ?? false;
  const { cost, paidTo } = priced(s, f, t, a.forces, a.karama === true, ctx);
  if (a.karama) playKarama(s, f, 'ship at Guild rates', ctx);
  const payee = charge(s, f, cost, paidTo, `shipping ${a.forces} forces to ${territory(t).name}`, a.allyPays, ctx);
  const fromSector = stack.sector;
  liftForces(s, stack, forces);
  placeForces(s, f, t, sector, forces, advisor);
  emitShipped(f, t, sector, forces, cost, payee, ctx, { from: territory(a.from as TerritoryId).name, fromSector: shownSector(fromSector), ...allyPaid(a) });
  entered(s, f, t, ctx);
  return true;
}

/**
 * The Guild alone may ship forces back to reserves (the one exception to S000-SHIP-4). It is one
 * of their shipment types, stopped with cross-shipping (`cross-ship`); its rate is their half price.
 */
function shipBack(s: DuneState, f: FactionId, a: ShipArgs, ctx: Ctx): boolean {
  check(
    shipmentPowerOf(s, f, 'shipBack') !== undefined,
    'no-ship-back',
    'Forces on the board never go back to reserves (S000-SHIP-4); only the Spacing Guild may ship forces back.',
  );
  check(a.from !== undefined, 'from-needed', 'Name the territory the forces leave (from) to ship them back to reserves.');
  check(
    a.territory === undefined && a.sector === undefined,
    'bad-arguments',
    'A shipment back to reserves has no destination territory: give only from, fromSector and forces.',
  );
  check(!a.karama, 'no-karama-needed', 'Shipping back to reserves already costs 1 spice per 2 forces; Karama does not change it.');
  const stack = groupAt(s, f, a.from, a.fromSector);
  const forces = chooseForces(stack, a.forces, a.elite, f, `in ${territory(a.from).name}`);
  if (stopsPower(s, ctx, 'cross-ship')) return false;
  const cost = shipBackCost(a.forces, !stopsPower(s, ctx, 'half-price'));
  charge(s, f, cost, 'bank', `shipping ${a.forces} forces back to reserves`, a.allyPays, ctx);
  const sector = stack.sector;
  liftForces(s, stack, forces);
  add(of(s.reserves, f), forces);
  ctx.emit({
    type: 'shipped-to-reserves',
    faction: f,
    from: territory(a.from).name,
    sector: shownSector(sector),
    forces: a.forces,
    cost,
    paidTo: 'bank',
    ...allyPaid(a),
  });
  return true;
}

/**
 * Pays for a shipment and says who was paid: a Karama against the Guild's power sends it to the
 * bank. The shipper's ally pays the share the shipment names, to the same payee (rules §14.2).
 */
function charge(s: DuneState, f: FactionId, cost: number, paidTo: Payee, forWhat: string, allyPays: number | undefined, ctx: Ctx): Payee {
  const share = allyPays ?? 0;
  check(share <= cost, 'bad-argument', `The shipment costs ${cost}: your ally pays part or all of that, not ${share}.`);
  const ally = share > 0 ? checkAllyPays(s, f, share, 'your shipment') : undefined;
  const payee = paidTo !== 'bank' && cost > 0 && stopsPower(s, ctx, 'payment-for-shipment') ? 'bank' : paidTo;
  pay(s, f, cost - share, forWhat);
  if (ally) payAllyShare(s, ally, share, `their share of the ${possessive(f)} shipment`);
  if (payee !== 'bank') receive(s, payee, cost);
  return payee;
}

/** Who paid how much of a shipment: the shipper, and their ally's share. */
function paidBy(s: DuneState, f: FactionId, cost: number, allyPays: number | undefined): OffPlanetShipment['paid'] {
  const ally = allyOf(s, f);
  const share = allyPays ?? 0;
  return { [f]: cost - share, ...(ally && share > 0 ? { [ally]: share } : {}) };
}

/** The ally's share, for the shipment's event: payments are made in the open. */
const allyPaid = (a: ShipArgs): { allyPaid?: number } => (a.allyPays ? { allyPaid: a.allyPays } : {});
