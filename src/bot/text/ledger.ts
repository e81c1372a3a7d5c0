import type { BribeCause, CardCause, LedgerEntry, SpiceCause } from '../news/ledger';
import { payeeText } from './events/bidding';
import { the } from './factions';
import { list } from './grammar';
import { forces, place, spice } from './terms';

/** "+2", "−3" (a true minus sign, as a ledger prints it). */
const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

type Why<C extends { readonly why: string }> = { readonly [K in C['why']]: (cause: Extract<C, { readonly why: K }>) => string };

const SPICE: Why<SpiceCause> = {
  'bought-card': ({ cardNumber, card, payee }) => `bought card ${cardNumber}${card ? ` (${card})` : ''}, paid to ${payeeText(payee)}`,
  'sold-card': ({ buyer, cardNumber }) => `${the(buyer)} paid you for card ${cardNumber}`,
  'ally-card': ({ buyer, cardNumber }) => `paid your share of card ${cardNumber} for your ally, ${the(buyer)}`,
  'ally-shipment': ({ shipment: s }) => `paid your share of your ally's shipment (${the(s.faction)}, ${forces(s.forces)})`,
  shipped: ({ shipment: s }) =>
    `shipped ${forces(s.forces, s.elite, s.faction)}${s.from ? ` from ${place(s.from, s.fromSector)}` : ''} to ${place(s.territory, s.sector)}${s.karama ? ' at Guild rates (Karama)' : ''}, paid to ${payeeText(s.paidTo)}`,
  'paid-for-shipment': ({ shipment: s }) => `${the(s.faction)} shipped ${forces(s.forces, s.elite, s.faction)} to ${place(s.territory, s.sector)}`,
  'shipped-back': ({ shipment: s }) => `shipped ${forces(s.forces)} from ${place(s.from, s.sector)} back to reserves`,
  revived: ({ revival: r }) => {
    const what = list([r.forces > 0 ? forces(r.forces, r.elite, r.faction) : '', r.leader ?? ''].filter(Boolean), 'nothing');
    return r.paidBy ? `revived ${what} of your ally, ${the(r.faction)}` : `revived ${what}`;
  },
  'paid-for-revival': ({ revival: r }) => `${the(r.paidBy ?? r.faction)} paid for a revival`,
  'free-revival-income': ({ from }) => `${the(from)} revived free`,
  'own-free-revival-income': () => 'you revived free',
  charity: () => 'CHOAM Charity',
  'tech-income': ({ token }) => `your Tech Tokens (${token} produced)`,
  collected: ({ territory, sector }) => `collected in ${place(territory, sector)}`,
  'hms-collected': ({ territory, sector }) => `collected by your Hidden Mobile Stronghold in ${place(territory, sector)}`,
  'spice-flow': ({ stronghold }) => `increased spice flow from ${place(stronghold)}`,
  traitor: () => 'your traitor won the battle',
  'leaders-killed': ({ leaders }) => `for the ${leaders.length === 1 ? 'leader' : 'leaders'} killed in battle (${list(leaders)})`,
  dialled: ({ changed }) => (changed ? 'your battle plan changed the spice dialled' : 'dialled in your battle plan'),
  'dial-returned': () => 'the spice you dialled comes back: your traitor won the battle',
  'captive-killed': ({ leader }) => `killed ${leader}, your captive`,
  amal: () => 'Amal: half your spice to the Bank',
  'bribe-paid': ({ to, deal }) => `bribe to ${the(to)} (deal ${deal})`,
  'bribes-collected': () => 'your bribes, now behind your shield',
  'gift-given': ({ to }) => `given to ${the(to)}`,
  'gift-received': ({ from }) => `a gift from ${the(from)}`,
  moderator: () => 'set by a moderator',
};

const BRIBES: Why<BribeCause> = {
  'bribe-received': ({ from, deal }) => `from ${the(from)} (deal ${deal}), in front of your shield until the Mentat Pause`,
  'bribes-collected': () => 'moved behind your shield',
};

const CARD: Why<CardCause> = {
  bought: ({ cardNumber, price, karama }) => (karama ? `card ${cardNumber}, bought with a Karama card` : `card ${cardNumber}, bought for ${spice(price)}`),
  extra: () => 'your extra card',
  dealt: () => 'your starting card',
  kept: () => 'kept after winning the battle',
  'plan-withdrawn': () => 'back from the battle plan you changed',
  'battle-plan': () => 'played in battle',
  played: ({ purpose }) => (purpose ? `played to ${purpose}` : 'played'),
  'karama-bid': ({ cardNumber }) => `played to buy card ${cardNumber}`,
  'technology-taken': ({ cardNumber }) => `card ${cardNumber}, taken by Technology before it went up for bid`,
  'technology-given': ({ cardNumber }) => `put up for bid by Technology as card ${cardNumber}`,
  replaced: ({ cardNumber }) => `card ${cardNumber}, discarded for the top card of the deck (the Ixians’ ally)`,
  replacement: ({ cardNumber }) => `drawn in place of card ${cardNumber}`,
  thumper: () => 'played to call a sandworm to the Spice Blow',
  harvester: ({ territory }) => `played to double the spice just blown in ${place(territory)}`,
  moderator: () => 'set by a moderator',
};

function because<C extends { readonly why: string }, K extends C['why']>(table: Why<C>, cause: Extract<C, { readonly why: K }>): string {
  const word: Why<C>[K] = table[cause.why];
  return word(cause);
}

/** The balance that closes a DM's spice lines. */
export const spiceNow = (amount: number): string => `You now hold ${spice(amount)}.`;

/** One ledger line: "+2 spice: collected in the Habbanya Ridge Flat (sector 17)", "−1 card: Shield (played in battle)". */
export function ledgerLine(entry: LedgerEntry): string {
  switch (entry.kind) {
    case 'spice':
      return `${signed(entry.amount)} spice: ${because(SPICE, entry.cause)}`;
    case 'bribes':
      return `${signed(entry.amount)} spice in bribes: ${because(BRIBES, entry.cause)}`;
    case 'card':
      return `${signed(entry.change)} card: ${entry.card} (${because(CARD, entry.cause)})`;
  }
}
