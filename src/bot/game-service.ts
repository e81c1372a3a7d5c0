import { factionName } from '../dune/data/factions';
import { type Asker, findGame } from './live-game';
import { NO_GAME_HERE } from './text/live-game';
import { type FactionId, type GameOptions, PLAYABLE_FACTIONS, publicView, resolveOptions, type Variant } from '../dune';
import type { BotContext, DuneGame, DuneSeat, GAMES } from './context';
import type { Change } from '../store/outbox';
import type { WriteOptions } from '../store/store';
import { randomUUID } from 'node:crypto';
import type { Reply } from './command';
import { truncate, LIMITS } from './discord-limits';
import { list } from './text/grammar';
import { hostOf } from './host';
import type { NewsMemory } from './news/render';
import { statusEmbed } from './news/status';
import { duneDeadlines } from './clock/dune-clock';
import { tell } from './news/tell';
import { duneResult } from './stats/dune-result';
import { parseQuietHours } from './quiet-hours';
import { clockWords } from './text/clock';
import type { Where } from './where';

export type { Where };

type DuneOnly = Pick<typeof GAMES, 'dune'>;

export interface CreateChoices {
  readonly turns?: number;
  readonly rules?: GameOptions['rules'];
  readonly variants?: readonly Variant[];
  /** How long a decision may take, and a battle plan (docs/deadlines.md). */
  readonly decisionHours?: number;
  readonly planHours?: number;
  /** "22-7": hours (UTC) without pings or reminders. */
  readonly quietHours?: string;
}

const seatList = (seats: readonly DuneSeat[]): string => list(seats.map((s) => `${factionName(s.seat)} <@${s.userId}>`));

/**
 * A lobby post, through the game's outbox like all its news: written in the lobby change's own
 * transaction, so it goes out in order with what follows, once, even if the bot dies right after.
 */
const announce = (content: (change: Change<DuneOnly>) => string): WriteOptions<DuneOnly> => ({
  outbox: (change) => [
    {
      key: `lobby:${randomUUID()}`,
      kind: 'post',
      target: change.game.channelId,
      payload: { content: truncate(content(change), LIMITS.content), ping: [] },
    },
  ],
});

/** The live game of the channel with its seats, or the answer explaining there is none. */
async function liveGame(bot: BotContext, where: Asker): Promise<{ game: DuneGame; seats: DuneSeat[] } | string> {
  const live = await findGame(bot, where);
  if (typeof live === 'string') return live;
  return (await bot.store.getGame(live.id)) ?? NO_GAME_HERE;
}

export async function createGame(bot: BotContext, where: Where, choices: CreateChoices): Promise<string> {
  if (!where.guildId) return 'Games are played in a server channel or thread: use `/game create` there.';
  const chosen: Partial<GameOptions> = {
    ...(choices.turns !== undefined ? { turns: choices.turns } : {}),
    ...(choices.rules ? { rules: choices.rules } : {}),
    ...(choices.variants ? { variants: choices.variants } : {}),
  };
  const resolved = resolveOptions(chosen);
  if (!resolved.ok) return `❌ ${resolved.error.message}`;
  const options = resolved.value;
  const quiet = choices.quietHours === undefined ? null : parseQuietHours(choices.quietHours);
  if (quiet && !quiet.ok) return `❌ ${quiet.error.message}`;
  const variants = options.variants.length ? `, variants: ${options.variants.join(', ')}` : '';
  const created = await bot.store.createGame(
    {
      gameType: 'dune',
      guildId: where.guildId,
      channelId: where.channelId,
      createdBy: where.userId,
      // Seats around the board are drawn from the seed, as players draw positions at the table.
      options: { ...chosen, seating: 'random' },
      seed: bot.seed(),
      moderatorRoleId: bot.config.moderatorRoleId,
      quietHours: quiet?.value ?? null,
      clock: {
        decisionMinutes: choices.decisionHours !== undefined ? choices.decisionHours * 60 : bot.config.decisionMinutes,
        longDecisionMinutes: choices.planHours !== undefined ? choices.planHours * 60 : bot.config.planMinutes,
      },
    },
    announce(
      ({ game }) =>
        `🏜️ <@${where.userId}> set up a game of Dune here: ${options.rules} rules, ${options.turns} turns${variants}; ${clockWords.created(game.clock.decisionMinutes / 60, game.clock.longDecisionMinutes / 60, quiet?.value ?? null)}. ` +
        'Take a seat with `/game join` (2 to 6 players), then `/game start`.',
    ),
  );
  if (!created.ok) return `❌ ${created.error.message}`;
  bot.wake();
  return `✅ Game created. Players join with \`/game join\`; you (or a moderator) start it with \`/game start\`.`;
}

