import { attempt, fail, type Result } from '../engine/result';
import { keyCommitment, Rng, rngKey, type Seed, seedRng } from '../engine/rng';
import { ALL_CARDS, ALL_SPICE_CARDS } from './data/cards';
import { FACTION_IDS, faction as factionData, type LeaderId } from './data/factions';
import { PLAYER_CIRCLE_SECTORS, STORM_START_SECTOR } from './data/map';
import { DEFAULT_OPTIONS, EXPANSION_CHOICES, VARIANTS, isAdvanced, type GameOptions } from './options';
import { hooksOf } from './factions';
import { dealTraitors, placeFixedStartingForces, setupPhase, startingPlacer } from './phases/setup';
import { makeCtx } from './context';
import { settle } from './flow';
import type { DuneEvent } from './events';
import type { DuneState, FactionId } from './state';

export interface CreateParams {
  readonly seats: readonly FactionId[];
  readonly options?: Partial<GameOptions>;
  readonly seed: Seed;
}

/** Checks creation options and fills in the defaults; a bad option is an error, never an exception. */
export const resolveOptions = (input: Partial<GameOptions> | undefined): Result<GameOptions> => attempt(() => checkedOptions(input));

function checkedOptions(input: Partial<GameOptions> | undefined): GameOptions {
  const o = { ...DEFAULT_OPTIONS, ...(input ?? {}) };
  if (o.rules !== 'basic' && o.rules !== 'advanced') fail('bad-option', `rules must be "basic" or "advanced", not ${JSON.stringify(o.rules)}.`);
  if (!Array.isArray(o.variants)) fail('bad-option', 'variants must be a list.');
  for (const v of o.variants) if (!VARIANTS.includes(v)) fail('bad-option', `Unknown variant ${JSON.stringify(v)}; the variants are ${VARIANTS.join(', ')}.`);
  if (o.seating !== 'as-given' && o.seating !== 'random') fail('bad-option', `seating must be "as-given" or "random", not ${JSON.stringify(o.seating)}.`);
  if (!Number.isInteger(o.turns) || o.turns < 1 || o.turns > 20)
    fail('bad-option', `turns must be a whole number from 1 to 20 (GF9 plays 10, AH 15), not ${o.turns}.`);
  for (const [k, values] of Object.entries(EXPANSION_CHOICES) as [keyof typeof EXPANSION_CHOICES, readonly unknown[]][])
    if (!values.includes(o[k])) fail('bad-option', `${k} must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}, not ${JSON.stringify(o[k])}.`);
  const known = new Set(Object.keys(DEFAULT_OPTIONS));
  for (const k of Object.keys(input ?? {})) if (!known.has(k)) fail('bad-option', `Unknown option "${k}"; options are ${[...known].join(', ')}.`);
  return { ...o, variants: [...new Set(o.variants)] };
}

/** Factions of the data whose powers are not built yet, and what is missing (docs/scenarios.md). */
const NOT_YET_PLAYABLE: ReadonlyMap<FactionId, string> = new Map([
  ['ixians', 'their Hidden Mobile Stronghold, their Cyborgs and Suboids, their choice of treachery cards and their Technology are not built'],
]);

/** The factions a game may seat. */
export const PLAYABLE_FACTIONS: readonly FactionId[] = FACTION_IDS.filter((f) => !NOT_YET_PLAYABLE.has(f));

/**
 * A new game at setup: seats on player circles, decks shuffled, starting spice, forces and cards,
 * traitor cards dealt (the Harkonnen keep all four), the storm on its start sector.
 */
export const createGame = (params: CreateParams): Result<{ state: DuneState; events: DuneEvent[] }> => attempt(() => build(params));

