import type { CardEvents } from '../../../dune';
import { actionMention } from '../commands';
import { does, possessive, the } from '../factions';
import { capitalize, list, stop } from '../grammar';
import { cards, forces, place, sectors, spice } from '../terms';
import type { EventTexts } from './present';

export const cardText: EventTexts<keyof CardEvents> = {
  'card-played': ({ faction, card, purpose, sectors: n }) =>
    `${does(faction, 'play')} ${card}${n !== undefined ? ` (${sectors(n)})` : ''}${purpose ? ` to ${purpose}` : ''}.`,
  'amal-paid': ({ faction, amount }) => `Amal: ${does(faction, 'pay')} ${spice(amount)} to the Bank.`,
  'card-discarded': ({ card, faction }) => (faction ? `${does(faction, 'discard')} ${card}.` : `${card} goes to the discard pile.`),
  'card-removed-from-game': ({ card, faction }) => `${faction ? `${possessive(the(faction))} ` : ''}${card} is removed from the game.`,
  'treachery-deck-reshuffled': ({ cards: n }) => `the treachery discard pile is shuffled into a new deck of ${cards(n)}.`,
  'truthtrance-question': ({ id, faction, target, question }) =>
    `Truthtrance (question ${id}): ${stop(`${does(faction, 'ask')} ${the(target)}: “${question}”`)} ${capitalize(does(target, 'must answer'))} truthfully (${actionMention('answer')}).`,
  'truthtrance-answered': ({ id, faction, asker, question, answer }) =>
    stop(`Truthtrance (question ${id}): ${does(faction, 'answer')} “${answer}” to ${possessive(the(asker))} question “${question}”`),
  'karama-stop': ({ faction, target, description, scope }) =>
    `Karama: ${does(faction, 'stop')} ${possessive(the(target))} ${description}${scope === 'phase' ? ' for the rest of the phase' : ''}.`,
  'karama-ordered': ({ order }) =>
    `standing Karama order, known to you alone: ${order}. It fires when that moment comes, if you still hold a card to play as Karama (${actionMention('cancel-karama-order')} withdraws it).`,
  'karama-order-cancelled': ({ orders }) => `standing Karama ${orders.length === 1 ? 'order' : 'orders'} withdrawn: ${list(orders)}.`,
  'karama-order-lapsed': ({ order, reason }) =>
    `your standing Karama order (${order}) has lapsed: ${reason ?? 'its moment came and you held no card to play as Karama.'}`,
  'power-stopped': ({ faction, by, description }) => `Karama, played by ${the(by)}: ${possessive(the(faction))} ${description} is stopped.`,
  'shipment-cancelled': ({ faction, shipper, territory, forces: n }) =>
    `Karama: ${does(faction, 'cancel')} ${possessive(the(shipper))} shipment of ${forces(n)} to ${place(territory)}; the forces go back to reserves and the spice paid is refunded.`,
  'hand-taken': ({ faction, from, cards: n }) =>
    `Karama: ${does(faction, 'take')} ${possessive(the(from))} whole hand (${cards(n)}) and will give back as many cards of their choice.`,
  'hand-taken-detail': ({ from, cards: taken }) =>
    `you took ${possessive(the(from))} cards: ${list(taken)}. Give back as many (${actionMention('give-back')}).`,
  'card-given-back': ({ faction, receiver, owed }) => `${does(faction, 'give')} a card back to ${the(receiver)}${owed > 0 ? ` (${owed} still to give)` : ''}.`,
  'card-given-back-detail': ({ from, card }) => `${card} is given back by ${the(from)}.`,
  'sandworm-placed': ({ faction, territory }) => `${does(faction, 'place')} a sandworm in ${place(territory)}.`,
};
