import type { HmsEvents } from '../../../dune';
import { does, their } from '../factions';
import { list } from '../grammar';
import { place, spice } from '../terms';
import type { EventTexts } from './present';

export const hmsText: EventTexts<keyof HmsEvents> = {
  'hms-placed': ({ faction, host }) => `${does(faction, 'place')} the Hidden Mobile Stronghold at ${place(host.territory, host.sector)}.`,
  'hms-moved': (e) =>
    `${does(e.faction, 'move')} ${their(e.faction)} Hidden Mobile Stronghold${e.karama ? ' with Karama' : ''} ${e.steps === 0 ? 'within the territory' : e.steps === 1 ? 'one territory' : `${e.steps} territories`} from ${place(e.left.territory, e.left.sector)} to ${place(e.host.territory, e.host.sector)}${
      e.collected.length > 0 ? `, collecting ${list(e.collected.map((c) => `${spice(c.amount)} in ${place(c.territory, c.sector)}`))}` : ''
    }.`,
  'hms-stayed': ({ faction, host, stopped, collected }) =>
    stopped
      ? `A Karama keeps ${their(faction)} Hidden Mobile Stronghold at ${place(host.territory, host.sector)} this turn: it neither moves nor collects spice.`
      : `${does(faction, 'keep')} ${their(faction)} Hidden Mobile Stronghold at ${place(host.territory, host.sector)}${collected.length > 0 ? `, collecting ${list(collected.map((c) => spice(c.amount)))} there` : ''}.`,
};
