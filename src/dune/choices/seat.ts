import type { GameError } from '../../engine/result';
import { applyAction } from '../apply';
import type { DuneState, FactionId } from '../state';
import { asKnownBy } from './knowledge';
import type { Seat } from './types';

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
