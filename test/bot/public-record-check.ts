import { expect } from 'vitest';
import { type DuneEvent, eventsFor } from '../../src/dune';
import type { LocalWorld } from '../../src/demo/local-world';
import { addNews } from '../../src/bot/news/turn-line';
import { GAMES } from '../../src/bot/context';

/**
 * The public record's check (test/bot/public-record.test.ts, and the seed-1979 demo game of
 * test/reliability/hidden-information.test.ts, which plays that game once for both checks): every
 * public event is in the final channel, once and in order — no edit ever removes news.
 */

/**
 * The events of a game's start, which the log does not hold (the log holds what followed): made
 * again from the game's seats, options and seed, as the store makes them at every replay.
 */
export async function startEvents(world: LocalWorld, gameId: string): Promise<readonly unknown[]> {
  const found = await world.bot.store.getGame(gameId);
  if (!found) throw new Error(`no game ${gameId}`);
  const definition = GAMES[found.game.gameType as keyof typeof GAMES];
  const created = definition.create({ seats: found.seats.map((s) => s.seat).sort() as never, options: found.game.options as never, seed: found.game.seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.events;
}

/** Events whose step's title says all they say: the channel shows them as a heading, not a line. */
const HEADINGS = new Set(['turn-started', 'phase-started', 'phase-ended']);

/** Every line the channel shows now, message by message as each stands after its last edit. */
function channelLines(world: LocalWorld): string[] {
  return world.server
    .messages(world.channels[0]!)
    .flatMap((m) => [m.content ?? '', ...m.embeds.map((e) => e.description ?? '')].flatMap((text) => text.split('\n')))
    .filter(Boolean);
}

/** The check itself: every expected line in the channel, in order, and none shown more often than the log has it. */
export function expectComplete(expected: readonly string[], world: LocalWorld): void {
  const shown = channelLines(world);
  expect(missingInOrder(expected, shown)).toBeNull();
  const wanted = counts(expected);
  expect([...counts(shown)].filter(([line, n]) => wanted.has(line) && n > (wanted.get(line) ?? 0))).toEqual([]);
}

/**
 * Where each expected line is in the channel, in order; the first that is missing (or out of
 * order) is reported with its neighbours, so that a failure says which news was lost.
 */
function missingInOrder(expected: readonly string[], shown: readonly string[]): string | null {
  let at = 0;
  for (const [i, line] of expected.entries()) {
    const found = shown.indexOf(line, at);
    if (found < 0) return `line ${i} of ${expected.length} is not in the channel (after line ${at}): ${line}\n  before it: ${expected[i - 1] ?? '(none)'}`;
    at = found + 1;
  }
  return null;
}

const counts = (lines: readonly string[]): Map<string, number> => {
  const out = new Map<string, number>();
  for (const line of lines) out.set(line, (out.get(line) ?? 0) + 1);
  return out;
};

/** A Dune game's public record: every public event of its start and log, told as the channel tells them, is in the channel. */
export async function expectDuneRecordComplete(world: LocalWorld, gameId: string): Promise<void> {
  const entries = [{ events: (await startEvents(world, gameId)) as DuneEvent[] }, ...(await world.bot.store.log(gameId))];
  // Told as the channel tells them: one sentence each, a Shipment and Movement turn in one line.
  const expected = addNews(
    { lines: [] },
    entries.flatMap((entry) => eventsFor(entry.events, 'public').filter((e) => !HEADINGS.has(e.type))),
  ).lines;
  expect(expected.length).toBeGreaterThan(100);
  expectComplete(expected, world);
}
