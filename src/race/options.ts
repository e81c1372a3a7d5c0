import { check, fail } from '../engine/result';
import { isObject, onlyKeys } from './json';

/**
 * Everything the source document leaves out, as rules a game is created with. Each default and
 * the reason for it is in docs/race.md; a group that plays differently sets its own.
 */
export interface RaceRules {
  /** Spaces on the shared, circular track. */
  readonly trackLength: number;
  /** How far past its start, Forward, a player's midpoint lies. */
  readonly midpointOffset: number;
  /** How far past its start, Forward, the track space lies from which the Home path branches off. */
  readonly homeEntranceOffset: number;
  /** Spaces on each Home path, the last of which is Home. */
  readonly homePathLength: number;
  /** Dice rolled into a player's roll store at the start of each of their turns. */
  readonly dicePerTurn: number;
  readonly dieSides: number;
  /** How many Guards of one player on one track space form a block. */
  readonly blockSize: number;
  /** 'smaller-groups': a block stops opposing groups of fewer Guards than it has (and Nobles); 'all-opponents': every opposing piece. */
  readonly blockStops: 'smaller-groups' | 'all-opponents';
  /** Start spaces are safe: nobody blocks or is captured there. */
  readonly safeStarts: boolean;
  /** A group that ends its move on opposing Guards it may enter sends them back to their start. */
  readonly capture: boolean;
  /** Guards on the same space as their own Noble cannot be captured. */
  readonly nobleProtects: boolean;
  /** 'guard': a Guard may enter the Home path once it has reached the midpoint itself; 'player': once any of its player's Guards has. */
  readonly homeOpens: 'guard' | 'player';
  /** A Guard must reach Home with the exact total; otherwise a longer move simply ends at Home. */
  readonly exactHome: boolean;
  /** Progression points for a Guard reaching its midpoint (once per trip round the track). */
  readonly midpointPoints: number;
  /** Progression points for a Guard reaching Home. */
  readonly homePoints: number;
  /** Combat points for each opposing Guard captured. */
  readonly capturePoints: number;
  /** A player who reaches this score wins at once; null: only bringing all four Guards Home wins. */
  readonly targetScore: number | null;
}

/** What a race is created with: any rule left out takes its default. */
export type RaceOptions = Partial<RaceRules>;

const DEFAULT_TRACK_LENGTH = 24;

/** The defaults; the two offsets follow the track length when it is changed. */
export function defaultRules(trackLength = DEFAULT_TRACK_LENGTH): RaceRules {
  return {
    trackLength,
    midpointOffset: Math.floor(trackLength / 2),
    homeEntranceOffset: trackLength - 1,
    homePathLength: 4,
    dicePerTurn: 2,
    dieSides: 6,
    blockSize: 2,
    blockStops: 'smaller-groups',
    safeStarts: true,
    capture: true,
    nobleProtects: true,
    homeOpens: 'guard',
    exactHome: true,
    midpointPoints: 1,
    homePoints: 3,
    capturePoints: 2,
    targetScore: 16,
  };
}

const RULE_NAMES = Object.keys(defaultRules()) as (keyof RaceRules)[];

/** The complete rules of a new race; an unknown or impossible option is refused (inside a transition). */
export function resolveRules(options: unknown): RaceRules {
  const given = options ?? {};
  if (!isObject(given)) fail('bad-options', 'The race options are an object, e.g. { "trackLength": 24 }.');
  onlyKeys('bad-options', 'A race', given, RULE_NAMES);
  const length = given.trackLength ?? DEFAULT_TRACK_LENGTH;
  checkWhole('trackLength', length, 8, 120);
  const rules = { ...defaultRules(length as number), ...given } as RaceRules;
  checkWhole('midpointOffset', rules.midpointOffset, 1, rules.trackLength - 2);
  checkWhole('homeEntranceOffset', rules.homeEntranceOffset, 2, rules.trackLength - 1);
  check(
    rules.midpointOffset < rules.homeEntranceOffset,
    'bad-options',
    `The midpoint (${rules.midpointOffset} spaces past the start) must come before the Home path entrance (${rules.homeEntranceOffset} spaces past it).`,
  );
  checkWhole('homePathLength', rules.homePathLength, 1, 20);
  checkWhole('dicePerTurn', rules.dicePerTurn, 1, 6);
  checkWhole('dieSides', rules.dieSides, 2, 20);
  checkWhole('blockSize', rules.blockSize, 1, 4);
  checkOneOf('blockStops', rules.blockStops, ['smaller-groups', 'all-opponents']);
  checkOneOf('homeOpens', rules.homeOpens, ['guard', 'player']);
  for (const flag of ['safeStarts', 'capture', 'nobleProtects', 'exactHome'] as const)
    check(typeof rules[flag] === 'boolean', 'bad-options', `The option ${flag} is true or false, not ${JSON.stringify(rules[flag])}.`);
  for (const points of ['midpointPoints', 'homePoints', 'capturePoints'] as const) checkWhole(points, rules[points], 0, 100);
  if (rules.targetScore !== null) checkWhole('targetScore', rules.targetScore, 1, 1000);
  return rules;
}

function checkWhole(name: string, value: unknown, min: number, max: number): void {
  check(
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
    'bad-options',
    `The option ${name} is a whole number from ${min} to ${max}, not ${JSON.stringify(value)}.`,
  );
}

function checkOneOf(name: string, value: unknown, allowed: readonly string[]): void {
  check(allowed.includes(value as string), 'bad-options', `The option ${name} is ${allowed.map((a) => `"${a}"`).join(' or ')}, not ${JSON.stringify(value)}.`);
}
