import type { EventOf, FactionId, ShipmentMovementEvents } from '../../../dune';
import { factionName } from '../../../dune/data/factions';
import { does, possessive, the, their } from '../factions';
import { list } from '../grammar';
import { forces, place, spice, territory } from '../terms';
import { payeeText } from './bidding';
import type { EventTexts } from './present';

export const shipmentMovementText: EventTexts<keyof ShipmentMovementEvents> = {
  'spice-card-glimpsed': ({ card }) => `prescience shows you the top card of the spice deck: ${territory(card)}.`,
  'guild-acts': ({ before }) => `the Spacing Guild takes its turn now, before ${the(before)}.`,
  'guild-delays': () => 'the Spacing Guild delays its turn.',
  'ship-move-turn': ({ faction }) => `${possessive(the(faction))} turn to ship, then move.`,
  'shipment-passed': ({ faction }) => `${does(faction, 'do not ship')}.`,
  shipped: (e) => {
    const what = forces(e.forces, e.elite, e.faction);
    const to = place(e.territory, e.sector);
    if (e.send) return `${does(e.faction, 'send')} ${what} to ${to}, free.`;
    const from = e.from ? ` from ${place(e.from, e.fromSector)}` : '';
    const price = e.cost > 0 ? `for ${spice(e.cost)}, paid to ${payeeText(e.paidTo)}` : 'free';
    return `${does(e.faction, 'ship')} ${what}${from} to ${to} ${price}${e.karama ? ', at Guild rates (Karama)' : ''}.`;
  },
  'shipped-to-reserves': ({ faction, from, sector, forces: n, cost }) =>
    `${does(faction, 'ship')} ${forces(n)} from ${place(from, sector)} back to reserves for ${spice(cost)}.`,
  'storm-losses': ({ faction, territory: t, sector, forces: n, elite }) =>
    `${does(faction, 'lose')} ${forces(n, elite, faction)} to the storm in ${place(t, sector)}.`,
  moved: ({ faction, from, fromSector, territory: t, sector, forces: n, elite, advisor }) =>
    `${does(faction, 'move')} ${forces(n, elite, faction)} from ${place(from, fromSector)} to ${place(t, sector)}${advisor ? ' as advisors' : ''}.`,
  'movement-passed': ({ faction }) => `${does(faction, 'do not move')}.`,
  'ship-move-turn-ended': ({ faction }) => `${does(faction, 'are done')} shipping and moving.`,
  'forces-destroyed': ({ faction, territory: t, sector, forces: n, elite }) =>
    `${does(faction, 'lose')} ${forces(n, elite, faction)} in ${place(t, sector)}: ${their(faction)} ally is there.`,
  'advisors-declared': () => 'the Bene Gesserit are done flipping their advisors.',
  'advisors-flipped': ({ territory: t, forces: n, side, reason, entrant }) =>
    `the Bene Gesserit in ${territory(t)} (${forces(n)}) become ${side}${reason === 'alone' ? ', alone there' : ''}${entrant ? `, as ${does(entrant, 'enter')}` : ''}.`,
  'advisors-become-fighters': ({ territories }) => `Bene Gesserit advisors become fighters in ${list(territories.map(territory))}.`,
  'spiritual-advisor': ({ territory: t, sector, advisor }) =>
    advisor
      ? `the Bene Gesserit send a spiritual advisor beside the shipment, to ${place(t, sector)}.`
      : `the Bene Gesserit send a spiritual advisor to ${place(t, sector)}.`,
  'spiritual-advisor-declined': () => 'the Bene Gesserit send no spiritual advisor.',
  'flip-declined': () => 'the Bene Gesserit do not flip.',
};

/** The events a faction's Shipment and Movement turn is told with, in the channel's one line per turn. */
export type TurnPartEvent = EventOf<'shipped' | 'shipment-passed' | 'moved' | 'movement-passed'>;

/** A territory at one end of a route's arrow, without its article: "Imperial Basin → Polar Sink". */
const route = (name: string): string => territory(name).replace(/^the /, '');

const NO_SHIPMENT = 'no shipment';
const NO_MOVE = 'no move';
const PASSES = new Set([NO_SHIPMENT, NO_MOVE]);

/**
 * A part of a turn's line: "ship 5 forces to Arrakeen for 5 spice to the bank", "move 3 forces
 * Arrakeen → the Imperial Basin (sector 9)", "no shipment", "no move". The line is "Atreides: ship … · move …" (src/bot/news/turn-line.ts).
 */
export function turnPart(e: TurnPartEvent): string {
  switch (e.type) {
    case 'shipment-passed':
      return NO_SHIPMENT;
    case 'movement-passed':
      return NO_MOVE;
    case 'moved':
      // The sector moved from is left out: the line says where the forces went.
      return `move ${forces(e.forces, e.elite, e.faction)} ${route(e.from)} → ${route(e.territory)}${e.sector ? ` (sector ${e.sector})` : ''}${e.advisor ? ' as advisors' : ''}`;
    case 'shipped': {
      const what = forces(e.forces, e.elite, e.faction);
      const to = place(e.territory, e.sector);
      if (e.send) return `send ${what} to ${to}, free`;
      const from = e.from ? ` from ${territory(e.from)}` : '';
      const price = e.cost > 0 ? ` for ${spice(e.cost)} to ${payeeText(e.paidTo)}` : ', free';
      return `ship ${what}${from} to ${to}${price}${e.karama ? ' (Guild rates, with a Karama)' : ''}`;
    }
  }
}

/** "**Atreides**: ship 5 forces to Arrakeen (5 spice to the bank) · move 3 forces Arrakeen → Imperial Basin", "**Fremen**: no shipment, no move". */
export function turnLineText(faction: FactionId, parts: readonly string[]): string {
  const text = parts.map((p, i) => (i === 0 ? p : `${PASSES.has(p) && PASSES.has(parts[i - 1] ?? '') ? ', ' : ' · '}${p}`)).join('');
  return `**${factionName(faction)}**: ${text}`;
}
