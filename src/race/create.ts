import type { Transition } from '../engine/game';
import { runTransition } from '../engine/game';
import { check, ok, type Result } from '../engine/result';
import { keyCommitment, rngKey, type Seed, seedRng } from '../engine/rng';
import type { RaceEvent } from './events';
import { resolveRules } from './options';
import { rollInto } from './rolls';
import { GUARDS, type GuardId, isRaceSeat, RACE_SEATS, type RaceSeat, seatName } from './seats';
import type { GuardState, PlayerState, RaceState } from './state';
import { startSpace } from './track';
import { listText } from './text';

export interface RaceParams {
  readonly seats: readonly RaceSeat[];
  readonly options: unknown;
  readonly seed: Seed;
}

/** A new race: every piece on its player's start, the first player's dice already in their store. */
export function createRace(params: RaceParams): Result<Transition<RaceState, RaceEvent>> {
  // A transition needs a state to start from; the new race is built inside an empty holder, so
  // that a refused option or seat list is an error result like any refused action.
  const made = runTransition<{ race?: RaceState }, RaceEvent>({}, (holder, emit) => {
    const rules = resolveRules(params.options);
    const seats = inTurnOrder(params.seats);
    const players = seats.map((seat, i) => newPlayer(seat, startSpace(rules, i, seats.length)));
    const first = players[0]!;
    const race: RaceState = { rules, players, status: { kind: 'playing', seat: first.seat, round: 1, plan: null }, rng: seedRng(params.seed) };
    const key = rngKey(race.rng);
    emit({ type: 'race-started', players: players.map((p) => ({ seat: p.seat, start: p.start })), commitment: key && keyCommitment(key) });
    rollInto(race, first, 1, emit);
    holder.race = race;
  });
  if (!made.ok) return made;
  return ok({ state: made.value.state.race as RaceState, events: made.value.events });
}

function inTurnOrder(seats: readonly unknown[]): RaceSeat[] {
  const colours = listText(RACE_SEATS.map(seatName));
  check(Array.isArray(seats), 'bad-seats', `A race is played by 2 to 4 of ${colours}.`);
  const unknown = seats.filter((s) => !isRaceSeat(s));
  check(
    unknown.length === 0,
    'bad-seats',
    `The seats are ${colours}; ${listText(unknown.map((s) => JSON.stringify(s)))} ${unknown.length === 1 ? 'is' : 'are'} not among them.`,
  );
  check(new Set(seats).size === seats.length, 'bad-seats', 'A seat can be taken only once.');
  check(seats.length >= 2 && seats.length <= 4, 'bad-seats', `A race is played by 2 to 4 players, not ${seats.length}.`);
  return RACE_SEATS.filter((s) => seats.includes(s));
}

function newPlayer(seat: RaceSeat, start: number): PlayerState {
  const atStart: GuardState = { zone: 'track', space: start, midpoint: false };
  const guards = Object.fromEntries(GUARDS.map((g) => [g, atStart])) as Record<GuardId, GuardState>;
  return { seat, start, store: [], progression: 0, combat: 0, guards, noble: start };
}
