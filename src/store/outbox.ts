import { orderedId } from './ordered-id';
import type { Result } from '../engine/result';
import { err, ok } from '../engine/result';
import type { Queryable, UniqueKey } from './database';
import type { OutboxMessage as OutboxRow } from './generated/client';
import type { GameRecord, SeatRecord } from './records';
import type { EventOf, GameRegistry, OptionsOf, SeatOf, StateOf } from './registry';
import { join, raw, type Sql, sql } from './sql';

/** Something the bot will say, as its renderer returns it. */
export interface OutboxMessage {
  /** Stable and unique within the game, e.g. "12:post:0" or "12:dm:<userId>:0". */
  readonly key: string;
  /** Opaque to the store: 'post' | 'dm' | 'edit' | 'pin' | … */
  readonly kind: string;
  /** A channel or user id. */
  readonly target: string;
  /** Plain JSON: what the deliverer sends. */
  readonly payload: unknown;
  /** Rows of one game with the same coalesce key: writing a newer one supersedes the older pending ones. */
  readonly coalesce?: string;
  /**
   * How long a row with a coalesce key waits for a newer one of its key before it is sent (an edit
   * under a burst of actions: only the last is sent). While it waits it holds back none of its
   * game's later rows, so it may reach Discord after them: only for rows whose order does not
   * matter (the newest version of a message). A claim with `flush` sends it at once.
   */
  readonly holdMs?: number;
}

export const outboxStatuses = ['pending', 'sent', 'failed', 'superseded'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** A stored outbox row. */
export interface OutboxRecord {
  readonly id: string;
  readonly gameId: string;
  /** 1-based, per game, in the order written; a game's rows are handed out in this order. */
  readonly position: number;
  readonly key: string;
  readonly kind: string;
  readonly target: string;
  readonly payload: unknown;
  readonly coalesce: string | null;
  /** The log entry written with the row (0 = the game's start); null for `enqueue`. */
  readonly seq: number | null;
  readonly status: OutboxStatus;
  /** How many times the row was handed to a deliverer. */
  readonly attempts: number;
  readonly nextAttemptAt: Date;
  readonly leaseOwner: string | null;
  readonly leaseUntil: Date | null;
  readonly messageId: string | null;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly sentAt: Date | null;
}

/** What a renderer is given: the write as the store is about to commit it. */
export interface Change<G extends GameRegistry> {
  /** The game after the write. */
  readonly game: GameRecord<OptionsOf<G>>;
  readonly seats: readonly SeatRecord<SeatOf<G>>[];
  /** The state before the write; null in the lobby. */
  readonly before: StateOf<G> | null;
  /** The state after the write; null in the lobby. */
  readonly after: StateOf<G> | null;
  readonly events: readonly EventOf<G>[];
  /** The log entry the write appends (0 for the start); for a write without an entry, the head's. */
  readonly seq: number;
  /** What the renderer remembered after the game's last write that returned a memory; null before the first. */
  readonly memory: unknown;
}

/**
 * A renderer's answer: the rows alone, or the rows and what it remembers for the game's next
 * write (stored in the same transaction, so a crash never separates the two).
 */
export type Rendered = readonly OutboxMessage[] | { readonly messages: readonly OutboxMessage[]; readonly memory: unknown };

/**
 * Turns a write into what the bot says about it. Pure and synchronous: the store calls it while
 * it prepares the transaction (again if it must judge the command again after another process's
 * write) and stores its rows in that transaction. The states are the store's own: read them,
 * never change them.
 */
export type OutboxRenderer<G extends GameRegistry> = (change: Change<G>) => Rendered;

/** A reminder's rows: a reminder changes nothing the news remembers. */
export type ReminderRenderer<C> = (reminder: C) => readonly OutboxMessage[];

export const outboxKey: UniqueKey = { table: 'OutboxMessage', columns: ['gameId', 'key'] };

/** The messages serialised for the database, or why they cannot be stored. */
export interface PreparedOutbox {
  readonly messages: readonly OutboxMessage[];
  readonly payloads: readonly string[];
  /** The renderer's new memory as JSON text; undefined when it returned none (the stored one stays). */
  readonly memory?: string;
}

/** A renderer's answer checked and serialised. */
export function prepareRendered(gameId: string, rendered: Rendered): Result<PreparedOutbox> {
  if (!('messages' in rendered)) return prepareOutbox(gameId, rendered);
  const prepared = prepareOutbox(gameId, rendered.messages);
  if (!prepared.ok) return prepared;
  const memory = JSON.stringify(rendered.memory);
  if (memory === undefined) return err('bad-outbox-memory', `The news memory of game ${gameId} is not JSON.`);
  return ok({ ...prepared.value, memory });
}

/** The stored memory of a game's renderer, as `Change.memory` gives it. */
export const parseMemory = (stored: string | null): unknown => (stored === null ? null : (JSON.parse(stored) as unknown));

/** How an error names a message: built only when there is an error to report. */
const where = (gameId: string, i: number) => `Outbox message #${i + 1} for game ${gameId}`;

export function prepareOutbox(gameId: string, messages: readonly OutboxMessage[]): Result<PreparedOutbox> {
  const keys = new Set<string>();
  const payloads: string[] = [];
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i] as OutboxMessage;
    for (const field of ['key', 'kind', 'target'] as const) {
      if (typeof message[field] !== 'string' || !message[field].trim()) return err('bad-outbox-message', `${where(gameId, i)} has no ${field}.`);
    }
    if (message.coalesce !== undefined && (typeof message.coalesce !== 'string' || !message.coalesce.trim())) {
      return err('bad-outbox-message', `${where(gameId, i)} (${message.key}) has an empty coalesce key; leave it out instead.`);
    }
    if (message.holdMs !== undefined && (message.coalesce === undefined || !Number.isInteger(message.holdMs) || message.holdMs < 0)) {
      return err(
        'bad-outbox-message',
        `${where(gameId, i)} (${message.key}) holds for ${message.holdMs} ms: a hold is a whole number of ms, on a row with a coalesce key.`,
      );
    }
    if (keys.has(message.key)) return err('bad-outbox-message', `${where(gameId, i)} repeats the key "${message.key}"; keys are unique within a game.`);
    keys.add(message.key);
    const payload = JSON.stringify(message.payload);
    if (payload === undefined) return err('bad-outbox-message', `${where(gameId, i)} (${message.key}) has a payload that is not JSON.`);
    payloads.push(payload);
  }
  return ok({ messages, payloads });
}

