import { check, fail, valueOrFail } from '../engine/result';
import { Rng } from '../engine/rng';
import { allyOf, chooseForces, computeStormOrder, isAdvisorStack, placeForces, subtract, total } from './board';
import { karamaOrder } from './cards/karama/orders';
import { POWER_IDS, power, powerName } from './cards/karama/powers';
import { makeStop } from './cards/karama/stops';
import { capital, checkStopTarget } from './cards/karama/target';
import type { Ctx } from './context';
import { SANDTROUT, cardKind, isWorm, spiceDeckFor, type CardId, type SpiceCardId } from './data/cards';
import { hasAdvisorSide } from './data/faction-traits';
import { FACTIONS, faction as factionData } from './data/factions';
import { HMS, POLAR_SINK_SECTOR, territory as territoryData, type TerritoryId } from './data/map';
import { hooksOf } from './factions';
import { enterPhase } from './flow';
import { normalize, resolveCardKind, resolveFaction, resolveLeader, resolveTerritory, resolveTraitorCard } from './names';
import { cheapHeroTraitorOn, traitorLeader, type TraitorCardId } from './data/traitors';
import { resolvePiece } from './pieces';
import { checkSetupPatch, type DeckPatch, type SetupPatch } from './setup-patch-shape';
import { dealTraitors, dealtTraitors, lastPlacement, startingPlacer, traitorsPicked } from './phases/setup';
import { PHASES, of, type DuneState, type FactionId, type Forces, type PhaseId } from './state';
import { layTechTokens } from './tech-tokens/setup';
import { settableLimits } from './factions/tleilaxu/raise-limit';
import { agrees } from './victory/describe';

/** What a setup patch is lives beside its check from JSON; it is named here too, where it is applied. */
export type { SetupPatch } from './setup-patch-shape';

const inGame = (s: DuneState, name: string): FactionId => {
  const f = valueOrFail(resolveFaction(name));
  check(s.factions.includes(f), 'not-in-game', `The ${factionData(f).name} ${agrees(f, 'are')} not in this game.`);
  return f;
};

function forcesOf(v: number | { forces: number; elite?: number }, what: string): Forces {
  if (typeof v === 'number') return { regular: nonNegative(v, what), elite: 0 };
  const [forces, elite] = [nonNegative(v.forces, `${what} (forces)`), nonNegative(v.elite ?? 0, `${what} (elite)`)];
  check(elite <= forces, 'bad-setup', `${what}: ${elite} starred forces among ${forces} forces is too many.`);
  return { regular: forces - elite, elite };
}

/**
 * Applies a setup patch to a game still in setup: the setup decisions not covered by the patch
 * are made with defaults, the position is laid out, and the game enters the requested phase.
 */
