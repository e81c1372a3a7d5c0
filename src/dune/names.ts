import { type CardId, type TreacheryKindId, TREACHERY, cardKind } from './data/cards';
import { FACTION_ALIASES, FACTIONS, LEADERS, type FactionId, type LeaderId } from './data/factions';
import { TERRITORIES, type TerritoryId } from './data/map';
import { CHEAP_HERO_TRAITOR, type TraitorCardId } from './data/traitors';
import { err, ok, type Result } from '../engine/result';

const PRINTABLE_ASCII = /^[ -~]*$/;

/**
 * Text as it reads, whatever code points spell it: characters that show nothing (zero-width space,
 * joiner and non-joiner, word joiner, BOM, soft hyphen, bidi controls, variation selectors, tag
 * characters: Unicode's default-ignorables) removed, compatibility forms folded by NFKC (full-width
 * "Ｌａｓｇｕｎ", mathematical letters), diacritics dropped, lower case. A name or a deal's terms
 * cannot then slip past a check by looking the same while being spelt otherwise (issue 11).
 */
export const fold = (s: string): string =>
  // Printable ASCII holds no ignorable, compatibility or combining character: folding it is lower-casing it,
  // and the Unicode passes cost several times more on the arguments of every action.
  PRINTABLE_ASCII.test(s)
    ? s.toLowerCase()
    : s
        .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
        .normalize('NFKC')
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase();

/** Folds case, apostrophes, dots and dashes too, so that "tueks sietch" finds "Tuek's Sietch". */
export const normalize = (s: string): string =>
  fold(s)
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

const FACTION_INDEX = index<FactionId>([...FACTIONS.values()].map((f) => [f.id, [f.name, ...FACTION_ALIASES[f.id]]] as const));

const LEADER_INDEX = index<LeaderId>([...LEADERS.values()].map((l) => [l.id, [l.name, ...l.aliases]] as const));

/** Traitor cards: every leader's, and the Cheap Hero traitor (TRAITOR-CHEAP-HERO) by its id and its name. */
const TRAITOR_INDEX = index<TraitorCardId>([
  ...[...LEADERS.values()].map((l) => [l.id, [l.name, ...l.aliases]] as const),
  [CHEAP_HERO_TRAITOR, ['Cheap Hero']] as const,
]);

const CARD_INDEX = index<TreacheryKindId>([...TREACHERY.values()].map((k) => [k.id, [k.name, ...k.aliases]] as const));

/**
 * A name as its id, or an error naming what is known. A `Result`, not a rule violation: these are
 * called by the bot and the scenario runner too, outside any transition (inside one, `valueOrFail`).
 */
function resolve<Id>(table: Map<string, Id>, input: string, what: string, list: () => string[]): Result<Id> {
  const hit = table.get(normalize(input));
  const known = what.endsWith('y') ? `${what.slice(0, -1)}ies` : `${what}s`;
  return hit !== undefined ? ok(hit) : err(`unknown-${what}`, `There is no ${what} called "${input}". Known ${known}: ${list().join(', ')}.`);
}

export const resolveTerritory = (input: string): Result<TerritoryId> =>
  resolve(TERRITORY_INDEX, input, 'territory', () => [...TERRITORIES.values()].map((t) => t.name));

export const resolveFaction = (input: string): Result<FactionId> => resolve(FACTION_INDEX, input, 'faction', () => [...FACTIONS.keys()]);

export const resolveLeader = (input: string): Result<LeaderId> => resolve(LEADER_INDEX, input, 'leader', () => [...LEADERS.values()].map((l) => l.name));

export const resolveTraitorCard = (input: string): Result<TraitorCardId> =>
  resolve(TRAITOR_INDEX, input, 'traitor', () => [...[...LEADERS.values()].map((l) => l.name), 'Cheap Hero']);

export const resolveCardKind = (input: string): Result<TreacheryKindId> => resolve(CARD_INDEX, input, 'card', () => [...TREACHERY.values()].map((k) => k.name));

/** Non-throwing lookups for autocomplete and parsing of setup files. */
export const findTerritory = (input: string): TerritoryId | undefined => TERRITORY_INDEX.get(normalize(input));
export const findFaction = (input: string): FactionId | undefined => FACTION_INDEX.get(normalize(input));

/** The first card of the given kind in a list (a hand), if any. */
export const findCardOfKind = (cards: readonly CardId[], kind: TreacheryKindId): CardId | undefined => cards.find((c) => cardKind(c).id === kind);
