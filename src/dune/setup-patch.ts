import { check, fail, valueOrFail } from '../engine/result';
import { allyOf, chooseForces, computeStormOrder, placeForces, subtract, total } from './board';
import type { Ctx } from './context';
import { ALL_SPICE_CARDS, cardKind, isWorm, type CardId, type SpiceCardId } from './data/cards';
import { FACTIONS, faction as factionData, type LeaderId } from './data/factions';
import { territory as territoryData, type TerritoryId } from './data/map';
import { enterPhase } from './flow';
import { normalize, resolveCardKind, resolveFaction, resolveLeader, resolveTerritory } from './names';
import { resolvePiece } from './pieces';
import { PHASES, of, type DuneState, type FactionId, type LeaderState, type PhaseId } from './state';

/**
 * A position to start from, as scenario files and moderators describe it (docs/scenarios.md).
 * Every key is optional; names are matched like action arguments.
 */
export interface SetupPatch {
  turn?: number;
  phase?: string;
  storm?: number;
  order?: string[];
  spice?: Record<string, number>;
  bribes?: Record<string, number>;
  /** `advisedThisTurn`: Bene Gesserit advisors that became advisors this turn (they control nothing this turn, S003-CTRL-1). */
  board?: { faction: string; territory: string; sector?: number; forces: number; elite?: number; advisor?: boolean; advisedThisTurn?: boolean }[];
  reserves?: Record<string, number | { forces: number; elite?: number }>;
  tanks?: Record<string, number | { forces: number; elite?: number }>;
  /** Where each leader is; with `deaths`, how often it has died (a second death lies face down in the Tanks, GF9 1.05.04). */
  leaders?: Record<string, LeaderLocation | { location: LeaderLocation; deaths?: number }>;
  spiceOnBoard?: { territory: string; sector?: number; amount: number }[];
  hands?: Record<string, string[]>;
  traitors?: Record<string, string[]>;
  prediction?: { faction: string; turn: number };
  alliances?: string[][];
  /** `{ payer: amount }`: the spice each ally lets the other draw for bids and shipments (the `support` offer, rules §14.2). */
  allySupport?: Record<string, number>;
  treacheryDeck?: string[];
  treacheryDiscard?: string[];
  spiceDeck?: string[];
  spiceDiscard?: string[] | { A?: string[]; B?: string[] };
  stormCard?: number;
  lastWheelUsers?: string[];
  shieldWallDestroyed?: boolean;
  wormsSeen?: number;
  atreidesBattleLosses?: number;
  /** The Kwisatz Haderach died in a Lasgun/Shield explosion and lies in the Tanks (GF9 2.01.13, 2.01.14). */
  kwisatzHaderachDead?: boolean;
  /** Factions that have already used their once-per-game special Karama power. */
  karamaPowersUsed?: string[];
  /** `{ faction: n }`: Sardaukar or Fedaykin already revived this turn (Advanced: at most 1). */
  starredRevived?: Record<string, number>;
}

type LeaderLocation = LeaderState['location'];

const KEYS: readonly (keyof SetupPatch)[] = [
  'turn',
  'phase',
  'storm',
  'order',
  'spice',
  'bribes',
  'board',
  'reserves',
  'tanks',
  'leaders',
  'spiceOnBoard',
  'hands',
  'traitors',
  'prediction',
  'alliances',
  'allySupport',
  'treacheryDeck',
  'treacheryDiscard',
  'spiceDeck',
  'spiceDiscard',
  'stormCard',
  'lastWheelUsers',
  'shieldWallDestroyed',
  'wormsSeen',
  'atreidesBattleLosses',
  'kwisatzHaderachDead',
  'karamaPowersUsed',
  'starredRevived',
];

const inGame = (s: DuneState, name: string): FactionId => {
  const f = valueOrFail(resolveFaction(name));
  check(s.factions.includes(f), 'not-in-game', `${factionData(f).name} are not in this game.`);
  return f;
};

const forcesOf = (v: number | { forces: number; elite?: number }) =>
  typeof v === 'number' ? { regular: v, elite: 0 } : { regular: v.forces - (v.elite ?? 0), elite: v.elite ?? 0 };

/**
 * Applies a setup patch to a game still in setup: the setup decisions not covered by the patch
 * are made with defaults, the position is laid out, and the game enters the requested phase.
 */
