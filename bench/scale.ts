import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { onScratchPostgres } from './scratch-postgres';

/**
 * Several bot processes on one PostgreSQL (`npm run bench`): GAMES games (default 200) played at
 * once, the first MOVES recorded moves of each (default 30), each action one transaction with its
 * 3 outbox rows, spread over 1 and then 2 processes (bench/scale-worker.ts), each run on a fresh
 * database. Actions per second from the go to the last process's end (games set up beforehand).
 * The store, not Discord: through Discord every process of one bot shares its 50 requests a
 * second, which would bound both runs alike (docs/performance.md).
 */
const GAMES = Number(process.argv[2] ?? 200);
const MOVES = Number(process.argv[3] ?? 30);
const DISTINCT = 10;
const worker = fileURLToPath(new URL('./scale-worker.ts', import.meta.url));

type Report = { ready?: true; actions?: number };

async function playOver(processes: number, url: string): Promise<{ actions: number; perSecond: number }> {
  const share = Math.ceil(GAMES / processes);
  const children = Array.from({ length: processes }, (_, p) =>
    fork(worker, [], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        SCALE_URL: url,
        SCALE_FROM: String(p * share),
        SCALE_COUNT: String(Math.min(share, GAMES - p * share)),
        SCALE_MOVES: String(MOVES),
        SCALE_DISTINCT: String(DISTINCT),
      },
    }),
  );
  const next = (child: (typeof children)[number]) =>
    new Promise<Report>((resolve, reject) => {
      child.once('message', (report: Report) => resolve(report));
      child.once('exit', (code) => reject(new Error(`A scale worker exited with code ${code} before reporting.`)));
    });
  await Promise.all(children.map(next));
  const t0 = performance.now();
  const done = children.map(next);
  for (const child of children) child.send('go');
  const actions = (await Promise.all(done)).reduce((n, r) => n + (r.actions ?? 0), 0);
  return { actions, perSecond: (actions / (performance.now() - t0)) * 1000 };
}

let one: { actions: number; perSecond: number } | undefined;
const unreachable = await onScratchPostgres('dune_scale_one', async (url) => {
  one = await playOver(1, url.toString());
  console.log(
    `scale.one_process_actions_per_s ${one.perSecond.toFixed(0)} (${GAMES} games at once in one process on one PostgreSQL, ${one.actions} actions, ${MOVES} per game, one transaction each with 3 outbox rows; cores=${availableParallelism()})`,
  );
});
if (unreachable !== null) console.log(`scale.two_processes_actions_per_s skipped: ${unreachable}`);
else
  await onScratchPostgres('dune_scale_two', async (url) => {
    const two = await playOver(2, url.toString());
    const ratio = one ? ` = ${(two.perSecond / one.perSecond).toFixed(2)} × one process` : '';
    console.log(
      `scale.two_processes_actions_per_s ${two.perSecond.toFixed(0)} (the same ${GAMES} games, ${GAMES / 2} in each of two processes on one PostgreSQL, ${two.actions} actions${ratio})`,
    );
  });
