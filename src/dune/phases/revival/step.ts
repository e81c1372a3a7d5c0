import { allyOf } from '../../board';
import type { Ctx } from '../../context';
import { stopsPower } from '../../cards/karama/stops';
import type { DuneState, FactionId } from '../../state';
import { ALLY_REVIVALS, forcesLeftToRevive, hasRevivable } from './rules';
import type { RevivalStep } from '../../shape/revival';

export function revivalStep(s: DuneState): RevivalStep {
  if (s.step.phase !== 'revival') throw new Error('not in the Revival phase');
  return s.step;
}

/** A decision a faction still has in this phase. */
export type RevivalDecision = 'revive' | 'grant' | 'revive-ally';

/**
 * The Fremen may still grant their ally 3 free revivals (GF9 2.04.11): they have not passed, and
 * their ally has forces in the Tanks and has not revived yet — the grant comes first.
 */
export function grantOpen(s: DuneState): boolean {
  const st = revivalStep(s);
  const ally = allyOf(s, 'fremen');
  return (
    ally !== undefined &&
    !st.fremenGrant &&
    !st.passed.includes('fremen') &&
    !st.stopped?.includes('ally-free-revival') &&
    !st.done.includes(ally) &&
    forcesLeftToRevive(s, ally)
  );
}

/**
 * The Emperor may still pay for extra forces of their ally (GF9 2.03.07): fewer than 3 paid, and
 * forces of the ally left in the Tanks that may be revived. Public facts only: whether the Emperor
 * can afford it is their secret, so the phase waits for their answer either way.
 */
export function allyRevivalOpen(s: DuneState): boolean {
  const st = revivalStep(s);
  const ally = allyOf(s, 'emperor');
  return (
    ally !== undefined &&
    st.emperorPaid < ALLY_REVIVALS &&
    !st.passed.includes('emperor') &&
    !st.stopped?.includes('ally-extra-revival') &&
    forcesLeftToRevive(s, ally)
  );
}

/** The Fremen's ally revives once the Fremen have said whether they grant it free revivals. */
export const waitsForGrant = (s: DuneState, f: FactionId): boolean => allyOf(s, 'fremen') === f && grantOpen(s);

/**
 * What `f` may still decide. GF9 1.05.00: there is no storm order in this phase, so a power is
 * never lost to another player acting first: the phase waits while any decision can still be used.
 */
export function decisionsOf(s: DuneState, f: FactionId): RevivalDecision[] {
  const st = revivalStep(s);
  const own = !st.done.includes(f) && hasRevivable(s, f) && !waitsForGrant(s, f);
  return [
    ...(own ? (['revive'] as const) : []),
    ...(f === 'fremen' && grantOpen(s) ? (['grant'] as const) : []),
    ...(f === 'emperor' && allyRevivalOpen(s) ? (['revive-ally'] as const) : []),
  ];
}

/** Factions with a decision left, in storm order (for a stable listing only). */
export const stillToRevive = (s: DuneState): FactionId[] => s.stormOrder.filter((f) => decisionsOf(s, f).length > 0);

/**
 * A Karama against an alliance revival power: the Fremen's grant of 3 free revivals or the
 * Emperor's payment for 3 extra, each used once a turn. Stopped while on offer (or, the grant,
 * given but not yet used by the ally), it is over for this turn; the ally revives as it would
 * have without it (rules §16). Returns whether it was stopped now.
 */
export function stopAllyRevival(s: DuneState, id: 'ally-free-revival' | 'ally-extra-revival', ctx: Ctx): boolean {
  const st = revivalStep(s);
  const ally = allyOf(s, id === 'ally-free-revival' ? 'fremen' : 'emperor');
  const inUse = id === 'ally-free-revival' ? grantOpen(s) || (st.fremenGrant && ally !== undefined && !st.done.includes(ally)) : allyRevivalOpen(s);
  if (!inUse || !stopsPower(s, ctx, id)) return false;
  st.stopped = [...(st.stopped ?? []), id];
  if (id === 'ally-free-revival') st.fremenGrant = false;
  finishIfDone(s, ctx);
  return true;
}

/** Ends the phase once nobody has a revival left to decide. */
export function finishIfDone(s: DuneState, ctx: Ctx): void {
  if (stillToRevive(s).length === 0) ctx.endPhase();
}