export function applySetupPatch(s: DuneState, patch: SetupPatch, ctx: Ctx & { phaseEnded(): boolean; reset(): void }): void {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) fail('bad-setup', '`setup` must be an object.');
  for (const k of Object.keys(patch)) check(KEYS.includes(k as keyof SetupPatch), 'bad-setup', `Unknown setup key "${k}"; keys are ${KEYS.join(', ')}.`);
  const phase = patch.phase === undefined ? undefined : resolvePhase(patch.phase);
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
  if (patch.tanks) for (const [k, v] of Object.entries(patch.tanks)) s.tanks[inGame(s, k)] = forcesOf(v);
  if (patch.board) layBoard(s, patch.board);
  if (patch.reserves) for (const [k, v] of Object.entries(patch.reserves)) s.reserves[inGame(s, k)] = forcesOf(v);
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
  if (patch.treacheryDiscard) s.decks.treacheryDiscard = patch.treacheryDiscard.map((n) => takeCard(s, valueOrFail(resolveCardKind(n))));
  if (patch.hands)
    for (const [k, names] of Object.entries(patch.hands)) {
      const f = inGame(s, k);
      s.decks.treachery.push(...of(s.hands, f));
      s.hands[f] = [];
      s.hands[f] = names.map((n) => takeCard(s, valueOrFail(resolveCardKind(n))));
    }
  if (patch.treacheryDeck) {
    const top = patch.treacheryDeck.map((n) => takeCard(s, valueOrFail(resolveCardKind(n))));
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
      s.traitors[f] = names.map((n) => valueOrFail(resolveLeader(n)));
      if (s.step.phase === 'setup') delete s.step.traitorOffers[f];
    }
  if (patch.prediction) {
    const turn = patch.prediction.turn;
    check(Number.isInteger(turn) && turn >= 1 && turn <= s.options.turns, 'bad-setup', `prediction turn must be 1 to ${s.options.turns}.`);
    s.prediction = { faction: inGame(s, patch.prediction.faction), turn };
  }
  if (patch.alliances) {
    s.alliances = [];
    for (const pair of patch.alliances) {
      check(Array.isArray(pair) && pair.length === 2, 'bad-setup', 'An alliance is a pair of factions.');
      const [a, b] = [inGame(s, pair[0] as string), inGame(s, pair[1] as string)];
      check(a !== b && !s.alliances.some((x) => [a, b].some((f) => x[0] === f || x[1] === f)), 'bad-setup', 'A faction can be in one alliance of two only.');
      s.alliances.push([a, b]);
    }
  }
  if (patch.allySupport)
    for (const [k, v] of Object.entries(patch.allySupport)) {
      const f = inGame(s, k);
      check(allyOf(s, f), 'bad-setup', `${factionData(f).name} have no ally to support (set \`alliances\` too).`);
      s.allySupport = { ...s.allySupport, [f]: nonNegative(v, `allySupport of ${k}`) };
    }
  if (patch.lastWheelUsers) s.lastWheelUsers = patch.lastWheelUsers.map((n) => inGame(s, n));
  if (patch.shieldWallDestroyed !== undefined) s.shieldWallDestroyed = patch.shieldWallDestroyed === true;
  if (patch.wormsSeen !== undefined) s.wormsSeen = nonNegative(patch.wormsSeen, 'wormsSeen');
  if (patch.atreidesBattleLosses !== undefined) s.atreidesBattleLosses = nonNegative(patch.atreidesBattleLosses, 'atreidesBattleLosses');
  if (patch.kwisatzHaderachDead !== undefined) {
    check(s.factions.includes('atreides'), 'bad-setup', 'The Kwisatz Haderach is the Atreides’, who are not in this game.');
    if (patch.kwisatzHaderachDead === true) s.kwisatzHaderachDead = true;
    else delete s.kwisatzHaderachDead;
  }
  if (patch.karamaPowersUsed) s.karamaPowersUsed = [...new Set(patch.karamaPowersUsed.map((n) => inGame(s, n)))];
  if (patch.starredRevived)
    s.starredRevived = {
      turn: s.turn,
      by: Object.fromEntries(Object.entries(patch.starredRevived).map(([k, v]) => [inGame(s, k), nonNegative(v, `starredRevived of ${k}`)])),
    };

  s.stormOrder = patch.order ? orderFrom(s, patch.order) : computeStormOrder(s);
  if (phase !== undefined && phase !== 'setup') {
    enterPhase(s, ctx, phase);
    // The phase's entry may recompute the storm order (the storm phase does); an explicit order wins.
    if (patch.order && phase !== 'storm') s.stormOrder = orderFrom(s, patch.order);
  }
}

