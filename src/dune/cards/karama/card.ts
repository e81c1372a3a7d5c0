import { fail } from '../../../engine/result';
import type { Ctx } from '../../context';
import { TREACHERY, cardKind, cardName, type CardCategory, type CardId, type TreacheryKindId } from '../../data/cards';
import { karamaStandIn } from '../../data/faction-traits';
import { factionName } from '../../data/factions';
import { isAdvanced } from '../../options';
import { of, type DuneState, type FactionId } from '../../state';
import { biddingStep } from '../../phases/bidding/step';
import { discard } from '../../treachery';
import { agrees } from '../../victory/describe';

/** The category of card `f` may play as Karama now besides Karama (the Bene Gesserit's worthless cards, Advanced: rules §12.2). */
export const standInFor = (s: DuneState, f: FactionId): CardCategory | undefined => (isAdvanced(s.options) ? karamaStandIn(f) : undefined);

/** Whether a card of this kind counts as Karama for `f`. */
export const countsAsKarama = (s: DuneState, f: FactionId, kind: TreacheryKindId): boolean => {
  const standIn = standInFor(s, f);
  return kind === 'karama' || (standIn !== undefined && TREACHERY.get(kind)?.category === standIn);
};

/**
 * The card `f` would play as Karama: a Karama card first, or else a card of their stand-in category
 * (the Advanced Bene Gesserit's worthless cards). Naming a stand-in `kind` picks that card instead.
 */
export function karamaCardFor(s: DuneState, f: FactionId, kind: TreacheryKindId = 'karama'): CardId | undefined {
  const hand = of(s.hands, f);
  if (kind !== 'karama') return countsAsKarama(s, f, kind) ? hand.find((c) => cardKind(c).id === kind) : undefined;
  const karama = hand.find((c) => cardKind(c).id === 'karama');
  const standIn = standInFor(s, f);
  if (karama || !standIn) return karama;
  return hand.find((c) => cardKind(c).category === standIn);
}

/** §8.11a: the Karama behind a standing bid is kept aside for it (else its sale would fail on someone else's pass). */
function keptAsideFor(s: DuneState, f: FactionId, card: CardId): boolean {
  const bidding = s.step.phase === 'bidding' ? biddingStep(s) : null;
  return bidding?.karama === true && bidding.highBidder === f && !of(s.hands, f).some((c) => c !== card && countsAsKarama(s, f, cardKind(c).id));
}

/** Whether `f` could play a card of `kind` as Karama now (a standing order fires only then). */
export function karamaPlayable(s: DuneState, f: FactionId, kind: TreacheryKindId = 'karama'): boolean {
  const card = karamaCardFor(s, f, kind);
  return card !== undefined && !keptAsideFor(s, f, card);
}

/** Plays a card as Karama for a purpose: out of the hand, announced, and discarded. */
export function playKarama(s: DuneState, f: FactionId, purpose: string, ctx: Ctx, kind: TreacheryKindId = 'karama'): CardId {
  const card = karamaCardFor(s, f, kind);
  if (!card)
    fail(
      'card-not-in-hand',
      kind === 'karama'
        ? `The ${factionName(f)} ${agrees(f, 'hold')} no Karama${standInFor(s, f) ? ` and no ${standInFor(s, f)} card` : ''} to ${purpose}.`
        : `The ${factionName(f)} ${agrees(f, 'hold')} no ${TREACHERY.get(kind)?.name ?? kind} to ${purpose}.`,
    );
  if (keptAsideFor(s, f, card))
    fail('karama-backs-bid', `Your Karama backs your bid on card ${biddingStep(s).cardNumber}: it is kept aside while that bid stands.`);
  const hand = of(s.hands, f);
  hand.splice(hand.indexOf(card), 1);
  ctx.emit({ type: 'card-played', faction: f, card: cardName(card), purpose });
  discard(s, card, ctx, f);
  return card;
}
