import type { Ctx } from '../context';
import type { DuneState } from '../state';
import type { Control } from './control';
import { endOfGameWinner } from './end-of-game';
import { predictionFulfilled } from './prediction';
import { strongholdVictory } from './stronghold-victory';

/**
 * The victory checks of the Mentat Pause (§13.1): a stronghold victory, overturned by a fulfilled
 * Bene Gesserit prediction; on the last turn without one, the end-of-game victories. Sets
 * `s.winner` and announces it; leaves it null when the game goes on.
 */
export function declareWinner(s: DuneState, control: Control, ctx: Ctx): void {
  const victory = strongholdVictory(s, control);
  const predicted = victory ? predictionFulfilled(s, victory) : null;
  if (predicted && s.prediction) ctx.emit({ type: 'prediction-revealed', faction: s.prediction.faction, turn: s.prediction.turn });
  const winner = predicted ?? victory ?? (s.turn >= s.options.turns ? endOfGameWinner(s, control) : null);
  if (!winner) return;
  s.winner = winner;
  ctx.emit({ type: 'game-won', factions: [...winner.factions], reason: winner.reason });
}
