import { check, fail } from '../engine/result';
import { isObject, onlyKeys, quote } from './json';
import { GUARDS, type GuardId, isGuardId } from './seats';
import { NOBLE_SPACES, NOBLE_TIMINGS, type NobleSpaces, type NobleTiming } from './state';
import { listText } from './text';
import { DIRECTIONS, type Direction } from './direction';

/** The Noble's part of a turn; `spaces` 0 keeps it still, and then `when` does not matter. */
export interface NobleArgs {
  readonly spaces: 0 | NobleSpaces;
  readonly when?: NobleTiming;
  /** Optional: it must agree with the turn's direction (S004-DIR-1), or sets it if none is chosen. */
  readonly direction?: Direction;
}

export type GuardRolls = Partial<Record<GuardId, readonly number[]>>;

/**
 * A player's actions, as the scenario runner and Discord send them. A turn is built click by click
 * (`direction`, `assign`, `noble`) and played by `end-turn`; `move` does all of it at once.
 */
export type RaceAction =
  | { readonly do: 'direction'; readonly args: { readonly direction: Direction } }
  | { readonly do: 'assign'; readonly args: { readonly guard: GuardId; readonly rolls: readonly number[]; readonly direction?: Direction } }
  | { readonly do: 'noble'; readonly args: NobleArgs }
  | { readonly do: 'end-turn'; readonly args?: Record<string, never> }
  | { readonly do: 'move'; readonly args: { readonly direction?: Direction; readonly guards?: GuardRolls; readonly noble?: NobleArgs } };

export type RaceActionName = RaceAction['do'];
const ACTION_NAMES: readonly RaceActionName[] = ['direction', 'assign', 'noble', 'end-turn', 'move'];

/**
 * Actions arrive as JSON (scenario files, stored logs, Discord), so their shape is checked here,
 * with the same friendly errors as the rules.
 */
export function parseAction(input: unknown): RaceAction {
  if (!isObject(input) || typeof input.do !== 'string')
    fail('bad-action', `A race action is { "do": NAME, "args": { … } }; the actions are ${listText(ACTION_NAMES.map(quote))}.`);
  const name = input.do as RaceActionName;
  check(ACTION_NAMES.includes(name), 'unknown-action', `There is no race action "${input.do}". The actions are ${listText(ACTION_NAMES.map(quote))}.`);
  const args = input.args ?? {};
  if (!isObject(args)) fail('bad-action', `The args of "${name}" are an object.`);
  switch (name) {
    case 'direction':
      onlyKeys('bad-action', quote(name), args, ['direction']);
      return { do: name, args: { direction: parseDirection(args.direction) } };
    case 'assign':
      onlyKeys('bad-action', quote(name), args, ['guard', 'rolls', 'direction']);
      return { do: name, args: { guard: parseGuard(args.guard), rolls: parseRolls(args.rolls), ...optionalDirection(args.direction) } };
    case 'noble':
      return { do: name, args: parseNoble(args) };
    case 'end-turn':
      onlyKeys('bad-action', quote(name), args, []);
      return { do: name };
    case 'move': {
      onlyKeys('bad-action', quote(name), args, ['direction', 'guards', 'noble']);
      const noble = args.noble;
      if (noble !== undefined && !isObject(noble)) fail('bad-action', 'The Noble\'s part of a move is { "spaces": 1 … 8, "when": "before" or "after" }.');
      return {
        do: name,
        args: {
          ...optionalDirection(args.direction),
          ...(args.guards === undefined ? {} : { guards: parseGuardRolls(args.guards) }),
          ...(noble === undefined ? {} : { noble: parseNoble(noble) }),
        },
      };
    }
  }
}

function parseDirection(value: unknown): Direction {
  const direction = typeof value === 'string' ? value.toLowerCase() : value;
  check(
    DIRECTIONS.includes(direction as Direction),
    'bad-direction',
    `A turn goes "forward" or "backward"; ${value === undefined ? 'no direction was given' : `${JSON.stringify(value)} is neither`}.`,
  );
  return direction as Direction;
}

function optionalDirection(value: unknown): { direction?: Direction } {
  return value === undefined ? {} : { direction: parseDirection(value) };
}

function parseGuard(value: unknown): GuardId {
  const guard = typeof value === 'string' ? value.toUpperCase() : value;
  if (!isGuardId(guard))
    fail(
      'unknown-guard',
      `Your Guards are ${listText(GUARDS)}; ${value === undefined ? 'no Guard was named' : `${JSON.stringify(value)} is not one of them`}.`,
    );
  return guard;
}

function parseRolls(value: unknown): number[] {
  check(
    Array.isArray(value) && value.every((r) => Number.isInteger(r)),
    'bad-rolls',
    `Rolls for a Guard are a list of rolls from your roll store, e.g. [3, 3, 5], or [] for none; got ${JSON.stringify(value)}.`,
  );
  return [...(value as number[])];
}

function parseGuardRolls(value: unknown): GuardRolls {
  if (!isObject(value)) fail('bad-rolls', 'The Guards\' part of a move gives each Guard its rolls, e.g. { "G1": [3, 3, 5], "G2": [4] }.');
  const out: Partial<Record<GuardId, number[]>> = {};
  for (const [key, rolls] of Object.entries(value)) {
    const guard = parseGuard(key);
    check(out[guard] === undefined, 'bad-rolls', `${guard} is named twice in the move.`);
    out[guard] = parseRolls(rolls);
  }
  return out;
}

function parseNoble(args: Record<string, unknown>): NobleArgs {
  onlyKeys('bad-action', quote('noble'), args, ['spaces', 'when', 'direction']);
  const spaces = args.spaces;
  if (Array.isArray(spaces))
    fail(
      'noble-not-combined',
      `The Noble moves by one of its own options, 1 to 8 spaces; they cannot be added up the way stored rolls are (you gave ${listText(spaces.map(String))}). Choose one number from 1 to 8, or 0 to keep the Noble still.`,
    );
  check(
    spaces === 0 || NOBLE_SPACES.includes(spaces as NobleSpaces),
    'noble-spaces',
    `The Noble moves 1, 2, 3, 4, 5, 6, 7 or 8 spaces, or 0 to stay where it is; ${spaces === undefined ? 'no number of spaces was given' : `${JSON.stringify(spaces)} is not one of its options`}.`,
  );
  const when = args.when;
  check(
    when === undefined || NOBLE_TIMINGS.includes(when as NobleTiming),
    'bad-timing',
    `The Noble moves "before" or "after" the Guards; ${JSON.stringify(when)} is neither.`,
  );
  check(
    spaces === 0 || when !== undefined,
    'noble-timing-missing',
    `Say whether the Noble moves before or after the Guards: add "when": "before" or "when": "after".`,
  );
  return { spaces: spaces as 0 | NobleSpaces, ...(when === undefined ? {} : { when: when as NobleTiming }), ...optionalDirection(args.direction) };
}
