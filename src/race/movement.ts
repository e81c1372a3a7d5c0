import { fail } from '../engine/result';
import { blockAgainst, blockText, captureAt } from './board';
import type { RaceEvent } from './events';
import { plannedGuards } from './plan';
import { total, without } from './rolls';
import { isOver, settleWinner } from './scoring';
import { GUARDS, type GuardId, guardNumber } from './seats';
import type { GuardState, PlayerState, Position, RaceState, TurnPlan } from './state';
import { guardStep, midpointSpace, positionKey, positionOf, trackStep } from './track';
import { count, directionName, listText } from './text';
import type { Direction } from './direction';

interface Turn {
  readonly s: RaceState;
  readonly p: PlayerState;
  readonly direction: Direction;
  readonly emit: (e: RaceEvent) => void;
}

/** A Guard on its way: `left` of its `total` spaces still to go. */
interface Mover {
  readonly guard: GuardId;
  readonly total: number;
  left: number;
}

/**
 * Playing a planned turn: the Noble before or after the Guards (S004-NOBLE-1), and the Guards in
 * groups, larger groups first and then the group holding the lowest-numbered Guard
 * (S004-ORDER-1/2). Each group finishes, captures and scores before the next one sets off
 * (S004-GROUP-5). The first illegal move throws, so the whole turn is refused and nothing moves.
 */
export function playPlan(s: RaceState, p: PlayerState, plan: TurnPlan, emit: (e: RaceEvent) => void): void {
  const turn: Turn = { s, p, direction: plan.direction, emit };
  if (plan.noble?.when === 'before') moveNoble(turn, plan.noble.spaces);
  const spent: number[] = [];
  for (const group of startingGroups(p, plan)) {
    // The race can end after any group; the groups after it stay put and keep their rolls.
    if (isOver(s)) break;
    moveTogether(turn, group, positionOf(p.guards[group[0]!.guard]));
    for (const m of group) spent.push(...(plan.guards[m.guard] ?? []));
    settleWinner(s, p, emit);
  }
  if (plan.noble?.when === 'after' && !isOver(s)) moveNoble(turn, plan.noble.spaces);
  if (spent.length === 0) return;
  const left = without(p.store, spent);
  // Planning takes rolls only from the store, which changes only between turns.
  if (left === null) throw new Error(`planned rolls ${spent.join(', ')} are not all in ${p.seat}'s store`);
  p.store = left;
  emit({ type: 'rolls-spent', seat: p.seat, rolls: spent, store: [...p.store] });
}

/** S004-GROUP-1: Guards given rolls that start on the same space set off as one group. */
function startingGroups(p: PlayerState, plan: TurnPlan): Mover[][] {
  const groups = new Map<string, Mover[]>();
  for (const guard of plannedGuards(plan)) {
    const key = positionKey(positionOf(p.guards[guard]));
    const distance = total(plan.guards[guard] ?? []);
    groups.set(key, [...(groups.get(key) ?? []), { guard, total: distance, left: distance }]);
  }
  return inMovingOrder([...groups.values()]);
}

/** S004-ORDER-1/2: larger groups first; of the same size, the one holding the lowest-numbered Guard. */
function inMovingOrder(groups: Mover[][]): Mover[][] {
  const lowest = (g: Mover[]) => Math.min(...g.map((m) => guardNumber(m.guard)));
  return [...groups].sort((a, b) => b.length - a.length || lowest(a) - lowest(b));
}

/**
 * Moves a group one space at a time while its Guards share the same legal path. A Guard whose
 * total is used up stops and the others go on (S004-GROUP-2); Guards whose next spaces differ
 * (one may enter the Home path, another may not) go on as separate groups (S004-GROUP-4). Blocks
 * are checked against the Guards still moving together (S004-GROUP-3).
 */
