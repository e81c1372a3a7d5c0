import { expect } from 'vitest';
import type { Actor } from '../../src/engine/game';
import { runTransition } from '../../src/engine/game';
import type { GameError } from '../../src/engine/result';
import { type GuardId, type RaceAction, type RaceEvent, type RaceOptions, type RaceSeat, type RaceState, raceGame } from '../../src/race';
import { applySetup, type RaceSetup } from '../../src/race/setup';
import type { GuardState } from '../../src/race/state';

/**
 * A race on the default track unless told otherwise: 24 spaces; Red starts on 0 (midpoint 12,
 * Home path entrance 23), Blue on 12 (midpoint 0, entrance 11); Home is the 4th space of a Home path.
 */
export function race(setup: RaceSetup, options: RaceOptions = {}, seats: RaceSeat[] = ['red', 'blue'], seed = 1): RaceState {
  const created = raceGame.create({ seats, options, seed });
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  const placed = runTransition<RaceState, RaceEvent>(created.value.state, (s) => applySetup(s, setup, (name) => name as RaceSeat));
  if (!placed.ok) throw new Error(`${placed.error.code}: ${placed.error.message}`);
  return placed.value.state;
}

const seat = (s: RaceSeat): Actor<RaceSeat> => ({ kind: 'seat', seat: s });

/** Applies actions that must all be accepted; returns the last state and every event. */
export function act(state: RaceState, who: RaceSeat | Actor<RaceSeat>, ...actions: RaceAction[]): { state: RaceState; events: RaceEvent[] } {
  const actor = typeof who === 'string' ? seat(who) : who;
  const events: RaceEvent[] = [];
  let s = state;
  for (const action of actions) {
    const r = raceGame.apply(s, actor, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} was refused: ${r.error.code}: ${r.error.message}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}

/** Applies an action that must be refused, and checks that the refusal changed nothing. */
export function refused(state: RaceState, who: RaceSeat | Actor<RaceSeat>, action: RaceAction): GameError {
  const before = JSON.stringify(state);
  const r = raceGame.apply(state, typeof who === 'string' ? seat(who) : who, action);
  expect(JSON.stringify(state)).toBe(before);
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted: ${JSON.stringify(r.value.events)}`);
  return r.error;
}

export const move = (args: Extract<RaceAction, { do: 'move' }>['args']): RaceAction => ({ do: 'move', args });
export const direction = (d: 'forward' | 'backward'): RaceAction => ({ do: 'direction', args: { direction: d } });
export const assign = (guard: GuardId, rolls: number[]): RaceAction => ({ do: 'assign', args: { guard, rolls } });
export const endTurn: RaceAction = { do: 'end-turn' };

export function guard(state: RaceState, who: RaceSeat, g: GuardId): GuardState {
  const p = state.players.find((x) => x.seat === who);
  if (!p) throw new Error(`${who} is not playing`);
  return p.guards[g];
}

export function player(state: RaceState, who: RaceSeat) {
  const p = state.players.find((x) => x.seat === who);
  if (!p) throw new Error(`${who} is not playing`);
  return p;
}

/** The moves of a turn in order, in short: "G1+G2 5", "noble 3", "captured blue G1". */
export function moves(events: readonly RaceEvent[]): string[] {
  return events.flatMap((e) => {
    if (e.type === 'guards-moved') return [`${e.guards.join('+')} ${e.spaces}`];
    if (e.type === 'noble-moved') return [`noble ${e.spaces}`];
    if (e.type === 'guards-captured') return [`captured ${e.victim} ${e.guards.join('+')}`];
    return [];
  });
}
