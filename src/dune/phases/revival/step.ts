import { allyOf } from '../../board';
import { power, type PowerId } from '../../cards/karama/powers';
import type { Ctx } from '../../context';
import { faction as factionData } from '../../data/factions';
import { hooksOf } from '../../factions';
import type { RevivalDecision } from '../../shape/revival';
import type { DuneState, FactionId } from '../../state';
import { stopRevivalPower } from './alliance';
import { hasRevivable, revivalStep } from './rules';
import { revivalOffered } from './terms';

/** Free revivals this turn: the faction's own, or more when its ally's power grants them (`granted`: the Fremen's grant is given). */
export function freeRevivals(s: DuneState, f: FactionId, granted: boolean): number {
  const own = factionData(f).freeRevival;
  const ally = granted ? allyOf(s, f) : undefined;
  return ally ? Math.max(own, hooksOf(ally).revival?.allyFree ?? 0) : own;
}

/** The ally whose power `f` waits for before reviving (the Fremen, deciding their grant), if any. */
export function waitedFor(s: DuneState, f: FactionId): FactionId | undefined {
  const ally = allyOf(s, f);
  if (!ally) return undefined;
  const power = hooksOf(ally).revival;
  return power?.first && power.open(s, ally) ? ally : undefined;
}

/**
 * What `f` may still decide. GF9 1.05.00: there is no storm order in this phase, so a power is
 * never lost to another player acting first: the phase waits while any decision can still be used.
 */
export function decisionsOf(s: DuneState, f: FactionId): RevivalDecision[] {
  const st = revivalStep(s);
  const own = !st.done.includes(f) && (hasRevivable(s, f) || revivalOffered(s, f)) && !waitedFor(s, f);
  const power = hooksOf(f).revival;
  return [...(own ? (['revive'] as const) : []), ...(power?.open(s, f) ? [power.decision] : [])];
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
  const owner = power(id).faction;
  const own = hooksOf(owner).revival;
  if (own?.power !== id || !stopRevivalPower(s, id, own.inUse?.(s, owner) ?? own.open(s, owner), ctx)) return false;
  own.withdraw?.(s);
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
