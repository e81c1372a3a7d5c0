import type { DealEvents } from '../../../dune';
import { actionMention } from '../commands';
import { does, doTogether, person, personDoes, possessive, the, theFactions } from '../factions';
import { capitalize, stop } from '../grammar';
import { spice } from '../terms';
import type { EventTexts } from './present';

// Deal proposals, refusals and gifts reach both parties, each worded for its reader.
export const dealText: EventTexts<keyof DealEvents> = {
  'deal-proposed': ({ id, faction, with: other, terms, spice: bribe }, you) =>
    `${stop(`${personDoes(faction, you, 'propose')} deal ${id} to ${person(other, you)}: “${terms}”${bribe > 0 ? `, with ${spice(bribe)} as a bribe` : ''}`)} ${capitalize(personDoes(other, you, 'may accept'))} it (${actionMention('accept')}) or turn it down (${actionMention('reject')})${faction === you ? `; you may withdraw it (${actionMention('reject')})` : ''}.`,
  'deal-rejected': ({ id, faction }, you) => `${personDoes(faction, you, 'turn')} down deal ${id}.`,
  'deal-withdrawn': ({ id, faction }, you) => `${personDoes(faction, you, 'withdraw')} deal ${id}.`,
  'deal-made': ({ id, factions, terms, spice: bribe, bribe: paid }) =>
    stop(
      `deal ${id} agreed between ${theFactions(factions)}: “${terms}”${paid && bribe > 0 ? `; ${does(paid.from, 'pay')} ${the(paid.to)} ${spice(bribe)} as a bribe` : ''}`,
    ),
  'deal-cancel-asked': ({ id, faction }) =>
    `${does(faction, 'ask')} to cancel deal ${id}; it ends when the other side asks too (${actionMention('cancel-deal')}).`,
  'deal-cancelled': ({ id, factions }) => `${doTogether(factions, 'cancel')} deal ${id}.`,
  'spice-given': ({ faction, recipient, amount }, you) => `${personDoes(faction, you, 'give')} ${person(recipient, you)} ${spice(amount)}.`,
  'ally-support': ({ faction, ally, amount }, you) =>
    amount === 0
      ? `${personDoes(faction, you, 'withdraw')} the offer of spice to ${person(ally, you)}.`
      : `${personDoes(faction, you, 'let')} ${person(ally, you)} draw up to ${spice(amount)} for bids and shipments.`,
  'ally-pays': ({ faction, for: buyer, amount, cardNumber }, you) =>
    `${personDoes(faction, you, 'pay')} ${spice(amount)} of ${buyer === you ? 'your' : possessive(the(buyer))} price for card ${cardNumber}.`,
};
