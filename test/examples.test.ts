import { describe, expect, it } from 'vitest';
import { runScenario, type Scenario, type ScenarioOutput } from '../src/dune/scenario';
import { exampleScenarios } from './support/examples';

// Race scenarios have their own test: test/race/examples.test.ts.
const examples = exampleScenarios('dune');
const files = examples.map((e) => e.file);

describe('examples/', () => {
  it('holds scenarios for every phase and whole games', () => {
    for (const prefix of ['storm', 'spice-blow', 'charity', 'bidding', 'revival', 'shipment-movement', 'battle', 'collection', 'victory', 'whole-game'])
      expect(
        files.some((f) => f.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  for (const file of files)
    it(`${file} runs through the scenario runner`, () => {
      const out = runScenario(examples.find((e) => e.file === file)?.scenario as Scenario);
      expect(out).not.toHaveProperty('error');
      if (!file.startsWith('whole-game')) return;
      // Recorded whole games (scripts/make-example-games.ts): every action is still accepted and the game ends with a winner.
      const game = out as ScenarioOutput;
      expect(game.results.filter((r) => !r.ok)).toEqual([]);
      expect(game.state.phase).toBe('ended');
      expect(game.state.winner?.factions.length).toBeGreaterThan(0);
    });
});
