import { spiceOf } from '../board';
import { karamaCardFor } from '../cards/karama/card';
import { cardKind } from '../data/cards';
import { biddingPhase } from '../phases/bidding';
import { auto, bid, pass } from '../phases/bidding/actions';
import { biddingStep } from '../phases/bidding/step';
import { countArg, picked, span } from './args';
import { form, simpleForm } from './form';
import { karamaCardName, spice, the } from './labels';
import { offer } from './search';
import type { Decider, Decision, Form, Seat } from './types';
import type { BiddingStep } from '../shape/bidding';

/** The Bidding: the next legal bids, any bid up to your spice, Karama bids where you hold one, and pass. */

const step = (k: Seat): BiddingStep | undefined => (k.s.phase === 'bidding' ? biddingStep(k.s) : undefined);

/**
 * A Karama bid may exceed your spice without limit (you pay nothing if you win); menus need an
 * end, and no faction can hold this much spice.
 */
const KARAMA_BID_CAP = 200;

const least = (k: Seat): number => (step(k)?.highBid ?? 0) + 1;

const bidForm = form(bid, {
  args: () => [
    countArg('amount', (k, chosen) =>
      chosen.karama === true
        ? span(least(k), KARAMA_BID_CAP, 'Your bid, backed by Karama (you pay nothing if you win)')
        : span(least(k), spiceOf(k.s, k.f), 'Your bid in spice'),
    ),
  ],
  describe: (k, a) => {
    const card = `card ${step(k)?.cardNumber}`;
    const amount = picked(a.amount);
    if (a.karama === true && amount === undefined) return `Play Karama to take ${card} at once, paying nothing.`;
    if (a.karama === true) return `Bid ${amount} for ${card}, backed by Karama: if you win you pay nothing and discard the Karama.`;
    return `Bid ${spice(amount ?? 0)} for ${card}.`;
  },
});

const passForm = simpleForm(
  pass,
  (k) => step(k) !== undefined,
  (k) => `Pass on card ${step(k)?.cardNumber}.`,
);

/** Standing orders (BOT-BID-1..3): an auto-pass, or a private maximum bid on the card up. */
const autoForm = form(auto, {
  args: (_k, chosen) => (chosen.pass !== undefined ? [] : [countArg('max', (k) => span(least(k), spiceOf(k.s, k.f), 'Bid for me, one more each time, up to'))]),
  describe: (k, a) => {
    const card = `card ${step(k)?.cardNumber}`;
    if (a.pass === 'this-card') return `Pass on ${card} when your turn comes; only you know.`;
    if (a.pass === 'this-auction') return 'Pass on every card of this auction when your turn comes; only you know.';
    if (a.pass === 'off') return 'Stop passing for you.';
    return `Bid for you on ${card}, one more than the high bid each time, up to ${spice(a.max ?? 0)}; only you know.`;
  },
});

export const biddingForms: readonly Form[] = [bidForm, passForm, autoForm];

/** How many of the next legal bids get a button of their own. */
const QUICK_BIDS = 3;

export const biddingDecisions: Decider = (k) => {
  const st = step(k);
  if (!st) return [];
  const summary = biddingSummary(k, st);
  const held = spiceOf(k.s, k.f);
  const quick: Decision[] = [];
  for (let amount = least(k); amount <= Math.min(held, least(k) + QUICK_BIDS - 1); amount++)
    quick.push(...offer(k, bidForm, { label: `Bid ${amount}`, preset: { amount }, summary }));
  const karama = karamaCardFor(k.s, k.f);
  // The Advanced Bene Gesserit may bid with a worthless card as Karama: the button names the card.
  const karamaName = karama ? karamaCardName(cardKind(karama).id) : '';
  return [
    ...quick,
    ...offer(k, bidForm, { label: 'Bid…', summary }),
    ...(karama
      ? [
          ...offer(k, bidForm, {
            label: `Bid with ${karamaName}…`,
            preset: { karama: true },
            summary: `${summary} A Karama-backed bid may exceed your spice.`,
          }),
          ...offer(k, bidForm, { label: `Take it with ${karamaName}`, preset: { karama: true, amount: null }, summary }),
        ]
      : []),
    ...offer(k, passForm, { label: 'Pass', summary }),
    ...offer(k, autoForm, { label: 'Auto-pass this card', preset: { pass: 'this-card' }, summary, anytime: true }),
    ...offer(k, autoForm, { label: 'Auto-pass this auction', preset: { pass: 'this-auction' }, summary, anytime: true }),
    ...offer(k, autoForm, { label: 'Max bid…', summary, anytime: true }),
  ];
};

function biddingSummary(k: Seat, st: BiddingStep): string {
  const high = st.highBidder ? `High bid ${st.highBid} by ${the(st.highBidder)}` : 'No bid yet';
  const glimpse = biddingPhase.privateStep?.(k.s, k.f).cardUp;
  return `Card ${st.cardNumber} of ${st.dealt}${glimpse ? ` (${glimpse})` : ''}: ${high}; you hold ${spice(spiceOf(k.s, k.f))}.`;
}
