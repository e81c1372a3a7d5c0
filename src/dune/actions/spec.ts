import type { Ctx } from '../context';
import type { DuneState, FactionId, PhaseId } from '../state';

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

export interface ActionSpec<Args = Record<string, unknown>> {
  /** The action's name: the slash command's name and the scenario's `do`. */
  readonly name: string;
  readonly summary: string;
  /** Phases in which the action is accepted; 'any' = whenever the game is running. */
  readonly phases: readonly (PhaseId | 'any')[];
  readonly args: readonly ArgSpec[];
  /** Error codes the action can return, for docs/commands.md. */
  readonly errors: readonly string[];
  /** Applies the action to the draft; throws RuleViolation (via fail/check) to reject it. */
  readonly handler: (s: DuneState, f: FactionId, args: Args, ctx: Ctx) => void;
  /**
   * Whether a faction the game is not waiting for may use it (giving spice, playing some cards).
   * By default an action is only accepted from a faction whose move it is.
   */
  readonly outOfTurn?: boolean;
  /** For actions shared by several phases (e.g. `pass`): whether this spec handles the current step. */
  readonly when?: (s: DuneState) => boolean;
}

export function defineAction<Args>(spec: ActionSpec<Args>): ActionSpec<Args> {
  return spec;
}
