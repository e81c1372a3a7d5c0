import type { Database, Queryable } from './database';
import type { GameResult as ResultRow, ResultSeat as ResultSeatRow } from './generated/client';
import type { GameResultRecord, ResultSeatRecord, SeatSummary } from './result-records';
import { toEnding } from './result-records';
import { join, sql } from './sql';

/**
 * Stores a result with its seats; false (and nothing written) when the game has one already: a
 * back-fill racing the game's own end, or two processes back-filling at once, record it once.
 */
export async function insertResult(tx: Queryable, r: GameResultRecord, now: Date): Promise<boolean> {
  const inserted = await tx.execute(sql`INSERT INTO "GameResult"
    ("gameId", "gameType", "guildId", "channelId", "ending", "victory", "victoryText", "options", "turns", "turnLimit",
     "startedAt", "endedAt", "daysPerTurn", "recordedAt")
    VALUES (${r.gameId}, ${r.gameType}, ${r.guildId}, ${r.channelId}, ${r.ending}, ${r.victory}, ${r.victoryText}, ${JSON.stringify(r.options)},
            ${r.turns}, ${r.turnLimit}, ${r.startedAt}, ${r.endedAt}, ${r.daysPerTurn}, ${now})
    ON CONFLICT ("gameId") DO NOTHING`);
  if (inserted === 0) return false;
  const rows = r.seats.map(
    (s) => sql`(${r.gameId}, ${s.seat}, ${s.userId}, ${JSON.stringify(s.formerUserIds)}, ${s.won}, ${s.ally}, ${JSON.stringify(s.summary)})`,
  );
  if (rows.length) await tx.execute(sql`INSERT INTO "ResultSeat" ("gameId", "seat", "userId", "formerUserIds", "won", "ally", "summary") VALUES ${join(rows)}`);
  return true;
}

/** Whether the game has a result. */
export async function hasResult(db: Queryable, gameId: string): Promise<boolean> {
  const rows = await db.query<{ gameId: string }>(sql`SELECT "gameId" FROM "GameResult" WHERE "gameId" = ${gameId}`);
  return rows.length > 0;
}

/** A server's results, oldest end first (ties by game id): the order ratings follow. */
export async function readResults(db: Database, guildId: string): Promise<GameResultRecord[]> {
  const games = await db.query<ResultRow>(sql`SELECT * FROM "GameResult" WHERE "guildId" = ${guildId} ORDER BY "endedAt", "gameId"`);
  if (games.length === 0) return [];
  const seats = await db.query<ResultSeatRow>(
    sql`SELECT s.* FROM "ResultSeat" s JOIN "GameResult" r ON r."gameId" = s."gameId" WHERE r."guildId" = ${guildId} ORDER BY s."gameId", s."seat"`,
  );
  const byGame = new Map<string, ResultSeatRecord[]>();
  for (const s of seats) byGame.set(s.gameId, [...(byGame.get(s.gameId) ?? []), toSeat(s)]);
  return games.map((g) => toResult(g, byGame.get(g.gameId) ?? []));
}

/**
 * The games of a server that were played (they have a starting snapshot), are over, and have no
 * result: finished before results were kept, or ended by a path that records none.
 */
export async function unrecordedGames(db: Database, guildId: string): Promise<{ id: string; gameType: string }[]> {
  return db.query<{ id: string; gameType: string }>(sql`SELECT g."id", g."gameType" FROM "Game" g
    WHERE g."guildId" = ${guildId} AND g."status" IN ('finished', 'ended')
      AND EXISTS (SELECT 1 FROM "Snapshot" s WHERE s."gameId" = g."id" AND s."seq" = 0)
      AND NOT EXISTS (SELECT 1 FROM "GameResult" r WHERE r."gameId" = g."id")
    ORDER BY g."lastActivityAt", g."id"`);
}

/** When the game started: its starting snapshot's time (null: it never started). */
export async function startedAt(db: Queryable, gameId: string): Promise<Date | null> {
  const [row] = await db.query<{ createdAt: Date }>(sql`SELECT "createdAt" FROM "Snapshot" WHERE "gameId" = ${gameId} AND "seq" = 0`);
  return row?.createdAt ?? null;
}

export async function setHiddenFromStats(db: Database, userId: string, hidden: boolean, at: Date): Promise<void> {
  if (hidden) await db.execute(sql`INSERT INTO "StatsPrivacy" ("userId", "hiddenAt") VALUES (${userId}, ${at}) ON CONFLICT ("userId") DO NOTHING`);
  else await db.execute(sql`DELETE FROM "StatsPrivacy" WHERE "userId" = ${userId}`);
}

export async function hiddenFromStats(db: Database): Promise<Set<string>> {
  const rows = await db.query<{ userId: string }>(sql`SELECT "userId" FROM "StatsPrivacy"`);
  return new Set(rows.map((r) => r.userId));
}

function toSeat(row: ResultSeatRow): ResultSeatRecord {
  return {
    seat: row.seat,
    userId: row.userId,
    formerUserIds: JSON.parse(row.formerUserIds) as string[],
    // SQLite keeps a boolean as 0 or 1.
    won: Boolean(row.won),
    ally: row.ally,
    summary: JSON.parse(row.summary) as SeatSummary,
  };
}

function toResult(row: ResultRow, seats: ResultSeatRecord[]): GameResultRecord {
  return {
    gameId: row.gameId,
    gameType: row.gameType,
    guildId: row.guildId,
    channelId: row.channelId,
    ending: toEnding(row.ending),
    victory: row.victory,
    victoryText: row.victoryText,
    options: JSON.parse(row.options),
    turns: row.turns,
    turnLimit: row.turnLimit,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    daysPerTurn: row.daysPerTurn,
    seats,
  };
}
