import { orderedId } from './ordered-id';
import type { Actor } from '../engine/game';
import type { Queryable, UniqueKey } from './database';
import type { Game as GameRow } from './generated/client';
import type { GameStatus } from './records';
import { join, raw, type Sql, sql } from './sql';

export const interactionKey: UniqueKey = { table: 'Action', columns: ['interactionId'] };
export const liveChannelKey: UniqueKey = { table: 'Game', columns: ['liveChannelId'] };

/** The columns of a game a command may change. */
export interface GameChange {
  readonly status?: GameStatus;
  readonly liveChannelId?: string | null;
  readonly headSeq?: number;
  readonly lastActivityAt?: Date;
  readonly lastReminderAt?: Date;
  /** The news renderer's memory after the write (JSON text). */
  readonly newsMemory?: string;
  /** The decision clock's columns (src/store/waits.ts, docs/deadlines.md). */
  readonly waitingSeats?: string | null;
  readonly waitStartedAt?: Date | null;
  readonly deadlineReminders?: number;
  readonly deadlineExtraMinutes?: number;
  readonly safeDefaults?: boolean;
  readonly heldAt?: Date | null;
  readonly heldBy?: string | null;
  readonly holdReason?: string | null;
  readonly holdsUsed?: number;
}

/**
 * The optimistic lock every write of a game goes through: changes the game's row only if it is
 * still at the version the command was judged on, bumps the version, and reserves `outboxRows`
 * positions in the game's outbox. Returns the game's new outbox count, or null when another
 * writer changed the game first (nothing is changed then; the caller judges again). On
 * PostgreSQL the UPDATE also locks the row until the transaction ends, so a concurrent writer
 * waits, then finds the new version and gives way.
 */
export async function updateGame(tx: Queryable, game: GameRow, change: GameChange, outboxRows: number, now: Date): Promise<number | null> {
  const set: Sql[] = [sql`"version" = "version" + 1`, sql`"updatedAt" = ${now}`, sql`"outboxCount" = "outboxCount" + ${outboxRows}`];
  for (const [column, value] of Object.entries(change) as [keyof GameChange, GameChange[keyof GameChange]][]) {
    if (value !== undefined) set.push(sql`${raw(`"${column}"`)} = ${value}`);
  }
  const rows = await tx.query<{ outboxCount: number }>(
    sql`UPDATE "Game" SET ${join(set)} WHERE "id" = ${game.id} AND "version" = ${game.version} RETURNING "outboxCount"`,
  );
  return rows[0]?.outboxCount ?? null;
}

/** The row as `updateGame` left it, for the process's cache. */
export function updatedRow<R extends GameRow>(game: R, change: GameChange, outboxCount: number, now: Date): R {
  return { ...game, ...change, version: game.version + 1, updatedAt: now, outboxCount };
}

export interface LogRow {
  readonly kind: 'action' | 'undo' | 'audit';
  readonly actor: Actor<string>;
  readonly payload: unknown;
  readonly interactionId: string | null;
  readonly userId: string | null;
  readonly reason: string | null;
  readonly events: readonly unknown[];
}

export async function appendEntry(tx: Queryable, gameId: string, seq: number, entry: LogRow, now: Date): Promise<void> {
  await tx.execute(sql`INSERT INTO "Action" ("id", "gameId", "seq", "kind", "actor", "payload", "interactionId", "userId", "reason", "events", "createdAt")
    VALUES (${orderedId()}, ${gameId}, ${seq}, ${entry.kind}, ${JSON.stringify(entry.actor)}, ${JSON.stringify(entry.payload)},
            ${entry.interactionId}, ${entry.userId}, ${entry.reason}, ${JSON.stringify(entry.events)}, ${now})`);
}

export async function insertSnapshot(tx: Queryable, gameId: string, seq: number, state: unknown, now: Date): Promise<void> {
  await tx.execute(sql`INSERT INTO "Snapshot" ("gameId", "seq", "state", "createdAt") VALUES (${gameId}, ${seq}, ${JSON.stringify(state)}, ${now})`);
}