/**
 * A leader's place and deaths. In the Tanks it has died at least once, and a leader that died
 * twice or more lies face down there (GF9 1.05.04); a leader back in its pool may have died before.
 */
function placeLeader(s: DuneState, name: string, where: NonNullable<SetupPatch['leaders']>[string]): void {
  const id = valueOrFail(resolveLeader(name));
  const { location, deaths } = typeof where === 'object' && where !== null ? where : { location: where, deaths: undefined };
  check(['pool', 'tanks', 'captured'].includes(location), 'bad-setup', `A leader is in "pool", "tanks" or "captured", not "${location}".`);
  const l = s.leaders[id];
  check(l, 'bad-setup', `${name}'s faction is not in this game.`);
  l.location = location;
  l.deaths = deaths === undefined ? Math.max(l.deaths, location === 'tanks' ? 1 : 0) : nonNegative(deaths, `deaths of ${name}`);
  check(location !== 'tanks' || l.deaths >= 1, 'bad-setup', `${name} is in the Tanks, so has died at least once (deaths 1 or more).`);
  l.faceDown = location === 'tanks' && l.deaths >= 2;
}

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
  for (const f of s.factions) {
    const offers = st.traitorOffers[f];
    if (offers) s.traitors[f] = [offers[0] as LeaderId];
  }
  st.traitorOffers = {};
  if (!s.prediction && s.factions.includes('bene-gesserit') && !patch.prediction) {
    const other = s.factions.find((f) => f !== 'bene-gesserit') as FactionId;
    s.prediction = { faction: other, turn: s.options.turns };
  }
  if (!patch.board) {
    if (st.fremenToPlace > 0) {
      subtract(of(s.reserves, 'fremen'), { regular: st.fremenToPlace, elite: 0 });
      placeForces(s, 'fremen', 'sietch-tabr', 13, { regular: st.fremenToPlace, elite: 0 });
    }
    if (st.bgToPlace) {
      subtract(of(s.reserves, 'bene-gesserit'), { regular: 1, elite: 0 });
      placeForces(s, 'bene-gesserit', 'polar-sink', 0, { regular: 1, elite: 0 });
    }
  }
  st.fremenToPlace = 0;
  st.bgToPlace = false;
}

function layBoard(s: DuneState, board: NonNullable<SetupPatch['board']>): void {
  check(Array.isArray(board), 'bad-setup', 'board must be a list of { faction, territory, sector, forces }.');
  s.board = [];
  for (const f of s.factions) {
    const t = of(s.tanks, f);
    const data = FACTIONS.get(f)!;
    s.reserves[f] = { regular: data.forces - data.eliteForces - t.regular, elite: data.eliteForces - t.elite };
  }
  for (const e of board) {
    const f = inGame(s, e.faction);
    const t: TerritoryId = valueOrFail(resolveTerritory(e.territory));
    const sector = resolvePiece(s, t, e.sector, { allowStorm: true });
    const forces = chooseForces(of(s.reserves, f), nonNegative(e.forces, 'forces'), e.elite, f, `left for the board (${territoryData(t).name})`);
    subtract(of(s.reserves, f), forces);
    const stack = placeForces(s, f, t, sector, forces, f === 'bene-gesserit' && e.advisor === true);
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

function laySpiceDecks(s: DuneState, patch: SetupPatch): void {
  const pool: SpiceCardId[] = [...ALL_SPICE_CARDS];
  const takeSpice = (name: string): SpiceCardId => {
    const wanted =
      normalize(name) === normalize('Shai-Hulud') || normalize(name) === 'worm' || normalize(name) === 'sandworm'
        ? 'worm'
        : valueOrFail(resolveTerritory(name));
    const i = pool.findIndex((c) => (wanted === 'worm' ? isWorm(c) : c === wanted));
    if (i < 0) fail('bad-setup', `No "${name}" spice card is left to place.`);
    return pool.splice(i, 1)[0] as SpiceCardId;
  };
  const d = patch.spiceDiscard;
  const [a, b] = Array.isArray(d) ? [d, []] : [d?.A ?? [], d?.B ?? []];
  const discardA = a.map(takeSpice);
  const discardB = b.map(takeSpice);
  const top = (patch.spiceDeck ?? []).map(takeSpice);
  const rest = s.decks.spice.filter((c) => pool.includes(c));
  s.decks.spice = [...top, ...rest];
  s.decks.spiceDiscard = [discardA, discardB];
}
