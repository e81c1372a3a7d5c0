import type { CharityEvents } from '../../../dune';
import { actionMention } from '../commands';
import { does, personDoes } from '../factions';
import { spice } from '../terms';
import type { EventTexts } from './present';

export const charityText: EventTexts<keyof CharityEvents> = {
  'charity-paid': ({ faction, amount }) => `CHOAM Charity: ${does(faction, 'receive')} ${spice(amount)}.`,
  'charity-offered': ({ amount }) =>
    `CHOAM Charity offers you ${spice(amount)}: claim it (${actionMention('charity')}) or decline it (${actionMention('pass', 'charity')}).`,
  'charity-declined': ({ faction }, you) => `${personDoes(faction, you, 'decline')} CHOAM Charity.`,
};
