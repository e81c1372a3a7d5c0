import type { GameError } from '../../engine/result';
import { applyAction } from '../apply';
import type { DuneState, FactionId } from '../state';
import { asKnownBy } from './knowledge';
import type { Chosen } from './types';

/**
 * One seat's point of view for one question: the game as the seat may know it, and the engine's
 * judgement of actions on it. Dry runs are memoised for the life of the question, since the
 * search asks about the same argument sets again and again.
 */
export interface Seat {
  /** The game as this seat may know it (knowledge.ts): read nothing else. */
  readonly s: DuneState;
  readonly f: FactionId;
  /** The engine's refusal of the action, or null when it is accepted. */
  refusal(action: string, args: Chosen): GameError | null;
}

export function seatOf(s: DuneState, f: FactionId): Seat {
  const known = asKnownBy(s, f);
  const memo = new Map<string, GameError | null>();
  return {
    s: known,
    f,
    refusal: (action, args) => {
      const key = `${action} ${JSON.stringify(args)}`;
      let r = memo.get(key);
      if (r === undefined) {
        const result = applyAction(known, { kind: 'seat', seat: f }, { do: action, args: { ...args } });
        r = result.ok ? null : result.error;
        memo.set(key, r);
      }
      return r;
    },
  };
}
