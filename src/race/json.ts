import { fail } from '../engine/result';
import { listText } from './text';

/** Checks on JSON input (actions, options, scenario setups), with errors a player can act on. */

export { isObject } from '../engine/json';

export function quote(s: string): string {
  return `"${s}"`;
}

/** Why `input` may not have the keys it has beyond `allowed`, or null when it has none. */
export function unexpectedKeys(where: string, input: Record<string, unknown>, allowed: readonly string[]): string | null {
  const extra = Object.keys(input).filter((k) => !allowed.includes(k));
  if (extra.length === 0) return null;
  return `${where} takes ${allowed.length === 0 ? 'nothing' : listText(allowed.map(quote))}; ${listText(extra.map(quote))} ${extra.length === 1 ? 'is' : 'are'} not among them.`;
}

/** Refuses keys other than `allowed`: a misspelt key would otherwise be silently ignored. */
export function onlyKeys(code: string, where: string, input: Record<string, unknown>, allowed: readonly string[]): void {
  const problem = unexpectedKeys(where, input, allowed);
  if (problem !== null) fail(code, problem);
}
