import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { allyOf } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { cardName, type CardId } from '../../data/cards';
import { factionName } from '../../data/factions';
import { biddingStep } from '../../phases/bidding/step';
import type { BiddingStep } from '../../shape/bidding';
import { of, type DuneState, type FactionId } from '../../state';
import { drawTreachery } from '../../treachery';
import type { BiddingDecision } from '../module';
import { REPLACEMENT_OWNER, replacementOrderOf } from './replacement-order';
import { agrees } from '../../victory/describe';

/** The card the Ixians' ally just won and may replace, while it decides. */
export function replacingNow(s: DuneState): NonNullable<BiddingStep['replacing']> | undefined {
  return s.step.phase === 'bidding' ? s.step.replacing : undefined;
}

/**
 * IX-12 (ixians-tleilaxu.md §3.3), [TO] `FinishBid`: once the Ixians' ally has won a card (paid
 * for, or taken with Karama, and a Harkonnen ally's free card drawn), it may replace it, unless
 * the Ixians withhold their permission or a Karama stops the power now. The ally's standing order
 * (replacement-order.ts) answers at once; without one (`ask`) the next card waits for it. An
 * order to keep uses no power, so a standing Karama against it does not fire.
 */
export function offerReplacement(s: DuneState, ixians: FactionId, buyer: FactionId, card: CardId, ctx: Ctx): void {
  if (allyOf(s, ixians) !== buyer || s.replacementRefused) return;
  const order = replacementOrderOf(s, buyer);
  const cardNumber = biddingStep(s).cardNumber;
  if (order === 'keep') {
    ctx.emit({ type: 'replacement-declined', faction: buyer, cardNumber });
    return;
  }
  if (stopsPower(s, ctx, 'ally-card-swap')) return;
  // The card won is in the buyer's hand; were it not, the ally would be asked, and told it can only keep it.
  if (order === 'replace' && of(s.hands, buyer).includes(card)) {
    discardAndDraw(s, buyer, card, cardNumber, ctx);
    return;
  }
  biddingStep(s).replacing = { by: buyer, card, cardNumber };
  ctx.emit({ type: 'replacement-offered', faction: buyer, cardNumber });
}

/**
 * The replacement itself: the card won, still in `f`'s hand, goes face up to the discard pile and
 * the top card of the deck (reshuffled from the discard pile, the card just discarded with it,
 * when empty) comes in its place.
 */
function discardAndDraw(s: DuneState, f: FactionId, card: CardId, cardNumber: number, ctx: Ctx): void {
  const hand = of(s.hands, f);
  hand.splice(hand.indexOf(card), 1);
  s.decks.treacheryDiscard.push(card);
  ctx.emit({ type: 'card-replaced', faction: f, cardNumber, card: cardName(card) });
  // The discard pile holds at least the card just discarded, so a card is always drawn.
  const drawn = drawTreachery(s, ctx) as CardId;
  hand.push(drawn);
  ctx.emit({ type: 'replacement-drawn', to: [f], cardNumber, card: cardName(drawn) });
}

/**
 * IX-12: the ally keeps the card just won, or discards it face up and draws the top card of the
 * treachery deck (reshuffled from the discard pile, the card just discarded with it, when empty).
 * One replacement per card won: the card drawn is kept. The table sees the card discarded; the ally
 * alone is told the card drawn (the Ixians know it only if they put it on top, IX-2).
 */
export const replaceCard = defineAction({
  name: 'replace-card',
  summary: 'The Ixians’ ally, just after winning a card: keep it, or discard it and draw the top card of the treachery deck instead.',
  phases: ['bidding'],
  args: [
    {
      name: 'replace',
      type: 'boolean',
      required: true,
      description: 'true: discard the card you just won and draw the top card of the deck; false: keep it',
    },
  ],
  errors: ['not-ixian-ally', 'replacement-refused', 'nothing-to-replace'],
  outOfTurn: true,
  when: (s) => s.factions.includes(REPLACEMENT_OWNER),
  handler: (s, f, { replace }, ctx) => {
    check(
      s.factions.includes(REPLACEMENT_OWNER) && allyOf(s, REPLACEMENT_OWNER) === f,
      'not-ixian-ally',
      `Only the Ixians’ ally may replace a card it won (IX-12); the ${factionName(f)} ${agrees(f, 'are')} not their ally.`,
    );
    const r = replacingNow(s);
    check(
      r || !s.replacementRefused,
      'replacement-refused',
      'The Ixians withhold their permission: their ally keeps the cards it wins (IX-12) until they give it again (`permit-replacement`).',
    );
    check(
      r?.by === f,
      'nothing-to-replace',
      'No card waits to be replaced: the Ixians’ ally may replace a card only just after winning it in the auction, before the next card comes up (IX-12).',
    );
    delete biddingStep(s).replacing;
    // A Karama played since the card was won stops it now: the card is kept.
    if (!replace || stopsPower(s, ctx, 'ally-card-swap')) {
      ctx.emit({ type: 'replacement-declined', faction: f, cardNumber: r.cardNumber });
      return;
    }
    check(
      of(s.hands, f).includes(r.card),
      'nothing-to-replace',
      `The ${cardName(r.card)} you won has left your hand: it can no longer be replaced; keep it (\`replace: false\`).`,
    );
    discardAndDraw(s, f, r.card, r.cardNumber, ctx);
  },
});

/** While the ally decides, the auction waits for it: the decision is the Ixians' power, made by their ally. */
export const allyReplacement: BiddingDecision = {
  open: (s) => replacingNow(s) !== undefined,
  decider: (s, owner) => replacingNow(s)?.by ?? owner,
  asked: (s) => {
    const r = replacingNow(s);
    return `The ${factionName(r?.by ?? REPLACEMENT_OWNER)}, the Ixians’ ally, keep card ${r?.cardNumber ?? 0}, just won, or discard it for the top card of the treachery deck (\`replace-card\`).`;
  },
  error: 'replace-card-first',
  waits: (s, action) => {
    const r = replacingNow(s);
    return `\`${action}\` waits: the ${factionName(r?.by ?? REPLACEMENT_OWNER)} first keep or replace card ${r?.cardNumber ?? 0}, just won (\`replace-card\`).`;
  },
  action: replaceCard,
  candidates: () => [true, false].map((replace) => ({ do: 'replace-card', args: { replace } })),
};

/**
 * IX-12, [TO] `GreyAllowsReplacingCards`: a standing permission, given by default, that the Ixians
 * may withhold or give again at any time, in public (treachery.online shows it to every player).
 * It is judged as each card is won: a decision already open stands.
 */
export const permitReplacement = defineAction({
  name: 'permit-replacement',
  summary: 'Ixians: allow (the default) or forbid your ally to replace the treachery cards it wins; told to everyone.',
  phases: ['any'],
  args: [{ name: 'allowed', type: 'boolean', required: true, description: 'true: your ally may replace the cards it wins; false: it keeps them' }],
  errors: ['not-ixians'],
  outOfTurn: true,
  when: (s) => s.factions.includes(REPLACEMENT_OWNER),
  handler: (s, f, { allowed }, ctx) => {
    check(f === REPLACEMENT_OWNER, 'not-ixians', 'Only the Ixians give or withhold their ally’s replacement of the cards it wins (IX-12).');
    if (allowed) delete s.replacementRefused;
    else s.replacementRefused = true;
    ctx.emit({ type: 'replacement-permission', faction: f, allowed });
  },
});
