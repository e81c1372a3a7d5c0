import { ixianForceTypes } from '../../options';
import type { ForceKinds } from '../module';

/**
 * IX-7/IX-8 (ixians-tleilaxu.md §3.2) beyond battle and movement: a Cyborg costs 3 spice to revive
 * and collects 3 spice wherever it stands; a Suboid revives for 2 and collects at the base rate (2,
 * 3 from Arrakeen or Carthag). Without the force types (OP-1 off, Basic) every Ixian force is an
 * ordinary one. (No one-starred-a-turn limit holds their revival either: `STARRED_REVIVAL_UNLIMITED`.)
 */
export const ixianForceKinds: ForceKinds = {
  eliteRevivalCost: (s, base) => (ixianForceTypes(s.options) ? 3 : base),
  collects: (s, rate, forces) => (ixianForceTypes(s.options) ? forces.elite * 3 : forces.elite * rate) + forces.regular * rate,
};
