import type { Result } from '../engine/result';
import { err, ok } from '../engine/result';
import type { Database } from './database';
import type { OutboxMessage as OutboxRow } from './generated/client';
import {
  effectiveStatus,
  insertOutbox,
  type OutboxMessage,
  type OutboxRecord,
  type OutboxStatus,
  outboxColumns,
  held,
  outboxKey,
  prepareOutbox,
  supersededBy,
  toOutboxRecord,
} from './outbox';
import { violates } from './database';
import { sql } from './sql';
import { gameNotFound, outboxKeyTaken } from './store-errors';

export interface ClaimOptions {
  /** Who delivers: a name unique to the process (and stable across its restarts is not needed). */
  readonly owner: string;
  /** At most this many rows. */
  readonly limit: number;
  /** How long the rows stay the owner's; then another deliverer may take them over. */
  readonly leaseMs: number;
  readonly now?: Date;
  /** Hand out held rows (OutboxMessage.holdMs) at once, as if their hold were over. */
  readonly flush?: boolean;
}

/** Later than any hold: a flushing claim's due time. */
const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');

export interface MarkSent {
  readonly owner: string;
  /** Discord's id of the message sent, if the request created one. */
  readonly messageId?: string | null;
  readonly at?: Date;
}

export interface MarkRetry {
  readonly owner: string;
  readonly error: string;
  /** When to offer the row again (the deliverer's backoff). */
  readonly at: Date;
}

export interface MarkFailed {
  readonly owner: string;
  readonly error: string;
  readonly at?: Date;
}

export interface OutboxReport {
  readonly gameId: string;
  readonly pending: number;
  readonly sent: number;
  readonly failed: number;
  readonly superseded: number;
  /** When the oldest row still to be sent was written, and how long ago that was. */
  readonly oldestPendingAt: Date | null;
  readonly oldestPendingAgeMs: number | null;
  readonly paused: { readonly at: Date; readonly reason: string } | null;
  /** The rows that will never be sent, oldest first. */
  readonly failures: readonly { readonly key: string; readonly kind: string; readonly target: string; readonly error: string | null; readonly at: Date }[];
}

export async function enqueue(db: Database, gameId: string, messages: readonly OutboxMessage[]): Promise<Result<OutboxRecord[]>> {
  const prepared = prepareOutbox(gameId, messages);
  if (!prepared.ok) return prepared;
  if (messages.length === 0) return ok([]);
  const now = new Date();
  try {
    const rows = await db.transaction(async (tx) => {
      // Reserving the positions locks the game's row on PostgreSQL, so rows of one game are
      // committed in position order.
      const reserved = await tx.query<{ outboxCount: number }>(
        sql`UPDATE "Game" SET "outboxCount" = "outboxCount" + ${messages.length} WHERE "id" = ${gameId} RETURNING "outboxCount"`,
      );
      const count = reserved[0]?.outboxCount;
      if (count === undefined) return null;
      const first = count - messages.length + 1;
      await insertOutbox(tx, gameId, first, null, prepared.value, now);
      return tx.query<OutboxRow>(sql`SELECT * FROM "OutboxMessage" WHERE "gameId" = ${gameId} AND "position" >= ${first} ORDER BY "position"`);
    });
    return rows === null ? gameNotFound(gameId) : ok(rows.map(toOutboxRecord));
  } catch (error) {
    if (violates(error, outboxKey)) return outboxKeyTaken(gameId);
    throw error;
  }
}

/**
 * A claim is one statement, so it is atomic on both databases. On PostgreSQL the candidate rows
 * are locked with FOR UPDATE SKIP LOCKED: two deliverers claiming at once never wait for each
 * other and never get the same row; a row another transaction is claiming or marking is simply
 * left for the next call. A game's later rows only qualify once no earlier row of it is pending,
 * so a game has at most one row out at a time and players see its news in order. Before it, the
 * superseded rows are written down (also skipping locked rows, so two sweeps never wait on each
 * other either), so that they stop holding their games back. A held row (OutboxMessage.holdMs)
 * waits for its time, or a newer row of its key, without holding its game's later rows back.
 */
