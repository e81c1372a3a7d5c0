-- Appending a log entry advances its game's head in the same statement, so the hot path of the
-- bot (one action = one INSERT) is atomic without an explicit transaction (src/store/store.ts).
CREATE TRIGGER "Action_advances_Game_head" AFTER INSERT ON "Action"
BEGIN
    UPDATE "Game" SET "headSeq" = NEW."seq", "lastActivityAt" = NEW."createdAt", "updatedAt" = NEW."createdAt" WHERE "id" = NEW."gameId";
END;