export function applySetupPatch(s: DuneState, patch: unknown, ctx: Ctx & { phaseEnded(): boolean; reset(): void }): void {
  checkSetupPatch(patch);
  const phase = patch.phase === undefined ? undefined : resolvePhase(patch.phase);
  if (patch.traitorDeck !== undefined) redealTraitors(s, patch.traitorDeck);
  if (phase !== undefined && phase !== 'setup') completeSetupWithDefaults(s, patch);

  if (patch.turn !== undefined) {
    check(Number.isInteger(patch.turn) && patch.turn >= 1 && patch.turn <= s.options.turns, 'bad-setup', `turn must be 1 to ${s.options.turns}.`);
    s.turn = patch.turn;
  }
  if (patch.storm !== undefined) {
    check(Number.isInteger(patch.storm) && patch.storm >= 1 && patch.storm <= 18, 'bad-setup', 'storm must be a sector from 1 to 18.');
    s.storm = patch.storm;
  }
  if (patch.spice) for (const [k, v] of Object.entries(patch.spice)) s.spice[inGame(s, k)] = nonNegative(v, `spice of ${k}`);
  if (patch.bribes) for (const [k, v] of Object.entries(patch.bribes)) s.bribes[inGame(s, k)] = nonNegative(v, `bribes of ${k}`);
  if (patch.tanks) for (const [k, v] of Object.entries(patch.tanks)) fillTanks(s, inGame(s, k), forcesOf(v, `tanks of ${k}`), !patch.board);
  if (patch.board) layBoard(s, patch.board);
  if (patch.reserves) for (const [k, v] of Object.entries(patch.reserves)) s.reserves[inGame(s, k)] = forcesOf(v, `reserves of ${k}`);
  if (patch.board || patch.reserves || patch.tanks)
    for (const f of s.factions) {
      const onBoard = s.board.filter((x) => x.faction === f).reduce((n, x) => n + total(x), 0);
      const sum = onBoard + total(of(s.reserves, f)) + total(of(s.tanks, f));
      check(sum <= factionData(f).forces, 'bad-setup', `${factionData(f).name} would have ${sum} forces; a faction has ${factionData(f).forces}.`);
    }
  if (patch.leaders) for (const [name, where] of Object.entries(patch.leaders)) placeLeader(s, name, where);
  if (patch.spiceOnBoard) {
    s.spiceOnBoard = [];
    for (const p of patch.spiceOnBoard) {
      const t = valueOrFail(resolveTerritory(p.territory));
      const sector = resolvePiece(s, t, p.sector, { allowStorm: true });
      s.spiceOnBoard.push({ territory: t, sector, amount: nonNegative(p.amount, 'spice amount') });
    }
  }
  const place = (name: string): CardId => takeCard(s, valueOrFail(resolveCardKind(name)));
  if (patch.treacheryDiscard) s.decks.treacheryDiscard = patch.treacheryDiscard.map(place);
  if (patch.hands)
    for (const [k, names] of Object.entries(patch.hands)) {
      const f = inGame(s, k);
      s.decks.treachery.push(...of(s.hands, f));
      s.hands[f] = [];
      s.hands[f] = names.map(place);
    }
  if (patch.treacheryDeck) {
    const { cards, whole } = deckPatch(patch.treacheryDeck);
    const top = cards.map(place);
    // The whole deck: every card named nowhere else leaves the game, so that a reshuffle takes exactly the discard pile.
    if (whole) s.decks.removed.push(...s.decks.treachery.splice(0));
    s.decks.treachery.unshift(...top);
  }
  if (patch.spiceDeck || patch.spiceDiscard) laySpiceDecks(s, patch);
  if (patch.stormCard !== undefined) {
    check(Number.isInteger(patch.stormCard) && patch.stormCard >= 1 && patch.stormCard <= 6, 'bad-setup', 'stormCard must be 1 to 6.');
    s.stormCard = patch.stormCard;
  }
  if (patch.traitors)
    for (const [k, names] of Object.entries(patch.traitors)) {
      const f = inGame(s, k);
      s.traitors[f] = names.map((n) => traitorCardInGame(s, n));
      if (s.step.phase === 'setup') delete s.step.traitorOffers[f];
    }
  if (patch.faceDancers) layFaceDancers(s, patch.faceDancers);
  if (patch.gholas) for (const name of patch.gholas) layGhola(s, name);
  if (patch.techTokens) layTechTokens(s, patch.techTokens, (k) => inGame(s, k));
  if (patch.prediction) {
    const turn = patch.prediction.turn;
    check(Number.isInteger(turn) && turn >= 1 && turn <= s.options.turns, 'bad-setup', `prediction turn must be 1 to ${s.options.turns}.`);
    s.prediction = { faction: inGame(s, patch.prediction.faction), turn };
  }
  if (patch.alliances) {
    s.alliances = [];
    for (const pair of patch.alliances) {
      const [first, second, ...more] = pair;
      if (first === undefined || second === undefined || more.length > 0) fail('bad-setup', 'An alliance is a pair of factions.');
      const [a, b] = [inGame(s, first), inGame(s, second)];
      check(a !== b && !s.alliances.some((x) => [a, b].some((f) => x[0] === f || x[1] === f)), 'bad-setup', 'A faction can be in one alliance of two only.');
      s.alliances.push([a, b]);
    }
  }
  if (patch.allySupport)
    for (const [k, v] of Object.entries(patch.allySupport)) {
      const f = inGame(s, k);
      check(allyOf(s, f), 'bad-setup', `The ${factionData(f).name} ${agrees(f, 'have')} no ally to support (set \`alliances\` too).`);
      s.allySupport = { ...s.allySupport, [f]: nonNegative(v, `allySupport of ${k}`) };
    }
  if (patch.lastWheelUsers) s.lastWheelUsers = patch.lastWheelUsers.map((n) => inGame(s, n));
  if (patch.shieldWallDestroyed !== undefined) s.shieldWallDestroyed = patch.shieldWallDestroyed === true;
  if (patch.replacementRefused === true) s.replacementRefused = true;
  if (patch.replacementRefused === false) delete s.replacementRefused;
  if (patch.wormsSeen !== undefined) s.wormsSeen = nonNegative(patch.wormsSeen, 'wormsSeen');
  if (patch.atreidesBattleLosses !== undefined) s.atreidesBattleLosses = nonNegative(patch.atreidesBattleLosses, 'atreidesBattleLosses');
  if (patch.kwisatzHaderachDead !== undefined) {
    check(s.factions.includes(power('kwisatz-haderach').faction), 'bad-setup', 'The Kwisatz Haderach is the Atreides’, who are not in this game.');
    if (patch.kwisatzHaderachDead === true) s.kwisatzHaderachDead = true;
    else delete s.kwisatzHaderachDead;
  }
  if (patch.karamaPowersUsed) s.karamaPowersUsed = [...new Set(patch.karamaPowersUsed.map((n) => inGame(s, n)))];
  if (patch.starredRevived)
    s.starredRevived = {
      turn: s.turn,
      by: Object.fromEntries(Object.entries(patch.starredRevived).map(([k, v]) => [inGame(s, k), nonNegative(v, `starredRevived of ${k}`)])),
    };
  if (patch.revivalLimits) s.raisedRevivalLimits = { turn: s.turn, limits: setLimits(s, patch.revivalLimits) };
  // Karama set up last, on the finished position: a stop in force as the phase begins, orders waiting for their moment.
  if (patch.karamaStops) layKaramaStops(s, patch.karamaStops, phase);
  if (patch.karamaOrders) giveKaramaOrders(s, patch.karamaOrders, ctx);

  layHms(s, patch, phase);
  s.stormOrder = patch.order ? orderFrom(s, patch.order) : computeStormOrder(s);
  if (phase !== undefined && phase !== 'setup') {
    enterPhase(s, ctx, phase);
    // The phase's entry may recompute the storm order (the storm phase does); an explicit order wins.
    if (patch.order && phase !== 'storm') s.stormOrder = orderFrom(s, patch.order);
  }
}

