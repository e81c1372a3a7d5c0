import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { ixianForceTypes } from '../../options';
import { stacksOnFront } from '../../phases/battle/battles-to-fight';
import { planOf } from '../../phases/battle/step';
import type { Battle, BattleStep } from '../../shape/battle';
import type { DuneState } from '../../state';

/** Who swaps their losses. */
const OWNER = 'ixians';

/** Surviving Suboids on the winner's front: those that were not dialled. */
const survivingSuboids = (s: DuneState, b: Battle): number => stacksOnFront(s, OWNER, b.territory, b.sectors).reduce((n, x) => n + x.regular, 0);

/**
 * IX-9 (ixians-tleilaxu.md §3.3): once the Ixians have won a battle and lost the tokens that made
 * up their dial, they may send surviving Suboids there to the Tanks in place of as many of the
 * Cyborgs lost, one for one. A Karama in force stops it before it is offered; the battle then
 * waits for their `swap-losses` (phases/battle/loss-swap.ts).
 */
export function offerLossSwap(s: DuneState, _st: BattleStep, b: Battle, ctx: Ctx): void {
  if (!ixianForceTypes(s.options) || b.outcome?.winner !== OWNER) return;
  const most = Math.min(planOf(b, OWNER).forces.elite, survivingSuboids(s, b));
  if (most === 0 || stopsPower(s, ctx, 'loss-swap')) return;
  b.lossSwap = most;
}
