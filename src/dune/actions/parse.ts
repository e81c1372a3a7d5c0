import { attempt, fail, valueOrFail } from '../../engine/result';
import { normalize, resolveCardKind, resolveFaction, resolveLeader, resolveTerritory, resolveTraitorCard } from '../names';
import type { ArgSpec, ArgsOf, ChosenArgsOf } from './args';

/**
 * Checks raw arguments (from JSON or Discord) against an action's declared arguments and resolves
 * names to ids. Every problem is reported with what was wrong and what is allowed.
 */
export function parseArgs<As extends readonly ArgSpec[]>(spec: { readonly name: string; readonly args: As }, raw: unknown): ArgsOf<As> {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) fail('bad-arguments', `The arguments of \`${spec.name}\` must be an object of named values.`);
  const input = raw as Record<string, unknown>;
  for (const key of Object.keys(input))
    if (!spec.args.some((a) => a.name === key))
      fail(
        'unknown-argument',
        `\`${spec.name}\` has no argument "${key}". ${spec.args.length ? `It takes: ${spec.args.map(describe).join(', ')}.` : 'It takes no arguments.'}`,
      );
  const out: Record<string, unknown> = {};
  for (const arg of spec.args) {
    const value = input[arg.name];
    if (value === undefined || value === null) {
      if (arg.required) fail('missing-argument', `\`${spec.name}\` needs ${describe(arg)}: ${arg.description}`);
      continue;
    }
    out[arg.name] = parseOne(spec.name, arg, value);
  }
  // Each declared argument was checked against its kind just above: this is what ArgsOf describes.
  return out as ArgsOf<As>;
}

/**
 * The arguments chosen so far towards an action (a menu's answers, a button's preset), each
 * resolved as `parseArgs` would; `null` (left out) is kept. What would not parse is dropped, since
 * nothing can be said of it but the engine's refusal, which the dry runs of the choices meet.
 */
export function parseChosen<As extends readonly ArgSpec[]>(
  spec: { readonly name: string; readonly args: As },
  raw: Readonly<Record<string, unknown>>,
): ChosenArgsOf<As> {
  const out: Record<string, unknown> = {};
  for (const arg of spec.args) {
    const value = raw[arg.name];
    if (value === null) out[arg.name] = null;
    else if (value !== undefined) {
      const parsed = attempt(() => parseOne(spec.name, arg, value));
      if (parsed.ok) out[arg.name] = parsed.value;
    }
  }
  // Each value was parsed against its declared kind just above, or is null: what ChosenArgsOf describes.
  return out as ChosenArgsOf<As>;
}

function describe(a: ArgSpec): string {
  return `${a.name} (${a.type}${a.required ? '' : ', optional'})`;
}

function parseOne(action: string, arg: ArgSpec, value: unknown): unknown {
  const where = `\`${action}\` ${arg.name}`;
  switch (arg.type) {
    case 'territory':
    case 'faction':
    case 'card':
    case 'leader':
    case 'traitor':
    case 'text':
    case 'choice': {
      if (typeof value !== 'string' || value.trim() === '') fail('bad-argument', `${where} must be a name (text), not ${JSON.stringify(value)}.`);
      if (value.length > 200) fail('bad-argument', `${where} is too long (${value.length} characters).`);
      if (arg.type === 'territory') return valueOrFail(resolveTerritory(value));
      if (arg.type === 'faction') return valueOrFail(resolveFaction(value));
      if (arg.type === 'card') return valueOrFail(resolveCardKind(value));
      if (arg.type === 'leader') return valueOrFail(resolveLeader(value));
      if (arg.type === 'traitor') return valueOrFail(resolveTraitorCard(value));
      if (arg.type === 'choice') {
        const hit = arg.choices?.find((c) => normalize(c) === normalize(value));
        if (!hit) fail('bad-argument', `${where} must be one of ${arg.choices?.join(', ')}; got "${value}".`);
        return hit;
      }
      return value;
    }
    case 'boolean':
      if (typeof value !== 'boolean') fail('bad-argument', `${where} must be true or false, not ${JSON.stringify(value)}.`);
      return value;
    case 'sector':
    case 'count':
    case 'integer': {
      if (typeof value !== 'number' || !Number.isInteger(value)) fail('bad-argument', `${where} must be a whole number, not ${JSON.stringify(value)}.`);
      const min = arg.min ?? (arg.type === 'sector' ? 1 : arg.type === 'count' ? 0 : -Infinity);
      const max = arg.max ?? (arg.type === 'sector' ? 18 : Infinity);
      if (value < min || value > max)
        fail('out-of-range', `${where} must be ${max === Infinity ? `at least ${min}` : `between ${min} and ${max}`}; got ${value}.`);
      return value;
    }
  }
}
