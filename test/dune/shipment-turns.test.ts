import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { run } from './cards-helpers';

/** Advanced: the Bene Gesserit's advisors may flip before anyone ships; then the turns go by storm order. */
const phase = (actions: Scenario['actions']) =>
  run({
    seed: 2,
    factions: ['bene-gesserit', 'atreides', 'harkonnen'],
    options: { rules: 'advanced' },
    setup: {
      turn: 2,
      phase: 'shipment-movement',
      order: ['bene-gesserit', 'atreides', 'harkonnen'],
      board: [
        { faction: 'bene-gesserit', territory: 'Cielago North', sector: 1, forces: 2, advisor: true },
        { faction: 'harkonnen', territory: 'Cielago North', sector: 1, forces: 3 },
        { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
      ],
    },
    actions,
  });

describe('S000-ORDER: shipping and moving are the turn’s own faction’s', () => {
  it('while the Bene Gesserit decide their advisors before the first turn, they may not ship or move: that turn has not begun', () => {
    const out = phase([
      { as: 'bene-gesserit', do: 'move', args: { from: 'Cielago North', to: 'Polar Sink', forces: 1 } },
      { as: 'bene-gesserit', do: 'ship', args: { territory: 'Polar Sink', forces: 1 } },
      { as: 'bene-gesserit', do: 'pass' },
      { as: 'bene-gesserit', do: 'move', args: { from: 'Cielago North', to: 'Polar Sink', forces: 1 } },
    ]);
    const refusal = {
      ok: false,
      error: { code: 'not-your-turn', message: 'No turn has begun yet: the Bene Gesserit first decide which advisors flip to fighters (`flip`, then `pass`).' },
    };
    expect(out.results[0]).toMatchObject(refusal);
    expect(out.results[1]).toMatchObject(refusal);
    // Once they have declared, their own turn begins and the move is theirs.
    expect(out.results[2]).toMatchObject({ ok: true });
    expect(out.results[3]).toMatchObject({ ok: true });
  });
});
