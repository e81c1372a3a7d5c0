import type { Ctx } from '../context';
import type { TreacheryKindId } from '../data/cards';
import type { DuneState, FactionId, LeaderId, PhaseId, TerritoryId } from '../state';
import { parseArgs } from './parse';

/**
 * The types of action arguments. Discord options, the scenario runner and docs/commands.md are
 * all derived from these specs: one vocabulary everywhere.
 */
export type ArgType =
  | 'territory' // a territory name or alias → TerritoryId
  | 'sector' // 1–18
  | 'count' // whole number ≥ 0
  | 'integer' // whole number
  | 'faction' // a faction id, name or alias → FactionId
  | 'card' // a treachery card name → TreacheryKindId
  | 'leader' // a leader name → LeaderId
  | 'boolean'
  | 'text'
  | 'choice'; // one of `choices`

export interface ArgSpec {
  readonly name: string;
  readonly type: ArgType;
  readonly required?: boolean;
  readonly description: string;
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

/** The engine's value of an argument of each type, once parsed (names resolved to ids). */
interface ValueOfType {
  territory: TerritoryId;
  sector: number;
  count: number;
  integer: number;
  faction: FactionId;
  card: TreacheryKindId;
  leader: LeaderId;
  boolean: boolean;
  text: string;
  choice: string;
}

type ValueOf<A extends ArgSpec> = A['type'] extends 'choice' ? (A['choices'] extends readonly (infer C)[] ? C : string) : ValueOfType[A['type']];

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The arguments a handler receives, derived from the action's declaration: each declared argument
 * under its name, with the engine's type for its kind, optional unless `required`. The declaration
 * is the one place an action's arguments are written; slash options, autocomplete, components,
 * scenario parsing and docs/commands.md all read it.
 */
export type ArgsOf<As extends readonly ArgSpec[]> = Simplify<
  { [A in As[number] as A['required'] extends true ? A['name'] : never]: ValueOf<A> } & {
    [A in As[number] as A['required'] extends true ? never : A['name']]?: ValueOf<A>;
  }
>;

/** An action as it is declared: its vocabulary and its handler over typed arguments. */
export interface ActionDeclaration<As extends readonly ArgSpec[]> {
  /** The action's name: the slash command's name and the scenario's `do`. */
  readonly name: string;
  readonly summary: string;
  /** Phases in which the action is accepted; 'any' = whenever the game is running. */
  readonly phases: readonly (PhaseId | 'any')[];
  readonly args: As;
  /** Error codes the action can return, for docs/commands.md. */
  readonly errors: readonly string[];
  /** Applies the action to the draft; throws RuleViolation (via fail/check) to reject it. */
  readonly handler: (s: DuneState, f: FactionId, args: ArgsOf<As>, ctx: Ctx) => void;
  /**
   * Whether a faction the game is not waiting for may use it (giving spice, playing some cards).
   * By default an action is only accepted from a faction whose move it is.
   */
  readonly outOfTurn?: boolean;
  /** For actions shared by several phases (e.g. `pass`): whether this spec handles the current step. */
  readonly when?: (s: DuneState) => boolean;
}

/** An action as the engine holds it: its vocabulary, and `run`, which parses raw arguments and applies it. */
export interface ActionSpec extends Omit<ActionDeclaration<readonly ArgSpec[]>, 'handler'> {
  /** Checks `raw` against the declared arguments (a refusal names what was wrong), then applies the action to the draft. */
  run(s: DuneState, f: FactionId, raw: unknown, ctx: Ctx): void;
}

/**
 * Declares an action. The arguments' types are inferred from `args` (a `const` type parameter
 * keeps names, kinds, `required` and choices as literals), so they are written once.
 */
export function defineAction<const As extends readonly ArgSpec[]>(spec: ActionDeclaration<As>): ActionSpec {
  const { handler, ...vocabulary } = spec;
  return { ...vocabulary, run: (s, f, raw, ctx) => handler(s, f, parseArgs<As>(spec, raw), ctx) };
}
