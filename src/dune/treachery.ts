import { check } from '../engine/result';
import type { Ctx } from './context';
import { cardKind, cardName, type CardId, type TreacheryKindId } from './data/cards';
import { faction as factionData, factionName } from './data/factions';
import { findCardOfKind } from './names';
import { of, type DuneState, type FactionId } from './state';
import { agrees } from './victory/describe';

export const handLimit = (f: FactionId): number => factionData(f).handLimit;
export const handFull = (s: DuneState, f: FactionId): boolean => of(s.hands, f).length >= handLimit(f);

/**
 * Draws the top treachery card; an empty deck is replaced at once by the shuffled discard pile
 * (S001-BID-1). Returns undefined only when both are empty.
 */
export function drawTreachery(s: DuneState, ctx: Ctx): CardId | undefined {
  if (s.decks.treachery.length === 0 && s.decks.treacheryDiscard.length > 0) {
    s.decks.treachery = ctx.rng.shuffle(s.decks.treacheryDiscard.splice(0));
    ctx.emit({ type: 'treachery-deck-reshuffled', cards: s.decks.treachery.length });
  }
  return s.decks.treachery.shift();
}

/** Takes one card of the kind out of a faction's hand, or rejects the action if it holds none. */
export function takeFromHand(s: DuneState, f: FactionId, kind: TreacheryKindId): CardId {
  const hand = of(s.hands, f);
  const card = findCardOfKind(hand, kind);
  check(card, 'card-not-in-hand', `The ${factionName(f)} ${agrees(f, 'hold')} no ${kindName(kind)}.`);
  hand.splice(hand.indexOf(card), 1);
  return card;
}

/** A used card goes to the public discard pile, except Family Atomics, which leaves the game (S001-BID-2). */
export function discard(s: DuneState, card: CardId, ctx: Ctx, by?: FactionId): void {
  if (cardKind(card).afterUse === 'removed_from_game') {
    s.decks.removed.push(card);
    ctx.emit({ type: 'card-removed-from-game', card: cardName(card), ...(by ? { faction: by } : {}) });
  } else {
    s.decks.treacheryDiscard.push(card);
    ctx.emit({ type: 'card-discarded', card: cardName(card), ...(by ? { faction: by } : {}) });
  }
}

function kindName(kind: TreacheryKindId): string {
  return kind.replace(/-/g, ' ');
}
