import { fail } from '../../engine/result';
import type { ActionSpec } from '../actions/spec';
import { allyOf } from '../board';
import { cardName } from '../data/cards';
import { factionName } from '../data/factions';
import { FACTION_MODULES, hooksOf } from '../factions';
import type { DuneState, FactionId } from '../state';
import { auto, bid, pass } from './bidding/actions';
import { afterSale, openAuction, startAuction } from './bidding/auction';
import { deciding, openDecisions } from './bidding/decisions';
import { mayBid } from './bidding/order';
import { biddingStep, cardSold } from './bidding/step';
import type { PhaseModule } from './phase-module';

function expecting(s: DuneState): string {
  const st = biddingStep(s);
  const open = openDecisions(s)[0];
  if (open) return open.decision.asked(s, open.owner);
  if (st.bidder === null) return 'The Bidding phase is over.';
  const offer = st.highBidder ? `bid more than ${st.highBid} (high bidder ${factionName(st.highBidder)})` : 'bid at least 1';
  const full = s.stormOrder.filter((f) => !mayBid(s, f));
  const note = full.length ? ` Full hands, who may not bid: ${full.map(factionName).join(', ')}.` : '';
  return `Bidding on card ${st.cardNumber} of ${st.dealt}: the ${factionName(st.bidder)} to ${offer} or pass.${note}`;
}

const DECISIONS = FACTION_MODULES.flatMap((m) => m.hooks.biddingDecisions ?? []);

/** The auction's actions wait while a decision is open (the Harkonnen owing back cards of a hand they took with Karama). */
const afterDecisions = (spec: ActionSpec): ActionSpec => ({
  ...spec,
  errors: [...spec.errors, ...DECISIONS.map((d) => d.error)],
  run: (s, f, raw, ctx) => {
    for (const { decision } of openDecisions(s)) fail(decision.error, decision.waits(s, spec.name));
    spec.run(s, f, raw, ctx);
  },
});

/**
 * A decision before the auction (IX-2's choice of its cards) leaves the cards laid out and none up:
 * the auction opens once nobody has a decision left. One opened by a sale (IX-12's replacement)
 * holds the next card back: it comes up once nobody has a decision left.
 */
const thenGoOn = (spec: ActionSpec): ActionSpec => ({
  ...spec,
  run: (s, f, raw, ctx) => {
    spec.run(s, f, raw, ctx);
    if (s.step.phase !== 'bidding' || deciding(s).length > 0) return;
    const st = s.step;
    if (st.cardNumber === 0) openAuction(s, ctx);
    else if (cardSold(st)) afterSale(s, ctx);
  },
});

export const biddingPhase: PhaseModule = {
  phase: 'bidding',
  enter: startAuction,
  waitingFor: (s) => {
    const open = deciding(s);
    if (open.length > 0) return open;
    const { bidder } = biddingStep(s);
    return bidder ? [bidder] : [];
  },
  expecting,
  candidates: (s, f) => openDecisions(s).flatMap((d) => (d.by === f ? (d.decision.candidates?.(s, d.owner) ?? []) : [])),
  publicStep: (s) => {
    const st = biddingStep(s);
    return {
      cardNumber: st.cardNumber,
      cards: st.dealt,
      openedBy: st.opener,
      highBid: st.highBid,
      highBidder: st.highBidder,
      toBid: cardSold(st) ? null : st.bidder,
      passed: [...st.passed],
    };
  },
  privateStep: (s, f: FactionId) => {
    const st = biddingStep(s);
    const up = cardSold(st) ? undefined : st.cards[0];
    return {
      ...(st.choosing?.by === f ? { auctionChoice: st.choosing.cards.map(cardName) } : {}),
      ...(st.laidOut?.by === f ? { auctionCards: st.laidOut.cards.map(cardName) } : {}),
      ...(st.replacing?.by === f ? { replaceable: cardName(st.replacing.card) } : {}),
      ...(up && st.bidder && hooksOf(f).seesCardUp?.(s, f) ? { cardUp: cardName(up) } : {}),
      ...(st.highBidder === f && st.karama ? { karamaBid: true } : {}),
      ...(st.orders?.[f] ? { standingOrders: { ...st.orders[f] } } : {}),
      ...(st.allyPays > 0 && st.highBidder && (st.highBidder === f || allyOf(s, st.highBidder) === f) ? { allyPays: st.allyPays } : {}),
    };
  },
};

export const biddingActions: ActionSpec[] = [afterDecisions(bid), afterDecisions(pass), ...DECISIONS.map((d) => thenGoOn(d.action)), auto];
