import { describe, expect, it } from 'vitest';
import { keyPanel } from '../../src/render/panels';
import { scenarioView } from '../../src/render/examples';

const keyOf = (factions: string[]) => keyPanel(scenarioView({ seed: 1, factions, setup: { phase: 'storm' } })).rows.map((r) => r.text);

describe("the board's key, from the factions' data", () => {
  it('names the elite forces and the advisor side of the factions seated, and nothing of those not seated', () => {
    expect(keyOf(['atreides', 'bene-gesserit', 'emperor', 'fremen'])).toEqual([
      'Forces: faction letter and count',
      'Star: how many are Sardaukar or Fedaykin',
      'Hollow: Bene Gesserit advisors',
      'Spice on the sand',
    ]);
    expect(keyOf(['tleilaxu', 'harkonnen'])).toEqual(['Forces: faction letter and count', 'Spice on the sand']);
  });
});
