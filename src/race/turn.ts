import { runTransition } from '../engine/game';
import { ok, type Result } from '../engine/result';
import type { RaceEvent } from './events';
import { playPlan } from './movement';
import { currentPlan, hasMoves, setPlan } from './plan';
import { rollInto } from './rolls';
import { isOver } from './scoring';
import { playerOf, type RaceState, type TurnPlan } from './state';

type Emit = (e: RaceEvent) => void;

/** Plays whatever the current player has planned (nothing, if they pass). */
export function playTurn(s: RaceState, emit: Emit): boolean {
  if (s.status.kind !== 'playing') return false;
  const plan = currentPlan(s);
  if (!plan || !hasMoves(plan)) return false;
  playPlan(s, playerOf(s, s.status.seat), plan, emit);
  return true;
}

/** Plays the turn, then hands over to the next player in turn order, whose dice enter their store. */
export function endTurn(s: RaceState, emit: Emit): void {
  if (s.status.kind !== 'playing') return;
  const { seat, round } = s.status;
  const moved = playTurn(s, emit);
  if (isOver(s)) return;
  emit({ type: 'turn-ended', seat, moved });
  const index = s.players.findIndex((p) => p.seat === seat);
  const next = s.players[(index + 1) % s.players.length]!;
  const nextRound = index === s.players.length - 1 ? round + 1 : round;
  s.status = { kind: 'playing', seat: next.seat, round: nextRound, plan: null };
  rollInto(s, next, nextRound, emit);
}

/** What ending the turn with `plan` would do, without doing it: its events, or why it would be refused. */
export function previewTurn(s: RaceState, plan: TurnPlan | null = currentPlan(s)): Result<readonly RaceEvent[]> {
  const tried = runTransition<RaceState, RaceEvent>(s, (draft, emit) => {
    setPlan(draft, plan);
    playTurn(draft, emit);
  });
  return tried.ok ? ok(tried.value.events) : tried;
}
