import { stacksIn, isAdvisorStack, total } from './board';
import { hasVariant } from './options';
import type { DuneState, FactionId } from './state';

/**
 * Whether a faction moves with ornithopters (up to three territories). S000-MOVE-2: a force (not an
 * advisor) in Arrakeen or Carthag at the start of its movement, storm or not. Under the
 * stronghold-control variant the Arrakeen/Carthag bonus, handed out after the storm, replaces that
 * rule (S003-BONUS-1…3).
 */
export function hasOrnithopters(s: DuneState, f: FactionId): boolean {
  if (hasVariant(s.options, 'stronghold-control')) return (['arrakeen', 'carthag'] as const).some((t) => s.strongholdBonuses[t]?.includes(f) === true);
  return (['arrakeen', 'carthag'] as const).some((t) => stacksIn(s, t).some((x) => x.faction === f && !isAdvisorStack(x) && total(x) > 0));
}
