import { cardKind } from '../data/cards';
import { choosingNow, putBack } from '../factions/ixians/auction-choice';
import { keepCard, startingChoice } from '../factions/ixians/starting-card';
import { choiceArg, picked } from './args';
import { form } from './form';
import { cardName } from './labels';
import { offer } from './search';
import type { ChosenFor, Decider, Form, Seat } from './types';

/** The Ixians' decisions: the starting card kept (IX-1); which of the cards dealt for the auction goes back to the deck, and where (IX-2). */

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

export const ixianForms: readonly Form[] = [keepCardForm, putBackForm];

export const ixianDecisions: Decider = (k) => [
  ...(startingKinds(k).length > 0
    ? offer(k, keepCardForm, { label: 'Keep a starting card', summary: `Drawn, one per faction: ${startingKinds(k).map(cardName).join(', ')}.` })
    : []),
  ...(dealtKinds(k).length > 0
    ? offer(k, putBackForm, { label: 'Put a card back', summary: `Dealt for the auction: ${dealtKinds(k).map(cardName).join(', ')}.` })
    : []),
];
