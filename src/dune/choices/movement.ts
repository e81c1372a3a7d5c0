import { isAdvisorStack, stacksOf, total } from '../board';
import { cardKind } from '../data/cards';
import { TERRITORY_IDS, territoryDistance, type TerritoryId } from '../data/map';
import { hooksOf } from '../factions';
import { isAdvanced } from '../options';
import { hasOrnithopters } from '../ornithopters';
import { moveAction } from '../phases/shipment-movement/actions';
import { of } from '../state';
import { countArg, eliteArg, picked, sectorArg, span, territoryArg } from './args';
import { form } from './form';
import { fromArg, fromSectorArg, groupForces } from './groups';
import { forces, piece } from './labels';
import { offer } from './search';
import { shipMoveTurn } from './turn';
import type { ArgDef, ChosenFor, Decider, Form, Seat } from './types';

type Move = ChosenFor<typeof moveAction>;

/** One movement: a group from one territory (and sector) to another, storm and occupancy routing judged by the engine. */

/**
 * The most territories the seat's group may cross now: 3 with ornithopters, the faction's own
 * range (the Fremen's 2), otherwise 1 (rules §10.2). An upper bound only — advisors and a Karama
 * may shorten it, and the engine judges the exact range.
 */
function rangeBound(k: Seat): number {
  if (shipMoveTurn(k)?.ornithopters || hasOrnithopters(k.s, k.f)) return 3;
  return hooksOf(k.f).movement?.bound ?? 1;
}

/** Territories the group might reach, nearest first, by the map alone: the engine then judges storm, occupancy and range. */
function reachable(k: Seat, chosen: Move): TerritoryId[] {
  const from = chosen.from;
  if (!from) return [...TERRITORY_IDS];
  const bound = rangeBound(k);
  const near = TERRITORY_IDS.map((t) => ({ t, d: territoryDistance(from, t) })).filter((x) => x.d <= bound);
  return near.sort((a, b) => a.d - b.d).map((x) => x.t);
}

const advisorsMoving = (k: Seat, from: TerritoryId | null | undefined): boolean => stacksOf(k.s, k.f).some((x) => x.territory === from && isAdvisorStack(x));

/** Advisors (the Bene Gesserit's) entering an occupied territory may arrive as fighters (Advanced). */
const fightersArg: ArgDef<Move> = {
  name: 'fighters',
  values: (k, chosen) =>
    advisorsMoving(k, chosen.from)
      ? [
          { value: null, label: 'Arrive as advisors' },
          { value: true, label: 'Arrive as fighters' },
        ]
      : [{ value: null, label: 'Arrive as they are' }],
};

const holdsHajr = (k: Seat): boolean => of(k.s.hands, k.f).some((c) => cardKind(c).id === 'hajr');

/**
 * GF9 3.01.09: a Hajr holder may follow this movement with a second one, chosen before the move is
 * confirmed, so that the turn ends at once after every other move and its end tells nobody who
 * holds a Hajr. Only a holder is asked (their own picker), nobody else has an extra click.
 */
const hajrArg: ArgDef<Move> = {
  name: 'hajr',
  values: () => [
    { value: null, label: 'Keep your Hajr' },
    { value: true, label: 'Then a second move with Hajr' },
  ],
};

const moveForm = form(moveAction, {
  args: (k) => [
    fromArg(),
    fromSectorArg(),
    territoryArg('to', reachable),
    sectorArg('toSector', (a) => a.to),
    countArg('forces', (kk, chosen) => span(1, total(groupForces(kk, chosen)), 'How many forces move')),
    ...(k.s.board.some((x) => x.faction === k.f && x.elite > 0) ? [eliteArg<Move>(groupForces)] : []),
    ...(hooksOf(k.f).coexistence && isAdvanced(k.s.options) ? [fightersArg] : []),
    ...(holdsHajr(k) ? [hajrArg] : []),
  ],
  describe: (k, a) => {
    const from = a.from ? piece(a.from, a.fromSector) : 'a territory';
    const to = a.to ? piece(a.to, a.toSector) : 'another';
    const then = a.hajr === true ? ', then play Hajr for a second move' : '';
    return `Move ${forces(k.f, a.forces ?? 0, picked(a.elite))} from ${from} to ${to}${a.fighters === true ? ', arriving as fighters' : ''}${then}.`;
  },
});

export const movementForms: readonly Form[] = [moveForm];

export const movementDecisions: Decider = (k) => {
  const st = shipMoveTurn(k);
  if (!st) return [];
  const wings = (st.part === 'move' ? st.ornithopters : hasOrnithopters(k.s, k.f)) ? ' You have ornithopters: up to 3 territories.' : '';
  if (st.part === 'ship') return offer(k, moveForm, { label: 'Move (no shipment)', summary: `Moving now skips your shipment.${wings}` });
  return offer(k, moveForm, { label: 'Move forces', summary: `One group from one territory to another.${wings}` });
};
