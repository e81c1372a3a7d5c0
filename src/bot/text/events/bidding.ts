import type { BiddingEvents, ReplacementOrder } from '../../../dune';
import type { Payee } from '../../../dune';
import { actionMention } from '../commands';
import { does, the, their } from '../factions';
import { countDoes, list } from '../grammar';
import { spice } from '../terms';
import type { EventTexts } from './present';

/** Who receives a payment: "the Emperor", "the bank". */
export const payeeText = (payee: Payee | null): string => (payee === null || payee === 'bank' ? 'the bank' : the(payee));

/** What each standing order does with a card won as the Ixians' ally, in the player's words (also the `/hand` line, secrets.ts). */
export const REPLACEMENT_WORDS: Readonly<Record<ReplacementOrder, string>> = {
  ask: 'be asked then (the next card waits for you)',
  keep: 'keep it, with no wait',
  replace: 'discard it at once, face up, for the top card of the treachery deck',
};

export const biddingText: EventTexts<keyof BiddingEvents> = {
  'bidding-skipped': ({ reason }) => `no bidding this turn: ${reason}.`,
  'cards-dealt-for-bid': ({ count }) => `${countDoes(count, 'treachery card', 'be')} up for bid this turn.`,
  'auction-choice-dealt': ({ faction, count }) =>
    `${count} treachery cards are dealt for ${the(faction)} to look at; one goes back to the deck before the auction.`,
  'auction-choice-seen': ({ cards }) => `the cards dealt for the auction (put one back with ${actionMention('put-back')}): ${list(cards)}.`,
  'auction-card-put-back': ({ faction, where }) =>
    `${does(faction, 'put')} one card back face down ${where === 'top' ? 'on top of' : 'at the bottom of'} the treachery deck.`,
  'auction-card-put-back-detail': ({ card, where }) =>
    `you put ${card} ${where === 'top' ? 'on top of' : 'at the bottom of'} the treachery deck; the rest are shuffled for the auction.`,
  'card-glimpsed': ({ cardNumber, card }) => `prescience shows you card ${cardNumber} up for bid: ${card}.`,
  'card-up-for-bid': ({ cardNumber, cards, opener }) => `card ${cardNumber} of ${cards} is up for bid; ${does(opener, 'open')} the bidding.`,
  'bid-made': (e) =>
    e.karama ? `${does(e.faction, 'bid')} a Karama card on card ${e.cardNumber}.` : `${does(e.faction, 'bid')} ${spice(e.amount)} on card ${e.cardNumber}.`,
  passed: ({ faction, cardNumber }) => `${does(faction, 'pass')} on card ${cardNumber}.`,
  'bid-orders': ({ cardNumber, passCard, passAuction, maxBid }) => {
    const orders = [
      ...(passCard ? [`pass on card ${cardNumber}`] : []),
      ...(passAuction ? ['pass on every card of this auction'] : []),
      ...(maxBid !== null ? [`bid for you on card ${cardNumber} up to ${spice(maxBid)}`] : []),
    ];
    return orders.length ? `your standing orders (only you know them): ${orders.join('; ')}.` : 'you have no standing orders for the auction now.';
  },
  'bid-order-ended': ({ cardNumber, maxBid, spice: held }) =>
    `your order to bid up to ${spice(maxBid)} on card ${cardNumber} has ended: you hold ${spice(held)}, less than the next bid. Nobody else was told; bid or pass by hand.`,
  'card-sold': ({ faction, price, cardNumber, karama }) =>
    karama ? `card ${cardNumber} goes to ${the(faction)} for a Karama card.` : `card ${cardNumber} is sold to ${the(faction)} for ${spice(price)}.`,
  'spice-paid': ({ from, payee, amount }) => `${does(from, 'pay')} ${spice(amount)} to ${payeeText(payee)}.`,
  'card-bought': ({ cardNumber, card }) => `you bought card ${cardNumber}: ${card}.`,
  'extra-card-drawn': ({ faction }) => `${does(faction, 'draw')} an extra treachery card.`,
  'extra-card': ({ card }) => `your extra card: ${card}.`,
  'replacement-offered': ({ faction, cardNumber }) =>
    `${the(faction)}, the Ixians’ ally, may discard card ${cardNumber} for the top card of the treachery deck (${actionMention('replace-card')}); the next card waits.`,
  'card-replaced': ({ faction, cardNumber, card }) =>
    `${does(faction, 'discard')} card ${cardNumber}, ${card}, face up, for the top card of the treachery deck.`,
  'replacement-drawn': ({ cardNumber, card }) => `in place of card ${cardNumber} you drew ${card}.`,
  'replacement-declined': ({ faction, cardNumber }) => `${does(faction, 'keep')} card ${cardNumber}.`,
  'replacement-order-set': ({ choice }) =>
    `your replacement order (only you know it): for each treachery card you win as the Ixians’ ally, ${REPLACEMENT_WORDS[choice]}.`,
  'replacement-permission': ({ faction, allowed }) =>
    allowed
      ? `${does(faction, 'allow')} ${their(faction)} ally to replace the treachery cards it wins (discarding one for the top card of the deck).`
      : `${does(faction, 'forbid')} ${their(faction)} ally to replace the treachery cards it wins: it keeps them.`,
  'cards-returned': ({ count }) => (count === 0 ? 'no card is left unsold.' : `${countDoes(count, 'unsold card', 'go')} back on top of the treachery deck.`),
};
