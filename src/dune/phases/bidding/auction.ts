import { check } from '../../../engine/result';
import type { Ctx } from '../../context';
import { cardName, type CardId } from '../../data/cards';
import { spiceOf } from '../../board';
import { of, type DuneState, type FactionId } from '../../state';
import { discard, drawTreachery } from '../../treachery';
import { karamaCardFor } from '../../cards/karama/card';
import { hooksOf } from '../../factions';
import { openDecisions } from './decisions';
import { eligibleBidders, mayBid, nextInStormOrder } from './order';
import { payForCard, voidBid } from './payment';
import { biddingStep, emptyBiddingStep } from './step';

/**
 * Phase entry: one card face down per player eligible to bid (§8.3), drawn with the reshuffle of
 * S001-BID-1; the First Player, or the next eligible player, opens the first card (§8.5).
 */
export function startAuction(s: DuneState, ctx: Ctx): void {
  s.step = emptyBiddingStep();
  const st = s.step;
  const eligible = eligibleBidders(s).length;
  if (eligible === 0) return skip(ctx, 'every hand is full');
  // IX-2: a chooser is asked before the deal, so a Karama stops it before one card more is dealt.
  const chooser = s.factions.find((f) => hooksOf(f).choosesAuctionCards?.(s, f, ctx));
  const dealt: CardId[] = [];
  for (let i = 0; i < eligible + (chooser ? 1 : 0); i++) {
    const card = drawTreachery(s, ctx);
    if (card === undefined) break;
    dealt.push(card);
  }
  if (dealt.length === 0) return skip(ctx, 'the treachery deck and discard pile are empty');
  if (!chooser) {
    st.cards = dealt;
    return openAuction(s, ctx);
  }
  st.choosing = { by: chooser, cards: dealt };
  ctx.emit({ type: 'auction-choice-dealt', faction: chooser, count: dealt.length });
  ctx.emit({ type: 'auction-choice-seen', to: [chooser], cards: dealt.map(cardName) });
}

/** The auction opens on the cards laid out: the First Player, or the next eligible player, opens the first (§8.5). */
export function openAuction(s: DuneState, ctx: Ctx): void {
  const st = biddingStep(s);
  st.dealt = st.cards.length;
  if (st.dealt === 0) return skip(ctx, 'the treachery deck and discard pile are empty');
  ctx.emit({ type: 'cards-dealt-for-bid', count: st.dealt });
  openCard(s, ctx, nextInStormOrder(s, null, (f) => mayBid(s, f)) as FactionId);
}

function skip(ctx: Ctx, reason: string): void {
  ctx.emit({ type: 'bidding-skipped', reason });
  ctx.endPhase();
}

function openCard(s: DuneState, ctx: Ctx, opener: FactionId): void {
  const st = biddingStep(s);
  Object.assign(st, {
    cardNumber: st.dealt - st.cards.length + 1,
    opener,
    bidder: opener,
    highBid: 0,
    highBidder: null,
    karama: false,
    passed: [],
    allyPays: 0,
  });
  for (const f of s.factions) hooksOf(f).cardOpening?.(s, f, ctx);
  for (const f of s.factions)
    if (hooksOf(f).seesCardUp?.(s, f, ctx)) ctx.emit({ type: 'card-glimpsed', to: [f], cardNumber: st.cardNumber, card: cardName(st.cards[0] as CardId) });
  ctx.emit({ type: 'card-up-for-bid', cardNumber: st.cardNumber, cards: st.dealt, opener });
}

/**
 * After a bid or a pass: the turn goes on in storm order past full hands (and past those who
 * passed, when re-bidding is off); the card is sold when it comes back to the high bidder.
 */
export function passTurn(s: DuneState, ctx: Ctx): void {
  advance(s, ctx);
  followOrders(s, ctx);
}

function advance(s: DuneState, ctx: Ctx): void {
  const st = biddingStep(s);
  if (st.highBidder === null && eligibleBidders(s).every((f) => st.passed.includes(f))) return returnUnsold(s, ctx);
  const next = nextInStormOrder(s, st.bidder, (f) => mayBid(s, f) && (s.options.rebidAfterPass || !st.passed.includes(f)));
  if (next === undefined || next === st.highBidder) return sell(s, ctx);
  st.bidder = next;
}

