import { describe, expect, it } from 'vitest';
import { awaitedNow, privateView, publicView, sharedPrivateView } from '../../src/dune/views';
import { seededMoments } from './seeded-moments';

describe('seat views sharing the public view (issue 30 point 8)', () => {
  it('read field by field, each seat view over the one public view says what a copied seat view says, at every moment of a seeded game', () => {
    let compared = 0;
    for (const { s } of seededMoments([1979])) {
      const pub = publicView(s);
      const awaited = awaitedNow(s);
      for (const f of s.factions) {
        const copied = privateView(s, f);
        const shared = sharedPrivateView(s, f, pub, awaited);
        const read = Object.fromEntries(Object.keys(copied).map((k) => [k, Reflect.get(shared, k)]));
        expect(read).toEqual(copied);
        // Its public facts are the public view's own objects, not copies.
        expect(shared.board).toBe(pub.board);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
