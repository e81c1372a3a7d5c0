-- CreateTable
CREATE TABLE "Game" (
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
    "moderatorRoleId" TEXT
);

-- CreateTable
CREATE TABLE "Seat" (
    "gameId" TEXT NOT NULL,
    "seat" TEXT NOT NULL,
    "userId" TEXT NOT NULL,

    PRIMARY KEY ("gameId", "seat"),
    CONSTRAINT "Seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Action" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "interactionId" TEXT,
    "userId" TEXT,
    "reason" TEXT,
    "events" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Action_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Snapshot" (
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("gameId", "seq"),
    CONSTRAINT "Snapshot_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Game_liveChannelId_key" ON "Game"("liveChannelId");

-- CreateIndex
CREATE INDEX "Game_channelId_idx" ON "Game"("channelId");

-- CreateIndex
CREATE INDEX "Game_status_idx" ON "Game"("status");

-- CreateIndex
CREATE UNIQUE INDEX "Seat_gameId_userId_key" ON "Seat"("gameId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "Action_interactionId_key" ON "Action"("interactionId");

-- CreateIndex
CREATE UNIQUE INDEX "Action_gameId_seq_key" ON "Action"("gameId", "seq");
