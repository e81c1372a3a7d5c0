import { stoppedIn } from '../../phases/battle/step';
import type { Battle, DialRules } from '../../shape/battle';
import type { DuneState, FactionId } from '../../state';
import type { StrengthPower } from '../module';

/**
 * Advanced §11.6–11.7: the Fremen's forces count in full without spice (battle hardened) and a
 * Fedaykin counts 2, each unless a Karama stopped that power in this battle.
 */
export const fremenDial = (_s: DuneState, b: Battle, _f: FactionId, base: DialRules): DialRules => ({
  free: !stoppedIn(b, 'battle-hardened'),
  elite: stoppedIn(b, 'fedaykin') ? 1 : base.elite,
});

/** The Fedaykin are used when any fight on the front; battle hardening always. */
export const fremenStrength: readonly StrengthPower[] = [
  { power: 'fedaykin', used: (_b, _f, front) => front.elite > 0 },
  { power: 'battle-hardened', used: () => true },
];
