-- The store now advances a game's head in the same guarded UPDATE that checks the game's version
-- (src/store/game-writes.ts), on SQLite and PostgreSQL alike, so the trigger of migration
-- 20261202160000_action_advances_game_head is no longer wanted.
DROP TRIGGER "Action_advances_Game_head";
-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "gameId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "coalesce" TEXT,
    "seq" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL,
    "leaseOwner" TEXT,
    "leaseUntil" DATETIME,
    "messageId" TEXT,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    "sentAt" DATETIME,
    CONSTRAINT "OutboxMessage_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Game" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "gameType" TEXT NOT NULL,
    "guildId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "liveChannelId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'lobby',
    "options" TEXT NOT NULL,
    "seed" INTEGER NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "headSeq" INTEGER NOT NULL DEFAULT 0,
    "reminderIntervalMinutes" INTEGER NOT NULL DEFAULT 720,
    "lastActivityAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastReminderAt" DATETIME,
    "moderatorRoleId" TEXT,
    "version" INTEGER NOT NULL DEFAULT 0,
    "outboxCount" INTEGER NOT NULL DEFAULT 0,
    "outboxPausedAt" DATETIME,
    "outboxPauseReason" TEXT
);
INSERT INTO "new_Game" ("channelId", "createdAt", "createdBy", "gameType", "guildId", "headSeq", "id", "lastActivityAt", "lastReminderAt", "liveChannelId", "moderatorRoleId", "options", "reminderIntervalMinutes", "seed", "status", "updatedAt") SELECT "channelId", "createdAt", "createdBy", "gameType", "guildId", "headSeq", "id", "lastActivityAt", "lastReminderAt", "liveChannelId", "moderatorRoleId", "options", "reminderIntervalMinutes", "seed", "status", "updatedAt" FROM "Game";
DROP TABLE "Game";
ALTER TABLE "new_Game" RENAME TO "Game";
CREATE UNIQUE INDEX "Game_liveChannelId_key" ON "Game"("liveChannelId");
CREATE INDEX "Game_channelId_idx" ON "Game"("channelId");
CREATE INDEX "Game_status_idx" ON "Game"("status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "OutboxMessage_status_gameId_position_idx" ON "OutboxMessage"("status", "gameId", "position");

-- CreateIndex
CREATE INDEX "OutboxMessage_gameId_coalesce_position_idx" ON "OutboxMessage"("gameId", "coalesce", "position");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMessage_gameId_position_key" ON "OutboxMessage"("gameId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMessage_gameId_key_key" ON "OutboxMessage"("gameId", "key");
