import { ALL_CARDS, type CardId } from '../../src/dune/data/cards';
import { FACTIONS, LEADER_IDS, type LeaderId } from '../../src/dune/data/factions';
import { privateView, publicView } from '../../src/dune/views';
import { orderTurn } from '../../src/dune/factions/ixians/technology';
import type { DuneState, FactionId } from '../../src/dune/state';

/**
 * Changes every secret of faction `f` (spice, reserves, hand (the card it may replace, IX-12, with it), traitors, traitor offers, starting cards seen, Face Dancers, the cards the Ixians choose from, prediction,
 * storm card, standing Karama, Voice, prescience, Technology and Face Dancer reveal orders) and nothing anyone else may know. (Bribes are not among them: they lie in front of
 * the shield, in sight of the table, until the Mentat Pause — rules §15.) If any other view changes as a
 * result, that view leaks one of f's secrets: a non-interference check that needs no list of
 * "forbidden strings".
 */
export function perturbSecrets(s: DuneState, f: FactionId): DuneState {
  const d = structuredClone(s);
  d.spice[f] = (d.spice[f] ?? 0) + 7;
  const r = d.reserves[f]!;
  d.reserves[f] = { regular: r.regular + 1, elite: r.elite };
  const hand = d.hands[f]!;
  const others = new Set<CardId>([...d.factions.filter((g) => g !== f).flatMap((g) => d.hands[g]!), ...d.decks.treacheryDiscard]);
  // Swap the hand for other physical cards of other kinds, taken from the bottom of the (secret) deck.
  // (Late in a game the deck may hold too few cards of other kinds: swap as many as it allows.)
  const replacement = [...d.decks.treachery]
    .reverse()
    .filter((c) => !hand.some((h) => sameKind(h, c)))
    .slice(0, hand.length);
  const given = hand.slice(0, replacement.length);
  d.decks.treachery = d.decks.treachery.filter((c) => !replacement.includes(c)).concat(given);
  d.hands[f] = [...replacement, ...hand.slice(replacement.length)];
  // The card the Ixians' ally may replace (IX-12) is one of its hand: it follows the swap.
  if (d.step.phase === 'bidding' && d.step.replacing?.by === f) {
    const at = hand.indexOf(d.step.replacing.card);
    d.step.replacing.card = d.hands[f][at] ?? d.step.replacing.card;
  }
  if (replacement.some((c) => others.has(c))) throw new Error('perturbation took a card someone else holds');
  // The Tleilaxu's unrevealed Face Dancers (TLX-1) are theirs alone.
  if (d.faceDancers && FACTIONS.get(f)?.faceDancers) {
    const taken = new Set([...Object.values(d.traitors).flat(), ...d.faceDancers.map((x) => x.leader)]);
    const free = LEADER_IDS.filter((l) => !taken.has(l));
    d.faceDancers = d.faceDancers.map((x, i) => (x.revealed ? x : { leader: free[i] as LeaderId, revealed: false }));
  }
  // The cards the Ixians were dealt to choose from (IX-2) are theirs alone until the auction shows them;
  // so is the list of the auction's cards they keep afterwards (with IX-10's swap).
  if (d.step.phase === 'bidding' && d.step.choosing?.by === f) d.step.choosing.cards = otherCardsThan(d, d.step.choosing.cards);
  if (d.step.phase === 'bidding' && d.step.laidOut?.by === f) d.step.laidOut.cards = otherCardsThan(d, d.step.laidOut.cards);
  const traitorPool = LEADER_IDS.filter((l) => !(d.traitors[f] ?? []).includes(l));
  d.traitors[f] = (d.traitors[f] ?? []).map((_, i) => traitorPool[i] as LeaderId);
  if (d.step.phase === 'setup' && d.step.traitorOffers[f]) d.step.traitorOffers[f] = traitorPool.slice(5, 9) as LeaderId[];
  // The starting cards the Ixians see (IX-1): other kinds from the deck, seen by them alone.
  const offer = d.step.phase === 'setup' ? d.step.startingCards : undefined;
  if (offer?.by === f) offer.cards = d.decks.treachery.filter((c) => !offer.cards.some((o) => sameKind(o, c))).slice(0, offer.cards.length);
  if (f === 'bene-gesserit' && d.prediction)
    d.prediction = { faction: d.prediction.faction === 'atreides' ? 'harkonnen' : 'atreides', turn: (d.prediction.turn % 10) + 1 };
  if (f === 'fremen' && d.stormCard !== null) d.stormCard = (d.stormCard % 6) + 1;
  // A standing Karama order (orders.ts) is its giver's secret until it fires.
  d.karamaOrders = [...(d.karamaOrders ?? []).filter((o) => o.by !== f), { by: f, power: f === 'bene-gesserit' ? 'capture' : 'voice' }];
  // So are the Voice and prescience decided in advance (phases/battle/standing-orders.ts).
  if (f === 'bene-gesserit') d.voiceOrders = [{ opponent: null, decision: d.voiceOrders?.[0]?.decision ? null : { kind: 'lasgun', play: false } }];
  if (f === 'atreides') d.prescienceOrders = [{ opponent: null, decision: d.prescienceOrders?.[0]?.decision === 'dial' ? 'weapon' : 'dial' }];
  // And the Ixians' Technology order (IX-10), for the coming Bidding phase.
  if (f === 'ixians')
    d.technologyOrder = { turn: orderTurn(d), card: (d.technologyOrder?.card ?? 0) + 1, give: d.technologyOrder?.give === 'lasgun' ? 'shield' : 'lasgun' };
  // And the Tleilaxu's order for revealing a Face Dancer (TLX-2).
  if (f === 'tleilaxu') d.faceDancerReveal = d.faceDancerReveal === 'never' ? 'ask' : 'never';
  // And any faction's order for the cards it wins as the Ixians' ally (IX-12).
  if (f !== 'ixians') d.replacementOrders = { ...d.replacementOrders, [f]: d.replacementOrders?.[f] === 'replace' ? 'keep' : 'replace' };
  return d;
}

/** Cards of other kinds than `seen`, as many, taken from the bottom of the (secret) deck, which gets `seen` in their place. */
function otherCardsThan(d: DuneState, seen: readonly CardId[]): CardId[] {
  const instead = [...d.decks.treachery]
    .reverse()
    .filter((c) => !seen.some((x) => sameKind(x, c)))
    .slice(0, seen.length);
  d.decks.treachery = d.decks.treachery.filter((c) => !instead.includes(c)).concat(seen.slice(0, instead.length));
  return [...instead, ...seen.slice(instead.length)];
}

const sameKind = (a: CardId, b: CardId) => a.slice(0, a.lastIndexOf('-')) === b.slice(0, b.lastIndexOf('-'));

/** Every view that must not change when f's secrets change: the public one and all other seats'. */
export const viewsOthersSee = (s: DuneState, f: FactionId): Record<string, string> => viewsBut(s, f);

function viewsBut(s: DuneState, f: FactionId | null): Record<string, string> {
  const out: Record<string, string> = { public: JSON.stringify(publicView(s)) };
  for (const g of s.factions) if (g !== f) out[g] = JSON.stringify(privateView(s, g));
  return out;
}

/**
 * `viewsOthersSee(s, f)` for every seat f at once: the state's views are made once, not once per
 * seat (a check of all six seats asks each view five times otherwise).
 */
export function viewsOthersSeeEach(s: DuneState): (f: FactionId) => Record<string, string> {
  const all = viewsBut(s, null);
  return (f) => Object.fromEntries(Object.entries(all).filter(([seat]) => seat !== f));
}

export { ALL_CARDS };
