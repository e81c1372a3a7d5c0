import type { Ctx } from '../context';
import type { DuneState, FactionId, PhaseId } from '../state';
import type { ArgSpec, ArgsOf } from './args';
import { parseArgs } from './parse';

/** An action as players, the scenario runner and Discord express it. */
export interface DuneAction {
  readonly do: string;
  readonly args?: Record<string, unknown>;
}

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

/**
 * An action as the engine holds it: its vocabulary, and `run`, which parses raw arguments and
 * applies it. `As` keeps the declared arguments' types, which its form (src/dune/choices/) reads.
 */
export interface ActionSpec<As extends readonly ArgSpec[] = readonly ArgSpec[]> extends Omit<ActionDeclaration<As>, 'handler'> {
  /** Checks `raw` against the declared arguments (a refusal names what was wrong), then applies the action to the draft. */
  run(s: DuneState, f: FactionId, raw: unknown, ctx: Ctx): void;
}

/**
 * Declares an action. The arguments' types are inferred from `args` (a `const` type parameter
 * keeps names, kinds, `required` and choices as literals), so they are written once.
 */
export function defineAction<const As extends readonly ArgSpec[]>(spec: ActionDeclaration<As>): ActionSpec<As> {
  const { handler, ...vocabulary } = spec;
  return { ...vocabulary, run: (s, f, raw, ctx) => handler(s, f, parseArgs<As>(spec, raw), ctx) };
}

/**
 * A faction module's action run inside a phase that must check, after it, whether the phase is
 * over (`finish`): the module knows its action, the phase knows when it ends.
 */
export function followedBy(spec: ActionSpec, finish: (s: DuneState, ctx: Ctx) => void): ActionSpec {
  return {
    ...spec,
    run: (s, f, raw, ctx) => {
      spec.run(s, f, raw, ctx);
      finish(s, ctx);
    },
  };
}
