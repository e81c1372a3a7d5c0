import type { ActionSpec } from '../actions/spec';
import { allyOf } from '../board';
import { isStopped } from '../cards/karama/stops';
import { checkNoHandOwed, giveBack } from '../cards/karama/take-hand';
import { cardName } from '../data/cards';
import { factionName } from '../data/factions';
import type { DuneState, FactionId } from '../state';
import { auto, bid, pass } from './bidding/actions';
import { startAuction } from './bidding/auction';
import { mayBid } from './bidding/order';
import { biddingStep } from './bidding/step';
import type { PhaseModule } from './phase-module';

function expecting(s: DuneState): string {
  const st = biddingStep(s);
  const taken = s.handTaken;
  if (taken)
    return `The Harkonnen give back ${taken.owed} card${taken.owed === 1 ? '' : 's'} of their choice to the ${factionName(taken.from)} (\`give-back\`).`;
  if (st.bidder === null) return 'The Bidding phase is over.';
  const offer = st.highBidder ? `bid more than ${st.highBid} (high bidder ${factionName(st.highBidder)})` : 'bid at least 1';
  const full = s.stormOrder.filter((f) => !mayBid(s, f));
  const note = full.length ? ` Full hands, who may not bid: ${full.map(factionName).join(', ')}.` : '';
  return `Bidding on card ${st.cardNumber} of ${st.dealt}: ${factionName(st.bidder)} to ${offer} or pass.${note}`;
}

/** The auction's actions wait while the Harkonnen owe back cards of a hand they took with Karama. */
const afterHandGivenBack = (spec: ActionSpec): ActionSpec => ({
  ...spec,
  errors: [...spec.errors, 'give-back-first'],
  run: (s, f, raw, ctx) => {
    checkNoHandOwed(s, spec.name);
    spec.run(s, f, raw, ctx);
  },
});

export const biddingPhase: PhaseModule = {
  phase: 'bidding',
  enter: startAuction,
  waitingFor: (s) => {
    if (s.handTaken) return ['harkonnen'];
    const { bidder } = biddingStep(s);
    return bidder ? [bidder] : [];
  },
  expecting,
  publicStep: (s) => {
    const st = biddingStep(s);
    return {
      cardNumber: st.cardNumber,
      cards: st.dealt,
      openedBy: st.opener,
      highBid: st.highBid,
      highBidder: st.highBidder,
      toBid: st.bidder,
      passed: [...st.passed],
    };
  },
  privateStep: (s, f: FactionId) => {
    const st = biddingStep(s);
    const up = st.cards[0];
    return {
      ...(f === 'atreides' && up && st.bidder && !isStopped(s, 'bidding-prescience') ? { cardUp: cardName(up) } : {}),
      ...(st.highBidder === f && st.karama ? { karamaBid: true } : {}),
      ...(st.orders?.[f] ? { standingOrders: { ...st.orders[f] } } : {}),
      ...(st.allyPays > 0 && st.highBidder && (st.highBidder === f || allyOf(s, st.highBidder) === f) ? { allyPays: st.allyPays } : {}),
    };
  },
};

export const biddingActions: ActionSpec[] = [afterHandGivenBack(bid), afterHandGivenBack(pass), giveBack, auto];
