import { check, fail } from '../../../engine/result';
import { agrees, possessive } from '../../victory/describe';
import { factionName } from '../../data/factions';
import { describePlan } from '../../phases/battle/describe-plan';
import { battleStep, planOf, sidesOf } from '../../phases/battle/step';
import { playKarama } from '../../cards/karama/card';
import type { SpecialPower } from '../../cards/karama/special-power';

/**
 * The Atreides' special Karama: see one player's whole battle plan (rules §16). The plan seen is
 * the plan played, so it must be in (before the wheels are revealed) and its owner may not
 * replace it afterwards. The Atreides may look at either side of the battle being fought, theirs
 * or not; in their own battle the target defaults to their opponent. Only the Atreides see the
 * plan (a private event and their view); the table hears that it was seen.
 */
export const seePlan: SpecialPower = {
  args: ['target'],
  onTarget: 'see the whole battle plan of',
  play: (s, f, a, ctx) => {
    const b = s.phase === 'battle' ? battleStep(s).current : null;
    if (b?.stage !== 'plans') fail('not-now', 'The Atreides’ special Karama power shows a battle plan during a battle, before the plans are revealed.');
    const sides = sidesOf(b);
    const target = a.target ?? sides.find((x) => x !== f && sides.includes(f));
    check(
      target !== undefined && target !== f && sides.includes(target),
      'wrong-target',
      `Name whose plan you see (\`target\`): ${sides
        .filter((x) => x !== f)
        .map(factionName)
        .join(' or ')}, who fight this battle.`,
    );
    check(b.plans[target] !== undefined, 'wait', `The ${factionName(target)} ${agrees(target, 'have')} not submitted their plan yet: play this once it is in.`);
    playKarama(s, f, `see the ${possessive(target)} battle plan (the Atreides’ special Karama power)`, ctx, a.card);
    b.planSeen = { by: f, target };
    ctx.emit({ type: 'battle-plan-seen', faction: f, target });
    ctx.emit({ type: 'battle-plan-shown', to: [f], faction: target, plan: describePlan(planOf(b, target)) });
  },
};
