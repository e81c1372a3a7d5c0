import { readFileSync } from 'node:fs';
import { runScenario } from '../dune';
import { isObject } from '../engine/json';
import { runRaceScenario } from '../race';

/**
 * `npm run scenario -- FILE.json` (or `-` for stdin): prints ONE JSON document on stdout.
 * Exit code 0 when the scenario ran (rejected actions are results, not failures), 1 when the
 * file could not be read or the scenario could not be set up, 2 on usage errors.
 *
 * The exit code is set, never forced with `process.exit()`: on a pipe, stdout is written
 * asynchronously, and exiting at once would cut the document at the pipe's 64 KiB buffer.
 */
function main(file: string | undefined): number {
  if (!file) {
    process.stderr.write('usage: npm run scenario -- FILE.json   (or - to read standard input)\n');
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8'));
  } catch (e) {
    process.stdout.write(`${JSON.stringify({ error: { code: 'bad-scenario', message: `Cannot read ${file}: ${(e as Error).message}` } }, null, 2)}\n`);
    return 1;
  }
  const out = runGameScenario(input);
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  return 'error' in out ? 1 : 0;
}

/** A scenario's `"game"` picks its runner; without one it is a Dune scenario, as before there were two games. */
function runGameScenario(input: unknown): object {
  const game = isObject(input) ? input.game : undefined;
  if (game === 'race') return runRaceScenario(input);
  if (game === undefined || game === 'dune') return runScenario(input);
  return { error: { code: 'bad-scenario', message: `There is no game ${JSON.stringify(game)}: a scenario's "game" is "dune" (the default) or "race".` } };
}

process.exitCode = main(process.argv[2]);
