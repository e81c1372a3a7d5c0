import { readFileSync, writeFileSync } from 'node:fs';
import { crowdedView, midGameView, scenarioView, sixInOneView, turnOneView } from './examples';
import { renderBoardPng } from './index';
import type { BoardView } from '../dune';

/**
 * Draws a board to a PNG file: `npx tsx src/render/cli.ts SCENARIO.json OUT.png` draws the board a
 * scenario file (docs/scenarios.md) ends on; `npx tsx src/render/cli.ts --example NAME OUT.png`
 * draws one of the example boards (turn-one, mid-game, six-in-carthag, crowded), as in docs/rendering.md.
 */
const EXAMPLES: Record<string, () => BoardView> = {
  'turn-one': turnOneView,
  'mid-game': midGameView,
  'six-in-carthag': () => sixInOneView('Carthag'),
  crowded: crowdedView,
};

const [first, second, third] = process.argv.slice(2);
const example = first === '--example' ? second : undefined;
const out = first === '--example' ? third : second;
const make = example !== undefined ? EXAMPLES[example] : first !== undefined ? () => scenarioView(JSON.parse(readFileSync(first, 'utf8'))) : undefined;
if (make === undefined || out === undefined) {
  console.error(`usage: cli.ts SCENARIO.json OUT.png | cli.ts --example ${Object.keys(EXAMPLES).join('|')} OUT.png`);
  process.exit(2);
}
writeFileSync(out, renderBoardPng(make()));
