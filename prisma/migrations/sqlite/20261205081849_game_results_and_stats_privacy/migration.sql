-- CreateTable
CREATE TABLE "GameResult" (
    "gameId" TEXT NOT NULL PRIMARY KEY,
    "gameType" TEXT NOT NULL,
    "guildId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "ending" TEXT NOT NULL,
    "victory" TEXT,
    "victoryText" TEXT,
    "options" TEXT NOT NULL,
    "turns" INTEGER NOT NULL,
    "turnLimit" INTEGER,
    "startedAt" DATETIME NOT NULL,
    "endedAt" DATETIME NOT NULL,
    "daysPerTurn" REAL NOT NULL,
    "recordedAt" DATETIME NOT NULL,
    CONSTRAINT "GameResult_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ResultSeat" (
    "gameId" TEXT NOT NULL,
    "seat" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "formerUserIds" TEXT NOT NULL,
    "won" BOOLEAN NOT NULL,
    "ally" TEXT,
    "summary" TEXT NOT NULL,

    PRIMARY KEY ("gameId", "seat"),
    CONSTRAINT "ResultSeat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "GameResult" ("gameId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StatsPrivacy" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "hiddenAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "GameResult_guildId_endedAt_idx" ON "GameResult"("guildId", "endedAt");

-- CreateIndex
CREATE INDEX "ResultSeat_userId_idx" ON "ResultSeat"("userId");
