import { allyOf } from '../../board';
import type { PowerId } from '../../cards/karama/powers';
import type { DuneState, FactionId } from '../../state';
import type { Plan, Battle, BattleStep } from '../../shape/battle';

export function battleStep(s: DuneState): BattleStep {
  if (s.step.phase !== 'battle') throw new Error(`not in battle but ${s.step.phase}`);
  return s.step;
}

/** Whether a Karama stopped this power in this battle (strength.ts). */
export const stoppedIn = (b: Battle, id: PowerId): boolean => b.stopped?.includes(id) === true;

/** A side's plan, once it is in. */
export function planOf(b: Battle, f: FactionId): Plan {
  const p = b.plans[f];
  if (!p) throw new Error(`no plan for ${f}`);
  return p;
}

/** The two sides of a battle, fought or still to fight. */
type Sides = Pick<Battle, 'aggressor' | 'defender'>;

export const opponentOf = (b: Sides, f: FactionId): FactionId => (f === b.aggressor ? b.defender : b.aggressor);
export const sidesOf = (b: Sides): [FactionId, FactionId] => [b.aggressor, b.defender];

/** The side of the battle a faction backs: its own, or its ally's (Voice, prescience, traitors). */
export function sideBackedBy(s: DuneState, b: Sides, f: FactionId): FactionId | null {
  return sidesOf(b).find((x) => x === f || allyOf(s, f) === x) ?? null;
}
