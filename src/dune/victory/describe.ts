import { singularName } from '../data/faction-traits';
import { factionName } from '../data/factions';
import { territory, type TerritoryId } from '../data/map';
import type { FactionId } from '../data/factions';

/** "A", "A and B", "A, B and C" (or "A, B or C"). */
export function listing(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "the Emperor’s", "the Atreides’": a faction's name as a possessive. */
export const possessive = (f: FactionId): string => {
  const name = factionName(f);
  return name.endsWith('s') ? `${name}’` : `${name}’s`;
};

/** The third person singular of the verbs the refusals use after a faction's name. */
const SINGULAR_FORMS: Readonly<Record<string, string>> = { have: 'has', are: 'is', do: 'does' };

/** `verb` agreeing with `f`'s name: "Emperor has", "Fremen have" (faction data's `singularName`). */
export const agrees = (f: FactionId, verb: string): string => (singularName(f) ? (SINGULAR_FORMS[verb] ?? `${verb}s`) : verb);

/** `verb` after a list of factions: plural for several, as `agrees` says for one ("Emperor wins", "Fremen and Emperor win"). */
export const together = (factions: readonly FactionId[], verb: string): string => (factions.length === 1 && factions[0] ? agrees(factions[0], verb) : verb);

/** "1 sector", "3 sectors": a number with its noun, singular or plural. */
export const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const factionList = (factions: readonly FactionId[]): string => listing(factions.map(factionName));

/** "the Harkonnen and the Emperor": factions as a sentence names them. */
export const theFactions = (factions: readonly FactionId[]): string => listing(factions.map((f) => `the ${factionName(f)}`));

/** "4 strongholds (Arrakeen, Carthag, Sietch Tabr, Habbanya Sietch)". */
export function strongholdCount(places: readonly TerritoryId[]): string {
  const names = places.map((t) => territory(t).name).join(', ');
  return `${places.length} stronghold${places.length === 1 ? '' : 's'}${places.length ? ` (${names})` : ''}`;
}