/**
 * The HMS's host (IX-3): the one named, off any stronghold; left out, the Polar Sink once the
 * turn-1 storm is over (it was placed then), and none before. Only the Ixians' game has one.
 */
function layHms(s: DuneState, patch: SetupPatch, phase: PhaseId | undefined): void {
  const hms = s.hms;
  if (!patch.hms) {
    const placed = phase !== undefined && phase !== 'setup' && !(s.turn === 1 && phase === 'storm');
    if (hms && hms.host === null && placed) hms.host = { territory: 'polar-sink', sector: POLAR_SINK_SECTOR };
    return;
  }
  check(hms !== undefined, 'bad-setup', 'This game has no Hidden Mobile Stronghold (neither the Ixians nor `hmsWithoutIxians`).');
  const t = valueOrFail(resolveTerritory(patch.hms.territory));
  check(t !== HMS && territoryData(t).type !== 'stronghold', 'bad-setup', `The HMS never points at a stronghold: ${territoryData(t).name} is one.`);
  hms.host = { territory: t, sector: resolvePiece(s, t, patch.hms.sector, { allowStorm: true }) };
}

/**
 * A leader's place and deaths. In the Tanks it has died at least once, and a leader that died
 * twice or more lies face down there (GF9 1.05.04); a leader back in its pool may have died before.
 */
