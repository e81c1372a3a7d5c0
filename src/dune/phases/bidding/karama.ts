import { cardKind, type CardId } from '../../data/cards';
import { isAdvanced } from '../../options';
import { of, type DuneState, type FactionId } from '../../state';

/**
 * The card a faction would play as Karama in the auction: a Karama card, or else, for the Bene
 * Gesserit in the Advanced game, a worthless card (their worthless-as-Karama power).
 */
export function karamaCardFor(s: DuneState, f: FactionId): CardId | undefined {
  const hand = of(s.hands, f);
  const karama = hand.find((c) => cardKind(c).subtype === 'karama');
  if (karama || f !== 'bene-gesserit' || !isAdvanced(s.options)) return karama;
  return hand.find((c) => cardKind(c).category === 'worthless');
}
