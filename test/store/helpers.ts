import type { Database } from '../../src/store/database';
import { parseDatabaseUrl } from '../../src/store/database-url';
import { openDatabase } from '../../src/store/open-database';
import type { Store } from '../../src/store/store';
import type { Backend } from '../support/databases';
import type { BankSeat } from './bank-game';
import { bankGame } from './bank-game';
import { openStore } from '../../src/store/open-store';

export const games = { bank: bankGame };
export type BankStore = Store<typeof games>;

/** Fresh databases on one backend, and every store or raw connection opened on them, cleaned up by `cleanup`. */
export function tempDatabases(backend: Backend) {
  const urls: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  return {
    async url(): Promise<string> {
      const url = await backend.fresh();
      urls.push(url);
      return url;
    },
    async open(url: string, snapshotEvery = 50): Promise<BankStore> {
      const store = await openStore({ url, games, snapshotEvery });
      closers.push(() => store.close());
      return store;
    },
    /** The database itself, for what a test must see or break behind the store's back. */
    async raw(url: string): Promise<Database> {
      const db = await openDatabase(parseDatabaseUrl(url));
      closers.push(() => db.close());
      return db;
    },
    /** Closes everything, then drops the databases even if a close failed (the failure is reported). */
    async cleanup(): Promise<void> {
      const closed = await Promise.allSettled(closers.splice(0).map((close) => close()));
      await Promise.all(urls.splice(0).map((url) => backend.drop(url)));
      for (const result of closed) if (result.status === 'rejected') throw result.reason;
    },
  };
}

/** Creates a bank game with the given seats and starts it; returns its id. */
export async function startedGame(store: BankStore, channelId = 'channel-1', seats: BankSeat[] = ['red', 'blue']): Promise<string> {
  const created = await store.createGame({
    gameType: 'bank',
    guildId: 'guild-1',
    channelId,
    createdBy: 'user-mod',
    options: { startingBalance: 10 },
    seed: 1979,
  });
  if (!created.ok) throw new Error(created.error.message);
  for (const seat of seats) {
    const seated = await store.seat(created.value.id, seat, `user-${seat}`);
    if (!seated.ok) throw new Error(seated.error.message);
  }
  const started = await store.startGame(created.value.id);
  if (!started.ok) throw new Error(started.error.message);
  return created.value.id;
}

/** Unwraps a Result in a test, failing with the game's own message. */
export function value<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
