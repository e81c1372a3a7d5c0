import { cardName } from '../../data/cards';
import { leader as leaderData } from '../../data/factions';
import type { Plan } from '../../shape/battle';

/** A plan as the table sees it when the wheels are revealed (and as its owner sees it before). */
export function describePlan(plan: Plan) {
  return {
    leader: plan.leader ? leaderData(plan.leader).name : null,
    ...(plan.leader ? { strength: leaderData(plan.leader).strength } : {}),
    cheapHero: plan.cheapHero ? cardName(plan.cheapHero) : null,
    kwisatzHaderach: plan.kwisatzHaderach,
    dial: plan.dial,
    spice: plan.spice,
    weapon: plan.weapon ? cardName(plan.weapon) : null,
    defense: plan.defense ? cardName(plan.defense) : null,
  };
}