/**
 * Inserts the rows at positions `first`, `first + 1`, … Within one batch only the last row of a
 * coalesce key is pending; older rows of the key are superseded by `supersededBy`, without a
 * statement on this path: every action writes a status edit, and an UPDATE per action would cost
 * as much as the rest of its transaction (docs/performance.md).
 */
export async function insertOutbox(tx: Queryable, gameId: string, first: number, seq: number | null, outbox: PreparedOutbox, now: Date): Promise<void> {
  const { messages, payloads } = outbox;
  if (messages.length === 0) return;
  const rows = messages.map((m, i) => {
    const status: OutboxStatus = m.coalesce !== undefined && messages.some((later, j) => j > i && later.coalesce === m.coalesce) ? 'superseded' : 'pending';
    const due = m.holdMs ? new Date(now.getTime() + m.holdMs) : now;
    return sql`(${orderedId()}, ${gameId}, ${first + i}, ${m.key}, ${m.kind}, ${m.target}, ${payloads[i] ?? null}, ${m.coalesce ?? null}, ${seq}, ${status}, 0, ${due}, ${now}, ${now})`;
  });
  await tx.execute(sql`INSERT INTO "OutboxMessage" ("id", "gameId", "position", "key", "kind", "target", "payload", "coalesce", "seq", "status", "attempts", "nextAttemptAt", "createdAt", "updatedAt")
    VALUES ${join(rows)}`);
}

/**
 * Whether the row `alias` names is superseded: pending, not held by a deliverer right now (that
 * one goes out, then the newer one), and a newer row of its game has its coalesce key. Such a row
 * counts as superseded from the moment the newer one is committed: reads report it so, claims
 * never hand it out, and the next claim writes the status down. The newer row is looked for
 * among the game's later rows through `(gameId, position)`, up to the first one with the key (the
 * next status edit is a few rows on): only pending rows with a coalesce key are looked at. `OFFSET
 * 0` keeps PostgreSQL from turning the EXISTS into a join that hashes every row of the table when
 * it expects many pending rows; on either database each row's lookup stays an index walk.
 */
export function supersededBy(alias: 'o', now: Date): Sql {
  const a = raw(alias);
  return sql`(${a}."status" = 'pending' AND ${a}."coalesce" IS NOT NULL AND (${a}."leaseUntil" IS NULL OR ${a}."leaseUntil" <= ${now})
    AND EXISTS (SELECT 1 FROM "OutboxMessage" n WHERE n."gameId" = ${a}."gameId" AND n."position" > ${a}."position" AND n."coalesce" = ${a}."coalesce"
      LIMIT 1 OFFSET 0))`;
}

/**
 * Whether the row `alias` names is held: never handed out yet, with a coalesce key, and not due
 * before `dueBy` (see OutboxMessage.holdMs). A held row holds back none of its game's later rows.
 */
export function held(alias: 'e' | 'o', dueBy: Date): Sql {
  const a = raw(alias);
  return sql`(${a}."attempts" = 0 AND ${a}."coalesce" IS NOT NULL AND ${a}."nextAttemptAt" > ${dueBy})`;
}

/** The row's status as readers see it (`supersededBy` included), as column "status". */
export function effectiveStatus(alias: 'o', now: Date): Sql {
  return sql`CASE WHEN ${supersededBy(alias, now)} THEN 'superseded' ELSE ${raw(alias)}."status" END AS "status"`;
}

/** Every column but the status, which `effectiveStatus` gives. */
export const outboxColumns = raw(
  [
    'id',
    'gameId',
    'position',
    'key',
    'kind',
    'target',
    'payload',
    'coalesce',
    'seq',
    'attempts',
    'nextAttemptAt',
    'leaseOwner',
    'leaseUntil',
    'messageId',
    'lastError',
    'createdAt',
    'updatedAt',
    'sentAt',
  ]
    .map((column) => `o."${column}"`)
    .join(', '),
);

export function toOutboxRecord(row: OutboxRow): OutboxRecord {
  return { ...row, payload: JSON.parse(row.payload) as unknown, status: row.status as OutboxStatus };
}
