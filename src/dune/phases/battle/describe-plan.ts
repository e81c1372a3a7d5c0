import { cardName } from '../../data/cards';
import { leader as leaderData } from '../../data/factions';
import type { Plan } from '../../shape/battle';
import { leaderValue } from './leader-value';

/**
 * A plan as the table sees it when the wheels are revealed (and as its owner sees it before), its
 * leader's strength against the `opposing` plan once that is known (Zoal's is the opposing leader's).
 */
export function describePlan(plan: Plan, opposing?: Plan) {
  return {
    leader: plan.leader ? leaderData(plan.leader).name : null,
    ...(plan.leader ? { strength: leaderValue(plan.leader, opposing?.leader) } : {}),
    cheapHero: plan.cheapHero ? cardName(plan.cheapHero) : null,
    kwisatzHaderach: plan.kwisatzHaderach,
    dial: plan.dial,
    spice: plan.spice,
    weapon: plan.weapon ? cardName(plan.weapon) : null,
    defense: plan.defense ? cardName(plan.defense) : null,
  };
}
