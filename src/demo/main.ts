import { runDemo } from './demo';
import { writeHtmlPages } from './html-pages';
import type { LocalWorld } from './local-world';
import { runRaceDemo } from './race-demo';
import { demoFactions } from './demo-factions';

/**
 * `npm run demo [-- --factions 6 --turns 10 --seed 1979]`: plays a whole game on a local Discord
 * with simulated players and prints the transcript. Needs no token and no network.
 * `--factions atreides,tleilaxu,fremen` chooses who plays (2 to 6, of the factions playable now).
 * `npm run demo -- --absent 2`: the last two players never answer; the decision clock plays for them.
 * `npm run demo -- --game race [--players 2 --seed 1979]` plays a race of Guards and a Noble instead.
 * `--html <folder>` also writes the channel and each player's DMs as pages that look like Discord,
 * as they stand at the end, or with `--html-at <moves>` as they stood after that many moves (the
 * buttons and menus then on offer included).
 */
function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0) fail(`--${name} takes a whole number.`);
  return value;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const out = (line: string) => process.stdout.write(`${line}\n`);
/** `--factions`: a number (the first of the base six) or a list of factions, checked before anything starts. */
function factionsFlag() {
  const i = process.argv.indexOf('--factions');
  if (i < 0) return 6;
  const chosen = demoFactions(process.argv[i + 1] ?? '');
  return chosen.ok ? chosen.value : fail(chosen.message);
}
const game = process.argv.includes('--game') ? process.argv[process.argv.indexOf('--game') + 1] : 'dune';
if (game !== 'dune' && game !== 'race') fail('--game takes "dune" or "race".');
const htmlFolder = process.argv.includes('--html') ? process.argv[process.argv.indexOf('--html') + 1] : undefined;
if (process.argv.includes('--html') && (!htmlFolder || htmlFolder.startsWith('--'))) fail('--html takes the folder to write the pages in, e.g. --html out/.');
const htmlAt = process.argv.includes('--html-at') ? flag('html-at', 0) : undefined;
if (htmlAt !== undefined && (!htmlFolder || game !== 'dune')) fail('--html-at goes with --html, in the Dune demo.');

let written = false;
const writePages = (world: LocalWorld, topic: string, when: string) => {
  if (!htmlFolder || written) return;
  written = true;
  const pages = writeHtmlPages(world, htmlFolder, { topic });
  process.stderr.write(`The local Discord ${when}, as players see it: ${pages.map((p) => p.file).join(', ')} in ${htmlFolder} (start at index.html).\n`);
};
try {
  if (game === 'race') {
    await runRaceDemo({
      players: flag('players', 2),
      seed: flag('seed', 1979),
      out,
      inspect: async (world) => writePages(world, 'A race of Guards and a Noble', 'at the end'),
    });
  } else {
    let moves = -1;
    await runDemo({
      factions: factionsFlag(),
      turns: flag('turns', 10),
      seed: flag('seed', 1979),
      absent: flag('absent', 0),
      out,
      afterMove: async (world) => {
        moves++;
        if (moves !== htmlAt) return;
        // What the outbox holds back (the live status) is out before the pages are written.
        await world.bot.idle();
        writePages(world, 'Dune, played by post', `after ${moves} moves`);
      },
      inspect: async (world) => {
        if (htmlAt !== undefined && !written) process.stderr.write(`The game ended after ${moves} moves, before move ${htmlAt}: the pages show its end.\n`);
        writePages(world, 'Dune, played by post', 'at the end');
      },
    });
  }
} catch (error) {
  process.stderr.write(`The demo failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
