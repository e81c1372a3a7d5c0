import { check, fail } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { spiceOf } from '../../board';
import { factionName } from '../../data/factions';
import { passTurn, sell } from './auction';
import { karamaCardFor } from '../../cards/karama/card';
import { biddingStep } from './step';

export const bid = defineAction<{ amount?: number; karama?: boolean }>({
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
  ],
  errors: ['missing-amount', 'no-karama', 'bid-too-low', 'not-enough-spice', 'bid-void'],
  handler: (s, f, { amount, karama = false }, ctx) => {
    const st = biddingStep(s);
    if (karama)
      check(
        karamaCardFor(s, f),
        'no-karama',
        `${factionName(f)} hold no Karama card${f === 'bene-gesserit' ? ' (nor, in the Advanced game, a worthless card to use as one)' : ''}; bid with spice instead.`,
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
    const spice = spiceOf(s, f);
    check(
      karama || amount <= spice,
      'not-enough-spice',
      `${factionName(f)} have ${spice} spice and cannot bid ${amount}; bid at most ${spice}, or bid with karama: true if you mean to pay with a Karama card.`,
    );
    Object.assign(st, { highBid: amount, highBidder: f, karama, passed: st.passed.filter((x) => x !== f) });
    // The Karama behind a bid stays secret until it wins (§8.11a).
    ctx.emit({ type: 'bid-made', faction: f, cardNumber: st.cardNumber, amount });
    passTurn(s, ctx);
  },
});

export const pass = defineAction<Record<string, never>>({
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