function placeLeader(s: DuneState, name: string, where: NonNullable<SetupPatch['leaders']>[string]): void {
  const id = valueOrFail(resolveLeader(name));
  const { location, deaths } = typeof where === 'object' && where !== null ? where : { location: where, deaths: undefined };
  const l = s.leaders[id];
  check(l, 'bad-setup', `${name}'s faction is not in this game.`);
  l.location = location;
  l.deaths = deaths === undefined ? Math.max(l.deaths, location === 'tanks' ? 1 : 0) : nonNegative(deaths, `deaths of ${name}`);
  check(location !== 'tanks' || l.deaths >= 1, 'bad-setup', `${name} is in the Tanks, so has died at least once (deaths 1 or more).`);
  l.faceDown = location === 'tanks' && l.deaths >= 2;
}

/** TLX-11: another faction's leader alive in the Tleilaxu's pool, as their Ghola. */
function layGhola(s: DuneState, name: string): void {
  check(s.factions.includes(GHOLA_HOLDER), 'bad-setup', '`gholas` are the Tleilaxu’s, and the Tleilaxu are not in this game.');
  const id = valueOrFail(resolveLeader(name));
  const l = s.leaders[id];
  check(l, 'bad-setup', `${name}'s faction is not in this game.`);
  check(!factionData(GHOLA_HOLDER).leaders.some((x) => x.id === id), 'bad-setup', `${name} is a Tleilaxu leader, not a Ghola.`);
  l.location = 'pool';
  l.faceDown = false;
  l.deaths = Math.max(l.deaths, 1);
  l.ghola = GHOLA_HOLDER;
}

/** TLX-8: the limits the Tleilaxu set, each for another faction in the game and one they may set (3 to 5 with OP-7 `persistent`, else 5). */
function setLimits(s: DuneState, named: Record<string, number>): Partial<Record<FactionId, number>> {
  check(s.factions.includes(GHOLA_HOLDER), 'bad-setup', '`revivalLimits` are set by the Tleilaxu, and the Tleilaxu are not in this game.');
  const limits: Partial<Record<FactionId, number>> = {};
  for (const [name, limit] of Object.entries(named)) {
    const f = inGame(s, name);
    check(f !== GHOLA_HOLDER, 'bad-setup', 'The Tleilaxu have no revival limit to set: theirs has none.');
    check(
      settableLimits(s).includes(limit),
      'bad-setup',
      `\`revivalLimits\` of ${name}: ${limit} is not a limit the Tleilaxu may set (${settableLimits(s).join(', ')}).`,
    );
    limits[f] = limit;
  }
  return limits;
}

/** Who holds Gholas and sets revival limits. */
const GHOLA_HOLDER: FactionId = 'tleilaxu';

function resolvePhase(name: string): PhaseId {
  const all: readonly string[] = ['setup', ...PHASES];
  const hit = all.find((p) => normalize(p) === normalize(name)) ?? (normalize(name) === 'nexus' ? 'spice-blow' : undefined);
  if (!hit) fail('bad-setup', `Unknown phase "${name}"; phases are ${all.join(', ')}.`);
  return hit as PhaseId;
}

function nonNegative(v: unknown, what: string): number {
  check(typeof v === 'number' && Number.isInteger(v) && v >= 0, 'bad-setup', `${what} must be a whole number of 0 or more, not ${JSON.stringify(v)}.`);
  return v;
}

function orderFrom(s: DuneState, names: string[]): FactionId[] {
  const order = names.map((n) => inGame(s, n));
  check(
    order.length === s.factions.length && new Set(order).size === order.length,
    'bad-setup',
    `order must list each of the ${s.factions.length} factions once.`,
  );
  return order;
}

