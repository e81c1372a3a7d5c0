-- CreateTable
CREATE TABLE "GameResult" (
    "gameId" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "guildId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "ending" TEXT NOT NULL,
    "victory" TEXT,
    "victoryText" TEXT,
    "options" TEXT NOT NULL,
    "turns" INTEGER NOT NULL,
    "turnLimit" INTEGER,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3) NOT NULL,
    "daysPerTurn" DOUBLE PRECISION NOT NULL,
    "recordedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GameResult_pkey" PRIMARY KEY ("gameId")
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

    CONSTRAINT "ResultSeat_pkey" PRIMARY KEY ("gameId","seat")
);

-- CreateTable
CREATE TABLE "StatsPrivacy" (
    "userId" TEXT NOT NULL,
    "hiddenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StatsPrivacy_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "GameResult_guildId_endedAt_idx" ON "GameResult"("guildId", "endedAt");

-- CreateIndex
CREATE INDEX "ResultSeat_userId_idx" ON "ResultSeat"("userId");

-- AddForeignKey
ALTER TABLE "GameResult" ADD CONSTRAINT "GameResult_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ResultSeat" ADD CONSTRAINT "ResultSeat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "GameResult"("gameId") ON DELETE CASCADE ON UPDATE CASCADE;
