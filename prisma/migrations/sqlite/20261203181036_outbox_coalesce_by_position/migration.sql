-- DropIndex
DROP INDEX "OutboxMessage_gameId_coalesce_position_idx";
