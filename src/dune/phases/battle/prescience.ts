import { check } from '../../../engine/result';
import { cardName, cardKind } from '../../data/cards';
import { factionName, leader as leaderData } from '../../data/factions';
import type { Ctx } from '../../context';
import { power } from '../../cards/karama/powers';
import type { DuneState, FactionId } from '../../state';
import { opponentOf, sideBackedBy } from './step';
import type { Battle, Plan, Prescience, PrescienceElement } from '../../shape/battle';

/** Who has prescience in battle (the Atreides), as the catalogue of stoppable powers names the owner. */
export const PRESCIENT: FactionId = power('battle-prescience').faction;

/** The Atreides may use prescience in their own battles and their ally's (§11.2). */
export function prescienceFor(s: DuneState, b: Battle): Prescience | null {
  if (!s.factions.includes(PRESCIENT)) return null;
  const side = sideBackedBy(s, b, PRESCIENT);
  return side ? { by: PRESCIENT, target: opponentOf(b, side), decided: false, element: null } : null;
}

/**
 * Prescience decided, by hand or by a standing order (standing-orders.ts): an element asked, or
 * none. A target whose plan is already in answers at once: the rules reveal an element of the plan
 * as it stands (§11.2), and the target chose to plan before the question, so the answer's timing
 * tells the table nothing the target did not choose to show (docs/secrecy.md).
 */
export function decidePrescience(b: Battle, p: Prescience, element: PrescienceElement | null, ctx: Ctx): void {
  p.decided = true;
  if (!element) {
    ctx.emit({ type: 'prescience-passed', faction: p.by });
    return;
  }
  p.element = element;
  ctx.emit({ type: 'prescience-asked', faction: p.by, target: p.target, element });
  const plan = b.plans[p.target];
  if (plan) ctx.emit({ type: 'prescience-answered', faction: p.target, element, answer: answer(plan, element) });
}

/** The element of a plan that prescience reveals, as the table hears it. */
export function answer(plan: Plan, element: PrescienceElement): string | number {
  switch (element) {
    case 'leader':
      return plan.leader ? leaderData(plan.leader).name : plan.cheapHero ? cardName(plan.cheapHero) : 'no leader';
    case 'weapon':
      return plan.weapon ? cardName(plan.weapon) : 'none';
    case 'defense':
      return plan.defense ? cardName(plan.defense) : 'none';
    case 'dial':
      return plan.dial;
  }
}

/** Comparable form of the element: the same card kind counts as the same answer. */
function fingerprint(plan: Plan, element: PrescienceElement): string {
  const kind = (c: Plan['weapon']) => (c ? cardKind(c).id : 'none');
  if (element === 'leader') return plan.leader ?? (plan.cheapHero ? 'cheap-hero' : 'none');
  if (element === 'weapon') return kind(plan.weapon);
  if (element === 'defense') return kind(plan.defense);
  return String(plan.dial);
}

/**
 * After answering, a player may rebuild the rest of the plan but not the element revealed. A plan
 * a Karama sent back for a strength power it counted on (`sentBack`) keeps its leader, weapon and
 * defense as revealed, but not its dial: the strength of the forces has changed under it.
 */
export function checkPrescienceKept(b: Battle, before: Plan | undefined, after: Plan, sentBack = false): void {
  const p = b.prescience;
  if (!p?.element || !before || (sentBack && p.element === 'dial')) return;
  check(
    fingerprint(before, p.element) === fingerprint(after, p.element),
    'prescience-revealed',
    `The ${factionName(p.target)} revealed their ${p.element} (${answer(before, p.element)}) to prescience; a new plan must keep it.`,
  );
}
