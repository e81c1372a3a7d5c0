/** English for the catalogue: lists, counted nouns and verbs that agree with their subject. */

export type GrammaticalNumber = 'singular' | 'plural';

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Ends a sentence with a full stop, unless it already ends with one, inside a quotation too ("“Peace.”"). */
export const stop = (text: string): string => (/[.!?]”?$/.test(text) ? text : `${text}.`);

/** "A", "A and B", "A, B and C"; `empty` when there is nothing. */
export function list(items: readonly string[], empty = 'nobody'): string {
  if (items.length <= 1) return items[0] ?? empty;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const numberOf = (n: number): GrammaticalNumber => (n === 1 ? 'singular' : 'plural');

/** "1 force", "2 forces". */
export const count = (n: number, one: string): string => `${n} ${n === 1 ? one : `${one}s`}`;

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Small numbers in words ("four traitor cards"), others in figures. */
export const inWords = (n: number): string => WORDS[n] ?? String(n);

const IRREGULAR: Readonly<Record<string, string>> = { be: 'is', have: 'has', do: 'does', go: 'goes' };
const UNCHANGED = new Set(['may', 'can', 'must', 'will']);

/**
 * A present-tense verb phrase agreeing with its subject: "ship" stays for the Fremen and becomes
 * "ships" for the Emperor ("pass on" → "passes on", "are" → "is", "do not" → "does not").
 */
export function conjugate(phrase: string, number: GrammaticalNumber): string {
  const [verb = '', ...rest] = phrase.split(' ');
  const base = verb === 'are' ? 'be' : verb;
  const form = number === 'plural' ? (base === 'be' ? 'are' : base) : singular(base);
  return [form, ...rest].join(' ');
}

function singular(verb: string): string {
  if (UNCHANGED.has(verb)) return verb;
  const irregular = IRREGULAR[verb];
  if (irregular) return irregular;
  if (/(s|sh|ch|x|z)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** "1 card goes back", "2 cards go back": a counted subject with its verb. */
export const countDoes = (n: number, one: string, verb: string): string => `${count(n, one)} ${conjugate(verb, numberOf(n))}`;