export async function joinGame(bot: BotContext, where: Where, wanted: FactionId | 'random'): Promise<string> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const { game, seats } = found;
  if (game.status !== 'lobby') return `The game here has already started. A moderator can hand you a seat with \`/mod replace-player\`.`;
  const free = PLAYABLE_FACTIONS.filter((f) => !seats.some((s) => s.seat === f));
  if (free.length === 0) return 'Every faction is taken.';
  const faction = wanted === 'random' ? (free[bot.pick(free.length)] as FactionId) : wanted;
  const seated = await bot.store.seat(
    game.id,
    faction,
    where.userId,
    announce(({ seats }) => `🪑 <@${where.userId}> joins as the ${factionName(faction)}. Seated: ${seatList(seats)}.`),
  );
  if (!seated.ok) return `❌ ${seated.error.message} Free factions: ${list(free.map(factionName))}.`;
  bot.wake();
  return `✅ You play the ${factionName(faction)}.`;
}

export async function leaveGame(bot: BotContext, where: Where): Promise<string> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const own = found.seats.find((s) => s.userId === where.userId);
  if (!own) return 'You have no seat in this game.';
  const left = await bot.store.unseat(
    found.game.id,
    own.seat,
    announce(({ seats }) => `🚪 <@${where.userId}> leaves the ${factionName(own.seat)}. Seated: ${seatList(seats)}.`),
  );
  if (!left.ok) return `❌ ${left.error.message}`;
  bot.wake();
  return '✅ You left the game.';
}

/** Null when the user may manage the game (its host, or a moderator); otherwise the refusal. */
async function managementRefusal(bot: BotContext, game: DuneGame, where: Where, what: string): Promise<string | null> {
  if (where.moderator) return null;
  const host = await hostOf(bot, game);
  return host === where.userId ? null : `Only <@${host}>, who hosts this game, or a moderator can ${what} it.`;
}

export async function startGame(bot: BotContext, where: Where): Promise<string> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const { game } = found;
  const refusal = await managementRefusal(bot, game, where, 'start');
  if (refusal) return refusal;
  // The start's news, every player's traitor cards by DM included, is stored with the start
  // itself: a crash right after it loses none of it.
  const started = await bot.store.startGame(game.id, tell());
  if (!started.ok) return `❌ ${started.error.message}`;
  bot.wake();
  return '✅ The game has started. Every player got their secrets by DM (or can see them with `/hand`).';
}

/** `/game status`: the same embed as the pinned live status message, from the public view. */
export async function gameStatus(bot: BotContext, where: Asker): Promise<Reply> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const { game, seats } = found;
  if (game.status === 'lobby') {
    return `Game ${game.id} is waiting for players. Seated: ${seats.length ? seatList(seats) : 'nobody'}. Join with \`/game join\`; start with \`/game start\`.`;
  }
  const loaded = await bot.store.load(game.id);
  if (!loaded.ok) return `❌ ${loaded.error.message}`;
  const memory = (await bot.store.newsMemory(game.id)) as NewsMemory | null;
  const deadlines = duneDeadlines(loaded.value.game, loaded.value.seats, loaded.value.state, bot.now());
  const embed = statusEmbed(
    publicView(loaded.value.state),
    seats,
    memory?.channel.awaited ?? {},
    game.status === 'paused',
    deadlines,
    game.clock.hold?.reason ?? null,
  );
  return { content: '', embeds: [embed] };
}

export async function endGame(bot: BotContext, where: Where): Promise<string> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const { game } = found;
  const refusal = await managementRefusal(bot, game, where, 'end');
  if (refusal) return refusal;
  const note = `🛑 <@${where.userId}> ended the game; this channel is free for a new game.`;
  const audit = { actor: { kind: 'system' as const }, userId: where.userId, reason: 'ended by its host or a moderator' };
  const ended =
    game.status === 'lobby'
      ? await bot.store.setStatus(
          game.id,
          'ended',
          undefined,
          announce(() => note),
        )
      : await bot.store.setStatus(game.id, 'ended', audit, { ...tell({ notes: [note], endedByHost: true }), result: duneResult });
  if (!ended.ok) return `❌ ${ended.error.message}`;
  bot.wake();
  return '✅ The game is ended.';
}
