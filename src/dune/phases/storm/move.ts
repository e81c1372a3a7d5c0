import { advanceSector, killForces, sectorsSwept, stormProtected } from '../../board';
import type { Ctx } from '../../context';
import { hooksOf } from '../../factions';
import type { DuneState, ForceStack, Forces } from '../../state';
import { destroyedEntry, returnSpice } from './losses';
import type { ForcesDestroyed } from '../../events/losses';

/** What the storm kills in one exposed piece: everything, unless its faction's power spares some (the Fremen's, Advanced). */
function stormLosses(s: DuneState, stack: ForceStack, ctx: Ctx): Forces {
  const all = { regular: stack.regular, elite: stack.elite };
  return hooksOf(stack.faction).storm?.losses?.(s, stack, all, ctx) ?? all;
}

/**
 * Moves the storm counterclockwise. With `destroy`, every sector it ENTERS (not the one it starts
 * in: rules §5.3, S003-ST-6) loses the forces in its exposed pieces and all spice there; the Polar
 * Sink is never in a sector, so it is never hit (S000-MOVE-8).
 */
export function moveStorm(s: DuneState, ctx: Ctx, from: number, distance: number, destroy: boolean): void {
  const hit = destroy ? new Set(sectorsSwept(from, distance)) : new Set<number>();
  const exposed = (p: { territory: ForceStack['territory']; sector: number }) => hit.has(p.sector) && !stormProtected(s, p.territory);
  const destroyed: ForcesDestroyed[] = [];
  for (const stack of s.board.filter(exposed)) destroyed.push(destroyedEntry(stack, killForces(s, stack, stormLosses(s, stack, ctx))));
  const spiceLost = returnSpice(s, exposed);
  s.storm = advanceSector(from, distance);
  // `sector`, not `to`: an event's `to` names the factions allowed to see it.
  ctx.emit({ type: 'storm-moved', from, sector: s.storm, distance, destroyed, spiceLost });
}
