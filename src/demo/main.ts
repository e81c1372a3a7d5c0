import { runDemo } from './demo';
import { runRaceDemo } from './race-demo';

/**
 * `npm run demo [-- --factions 6 --turns 10 --seed 1979]`: plays a whole game on a local Discord
 * with simulated players and prints the transcript. Needs no token and no network.
 * `npm run demo -- --absent 2`: the last two players never answer; the decision clock plays for them.
 * `npm run demo -- --game race [--players 2 --seed 1979]` plays a race of Guards and a Noble instead.
 */
function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value)) {
    process.stderr.write(`--${name} takes a whole number.\n`);
    process.exit(2);
  }
  return value;
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const game = process.argv.includes('--game') ? process.argv[process.argv.indexOf('--game') + 1] : 'dune';
if (game !== 'dune' && game !== 'race') {
  process.stderr.write('--game takes "dune" or "race".\n');
  process.exit(2);
}
try {
  if (game === 'race') await runRaceDemo({ players: flag('players', 2), seed: flag('seed', 1979), out });
  else await runDemo({ factions: flag('factions', 6), turns: flag('turns', 10), seed: flag('seed', 1979), absent: flag('absent', 0), out });
} catch (error) {
  process.stderr.write(`The demo failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
