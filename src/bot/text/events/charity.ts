import type { CharityEvents } from '../../../dune';
import { does, personDoes } from '../factions';
import { spice } from '../terms';
import type { EventTexts } from './present';

export const charityText: EventTexts<keyof CharityEvents> = {
  'charity-paid': ({ faction, amount }) => `CHOAM Charity: ${does(faction, 'receive')} ${spice(amount)}.`,
  'charity-offered': ({ amount }) => `CHOAM Charity offers you ${spice(amount)}: claim it (\`/charity\`) or decline it (\`/pass\`).`,
  'charity-declined': ({ faction }, you) => `${personDoes(faction, you, 'decline')} CHOAM Charity.`,
};
