import { opponentOf, stoppedIn } from '../../phases/battle/step';
import type { Battle, DialRules } from '../../shape/battle';
import type { DuneState, FactionId } from '../../state';
import type { StrengthPower } from '../module';

/** Advanced §11.6: a Sardaukar counts 2, but 1 against the Fremen, and 1 once a Karama stopped the power in this battle. */
export function sardaukarDial(_s: DuneState, b: Battle, f: FactionId, base: DialRules): DialRules {
  return opponentOf(b, f) === 'fremen' || stoppedIn(b, 'sardaukar') ? { ...base, elite: 1 } : base;
}

/** The Sardaukar are used against anyone but the Fremen (against whom they count 1 anyway), when any fight on the front. */
export const sardaukar: StrengthPower = {
  power: 'sardaukar',
  used: (b, f, front) => opponentOf(b, f) !== 'fremen' && front.elite > 0,
};
