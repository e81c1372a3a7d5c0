import { cardKind } from '../data/cards';
import { choosingNow, putBack } from '../factions/ixians/auction-choice';
import { permitReplacement, replaceCard, replacingNow } from '../factions/ixians/replacement';
import { mayOrderReplacement, replacementOrder, replacementOrderOf } from '../factions/ixians/replacement-order';
import { keepCard, startingChoice } from '../factions/ixians/starting-card';
import { firstCardNumber, lastCardNumber, mayOrderTechnology, technology, technologyOrder } from '../factions/ixians/technology';
import { of, REPLACEMENT_ORDERS, type ReplacementOrder } from '../state';
import { allyOf } from '../board';
import { choiceArg, picked } from './args';
import { form } from './form';
import { cardName } from './labels';
import { offer } from './search';
import type { ChosenFor, Decider, Form, Seat } from './types';

/**
 * The Ixians' decisions: the starting card kept (IX-1); which of the cards dealt for the auction
 * goes back to the deck, and where (IX-2); their Technology order (IX-10), offered from CHOAM
 * Charity to the end of the auction, while a card of it is still to go up; their permission for
 * their ally's replacements, and the ally's replacement of a card it just won, or its standing order
 * for every card it wins (IX-12).
 */

/** The kinds of the cards dealt for the seat to choose from, once each, in the order dealt. */
const dealtKinds = (k: Seat) => {
  const choosing = choosingNow(k.s);
  return choosing?.by === k.f ? [...new Set(choosing.cards.map((c) => cardKind(c).id))] : [];
};

/** The kinds of the starting cards drawn for the seat to keep one of, once each. */
const startingKinds = (k: Seat) => {
  const offer = startingChoice(k.s);
  return offer?.by === k.f ? [...new Set(offer.cards.map((c) => cardKind(c).id))] : [];
};

const keepCardForm = form(keepCard, {
  args: () => [choiceArg<ChosenFor<typeof keepCard>>('card', (k) => startingKinds(k).map((kind) => ({ value: kind, label: cardName(kind) })))],
  describe: (_k, a) => {
    const kind = picked(a.card);
    return `Keep ${kind ? cardName(kind) : 'a card'}; the others go face down, one to each other faction.`;
  },
});

const putBackForm = form(putBack, {
  args: () => [
    choiceArg<ChosenFor<typeof putBack>>('card', (k) => dealtKinds(k).map((kind) => ({ value: kind, label: cardName(kind) }))),
    // The bottom first: the safe default buries the card rather than handing it to the next draw.
    choiceArg<ChosenFor<typeof putBack>>('where', () => [
      { value: 'bottom', label: 'At the bottom of the deck' },
      { value: 'top', label: 'On top of the deck' },
    ]),
  ],
  describe: (_k, a) => {
    const kind = picked(a.card);
    const where = picked(a.where);
    return `Put ${kind ? cardName(kind) : 'a card'} back ${where === 'top' ? 'on top of' : where === 'bottom' ? 'at the bottom of' : 'on top of or at the bottom of'} the treachery deck; the rest go up for auction.`;
  },
});

/** The kinds of the cards in the seat's hand, once each. */
const handKinds = (k: Seat) => [...new Set(of(k.s.hands, k.f).map((c) => cardKind(c).id))];

const technologyForm = form(technology, {
  args: () => [
    choiceArg<ChosenFor<typeof technology>>('choice', (k) => [
      ...(handKinds(k).length > 0 ? [{ value: 'swap', label: 'Swap a card of the auction' }] : []),
      ...(technologyOrder(k.s) ? [{ value: 'none', label: 'No Technology: withdraw my order' }] : []),
    ]),
    choiceArg<ChosenFor<typeof technology>>('card', (k, chosen) =>
      chosen.choice === 'swap'
        ? Array.from({ length: lastCardNumber(k.s) - firstCardNumber(k.s) + 1 }, (_, i) => {
            const n = firstCardNumber(k.s) + i;
            return { value: n, label: `Card ${n}` };
          })
        : [{ value: null, label: 'No card' }],
    ),
    choiceArg<ChosenFor<typeof technology>>('give', (k, chosen) =>
      chosen.choice === 'swap' ? handKinds(k).map((kind) => ({ value: kind, label: cardName(kind) })) : [{ value: null, label: 'No card' }],
    ),
  ],
  describe: (_k, a) => {
    if (a.choice === 'none') return 'No Technology this Bidding phase: withdraw my order.';
    const give = picked(a.give);
    return `Technology: as card ${picked(a.card) ?? 'N'} is about to go up for bid, take it face down and put ${give ? cardName(give) : 'a card of my hand'} in its place.`;
  },
});

