import { eliteName } from '../board';
import { TREACHERY, type TreacheryKindId } from '../data/cards';
import { factionName, leader as leaderData, type LeaderId } from '../data/factions';
import { territory, type TerritoryId } from '../data/map';
import type { VoiceKind } from '../shape/battle';
import type { FactionId } from '../state';

export { listing as list } from '../victory/describe';

/** "1 force", "3 forces". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Spice has no plural: "1 spice", "4 spice". */
export const spice = (n: number): string => `${n} spice`;

/** "the Harkonnen", "the Bene Gesserit": how the game's text names a faction in a sentence. */
export const the = (f: FactionId): string => `the ${factionName(f)}`;

/** The same at the start of a sentence. */
export const The = (f: FactionId): string => `The ${factionName(f)}`;

/** Forces with their starred part: "3 forces", "3 forces (1 Fedaykin)". */
export function forces(f: FactionId, n: number, elite = 0): string {
  return elite > 0 ? `${count(n, 'force')} (${elite} ${eliteName(f)})` : count(n, 'force');
}

export const territoryName = (t: TerritoryId): string => territory(t).name;

/** A piece of the board: "Arrakeen", "sector 14 of The Great Flat"; sector 0 is the Polar Sink's one piece. */
export function piece(t: TerritoryId, sector: number | null | undefined): string {
  const data = territory(t);
  return data.sectors.length > 1 && sector ? `sector ${sector} of ${data.name}` : data.name;
}

export const cardName = (kind: TreacheryKindId): string => TREACHERY.get(kind)?.name ?? kind;

/** The card played as Karama: "Karama", or for the Advanced Bene Gesserit "Baliset as Karama". */
export const karamaCardName = (kind: TreacheryKindId): string => (kind === 'karama' ? 'Karama' : `${cardName(kind)} as Karama`);

/** "The Harkonnen’s free extra card…" from "the Harkonnen’s free extra card…". */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "Duncan Idaho (2)": a leader with the strength it adds to a battle and costs to revive. */
export const leaderWithStrength = (l: LeaderId): string => `${leaderData(l).name} (${leaderData(l).strength})`;

/** A battle dial as people write it: "3", "3½". */
export const dialText = (d: number): string => (Number.isInteger(d) ? String(d) : `${Math.floor(d) || ''}½`);

/**
 * What the Voice names, with its article: "a poison weapon", "a Cheap Hero", "Chemistry". The menus
 * show it and the bot's sentences say it ("must not play Chemistry").
 */
export const VOICE_WORDS: Readonly<Record<VoiceKind, string>> = {
  'poison weapon': 'a poison weapon',
  'projectile weapon': 'a projectile weapon',
  'poison defense': 'a poison defense',
  'projectile defense': 'a projectile defense',
  worthless: 'a worthless card',
  'cheap hero': 'a Cheap Hero',
  lasgun: 'a Lasgun',
  shield: 'a Shield (Shield Snooper included)',
  'artillery strike': 'Artillery Strike',
  chemistry: 'Chemistry',
  'poison tooth': 'Poison Tooth',
  'weirding way': 'Weirding Way',
  'poison blade': 'Poison Blade',
  'shield snooper': 'Shield Snooper',
};
