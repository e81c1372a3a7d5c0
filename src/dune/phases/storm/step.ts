import { isAdvanced } from '../../options';
import { hooksOf } from '../../factions';
import type { DuneState, FactionId } from '../../state';
import type { StormStep } from '../../shape/storm';

export const stormStep = (s: DuneState): StormStep => {
  if (s.step.phase !== 'storm') throw new Error('not in the storm phase');
  return s.step;
};

/** The faction in play who sees the storm deck's next card (the Fremen), if any. */
export function stormDeckOwner(s: DuneState): FactionId | undefined {
  for (const f of s.factions) if (hooksOf(f).storm?.deck) return f;
  return undefined;
}

/** Advanced with the Fremen: from turn 2 the storm deck, not the dials, moves the storm (rules §5.2). */
export const usesStormDeck = (s: DuneState): boolean => isAdvanced(s.options) && stormDeckOwner(s) !== undefined;
