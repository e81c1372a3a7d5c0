-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "newsMemory" TEXT,
ADD COLUMN     "quietHours" TEXT;