/**
 * Standing orders of the seat whose turn it is, until a seat without one must answer: the least
 * bid that tops the high bid, up to the private maximum (BOT-BID-3); a pass once the maximum is
 * passed, on the card marked (BOT-BID-1), or on every card of the auction (BOT-BID-2). The table
 * sees plain bids and passes, each following from the order and the public bids alone, never from
 * the spice held (issue 26): a maximum the seat can no longer pay ends in silence — the seat is
 * told by DM and answers by hand, as if it had never given the order.
 */
export function followOrders(s: DuneState, ctx: Ctx): void {
  for (;;) {
    if (s.step.phase !== 'bidding') return;
    const st = s.step;
    const f = st.bidder;
    const orders = f ? st.orders?.[f] : undefined;
    // A decision a sale opened (IX-12) comes before the next card and anyone's orders for it.
    if (!f || !orders || st.cards.length === 0 || openDecisions(s).length > 0) return;
    const least = st.highBid + 1;
    const spice = spiceOf(s, f);
    const max = orders.maxBid?.card === st.cardNumber ? orders.maxBid.amount : null;
    if (max !== null && least <= max && least > spice) {
      delete orders.maxBid;
      ctx.emit({ type: 'bid-order-ended', to: [f], cardNumber: st.cardNumber, maxBid: max, spice });
      return;
    }
    if (max !== null && least <= max) {
      Object.assign(st, { highBid: least, highBidder: f, karama: false, allyPays: 0, passed: st.passed.filter((x) => x !== f) });
      ctx.emit({ type: 'bid-made', faction: f, cardNumber: st.cardNumber, amount: least });
    } else if (max !== null || orders.passCard === st.cardNumber || orders.passAuction === true) {
      if (!st.passed.includes(f)) st.passed.push(f);
      ctx.emit({ type: 'passed', faction: f, cardNumber: st.cardNumber });
    } else return;
    advance(s, ctx);
  }
}

/** The high bidder takes the card up: paying their bid, or playing the Karama behind it (§8.11). */
export function sell(s: DuneState, ctx: Ctx): void {
  const st = biddingStep(s);
  const buyer = st.highBidder as FactionId;
  const card = st.cards.shift() as CardId;
  const { cardNumber } = st;
  const hand = of(s.hands, buyer);
  if (st.karama) {
    const karama = karamaCardFor(s, buyer);
    // Only a moderator's change of the hand can take away the Karama kept aside for the bid; the
    // action that closes the auction is someone else's, so it is told nothing about that hand.
    check(karama, 'bid-void', voidBid(cardNumber));
    ctx.emit({ type: 'card-sold', faction: buyer, price: 0, cardNumber, karama: true });
    hand.splice(hand.indexOf(karama), 1);
    discard(s, karama, ctx, buyer);
  } else {
    ctx.emit({ type: 'card-sold', faction: buyer, price: st.highBid, cardNumber });
    payForCard(s, buyer, st.highBid, st.allyPays, cardNumber, ctx);
  }
  hand.push(card);
  ctx.emit({ type: 'card-bought', to: [buyer], cardNumber, card: cardName(card) });
  hooksOf(buyer).cardBought?.(s, buyer, ctx);
  for (const f of s.factions) hooksOf(f).cardWon?.(s, f, buyer, card, ctx);
  // A decision the win opened (the Ixians' ally replacing the card, IX-12) holds the next card back (phases/bidding.ts goes on after it).
  if (openDecisions(s).length === 0) nextCard(s, ctx);
}

/** Once the decisions a sale opened are made: the next card comes up, and the standing orders answer for it. */
export function afterSale(s: DuneState, ctx: Ctx): void {
  nextCard(s, ctx);
  followOrders(s, ctx);
}

/** The next card is opened by the first eligible player after the previous opener (§8.5). */
function nextCard(s: DuneState, ctx: Ctx): void {
  const st = biddingStep(s);
  if (st.cards.length === 0) return finish(s, ctx);
  const opener = nextInStormOrder(s, st.opener, (f) => mayBid(s, f));
  if (opener === undefined) return returnUnsold(s, ctx);
  openCard(s, ctx, opener);
}

/** Nobody bids (or nobody may): the card up and the unsold ones go back on top of the deck in order (§8.10). */
function returnUnsold(s: DuneState, ctx: Ctx): void {
  const st = biddingStep(s);
  s.decks.treachery.unshift(...st.cards);
  ctx.emit({ type: 'cards-returned', cardNumber: st.cardNumber, count: st.cards.length });
  st.cards = [];
  finish(s, ctx);
}

function finish(s: DuneState, ctx: Ctx): void {
  const st = biddingStep(s);
  st.bidder = null;
  ctx.endPhase();
}
