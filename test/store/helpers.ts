import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Store } from '../../src/store/store';
import { openStore } from '../../src/store/store';
import type { BankSeat } from './bank-game';
import { bankGame } from './bank-game';

export const games = { bank: bankGame };
export type BankStore = Store<typeof games>;

/** A fresh temp directory per test, and every store opened in it, cleaned up by `cleanup`. */
export function tempDatabases() {
  const dirs: string[] = [];
  const stores: BankStore[] = [];
  return {
    file(): string {
      const dir = mkdtempSync(join(tmpdir(), 'dune-store-'));
      dirs.push(dir);
      return join(dir, 'test.db');
    },
    async open(file: string, snapshotEvery = 50): Promise<BankStore> {
      const store = await openStore({ file, games, snapshotEvery });
      stores.push(store);
      return store;
    },
    async cleanup(): Promise<void> {
      await Promise.all(stores.splice(0).map((store) => store.close()));
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
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
