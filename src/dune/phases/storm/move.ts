import { advanceSector, killForces, sectorsSwept, stormProtected, total } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { isAdvanced } from '../../options';
import type { DuneState, ForceStack, Forces } from '../../state';
import { destroyedEntry, returnSpice } from './losses';
import type { ForcesDestroyed } from '../../events/losses';

/**
 * What the storm kills in one exposed piece: everything, except that in the Advanced game only
 * half the Fremen there die, rounded up, ordinary forces before Fedaykin (rules §5.3) — unless a
 * Karama played in this Storm phase stops that power.
 */
function stormLosses(s: DuneState, stack: ForceStack, ctx: Ctx): Forces {
  const all = { regular: stack.regular, elite: stack.elite };
  if (stack.faction !== 'fremen' || !isAdvanced(s.options) || stopsPower(s, ctx, 'storm-losses')) return all;
  const dying = Math.ceil(total(stack) / 2);
  const regular = Math.min(dying, stack.regular);
  return { regular, elite: dying - regular };
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
