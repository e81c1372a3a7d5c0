import type { Ctx } from '../../context';
import type { DuneState, FactionId } from '../../state';
import { hasRevivable } from './rules';

/** What the Revival phase remembers while players act in parallel. */
export interface RevivalStep {
  phase: 'revival';
  /** Factions that have revived or passed: one revival action per turn. */
  done: FactionId[];
  /** The Fremen have given their ally 3 free revivals this turn. */
  fremenGrant: boolean;
  /** Forces of the Emperor's ally revived this turn at the Emperor's expense (at most 3). */
  emperorPaid: number;
  /** Sardaukar or Fedaykin revived this turn, per faction (Advanced: at most one). */
  eliteRevived: Partial<Record<FactionId, number>>;
}

export function revivalStep(s: DuneState): RevivalStep {
  if (s.step.phase !== 'revival') throw new Error('not in the Revival phase');
  return s.step;
}

/** Factions still to revive or pass: only those with something revivable. */
export const stillToRevive = (s: DuneState): FactionId[] => s.stormOrder.filter((f) => !revivalStep(s).done.includes(f) && hasRevivable(s, f));

/** Ends the phase once nobody has a revival left to decide. */
export function finishIfDone(s: DuneState, ctx: Ctx): void {
  if (stillToRevive(s).length === 0) ctx.endPhase();
}
