import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { duneGame } from '../src/dune/game';
import { tell } from '../src/bot/news/tell';
import type { Store, WriteOptions } from '../src/store/store';
import { type RecordedGame, recordGames, replayGames } from './engine';
import { onScratchPostgres } from './scratch-postgres';
import { applyRecorded, type Games, news, startRecorded } from './store-games';
import { openStore } from '../src/store/open-store';

/**
 * Persistence figures (`npm run bench`): actions per second through the store, each action one
 * transaction with its outbox rows (a channel post with the action's public events, a DM, and the
 * live status edit that supersedes the previous one), snapshots every 50; on SQLite (WAL) and on
 * PostgreSQL ($POSTGRES_URL, default 127.0.0.1:5432; skipped with a note when unreachable). Also
 * SQLite without an outbox and with the bot's own news renderer, database bytes per finished game,
 * and the memory a loaded game takes.
 */
const GAMES = Number(process.argv[2] ?? 10);

/** Plays the recorded games through the store, one `apply` after another; returns the game ids and actions per second. */
async function persist(
  store: Store<Games>,
  run: string,
  games: readonly RecordedGame[],
  options: WriteOptions<Games>,
): Promise<{ ids: string[]; actions: number; perSecond: number; cpuUsPerAction: number }> {
  const ids: string[] = [];
  let actions = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (const g of games) {
    const id = await startRecorded(store, run, g, options);
    ids.push(id);
    actions += await applyRecorded(store, id, run, g, options);
  }
  const cpu = process.cpuUsage(cpu0);
  return { ids, actions, perSecond: (actions / (performance.now() - t0)) * 1000, cpuUsPerAction: (cpu.user + cpu.system) / actions };
}

/**
 * The process's CPU time per action (rules, store, driver, the write-ahead log's writes): on a
 * busy machine the rate falls with the CPU share the process gets, this much less.
 */
const cpuNote = (run: { cpuUsPerAction: number }) =>
  `${run.cpuUsPerAction.toFixed(0)} µs CPU per action, ${(1e6 / run.cpuUsPerAction).toFixed(0)}/s on a core of its own`;

const games = recordGames(GAMES, 1000);
const cores = availableParallelism();
const perAction = (n: number) => (n / games.reduce((sum, g) => sum + g.moves.length, 0)).toFixed(1);

// SQLite, without an outbox (what the outbox costs) and with it (the figure the bot lives by),
// each on a file of its own.
const dir = mkdtempSync(join(tmpdir(), 'dune-bench-'));
const sqliteRun = async (name: string, options: WriteOptions<Games>) => {
  const file = join(dir, `${name}.db`);
  const store = await openStore<Games>({ url: file, games: { dune: duneGame }, snapshotEvery: 50 });
  const measured = await persist(store, name, games, options);
  const rows = (await Promise.all(measured.ids.map((id) => store.outbox(id)))).reduce((n, r) => n + r.length, 0);
  await store.close();
  // What the data takes, not how far the write-ahead log grew before its last checkpoint.
  const raw = new Sqlite(file);
  raw.pragma('wal_checkpoint(TRUNCATE)');
  raw.close();
  const bytes = statSync(file).size;
  return { ...measured, file, rows, bytesPerGame: Math.round(bytes / games.length) };
};
const plain = await sqliteRun('plain', {});

// Memory per loaded game: what a store's cache holds after loading every game, measured as what
// the heap gives back when that store is let go (other garbage of the runs cannot blur it).
const heap = () => {
  global.gc?.();
  global.gc?.();
  return process.memoryUsage().heapUsed;
};
let fresh: Store<Games> | null = await openStore<Games>({ url: plain.file, games: { dune: duneGame } });
for (const id of plain.ids) await fresh.load(id);
const loaded = heap();
await fresh.close();
fresh = null;
const released = heap();
console.log(
  `store.memory_per_loaded_game_bytes ${Math.round((loaded - released) / plain.ids.length)} (${plain.ids.length} games loaded${global.gc ? '' : ', without --expose-gc: approximate'})`,
);

