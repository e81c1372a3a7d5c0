import type { DuneAction } from './actions/spec';
import * as choices from './choices';
import type { ArgOptions, Chosen, Decision, Option, OptionValue } from './choices';
import { FORMS } from './choices/registry';
import { LEADERS } from './data/factions';
import type { DuneState, FactionId } from './state';

/**
 * What the clock does for a seat whose deadline passed (docs/deadlines.md): the decision that
 * commits least, built from the seat's own legal choices (`decisionsFor`/`optionsFor`), so it is
 * legal by construction and computed from what the seat may know only. No faction module is
 * consulted: a faction's decisions reach the clock the way they reach the buttons.
 */
export interface SafeDefault {
  readonly action: DuneAction;
  /** The decision kind (its action name), as docs/deadlines.md lists it. */
  readonly kind: string;
  /** The decision's label as the buttons say it ("Pass", "Battle plan"). */
  readonly label: string;
}

/**
 * Which waited decision the clock prefers, first first: a free revival, then free charity, then
 * whatever leaves things as they are (a pass, staying fighters, no advisor, no Voice). Any other
 * decision is taken only when the game offers nothing of these, with the least of every argument.
 */
const PREFERRED: readonly ((d: Decision) => boolean)[] = [
  // "Revive N forces free": its preset leaves every argument out, which the rules read as the free revival.
  (d) => d.action === 'revive' && d.preset !== undefined,
  (d) => d.action === 'charity',
  (d) => PASSES.has(d.action),
];

/** Actions that change nothing on the board and spend nothing: what "the seat did not answer" means. */
const PASSES: ReadonlySet<string> = new Set(['pass', 'stay', 'no-advisor', 'no-voice', 'refuse-revival', 'keep-hms']);

/** Secret choices a seat must make and the clock makes at random, as a player who picked blind would. */
const AT_RANDOM: ReadonlySet<string> = new Set(['traitor', 'predict']);

/** Every decision kind the choices offer (action names), waited for or not: docs/deadlines.md lists each. */
export const DECISION_KINDS: readonly string[] = [...new Set(FORMS.map((f) => f.action.name))];

/** The decisions the game waits for from `seat` now (not the ones it may take whenever it likes). */
export function waitedDecisions(s: DuneState, seat: FactionId): Decision[] {
  return choices.decisionsFor(s, seat).filter((d) => !d.anytime);
}

/**
 * The safe default of `seat`'s current decision, or null when the game waits for nothing from it.
 * `random` (0 ≤ r < 1) draws the secret choices made at random; the action is logged, so a replay
 * never draws again.
 */
export function safeDefault(s: DuneState, seat: FactionId, random: () => number): SafeDefault | null {
  const waited = waitedDecisions(s, seat);
  const ranked = [...PREFERRED.flatMap((rule) => waited.filter(rule)), ...waited];
  for (const decision of ranked) {
    const args = completed(s, seat, decision, random);
    if (args) return { action: { do: decision.action, args }, kind: decision.action, label: decision.label };
  }
  return null;
}

/** The decision's arguments, each the least committing legal value; null if one has none. */
function completed(s: DuneState, seat: FactionId, decision: Decision, random: () => number): Record<string, unknown> | null {
  const chosen: Record<string, unknown> = { ...decision.preset };
  for (const arg of decision.args) {
    if (arg in chosen) continue;
    const value = pick(decision.action, arg, choices.optionsFor(s, seat, decision.action, chosen as Chosen, arg), random);
    if (value === undefined) return null;
    chosen[arg] = value;
  }
  // Left-out arguments are sent as absent, the way a person's click leaves them out.
  return Object.fromEntries(Object.entries(chosen).filter(([, v]) => v !== null));
}

function pick(action: string, arg: string, options: ArgOptions, random: () => number): OptionValue | undefined {
  if (options.kind === 'range') return AT_RANDOM.has(action) ? options.min + Math.floor(random() * (options.max - options.min + 1)) : options.min;
  if (options.kind !== 'list' || options.options.length === 0) return undefined;
  const list = options.options;
  if (AT_RANDOM.has(action)) return (list[Math.floor(random() * list.length)] as Option).value;
  // A battle plan names the weakest leader it may: the rules ask for a leader when one is available.
  if (arg === 'leader') return weakest(list);
  return least(list);
}

/** Leaders by id, looked up with an option's value, which is any text. */
const LEADERS_BY_NAME: ReadonlyMap<string, { readonly strength: number }> = LEADERS;

function weakest(list: readonly Option[]): OptionValue {
  const strength = (o: Option): number =>
    typeof o.value === 'string' ? (LEADERS_BY_NAME.get(o.value)?.strength ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  return [...list].sort((a, b) => strength(a) - strength(b))[0]?.value ?? null;
}

/** Nothing (no card, no elite forces), then no, then the lowest number (a dial, a spice payment), then the first offered. */
function least(list: readonly Option[]): OptionValue {
  if (list.some((o) => o.value === null)) return null;
  if (list.some((o) => o.value === false)) return false;
  const numbers = list.flatMap((o) =>
    typeof o.value === 'number' ? [o.value] : typeof o.value === 'string' && /^\d+(\.\d+)?$/.test(o.value) ? [Number(o.value)] : [],
  );
  if (numbers.length === list.length) {
    const lowest = Math.min(...numbers);
    return (list.find((o) => Number(o.value) === lowest) as Option).value;
  }
  return (list[0] as Option).value;
}