/** Setup decisions the patch does not make are made with plain defaults. */
function completeSetupWithDefaults(s: DuneState, patch: SetupPatch): void {
  if (s.step.phase !== 'setup') return;
  const st = s.step;
  const picking = Object.keys(st.traitorOffers).length > 0;
  for (const f of s.factions) {
    const offers = st.traitorOffers[f];
    if (!offers) continue;
    const [kept, ...rest] = offers;
    if (!kept) continue;
    s.traitors[f] = [kept];
    s.decks.traitors.push(...rest);
  }
  st.traitorOffers = {};
  if (picking) traitorsPicked(s, new Rng(s.rng));
  for (const f of s.factions) {
    const secret = hooksOf(f).setupSecret;
    if (secret && !secret.made(s) && !(patch.prediction && secret.kept === 'prediction')) secret.byDefault(s, f);
  }
  if (!patch.board) {
    const placer = startingPlacer(s);
    const fallback = placer && hooksOf(placer).startingForces?.fallback;
    if (placer && fallback && st.fremenToPlace > 0) {
      subtract(of(s.reserves, placer), { regular: st.fremenToPlace, elite: 0 });
      placeForces(s, placer, fallback.territory, fallback.sector, { regular: st.fremenToPlace, elite: 0 });
    }
    const last = lastPlacement(s);
    if (last && st.bgToPlace) {
      subtract(of(s.reserves, last.f), { regular: 1, elite: 0 });
      placeForces(s, last.f, last.power.fallback.territory, last.power.fallback.sector, { regular: 1, elite: 0 });
    }
  }
  st.fremenToPlace = 0;
  st.bgToPlace = false;
}

function layBoard(s: DuneState, board: NonNullable<SetupPatch['board']>): void {
  s.board = [];
  for (const f of s.factions) {
    const t = of(s.tanks, f);
    const data = FACTIONS.get(f)!;
    s.reserves[f] = { regular: data.forces - data.eliteForces - t.regular, elite: data.eliteForces - t.elite };
  }
  for (const e of board) {
    const f = inGame(s, e.faction);
    const t: TerritoryId = valueOrFail(resolveTerritory(e.territory));
    check(t !== HMS || s.hms !== undefined, 'bad-setup', 'This game has no Hidden Mobile Stronghold (neither the Ixians nor `hmsWithoutIxians`).');
    const sector = resolvePiece(s, t, e.sector, { allowStorm: true });
    const advisor = hasAdvisorSide(f) && e.advisor === true;
    // Rules §12.2: Bene Gesserit forces are never both advisors and fighters in one territory.
    check(
      !s.board.some((x) => x.faction === f && x.territory === t && isAdvisorStack(x) !== advisor),
      'bad-setup',
      `The Bene Gesserit are never advisors and fighters in one territory (${territoryData(t).name}): give its rows the same \`advisor\`.`,
    );
    const forces = chooseForces(of(s.reserves, f), nonNegative(e.forces, 'forces'), e.elite, f, `left for the board (${territoryData(t).name})`);
    subtract(of(s.reserves, f), forces);
    const stack = placeForces(s, f, t, sector, forces, advisor);
    if (e.advisedThisTurn !== undefined) {
      check(stack.advisor === true, 'bad-setup', '`advisedThisTurn` marks Bene Gesserit advisors (`advisor: true`).');
      if (e.advisedThisTurn === true) stack.advisedTurn = s.turn;
    }
  }
}

/** Moves one card of the kind out of the deck, the discard pile or a hand, to be placed elsewhere. */
function takeCard(s: DuneState, kind: string): CardId {
  const piles: CardId[][] = [s.decks.treachery, s.decks.treacheryDiscard, ...s.factions.map((f) => of(s.hands, f))];
  for (const pile of piles) {
    const i = pile.findIndex((c) => cardKind(c).id === kind);
    if (i >= 0) return pile.splice(i, 1)[0] as CardId;
  }
  fail('bad-setup', `No ${kind} card is left to place: the deck has only so many copies.`);
}

function deckPatch(v: DeckPatch): { cards: string[]; whole: boolean } {
  return Array.isArray(v) ? { cards: v, whole: false } : { cards: v.whole, whole: true };
}