const withOutbox = await sqliteRun('outbox', news);
console.log(
  `store.persisted_actions_per_s ${withOutbox.perSecond.toFixed(0)} (SQLite WAL, ${withOutbox.actions} actions, one transaction each with ${perAction(withOutbox.rows)} outbox rows; ${cpuNote(withOutbox)}; cores=${cores})`,
);
console.log(`store.persisted_actions_per_s_no_outbox ${plain.perSecond.toFixed(0)} (SQLite WAL, the same actions without outbox rows; ${cpuNote(plain)})`);
console.log(
  `store.db_bytes_per_game ${withOutbox.bytesPerGame} (SQLite, ${games.length} games, ${(withOutbox.actions / games.length).toFixed(0)} actions each on average, with their outbox; ${plain.bytesPerGame} without)`,
);

// The bot's own renderer (src/bot/news/tell.ts): the channel post or edit of the step, the status
// edit, the DMs, and the news memory written with the game's row — what a real action costs.
const botNews = await sqliteRun('bot-news', tell());
console.log(
  `store.persisted_actions_per_s_bot_news ${botNews.perSecond.toFixed(0)} (SQLite WAL, the same actions rendered by the bot's news renderer: ${perAction(botNews.rows)} outbox rows each; ${cpuNote(botNews)}; ${botNews.bytesPerGame} database bytes per game)`,
);

rmSync(dir, { recursive: true, force: true });

// The rules alone on the same actions, measured after the runs above so that they cannot warm the
// code those measure: the rest of each SQLite line's CPU per action is the store and SQLite.
const rules0 = process.cpuUsage();
const replayed = replayGames(games);
const rulesCpu = process.cpuUsage(rules0);
console.log(
  `store.rules_us_per_action ${((rulesCpu.user + rulesCpu.system) / replayed.actions).toFixed(0)} (CPU: the same ${replayed.actions} actions through the rules' apply alone, as the store calls it once per action)`,
);

// PostgreSQL, on a scratch database of the server.
const unreachable = await onScratchPostgres('dune_bench', async (url) => {
  const postgres = await openStore<Games>({ url: url.toString(), games: { dune: duneGame }, snapshotEvery: 50 });
  const empty = await databaseBytes(url);
  const measured = await persist(postgres, 'pg', games, news);
  console.log(
    `store.pg.persisted_actions_per_s ${measured.perSecond.toFixed(0)} (PostgreSQL on ${url.host}, ${measured.actions} actions, one transaction each with 3 outbox rows, one after another)`,
  );
  console.log(
    `store.pg.db_bytes_per_game ${Math.round(((await databaseBytes(url)) - empty) / games.length)} (PostgreSQL, pg_database_size growth over ${games.length} games with their outbox, indexes and TOAST included)`,
  );
  // The games at once, as a bot with many games sees them: transactions on the pool's connections
  // overlap, and PostgreSQL flushes their commits together.
  const t0 = performance.now();
  const together = await Promise.all(games.map((g) => persist(postgres, `pg-together-${g.seed}`, [g], news)));
  const actions = together.reduce((n, r) => n + r.actions, 0);
  await postgres.close();
  console.log(
    `store.pg.persisted_actions_per_s_${games.length}_games_at_once ${((actions / (performance.now() - t0)) * 1000).toFixed(0)} (the same ${actions} actions, the games side by side through one store)`,
  );
});
if (unreachable !== null) console.log(`store.pg.persisted_actions_per_s skipped: ${unreachable}`);

/** The database's size on disk as PostgreSQL counts it: tables, indexes and TOAST. */
async function databaseBytes(url: URL): Promise<number> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes');
    return Number(rows[0]?.bytes);
  } finally {
    await client.end();
  }
}
