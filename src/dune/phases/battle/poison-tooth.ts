import { cardKind } from '../../data/cards';
import type { FactionId } from '../../state';
import { sidesOf } from './step';
import type { Battle } from '../../shape/battle';

/** The side whose revealed plan holds a Poison Tooth (one copy in the deck), if any. */
export const toothPlayer = (b: Battle): FactionId | undefined =>
  sidesOf(b).find((f) => {
    const w = b.plans[f]?.weapon;
    return w !== null && w !== undefined && cardKind(w).id === 'poison-tooth';
  });

/** Whether the battle waits for `f` to say whether its Poison Tooth strikes. */
export const toothAwaited = (b: Battle, f?: FactionId): boolean =>
  b.stage === 'traitors' && b.toothDecided !== true && toothPlayer(b) !== undefined && (f === undefined || toothPlayer(b) === f);
