import type { Ctx } from '../context';
import { hooksOf } from '../factions';
import type { DuneState, Winner } from '../state';
import type { Control } from './control';
import { endOfGameWinner } from './end-of-game';
import { strongholdVictory } from './stronghold-victory';

/**
 * The victory checks of the Mentat Pause (§13.1): a stronghold victory, overturned by a fulfilled
 * Bene Gesserit prediction; on the last turn without one, the end-of-game victories. Sets
 * `s.winner` and announces it; leaves it null when the game goes on.
 */
export function declareWinner(s: DuneState, control: Control, ctx: Ctx): void {
  const victory = strongholdVictory(s, control);
  const predicted = victory ? overturned(s, victory, ctx) : null;
  const winner = predicted ?? victory ?? (s.turn >= s.options.turns ? endOfGameWinner(s, control) : null);
  if (!winner) return;
  s.winner = winner;
  ctx.emit({ type: 'game-won', factions: [...winner.factions], reason: winner.reason });
}

/** A faction's win in place of the stronghold victory (`overturnsVictory`); only one faction has such a power. */
function overturned(s: DuneState, victory: Winner, ctx: Ctx): Winner | null {
  for (const f of s.factions) {
    const won = hooksOf(f).overturnsVictory?.(s, f, victory, ctx);
    if (won) return won;
  }
  return null;
}
