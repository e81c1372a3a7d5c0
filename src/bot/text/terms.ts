import { cardName, type CardId } from '../../dune/data/cards';
import { faction as factionData } from '../../dune/data/factions';
import { traitorName, type TraitorCardId } from '../../dune/data/traitors';
import { TERRITORIES, type TerritoryId } from '../../dune/data/map';
import type { FactionId } from '../../dune';
import { count, list } from './grammar';

/** The game's own nouns: spice, forces, places on the board, cards and leaders. */

/** Spice is counted without a plural: "1 spice", "5 spice". */
export const spice = (n: number): string => `${n} spice`;

export const sectors = (n: number): string => count(n, 'sector');

export const cards = (n: number): string => count(n, 'card');

/** Elite forces whose data name is singular: Sardaukar and Fedaykin are their own plurals. */
const ELITE_PLURALS: Readonly<Record<string, string>> = { Cyborg: 'Cyborgs' };

/** The plural of a faction's starred forces' name: "Sardaukar", "Cyborgs". */
export const elitePlural = (name: string): string => ELITE_PLURALS[name] ?? name;

/** "2 Sardaukar", "1 Cyborg", "2 Cyborgs", "2 starred": starred forces counted by their name. */
export const starred = (n: number, name: string | null): string => `${n} ${name === null ? 'starred' : n === 1 ? name : elitePlural(name)}`;

/** "3 forces", "3 forces (1 Sardaukar)", or "2 Fedaykin" when every one is starred. */
export function forces(n: number, elite = 0, of?: FactionId): string {
  const name = of ? factionData(of).eliteName : null;
  if (elite === 0) return count(n, 'force');
  if (elite === n && name) return starred(n, name);
  return `${count(n, 'force')} (${starred(elite, name)})`;
}

/** Territories spoken of with "the" ("in the Great Flat", "in the Polar Sink"); the others are names ("in Arrakeen"). */
const WITH_ARTICLE = new Set<TerritoryId>([
  'basin',
  'bight-of-the-cliff',
  'broken-land',
  'cielago-depression',
  'funeral-plain',
  'the-great-flat',
  'the-greater-flat',
  'habbanya-erg',
  'habbanya-ridge-flat',
  'hagga-basin',
  'harg-pass',
  'hole-in-the-rock',
  'imperial-basin',
  'the-minor-erg',
  'old-gap',
  'pasty-mesa',
  'plastic-basin',
  'polar-sink',
  'red-chasm',
  'rim-wall-west',
  'rock-outcroppings',
  'shield-wall',
  'sihaya-ridge',
  'south-mesa',
  'wind-pass',
  'wind-pass-north',
]);

/** Running-text names by display name: "The Great Flat" → "the Great Flat", "Bight Of The Cliff" → "the Bight of the Cliff". */
const PHRASES: ReadonlyMap<string, string> = new Map(
  [...TERRITORIES.values()].map((t) => {
    const name = t.name.replace(/^The /, '').replace(/ (Of|In|The)\b/g, (w) => w.toLowerCase());
    return [t.name, WITH_ARTICLE.has(t.id) ? `the ${name}` : name];
  }),
);

/** A territory inside a sentence, by its display name (as events carry it). */
export const territory = (name: string): string => PHRASES.get(name) ?? name;

/** "Arrakeen (sector 9)"; the Polar Sink has no sector (null or 0). */
export const place = (name: string, sector?: number | null): string => (sector ? `${territory(name)} (sector ${sector})` : territory(name));

/** A card's name from its id (the setup deal carries ids). */
export const card = (id: CardId): string => cardName(id);

/** A leader's name, or a traitor card's (the Cheap Hero traitor names no leader). */
export const leader = (id: TraitorCardId): string => traitorName(id);

/** A hand in a line, alphabetical, a card held twice counted: "Cheap Hero, Shield ×2 and Snooper". */
export function cardList(names: readonly string[]): string {
  const held = new Map<string, number>();
  for (const n of [...names].sort((a, b) => a.localeCompare(b))) held.set(n, (held.get(n) ?? 0) + 1);
  return list([...held].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)));
}
