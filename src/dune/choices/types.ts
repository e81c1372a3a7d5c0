import type { GameError } from '../../engine/result';
import type { ArgSpec, ChosenArgsOf } from '../actions/args';
import type { ActionSpec } from '../actions/spec';
import type { DuneState, FactionId } from '../state';

/**
 * One seat's point of view for one question: the game as the seat may know it, and the engine's
 * judgement of actions on it. Dry runs are memoised for the life of the question, since the
 * search asks about the same argument sets again and again.
 */
export interface Seat {
  /** The game as this seat may know it (knowledge.ts): read nothing else. */
  readonly s: DuneState;
  readonly f: FactionId;
  /** The engine's refusal of the action, or null when it is accepted. */
  refusal(action: string, args: Chosen): GameError | null;
}

/**
 * Arguments chosen so far, by argument name, as a person sends them (names or ids). A `null`
 * value means "leave this argument out". Forms read them typed (`ChosenArgsOf`, see form.ts).
 */
export type Chosen = Readonly<Record<string, unknown>>;

/** The name of an argument among chosen arguments `P`. */
export type ArgName<P> = keyof P & string;

/** The arguments of action `A` chosen so far, typed by its declaration. */
export type ChosenFor<A> = A extends ActionSpec<infer As> ? ChosenArgsOf<As> : never;

/** One thing a seat may do now: an action and how its arguments are chosen. */
export interface Decision {
  /** An action name of ALL_ACTIONS ('bid', 'pass', 'ship', 'plan', 'play', …). */
  readonly action: string;
  /** What a button says: "Bid 5", "Pass", "Ship forces", "Play Karama". */
  readonly label: string;
  /** The arguments still to choose, in the order a person chooses them (see `optionsFor`). */
  readonly args: readonly string[];
  /** Fixed arguments, part of `chosen` from the start (e.g. `{ amount: 3 }` for a "Bid 3" button). */
  readonly preset?: Chosen;
  /** One line of context: "High bid 4 by the Harkonnen; you hold 9 spice." */
  readonly summary?: string;
  /** Taken whenever the seat likes (gifts, deals, Truthtrance…): the game is not waiting for it. */
  readonly anytime?: true;
}

/** A value a person may pick. `null` stands for "leave the argument out" (no weapon, no sector). */
export type OptionValue = string | number | boolean | null;

export interface Option {
  readonly value: OptionValue;
  readonly label: string;
  readonly description?: string;
}

/** The legal values of one argument. */
export type ArgOptions =
  /** Every one leads to an accepted action; there may be more than Discord's 25 (the bot pages). */
  | { readonly kind: 'list'; readonly options: readonly Option[] }
  /** Every whole number from min to max leads to an accepted action. */
  | { readonly kind: 'range'; readonly min: number; readonly max: number; readonly label: string }
  /** Free text (a Truthtrance question, a deal's terms); the engine judges it, see `preview`. */
  | { readonly kind: 'text'; readonly label: string; readonly maxLength: number }
  /** No legal value: why. */
  | { readonly kind: 'none'; readonly reason: string };

export type Preview =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

/** Whole numbers from `min` to `max` that may be legal; the search finds which are. */
export interface Span {
  readonly kind: 'span';
  readonly min: number;
  readonly max: number;
  readonly label: string;
}

/** A free-text argument, and a text the engine accepts, to learn whether the rest can be completed. */
interface FreeText {
  readonly kind: 'text';
  readonly label: string;
  readonly sample: string;
}

/** How one argument of a form is chosen, given the arguments `P` chosen so far. */
export interface ArgDef<P = Chosen> {
  readonly name: ArgName<P>;
  /** Values that may be legal given the choices so far: a superset of the legal ones, likeliest first. */
  readonly values: (k: Seat, chosen: P) => readonly Option[] | Span | FreeText;
  /**
   * The few values enough to learn whether the arguments after this one can still be completed:
   * by default every listed value, a span's minimum, a text's sample. Probes are among the
   * values, so that a completion found through them is also one a person can choose.
   */
  readonly probe?: (k: Seat, chosen: P) => readonly OptionValue[];
  /**
   * The engine's refusal codes that another value of this argument might avoid. When a probe is
   * refused for any other reason, the search tries no further value (a sector cannot make a
   * shipment affordable). Without it, every probe is tried.
   */
  readonly concerns?: readonly string[];
}

/**
 * One way of doing an action, as it is written (`form(action, spec)` in form.ts): its arguments
 * in the order a person chooses them, over the arguments `P` chosen so far, typed by the action's
 * declaration (`ChosenArgsOf`). An action may have several forms (`ship` from reserves, across the
 * board, back to reserves; `play` with each card), told apart by the arguments chosen so far.
 */
export interface FormSpec<P> {
  /** Whether this form answers a question about `arg` (or, without `arg`, describes the action) given `chosen`; by default it does. */
  readonly matches?: (k: Seat, chosen: P, arg?: ArgName<P>) => boolean;
  readonly args: (k: Seat, chosen: P) => readonly ArgDef<P>[];
  /**
   * The action's refusal codes that, in this form, no argument can avoid: each is checked on the
   * game alone (a phase, an ally), so once one is met the search tries no further value at all.
   */
  readonly gates?: readonly string[];
  /** The completed action in a sentence, for a Confirm step; `args` carry ids (see names.ts). */
  readonly describe: (k: Seat, args: P) => string;
}

/** A form as the search and the questions hold it: the action's declaration, and its questions over arguments as a person sends them. */
export interface Form<As extends readonly ArgSpec[] = readonly ArgSpec[]> {
  readonly action: ActionSpec<As>;
  matches(k: Seat, chosen: Chosen, arg?: string): boolean;
  args(k: Seat, chosen: Chosen): readonly ArgDef[];
  describe(k: Seat, args: Chosen): string;
  readonly gates?: readonly string[];
}

/** The decisions a part of the rules offers a seat now. */
export type Decider = (k: Seat) => readonly Decision[];

export type { FactionId };
