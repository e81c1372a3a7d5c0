import { expect, it } from 'vitest';
import { runDemo } from '../../src/demo/demo';
import { testDatabases } from '../support/databases';
import { textOf } from './helpers';

it('`npm run demo` plays a whole small game through the bot on the local Discord and prints it', async () => {
  const lines: string[] = [];
  const result = await runDemo({ factions: 2, turns: 2, seed: 1, databases: testDatabases, out: (line) => lines.push(line) });
  const transcript = lines.join('\n');
  expect(result.winner).toMatch(/win/);
  expect(result.moves).toBeGreaterThan(10);
  expect(transcript).toContain('═══ #dune ═══');
  expect(transcript).toContain('A game of Dune begins');
  expect(transcript).toContain('🏆 Game over');
  expect(transcript).toMatch(/═══ DMs to leto \(Atreides\) ═══\n[\s\S]*Your four traitor cards/);
  expect(lines.at(-1)).toMatch(/^Game over after \d+ moves: /);
  // The players click wherever the bot offers components, and nothing it offered was refused.
  expect(result.clicks.refused).toEqual([]);
  // Every decision clicked where the bot asked: on the step's post, or in the player's DM.
  expect([result.clicks.byTyping, result.clicks.prompts]).toEqual([0, 0]);
  expect(result.clicks.byClick).toBe(result.moves);
  expect(transcript).toMatch(/Decisions: \d+ by click, \d+ by typed command/);
  // The finished game is in the server's statistics at once, as the host sees them on the local Discord.
  const [server, own] = result.stats;
  expect(server?.ephemeral).toBe(true);
  expect(textOf(result.stats)).toContain('1 game ended: 1 won');
  expect(server?.attachments.map((a) => a.filename)).toEqual(['faction-win-rates.png']);
  expect(textOf(own ? [own] : [])).toMatch(/1 game played to the end, [01] won/);
  expect(transcript).toContain('═══ /stats server and /stats player, asked by leto after the game');
}, 120_000);
