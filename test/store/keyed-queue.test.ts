import { describe, expect, it } from 'vitest';
import { KeyedQueue } from '../../src/store/keyed-queue';

describe('KeyedQueue', () => {
  it('runs tasks of one key in order and lets other keys pass a blocked one', async () => {
    const queue = new KeyedQueue();
    const order: string[] = [];
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));

    const a1 = queue.run('a', async () => {
      await blocked;
      order.push('a1');
    });
    const a2 = queue.run('a', async () => {
      order.push('a2');
    });
    await queue.run('b', async () => {
      order.push('b1');
    });
    expect(order).toEqual(['b1']);

    release();
    await Promise.all([a1, a2]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
  });

  it('keeps going after a failed task', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('a', async () => {
      throw new Error('boom');
    });
    const next = queue.run('a', async () => 'after');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('after');
    await queue.idle();
  });
});
