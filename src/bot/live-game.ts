import type { DuneGameState } from '../dune';
import { factionName } from '../dune/data/factions';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { NO_GAME_HERE, NO_GAME_OF_YOURS, NOT_STARTED, notSeatedText, PAUSED, unknownGame, whichGame } from './text/live-game';

/** Who asks, and from where: a game's channel, or a DM with the bot (`guildId` null). */
export interface Asker {
  readonly channelId: string;
  readonly userId: string;
  readonly guildId: string | null;
  /** In a DM, the game the user named (its id), when they sit in several. */
  readonly gameId?: string | null;
  /**
   * The game the interaction is about, as the router (or the click's own check) already found it,
   * null for none: the lookup is not made again. Absent when nobody has looked yet.
   */
  readonly found?: DuneGame | null;
}

/** What the command needs of the game; each unmet need is answered the same way everywhere. */
export interface Needs {
  /** Refuse a game still in its lobby. */
  readonly started?: boolean;
  /** Refuse a paused game. */
  readonly unpaused?: boolean;
  /** Refuse a user who holds no seat in the game. */
  readonly seated?: boolean;
}

export interface LiveGame {
  readonly game: DuneGame;
  readonly seats: readonly DuneSeat[];
  readonly state: DuneGameState;
  /** The asker's seat, null for a watcher or moderator (never null with `seated`). */
  readonly seat: DuneSeat | null;
}

/** The game the asker means: the channel's, or in a DM the one they sit in (or named); else why not. */
export async function findGame(bot: BotContext, asker: Asker): Promise<DuneGame | string> {
  if (asker.found !== undefined) return asker.found ?? (asker.guildId !== null ? NO_GAME_HERE : NO_GAME_OF_YOURS);
  if (asker.guildId !== null) return (await bot.store.findActiveGameByChannel(asker.channelId)) ?? NO_GAME_HERE;
  const games = await bot.store.findLiveGamesOfUser(asker.userId);
  if (asker.gameId) return games.find((g) => g.id === asker.gameId) ?? unknownGame(asker.gameId);
  if (games.length === 0) return NO_GAME_OF_YOURS;
  return games.length === 1 ? (games[0] as DuneGame) : whichGame(games);
}

/**
 * The one precondition of game commands that read a game: finds the game (channel or DM), checks
 * what `needs` asks, loads it once and hands it to `work`. Every failure is a plain answer, never
 * a throw. A command that changes the game judges it in the store's write instead (`act`,
 * `store.play`), so that what it checks is what it changes.
 */
export async function withLiveGame<R>(bot: BotContext, asker: Asker, needs: Needs, work: (live: LiveGame) => Promise<R | string>): Promise<R | string> {
  const found = await findGame(bot, asker);
  if (typeof found === 'string') return found;
  if (needs.started && found.status === 'lobby') return NOT_STARTED;
  const loaded = await bot.store.load(found.id);
  if (!loaded.ok) return `❌ ${loaded.error.message}`;
  const { game, seats, state } = loaded.value;
  if (needs.unpaused && game.status === 'paused') return PAUSED;
  const seat = seats.find((s) => s.userId === asker.userId) ?? null;
  if (needs.seated && !seat) return notSeated(seats);
  return work({ game, seats, state, seat });
}

export function notSeated(seats: readonly DuneSeat[]): string {
  const table = seats.map((s) => `${factionName(s.seat)} <@${s.userId}>`).join(', ');
  return notSeatedText(table);
}

/** The option that names a game when a command is sent by DM. */
export const GAME_OPTION = 'game';

type AskingInteraction = {
  readonly channelId: string | null;
  readonly guildId: string | null;
  readonly user: { readonly id: string };
  readonly options?: { getString(name: string): string | null };
};

/** The asker of an interaction: its user, channel (or DM), the game it names, if any, and the game the router found, if it looked. */
export const askerOf = (interaction: AskingInteraction, found?: DuneGame | null): Asker => ({
  channelId: interaction.channelId ?? '',
  guildId: interaction.guildId,
  userId: interaction.user.id,
  gameId: interaction.options?.getString(GAME_OPTION) ?? null,
  ...(found !== undefined && { found }),
});
