-- PostgreSQL's history starts here, with the schema SQLite reached through its own migrations
-- (prisma/migrations/sqlite), both from prisma/schema.prisma.
-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "guildId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "liveChannelId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'lobby',
    "options" TEXT NOT NULL,
    "seed" INTEGER NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "headSeq" INTEGER NOT NULL DEFAULT 0,
    "reminderIntervalMinutes" INTEGER NOT NULL DEFAULT 720,
    "lastActivityAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastReminderAt" TIMESTAMP(3),
    "moderatorRoleId" TEXT,
    "version" INTEGER NOT NULL DEFAULT 0,
    "outboxCount" INTEGER NOT NULL DEFAULT 0,
    "outboxPausedAt" TIMESTAMP(3),
    "outboxPauseReason" TEXT,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Seat" (
    "gameId" TEXT NOT NULL,
    "seat" TEXT NOT NULL,
    "userId" TEXT NOT NULL,

    CONSTRAINT "Seat_pkey" PRIMARY KEY ("gameId","seat")
);

-- CreateTable
CREATE TABLE "Action" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "interactionId" TEXT,
    "userId" TEXT,
    "reason" TEXT,
    "events" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Action_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Snapshot" (
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Snapshot_pkey" PRIMARY KEY ("gameId","seq")
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" TEXT NOT NULL,
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
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "leaseOwner" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "messageId" TEXT,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
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

-- CreateIndex
CREATE INDEX "OutboxMessage_status_gameId_position_idx" ON "OutboxMessage"("status", "gameId", "position");

-- CreateIndex
CREATE INDEX "OutboxMessage_gameId_coalesce_position_idx" ON "OutboxMessage"("gameId", "coalesce", "position");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMessage_gameId_position_key" ON "OutboxMessage"("gameId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMessage_gameId_key_key" ON "OutboxMessage"("gameId", "key");

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Snapshot" ADD CONSTRAINT "Snapshot_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
