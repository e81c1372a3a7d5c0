import { isAdvanced } from '../../options';
import type { DuneState } from '../../state';
import type { StormStep } from '../../shape/storm';

export const stormStep = (s: DuneState): StormStep => {
  if (s.step.phase !== 'storm') throw new Error('not in the storm phase');
  return s.step;
};

/** Advanced with the Fremen: from turn 2 the storm deck, not the dials, moves the storm (rules §5.2). */
export const usesStormDeck = (s: DuneState): boolean => isAdvanced(s.options) && s.factions.includes('fremen');
