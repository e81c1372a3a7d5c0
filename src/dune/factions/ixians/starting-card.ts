import { check } from '../../../engine/result';
import { Rng } from '../../../engine/rng';
import { defineAction } from '../../actions/spec';
import { TREACHERY, cardKind, cardName, type CardId } from '../../data/cards';
import { faction as factionData } from '../../data/factions';
import type { DuneEvent } from '../../events';
import { findCardOfKind } from '../../names';
import type { SetupStep } from '../../shape/phase-state';
import { of, type DuneState, type FactionId } from '../../state';
import type { SetupSecret } from '../module';

/**
 * How many of `f`'s starting cards come from those the Ixians see (OP-2, `ixOneCardPerFaction`):
 * one (treachery.online, the Harkonnen's second drawn apart and unseen), or all (DuneBot, so the
 * Ixians see the Harkonnen's second card too).
 */
const seenOf = (s: DuneState, f: FactionId): number => (s.options.ixOneCardPerFaction ? 1 : factionData(f).startingTreacheryCards);

/** The starting cards drawn for the Ixians, while they are still to keep one. */
export function startingChoice(s: DuneState): NonNullable<SetupStep['startingCards']> | undefined {
  return s.step.phase === 'setup' ? s.step.startingCards : undefined;
}

const othersOf = (s: DuneState, ixians: FactionId): FactionId[] => s.factions.filter((f) => f !== ixians);

/**
 * IX-1 (ixians-tleilaxu.md §3.3): instead of the base deal, one card per faction is drawn for the
 * Ixians to see and keep one of; a faction's further starting cards (the Harkonnen's second) are
 * drawn apart from the deck's top, unseen by the Ixians (OP-2 default).
 */
export function dealStartingCards(s: DuneState, ixians: FactionId): DuneEvent[] {
  const others = othersOf(s, ixians);
  const cards = s.decks.treachery.splice(0, 1 + others.reduce((n, f) => n + seenOf(s, f), 0));
  if (s.step.phase === 'setup') s.step.startingCards = { by: ixians, cards };
  const events: DuneEvent[] = [{ type: 'starting-cards-seen', to: [ixians], cards }];
  for (const f of others) {
    const unseen = s.decks.treachery.splice(0, factionData(f).startingTreacheryCards - seenOf(s, f));
    if (unseen.length === 0) continue;
    s.hands[f] = unseen;
    events.push({ type: 'cards-dealt', to: [f], cards: unseen });
  }
  return events;
}

/** The Ixians keep `card`; the rest are shuffled and dealt face down, in seating order, to the other factions. */
function keep(s: DuneState, ixians: FactionId, card: CardId, rng: Rng): DuneEvent[] {
  const offer = startingChoice(s);
  if (!offer) return [];
  const rest = rng.shuffle(offer.cards.filter((c) => c !== card));
  if (s.step.phase === 'setup') delete s.step.startingCards;
  of(s.hands, ixians).push(card);
  const events: DuneEvent[] = [
    { type: 'starting-card-kept', faction: ixians },
    { type: 'cards-dealt', to: [ixians], cards: [card] },
  ];
  for (const f of othersOf(s, ixians)) {
    const dealt = rest.splice(0, seenOf(s, f));
    of(s.hands, f).push(...dealt);
    events.push({ type: 'cards-dealt', to: [f], cards: dealt });
  }
  return events;
}

/** IX-1: the Ixians keep one of the starting cards drawn. Karama cannot stop it (it is used only after setup). */
export const keepCard = defineAction({
  name: 'keep-card',
  summary: 'Ixians, at setup: keep one of the starting treachery cards drawn, one per faction; the others go face down, one to each other faction.',
  phases: ['setup'],
  args: [{ name: 'card', type: 'card', required: true, description: 'the card you keep (one of those drawn)' }],
  errors: ['no-starting-choice', 'card-not-drawn'],
  handler: (s, f, { card }, ctx) => {
    const offer = startingChoice(s);
    check(offer && offer.by === f, 'no-starting-choice', 'Only the Ixians, at setup, keep one of the starting treachery cards drawn, and only once.');
    const c = findCardOfKind(offer.cards, card);
    check(
      c,
      'card-not-drawn',
      `No ${TREACHERY.get(card)?.name ?? card} was drawn for the starting deal; the cards drawn are ${offer.cards.map(cardName).join(', ')}.`,
    );
    for (const e of keep(s, f, c, ctx.rng)) ctx.emit(e);
  },
});

export const startingCardChoice: SetupSecret = {
  kept: 'setup-step',
  made: (s) => startingChoice(s) === undefined,
  asked: 'keep one of the starting treachery cards drawn (`keep-card`)',
  action: keepCard,
  candidates: (s, f) => (startingChoice(s)?.by === f ? (startingChoice(s)?.cards ?? []) : []).map((c) => ({ do: 'keep-card', args: { card: cardKind(c).id } })),
  // A moderator's setup keeps the first card drawn; the rest are dealt as the rule deals them.
  byDefault: (s, f) => {
    const first = startingChoice(s)?.cards[0];
    if (first) keep(s, f, first, new Rng(s.rng));
  },
  // Another seat knows that the Ixians choose, not among which cards.
  hide: (k) => {
    const offer = startingChoice(k);
    if (offer) offer.cards = [];
  },
};
