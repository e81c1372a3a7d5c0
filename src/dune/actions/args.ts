import type { TreacheryKindId } from '../data/cards';
import type { FactionId, LeaderId, TerritoryId, TraitorCardId } from '../state';

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
  | 'traitor' // a traitor card: a leader name or "Cheap Hero" → TraitorCardId
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
  traitor: TraitorCardId;
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

/**
 * Arguments chosen so far towards an action, as its form reads them: any declared argument, with
 * the engine's type for its kind, or `null` for "leave this argument out".
 */
export type ChosenArgsOf<As extends readonly ArgSpec[]> = { readonly [K in keyof ArgsOf<As>]?: Exclude<ArgsOf<As>[K], undefined> | null };
