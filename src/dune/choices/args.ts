import { eliteName } from '../board';
import { factionName } from '../data/factions';
import { TERRITORY_IDS, territory, type TerritoryId } from '../data/map';
import type { FactionId, Forces } from '../state';
import { territoryName } from './labels';
import type { ArgDef, Chosen, Form, Option, Span, Seat } from './types';

/** Builders for the arguments most actions share: places, counts, factions, yes/no. */

export const span = (min: number, max: number, label: string): Span => ({ kind: 'span', min, max, label });

/** Reads an argument chosen so far: what a person picked, or undefined (also for "left out"). */
export const picked = <T>(chosen: Chosen, name: string): T | undefined => (chosen[name] ?? undefined) as T | undefined;

const TYPE_NAMES = { stronghold: 'stronghold', rock: 'rock', sand: 'sand', 'polar-sink': 'safe from the storm' } as const;

const territoryOption = (t: TerritoryId): Option => ({ value: t, label: territoryName(t), description: TYPE_NAMES[territory(t).type] });

/** A territory argument; `candidates` lists the territories worth trying, likeliest first (default: all). */
export function territoryArg(name: string, candidates: (k: Seat, chosen: Chosen) => readonly TerritoryId[] = () => TERRITORY_IDS): ArgDef {
  return { name, values: (k, chosen) => candidates(k, chosen).map(territoryOption) };
}

/**
 * The sector within the territory chosen as `territoryArgName`: the Polar Sink has none (the
 * argument is left out); before the territory is chosen, any sector may do.
 */
export function sectorArg(name: string, territoryArgName: string): ArgDef {
  return {
    name,
    // Only these refusals change from one sector of a territory to another: the storm, and the way there.
    concerns: ['storm-sector', 'bad-sector', 'sector-needed', 'no-route', 'too-far'],
    values: (_k, chosen) => {
      const t = picked<TerritoryId>(chosen, territoryArgName);
      if (t !== undefined && !TERRITORY_IDS.includes(t)) return [];
      const sectors = t ? territory(t).sectors : Array.from({ length: 18 }, (_, i) => i + 1);
      if (sectors.length === 0) return [{ value: null, label: territoryName(t as TerritoryId) }];
      return sectors.map((sector) => ({ value: sector, label: `Sector ${sector}` }));
    },
  };
}

/** A count from `min` to `max`, probed with its smallest value (the one most actions accept). */
export function countArg(name: string, bounds: (k: Seat, chosen: Chosen) => Span): ArgDef {
  return { name, values: bounds };
}

/**
 * How many of `countArgName` forces are starred, from the forces `available` where they come from:
 * left out when none there are, otherwise each possible number, the fewest first (what leaving it
 * out means: ordinary forces go first).
 */
export function eliteArg(
  name: string,
  countArgName: string,
  available: (k: Seat, chosen: Chosen) => Forces | undefined,
  owner: (k: Seat) => FactionId = (k) => k.f,
): ArgDef {
  return {
    name,
    values: (k, chosen) => {
      const from = available(k, chosen);
      // No count of forces (a leader revived instead) or no starred forces there: nothing to say.
      if (!from || from.elite === 0 || chosen[countArgName] === null) return [{ value: null, label: 'Ordinary forces' }];
      const n = picked<number>(chosen, countArgName);
      const label = `How many of them are ${eliteName(owner(k))}`;
      return n === undefined ? span(0, from.elite, label) : span(Math.max(0, n - from.regular), Math.min(n, from.elite), label);
    },
  };
}

export function factionArg(name: string, candidates: (k: Seat, chosen: Chosen) => readonly FactionId[]): ArgDef {
  return { name, values: (k, chosen) => candidates(k, chosen).map((f) => ({ value: f, label: factionName(f) })) };
}

/** A fixed list of options. */
export const choiceArg = (name: string, options: (k: Seat, chosen: Chosen) => readonly Option[]): ArgDef => ({ name, values: options });

/** A form with no arguments, for one action in one situation (`pass` in a given step, `charity`, `break`…). */
export function simpleForm(action: string, when: (k: Seat) => boolean, describe: (k: Seat) => string): Form {
  return { action, matches: (k) => when(k), args: () => [], describe: (k) => describe(k) };
}
