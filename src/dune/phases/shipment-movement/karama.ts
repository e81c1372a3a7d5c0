import { fail } from '../../../engine/result';
import type { Ctx } from '../../context';
import { cardKind, cardName, type CardId } from '../../data/cards';
import { factionName } from '../../data/factions';
import { isAdvanced } from '../../options';
import { of, type DuneState, type FactionId } from '../../state';
import { discard } from '../../treachery';

/**
 * Plays a Karama card for a purpose: a Karama, or for the Bene Gesserit in the Advanced game a
 * worthless card, which counts as Karama for them (rules §12.2).
 */
export function playKarama(s: DuneState, f: FactionId, purpose: string, ctx: Ctx): void {
  const hand = of(s.hands, f);
  const usable = (c: CardId) => cardKind(c).id === 'karama' || (f === 'bene-gesserit' && isAdvanced(s.options) && cardKind(c).category === 'worthless');
  const card = hand.find((c) => cardKind(c).id === 'karama') ?? hand.find(usable);
  if (!card)
    fail('card-not-in-hand', `${factionName(f)} hold no Karama${f === 'bene-gesserit' && isAdvanced(s.options) ? ' and no worthless card' : ''} to ${purpose}.`);
  hand.splice(hand.indexOf(card), 1);
  ctx.emit({ type: 'card-played', faction: f, card: cardName(card), purpose });
  discard(s, card, ctx, f);
}
