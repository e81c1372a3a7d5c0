import { cardKind, treacheryDeckFor, type CardId, type TreacheryKindId } from '../data/cards';
import { findCardOfKind } from '../names';
import { of, type DuneState, type FactionId } from '../state';

/** The faction holding a card of this kind, if any: for the expansion's one-copy cards with a moment of their own (Thumper, Harvester). */
export const holderOf = (s: DuneState, kind: TreacheryKindId): FactionId | undefined =>
  s.factions.find((f) => findCardOfKind(of(s.hands, f), kind) !== undefined);

/**
 * Whom the game asks at the moment of one of those cards: its holder (option `blowCardWindow:
 * 'holders'`), or every faction in storm order while the card may be in a hand — it is in this
 * game's deck and not in the discard pile, as far as the table knows ('everyone').
 */
export function askedAboutCard(s: DuneState, kind: TreacheryKindId): FactionId[] {
  if (s.options.blowCardWindow === 'holders') {
    const holder = holderOf(s, kind);
    return holder ? [holder] : [];
  }
  const isKind = (c: CardId): boolean => cardKind(c).id === kind;
  const mayBeHeld = treacheryDeckFor(s.options, s.factions).some(isKind) && !s.decks.treacheryDiscard.some(isKind);
  const order = s.stormOrder.length === s.factions.length ? s.stormOrder : s.factions;
  return mayBeHeld ? [...order] : [];
}
