import { type CardId, type TreacheryKindId, TREACHERY, cardKind } from './data/cards';
import { FACTIONS, LEADERS, type FactionId, type LeaderId } from './data/factions';
import { TERRITORIES, type TerritoryId } from './data/map';
import { fail } from '../engine/result';

/** Folds case, apostrophes, dots and dashes so "tueks sietch" finds "Tuek's Sietch". */
export const normalize = (s: string): string =>
  s
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function index<Id extends string>(entries: Iterable<readonly [Id, readonly string[]]>): Map<string, Id> {
  const m = new Map<string, Id>();
  for (const [id, names] of entries) for (const n of [id, ...names]) m.set(normalize(n), id);
  return m;
}

const TERRITORY_INDEX = index<TerritoryId>(
  [...TERRITORIES.values()].map((t) => {
    // "The Great Flat" is also said "Great Flat"; "Sietch Tuek" is the common reversal of "Tuek's Sietch".
    const extra = t.name.startsWith('The ') ? [t.name.slice(4)] : [];
    if (t.id === 'tueks-sietch') extra.push('Sietch Tuek', 'Tuek Sietch', 'Tuek');
    if (t.id === 'habbanya-sietch') extra.push('Habbanya Ridge Sietch');
    return [t.id, [t.name, ...t.aliases, ...extra]] as const;
  }),
);

const FACTION_INDEX = index<FactionId>(
  [...FACTIONS.values()].map((f) => {
    const extra: Record<string, string[]> = {
      'bene-gesserit': ['bg', 'bene gesserit', 'bene'],
      'spacing-guild': ['guild', 'sg'],
      harkonnen: ['hark', 'harko'],
      atreides: ['atr', 'atreid'],
      emperor: ['emp', 'padishah emperor'],
      fremen: ['frem'],
    };
    return [f.id, [f.name, ...(extra[f.id] ?? [])]] as const;
  }),
);

const LEADER_INDEX = index<LeaderId>([...LEADERS.values()].map((l) => [l.id, [l.name, ...l.aliases]] as const));

const CARD_INDEX = index<TreacheryKindId>([...TREACHERY.values()].map((k) => [k.id, [k.name, ...k.aliases]] as const));

function resolve<Id>(table: Map<string, Id>, input: string, what: string, list: () => string[]): Id {
  const hit = table.get(normalize(input));
  if (hit !== undefined) return hit;
  fail(`unknown-${what}`, `There is no ${what} called "${input}". Known ${what}s: ${list().join(', ')}.`);
}

export const resolveTerritory = (input: string): TerritoryId =>
  resolve(TERRITORY_INDEX, input, 'territory', () => [...TERRITORIES.values()].map((t) => t.name));

export const resolveFaction = (input: string): FactionId => resolve(FACTION_INDEX, input, 'faction', () => [...FACTIONS.keys()]);

export const resolveLeader = (input: string): LeaderId => resolve(LEADER_INDEX, input, 'leader', () => [...LEADERS.values()].map((l) => l.name));

export const resolveCardKind = (input: string): TreacheryKindId => resolve(CARD_INDEX, input, 'card', () => [...TREACHERY.values()].map((k) => k.name));

/** Non-throwing lookups for autocomplete and parsing of setup files. */
export const findTerritory = (input: string): TerritoryId | undefined => TERRITORY_INDEX.get(normalize(input));
export const findFaction = (input: string): FactionId | undefined => FACTION_INDEX.get(normalize(input));

/** The first card of the given kind in a list (a hand), if any. */
export const findCardOfKind = (cards: readonly CardId[], kind: TreacheryKindId): CardId | undefined => cards.find((c) => cardKind(c).id === kind);
