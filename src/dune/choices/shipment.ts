import { spiceOf, total } from '../board';
import { karamaCardFor } from '../cards/karama/card';
import { hooksOf } from '../factions';
import { isStopped } from '../cards/karama/stops';
import { cardKind } from '../data/cards';
import { factionName } from '../data/factions';
import { TERRITORY_IDS, territory, type TerritoryId } from '../data/map';
import { fullShippingCost, shipBackCost, shippingCost } from '../phases/shipment-movement/cost';
import { shipAction } from '../phases/shipment-movement/actions';
import { closedTo } from '../phases/shipment-movement/occupancy';
import { shipmentPowerOf } from '../phases/shipment-movement/powers';
import { of } from '../state';
import { countArg, eliteArg, picked, sectorArg, span, territoryArg } from './args';
import { form } from './form';
import { fromArg, fromSectorArg, groupForces } from './groups';
import { karamaCardName, forces, piece, spice } from './labels';
import { offer } from './search';
import { shipMoveTurn } from './turn';
import type { ArgDef, ChosenFor, Decision, Form, Seat } from './types';

type Ship = ChosenFor<typeof shipAction>;

/**
 * The one shipment of a turn: from reserves (the Fremen send theirs free), with Karama at Guild
 * rates, across the board (the Guild and its ally) or back to reserves (the Guild).
 */

/** The price of `n` forces into `t`, and who is paid, as the seat can work it out (Karama stops: the full rate, the bank). */
function price(k: Seat, t: TerritoryId, n: number, karama: boolean): { cost: number; payee: string } {
  const { cost, paidTo } = shippingCost(k.s, k.f, t, n, karama);
  const halfStopped = !karama && shipmentPowerOf(k.s, k.f, 'halfPrice') !== undefined && isStopped(k.s, 'half-price');
  const toBank = paidTo === 'bank' || isStopped(k.s, 'payment-for-shipment');
  return { cost: halfStopped ? fullShippingCost(t, n) : cost, payee: toBank ? 'the bank' : `the ${factionName(paidTo)}` };
}

/** A faction's shipment from reserves may be a free send (the Fremen's). */
const sendsFree = (k: Seat, chosen: Ship): boolean => hooksOf(k.f).freeSend !== undefined && picked(chosen.from) === undefined;

function countLabel(k: Seat, chosen: Ship, noun: string): string {
  const t = chosen.territory;
  if (sendsFree(k, chosen)) return `${noun} (free)`;
  if (!t) return noun;
  const { cost, payee } = price(k, t, 2, chosen.karama === true);
  const each = cost % 2 === 0 ? `${spice(cost / 2)} each` : 'half price, rounded up';
  return `${noun} (${each}, to ${payee})`;
}

/**
 * Where a shipment might go: among `candidates`, the territories open to the seat (the occupancy
 * limit) where one force is affordable. The engine judges storm, sectors and the rest.
 */
const destination = (candidates: (k: Seat) => readonly TerritoryId[]): ArgDef<Ship>[] => [
  territoryArg('territory', (k, chosen) =>
    candidates(k).filter((t) => closedTo(k.s, k.f, t) === null && (sendsFree(k, chosen) || price(k, t, 1, chosen.karama === true).cost <= spiceOf(k.s, k.f))),
  ),
  sectorArg('sector', (a) => a.territory),
];

const reservesForm = form(shipAction, {
  matches: (_k, chosen) => picked(chosen.from) === undefined && chosen.toReserves !== true,
  args: (k) => [
    ...destination((kk) => hooksOf(kk.f).freeSend?.where ?? TERRITORY_IDS),
    countArg('forces', (kk, chosen) => span(1, total(of(kk.s.reserves, kk.f)), countLabel(kk, chosen, 'Forces from reserves'))),
    ...(of(k.s.reserves, k.f).elite > 0 ? [eliteArg<Ship>((kk) => of(kk.s.reserves, kk.f))] : []),
  ],
  describe: (k, a) => {
    const t = a.territory;
    const n = a.forces ?? 0;
    if (!t) return `Ship ${forces(k.f, n, picked(a.elite))}.`;
    const what = `${forces(k.f, n, picked(a.elite))} to ${piece(t, a.sector)}`;
    if (sendsFree(k, a)) return `Send ${what}, free${landsInStorm(k, t, picked(a.sector)) ? '; in the storm, half of them are lost' : ''}.`;
    const { cost, payee } = price(k, t, n, a.karama === true);
    return `Ship ${what} for ${spice(cost)}${cost > 0 ? `, paid to ${payee}` : ''}${a.karama === true ? ', playing Karama for Guild rates' : ''}.`;
  },
});

