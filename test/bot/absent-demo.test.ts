import { expect, it } from 'vitest';
import { runDemo } from '../../src/demo/demo';
import { testDatabases } from '../support/databases';

it('`npm run demo -- --absent 2`: a seeded 6-player game in which two players never answer plays to its end by deadlines alone', async () => {
  const lines: string[] = [];
  // A DM's waiting line goes once its decision is made, so the deadline is looked for while the game runs.
  let deadlineShown = false;
  const result = await runDemo({
    factions: 6,
    turns: 4,
    seed: 1979,
    absent: 2,
    databases: testDatabases,
    out: (line) => lines.push(line),
    afterMove: (world) => {
      deadlineShown ||= [...world.users.values()].some((user) =>
        world.server
          .dms(user)
          .some((m) => m.embeds.some((e) => /⏰ Decide by <t:\d+:R>; after that the clock takes the safe default for you\./.test(e.description ?? ''))),
      );
    },
  });
  const transcript = lines.join('\n');
  // Over at the end of its last turn or before, never stuck waiting for the absent.
  expect(result.stoppedAt).toBeNull();
  expect(transcript).toContain('🏆 Game over');
  expect(result.defaults).toBeGreaterThan(10);
  expect(transcript).toContain('⏰ The Harkonnen did not answer in time: they pass.');
  expect(transcript).toContain('⏰ The Spacing Guild did not answer in time: it passes.');
  expect(transcript).toMatch(/Absent players: Spacing Guild, Harkonnen; the clock took \d+ decisions for them\./);
  // The deadlines are shown to those asked: in their DMs.
  expect(deadlineShown).toBe(true);
}, 300_000);
