import { allyOf } from '../../board';
import { power, type PowerId } from '../../cards/karama/powers';
import type { Ctx } from '../../context';
import { hooksOf } from '../../factions';
import type { RevivalDecision } from '../../shape/revival';
import type { DuneState, FactionId } from '../../state';
import { stopRevivalPower } from './alliance';
import { forcesLeftToRevive, hasRevivable, revivalStep } from './rules';

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

/** The Fremen's ally revives once the Fremen have said whether they grant it free revivals. */
export const waitsForGrant = (s: DuneState, f: FactionId): boolean => allyOf(s, 'fremen') === f && grantOpen(s);

/**
 * What `f` may still decide. GF9 1.05.00: there is no storm order in this phase, so a power is
 * never lost to another player acting first: the phase waits while any decision can still be used.
 */
export function decisionsOf(s: DuneState, f: FactionId): RevivalDecision[] {
  const st = revivalStep(s);
  const own = !st.done.includes(f) && hasRevivable(s, f) && !waitsForGrant(s, f);
  const power = hooksOf(f).revival;
  return [
    ...(own ? (['revive'] as const) : []),
    ...(f === 'fremen' && grantOpen(s) ? (['grant'] as const) : []),
    ...(power?.open(s, f) ? [power.decision] : []),
  ];
}

/** Factions with a decision left, in storm order (for a stable listing only). */
export const stillToRevive = (s: DuneState): FactionId[] => s.stormOrder.filter((f) => decisionsOf(s, f).length > 0);

/**
 * A Karama against an alliance revival power: the Fremen's grant of 3 free revivals, or a faction's
 * own (`revival` hook: the Emperor's payment for 3 extra), each used once a turn. Stopped while on
 * offer (or, the grant, given but not yet used by the ally), it is over for this turn; the ally
 * revives as it would have without it (rules §16). Returns whether it was stopped now.
 */
export function stopAllyRevival(s: DuneState, id: PowerId, ctx: Ctx): boolean {
  const st = revivalStep(s);
  if (id !== 'ally-free-revival') {
    const owner = power(id).faction;
    const own = hooksOf(owner).revival;
    if (own?.power !== id || !stopRevivalPower(s, id, own.open(s, owner), ctx)) return false;
    finishIfDone(s, ctx);
    return true;
  }
  const ally = allyOf(s, 'fremen');
  const inUse = grantOpen(s) || (st.fremenGrant && ally !== undefined && !st.done.includes(ally));
  if (!stopRevivalPower(s, id, inUse, ctx)) return false;
  st.fremenGrant = false;
  finishIfDone(s, ctx);
  return true;
}

/** Ends the phase once nobody has a revival left to decide. */
export function finishIfDone(s: DuneState, ctx: Ctx): void {
  if (stillToRevive(s).length === 0) ctx.endPhase();
}

/** Revival waits only for factions with something left to revive: a free revival played as a card (cards/free-revival.ts) may have been the last. */
export function finishIfRevival(s: DuneState, ctx: Ctx): void {
  if (s.phase === 'revival') finishIfDone(s, ctx);
}
