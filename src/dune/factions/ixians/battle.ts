import { ixianForceTypes } from '../../options';
import { stoppedIn } from '../../phases/battle/step';
import type { Battle, DialRules } from '../../shape/battle';
import type { DuneState, FactionId } from '../../state';
import type { StrengthPower } from '../module';

/**
 * IX-7/IX-8/IX-11 (ixians-tleilaxu.md §3.2): a Cyborg counts 2 (Advanced: with 1 spice, else 1),
 * a Suboid ½ and spice never changes it; not even against the Fremen. A Karama against the
 * Cyborgs makes each worth 1 (½ unsupported) in that battle. Without the force types (OP-1 off,
 * Basic) every Ixian force is an ordinary one.
 */
export function ixianDial(s: DuneState, b: Battle, _f: FactionId, base: DialRules): DialRules {
  if (!ixianForceTypes(s.options)) return { ...base, elite: 1 };
  return { ...base, elite: stoppedIn(b, 'cyborgs') ? 1 : 2, regular: 0.5 };
}

/** The Cyborgs' bonus is used when any fight on the front, in the Basic game too where their force types apply (OP-1). */
export const cyborgs: StrengthPower = {
  power: 'cyborgs',
  used: (_b, _f, front) => front.elite > 0,
  inBasic: ixianForceTypes,
};
