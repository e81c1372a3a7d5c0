import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { isStopped, stopsPower } from '../../cards/karama/stops';
import { power } from '../../cards/karama/powers';
import type { Ctx } from '../../context';
import { TREACHERY, cardName } from '../../data/cards';
import { findCardOfKind } from '../../names';
import { technologyInPlay } from '../../options';
import { biddingStep } from '../../phases/bidding/step';
import type { TechnologyOrder } from '../../shape/bidding';
import { PHASES } from '../../shape/phase';
import { of, type DuneState, type FactionId } from '../../state';

/**
 * IX-10 Technology (ixians-tleilaxu.md §3.3, [ADV]): once a Bidding phase, just before a card goes
 * up for bid (before the Atreides see it), the Ixians take it face down into their hand and put a
 * card of their hand in its place, which is then auctioned as any other.
 *
 * Play-by-post cannot stop before every card to ask the Ixians (treachery.online does): the wait
 * would tell the table that they hold the choice, and cost a day a card. They give a standing
 * order instead, in secret, at any time before the card opens: "swap card 3 for my Lasgun". At the
 * table they decide with the card still face down, knowing the cards of the auction (IX-2) but not
 * their order, so an order names no less than they would know. When it fires the table is told that
 * they used Technology on that card (the cards visibly move), never which cards moved; the Ixians
 * are told both, and the Atreides see the new card as it opens.
 */
export const TECHNOLOGIST: FactionId = 'ixians';

const AFTER_BIDDING = PHASES.slice(PHASES.indexOf('bidding') + 1);
/** The turn whose Bidding phase an order given now is for: this turn's, or, once it is over, the next turn's. */
export const orderTurn = (s: DuneState): number => (AFTER_BIDDING.some((p) => p === s.phase) ? s.turn + 1 : s.turn);

/** The order standing for the coming (or current) Bidding phase; an order for a Bidding phase gone by is no longer one. */
export const technologyOrder = (s: DuneState): TechnologyOrder | undefined =>
  s.technologyOrder && s.technologyOrder.turn === orderTurn(s) ? s.technologyOrder : undefined;

/** The order in the Ixians' view: the card number and the card to give, by name. */
export function technologyOrderView(s: DuneState): { technologyOrder?: { card: number; give: string } } {
  const o = technologyOrder(s);
  return o ? { technologyOrder: { card: o.card, give: TREACHERY.get(o.give)?.name ?? o.give } } : {};
}

/** The most cards an auction can have: one per faction able to bid (§8.3), and so the highest card number worth an order now. */
export function lastCardNumber(s: DuneState): number {
  if (s.phase !== 'bidding' || orderTurn(s) !== s.turn) return s.factions.length;
  const st = biddingStep(s);
  return st.choosing ? st.choosing.cards.length - 1 : st.dealt;
}

/** The first card an order can still swap: the next to go up in this Bidding phase, or the first of the next. */
export const firstCardNumber = (s: DuneState): number => (s.phase === 'bidding' && orderTurn(s) === s.turn ? biddingStep(s).cardNumber + 1 : 1);

/** Why no order can be given for this turn's Bidding any more, if so: Technology was used, or a Karama stopped it. */
function closedNow(s: DuneState): string | undefined {
  if (s.phase !== 'bidding') return undefined;
  const used = biddingStep(s).technology;
  if (used !== undefined) return `The Ixians used Technology on card ${used}: once a Bidding phase.`;
  if (isStopped(s, 'technology')) return 'A Karama stopped Technology for this Bidding phase.';
  return undefined;
}

/** Whether `f` may give a Technology order now (the choices offer it then). */
export const mayOrderTechnology = (s: DuneState, f: FactionId): boolean =>
  f === TECHNOLOGIST && technologyInPlay(s.options) && s.phase !== 'ended' && closedNow(s) === undefined && firstCardNumber(s) <= lastCardNumber(s);

