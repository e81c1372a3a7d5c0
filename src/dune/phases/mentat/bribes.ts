import type { Ctx } from '../../context';
import { collectBribe, spiceOf } from '../../board';
import type { DuneState } from '../../state';

/** Bribe spice in front of each shield goes behind it (§15); only its owner is told how much. */
export function collectBribes(s: DuneState, ctx: Ctx): void {
  for (const f of s.factions) {
    const amount = s.bribes[f] ?? 0;
    if (amount === 0) continue;
    collectBribe(s, f);
    ctx.emit({ type: 'bribes-collected', to: [f], faction: f, amount, spice: spiceOf(s, f) });
  }
}
