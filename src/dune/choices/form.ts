import type { ArgSpec, ChosenArgsOf } from '../actions/args';
import { parseChosen } from '../actions/parse';
import type { ActionSpec } from '../actions/spec';
import type { ArgDef, ArgName, Chosen, Form, FormSpec, Seat } from './types';

/**
 * A form of `action`, written over the arguments its declaration types: what a person sent is
 * parsed as the engine parses it (names to ids; what does not parse is left for the engine's dry
 * run to refuse), so a form reads `chosen.territory` as a territory id, and names only arguments
 * the action declares.
 */
export function form<As extends readonly ArgSpec[]>(action: ActionSpec<As>, spec: FormSpec<ChosenArgsOf<As>>): Form<As> {
  // The search asks a form about the same arguments several times over: parse each set once.
  const parsed = new WeakMap<Chosen, ChosenArgsOf<As>>();
  const typed = (chosen: Chosen): ChosenArgsOf<As> => {
    let t = parsed.get(chosen);
    if (t === undefined) parsed.set(chosen, (t = parseChosen(action, chosen)));
    return t;
  };
  const declares = (arg: string): arg is ArgName<ChosenArgsOf<As>> => action.args.some((a: ArgSpec) => a.name === arg);
  const erased = (def: ArgDef<ChosenArgsOf<As>>): ArgDef => {
    const { probe } = def;
    return {
      name: def.name,
      values: (k, chosen) => def.values(k, typed(chosen)),
      ...(probe ? { probe: (k, chosen) => probe(k, typed(chosen)) } : {}),
      ...(def.concerns ? { concerns: def.concerns } : {}),
    };
  };
  return {
    action,
    matches: (k, chosen, arg) => {
      if (arg !== undefined && !declares(arg)) return false;
      return spec.matches ? spec.matches(k, typed(chosen), arg) : true;
    },
    args: (k, chosen) => spec.args(k, typed(chosen)).map(erased),
    describe: (k, args) => spec.describe(k, typed(args)),
    ...(spec.gates ? { gates: spec.gates } : {}),
  };
}

/** A form with no arguments, for one action in one situation (`pass` in a given step, `charity`, `break`…). */
export function simpleForm<As extends readonly ArgSpec[]>(action: ActionSpec<As>, when: (k: Seat) => boolean, describe: (k: Seat) => string): Form<As> {
  return form(action, { matches: (k) => when(k), args: () => [], describe: (k) => describe(k) });
}
