import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { allyOf } from '../../board';
import { factionName } from '../../data/factions';
import { allyFor, checkNotPassed, checkNotStopped, stopRevivalPower } from '../../phases/revival/alliance';
import { ALLY_REVIVALS, forcesLeftToRevive, revivalStep } from '../../phases/revival/rules';
import type { DuneState, FactionId } from '../../state';
import type { RevivalPower } from '../module';
import { agrees } from '../../victory/describe';

/**
 * The Fremen may still grant their ally 3 free revivals (GF9 2.04.11): they have not passed, and
 * their ally has forces in the Tanks and has not revived yet — the grant comes first.
 */
function grantOpen(s: DuneState, fremen: FactionId): boolean {
  const st = revivalStep(s);
  const ally = allyOf(s, fremen);
  return (
    ally !== undefined &&
    !st.fremenGrant &&
    !st.passed.includes(fremen) &&
    !st.stopped?.includes('ally-free-revival') &&
    !st.done.includes(ally) &&
    forcesLeftToRevive(s, ally)
  );
}

export const grant = defineAction({
  name: 'grant',
  summary: `Fremen: give your ally ${ALLY_REVIVALS} free revivals this turn (before the ally revives).`,
  phases: ['revival'],
  args: [],
  errors: ['not-fremen', 'no-ally', 'already-passed', 'stopped', 'already-granted', 'ally-done'],
  outOfTurn: true,
  handler: (s, f, _args, ctx) => {
    check(f === 'fremen', 'not-fremen', `Only the Fremen can grant their ally ${ALLY_REVIVALS} free revivals.`);
    const ally = allyFor(s, f, `grant free revivals to`);
    checkNotPassed(s, f);
    const st = revivalStep(s);
    check(!st.fremenGrant, 'already-granted', `The Fremen have already granted the ${factionName(ally)} free revivals this turn.`);
    check(
      !st.done.includes(ally),
      'ally-done',
      `The ${factionName(ally)} ${agrees(ally, 'have')} already revived or passed this turn; grant free revivals before your ally revives.`,
    );
    checkNotStopped(s, 'ally-free-revival');
    if (stopRevivalPower(s, 'ally-free-revival', grantOpen(s, f), ctx)) return;
    st.fremenGrant = true;
    ctx.emit({ type: 'revival-granted', faction: f, ally, free: ALLY_REVIVALS });
  },
});

/** GF9 2.04.11: the Fremen grant their ally 3 free revivals, before the ally revives. */
export const allyGrant: RevivalPower = {
  decision: 'grant',
  power: 'ally-free-revival',
  open: grantOpen,
  asked: (_s, ally) => `\`grant\` the ${factionName(ally)} ${ALLY_REVIVALS} free revivals before they revive, or \`pass\``,
  action: grant,
  allyFree: ALLY_REVIVALS,
  first: true,
  // Given but not yet used by the ally, the grant may still be stopped; stopped, it is withdrawn.
  inUse: (s, fremen) => {
    const ally = allyOf(s, fremen);
    return grantOpen(s, fremen) || (revivalStep(s).fremenGrant && ally !== undefined && !revivalStep(s).done.includes(ally));
  },
  withdraw: (s) => {
    revivalStep(s).fremenGrant = false;
  },
};
