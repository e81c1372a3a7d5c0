import { check } from '../../../engine/result';
import { cardName, cardKind } from '../../data/cards';
import { factionName, leader as leaderData } from '../../data/factions';
import type { DuneState } from '../../state';
import { opponentOf, sideBackedBy } from './step';
import type { Battle, Plan, Prescience, PrescienceElement } from '../../shape/battle';

/** The Atreides may use prescience in their own battles and their ally's (§11.2). */
export function prescienceFor(s: DuneState, b: Battle): Prescience | null {
  if (!s.factions.includes('atreides')) return null;
  const side = sideBackedBy(s, b, 'atreides');
  return side ? { by: 'atreides', target: opponentOf(b, side), decided: false, element: null } : null;
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
