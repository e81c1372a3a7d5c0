import type { Ctx } from '../../context';
import { receive } from '../../board';
import type { DuneState } from '../../state';

/** Bribe spice in front of each shield goes behind it (§15); only its owner is told how much. */
export function collectBribes(s: DuneState, ctx: Ctx): void {
  for (const f of s.factions) {
    const amount = s.bribes[f] ?? 0;
    if (amount === 0) continue;
    receive(s, f, amount);
    s.bribes[f] = 0;
    ctx.emit({ type: 'bribes-collected', to: [f], faction: f, amount, spice: s.spice[f] });
  }
}