function moveTogether(turn: Turn, start: Mover[], at: Position): void {
  let group = start;
  let here = at;
  let from = at;
  let spaces = 0;
  let reached: RaceEvent[] = [];
  const report = (guards: readonly Mover[]) => {
    if (spaces > 0)
      turn.emit({ type: 'guards-moved', seat: turn.p.seat, guards: guards.map((m) => m.guard), direction: turn.direction, spaces, from, at: here });
    for (const e of reached) turn.emit(e);
    reached = [];
    from = here;
    spaces = 0;
  };
  while (group.length > 0) {
    const paths = new Map<string, { next: Position; movers: Mover[] }>();
    for (const m of group) {
      const next = guardStep(turn.s.rules, turn.p, here, turn.direction, mayEnterHome(turn.p, m.guard, turn.s.rules.homeOpens));
      if (next === null) throw new Error(`${m.guard} is Home and cannot move`);
      const key = positionKey(next);
      paths.set(key, { next, movers: [...(paths.get(key)?.movers ?? []), m] });
    }
    if (paths.size > 1) {
      report(group);
      for (const split of inMovingOrder([...paths.values()].map((p) => p.movers))) moveTogether(turn, split, here);
      return;
    }
    const { next } = paths.values().next().value as { next: Position };
    if (next.zone === 'track') {
      const block = blockAgainst(turn.s, turn.p.seat, next.space, group.length);
      if (block)
        fail(
          'blocked',
          `${moversText(group)} cannot pass or stop on space ${next.space} going ${directionName(turn.direction)}: ${blockText(turn.s, block, 'there')}. Nothing has moved: give ${listText(group.map((m) => m.guard))} rolls that stop short of space ${next.space}, or plan another way.`,
        );
    }
    here = next;
    spaces += 1;
    for (const m of group) {
      m.left -= 1;
      const e = arrive(turn, m.guard, next);
      if (e) reached.push(e);
    }
    if (next.zone === 'home') for (const m of group) stopAtHome(turn, m);
    const stopping = group.filter((m) => m.left === 0);
    if (stopping.length === 0) continue;
    report(group);
    land(turn, stopping, here);
    group = group.filter((m) => m.left > 0);
  }
}

function mayEnterHome(p: PlayerState, guard: GuardId, opens: 'guard' | 'player'): boolean {
  return opens === 'guard' ? hasReachedMidpoint(p.guards[guard]) : GUARDS.some((g) => hasReachedMidpoint(p.guards[g]));
}

function hasReachedMidpoint(g: GuardState): boolean {
  return g.zone !== 'track' || g.midpoint;
}

/** Puts the Guard on `at`; on its midpoint for the first time this trip it scores Progression. */
function arrive(turn: Turn, guard: GuardId, at: Position): RaceEvent | null {
  const { s, p } = turn;
  if (at.zone !== 'track') {
    p.guards[guard] = at;
    return null;
  }
  const before = hasReachedMidpoint(p.guards[guard]);
  const now = before || at.space === midpointSpace(s.rules, p);
  p.guards[guard] = { zone: 'track', space: at.space, midpoint: now };
  if (before || !now) return null;
  p.progression += s.rules.midpointPoints;
  return { type: 'midpoint-reached', seat: p.seat, guard, points: s.rules.midpointPoints };
}

function stopAtHome(turn: Turn, m: Mover): void {
  if (m.left === 0) return;
  if (turn.s.rules.exactHome)
    fail(
      'past-home',
      `${m.guard} would reach Home after ${count(m.total - m.left, 'space')} and still have ${count(m.left, 'space')} to go, but a Guard must reach Home exactly. Give ${m.guard} rolls that add up to ${m.total - m.left}.`,
    );
  m.left = 0;
}

/** Guards ending their move: Home scores Progression, a track space may capture. */
function land(turn: Turn, stopping: readonly Mover[], at: Position): void {
  const { s, p, emit } = turn;
  if (at.zone === 'home') {
    for (const m of stopping) {
      p.progression += s.rules.homePoints;
      emit({ type: 'guard-home', seat: p.seat, guard: m.guard, points: s.rules.homePoints });
    }
    return;
  }
  if (at.zone === 'track') captureAt(s, p, at.space, emit);
}

/** S004-NOBLE-2: the Noble goes its chosen number of spaces along the track, stopped by blocks like a lone piece. */
function moveNoble(turn: Turn, spaces: number): void {
  const { s, p } = turn;
  const from = p.noble;
  let here = from;
  for (let i = 0; i < spaces; i++) {
    const next = trackStep(s.rules, here, turn.direction);
    const block = blockAgainst(s, p.seat, next, 1);
    if (block)
      fail(
        'noble-blocked',
        `The Noble cannot move ${count(spaces, 'space')} ${directionName(turn.direction)} from space ${from}: ${blockText(s, block, `on space ${next}`)}, and a Noble moves like a lone piece. Nothing has moved: choose fewer spaces, or clear the way first.`,
      );
    here = next;
  }
  p.noble = here;
  turn.emit({ type: 'noble-moved', seat: p.seat, direction: turn.direction, spaces, from, at: here });
}

function moversText(group: readonly Mover[]): string {
  const names = listText(group.map((m) => m.guard));
  return group.length === 1 ? `${names}, moving alone,` : `${names}, moving together,`;
}