/** "sector 3 of The Great Flat": where a group ships from. */
const fromPiece = (a: Ship): string => (a.from ? piece(a.from, a.fromSector) : 'the board');

const crossForm = form(shipAction, {
  matches: (_k, chosen, arg) => chosen.toReserves !== true && (picked(chosen.from) !== undefined || arg === 'from'),
  args: (k) => [
    fromArg(),
    fromSectorArg(),
    ...destination(() => TERRITORY_IDS),
    countArg('forces', (kk, chosen) => {
      const g = groupForces(kk, chosen);
      return span(1, total(g), countLabel(kk, chosen, 'Forces that cross'));
    }),
    ...(hasEliteOnBoard(k) ? [eliteArg<Ship>(groupForces)] : []),
  ],
  describe: (k, a) => {
    const t = a.territory;
    const n = a.forces ?? 0;
    if (!t) return `Ship ${forces(k.f, n, picked(a.elite))} from ${fromPiece(a)}.`;
    const { cost, payee } = price(k, t, n, a.karama === true);
    return `Ship ${forces(k.f, n, picked(a.elite))} from ${fromPiece(a)} to ${piece(t, a.sector)} for ${spice(cost)}${cost > 0 ? `, paid to ${payee}` : ''}.`;
  },
});

const backForm = form(shipAction, {
  matches: (_k, chosen) => chosen.toReserves === true,
  args: (k) => [
    fromArg(),
    fromSectorArg(),
    countArg('forces', (kk, chosen) => span(1, total(groupForces(kk, chosen)), 'Forces back to reserves (1 spice per 2, rounded up)')),
    ...(hasEliteOnBoard(k) ? [eliteArg<Ship>(groupForces)] : []),
  ],
  describe: (k, a) => {
    const n = a.forces ?? 0;
    return `Ship ${forces(k.f, n, picked(a.elite))} from ${fromPiece(a)} back to reserves for ${spice(shipBackCost(n, !isStopped(k.s, 'half-price')))}.`;
  },
});

/** Whether the piece named lies under the storm (a one-sector territory needs no sector named). */
function landsInStorm(k: Seat, t: TerritoryId, sector: number | undefined): boolean {
  const sectors = territory(t).sectors;
  return (sector ?? (sectors.length === 1 ? sectors[0] : undefined)) === k.s.storm;
}

const hasEliteOnBoard = (k: Seat): boolean => k.s.board.some((x) => x.faction === k.f && x.elite > 0);

export const shipmentForms: readonly Form[] = [reservesForm, crossForm, backForm];

export function shipmentDecisions(k: Seat): Decision[] {
  if (shipMoveTurn(k)?.part !== 'ship') return [];
  const reserves = of(k.s.reserves, k.f);
  const summary = `Reserves: ${forces(k.f, total(reserves), reserves.elite)}; you hold ${spice(spiceOf(k.s, k.f))}.`;
  const karama = karamaCardFor(k.s, k.f);
  // Karama's Guild rates (half price, to the bank) gain nothing for a faction that ships at them already.
  const send = hooksOf(k.f).freeSend;
  const guildRates = karama !== undefined && !send && !(shipmentPowerOf(k.s, k.f, 'halfPrice') && !shipmentPowerOf(k.s, k.f, 'paid'));
  const crossShips = shipmentPowerOf(k.s, k.f, 'crossShip') !== undefined;
  return [
    ...offer(k, reservesForm, { label: send ? 'Send forces' : 'Ship forces', summary }),
    ...(guildRates
      ? offer(k, reservesForm, {
          label: `Ship with ${karamaCardName(cardKind(karama).id)}`,
          preset: { karama: true },
          summary: `${summary} Karama ships at Guild rates (half price), paid to the bank.`,
        })
      : []),
    ...(crossShips ? offer(k, crossForm, { label: 'Ship across the board', summary: `${summary} From one territory to another, at half price.` }) : []),
    ...(shipmentPowerOf(k.s, k.f, 'shipBack')
      ? offer(k, backForm, { label: 'Ship back to reserves', preset: { toReserves: true }, summary: 'From the board back to reserves: 1 spice per 2 forces.' })
      : []),
  ];
}
