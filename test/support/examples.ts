import { readdirSync, readFileSync } from 'node:fs';

const DIR = new URL('../../examples/', import.meta.url).pathname;

/** The example scenarios of one game, by file name: a scenario names its game in `game`, Dune when it names none. */
export function exampleScenarios(game: 'dune' | 'race'): { file: string; scenario: unknown }[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, scenario: JSON.parse(readFileSync(`${DIR}${file}`, 'utf8')) as unknown }))
    .filter(({ scenario }) => ((scenario as { game?: string }).game ?? 'dune') === game);
}
