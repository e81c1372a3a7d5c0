import type { GameError } from '../../engine/result';
import type { ArgSpec, ChosenArgsOf } from '../actions/args';
import type { ArgDef, ArgOptions, Chosen, Decision, Form, Option, OptionValue, Span, Seat } from './types';

/**
 * The search behind every option: a value is offered only when some completion of the remaining
 * arguments with it is accepted by the engine (a dry run on the seat's view of the game). Forms
 * give candidate values (a superset of the legal ones) and small probes; the engine decides.
 */

const isChosen = (chosen: Chosen, name: string): boolean => Object.hasOwn(chosen, name);

const nextArg = (k: Seat, form: Form, chosen: Chosen): ArgDef | undefined => form.args(k, chosen).find((d) => !isChosen(chosen, d.name));

function probes(k: Seat, def: ArgDef, chosen: Chosen): readonly OptionValue[] {
  if (def.probe) return def.probe(k, chosen);
  const v = def.values(k, chosen);
  if ('kind' in v) return v.kind === 'span' ? (v.max >= v.min ? [v.min] : []) : [v.sample];
  return v.map((o) => o.value);
}

/** Whether `refused` is one no value of `form`'s arguments can avoid (`FormSpec.gates`). */
const gated = (form: Form, refused: GameError | null): boolean => refused !== null && form.gates?.includes(refused.code) === true;

/** An accepted completion, or the last refusal met looking for one. */
type Completion = { readonly args: Chosen } | { readonly refused: GameError | null };

/**
 * The arguments of an accepted action completing `chosen`, found through the probes, each
 * argument's `preferred` value first when it is among them (the completion found for a previous
 * candidate: it usually fits the next one too). A probe refused for a reason its argument does
 * not concern (`ArgDef.concerns`) ends that argument's probing: its other values would meet the
 * same refusal; a refusal of the form's gates ends every argument's probing.
 */
function search(k: Seat, form: Form, chosen: Chosen, preferred: Chosen): Completion {
  const next = nextArg(k, form, chosen);
  if (!next) {
    const refusal = k.refusal(form.action.name, chosen);
    return refusal ? { refused: refusal } : { args: chosen };
  }
  const all = probes(k, next, chosen);
  const first = all.find((v) => v === preferred[next.name]);
  const ordered = first !== undefined ? [first, ...all.filter((v) => v !== first)] : all;
  let refused: GameError | null = null;
  for (const v of ordered) {
    const found = search(k, form, { ...chosen, [next.name]: v }, preferred);
    if ('args' in found) return found;
    refused = found.refused;
    if (gated(form, refused) || (next.concerns && refused !== null && !next.concerns.includes(refused.code))) break;
  }
  return { refused };
}

function complete(k: Seat, form: Form, chosen: Chosen, preferred: Chosen = {}): Chosen | undefined {
  const found = search(k, form, chosen, preferred);
  return 'args' in found ? found.args : undefined;
}

/**
 * What the search of one argument's values carries from value to value: the last completion found
 * (the preferred values of the next search) and the first refusal met (the reason, if none is legal).
 */
interface Trail {
  witness: Chosen;
  refusal: GameError | null;
}

function leadsSomewhere(k: Seat, form: Form, chosen: Chosen, arg: string, value: OptionValue, trail: Trail): boolean {
  if (gated(form, trail.refusal)) return false;
  const found = search(k, form, { ...chosen, [arg]: value }, trail.witness);
  if ('args' in found) trail.witness = found.args;
  else trail.refusal ??= found.refused;
  return 'args' in found;
}

/** Spans at most this wide are checked value by value; wider ones are intervals by the rules, checked at their ends. */
const CHECKED_SPAN = 30;

/** The legal values of `def` given `chosen`, as the contract's ArgOptions. */
export function legalOptions(k: Seat, form: Form, chosen: Chosen, def: ArgDef): ArgOptions {
  const values = def.values(k, chosen);
  const trail: Trail = { witness: {}, refusal: null };
  const ok = (v: OptionValue) => leadsSomewhere(k, form, chosen, def.name, v, trail);
  const none = (): ArgOptions => ({ kind: 'none', reason: trail.refusal?.message ?? 'Nothing can be chosen here now.' });
  if (!('kind' in values)) {
    const options = values.filter((o) => ok(o.value));
    return options.length ? { kind: 'list', options } : none();
  }
  if (values.kind === 'text') return ok(values.sample) ? { kind: 'text', label: values.label, maxLength: TEXT_LIMIT } : none();
  return spanOptions(values, ok) ?? none();
}

/** The engine's own limit on a text argument (src/dune/actions/parse.ts). */
const TEXT_LIMIT = 200;

function spanOptions(span: Span, ok: (v: number) => boolean): ArgOptions | undefined {
  if (span.max < span.min) return undefined;
  if (span.max - span.min + 1 <= CHECKED_SPAN) {
    const legal = range(span.min, span.max).filter(ok);
    const [lo, hi] = [legal[0], legal[legal.length - 1]];
    if (lo === undefined || hi === undefined) return undefined;
    if (hi - lo + 1 === legal.length) return { kind: 'range', min: lo, max: hi, label: span.label };
    return { kind: 'list', options: legal.map((v): Option => ({ value: v, label: String(v) })) };
  }
  if (!ok(span.min)) return undefined;
  // An interval starting at min: the largest legal value, by bisection.
  let [lo, hi] = [span.min, span.max];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return { kind: 'range', min: span.min, max: lo, label: span.label };
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A decision as a part of the rules offers it: its preset is arguments of the form's action, typed by its declaration. */
export type Offer<As extends readonly ArgSpec[]> = Omit<Decision, 'action' | 'args' | 'preset'> & { readonly preset?: ChosenArgsOf<As> };

/** A decision for `form`, when some completion of its preset is accepted; otherwise nothing. */
export function offer<As extends readonly ArgSpec[]>(k: Seat, form: Form<As>, d: Offer<As>): Decision[] {
  const preset: Chosen = d.preset ?? {};
  if (!complete(k, form, preset)) return [];
  const args = form
    .args(k, preset)
    .filter((a) => !isChosen(preset, a.name))
    .map((a) => a.name);
  return [{ action: form.action.name, args, ...d }];
}
