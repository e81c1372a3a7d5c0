import { describeTarget, parseDatabaseUrl } from './database-url';
import { GameStore } from './game-store';
import { KeyedQueue } from './keyed-queue';
import { openDatabase } from './open-database';
import type { GameRegistry } from './registry';
import type { Store, StoreOptions } from './store';

/** Migrates the database if needed and opens a store on it. */
export async function openStore<G extends GameRegistry>(options: StoreOptions<G>): Promise<Store<G>> {
  const snapshotEvery = options.snapshotEvery ?? 50;
  if (!Number.isInteger(snapshotEvery) || snapshotEvery < 1) {
    throw new Error(`snapshotEvery must be a whole number of at least 1, got ${snapshotEvery}.`);
  }
  if (options.url !== undefined && options.file !== undefined) throw new Error('Give the store a url or a file, not both.');
  const where = options.url ?? options.file;
  if (where === undefined) throw new Error('Give the store a database: a url (postgresql://… or a SQLite path) or a file.');
  const target = parseDatabaseUrl(where);
  if (target.provider === 'sqlite' && target.file === ':memory:') {
    throw new Error(`The store needs a database that outlives a connection; ${describeTarget(target)} does not. Give it a file.`);
  }
  return new GameStore<G>(await openDatabase(target), options.games, snapshotEvery, options.clock ?? (() => new Date()), options.queue ?? new KeyedQueue());
}
