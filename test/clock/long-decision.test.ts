import { describe, expect, it } from 'vitest';
import { awaitsLongDecision, factionsOf, publicView, waitedDecisionKinds } from '../../src/dune';
import { seal } from '../../src/dune/sealed';
import { seededMoments } from '../dune/seeded-moments';

describe('the long decision (a battle plan), read from the battle without dry runs', () => {
  it('is awaited exactly when the seat is waited for a `plan` among its decisions, at every moment of seeded games', () => {
    let long = 0;
    for (const { seed, s } of seededMoments([2000, 2001])) {
      const state = seal(s);
      // Outside the battle nothing is long, and the seat's decisions cost dry runs: the battle's moments are checked.
      for (const f of factionsOf(state)) {
        const fromDecisions = publicView(state).phase === 'battle' && waitedDecisionKinds(state, f).includes('plan');
        expect(awaitsLongDecision(state, f), `seed ${seed}, turn ${s.turn}, ${f}`).toBe(fromDecisions);
        if (fromDecisions) long++;
      }
    }
    expect(long).toBeGreaterThan(10);
  }, 60_000);
});
