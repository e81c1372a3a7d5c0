import type { RevivalEvents } from '../../../dune';
import { does, possessive, their, the } from '../factions';
import { count, list } from '../grammar';
import { forces, spice } from '../terms';
import type { EventTexts } from './present';

export const revivalText: EventTexts<keyof RevivalEvents> = {
  revived: ({ faction, forces: n, elite, leader, cost, paidBy, paidTo, by }) => {
    const what = list([n > 0 ? forces(n, elite, faction) : '', leader ?? ''].filter(Boolean), 'nothing');
    const price = cost > 0 ? ` for ${spice(cost)}${paidBy ? `, paid by ${the(paidBy)}` : ''}${paidTo ? ` to ${the(paidTo)}` : ''}` : ' free';
    return `${does(faction, 'revive')} ${what}${price}${by ? ` (${by})` : ''}.`;
  },
  'revival-passed': ({ faction }) => `${does(faction, 'revive')} nothing this turn.`,
  'revival-granted': ({ faction, ally, free }) => `${does(faction, 'grant')} ${their(faction)} ally, ${the(ally)}, ${count(free, 'extra free revival')}.`,
  'revival-barred': ({ faction, target }) => `${does(faction, 'play')} a Karama: ${does(target, 'revive')} nothing this turn.`,
  'revival-limit-raised': ({ faction, target, limit, lasting }) =>
    lasting
      ? `${does(faction, 'set')} ${possessive(the(target))} revival limit to ${count(limit, 'force')} a turn, until they change it.`
      : `${does(faction, 'raise')} ${possessive(the(target))} revival limit to ${count(limit, 'force')} this turn.`,
  'early-revival-asked': ({ faction, leader, ghola }) =>
    ghola
      ? `${does(faction, 'ask')} the Tleilaxu to give back ${leader}, their Ghola, at a price they name.`
      : `${does(faction, 'ask')} the Tleilaxu to revive ${leader} early, at a price they name.`,
  'early-revival-priced': ({ faction, target, leader, price, ghola }) =>
    `${does(faction, 'offer')} to ${ghola ? 'give back' : 'revive'} ${leader} ${ghola ? 'to' : 'for'} ${the(target)} for ${spice(price)}.`,
  'early-revival-refused': ({ faction, target, leader, ghola }) =>
    `${does(faction, 'refuse')} to ${ghola ? 'give back' : 'revive'} ${leader} ${ghola ? 'to' : 'for'} ${the(target)}.`,
  'ghola-revived': ({ faction, owner, leader, cost }) =>
    `${does(faction, 'revive')} ${possessive(the(owner))} ${leader} as a Ghola, for ${spice(cost)} to the bank: ${leader} now fights for ${the(faction)}.`,
  'free-revival-income': ({ faction, from, amount }) =>
    `${does(faction, 'take')} ${spice(amount)} from the bank: ${from === faction ? `${their(faction)} own` : possessive(the(from))} free revival.`,
};
