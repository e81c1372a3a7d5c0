import { afterEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/databases';
import type { BankAction } from './bank-game';
import { startedGame, tempDatabases, value } from './helpers';

const system = { kind: 'system' } as const;

describeEachBackend('store: concurrency', (backend) => {
  const temp = tempDatabases(backend);
  afterEach(() => temp.cleanup());

  describe('store: concurrent commands', () => {
    it('applies 50 simultaneous actions to one game in arrival order, without gaps or lost updates', async () => {
      const store = await temp.open(await temp.url(), 10);
      const id = await startedGame(store);
      const amounts = Array.from({ length: 50 }, (_, i) => i + 1);
      const results = await Promise.all(amounts.map((amount) => store.apply(id, { actor: system, action: { type: 'deposit', amount } })));

      expect(results.map((r) => value(r).seq)).toEqual(amounts);
      expect((await store.log(id)).map((e) => e.seq)).toEqual(amounts);
      const { state, seq } = value(await store.load(id));
      expect(seq).toBe(50);
      // Turns alternate blue, red, ... : blue got the odd amounts, red the even ones.
      const sum = (parity: number) => amounts.filter((a) => a % 2 === parity).reduce((x, y) => x + y, 0);
      expect(state.balances).toEqual({ blue: 10 + sum(1), red: 10 + sum(0) });
      expect(state.turn).toBe(50);
    });

    it('lets two games progress side by side', async () => {
      const store = await temp.open(await temp.url(), 7);
      const a = await startedGame(store, 'chan-a');
      const b = await startedGame(store, 'chan-b', ['red', 'blue', 'green']);
      const roll: BankAction = { type: 'roll' };
      const commands = Array.from({ length: 40 }, (_, i) => store.apply(i % 2 ? a : b, { actor: system, action: roll }));
      const results = (await Promise.all(commands)).map(value);

      expect(results.filter((_, i) => i % 2).map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(results.filter((_, i) => i % 2 === 0).map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(value(await store.load(a)).seq).toBe(20);
      expect(value(await store.load(b)).state.order).toEqual(['blue', 'green', 'red']);
    });
  });
});
