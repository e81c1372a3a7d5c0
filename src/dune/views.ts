import { cardName, spiceCardName } from './data/cards';
import { FACTIONS, LEADERS, factionName, leader as leaderData, type LeaderId } from './data/factions';
import { traitorName } from './data/traitors';
import { POLAR_SINK_SECTOR, territory } from './data/map';
import { allyOf, isAdvisorStack, total } from './board';
import { hooksOf } from './factions';
import { PHASE_MODULES } from './phases';
import { KH_OWNER } from './phases/battle/kwisatz-haderach';
import { PRESCIENT } from './phases/battle/prescience';
import { VOICE } from './phases/battle/voice';
import { TECHNOLOGIST, technologyOrderView } from './factions/ixians/technology';
import { DANCER_HOLDER, faceDancerRevealOf } from './factions/tleilaxu/reveal-order';
import { replacementOrderView } from './factions/ixians/replacement-order';
import { describeOrder, ordersOf } from './cards/karama/order-book';
import { activeStops } from './cards/karama/stops';
import { pendingQuestions } from './cards/truthtrance';
import { supportOffered } from './deals/ally-support';
import { openProposals, publicDeals } from './deals/deal';
import { of, type DuneState, type FactionId, type ForceStack, type HmsState } from './state';
import type { BoardEntry, BoardView, HmsView } from './shape/board-view';
import { PHASE_TITLES } from './shape/phase';
import { optionsInPlay } from './expansion-options';
import { techTokensView } from './tech-tokens/view';

/**
 * Views are built positively: each lists the facts its reader may see, field by field, instead of
 * copying the state and deleting secrets (the mistake behind boardgame.io issues #399 and #1159).
 * A field added to the state is therefore secret until someone adds it here on purpose. Every key
 * is present in every view, null or empty when there is nothing to show, so that readers (and
 * scenario files) never meet a missing key.
 */
export function publicView(s: DuneState) {
  const module = PHASE_MODULES[s.phase];
  const living = gholas(s);
  return {
    game: 'dune' as const,
    turn: s.turn,
    turns: s.options.turns,
    phase: s.phase,
    phaseTitle: PHASE_TITLES[s.phase],
    storm: s.storm,
    stormOrder: [...s.stormOrder],
    factions: s.factions.map((f) => ({ faction: f, name: factionName(f), circle: of(s.circles, f) })),
    board: s.board.map(boardEntry),
    spiceOnBoard: s.spiceOnBoard.map((p) => ({ territory: territory(p.territory).name, sector: p.sector, amount: p.amount })),
    tanks: Object.fromEntries(
      s.factions.map((f) => {
        const t = of(s.tanks, f);
        // Every key is present: `kwisatzHaderach` is true while the Atreides' Kwisatz Haderach lies there, else null.
        const kh = f === KH_OWNER && s.kwisatzHaderachDead === true ? true : null;
        return [f, { forces: total(t), elite: t.elite, leaders: leadersWhere(s, f, 'tanks'), kwisatzHaderach: kh }];
      }),
    ),
    captured: s.factions.flatMap((f) => leadersWhere(s, f, 'captured').map((name) => ({ leader: name, owner: f }))),
    // TLX-11: the Gholas living in the Tleilaxu's pool, each with its owner (public: it was revived in the open).
    ...(living.length ? { gholas: living } : {}),
    // The Tleilaxu's Face Dancers once revealed (TLX-2); the others are their secret.
    ...(s.faceDancers ? { faceDancersRevealed: s.faceDancers.filter((d) => d.revealed).map((d) => traitorName(d.leader)) } : {}),
    // The Tech Tokens lie in front of the shields (TECH-1): everybody sees who holds which.
    ...(s.techTokens ? { techTokens: techTokensView(s) } : {}),
    alliances: s.alliances.map((a) => [a[0], a[1]] as [FactionId, FactionId]),
    // Bribes lie in front of the shield (rules §15): the table sees them until the Mentat Pause.
    bribesInFront: Object.fromEntries(s.factions.flatMap((f) => ((s.bribes[f] ?? 0) > 0 ? [[f, s.bribes[f] as number]] : []))) as Partial<
      Record<FactionId, number>
    >,
    treacheryDiscard: s.decks.treacheryDiscard.map(cardName),
    treacheryDeckSize: s.decks.treachery.length,
    spiceDiscard: { A: s.decks.spiceDiscard[0].map(spiceCardName), B: s.decks.spiceDiscard[1].map(spiceCardName) },
    spiceDeckSize: s.decks.spice.length,
    // S002-INFO-1: the number of cards in each hand is public during bidding (null at other times).
    handSizes: s.phase === 'bidding' ? (Object.fromEntries(s.factions.map((f) => [f, of(s.hands, f).length])) as Partial<Record<FactionId, number>>) : null,
    shieldWallDestroyed: s.shieldWallDestroyed,
    // The Hidden Mobile Stronghold's host piece is public (IX-3, IX-5): null until it is placed.
    ...(s.hms ? { hms: hmsView(s.hms) } : {}),
    // The Ixians' permission for their ally's replacements is public (IX-12): shown only when withheld.
    ...(s.replacementRefused ? { replacementRefused: true } : {}),
    wormsSeen: s.wormsSeen,
    // Karama stops in force, Truthtrance questions awaiting an answer, deals made in public.
    karamaStops: activeStops(s).map((x) => ({ power: x.power, faction: x.faction, by: x.by, scope: x.scope })),
    questions: pendingQuestions(s).map((q) => ({ id: q.id, asker: q.asker, target: q.target, question: q.question })),
    deals: publicDeals(s.deals),
    // Only the options that can change this game: a base game lists none of the expansion's.
    options: optionsInPlay(s.options, s.factions),
    waitingFor: module.publicWaitingFor?.(s) ?? module.waitingFor(s),
    // Of those, the ones deciding in secret (a plan, a dial, a traitor): asked by DM, not pinged.
    decidingInPrivate: module.decidingInPrivate?.(s) ?? [],
    expecting: module.expecting(s),
    step: module.publicStep?.(s) ?? {},
    winner: s.winner ? { factions: [...s.winner.factions], reason: s.winner.reason } : null,
  };
}

