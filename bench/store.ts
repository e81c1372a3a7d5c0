import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { duneGame } from '../src/dune/game';
import type { FactionId } from '../src/dune/state';
import { openStore } from '../src/store/store';
import { recordGames } from './engine';

/**
 * Persistence figures (`npm run bench`): actions per second through the store (SQLite in WAL, one
 * transaction per action, snapshots every 50), database bytes per finished game, and the memory a
 * loaded game takes.
 */
const GAMES = Number(process.argv[2] ?? 10);
const SEATS: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'spacing-guild'];

const dir = mkdtempSync(join(tmpdir(), 'dune-bench-'));
const file = join(dir, 'bench.db');
const store = await openStore({ file, games: { dune: duneGame }, snapshotEvery: 50 });
const games = recordGames(GAMES, 1000);

const ids: string[] = [];
let actions = 0;
const t0 = performance.now();
for (const g of games) {
  const created = await store.createGame({ gameType: 'dune', guildId: 'g', channelId: `c-${g.seed}`, createdBy: 'bench', options: {}, seed: g.seed });
  if (!created.ok) throw new Error(created.error.message);
  for (const f of SEATS) await store.seat(created.value.id, f, `u-${f}`);
  const started = await store.startGame(created.value.id);
  if (!started.ok) throw new Error(started.error.message);
  ids.push(created.value.id);
  for (const [i, m] of g.moves.entries()) {
    const r = await store.apply(created.value.id, { actor: { kind: 'seat', seat: m.faction }, action: m.action, interactionId: `${g.seed}-${i}` });
    if (!r.ok) throw new Error(`seed ${g.seed}, move ${i}: the store refused a recorded move: ${r.error.message}`);
    actions++;
  }
}
const ms = performance.now() - t0;
await store.close();
const bytes = statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);
console.log(`store.actions_per_sec ${((actions / ms) * 1000).toFixed(0)} (${actions} actions, one transaction each, WAL; cores=${availableParallelism()})`);
console.log(
  `store.db_bytes_per_game ${Math.round(bytes / games.length)} (${games.length} games, ${(actions / games.length).toFixed(0)} actions each on average)`,
);

// Memory per loaded game: load every game into a fresh store's cache and measure the heap.
const fresh = await openStore({ file, games: { dune: duneGame } });
global.gc?.();
const before = process.memoryUsage().heapUsed;
for (const id of ids) await fresh.load(id);
global.gc?.();
const after = process.memoryUsage().heapUsed;
console.log(
  `store.memory_per_loaded_game_bytes ${Math.round((after - before) / ids.length)} (${ids.length} games loaded${global.gc ? '' : ', without --expose-gc: approximate'})`,
);
await fresh.close();
rmSync(dir, { recursive: true, force: true });
