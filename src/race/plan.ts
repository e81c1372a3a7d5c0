import { check, fail } from '../engine/result';
import type { NobleArgs } from './actions';
import type { RaceEvent } from './events';
import { GUARDS, type GuardId } from './seats';
import type { PlayerState, RaceState, TurnPlan } from './state';
import { total, without } from './rolls';
import { directionName, listText, rollsText } from './text';
import type { Direction } from './direction';

/**
 * Building a turn. Each step checks only what it decides itself (the rolls are in the store, one
 * direction, the Noble's option); whether the pieces can make the moves depends on the whole plan,
 * so `end-turn` checks that, and the views show the answer as the plan grows.
 */

type Emit = (e: RaceEvent) => void;

export function currentPlan(s: RaceState): TurnPlan | null {
  return s.status.kind === 'playing' ? s.status.plan : null;
}

export function setPlan(s: RaceState, plan: TurnPlan | null): void {
  if (s.status.kind !== 'playing') throw new Error('no turn to plan: the race is over');
  s.status = { ...s.status, plan };
}

/** Sets or changes the turn's direction; whatever is planned goes that way (still one direction). */
export function chooseDirection(s: RaceState, p: PlayerState, direction: Direction, emit: Emit): void {
  const plan = currentPlan(s);
  setPlan(s, plan ? { ...plan, direction } : { direction, guards: {}, noble: null });
  emit({ type: 'direction-chosen', seat: p.seat, direction });
}

/** S004-DIR-1: a piece may state its direction only if it is the turn's; it sets it when none is chosen. */
function agreeOnDirection(s: RaceState, p: PlayerState, asked: Direction | undefined, piece: string, emit: Emit): TurnPlan {
  const plan = currentPlan(s);
  if (asked === undefined) {
    if (plan) return plan;
    fail('no-direction', `Choose Forward or Backward for this turn before moving ${piece}: every piece you move this turn goes that way.`);
  }
  if (!plan) {
    chooseDirection(s, p, asked, emit);
    return currentPlan(s) as TurnPlan;
  }
  check(
    plan.direction === asked,
    'one-direction',
    `Every piece moved in one turn goes the same way, and this turn goes ${directionName(plan.direction)}${plannedText(plan)}: ${piece} cannot move ${directionName(asked)} in the same turn. Move it ${directionName(plan.direction)}, or choose ${directionName(asked)} for the whole turn first.`,
  );
  return plan;
}

/** S004-ROLL-1: sets the rolls of one Guard (replacing any it had); [] takes them back. */
export function assignRolls(s: RaceState, p: PlayerState, guard: GuardId, rolls: readonly number[], direction: Direction | undefined, emit: Emit): void {
  if (rolls.length === 0 && direction === undefined && !currentPlan(s)) {
    emit({ type: 'rolls-assigned', seat: p.seat, guard, rolls: [], total: 0 });
    return;
  }
  const plan = agreeOnDirection(s, p, direction, guard, emit);
  check(p.guards[guard].zone !== 'home' || rolls.length === 0, 'guard-home', `${guard} is Home and moves no more; give the rolls to another Guard.`);
  const others = plannedGuards(plan).filter((g) => g !== guard);
  if (without(p.store, [...others.flatMap((g) => plan.guards[g] ?? []), ...rolls]) === null) {
    const store = p.store.length === 0 ? 'your roll store is empty' : `your roll store holds ${rollsText(p.store)}`;
    const given = others.map((g) => `${g} already has ${rollsText(plan.guards[g] ?? [])}`);
    fail(
      'roll-not-stored',
      `${guard} cannot have ${rollsText(rolls)}: ${store}${given.length > 0 ? `, and ${listText(given)}` : ''}. A Guard can only be given rolls from your store.`,
    );
  }
  const guards = { ...plan.guards };
  if (rolls.length === 0) delete guards[guard];
  else guards[guard] = [...rolls];
  setPlan(s, { ...plan, guards });
  emit({ type: 'rolls-assigned', seat: p.seat, guard, rolls: [...rolls], total: total(rolls) });
}

/** S004-NOBLE-2: one of the Noble's options, replacing any chosen before (they never add up). */
export function planNoble(s: RaceState, p: PlayerState, args: NobleArgs, emit: Emit): void {
  if (args.spaces === 0) {
    const plan = currentPlan(s);
    if (plan) setPlan(s, { ...plan, noble: null });
    emit({ type: 'noble-planned', seat: p.seat, spaces: 0, when: null });
    return;
  }
  const plan = agreeOnDirection(s, p, args.direction, 'the Noble', emit);
  const when = args.when as NonNullable<NobleArgs['when']>;
  setPlan(s, { ...plan, noble: { spaces: args.spaces, when } });
  emit({ type: 'noble-planned', seat: p.seat, spaces: args.spaces, when });
}

/** The Guards given rolls, lowest-numbered first. */
export function plannedGuards(plan: TurnPlan): GuardId[] {
  return GUARDS.filter((g) => (plan.guards[g]?.length ?? 0) > 0);
}

export function hasMoves(plan: TurnPlan): boolean {
  return plan.noble !== null || plannedGuards(plan).length > 0;
}

function plannedText(plan: TurnPlan): string {
  const guards = plannedGuards(plan);
  const parts = [...(guards.length > 0 ? [listText(guards)] : []), ...(plan.noble ? ['the Noble'] : [])];
  return parts.length > 0 ? ` (${listText(parts)} ${parts.length === 1 && guards.length <= 1 ? 'goes' : 'go'} ${directionName(plan.direction)})` : '';
}
