import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import type { DuneState, FactionId, Winner } from '../../state';

/**
 * The Bene Gesserit prediction (§13.3): when the predicted faction wins a stronghold victory on the
 * predicted turn — alone or allied, even with the Bene Gesserit — the Bene Gesserit win alone.
 */
export function predictionFulfilled(s: DuneState, bg: FactionId, victory: Winner, ctx: Ctx): Winner | null {
  const p = s.prediction;
  if (!p || p.turn !== s.turn || !victory.factions.includes(p.faction)) return null;
  ctx.emit({ type: 'prediction-revealed', faction: p.faction, turn: p.turn });
  return {
    factions: [bg],
    victory: 'prediction',
    reason: `The Bene Gesserit predicted that ${factionName(p.faction)} would win on turn ${p.turn}, and so they did: the Bene Gesserit win alone. (${victory.reason})`,
  };
}
