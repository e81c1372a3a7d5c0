import type { Actor } from '../engine/game';
import type { AuditNote, LogEntry } from '../engine/log';
import type { Action as ActionRow, Game as GameRow, Seat as SeatRow } from './generated/client';

export const gameStatuses = ['lobby', 'active', 'paused', 'finished', 'ended'] as const;
export type GameStatus = (typeof gameStatuses)[number];

/** A game that still holds its channel: at most one per channel or thread. */
export function isLive(status: GameStatus): boolean {
  return status === 'lobby' || status === 'active' || status === 'paused';
}

export interface GameRecord<Options = unknown> {
  readonly id: string;
  readonly gameType: string;
  readonly guildId: string;
  readonly channelId: string;
  readonly status: GameStatus;
  readonly options: Options;
  /** The game's secret: its 256-bit key in hex (or a short seed a test gave, stretched into one). */
  readonly seed: string;
  readonly createdBy: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Number of log entries. */
  readonly headSeq: number;
  readonly reminderIntervalMinutes: number;
  readonly lastActivityAt: Date;
  readonly lastReminderAt: Date | null;
  readonly moderatorRoleId: string | null;
  /** Hours (UTC) without pings or reminders, e.g. "22-7"; null: none. */
  readonly quietHours: string | null;
  readonly clock: ClockRecord;
}

/** The decision clock of a game (docs/deadlines.md): what its deadlines are computed from. */
export interface ClockRecord {
  /** The seats the game waits for, and since when (null: it waits for nobody). */
  readonly waitingSeats: readonly string[];
  readonly waitStartedAt: Date | null;
  /** Reminders sent for this wait: 0, 1 (half time) or 2 (two hours before). */
  readonly reminders: number;
  /** Minutes added to this wait's deadlines (moderators' extensions, holds). */
  readonly extraMinutes: number;
  readonly decisionMinutes: number;
  /** Battle plans and the like. */
  readonly longDecisionMinutes: number;
  /** False: a passed deadline pings the moderators instead of taking the safe default. */
  readonly safeDefaults: boolean;
  /** The hold stopping the clocks, if any: who asked (a seat, or a moderator's user id) and why. */
  readonly hold: { readonly at: Date; readonly by: string; readonly reason: string } | null;
  readonly holdsUsed: number;
}

export interface SeatRecord<Seat extends string = string> {
  readonly seat: Seat;
  readonly userId: string;
  /** Away until then: the seat's decisions take the safe default at once (absent: not away). */
  readonly awayUntil?: Date;
}

/** One row of a game's log, as `store.log` returns it. */
export type StoredLogEntry<Seat extends string, A, E> = LogEntry<Seat, A> & {
  readonly seq: number;
  readonly interactionId: string | null;
  readonly userId: string | null;
  readonly reason: string | null;
  readonly events: readonly E[];
  readonly createdAt: Date;
};

/** The game's own fields; the store's bookkeeping (version, outbox counters) stays inside. */
export function toGameRecord<Options>(row: GameRow): GameRecord<Options> {
  return {
    id: row.id,
    gameType: row.gameType,
    guildId: row.guildId,
    channelId: row.channelId,
    status: toStatus(row.status),
    options: JSON.parse(row.options) as Options,
    seed: row.seed,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    headSeq: row.headSeq,
    reminderIntervalMinutes: row.reminderIntervalMinutes,
    lastActivityAt: row.lastActivityAt,
    lastReminderAt: row.lastReminderAt,
    moderatorRoleId: row.moderatorRoleId,
    quietHours: row.quietHours,
    clock: {
      waitingSeats: row.waitingSeats ? (JSON.parse(row.waitingSeats) as string[]) : [],
      waitStartedAt: row.waitStartedAt,
      reminders: row.deadlineReminders,
      extraMinutes: row.deadlineExtraMinutes,
      decisionMinutes: row.decisionMinutes,
      longDecisionMinutes: row.longDecisionMinutes,
      // SQLite hands a BOOLEAN back as 0 or 1.
      safeDefaults: Boolean(row.safeDefaults),
      hold: row.heldAt ? { at: row.heldAt, by: row.heldBy ?? '', reason: row.holdReason ?? '' } : null,
      holdsUsed: row.holdsUsed,
    },
  };
}

export function toSeatRecord<Seat extends string>(row: SeatRow): SeatRecord<Seat> {
  return { seat: row.seat as Seat, userId: row.userId, ...(row.awayUntil ? { awayUntil: row.awayUntil } : {}) };
}

export function toLogEntry<Seat extends string, A, E>(row: ActionRow): StoredLogEntry<Seat, A, E> {
  const common = {
    seq: row.seq,
    actor: JSON.parse(row.actor) as Actor<Seat>,
    interactionId: row.interactionId,
    userId: row.userId,
    reason: row.reason,
    events: JSON.parse(row.events) as E[],
    createdAt: row.createdAt,
  };
  if (row.kind === 'undo') return { ...common, kind: 'undo', count: (JSON.parse(row.payload) as { count: number }).count };
  if (row.kind === 'audit') return { ...common, kind: 'audit', note: JSON.parse(row.payload) as AuditNote };
  return { ...common, kind: 'action', action: JSON.parse(row.payload) as A };
}

export function toStatus(value: string): GameStatus {
  const status = gameStatuses.find((s) => s === value);
  if (!status) throw new Error(`The database holds a game with unknown status "${value}"; expected one of ${gameStatuses.join(', ')}.`);
  return status;
}
