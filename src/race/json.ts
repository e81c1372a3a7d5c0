import { check } from '../engine/result';
import { listText } from './text';

/** Checks on JSON input (actions, options, scenario setups), with errors a player can act on. */

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function quote(s: string): string {
  return `"${s}"`;
}

/** Refuses keys other than `allowed`: a misspelt key would otherwise be silently ignored. */
export function onlyKeys(code: string, where: string, input: Record<string, unknown>, allowed: readonly string[]): void {
  const extra = Object.keys(input).filter((k) => !allowed.includes(k));
  check(
    extra.length === 0,
    code,
    `${where} takes ${allowed.length === 0 ? 'nothing' : listText(allowed.map(quote))}; ${listText(extra.map(quote))} ${extra.length === 1 ? 'is' : 'are'} not among them.`,
  );
}
