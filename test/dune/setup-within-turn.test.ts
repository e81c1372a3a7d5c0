import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/dune/scenario';
import { errorOf, run } from './cards-helpers';

describe('setup keys for facts within the turn (docs/scenarios.md)', () => {
  it('advisedThisTurn marks Bene Gesserit advisors that became advisors this turn; only advisors take it', () => {
    const out = run({
      factions: ['bene-gesserit', 'harkonnen'],
      setup: {
        turn: 3,
        phase: 'shipment-movement',
        storm: 3,
        board: [
          { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisor: true, advisedThisTurn: true },
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
        ],
      },
    });
    expect(out.final.board.find((x) => x.faction === 'bene-gesserit')).toMatchObject({ advisor: true, advisedTurn: 3 });
    const bad = runScenario({
      factions: ['bene-gesserit', 'harkonnen'],
      setup: { phase: 'shipment-movement', board: [{ faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisedThisTurn: true }] },
    });
    expect(bad).toEqual({ error: { code: 'bad-setup', message: '`advisedThisTurn` marks Bene Gesserit advisors (`advisor: true`).' } });
  });

  it('karamaPowersUsed and starredRevived carry the once-per-game and once-per-turn limits into the position', () => {
    const out = run({
      factions: ['atreides', 'harkonnen', 'emperor'],
      setup: {
        phase: 'revival',
        hands: { emperor: ['Karama', 'Tleilaxu Ghola'] },
        tanks: { emperor: { forces: 4, elite: 2 } },
        reserves: { emperor: { forces: 16, elite: 3 } },
        karamaPowersUsed: ['emperor'],
        starredRevived: { emperor: 1 },
      },
      actions: [
        { as: 'emperor', do: 'play', args: { card: 'Karama', special: true, forces: 1 } },
        { as: 'emperor', do: 'play', args: { card: 'Tleilaxu Ghola', forces: 1, elite: 1 } },
      ],
    });
    expect(errorOf(out, 0).code).toBe('special-used');
    expect(errorOf(out, 1).code).toBe('one-elite');
  });
});
