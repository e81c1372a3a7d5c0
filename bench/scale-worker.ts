import { duneGame } from '../src/dune/game';
import { recordGames } from './engine';
import { applyRecorded, type Games, news, startRecorded } from './store-games';
import { openStore } from '../src/store/open-store';

/**
 * One bot process of bench/scale.ts, forked with an IPC channel: opens the store on SCALE_URL,
 * starts games SCALE_FROM … SCALE_FROM + SCALE_COUNT - 1 (the recorded games in turn), says
 * `ready`, and on `go` plays the first SCALE_MOVES moves of all of them at once, each game one
 * action after another as a bot's per-game queue does; then reports how many it applied.
 */
const [url, from, count, moves, distinct] = ['SCALE_URL', 'SCALE_FROM', 'SCALE_COUNT', 'SCALE_MOVES', 'SCALE_DISTINCT'].map((name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set.`);
  return value;
}) as [string, string, string, string, string];

const recorded = recordGames(Number(distinct), 1000);
const store = await openStore<Games>({ url, games: { dune: duneGame }, snapshotEvery: 50 });
const tables = await Promise.all(
  Array.from({ length: Number(count) }, async (_, k) => {
    const index = Number(from) + k;
    const run = `scale-${index}`;
    return { id: await startRecorded(store, run, recorded[index % recorded.length] as (typeof recorded)[number], news), run, index };
  }),
);
process.send?.({ ready: true });
process.once('message', async () => {
  const applied = await Promise.all(
    tables.map((t) => applyRecorded(store, t.id, t.run, recorded[t.index % recorded.length] as (typeof recorded)[number], news, Number(moves))),
  );
  await store.close();
  process.send?.({ actions: applied.reduce((n, a) => n + a, 0) }, () => process.exit(0));
});
