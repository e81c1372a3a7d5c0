import { check, fail } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { spiceOf } from '../../board';
import { karamaStandIn } from '../../data/faction-traits';
import { factionName } from '../../data/factions';
import { followOrders, passTurn, sell } from './auction';
import { karamaCardFor } from '../../cards/karama/card';
import { checkAllyPays } from '../../deals/ally-support';
import { biddingStep } from './step';
import { agrees } from '../../victory/describe';

export const bid = defineAction({
  name: 'bid',
  summary: 'Bid spice for the treachery card up for bid; with karama, bid beyond your spice or (without an amount) take the card at once.',
  phases: ['bidding'],
  args: [
    { name: 'amount', type: 'count', description: 'your bid in spice: at least 1 and more than the current bid' },
    {
      name: 'karama',
      type: 'boolean',
      description: 'play a Karama card if you win, paying nothing (then you may bid more than you hold); with no amount, Karama takes the card now',
    },
    { name: 'allyPays', type: 'count', description: 'how much of your bid your ally pays if you win (as far as their `support` allows)' },
  ],
  errors: ['missing-amount', 'no-karama', 'bid-too-low', 'not-enough-spice', 'bid-void', 'bad-argument', 'no-ally', 'support-exceeded'],
  handler: (s, f, { amount, karama = false, allyPays = 0 }, ctx) => {
    const st = biddingStep(s);
    check(!(karama && allyPays > 0), 'bad-argument', 'A bid backed by Karama is not paid for: leave out `allyPays`.');
    if (karama)
      check(
        karamaCardFor(s, f),
        'no-karama',
        `The ${factionName(f)} ${agrees(f, 'hold')} no Karama card${karamaStandIn(f) ? ` (nor, in the Advanced game, a ${karamaStandIn(f)} card to use as one)` : ''}; bid with spice instead.`,
      );
    if (amount === undefined) {
      if (!karama) fail('missing-amount', 'Say how much you bid (`amount`), or bid `karama: true` alone to take the card with a Karama card.');
      // "Karama, infinity" (S001-BID-10): nothing can top it, so the card is sold at once.
      ctx.emit({ type: 'bid-made', faction: f, cardNumber: st.cardNumber, karama: true });
      Object.assign(st, { highBidder: f, karama: true });
      return sell(s, ctx);
    }
    const least = st.highBid + 1;
    check(
      amount >= least,
      'bid-too-low',
      st.highBidder
        ? `The bid on card ${st.cardNumber} is ${st.highBid} (${factionName(st.highBidder)}); bid at least ${least} or pass.`
        : `A bid is at least 1 spice; bid 1 or more, or pass.`,
    );
    check(allyPays <= amount, 'bad-argument', `Your ally pays part or all of your bid of ${amount}, not ${allyPays}.`);
    const ally = allyPays > 0 ? checkAllyPays(s, f, allyPays, `your bid on card ${st.cardNumber}`) : undefined;
    // The bid limit: your spice plus what your ally pays (rules §8.7).
    const spice = spiceOf(s, f);
    check(
      karama || amount - allyPays <= spice,
      'not-enough-spice',
      `The ${factionName(f)} ${agrees(f, 'have')} ${spice} spice${ally ? `, and ${allyPays} from their ally,` : ''} and cannot bid ${amount}; bid at most ${spice + allyPays}, or bid with karama: true if you mean to pay with a Karama card.`,
    );
    Object.assign(st, { highBid: amount, highBidder: f, karama, allyPays, passed: st.passed.filter((x) => x !== f) });
    // The Karama behind a bid stays secret until it wins (§8.11a); so does the ally's share, until it is paid.
    ctx.emit({ type: 'bid-made', faction: f, cardNumber: st.cardNumber, amount });
    if (ally) ctx.emit({ type: 'ally-pays', to: [f, ally], faction: ally, for: f, amount: allyPays, cardNumber: st.cardNumber });
    passTurn(s, ctx);
  },
});

/** What `auto` may say about passing. */
const PASS_ORDERS = ['this-card', 'this-auction', 'off'] as const;

export const auto = defineAction({
  name: 'auto',
  summary: 'Standing orders for the auction, kept secret: pass on this card, pass on every card of this auction, or bid up to a maximum.',
  phases: ['bidding'],
  outOfTurn: true,
  args: [
    { name: 'pass', type: 'choice', choices: PASS_ORDERS, description: 'pass on this card, pass on every card of this auction, or stop auto-passing' },
    { name: 'max', type: 'count', description: 'bid for you on this card, one more than the high bid each time, up to this much (0: no maximum)' },
  ],
  errors: ['missing-argument', 'bid-void', 'not-enough-spice'],
  handler: (s, f, { pass: passing, max }, ctx) => {
    const st = biddingStep(s);
    check(st.bidder !== null && st.cards.length > 0, 'bid-void', 'The auction is over: there is no card up for bid to give orders about.');
    check(
      passing !== undefined || max !== undefined,
      'missing-argument',
      'Say `pass` (this-card, this-auction or off), `max` (a maximum bid, 0 for none), or both.',
    );
    const spice = spiceOf(s, f);
    if (max !== undefined && max > 0)
      check(
        max <= spice,
        'not-enough-spice',
        `The ${factionName(f)} ${agrees(f, 'have')} ${spice} spice: a maximum bid is at most ${spice} (a Karama bid is made by hand).`,
      );
    const orders = { ...(st.orders?.[f] ?? {}) };
    if (passing === 'this-card') orders.passCard = st.cardNumber;
    if (passing === 'this-auction') orders.passAuction = true;
    if (passing === 'off') {
      delete orders.passCard;
      delete orders.passAuction;
    }
    if (max !== undefined && max > 0) orders.maxBid = { card: st.cardNumber, amount: max };
    if (max === 0) delete orders.maxBid;
    st.orders = { ...st.orders, [f]: orders };
    ctx.emit({
      type: 'bid-orders',
      to: [f],
      cardNumber: st.cardNumber,
      passCard: orders.passCard === st.cardNumber,
      passAuction: orders.passAuction === true,
      maxBid: orders.maxBid?.card === st.cardNumber ? orders.maxBid.amount : null,
    });
    followOrders(s, ctx);
  },
});

export const pass = defineAction({
  name: 'pass',
  summary: 'Pass on the treachery card up for bid.',
  phases: ['bidding'],
  args: [],
  errors: ['bid-void'],
  handler: (s, f, _args, ctx) => {
    const st = biddingStep(s);
    if (!st.passed.includes(f)) st.passed.push(f);
    ctx.emit({ type: 'passed', faction: f, cardNumber: st.cardNumber });
    passTurn(s, ctx);
  },
});
