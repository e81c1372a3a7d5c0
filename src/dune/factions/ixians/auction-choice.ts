import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { TREACHERY, cardKind, cardName } from '../../data/cards';
import { findCardOfKind } from '../../names';
import { biddingStep } from '../../phases/bidding/step';
import type { BiddingStep } from '../../shape/bidding';
import type { DuneState, FactionId } from '../../state';
import type { BiddingDecision } from '../module';

/** Where the card put back goes. */
export const PUT_BACK_WHERE = ['bottom', 'top'] as const;

/** IX-2 (ixians-tleilaxu.md §3.3): the Ixians choose the auction's cards unless a standing Karama order stops it before the deal. */
export const choosesAuctionCards = (s: DuneState, _ixians: FactionId, ctx: Ctx): boolean => !stopsPower(s, ctx, 'auction-choice');

/** The cards dealt for the chooser, while they are still to choose. */
export function choosingNow(s: DuneState): NonNullable<BiddingStep['choosing']> | undefined {
  return s.step.phase === 'bidding' ? s.step.choosing : undefined;
}

/**
 * IX-2: of the N + 1 cards dealt, the Ixians put exactly one face down on top of the treachery deck
 * or at its bottom; the other N are shuffled and laid out for the auction, which then opens (the
 * phase opens it after this action). The table hears top or bottom (OP-12); the card is told to the Ixians only.
 */
export const putBack = defineAction({
  name: 'put-back',
  summary: 'Ixians, as the Bidding begins: put one of the cards dealt back on top of the treachery deck or at its bottom; the rest go up for auction.',
  phases: ['bidding'],
  args: [
    { name: 'card', type: 'card', required: true, description: 'the card you put back (one of those dealt)' },
    { name: 'where', type: 'choice', choices: PUT_BACK_WHERE, required: true, description: 'on top of the treachery deck or at its bottom' },
  ],
  errors: ['nothing-to-choose', 'card-not-dealt'],
  outOfTurn: true,
  handler: (s, f, { card, where }, ctx) => {
    const choosing = choosingNow(s);
    check(choosing && choosing.by === f, 'nothing-to-choose', 'Only the Ixians, as the Bidding begins, put back one of the cards dealt for the auction.');
    const c = findCardOfKind(choosing.cards, card);
    check(
      c,
      'card-not-dealt',
      `No ${TREACHERY.get(card)?.name ?? card} was dealt for the auction; the cards dealt are ${choosing.cards.map(cardName).join(', ')}.`,
    );
    const st = biddingStep(s);
    const rest = choosing.cards.filter((x) => x !== c);
    if (where === 'top') s.decks.treachery.unshift(c);
    else s.decks.treachery.push(c);
    st.cards = ctx.rng.shuffle(rest);
    st.laidOut = { by: f, cards: [...rest] };
    delete st.choosing;
    // OP-12: the table hears top or bottom unless `buriedCardPosition` keeps it secret.
    ctx.emit({ type: 'auction-card-put-back', faction: f, ...(s.options.buriedCardPosition === 'public' ? { where } : {}) });
    ctx.emit({ type: 'auction-card-put-back-detail', to: [f], card: cardName(c), where });
  },
});

/** While the Ixians have cards to choose from, the auction waits for them. */
export const auctionChoice: BiddingDecision = {
  open: (s, owner) => choosingNow(s)?.by === owner,
  asked: (s) =>
    `The Ixians look at the ${choosingNow(s)?.cards.length ?? 0} cards dealt and put one back on top of the treachery deck or at its bottom (\`put-back\`).`,
  error: 'put-back-first',
  waits: (_s, action) => `\`${action}\` waits: the Ixians put back one of the cards dealt first (\`put-back\`).`,
  action: putBack,
  candidates: (s) => (choosingNow(s)?.cards ?? []).flatMap((c) => PUT_BACK_WHERE.map((where) => ({ do: 'put-back', args: { card: cardKind(c).id, where } }))),
};
