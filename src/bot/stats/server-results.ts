import type { GameResultRecord } from '../../store/result-records';
import { type PlayerRating, rateResults } from '../../stats/ratings';
import type { BotContext } from '../context';
import { raceResult } from '../race/result';
import { raceStore } from '../race/store';
import { duneResult } from './dune-result';

/** Games this process has tried to back-fill, per bot: one that cannot be recorded is not tried on every `/stats`. */
const tried = new WeakMap<BotContext, Set<string>>();

/**
 * Records the results a server still lacks: games that ended before results were kept, or that a
 * crash stopped between their end and its record. Each is read from its log (docs/stats.md).
 */
export async function completeResults(bot: BotContext, guildId: string): Promise<void> {
  const seen = tried.get(bot) ?? new Set<string>();
  tried.set(bot, seen);
  for (const game of await bot.store.unrecordedGames(guildId)) {
    if (seen.has(game.id)) continue;
    seen.add(game.id);
    const recorded =
      game.gameType === 'dune'
        ? await bot.store.recordResult(game.id, duneResult)
        : game.gameType === 'race'
          ? await raceStore(bot).recordResult(game.id, raceResult)
          : null;
    if (recorded && !recorded.ok) bot.log.warn(`The result of game ${game.id} could not be recorded from its log: ${recorded.error.message}`);
  }
}

/** Everything `/stats` reads of a server, at one moment. */
export interface ServerResults {
  /** The Dune results, oldest end first: statistics and ratings. */
  readonly dune: readonly GameResultRecord[];
  /** The races of Guards and a Noble: counted apart (a race's seats are colours, not factions). */
  readonly races: readonly GameResultRecord[];
  readonly ratings: ReadonlyMap<string, PlayerRating>;
  /** Players left out of leaderboards and others' lookups. */
  readonly hidden: ReadonlySet<string>;
}

export async function serverResults(bot: BotContext, guildId: string): Promise<ServerResults> {
  await completeResults(bot, guildId);
  const all = await bot.store.results(guildId);
  const dune = all.filter((r) => r.gameType === 'dune');
  return { dune, races: all.filter((r) => r.gameType === 'race'), ratings: rateResults(dune), hidden: await bot.store.hiddenFromStats() };
}
