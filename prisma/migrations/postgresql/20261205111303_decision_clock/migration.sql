-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "deadlineExtraMinutes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "deadlineReminders" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "decisionMinutes" INTEGER NOT NULL DEFAULT 1440,
ADD COLUMN     "heldAt" TIMESTAMP(3),
ADD COLUMN     "heldBy" TEXT,
ADD COLUMN     "holdReason" TEXT,
ADD COLUMN     "holdsUsed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "longDecisionMinutes" INTEGER NOT NULL DEFAULT 2880,
ADD COLUMN     "safeDefaults" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "waitStartedAt" TIMESTAMP(3),
ADD COLUMN     "waitingSeats" TEXT;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "awayUntil" TIMESTAMP(3);
