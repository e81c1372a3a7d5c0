import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { walCheckpointer } from '../../src/store/wal-checkpointer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A writing connection as the store opens it: WAL, NORMAL sync, and its own automatic checkpoint off (none but the checkpointer's run). */
function writer() {
  const dir = mkdtempSync(join(tmpdir(), 'wal-checkpointer-'));
  dirs.push(dir);
  const file = join(dir, 'game.db');
  const db = new Sqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE "Row" ("n" INTEGER PRIMARY KEY, "payload" BLOB)');
  return { file, db, insert: db.prepare('INSERT INTO "Row" ("payload") VALUES (randomblob(2000))') };
}

/** Frames in the log now: a PASSIVE checkpoint on the writer reports them (and copies what is left). */
const framesInLog = (db: Sqlite.Database) => (db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]?.log ?? -1;

describe('the WAL checkpointer', () => {
  it('checkpoints on its own thread while the writer goes on, and the log starts anew instead of growing', async () => {
    const { file, db, insert } = writer();
    const checkpointer = walCheckpointer({
      file,
      busyTimeoutMs: 5_000,
      everyCommits: 100,
      onWriter: async () => {
        db.pragma('wal_checkpoint(PASSIVE)');
      },
    });
    // Only microtasks between commits, as in a replay or a bench: no message from the worker could
    // reach this thread meanwhile, so the two must share their counters.
    let commits = 0;
    const deadline = Date.now() + 20_000;
    while (checkpointer.finished < 3 && Date.now() < deadline) {
      insert.run();
      commits++;
      await checkpointer.committed();
    }
    expect(checkpointer.finished).toBeGreaterThanOrEqual(3);
    // Each row takes a page or more: without the log starting anew it would hold a frame per commit.
    expect(framesInLog(db)).toBeLessThan(commits / 2);
    await checkpointer.close();
    expect(db.prepare('SELECT count(*) AS "n" FROM "Row"').get()).toEqual({ n: commits });
    db.close();
    // The last connection to close copies the rest and removes the log: the worker's was closed first.
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reopened = new Sqlite(file, { readonly: true });
    expect(reopened.prepare('SELECT count(*) AS "n" FROM "Row"').get()).toEqual({ n: commits });
    reopened.close();
  });

  it('starts no thread for a store that writes little', async () => {
    const { file, db, insert } = writer();
    const checkpointer = walCheckpointer({ file, busyTimeoutMs: 5_000, everyCommits: 1_000, onWriter: async () => undefined });
    for (let i = 0; i < 999; i++) {
      insert.run();
      await checkpointer.committed();
    }
    await checkpointer.close();
    expect(checkpointer.finished).toBe(0);
    // Nobody copied anything: every commit is still in the log.
    expect(framesInLog(db)).toBeGreaterThanOrEqual(999);
    db.close();
  });

  it("a failing writer's part fails no commit: the next checkpoint takes its pages", async () => {
    const { file, db, insert } = writer();
    let failures = 0;
    const checkpointer = walCheckpointer({
      file,
      busyTimeoutMs: 5_000,
      everyCommits: 10,
      onWriter: () => {
        failures++;
        return Promise.reject(new Error('disk I/O error'));
      },
    });
    const deadline = Date.now() + 20_000;
    while (failures < 2 && Date.now() < deadline) {
      insert.run();
      // Resolves, or is not even a promise: never a rejection for the caller of a committed write.
      await checkpointer.committed();
    }
    expect(failures).toBe(2);
    expect(checkpointer.finished).toBe(2);
    await checkpointer.close();
    db.close();
  });

  it('a commit after close asks for nothing, and closing twice is harmless', async () => {
    const { file, db, insert } = writer();
    let writerParts = 0;
    const checkpointer = walCheckpointer({ file, busyTimeoutMs: 5_000, everyCommits: 1, onWriter: async () => void writerParts++ });
    insert.run();
    expect(checkpointer.committed()).toBeUndefined();
    await checkpointer.close();
    await checkpointer.close();
    insert.run();
    expect(checkpointer.committed()).toBeUndefined();
    expect(writerParts).toBe(0);
    db.close();
  });
});
