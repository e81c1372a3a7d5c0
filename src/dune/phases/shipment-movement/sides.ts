import { inStorm, isAdvisorStack, stacksIn, total } from '../../board';
import type { Ctx } from '../../context';
import { territory, type TerritoryId } from '../../data/map';
import { isAdvanced } from '../../options';
import type { DuneState, FactionId, ForceStack } from '../../state';

/**
 * The two sides of forces that have an advisor side (the Bene Gesserit's, rules §12.2, found by
 * `data/faction-traits.ts`): a faction's stacks in a territory are all fighters or all advisors,
 * so they flip together. The owner's choices are its module's; what follows from the board alone
 * is here, where the phase's every step can apply it without asking the modules.
 */
export const stacksOfIn = (s: DuneState, f: FactionId, t: TerritoryId): ForceStack[] => stacksIn(s, t).filter((x) => x.faction === f);

/** Turns every stack of `f` in a territory into advisors or fighters; advisors remember the turn (S003-CTRL-1). */
export function setSide(
  s: DuneState,
  f: FactionId,
  t: TerritoryId,
  advisor: boolean,
  ctx: Ctx,
  reason: 'declared' | 'alone' | 'entered',
  entrant?: FactionId,
): void {
  const stacks = stacksOfIn(s, f, t);
  for (const x of stacks) {
    x.advisor = advisor;
    if (advisor) x.advisedTurn = s.turn;
  }
  const forces = stacks.reduce((n, x) => n + total(x), 0);
  ctx.emit({
    type: 'advisors-flipped',
    territory: territory(t).name,
    forces,
    side: advisor ? 'advisors' : 'fighters',
    reason,
    ...(entrant ? { entrant } : {}),
  });
}

/** "Advisors alone in a territory automatically become fighters" (outside the storm); the phase applies it whenever it goes on. */
export function flipLoneAdvisors(s: DuneState, ctx: Ctx): void {
  if (!isAdvanced(s.options)) return;
  const advisors = new Map(s.board.filter(isAdvisorStack).map((x) => [x.territory, x.faction]));
  for (const [t, f] of advisors) {
    const alone = stacksIn(s, t).every((x) => x.faction === f || total(x) === 0);
    if (alone && !stacksOfIn(s, f, t).some((x) => inStorm(s, x.sector))) setSide(s, f, t, false, ctx, 'alone');
  }
}
