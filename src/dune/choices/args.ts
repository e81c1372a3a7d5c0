import { eliteName } from '../board';
import { factionName } from '../data/factions';
import { TERRITORY_IDS, territory, type TerritoryId } from '../data/map';
import type { FactionId, Forces } from '../state';
import { territoryName } from './labels';
import type { ArgDef, ArgName, Option, Span, Seat } from './types';

/**
 * Builders for the arguments most actions share: places, counts, factions, yes/no. Each is over
 * the arguments `P` its form has chosen so far, so that it names one of them and reads them typed.
 */

export const span = (min: number, max: number, label: string): Span => ({ kind: 'span', min, max, label });

/** An argument chosen so far: what a person picked, or undefined (also for "left out", which is null). */
export const picked = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

const TYPE_NAMES = { stronghold: 'stronghold', rock: 'rock', sand: 'sand', 'polar-sink': 'safe from the storm' } as const;

const territoryOption = (t: TerritoryId): Option => ({ value: t, label: territoryName(t), description: TYPE_NAMES[territory(t).type] });

/** A territory argument; `candidates` lists the territories worth trying, likeliest first (default: all). */
export function territoryArg<P>(name: NoInfer<ArgName<P>>, candidates: (k: Seat, chosen: P) => readonly TerritoryId[] = () => TERRITORY_IDS): ArgDef<P> {
  return { name, values: (k, chosen) => candidates(k, chosen).map(territoryOption) };
}

/**
 * The sector within the territory chosen so far (`territoryOf`): the Polar Sink has none (the
 * argument is left out); before the territory is chosen, any sector may do.
 */
export function sectorArg<P>(name: NoInfer<ArgName<P>>, territoryOf: (chosen: P) => TerritoryId | null | undefined): ArgDef<P> {
  return {
    name,
    // Only these refusals change from one sector of a territory to another: the storm, and the way there.
    concerns: ['storm-sector', 'bad-sector', 'sector-needed', 'no-route', 'too-far'],
    values: (_k, chosen) => {
      const t = territoryOf(chosen);
      if (!t) return Array.from({ length: 18 }, (_, i) => ({ value: i + 1, label: `Sector ${i + 1}` }));
      const sectors = territory(t).sectors;
      if (sectors.length === 0) return [{ value: null, label: territoryName(t) }];
      return sectors.map((sector) => ({ value: sector, label: `Sector ${sector}` }));
    },
  };
}

/** A count from `min` to `max`, probed with its smallest value (the one most actions accept). */
export function countArg<P>(name: NoInfer<ArgName<P>>, bounds: (k: Seat, chosen: P) => Span): ArgDef<P> {
  return { name, values: bounds };
}

/** The arguments of a form that moves forces: how many (`forces`), and how many of them starred (`elite`). */
interface ForceCount {
  readonly forces?: number | null;
  readonly elite?: number | null;
}

/**
 * How many of the `forces` chosen are starred (`elite`), from the forces `available` where they
 * come from: left out when none there are, otherwise each possible number, the fewest first (what
 * leaving it out means: ordinary forces go first).
 */
export function eliteArg<P extends ForceCount>(available: (k: Seat, chosen: P) => Forces | undefined, owner: (k: Seat) => FactionId = (k) => k.f): ArgDef<P> {
  return {
    name: 'elite',
    values: (k, chosen) => {
      const from = available(k, chosen);
      // No count of forces (a leader revived instead) or no starred forces there: nothing to say.
      if (!from || from.elite === 0 || chosen.forces === null) return [{ value: null, label: 'Ordinary forces' }];
      const n = picked(chosen.forces);
      const label = `How many of them are ${eliteName(owner(k))}`;
      return n === undefined ? span(0, from.elite, label) : span(Math.max(0, n - from.regular), Math.min(n, from.elite), label);
    },
  };
}

export function factionArg<P>(name: NoInfer<ArgName<P>>, candidates: (k: Seat, chosen: P) => readonly FactionId[]): ArgDef<P> {
  return { name, values: (k, chosen) => candidates(k, chosen).map((f) => ({ value: f, label: factionName(f) })) };
}

/** A fixed list of options. */
export const choiceArg = <P>(name: NoInfer<ArgName<P>>, options: (k: Seat, chosen: P) => readonly Option[]): ArgDef<P> => ({ name, values: options });
