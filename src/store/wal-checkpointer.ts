import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Copies SQLite's write-ahead log back into the database file on a thread of its own, so that the
 * store's writes never wait for it. A checkpoint reads the pages committed since the last one,
 * writes them into the file and syncs it twice; run by the committing connection (SQLite's
 * automatic checkpoint), it made one commit in ~700 last ~65 ms, 500 times a usual one: 15 % of
 * the store's time (docs/performance.md). A PASSIVE checkpoint on a second connection waits for
 * no reader or writer, and the writer goes on appending meanwhile; the writer then copies the few
 * pages committed during it, so that the log starts anew instead of growing.
 *
 * The worker is started at the first checkpoint it is asked for, so a store that writes little
 * (a test, a quiet bot) never starts one. The writing connection keeps an automatic checkpoint
 * at a larger size as a backstop, should this thread fall behind or fail.
 */
export interface WalCheckpointer {
  /** Called after each commit: every `everyCommits`th asks the worker for a checkpoint unless one is running; a promise when it runs the writer's part. */
  committed(): Promise<void> | undefined;
  /** How many of the worker's checkpoints the writer completed (tests). */
  readonly finished: number;
  /** Lets a running checkpoint finish, then closes the worker's connection and stops it. */
  close(): Promise<void>;
}

export interface CheckpointOptions {
  readonly file: string;
  readonly busyTimeoutMs: number;
  /** Commits between two checkpoints: each action writes ~15 pages, so 512 commits are ~7,500 pages. */
  readonly everyCommits: number;
  /** Runs a checkpoint on the writing connection, between two of its transactions. */
  readonly onWriter: () => Promise<void>;
}

/** Where the three shared counters sit: checkpoints asked for, checkpoints done, and whether to stop. */
const [REQUESTED, DONE, CLOSING] = [0, 1, 2];

// Plain JavaScript evaluated as the worker's script: no loader for TypeScript runs in a worker
// that vitest or tsx did not start themselves. The two threads share three counters rather than
// messages: a store whose writes never wait for I/O (a bench, a replay) runs only microtasks, and
// its thread would not see a message from the worker until it stops.
const WORKER = `
const { workerData } = require('node:worker_threads');
const Sqlite = require(workerData.driver);
const [REQUESTED, DONE, CLOSING] = [${REQUESTED}, ${DONE}, ${CLOSING}];
const state = new Int32Array(workerData.shared);
const db = new Sqlite(workerData.file, { timeout: workerData.busyTimeoutMs });
let seen = 0;
for (;;) {
  Atomics.wait(state, REQUESTED, seen);
  if (Atomics.load(state, CLOSING)) break;
  seen = Atomics.load(state, REQUESTED);
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A failed checkpoint leaves its pages to the next one, or to the writer's backstop.
  }
  Atomics.store(state, DONE, seen);
}
db.close();
`;

export function walCheckpointer(options: CheckpointOptions): WalCheckpointer {
  const state = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
  let commits = 0;
  /** The worker's checkpoints the writer has finished (see `committed`). */
  let finished = 0;
  let worker: { thread: Worker; exited: Promise<void> } | null = null;
  let closed = false;

  const start = () => {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const thread = new Worker(WORKER, { eval: true, workerData: { driver, file: options.file, busyTimeoutMs: options.busyTimeoutMs, shared: state.buffer } });
    const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
    // A worker that fails to start leaves every checkpoint to the writer's backstop.
    thread.on('error', () => undefined);
    thread.unref();
    return { thread, exited };
  };

  return {
    committed() {
      const requested = Atomics.load(state, REQUESTED);
      const done = Atomics.load(state, DONE);
      if (done !== requested) return;
      // The worker copied what was committed when it began, while the writer went on: the
      // writer copies the rest, a few pages, so that its next transaction starts the log anew.
      if (done > finished) {
        finished = done;
        // A failure leaves these pages to the next checkpoint: the commit before it stands.
        return options.onWriter().catch(() => undefined);
      }
      if (closed || ++commits % options.everyCommits !== 0) return;
      worker ??= start();
      Atomics.add(state, REQUESTED, 1);
      Atomics.notify(state, REQUESTED);
    },
    get finished() {
      return finished;
    },
    async close() {
      closed = true;
      if (!worker) return;
      Atomics.store(state, CLOSING, 1);
      Atomics.add(state, REQUESTED, 1);
      Atomics.notify(state, REQUESTED);
      // Unreferenced, the worker would not keep the process alive until it has closed its connection.
      worker.thread.ref();
      await worker.exited;
      worker = null;
    },
  };
}