export async function claimOutbox(db: Database, claim: ClaimOptions): Promise<OutboxRecord[]> {
  if (!claim.owner.trim()) throw new Error('claimOutbox needs an owner: the name of the deliverer.');
  if (!Number.isInteger(claim.limit) || claim.limit < 1) throw new Error(`claimOutbox takes a limit of at least 1, got ${claim.limit}.`);
  if (!(claim.leaseMs > 0)) throw new Error(`claimOutbox takes a positive leaseMs, got ${claim.leaseMs}.`);
  const now = claim.now ?? new Date();
  const until = new Date(now.getTime() + claim.leaseMs);
  const dueBy = claim.flush ? FAR_FUTURE : now;
  await db.execute(sql`UPDATE "OutboxMessage" SET "status" = 'superseded', "updatedAt" = ${now}
    WHERE "id" IN (SELECT o."id" FROM "OutboxMessage" o WHERE ${supersededBy('o', now)}${db.skipLocked})`);
  const rows = await db.query<OutboxRow>(sql`UPDATE "OutboxMessage"
    SET "leaseOwner" = ${claim.owner}, "leaseUntil" = ${until}, "attempts" = "attempts" + 1, "updatedAt" = ${now}
    WHERE "id" IN (
      SELECT o."id" FROM "OutboxMessage" o
      WHERE o."status" = 'pending' AND (o."nextAttemptAt" <= ${now} OR (o."attempts" = 0 AND o."nextAttemptAt" <= ${dueBy}))
        AND (o."leaseUntil" IS NULL OR o."leaseUntil" <= ${now})
        AND NOT ${supersededBy('o', now)}
        AND NOT EXISTS (SELECT 1 FROM "OutboxMessage" e WHERE e."status" = 'pending' AND e."gameId" = o."gameId" AND e."position" < o."position"
          AND NOT ${held('e', dueBy)})
        AND NOT EXISTS (SELECT 1 FROM "Game" g WHERE g."id" = o."gameId" AND g."outboxPausedAt" IS NOT NULL)
      ORDER BY o."createdAt", o."position"
      LIMIT ${claim.limit}${db.skipLocked}
    )
    RETURNING *`);
  return rows.map(toOutboxRecord).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.position - b.position);
}

export async function markSent(db: Database, id: string, sent: MarkSent): Promise<Result<void>> {
  const at = sent.at ?? new Date();
  const changed = await db.execute(sql`UPDATE "OutboxMessage"
    SET "status" = 'sent', "messageId" = ${sent.messageId ?? null}, "sentAt" = ${at}, "leaseUntil" = NULL, "updatedAt" = ${at}
    WHERE "id" = ${id} AND "status" = 'pending' AND "leaseOwner" = ${sent.owner}`);
  return changed === 1 ? ok(undefined) : whyNotHeld(db, id, sent.owner);
}

export async function markRetry(db: Database, id: string, retry: MarkRetry): Promise<Result<void>> {
  const changed = await db.execute(sql`UPDATE "OutboxMessage"
    SET "nextAttemptAt" = ${retry.at}, "lastError" = ${retry.error}, "leaseUntil" = NULL, "updatedAt" = ${new Date()}
    WHERE "id" = ${id} AND "status" = 'pending' AND "leaseOwner" = ${retry.owner}`);
  return changed === 1 ? ok(undefined) : whyNotHeld(db, id, retry.owner);
}

export async function markFailed(db: Database, id: string, failed: MarkFailed): Promise<Result<void>> {
  const at = failed.at ?? new Date();
  const changed = await db.execute(sql`UPDATE "OutboxMessage"
    SET "status" = 'failed', "lastError" = ${failed.error}, "leaseUntil" = NULL, "updatedAt" = ${at}
    WHERE "id" = ${id} AND "status" = 'pending' AND "leaseOwner" = ${failed.owner}`);
  return changed === 1 ? ok(undefined) : whyNotHeld(db, id, failed.owner);
}