export type PublicView = ReturnType<typeof publicView>;

/** The board as the channel sees it: what a picture of the board is drawn from. */
export function boardView(s: DuneState): BoardView {
  const v = publicView(s);
  return {
    turn: v.turn,
    turns: v.turns,
    phase: v.phase,
    phaseTitle: v.phaseTitle,
    storm: v.storm,
    board: v.board,
    spiceOnBoard: v.spiceOnBoard,
    factions: v.factions,
    shieldWallDestroyed: v.shieldWallDestroyed,
    ...(v.hms ? { hms: v.hms } : {}),
  };
}

/** The HMS as every reader sees it: whose, and the host piece it points at (null before it is placed). */
function hmsView(hms: HmsState): HmsView {
  const host = hms.host;
  return {
    owner: hms.owner,
    host: host ? { territory: territory(host.territory).name, sector: host.sector === POLAR_SINK_SECTOR ? null : host.sector } : null,
  };
}

/** The factions the game waits for, secret decisions included: each seat's view tells it whether it is one. */
export const awaitedNow = (s: DuneState): readonly FactionId[] => PHASE_MODULES[s.phase].waitingFor(s);

/**
 * What one faction sees beyond the public view: its own secrets, and nobody else's. The awaited
 * factions may be given when they are already known (the views of every seat of one state).
 */
