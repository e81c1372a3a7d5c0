import { expect, it } from 'vitest';
import { runRaceDemo } from '../../src/demo/race-demo';
import { testDatabases } from '../support/databases';

it('`npm run demo -- --game race` plays a whole race through the bot on the local Discord and prints it', async () => {
  const lines: string[] = [];
  const result = await runRaceDemo({ players: 2, seed: 1979, databases: testDatabases, out: (line) => lines.push(line) });
  const transcript = lines.join('\n');
  expect(result.winner).not.toBeNull();
  expect(transcript).toContain('═══ #race ═══');
  expect(transcript).toContain('🏁 The race begins');
  expect(transcript).toMatch(/\[picture: race-round-\d+\.png\]/);
  expect(transcript).toMatch(/🏆 \*\*.* wins the race\*\*/);
  // Nothing is told after the winner but the final board: no roll, no move.
  const channel = transcript.slice(0, transcript.indexOf('\n\n'));
  const after = channel
    .slice(channel.search(/🏆 \*\*.* wins the race\*\*/))
    .split('\n')
    .slice(1);
  expect(after.filter((line) => !/^\[picture: race-round-\d+\.png\]$/.test(line))).toEqual([]);
  expect(lines.at(-1)).toMatch(/^Race over after \d+ turns \(\d+ clicks\): (red|blue) won$/);
}, 240_000);
