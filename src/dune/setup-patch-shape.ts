import { isObject } from '../engine/json';
import { fail } from '../engine/result';
import type { LeaderState } from './state';

/**
 * A setup patch read from JSON (a scenario file's `setup`): each key's value has the shape
 * `SetupPatch` declares, or the patch is refused naming the key and the shape it takes. The
 * names and numbers inside are the patch's to check (a faction in the game, a sector on the map).
 */

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
  /** The Tleilaxu's Face Dancers (leader names, or `{ leader, revealed }`), in place of those drawn at setup (TLX-1). */
  faceDancers?: (string | { leader: string; revealed?: boolean })[];
  /** Other factions' leaders living in the Tleilaxu's pool as Gholas (TLX-11). */
  gholas?: string[];
  prediction?: { faction: string; turn: number };
  alliances?: string[][];
  /** `{ payer: amount }`: the spice each ally lets the other draw for bids and shipments (the `support` offer, rules §14.2). */
  allySupport?: Record<string, number>;
  /** Cards on top of the treachery deck, top first; or `{ whole }`, the whole deck (cards named nowhere else leave the game). */
  treacheryDeck?: DeckPatch;
  treacheryDiscard?: string[];
  /** Spice cards on top of the spice deck, top first; or `{ whole }`, the whole deck (cards named nowhere else leave the game). */
  spiceDeck?: DeckPatch;
  /** The traitor deck before the deal, top first (leader names); or `{ whole }`: the four cards of each faction are dealt from it. */
  traitorDeck?: DeckPatch;
  spiceDiscard?: string[] | { A?: string[]; B?: string[] };
  stormCard?: number;
  lastWheelUsers?: string[];
  shieldWallDestroyed?: boolean;
  /** The Ixians withhold their ally's replacement of cards won (IX-12). */
  replacementRefused?: boolean;
  wormsSeen?: number;
  atreidesBattleLosses?: number;
  /** The Kwisatz Haderach died in a Lasgun/Shield explosion and lies in the Tanks (GF9 2.01.13, 2.01.14). */
  kwisatzHaderachDead?: boolean;
  /** Factions that have already used their once-per-game special Karama power. */
  karamaPowersUsed?: string[];
  /** `{ faction: n }`: Sardaukar or Fedaykin already revived this turn (Advanced: at most 1). */
  starredRevived?: Record<string, number>;
  /** `{ faction: n }`: force revival limits the Tleilaxu set (TLX-8), 3 to 5: for this turn, or lasting with OP-7 `persistent`. */
  revivalLimits?: Record<string, number>;
  /** `{ faction: [args of karama-order, …] }`: secret standing Karama orders, given before the phase begins. */
  karamaOrders?: Record<string, Record<string, unknown>[]>;
  /** Karamas played by hand earlier in the phase set up: `[{ by, power }]`, each stopping that power from the phase's start. */
  karamaStops?: { by: string; power: string }[];
  /** `{ faction: ["Axlotl Tanks", …] }`: who holds which Tech Token (TECH-1); a token named nowhere is out of the game. */
  techTokens?: Record<string, string[]>;
  /** The Hidden Mobile Stronghold's host piece (IX-3); its forces are `board` rows in "HMS". Left out after the turn-1 storm: the Polar Sink. */
  hms?: { territory: string; sector?: number };
}

/** A deck: the cards on its top, top first, or `{ whole }`, the whole deck, top first. */
export type DeckPatch = string[] | { whole: string[] };

type LeaderLocation = LeaderState['location'];

type Guard<T> = (v: unknown) => v is T;

const isNumber: Guard<number> = (v): v is number => typeof v === 'number';
const isString: Guard<string> = (v): v is string => typeof v === 'string';
const isBoolean: Guard<boolean> = (v): v is boolean => typeof v === 'boolean';
const listOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every(item);
const recordOf =
  <T>(value: Guard<T>): Guard<Record<string, T>> =>
  (v): v is Record<string, T> =>
    isObject(v) && Object.values(v).every(value);
const either =
  <A, B>(a: Guard<A>, b: Guard<B>): Guard<A | B> =>
  (v): v is A | B =>
    a(v) || b(v);
const oneOf =
  <T extends string>(values: readonly T[]): Guard<T> =>
  (v): v is T =>
    values.some((x) => x === v);
/** An object with the `required` keys, and of the `optional` ones only those, each of its shape. */
const fields = (v: unknown, required: Record<string, Guard<unknown>>, optional: Record<string, Guard<unknown>> = {}): v is Record<string, unknown> =>
  isObject(v) && Object.entries(required).every(([k, guard]) => guard(v[k])) && Object.entries(v).every(([k, x]) => k in required || optional[k]?.(x) === true);

const names = listOf(isString);
const forces = either(isNumber, (v): v is { forces: number; elite?: number } => fields(v, { forces: isNumber }, { elite: isNumber }));
const location = oneOf(['pool', 'tanks', 'captured'] as const);
const deck = either(names, (v): v is { whole: string[] } => fields(v, { whole: names }));

