import { readFileSync } from 'node:fs';
import { dune } from '../dune';
import type { GameDefinition, GameEvent } from '../engine/game';
import { raceGame } from '../race';
import type { VerificationRecord } from './record';
import { verifyRecord } from './verify';

/**
 * `npm run verify-game -- FILE.json`: re-deals a finished game from the key its ending revealed and
 * checks every shuffle and draw (docs/secrecy.md). FILE is the JSON log attached to the ending
 * post (or its `verification` object alone). Exit code 0 when the game checks out, 1 when it
 * does not or the file cannot be read, 2 on usage errors.
 */
// biome-ignore lint/suspicious/noExplicitAny: a record names its game; each definition checks its own entries.
const DEFINITIONS: Record<string, GameDefinition<any, any, string, GameEvent, any>> = { dune, race: raceGame };

function main(file: string | undefined): number {
  if (!file) {
    process.stderr.write('usage: npm run verify-game -- FILE.json   (the JSON log attached to the ending post)\n');
    return 2;
  }
  let record: VerificationRecord<string, unknown, GameEvent>;
  try {
    const input = JSON.parse(readFileSync(file, 'utf8')) as { verification?: typeof record } & typeof record;
    record = input.verification ?? input;
  } catch (e) {
    process.stderr.write(`Cannot read ${file}: ${(e as Error).message}\n`);
    return 1;
  }
  const definition = DEFINITIONS[record.game];
  if (!definition) {
    process.stderr.write(`${file} holds no verification record of a finished game (the ending of a game adds one to its JSON log).\n`);
    return 1;
  }
  const verified = verifyRecord(definition, record);
  if (!verified.ok) {
    process.stderr.write(`✗ ${verified.error.message}\n`);
    return 1;
  }
  const v = verified.value;
  process.stdout.write(
    `✓ The key matches the commitment ${v.commitment}, and re-dealing the ${v.game} game from it gives the same deal and the same ${v.events} events over its ${v.actions} actions: every shuffle and draw followed from the key.\n`,
  );
  return 0;
}

process.exitCode = main(process.argv[2]);
