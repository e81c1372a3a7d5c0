import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { isAdvanced } from '../../options';
import type { DuneState, FactionId } from '../../state';
import { frontForces } from './plan';
import { battleStep, opponentOf, sidesOf, stoppedIn } from './step';
import type { Battle } from '../../shape/battle';

/** The Advanced powers that make a side stronger on the wheel (rules §11.6–11.7). */
const STRENGTH_POWERS = ['sardaukar', 'fedaykin', 'battle-hardened'] as const;
type StrengthPower = (typeof STRENGTH_POWERS)[number];

/**
 * The side that uses a strength power in this battle, judged from public facts only (who fights,
 * the starred forces on the board): the Emperor's Sardaukar against anyone but the Fremen (against
 * whom they count 1 anyway), the Fremen's Fedaykin, the Fremen's battle hardening.
 */
function sideUsing(s: DuneState, b: Battle, id: StrengthPower): FactionId | null {
  if (!isAdvanced(s.options)) return null;
  const owner: FactionId = id === 'sardaukar' ? 'emperor' : 'fremen';
  if (!sidesOf(b).includes(owner)) return null;
  if (id === 'sardaukar' && opponentOf(b, owner) === 'fremen') return null;
  if (id !== 'battle-hardened' && frontForces(s, b, owner).elite === 0) return null;
  return owner;
}

/**
 * As a battle begins: each strength power used in it meets any Karama stop in force (played earlier
 * in the phase, or a standing order); a stopped one is recorded on the battle for its dial rules.
 */
export function stopStrengthPowers(s: DuneState, b: Battle, ctx: Ctx): void {
  for (const id of STRENGTH_POWERS) if (sideUsing(s, b, id) && stopsPower(s, ctx, id)) b.stopped = [...(b.stopped ?? []), id];
}

/**
 * A Karama against a strength power while the battle that uses it is being planned: the power is
 * stopped in this battle at once, and a plan already in must be made again without it (rules §16:
 * the affected player redoes the action without the power; TO withdraws the plan likewise). The
 * plan is sent back whatever its dial, so that the table learns nothing of it; it stays on the
 * wheel until the new one replaces it.
 */
export function stopStrengthNow(s: DuneState, id: StrengthPower, ctx: Ctx): void {
  const b = battleStep(s).current;
  if (b?.stage !== 'plans' || stoppedIn(b, id)) return;
  const side = sideUsing(s, b, id);
  if (!side || !stopsPower(s, ctx, id)) return;
  b.stopped = [...(b.stopped ?? []), id];
  if (!b.plans[side] || b.replan?.includes(side)) return;
  b.replan = [...(b.replan ?? []), side];
  ctx.emit({ type: 'battle-plan-sent-back', faction: side });
}