/** Each key's shape, and how the refusal describes it. */
const SHAPES: { readonly [K in keyof SetupPatch]-?: readonly [Guard<NonNullable<SetupPatch[K]>>, string] } = {
  turn: [isNumber, 'a turn number'],
  phase: [isString, 'a phase name'],
  storm: [isNumber, 'a sector number'],
  order: [names, 'a list of faction names'],
  spice: [recordOf(isNumber), '{ faction: amount }'],
  bribes: [recordOf(isNumber), '{ faction: amount }'],
  board: [
    listOf((v): v is NonNullable<SetupPatch['board']>[number] =>
      fields(
        v,
        { faction: isString, territory: isString, forces: isNumber },
        { sector: isNumber, elite: isNumber, advisor: isBoolean, advisedThisTurn: isBoolean },
      ),
    ),
    'a list of { faction, territory, sector?, forces, elite?, advisor?, advisedThisTurn? }',
  ],
  reserves: [recordOf(forces), '{ faction: forces } or { faction: { forces, elite? } }'],
  tanks: [recordOf(forces), '{ faction: forces } or { faction: { forces, elite? } }'],
  leaders: [
    recordOf(either(location, (v): v is { location: 'pool' | 'tanks' | 'captured'; deaths?: number } => fields(v, { location }, { deaths: isNumber }))),
    '{ "Leader Name": "pool", "tanks" or "captured" } or { "Leader Name": { location, deaths? } }',
  ],
  spiceOnBoard: [
    listOf((v): v is { territory: string; sector?: number; amount: number } => fields(v, { territory: isString, amount: isNumber }, { sector: isNumber })),
    'a list of { territory, sector?, amount }',
  ],
  hands: [recordOf(names), '{ faction: ["Card Name", …] }'],
  traitors: [recordOf(names), '{ faction: ["Leader Name", …] }'],
  faceDancers: [
    listOf(either(isString, (v): v is { leader: string; revealed?: boolean } => fields(v, { leader: isString }, { revealed: isBoolean }))),
    'a list of leader names, or of { leader, revealed? }',
  ],
  gholas: [names, 'a list of leader names'],
  prediction: [(v): v is { faction: string; turn: number } => fields(v, { faction: isString, turn: isNumber }), '{ faction, turn }'],
  alliances: [listOf(names), 'a list of pairs of faction names'],
  allySupport: [recordOf(isNumber), '{ faction: amount }'],
  treacheryDeck: [deck, 'a list of card names, top first, or { "whole": [...] }'],
  treacheryDiscard: [names, 'a list of card names, top last'],
  spiceDeck: [deck, 'a list of spice cards, top first, or { "whole": [...] }'],
  traitorDeck: [deck, 'a list of leader names, top first, or { "whole": [...] }'],
  spiceDiscard: [
    either(names, (v): v is { A?: string[]; B?: string[] } => fields(v, {}, { A: names, B: names })),
    'a list of spice cards, top last, or { "A": [...], "B": [...] }',
  ],
  stormCard: [isNumber, 'a number from 1 to 6'],
  lastWheelUsers: [names, 'a list of faction names'],
  shieldWallDestroyed: [isBoolean, 'true or false'],
  replacementRefused: [isBoolean, 'true or false'],
  wormsSeen: [isNumber, 'a number'],
  atreidesBattleLosses: [isNumber, 'a number'],
  kwisatzHaderachDead: [isBoolean, 'true or false'],
  karamaPowersUsed: [names, 'a list of faction names'],
  starredRevived: [recordOf(isNumber), '{ faction: number }'],
  revivalLimits: [recordOf(isNumber), '{ faction: limit }'],
  karamaOrders: [recordOf(listOf(isObject)), '{ faction: [order, …] }, each order the arguments of `karama-order`'],
  karamaStops: [listOf((v): v is { by: string; power: string } => fields(v, { by: isString, power: isString })), 'a list of { "by": faction, "power": power }'],
  techTokens: [recordOf(names), '{ faction: ["Tech Token Name", …] }'],
  hms: [(v): v is { territory: string; sector?: number } => fields(v, { territory: isString }, { sector: isNumber }), '{ territory, sector? }'],
};

const KEYS = Object.keys(SHAPES);
const isKey = (k: string): k is keyof SetupPatch => KEYS.includes(k);

/** Refuses a `setup` that is not a setup patch, naming the first key that is not one and the shape it takes. */
export function checkSetupPatch(input: unknown): asserts input is SetupPatch {
  if (!isObject(input)) fail('bad-setup', '`setup` must be an object.');
  for (const [k, v] of Object.entries(input)) {
    if (!isKey(k)) fail('bad-setup', `Unknown setup key "${k}"; keys are ${KEYS.join(', ')}.`);
    const [guard, shape] = SHAPES[k];
    if (!guard(v)) fail('bad-setup', `\`${k}\` is ${shape}, not ${preview(v)}.`);
  }
}

/** The value as JSON, cut short when long. */
const preview = (v: unknown): string => {
  const json = JSON.stringify(v) ?? String(v);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
};