/** The phases in which the Technology order is offered: the last before the Bidding, and the Bidding itself. */
const TECHNOLOGY_PHASES: readonly string[] = ['charity', 'bidding'];

/** The card the seat just won and may replace (IX-12), by name. */
const replaceable = (k: Seat): string | undefined => {
  const r = replacingNow(k.s);
  return r?.by === k.f ? cardName(cardKind(r.card).id) : undefined;
};

const replaceForm = form(replaceCard, {
  args: () => [
    // Keeping first: the safe default changes nothing.
    choiceArg<ChosenFor<typeof replaceCard>>('replace', () => [
      { value: false, label: 'Keep it' },
      { value: true, label: 'Discard it, draw the top card' },
    ]),
  ],
  describe: (k, a) =>
    a.replace
      ? `Discard ${replaceable(k) ?? 'the card you won'} face up and draw the top card of the treachery deck in its place.`
      : `Keep ${replaceable(k) ?? 'the card you won'}.`,
});

const permitForm = form(permitReplacement, {
  args: () => [
    choiceArg<ChosenFor<typeof permitReplacement>>('allowed', () => [
      { value: true, label: 'Allow' },
      { value: false, label: 'Forbid' },
    ]),
  ],
  describe: (_k, a) =>
    a.allowed === false
      ? 'Forbid your ally to replace the treachery cards it wins; everyone is told.'
      : 'Allow your ally to replace each treachery card it wins with the top card of the deck; everyone is told.',
});

const ORDER_LABELS: Readonly<Record<ReplacementOrder, string>> = {
  ask: 'Ask me then (the next card waits)',
  keep: 'Keep every card won',
  replace: 'Replace every card won',
};

const orderForm = form(replacementOrder, {
  args: () => [
    choiceArg<ChosenFor<typeof replacementOrder>>('choice', (k) =>
      REPLACEMENT_ORDERS.filter((o) => o !== replacementOrderOf(k.s, k.f)).map((o) => ({ value: o, label: ORDER_LABELS[o] })),
    ),
  ],
  describe: (_k, a) => `For each treachery card you win as the Ixians’ ally: ${a.choice ? ORDER_LABELS[a.choice].toLowerCase() : 'choose'}.`,
});

export const ixianForms: readonly Form[] = [keepCardForm, putBackForm, technologyForm, replaceForm, permitForm, orderForm];

export const ixianDecisions: Decider = (k) => [
  ...(startingKinds(k).length > 0
    ? offer(k, keepCardForm, { label: 'Keep a starting card', summary: `Drawn, one per faction: ${startingKinds(k).map(cardName).join(', ')}.` })
    : []),
  ...(dealtKinds(k).length > 0
    ? offer(k, putBackForm, { label: 'Put a card back', summary: `Dealt for the auction: ${dealtKinds(k).map(cardName).join(', ')}.` })
    : []),
  ...(TECHNOLOGY_PHASES.includes(k.s.phase) && mayOrderTechnology(k.s, k.f) && (handKinds(k).length > 0 || technologyOrder(k.s))
    ? offer(k, technologyForm, {
        label: 'Technology order',
        summary: 'Secretly, in advance: once a Bidding phase, take a card of the auction as it is about to go up and put a card of your hand in its place.',
        anytime: true,
      })
    : []),
  ...(replaceable(k) !== undefined
    ? [
        ...offer(k, replaceForm, { label: 'Keep the card won', preset: { replace: false }, summary: `You won ${replaceable(k)}; the next card waits.` }),
        ...offer(k, replaceForm, {
          label: 'Replace the card won',
          preset: { replace: true },
          summary: `Discard ${replaceable(k)} face up and draw the top card of the treachery deck instead.`,
        }),
      ]
    : []),
  // The ally's standing order, offered any time while it is the Ixians' ally.
  ...(mayOrderReplacement(k.s, k.f)
    ? offer(k, orderForm, {
        label: 'Replacement order',
        summary: `Secretly, in advance (IX-12). Now: ${ORDER_LABELS[replacementOrderOf(k.s, k.f)].toLowerCase()}.`,
        anytime: true,
      })
    : []),
  // A standing setting, offered while the Ixians have an ally to give it to.
  ...(allyOf(k.s, k.f) !== undefined
    ? offer(k, permitForm, {
        label: k.s.replacementRefused ? 'Let your ally replace cards' : 'Forbid your ally to replace cards',
        preset: { allowed: k.s.replacementRefused === true },
        summary: k.s.replacementRefused
          ? 'Your ally keeps the treachery cards it wins; you may let it replace each one with the top card of the deck.'
          : 'Your ally may replace each treachery card it wins with the top card of the deck; you may forbid it.',
        anytime: true,
      })
    : []),
];
