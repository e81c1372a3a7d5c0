import { type Asker, findGame } from './live-game';
import { NO_GAME_HERE } from './text/live-game';
import { EXPANSION_PRESETS, type ExpansionPreset, type FactionId, type GameOptions, publicView, resolveOptions, type Variant } from '../dune';
import { FACTION_IDS } from '../dune/data/factions';
import { parseExpansionOptions } from './expansion-choice';
import { expansionWords } from './text/expansion';
import type { BotContext, DuneGame, DuneSeat, GAMES } from './context';
import type { Change } from '../store/outbox';
import type { WriteOptions } from '../store/store';
import { randomUUID } from 'node:crypto';
import type { Reply } from './command';
import { truncate, LIMITS } from './discord-limits';
import { hostOf } from './host';
import type { NewsMemory } from './news/render';
import { statusEmbed } from './news/status';
import { duneDeadlines } from './clock/dune-clock';
import { tell } from './news/tell';
import { duneResult } from './stats/dune-result';
import { parseQuietHours } from './quiet-hours';
import { clockWords } from './text/clock';
import { gameWords } from './text/game';
import type { Where } from './where';

export type { Where };

type DuneOnly = Pick<typeof GAMES, 'dune'>;

export interface CreateChoices {
  readonly turns?: number;
  readonly rules?: GameOptions['rules'];
  readonly variants?: readonly Variant[];
  /** The expansion's components: none (the default), or the reference's recommended options. */
  readonly expansion?: ExpansionPreset;
  /** Expansion options typed one by one over the preset: "sandtrout=off, hmsSpice=per-step". */
  readonly expansionOptions?: string;
  /** How long a decision may take, and a battle plan (docs/deadlines.md). */
  readonly decisionHours?: number;
  readonly planHours?: number;
  /** "22-7": hours (UTC) without pings or reminders. */
  readonly quietHours?: string;
}

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
  if (!where.guildId) return gameWords.notInServer;
  const typed = parseExpansionOptions(choices.expansionOptions ?? '');
  if (!typed.ok) return `❌ ${typed.message}`;
  const preset = choices.expansion ?? 'base';
  const chosen: Partial<GameOptions> = {
    ...(choices.turns !== undefined ? { turns: choices.turns } : {}),
    ...(choices.rules ? { rules: choices.rules } : {}),
    ...(choices.variants ? { variants: choices.variants } : {}),
    ...EXPANSION_PRESETS[preset],
    ...typed.value,
  };
  const resolved = resolveOptions(chosen);
  if (!resolved.ok) return `❌ ${resolved.error.message}`;
  const options = resolved.value;
  const quiet = choices.quietHours === undefined ? null : parseQuietHours(choices.quietHours);
  if (quiet && !quiet.ok) return `❌ ${quiet.error.message}`;
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
    announce(({ game }) =>
      gameWords.created(
        where.userId,
        options,
        clockWords.created(game.clock.decisionMinutes / 60, game.clock.longDecisionMinutes / 60, quiet?.value ?? null),
        expansionWords.inLobby(
          preset,
          Object.entries(typed.value).map(([k, v]) => `${k}=${String(v)}`),
        ),
      ),
    ),
  );
  if (!created.ok) return `❌ ${created.error.message}`;
  bot.wake();
  return gameWords.createdAnswer;
}

export async function joinGame(bot: BotContext, where: Where, wanted: FactionId | 'random'): Promise<string> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const { game, seats } = found;
  if (game.status !== 'lobby') return gameWords.alreadyStarted;
  const free = FACTION_IDS.filter((f) => !seats.some((s) => s.seat === f));
  if (free.length === 0) return gameWords.allTaken;
  const faction = wanted === 'random' ? (free[bot.pick(free.length)] as FactionId) : wanted;
  const seated = await bot.store.seat(
    game.id,
    faction,
    where.userId,
    announce(({ seats }) => gameWords.joins(where.userId, faction, seats)),
  );
  if (!seated.ok) return gameWords.notJoined(seated.error.message, free);
  bot.wake();
  return gameWords.joined(faction);
}

export async function leaveGame(bot: BotContext, where: Where): Promise<string> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const own = found.seats.find((s) => s.userId === where.userId);
  if (!own) return gameWords.noSeat;
  const left = await bot.store.unseat(
    found.game.id,
    own.seat,
    announce(({ seats }) => gameWords.leaves(where.userId, own.seat, seats)),
  );
  if (!left.ok) return `❌ ${left.error.message}`;
  bot.wake();
  return gameWords.left;
}

/** Null when the user may manage the game (its host, or a moderator); otherwise the refusal. */
async function managementRefusal(bot: BotContext, game: DuneGame, where: Where, what: 'start' | 'end'): Promise<string | null> {
  if (where.moderator) return null;
  const host = await hostOf(bot, game);
  return host === where.userId ? null : gameWords.notHost(host, what);
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
  return gameWords.started;
}

/** `/game status`: the same embed as the pinned live status message, from the public view. */
export async function gameStatus(bot: BotContext, where: Asker): Promise<Reply> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const { game, seats } = found;
  if (game.status === 'lobby') {
    return gameWords.lobby(game.id, seats);
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
  const note = gameWords.ended(where.userId);
  const audit = { actor: { kind: 'system' as const }, userId: where.userId, reason: gameWords.endedReason };
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
  return gameWords.endedAnswer;
}
