import type { DuneState } from './state';

declare const opaque: unique symbol;
/**
 * A game's state as the world outside the rules holds it. It has no readable fields on purpose:
 * whatever the bot says must come from a view.
 */
export interface DuneGameState {
  readonly [opaque]: 'DuneGameState';
}

/** What the rules made or the store read back: one value, readable inside the rules only. */
type Sealed = DuneState & DuneGameState;

/**
 * What makes a value no Dune state, or null. A state crosses from outside the rules as a stored
 * snapshot's JSON or a value handed back by the bot, so its tag and the fields every rule reads
 * first are checked where it crosses: a race's state or a mangled row fails here, by name, not
 * deep in a rule.
 */
function problemOf(x: unknown): string | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return `it is ${x === null ? 'null' : Array.isArray(x) ? 'a list' : typeof x}, not an object`;
  const game = 'game' in x ? x.game : undefined;
  if (game !== 'dune') return `its "game" is ${JSON.stringify(game) ?? 'missing'}, not "dune"`;
  if (!('turn' in x) || typeof x.turn !== 'number') return 'it has no turn number';
  if (!('phase' in x) || typeof x.phase !== 'string') return 'it has no phase';
  if (!('factions' in x) || !Array.isArray(x.factions)) return 'it has no list of factions';
  if (!('step' in x) || typeof x.step !== 'object' || x.step === null) return "it has no phase's step";
  return null;
}

const isSealed = (x: unknown): x is Sealed => problemOf(x) === null;

function checked(x: unknown): Sealed {
  if (isSealed(x)) return x;
  throw new Error(`Not a Dune game state: ${problemOf(x)}.`);
}

/** The opaque form of a state the rules made, to hand out. */
export const seal = (state: DuneState): DuneGameState => checked(state);

/** The state behind an opaque one handed back, for the rules to read. */
export const open = (state: DuneGameState): DuneState => checked(state);
