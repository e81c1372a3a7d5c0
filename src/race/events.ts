import type { GuardId, RaceSeat } from './seats';
import type { NobleTiming, Position, WinReason } from './state';
import type { Direction } from './direction';

/**
 * Something that happened in a race. The race has no secrets: every piece, roll store and score
 * is on the table, so every event is for everyone, and `to` (the engine's private audience) can
 * never be set. Positions and numbers are given in full so the words need no lookups.
 */
interface Public {
  readonly to?: never;
}

export type RaceEvent =
  /** `commitment`: SHA-256 of the race's key (src/engine/rng.ts), which its end reveals; null for a race older than keyed games. */
  | (Public & {
      readonly type: 'race-started';
      readonly players: readonly { readonly seat: RaceSeat; readonly start: number }[];
      readonly commitment: string | null;
    })
  /** The turn's dice entered the player's roll store. */
  | (Public & {
      readonly type: 'turn-started';
      readonly seat: RaceSeat;
      readonly round: number;
      readonly rolled: readonly number[];
      readonly store: readonly number[];
    })
  | (Public & { readonly type: 'direction-chosen'; readonly seat: RaceSeat; readonly direction: Direction })
  /** A Guard's planned rolls (an empty list takes them back). */
  | (Public & { readonly type: 'rolls-assigned'; readonly seat: RaceSeat; readonly guard: GuardId; readonly rolls: readonly number[]; readonly total: number })
  /** `spaces` 0: the Noble stays where it is this turn. */
  | (Public & { readonly type: 'noble-planned'; readonly seat: RaceSeat; readonly spaces: number; readonly when: NobleTiming | null })
  | (Public & {
      readonly type: 'noble-moved';
      readonly seat: RaceSeat;
      readonly direction: Direction;
      readonly spaces: number;
      readonly from: number;
      readonly at: number;
    })
  /** Guards moving together, from where they were to where the group changed or stopped. */
  | (Public & {
      readonly type: 'guards-moved';
      readonly seat: RaceSeat;
      readonly guards: readonly GuardId[];
      readonly direction: Direction;
      readonly spaces: number;
      readonly from: Position;
      readonly at: Position;
    })
  | (Public & { readonly type: 'midpoint-reached'; readonly seat: RaceSeat; readonly guard: GuardId; readonly points: number })
  | (Public & { readonly type: 'guard-home'; readonly seat: RaceSeat; readonly guard: GuardId; readonly points: number })
  /** `seat` captured `guards` of `victim` on `space`; they went back to the victim's start. */
  | (Public & {
      readonly type: 'guards-captured';
      readonly seat: RaceSeat;
      readonly victim: RaceSeat;
      readonly guards: readonly GuardId[];
      readonly space: number;
      readonly points: number;
    })
  /** The rolls of the Guards that moved left the store (S004-ROLL-2). */
  | (Public & { readonly type: 'rolls-spent'; readonly seat: RaceSeat; readonly rolls: readonly number[]; readonly store: readonly number[] })
  | (Public & { readonly type: 'turn-ended'; readonly seat: RaceSeat; readonly moved: boolean })
  | (Public & {
      readonly type: 'race-won';
      readonly seat: RaceSeat;
      readonly reason: WinReason;
      /** The race's key, revealed now that no roll is left to draw (null for a race older than keyed games). */
      readonly key: string | null;
      readonly scores: readonly { readonly seat: RaceSeat; readonly progression: number; readonly combat: number; readonly total: number }[];
    })
  /** A moderator acted for the player whose turn it is; who and why is public. */
  | (Public & { readonly type: 'moderator-override'; readonly seat: RaceSeat; readonly userId: string; readonly reason: string; readonly action: string });

export type RaceEventType = RaceEvent['type'];
