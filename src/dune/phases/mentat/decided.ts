import type { Ctx } from '../../context';
import type { DuneState, FactionId } from '../../state';

/**
 * `f`'s decision of the Mentat Pause is made (`mentatDecision`, the Face Dancer swap): the pause ends
 * once nobody else has one. Apart from the phase module, which asks every faction's hooks, so that a
 * faction's action may call it without an import cycle.
 */
export function mentatDecided(s: DuneState, f: FactionId, ctx: Ctx): void {
  if (s.step.phase !== 'mentat') return;
  const left = (s.step.deciding ?? []).filter((x) => x !== f);
  if (left.length > 0) s.step.deciding = left;
  else {
    delete s.step.deciding;
    ctx.endPhase();
  }
}