export function ownView(s: DuneState, f: FactionId, awaited: readonly FactionId[] = awaitedNow(s)) {
  const reserves = of(s.reserves, f);
  return {
    you: f,
    spice: of(s.spice, f),
    bribes: s.bribes[f] ?? 0,
    reserves: { forces: total(reserves), elite: reserves.elite },
    hand: of(s.hands, f).map(cardName),
    traitors: (s.traitors[f] ?? []).map(traitorName),
    ...(s.faceDancers && FACTIONS.get(f)?.faceDancers
      ? { faceDancers: s.faceDancers.map((d) => ({ leader: traitorName(d.leader), revealed: d.revealed })) }
      : {}),
    leaders: [...FACTIONS.get(f)!.leaders].map((l) => ({
      leader: l.name,
      strength: l.strength,
      location: s.leaders[l.id]?.location ?? 'pool',
      deaths: s.leaders[l.id]?.deaths ?? 0,
      faceDown: s.leaders[l.id]?.faceDown === true,
    })),
    ...(hooksOf(f).setupSecret?.kept === 'prediction' && s.prediction ? { prediction: { faction: s.prediction.faction, turn: s.prediction.turn } } : {}),
    ...(hooksOf(f).storm?.deck && s.stormCard !== null && !s.stormCardUnseen ? { nextStorm: s.stormCard } : {}),
    ...(ordersOf(s, f).length ? { karamaOrders: ordersOf(s, f).map(describeOrder) } : {}),
    // Voice and prescience decided in advance (phases/battle/standing-orders.ts): the giver's alone.
    ...(f === VOICE && s.voiceOrders ? { voiceOrders: s.voiceOrders.map((o) => ({ opponent: o.opponent, decision: o.decision && { ...o.decision } })) } : {}),
    ...(f === PRESCIENT && s.prescienceOrders ? { prescienceOrders: s.prescienceOrders.map((o) => ({ ...o })) } : {}),
    // IX-10: the Ixians' Technology order for the coming (or current) Bidding phase, theirs alone.
    ...(f === TECHNOLOGIST ? technologyOrderView(s) : {}),
    // TLX-2: the Tleilaxu's standing order for revealing a Face Dancer, theirs alone.
    ...(f === DANCER_HOLDER && s.faceDancers ? { faceDancerReveal: faceDancerRevealOf(s) } : {}),
    // IX-12: the Ixians' ally's standing order for the cards it wins, its own.
    ...replacementOrderView(s, f),
    proposals: openProposals(s.deals, f),
    // Whether the game waits for this seat: its own fact, even when the public list leaves it out
    // (a holder of Weather Control is asked privately).
    awaited: awaited.includes(f),
    ...allySupportView(s, f),
    private: PHASE_MODULES[s.phase].privateStep?.(s, f) ?? {},
  };
}

export type OwnView = ReturnType<typeof ownView>;

/**
 * Everything one faction may see: the public view plus its own secrets, and nobody else's. The
 * public part and the seat's own part may be given when they are already built (the views of
 * every seat of one state).
 */
export function privateView(s: DuneState, f: FactionId, pub: PublicView = publicView(s), own: OwnView = ownView(s, f)) {
  // Copied onto the public view in one go: a spread of the public view among the optional parts
  // of the own part copied its every key once per part.
  return Object.assign({}, pub, own);
}

export type PrivateView = ReturnType<typeof privateView>;

/** Between allies: the spice each lets the other draw for bids and shipments (rules §14.2). */
function allySupportView(s: DuneState, f: FactionId) {
  const ally = allyOf(s, f);
  return ally ? { allySupport: { offered: supportOffered(s, f), fromAlly: supportOffered(s, ally) } } : {};
}

function boardEntry(x: ForceStack): BoardEntry {
  return {
    faction: x.faction,
    territory: territory(x.territory).name,
    sector: x.sector === 0 ? null : x.sector,
    forces: total(x),
    elite: x.elite,
    advisor: isAdvisorStack(x),
  };
}

/** TLX-11: the living Gholas (in a pool or captured), each with its owner and the faction it lives for. */
function gholas(s: DuneState): { leader: string; owner: FactionId; holder: FactionId }[] {
  // A loop over the leaders, not a list made of them: the public view is built at every change, and nearly always finds none.
  const living: { leader: string; owner: FactionId; holder: FactionId }[] = [];
  for (const l of LEADERS.keys()) {
    const holder = s.leaders[l]?.ghola;
    if (holder) living.push({ leader: leaderData(l).name, owner: leaderData(l).faction, holder });
  }
  return living;
}

function leadersWhere(s: DuneState, f: FactionId, where: 'tanks' | 'captured'): string[] {
  return [...FACTIONS.get(f)!.leaders].filter((l) => s.leaders[l.id as LeaderId]?.location === where).map((l) => l.name);
}
