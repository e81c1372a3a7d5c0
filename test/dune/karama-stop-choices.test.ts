import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/dune/apply';
import { POWER_IDS, power, stoppableIn } from '../../src/dune/cards/karama/powers';
import { cardKind } from '../../src/dune/data/cards';
import { seededMoments } from './seeded-moments';

describe('Karama stops offered without a dry run per power (issue 30 point 8)', () => {
  it('every power the choices leave out as not stoppable in the phase is one the engine refuses, at every moment a seat holds Karama in seeded games', () => {
    let checked = 0;
    for (const { s } of seededMoments([1979])) {
      for (const f of s.factions) {
        const card = s.hands[f]?.find((c) => cardKind(c).id === 'karama');
        if (!card) continue;
        for (const id of POWER_IDS.filter((p) => power(p).faction !== f && s.factions.includes(power(p).faction) && !stoppableIn(p, s.phase))) {
          const tried = applyAction(s, { kind: 'seat', seat: f }, { do: 'play', args: { card: 'karama', power: id } });
          expect(tried.ok, `${f} stopping ${id} in ${s.phase}`).toBe(false);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
