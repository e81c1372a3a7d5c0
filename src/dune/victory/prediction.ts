import { factionName } from '../data/factions';
import type { DuneState, Winner } from '../state';

/**
 * The Bene Gesserit prediction (§13.3): when the predicted faction wins a stronghold victory on the
 * predicted turn — alone or allied, even with the Bene Gesserit — the Bene Gesserit win alone.
 */
export function predictionFulfilled(s: DuneState, victory: Winner): Winner | null {
  const p = s.prediction;
  if (!p || !s.factions.includes('bene-gesserit') || p.turn !== s.turn || !victory.factions.includes(p.faction)) return null;
  return {
    factions: ['bene-gesserit'],
    victory: 'prediction',
    reason: `The Bene Gesserit predicted that ${factionName(p.faction)} would win on turn ${p.turn}, and so they did: the Bene Gesserit win alone. (${victory.reason})`,
  };
}
