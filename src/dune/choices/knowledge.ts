import { total } from '../board';
import { ordersOf } from '../cards/karama/order-book';
import type { CardId } from '../data/cards';
import { faction as factionData } from '../data/factions';
import { hooksOf } from '../factions';
import { cloneJson } from '../../engine/clone';
import { of, type DuneState, type FactionId } from '../state';
import type { Plan } from '../shape/battle';
import { isPublic } from '../deals/deal';
import { PRESCIENT } from '../phases/battle/prescience';
import { VOICE } from '../phases/battle/voice';
import { TECHNOLOGIST } from '../factions/ixians/technology';
import { DANCER_HOLDER } from '../factions/tleilaxu/reveal-order';

/**
 * The game as one seat may know it: the state with every other faction's secrets replaced by
 * stand-ins that say nothing. Every choice offered to the seat — candidate values, labels and the
 * engine's dry runs that judge them — is computed from this state alone, so a choice can never
 * depend on another seat's hand, traitors, spice, prediction, storm card, dial, Karama backing,
 * standing orders or hidden battle plan: the guarantee is by construction, and test/dune/choices*.test.ts check it by
 * non-interference (change another faction's secrets, compare every option).
 *
 * The stand-ins are chosen so that the engine, judging the seat's own action, behaves as it would
 * for any value of the secret: others can pay whatever their part of the flow needs, hold cards
 * that no rule consults unless their holder plays them, and have dialled, planned and chosen
 * nothing that could refuse the seat's action. The engine judges an action by its actor's own
 * secrets and public facts, with two exceptions that the stand-ins answer "allowed": accepting a
 * deal checks that the proposer still has the bribe's spice, and passing on a card sells it to a
 * Karama-backed high bidder only if they still hold a Karama.
 */
export function asKnownBy(s: DuneState, seat: FactionId): DuneState {
  const k = cloneJson(s);
  for (const other of k.factions) if (other !== seat) hideFactionSecrets(k, other);
  // Standing Karama orders are their givers' secrets; a storm card nobody saw is nobody's knowledge.
  k.karamaOrders = ordersOf(k, seat);
  // So are the Voice and prescience decided in advance (phases/battle/standing-orders.ts).
  if (seat !== VOICE) delete k.voiceOrders;
  if (seat !== PRESCIENT) delete k.prescienceOrders;
  // And the Ixians' Technology order (factions/ixians/technology.ts).
  if (seat !== TECHNOLOGIST) delete k.technologyOrder;
  // And the Tleilaxu's order for revealing a Face Dancer (factions/tleilaxu/reveal-order.ts).
  if (seat !== DANCER_HOLDER) delete k.faceDancerReveal;
  // And each ally's order for the cards it wins (factions/ixians/replacement-order.ts): only the seat's own stays.
  const ownOrder = k.replacementOrders?.[seat];
  if (ownOrder) k.replacementOrders = { [seat]: ownOrder };
  else delete k.replacementOrders;
  if (k.stormCardUnseen && k.stormCard !== null) k.stormCard = 1;
  hideStepSecrets(k, seat);
  // Proposals between two other factions are theirs alone until accepted (S002-DEAL-5): not even their number is known.
  k.deals = k.deals.filter((d) => isPublic(d) || d.from === seat || d.with === seat);
  return k;
}

/** Spice another faction is taken to hold: enough for any payment the flow asks of it. */
const UNKNOWN_SPICE = 1_000_000;

/** A card that no rule looks for in a hand unless its holder plays it. */
const STAND_IN_CARD: CardId = 'truthtrance-1';

function hideFactionSecrets(k: DuneState, f: FactionId): void {
  k.spice[f] = UNKNOWN_SPICE;
  k.bribes[f] = 0;
  k.reserves[f] = reservesFromBoard(k, f);
  k.hands[f] = of(k.hands, f).map(() => STAND_IN_CARD);
  k.traitors[f] = [];
  hooksOf(f).setupSecret?.hide(k, f);
  if (hooksOf(f).storm?.deck && k.stormCard !== null) k.stormCard = 1;
}

/** Reserves are whatever is neither on the board nor in the Tanks: anyone can count them. */
function reservesFromBoard(k: DuneState, f: FactionId): { regular: number; elite: number } {
  const data = factionData(f);
  const tanks = of(k.tanks, f);
  const board = k.board.filter((x) => x.faction === f);
  const elite = data.eliteForces - tanks.elite - board.reduce((n, x) => n + x.elite, 0);
  const all = data.forces - total(tanks) - board.reduce((n, x) => n + total(x), 0);
  return { regular: all - elite, elite };
}

const UNSEEN_PLAN: Plan = {
  leader: null,
  cheapHero: null,
  dial: 0,
  spice: 0,
  forces: { regular: 0, elite: 0 },
  weapon: null,
  defense: null,
  kwisatzHaderach: false,
};

function hideStepSecrets(k: DuneState, seat: FactionId): void {
  const st = k.step;
  switch (st.phase) {
    case 'setup':
      for (const f of k.factions) if (f !== seat && st.traitorOffers[f]) st.traitorOffers[f] = [];
      return;
    case 'storm':
      for (const d of st.dials) if (d.faction !== seat) d.value = 0;
      return;
    case 'bidding':
      if (st.highBidder !== seat) st.karama = false;
      if (st.orders) st.orders = st.orders[seat] ? { [seat]: st.orders[seat] } : {};
      if (st.laidOut && st.laidOut.by !== seat) delete st.laidOut;
      // The card the Ixians' ally may replace (IX-12) is in its hand, as secret as the rest.
      if (st.replacing && st.replacing.by !== seat) st.replacing.card = STAND_IN_CARD;
      return;
    case 'battle': {
      const b = st.current;
      if (!b || b.revealed) return;
      for (const f of k.factions) if (f !== seat && b.plans[f]) b.plans[f] = cloneJson(UNSEEN_PLAN);
      return;
    }
    default:
      return;
  }
}
