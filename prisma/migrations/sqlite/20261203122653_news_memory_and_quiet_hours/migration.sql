-- AlterTable
ALTER TABLE "Game" ADD COLUMN "newsMemory" TEXT;
ALTER TABLE "Game" ADD COLUMN "quietHours" TEXT;
