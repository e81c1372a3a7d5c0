-- AlterTable
ALTER TABLE "Game" ALTER COLUMN "seed" SET DATA TYPE TEXT;

-- Games created before keyed games keep their old generator: their seeds are tagged "sfc32:".
UPDATE "Game" SET "seed" = 'sfc32:' || "seed";