/**
 * Forces into a faction's Tanks. Without a `board`, they come out of the reserves (and those the
 * Tanks held go back there), as `board` lays out forces from the reserves; `board` itself counts
 * the Tanks when it fills the reserves.
 */
function fillTanks(s: DuneState, f: FactionId, dead: Forces, fromReserves: boolean): void {
  if (fromReserves) {
    const [reserve, tanks] = [of(s.reserves, f), of(s.tanks, f)];
    const left = { regular: reserve.regular + tanks.regular - dead.regular, elite: reserve.elite + tanks.elite - dead.elite };
    check(
      left.regular >= 0 && left.elite >= 0,
      'bad-setup',
      `The ${factionData(f).name} ${agrees(f, 'have')} ${total(reserve) + total(tanks)} forces (${reserve.elite + tanks.elite} starred) in reserve to put in the Tanks, not ${total(dead)} (${dead.elite} starred).`,
    );
    s.reserves[f] = left;
  }
  s.tanks[f] = dead;
}

/** A traitor card named in the setup: a leader of a faction in this game, or the Cheap Hero traitor when it is in the deck (TRAITOR-CHEAP-HERO). */
function traitorCardInGame(s: DuneState, name: string): TraitorCardId {
  const card = valueOrFail(resolveTraitorCard(name));
  const l = traitorLeader(card);
  if (l) check(s.leaders[l] !== undefined, 'bad-setup', `${name}'s faction is not in this game.`);
  else check(cheapHeroTraitorOn(s.options, s.factions), 'bad-setup', 'The Cheap Hero traitor is not in this game: it needs the option cheapHeroTraitor.');
  return card;
}

/** The Face Dancers named, in place of those held: the old ones go back into the traitor deck, the new ones leave it. */
function layFaceDancers(s: DuneState, named: NonNullable<SetupPatch['faceDancers']>): void {
  check(
    s.factions.some((f) => factionData(f).faceDancers > 0),
    'bad-setup',
    '`faceDancers` are the Tleilaxu’s, and the Tleilaxu are not in this game.',
  );
  check(Array.isArray(named), 'bad-setup', '`faceDancers` is a list of leader names, or of `{ leader, revealed }`.');
  const dancers = named.map((d) => {
    const { leader, revealed } = typeof d === 'string' ? { leader: d, revealed: false } : d;
    return { leader: traitorCardInGame(s, leader), revealed: revealed === true };
  });
  check(new Set(dancers.map((d) => d.leader)).size === dancers.length, 'bad-setup', 'A leader is named twice among the Face Dancers.');
  s.decks.traitors.push(...(s.faceDancers ?? []).map((d) => d.leader));
  s.decks.traitors = s.decks.traitors.filter((l) => !dancers.some((d) => d.leader === l));
  s.faceDancers = dancers;
}

/**
 * The traitor deck before the deal, given on top of the others or whole: every traitor card goes
 * back, the deck is laid, and each faction is dealt four again in seating order (GF9: the
 * Harkonnen keep all four, the others choose one; a later `phase` keeps the first by default).
 */
function redealTraitors(s: DuneState, v: DeckPatch): void {
  const st = s.step;
  check(st.phase === 'setup', 'bad-setup', '`traitorDeck` is the deck the traitors are dealt from at setup; this game is past it.');
  const { cards, whole } = deckPatch(v);
  const named = cards.map((n) => traitorCardInGame(s, n));
  for (const [i, l] of named.entries()) {
    check(named.indexOf(l) === i, 'bad-setup', `${cards[i]} is named twice in the traitor deck.`);
  }
  // The deck as it stood before the deal: the cards dealt, in dealing order, then the rest.
  const before = [...s.factions.flatMap((f) => st.traitorOffers[f] ?? s.traitors[f] ?? []), ...(s.faceDancers ?? []).map((d) => d.leader), ...s.decks.traitors];
  const deck = whole ? named : [...named, ...before.filter((l) => !named.includes(l))];
  const dealt = dealtTraitors(s).length;
  const needed = 4 * dealt;
  check(
    deck.length >= needed,
    'bad-setup',
    `The traitor deck deals 4 cards to each of the ${dealt} factions: it needs ${needed} cards or more, not ${deck.length}.`,
  );
  s.decks.traitors = deck;
  st.traitorOffers = {};
  delete s.faceDancers;
  for (const f of s.factions) s.traitors[f] = [];
  dealTraitors(s, new Rng(s.rng));
}