/** Why a mark found no row that `owner` holds. */
async function whyNotHeld(db: Database, id: string, owner: string): Promise<Result<never>> {
  const [row] = await db.query<Pick<OutboxRow, 'status' | 'leaseOwner' | 'key' | 'gameId'>>(
    sql`SELECT "status", "leaseOwner", "key", "gameId" FROM "OutboxMessage" WHERE "id" = ${id}`,
  );
  if (!row) return err('outbox-not-found', `There is no outbox message with id ${id}.`);
  const what = `Outbox message ${row.key} of game ${row.gameId}`;
  if (row.status !== 'pending') return err('outbox-not-pending', `${what} is already ${row.status}.`);
  return err(
    'outbox-lease-lost',
    row.leaseOwner === null
      ? `${what} is not leased to ${owner}: claim it first.`
      : `${what} is leased to ${row.leaseOwner}, not ${owner}: the lease of ${owner} ran out and another deliverer took the message over.`,
  );
}

export async function pauseOutbox(db: Database, gameId: string, reason: string): Promise<Result<void>> {
  if (!reason.trim()) return err('reason-required', 'Say why the outbox is paused: moderators see the reason.');
  const changed = await db.execute(sql`UPDATE "Game" SET "outboxPausedAt" = ${new Date()}, "outboxPauseReason" = ${reason} WHERE "id" = ${gameId}`);
  return changed === 1 ? ok(undefined) : gameNotFound(gameId);
}

export async function resumeOutbox(db: Database, gameId: string): Promise<Result<void>> {
  const changed = await db.execute(sql`UPDATE "Game" SET "outboxPausedAt" = NULL, "outboxPauseReason" = NULL WHERE "id" = ${gameId}`);
  return changed === 1 ? ok(undefined) : gameNotFound(gameId);
}

export async function outboxReport(db: Database, gameId: string, now: Date = new Date()): Promise<Result<OutboxReport>> {
  const [game] = await db.query<{ outboxPausedAt: Date | null; outboxPauseReason: string | null }>(
    sql`SELECT "outboxPausedAt", "outboxPauseReason" FROM "Game" WHERE "id" = ${gameId}`,
  );
  if (!game) return gameNotFound(gameId);
  const counts = await db.query<{ status: string; rows: number }>(
    sql`SELECT ${effectiveStatus('o', now)}, COUNT(*) AS "rows" FROM "OutboxMessage" o WHERE o."gameId" = ${gameId} GROUP BY 1`,
  );
  const count = (status: OutboxStatus) => counts.find((c) => c.status === status)?.rows ?? 0;
  const [oldest] = await db.query<{ createdAt: Date }>(
    sql`SELECT o."createdAt" FROM "OutboxMessage" o WHERE o."gameId" = ${gameId} AND o."status" = 'pending' AND NOT ${supersededBy('o', now)}
        ORDER BY o."position" LIMIT 1`,
  );
  const failed = await db.query<Pick<OutboxRow, 'key' | 'kind' | 'target' | 'lastError' | 'updatedAt'>>(
    sql`SELECT "key", "kind", "target", "lastError", "updatedAt" FROM "OutboxMessage" WHERE "gameId" = ${gameId} AND "status" = 'failed' ORDER BY "position"`,
  );
  return ok({
    gameId,
    pending: count('pending'),
    sent: count('sent'),
    failed: count('failed'),
    superseded: count('superseded'),
    oldestPendingAt: oldest?.createdAt ?? null,
    oldestPendingAgeMs: oldest ? now.getTime() - oldest.createdAt.getTime() : null,
    paused: game.outboxPausedAt ? { at: game.outboxPausedAt, reason: game.outboxPauseReason ?? '' } : null,
    failures: failed.map((row) => ({ key: row.key, kind: row.kind, target: row.target, error: row.lastError, at: row.updatedAt })),
  });
}

export async function listOutbox(db: Database, gameId: string, now: Date = new Date()): Promise<OutboxRecord[]> {
  const rows = await db.query<OutboxRow>(
    sql`SELECT ${outboxColumns}, ${effectiveStatus('o', now)} FROM "OutboxMessage" o WHERE o."gameId" = ${gameId} ORDER BY o."position"`,
  );
  return rows.map(toOutboxRecord);
}

export async function findOutbox(db: Database, gameId: string, key: string): Promise<OutboxRecord | null> {
  const [row] = await db.query<OutboxRow>(
    sql`SELECT ${outboxColumns}, ${effectiveStatus('o', new Date())} FROM "OutboxMessage" o WHERE o."gameId" = ${gameId} AND o."key" = ${key}`,
  );
  return row ? toOutboxRecord(row) : null;
}
