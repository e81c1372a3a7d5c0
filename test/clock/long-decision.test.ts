import { describe, expect, it } from 'vitest';
import { awaitsLongDecision, factionsOf, publicView, waitedDecisionKinds } from '../../src/dune';
import { RandomPlayer } from '../../src/sim/random-player';
import { createGame } from '../../src/dune/create';
import { seal } from '../../src/dune/sealed';

describe('the long decision (a battle plan), read from the battle without dry runs', () => {
  it('is awaited exactly when the seat is waited for a `plan` among its decisions, at every moment of seeded games', () => {
    let long = 0;
    for (const seed of [2000, 2001]) {
      const created = createGame({ seats: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'spacing-guild'], seed });
      if (!created.ok) throw new Error(created.error.message);
      let s = created.value.state;
      const player = new RandomPlayer(seed);
      while (s.phase !== 'ended') {
        const state = seal(s);
        // Outside the battle nothing is long, and the seat's decisions cost dry runs: the battle's moments are checked.
        for (const f of factionsOf(state)) {
          const fromDecisions = publicView(state).phase === 'battle' && waitedDecisionKinds(state, f).includes('plan');
          expect(awaitsLongDecision(state, f), `seed ${seed}, turn ${s.turn}, ${f}`).toBe(fromDecisions);
          if (fromDecisions) long++;
        }
        const move = player.step(s);
        if (!move?.result.ok) break;
        s = move.result.value.state;
      }
    }
    expect(long).toBeGreaterThan(10);
  }, 60_000);
});