/**
 * Karamas played by hand earlier in the phase set up (GF9 3.01.11.01), as the public view lists
 * them: each stops its power from the phase's start, for one use or the phase as `karamaScope`
 * says. Only where a Karama could have been played by hand: in the phase where the power is used,
 * not against a power used as its phase begins (a standing order stops that: `karamaOrders`).
 */
function layKaramaStops(s: DuneState, list: NonNullable<SetupPatch['karamaStops']>, phase: PhaseId | undefined): void {
  for (const x of list) {
    const by = inGame(s, x.by);
    const id = POWER_IDS.find((p) => p === x.power);
    if (!id) fail('bad-setup', `Unknown power ${JSON.stringify(x.power)} in \`karamaStops\`; powers are ${POWER_IDS.join(', ')}.`);
    checkStopTarget(s, by, id, undefined);
    const p = power(id);
    const name = powerName(id);
    check(
      !p.inAdvance,
      'bad-setup',
      `${capital(name)} is used as its phase begins, before anyone can play a Karama by hand: set up a standing order (\`karamaOrders\`).`,
    );
    check(
      phase !== undefined && p.phases.includes(phase),
      'bad-setup',
      `A Karama played by hand stops ${name} in the phase where it is used (${p.phases.join(' or ')}): set \`phase\` to it.`,
    );
    check(
      !p.ally || allyOf(s, p.faction) !== undefined,
      'bad-setup',
      `The ${factionData(p.faction).name} ${agrees(p.faction, 'have')} no ally: ${name} is not theirs to use (set \`alliances\`).`,
    );
    check(!s.karamaStops.some((y) => y.power === id), 'bad-setup', `${capital(name)} is stopped twice in \`karamaStops\`.`);
    s.karamaStops.push(makeStop(s, id, by, phase));
  }
}

/** Standing Karama orders given before the phase begins, each checked as the `karama-order` action checks it (the giver is told, privately). */
function giveKaramaOrders(s: DuneState, orders: NonNullable<SetupPatch['karamaOrders']>, ctx: Ctx): void {
  for (const [k, list] of Object.entries(orders)) {
    const f = inGame(s, k);
    for (const args of list) karamaOrder.run(s, f, args, ctx);
  }
}

function laySpiceDecks(s: DuneState, patch: SetupPatch): void {
  const pool: SpiceCardId[] = spiceDeckFor(s.options, s.factions);
  const takeSpice = (name: string): SpiceCardId => {
    const wanted =
      normalize(name) === normalize('Shai-Hulud') || normalize(name) === 'worm' || normalize(name) === 'sandworm'
        ? 'worm'
        : normalize(name) === SANDTROUT
          ? SANDTROUT
          : valueOrFail(resolveTerritory(name));
    const i = pool.findIndex((c) => (wanted === 'worm' ? isWorm(c) : c === wanted));
    if (i < 0) fail('bad-setup', `No "${name}" spice card is left to place.`);
    return pool.splice(i, 1)[0] as SpiceCardId;
  };
  const d = patch.spiceDiscard;
  const [a, b] = Array.isArray(d) ? [d, []] : [d?.A ?? [], d?.B ?? []];
  const discardA = a.map(takeSpice);
  const discardB = b.map(takeSpice);
  const deck = patch.spiceDeck === undefined ? undefined : deckPatch(patch.spiceDeck);
  const top = (deck?.cards ?? []).map(takeSpice);
  // The whole deck: the cards named nowhere leave the game, so that a reshuffle takes exactly the discard piles.
  const rest = deck?.whole ? [] : s.decks.spice.filter((c) => pool.includes(c));
  s.decks.spice = [...top, ...rest];
  s.decks.spiceDiscard = [discardA, discardB];
}
