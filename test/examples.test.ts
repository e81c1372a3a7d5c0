import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario, type Scenario, type ScenarioOutput } from '../src/dune/scenario';

const dir = new URL('../examples/', import.meta.url);
// Race scenarios (race-*.json) have their own test: test/race/examples.test.ts.
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('race-'));

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
      const out = runScenario(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Scenario);
      expect(out).not.toHaveProperty('error');
      if (!file.startsWith('whole-game')) return;
      // Recorded whole games (scripts/make-example-games.ts): every action is still accepted and the game ends with a winner.
      const game = out as ScenarioOutput;
      expect(game.results.filter((r) => !r.ok)).toEqual([]);
      expect(game.state.phase).toBe('ended');
      expect(game.state.winner?.factions.length).toBeGreaterThan(0);
    });
});
