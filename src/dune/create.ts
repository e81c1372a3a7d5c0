import { isObject } from '../engine/json';
import { attempt, fail, type Result } from '../engine/result';
import { keyCommitment, Rng, rngKey, type Seed, seedRng } from '../engine/rng';
import { spiceDeckFor, treacheryDeckFor } from './data/cards';
import { traitorDeckFor } from './data/traitors';
import { FACTION_IDS, faction as factionData } from './data/factions';
import { PLAYER_CIRCLE_SECTORS, STORM_START_SECTOR } from './data/map';
import { DEFAULT_OPTIONS, EXPANSION_CHOICES, type ExpansionOptions, VARIANTS, type GameOptions } from './options';
import { hooksOf } from './factions';
import { listing } from './victory/describe';
import { dealTraitors, placeFixedStartingForces, placesLast, setupPhase, startingPlacer } from './phases/setup';
import { makeCtx } from './context';
import { settle } from './flow';
import type { DuneEvent } from './events';
import type { DuneState, FactionId } from './state';

export interface CreateParams {
  readonly seats: readonly FactionId[];
  readonly options?: Partial<GameOptions>;
  readonly seed: Seed;
}

/**
 * Checks creation options, read from anything (a scenario file's JSON too), and fills in the
 * defaults; a bad option is an error, never an exception.
 */
export const resolveOptions = (input: unknown): Result<GameOptions> => attempt(() => checkedOptions(input));

function checkedOptions(input: unknown): GameOptions {
  if (input !== undefined && !isObject(input))
    fail('bad-option', `The options are an object, like { "rules": "advanced", "turns": 10 }, not ${JSON.stringify(input)}.`);
  const given = input ?? {};
  const known = Object.keys(DEFAULT_OPTIONS);
  for (const k of Object.keys(given)) if (!known.includes(k)) fail('bad-option', `Unknown option "${k}"; options are ${known.join(', ')}.`);
  /** The option's value, or its default when not given; a value that is none of `allowed` is refused. */
  const pick = <K extends keyof GameOptions>(key: K, allowed: readonly GameOptions[K][]): GameOptions[K] => {
    const value = given[key] ?? DEFAULT_OPTIONS[key];
    const hit = allowed.find((a) => a === value);
    if (hit === undefined)
      fail(
        'bad-option',
        `${key} must be ${listing(
          allowed.map((a) => JSON.stringify(a)),
          'or',
        )}, not ${JSON.stringify(value)}.`,
      );
    return hit;
  };
  const variants = given.variants ?? DEFAULT_OPTIONS.variants;
  if (!Array.isArray(variants)) fail('bad-option', 'variants must be a list.');
  const chosen = variants.map(
    (v: unknown) => VARIANTS.find((x) => x === v) ?? fail('bad-option', `Unknown variant ${JSON.stringify(v)}; the variants are ${VARIANTS.join(', ')}.`),
  );
  const turns = given.turns ?? DEFAULT_OPTIONS.turns;
  if (typeof turns !== 'number' || !Number.isInteger(turns) || turns < 1 || turns > 20)
    fail('bad-option', `turns must be a whole number from 1 to 20 (GF9 plays 10, AH 15), not ${JSON.stringify(turns)}.`);
  const expansion = Object.fromEntries(
    (Object.keys(EXPANSION_CHOICES) as (keyof ExpansionOptions)[]).map((k) => [k, pick(k, EXPANSION_CHOICES[k])]),
  ) as ExpansionOptions;
  // In DEFAULT_OPTIONS' order, as the game's state has always listed them.
  return {
    rules: pick('rules', ['basic', 'advanced']),
    variants: [...new Set(chosen)],
    turns,
    bgCharity: pick('bgCharity', ['advanced', 'always', 'never']),
    rebidAfterPass: pick('rebidAfterPass', [true, false]),
    karamaScope: pick('karamaScope', ['one-use', 'phase']),
    mostStrongholdsTie: pick('mostStrongholdsTie', ['all-tied', 'storm-order']),
    battlingBlind: pick('battlingBlind', [true, false]),
    charity: pick('charity', ['auto', 'claim']),
    stormCardWindow: pick('stormCardWindow', ['holders', 'everyone']),
    spiceSplit: pick('spiceSplit', ['storm-order', 'alternate']),
    seating: pick('seating', ['as-given', 'random']),
    bribery: pick('bribery', ['always', 'advanced']),
    ...expansion,
  };
}

/**
 * A new game at setup: seats on player circles, decks shuffled, starting spice, forces and cards,
 * traitor cards dealt (the Harkonnen keep all four), the storm on its start sector.
 */
export const createGame = (params: CreateParams): Result<{ state: DuneState; events: DuneEvent[] }> => attempt(() => build(params));

function build({ seats, options, seed }: CreateParams): { state: DuneState; events: DuneEvent[] } {
  const o = checkedOptions(options);
  if (!Array.isArray(seats) || seats.length < 2 || seats.length > 6) fail('bad-factions', 'A game needs 2 to 6 factions.');
  for (const f of seats) if (!FACTION_IDS.includes(f)) fail('bad-factions', `Unknown faction ${JSON.stringify(f)}; factions are ${FACTION_IDS.join(', ')}.`);
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
      treachery: rng.shuffle(treacheryDeckFor(o, factions)),
      treacheryDiscard: [],
      removed: [],
      spice: rng.shuffle(spiceDeckFor(o, factions)),
      spiceDiscard: [[], []],
      traitors: rng.shuffle(traitorDeckFor(o, factions)),
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
  st.bgToPlace = placesLast(s);

  events.push(...dealTraitors(s, rng));
  // A faction may deal the starting cards its own way (the Ixians' choice, IX-1).
  const dealer = factions.find((f) => hooksOf(f).dealsStartingCards);
  if (dealer) events.push(...(hooksOf(dealer).dealsStartingCards?.(s, dealer) ?? []));
  else
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