export const technology = defineAction({
  name: 'technology',
  summary:
    'Ixians (Advanced, IX-10): order in advance, in secret, that as card `card` of the auction is about to go up for bid you take it face down into your hand and put `give` of your hand in its place (once a Bidding phase); or `none`, no Technology.',
  phases: ['any'],
  outOfTurn: true,
  args: [
    { name: 'choice', type: 'choice', choices: ['swap', 'none'], required: true, description: 'swap (the card below), or none (withdraw your order)' },
    { name: 'card', type: 'count', description: 'with swap: the number of the card of the auction to take (1 for the first up for bid)' },
    { name: 'give', type: 'card', description: 'with swap: the card of your hand that goes up for bid in its place' },
  ],
  errors: ['no-technology', 'not-in-game', 'technology-closed', 'bad-card-number', 'empty-hand', 'card-not-held', 'missing-argument', 'bad-argument'],
  handler: (s, f, { choice, card, give }, ctx) => {
    check(f === TECHNOLOGIST, 'no-technology', 'Only the Ixians have Technology.');
    check(technologyInPlay(s.options), 'not-in-game', `This game plays without Technology: ${power('technology').option?.why(s.options) ?? ''}.`);
    if (choice === 'none') {
      check(card === undefined && give === undefined, 'bad-argument', '`card` and `give` go with `choice: swap` only.');
      delete s.technologyOrder;
      ctx.emit({ type: 'technology-ordered', to: [f], cardNumber: null, give: null });
      return;
    }
    check(
      card !== undefined && give !== undefined,
      'missing-argument',
      'A Technology order names the card number to take (`card`) and the card of your hand to put in its place (`give`).',
    );
    const closed = closedNow(s);
    check(closed === undefined, 'technology-closed', `${closed ?? ''} No order can be given until the next Bidding phase.`);
    const first = firstCardNumber(s);
    const last = lastCardNumber(s);
    check(
      card >= first && card <= last,
      'bad-card-number',
      first > last
        ? 'No card of this auction is left to go up for bid.'
        : `Name a card still to go up for bid: ${first === last ? `card ${first}` : `card ${first} to ${last}`}${first > 1 ? ` (card ${first - 1} has been up already)` : ''}.`,
    );
    const hand = of(s.hands, f);
    check(hand.length > 0, 'empty-hand', 'Technology puts a card of your hand in place of the card taken, and your hand is empty.');
    const held = findCardOfKind(hand, give);
    check(held, 'card-not-held', `You hold no ${TREACHERY.get(give)?.name ?? give}; your hand: ${hand.map(cardName).join(', ')}.`);
    s.technologyOrder = { turn: orderTurn(s), card, give };
    ctx.emit({ type: 'technology-ordered', to: [f], cardNumber: card, give: cardName(held) });
  },
});

/**
 * As a card is about to go up for bid, before anyone sees it: the Ixians' order for that card
 * swaps it, unless they no longer hold the card to give (told to them alone: nothing was tried) or
 * a Karama stops it (in public, as the table would see Technology announced and stopped).
 */
export function technologySwap(s: DuneState, ixians: FactionId, ctx: Ctx): void {
  const st = biddingStep(s);
  const order = technologyOrder(s);
  if (!order || order.card !== st.cardNumber || st.technology !== undefined) return;
  delete s.technologyOrder;
  const hand = of(s.hands, ixians);
  const give = findCardOfKind(hand, order.give);
  if (!give) {
    ctx.emit({ type: 'technology-lapsed', to: [ixians], cardNumber: st.cardNumber, give: TREACHERY.get(order.give)?.name ?? order.give });
    return;
  }
  if (stopsPower(s, ctx, 'technology')) return;
  const taken = st.cards[0];
  if (taken === undefined) return;
  hand.splice(hand.indexOf(give), 1, taken);
  st.cards[0] = give;
  st.technology = st.cardNumber;
  // IX-2's list: the card taken is no longer for sale, the card put in is.
  const known = st.laidOut?.by === ixians ? st.laidOut.cards : [];
  if (known.includes(taken)) known.splice(known.indexOf(taken), 1, give);
  ctx.emit({ type: 'technology-used', faction: ixians, cardNumber: st.cardNumber });
  ctx.emit({ type: 'technology-swapped', to: [ixians], cardNumber: st.cardNumber, took: cardName(taken), gave: cardName(give) });
}
