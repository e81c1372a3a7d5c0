import { readFileSync } from 'node:fs';
import { runScenario } from '../dune/scenario';

/**
 * `npm run scenario -- FILE.json` (or `-` for stdin): prints ONE JSON document on stdout.
 * Exit code 0 when the scenario ran (rejected actions are results, not failures), 1 when the
 * file could not be read or the scenario could not be set up, 2 on usage errors.
 */
const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run scenario -- FILE.json   (or - to read standard input)\n');
  process.exit(2);
}
let input: unknown;
try {
  input = JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8'));
} catch (e) {
  process.stdout.write(JSON.stringify({ error: { code: 'bad-scenario', message: `Cannot read ${file}: ${(e as Error).message}` } }, null, 2) + '\n');
  process.exit(1);
}
const out = runScenario(input as never);
process.stdout.write(JSON.stringify(out, null, 2) + '\n');
process.exit('error' in out ? 1 : 0);