function build({ seats, options, seed }: CreateParams): { state: DuneState; events: DuneEvent[] } {
  const o = checkedOptions(options);
  if (!Array.isArray(seats) || seats.length < 2 || seats.length > 6) fail('bad-factions', 'A game needs 2 to 6 factions.');
  for (const f of seats) if (!FACTION_IDS.includes(f)) fail('bad-factions', `Unknown faction ${JSON.stringify(f)}; factions are ${FACTION_IDS.join(', ')}.`);
  for (const f of seats) {
    const missing = NOT_YET_PLAYABLE.get(f);
    if (missing) fail('faction-not-playable', `The ${factionData(f).name} cannot be played yet: ${missing}. Choose another faction.`);
  }
  if (new Set(seats).size !== seats.length) fail('bad-factions', 'Each faction can be played by one seat only.');
  if (!(Number.isInteger(seed) || (typeof seed === 'string' && seed.length > 0))) fail('bad-seed', 'The seed must be a whole number or a non-empty text.');

  const rngState = seedRng(seed);
  const rng = new Rng(rngState);
  const factions: FactionId[] = o.seating === 'random' ? rng.shuffle([...seats]) : [...seats];
  // Seats spread evenly over the six player circles, in seating order.
  const circles = Object.fromEntries(factions.map((f, i) => [f, PLAYER_CIRCLE_SECTORS[Math.floor((i * PLAYER_CIRCLE_SECTORS.length) / factions.length)]]));
  const per = <T>(fn: (f: FactionId) => T) => Object.fromEntries(factions.map((f) => [f, fn(f)])) as Partial<Record<FactionId, T>>;

  const s: DuneState = {
    game: 'dune',
    options: o,
    factions,
    circles,
    turn: 1,
    phase: 'setup',
    step: { phase: 'setup', traitorOffers: {}, fremenToPlace: 0, bgToPlace: false },
    storm: STORM_START_SECTOR,
    stormOrder: [],
    rng: rngState,
    spice: per((f) => factionData(f).startingSpice),
    bribes: {},
    reserves: per((f) => ({ regular: factionData(f).forces - factionData(f).eliteForces, elite: factionData(f).eliteForces })),
    tanks: per(() => ({ regular: 0, elite: 0 })),
    board: [],
    spiceOnBoard: [],
    leaders: Object.fromEntries(factions.flatMap((f) => factionData(f).leaders.map((l) => [l.id, { location: 'pool', deaths: 0, faceDown: false }]))),
    decks: {
      treachery: rng.shuffle([...ALL_CARDS]),
      treacheryDiscard: [],
      removed: [],
      spice: rng.shuffle([...ALL_SPICE_CARDS]),
      spiceDiscard: [[], []],
      traitors: rng.shuffle(factions.flatMap((f) => factionData(f).leaders.map((l) => l.id as LeaderId))),
    },
    stormCard: null,
    hands: per(() => []),
    traitors: per(() => []),
    prediction: null,
    alliances: [],
    shieldWallDestroyed: false,
    wormsSeen: 0,
    lastWheelUsers: [],
    atreidesBattleLosses: 0,
    karamaPowersUsed: [],
    karamaStops: [],
    questions: [],
    deals: [],
    control: {},
    strongholdBonuses: {},
    winner: null,
  };
  s.stormOrder = [...factions];

  const key = rngKey(rngState);
  const events: DuneEvent[] = [{ type: 'game-created', factions: [...factions], options: o, commitment: key && keyCommitment(key) }];
  placeFixedStartingForces(s);
  const st = s.step as Extract<DuneState['step'], { phase: 'setup' }>;
  const placer = startingPlacer(s);
  st.fremenToPlace = placer ? (hooksOf(placer).startingForces?.count ?? 0) : 0;
  st.bgToPlace = factions.includes('bene-gesserit') && isAdvanced(o);

  events.push(...dealTraitors(s, rng));
  for (const f of factions) {
    const cards = s.decks.treachery.splice(0, factionData(f).startingTreacheryCards);
    s.hands[f] = cards;
    events.push({ type: 'cards-dealt', to: [f], cards });
  }
  // With nobody to decide anything (the Harkonnen and the Tleilaxu alone), the game begins at once.
  if (setupPhase.waitingFor(s).length === 0) {
    const ctx = makeCtx(s, (e) => events.push(e));
    ctx.endPhase();
    settle(s, ctx);
  }
  return { state: s, events };
}
