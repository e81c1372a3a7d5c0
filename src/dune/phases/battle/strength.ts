import type { PowerId } from '../../cards/karama/powers';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { FACTION_MODULES } from '../../factions';
import type { StrengthPower } from '../../factions/module';
import { isAdvanced } from '../../options';
import type { DuneState, FactionId } from '../../state';
import { frontForces } from './plan';
import { battleStep, sidesOf, stoppedIn } from './step';
import type { Battle } from '../../shape/battle';

/** The Advanced powers that make a side stronger on the wheel (rules §11.6–11.7), with their owners, in the order a Karama meets them. */
const STRENGTH_POWERS: readonly (StrengthPower & { readonly owner: FactionId })[] = FACTION_MODULES.flatMap((m) =>
  (m.hooks.strengthPowers ?? []).map((p) => ({ ...p, owner: m.id })),
);

/** The side that uses a strength power in this battle, judged from public facts only (the owner's `used`). */
function sideUsing(s: DuneState, b: Battle, p: StrengthPower & { readonly owner: FactionId }): FactionId | null {
  if (!(isAdvanced(s.options) || p.inBasic?.(s.options)) || !sidesOf(b).includes(p.owner)) return null;
  return p.used(b, p.owner, frontForces(s, b, p.owner)) ? p.owner : null;
}

/**
 * As a battle begins: each strength power used in it meets any Karama stop in force (played earlier
 * in the phase, or a standing order); a stopped one is recorded on the battle for its dial rules.
 */
export function stopStrengthPowers(s: DuneState, b: Battle, ctx: Ctx): void {
  for (const p of STRENGTH_POWERS) if (sideUsing(s, b, p) && stopsPower(s, ctx, p.power)) b.stopped = [...(b.stopped ?? []), p.power];
}

/**
 * A Karama against a strength power while the battle that uses it is being planned: the power is
 * stopped in this battle at once, and a plan already in must be made again without it (rules §16:
 * the affected player redoes the action without the power; TO withdraws the plan likewise). The
 * plan is sent back whatever its dial, so that the table learns nothing of it; it stays on the
 * wheel until the new one replaces it.
 */
export function stopStrengthNow(s: DuneState, id: PowerId, ctx: Ctx): void {
  const b = battleStep(s).current;
  const p = STRENGTH_POWERS.find((x) => x.power === id);
  if (!p || b?.stage !== 'plans' || stoppedIn(b, id)) return;
  const side = sideUsing(s, b, p);
  if (!side || !stopsPower(s, ctx, id)) return;
  b.stopped = [...(b.stopped ?? []), id];
  if (!b.plans[side] || b.replan?.includes(side)) return;
  b.replan = [...(b.replan ?? []), side];
  ctx.emit({ type: 'battle-plan-sent-back', faction: side });
}
