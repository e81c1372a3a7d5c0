-- AlterTable
ALTER TABLE "Seat" ADD COLUMN "awayUntil" DATETIME;

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
    "seed" TEXT NOT NULL,
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
    "outboxPauseReason" TEXT,
    "newsMemory" TEXT,
    "quietHours" TEXT,
    "waitingSeats" TEXT,
    "waitStartedAt" DATETIME,
    "deadlineReminders" INTEGER NOT NULL DEFAULT 0,
    "deadlineExtraMinutes" INTEGER NOT NULL DEFAULT 0,
    "decisionMinutes" INTEGER NOT NULL DEFAULT 1440,
    "longDecisionMinutes" INTEGER NOT NULL DEFAULT 2880,
    "safeDefaults" BOOLEAN NOT NULL DEFAULT true,
    "heldAt" DATETIME,
    "heldBy" TEXT,
    "holdReason" TEXT,
    "holdsUsed" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_Game" ("channelId", "createdAt", "createdBy", "gameType", "guildId", "headSeq", "id", "lastActivityAt", "lastReminderAt", "liveChannelId", "moderatorRoleId", "newsMemory", "options", "outboxCount", "outboxPauseReason", "outboxPausedAt", "quietHours", "reminderIntervalMinutes", "seed", "status", "updatedAt", "version") SELECT "channelId", "createdAt", "createdBy", "gameType", "guildId", "headSeq", "id", "lastActivityAt", "lastReminderAt", "liveChannelId", "moderatorRoleId", "newsMemory", "options", "outboxCount", "outboxPauseReason", "outboxPausedAt", "quietHours", "reminderIntervalMinutes", "seed", "status", "updatedAt", "version" FROM "Game";
DROP TABLE "Game";
ALTER TABLE "new_Game" RENAME TO "Game";
CREATE UNIQUE INDEX "Game_liveChannelId_key" ON "Game"("liveChannelId");
CREATE INDEX "Game_channelId_idx" ON "Game"("channelId");
CREATE INDEX "Game_status_idx" ON "Game"("status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
