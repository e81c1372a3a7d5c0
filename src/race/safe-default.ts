import type { RaceAction } from './actions';
import { legalChoices } from './choices';
import type { RaceSeat } from './seats';
import type { RaceState } from './state';

/** The race's decision kinds (its action names): docs/deadlines.md lists each. */
export const RACE_DECISION_KINDS: readonly RaceAction['do'][] = ['direction', 'assign', 'noble', 'end-turn', 'move'];

/**
 * What the clock does for a seat whose deadline passed (docs/deadlines.md): the turn ends as
 * planned so far, and with nothing planned (no Guard, the Noble still) when that plan cannot be
 * played or none was begun. Null when the race waits for nothing from `seat`.
 */
export function raceSafeDefault(s: RaceState, seat: RaceSeat): RaceAction | null {
  const choices = legalChoices(s, seat);
  if (choices.decision === 'wait') return null;
  return choices.endTurn ? { do: 'end-turn' } : { do: 'move', args: {} };
}
