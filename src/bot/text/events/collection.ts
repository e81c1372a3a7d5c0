import type { CollectionEvents } from '../../../dune';
import { does, the, theFactions } from '../factions';
import { list } from '../grammar';
import { place, spice, territory } from '../terms';
import type { EventTexts } from './present';

export const collectionText: EventTexts<keyof CollectionEvents> = {
  'spice-collected': ({ faction, territory: t, sector, amount }) => `${does(faction, 'collect')} ${spice(amount)} in ${place(t, sector)}.`,
  'spice-flow': ({ faction, stronghold, amount }) => `increased spice flow: ${does(faction, 'receive')} ${spice(amount)} from ${territory(stronghold)}.`,
  'control-recorded': ({ turn, strongholds }) =>
    strongholds.length
      ? `stronghold control, turn ${turn}: ${list(strongholds.map((x) => `${territory(x.stronghold)} (${the(x.faction)})`))}.`
      : `stronghold control, turn ${turn}: nobody controls a stronghold.`,
  'stronghold-bonuses': ({ turn, bonuses }) =>
    bonuses.length
      ? `stronghold bonuses, turn ${turn}: ${list(bonuses.map((x) => `${territory(x.stronghold)} for ${theFactions(x.factions)}`))}.`
      : `stronghold bonuses, turn ${turn}: none.`,
  'bribes-collected': ({ amount, spice: total }) => `your bribes go behind your shield: ${spice(amount)}, so you hold ${spice(total)}.`,
  'prediction-revealed': ({ faction, turn }) => `the Bene Gesserit reveal their prediction: ${does(faction, 'win')} on turn ${turn}.`,
  'game-won': ({ reason }) => `🏆 Game over: ${reason}`,
};
