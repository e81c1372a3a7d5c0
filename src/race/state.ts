import type { RngState } from '../engine/rng';
import type { RaceRules } from './options';
import type { Direction } from './direction';
import type { GuardId, RaceSeat } from './seats';

/** When the Noble moves relative to the Guards (S004-NOBLE-1). */
export type NobleTiming = 'before' | 'after';
export const NOBLE_TIMINGS: readonly NobleTiming[] = ['before', 'after'];

/** The Noble's own movement options, never combined (S004-NOBLE-2). */
export const NOBLE_SPACES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type NobleSpaces = (typeof NOBLE_SPACES)[number];

/** Where a piece stands. Home path steps run 1 … homePathLength − 1; the last space is Home. */
export type Position = { readonly zone: 'track'; readonly space: number } | { readonly zone: 'home-path'; readonly step: number } | { readonly zone: 'home' };

/**
 * A Guard: where it stands and, on the track, whether it has reached its midpoint on this trip.
 * Off the track the midpoint is reached by construction, so the flag exists only on the track.
 */
export type GuardState =
  | { readonly zone: 'track'; readonly space: number; readonly midpoint: boolean }
  | { readonly zone: 'home-path'; readonly step: number }
  | { readonly zone: 'home' };

export interface PlayerState {
  readonly seat: RaceSeat;
  readonly start: number;
  /** Rolls kept for later, oldest first; a roll leaves only when a Guard that was given it has moved. */
  store: number[];
  progression: number;
  combat: number;
  guards: Record<GuardId, GuardState>;
  /** The Noble stays on the track: its space. */
  noble: number;
}

export interface NoblePlan {
  readonly spaces: NobleSpaces;
  readonly when: NobleTiming;
}

/** The turn the current player is putting together; nothing moves before `end-turn`. */
export interface TurnPlan {
  readonly direction: Direction;
  /** The rolls given to each Guard; a Guard not listed does not move. */
  readonly guards: Partial<Record<GuardId, readonly number[]>>;
  readonly noble: NoblePlan | null;
}

export type WinReason = 'target-score' | 'all-home';

export type RaceStatus =
  /** `plan` is null until the player has chosen a direction for the turn. */
  | { readonly kind: 'playing'; readonly seat: RaceSeat; readonly round: number; readonly plan: TurnPlan | null }
  | { readonly kind: 'over'; readonly winner: RaceSeat; readonly reason: WinReason; readonly round: number };

export interface RaceState {
  readonly rules: RaceRules;
  /** In turn order. */
  readonly players: PlayerState[];
  status: RaceStatus;
  rng: RngState;
}

export function playerOf(s: RaceState, seat: RaceSeat): PlayerState {
  const player = s.players.find((p) => p.seat === seat);
  if (!player) throw new Error(`${seat} is not playing in this race`);
  return player;
}

export function scoreOf(p: PlayerState): number {
  return p.progression + p.combat;
}
