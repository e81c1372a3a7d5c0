import { FACTION_IDS, factionName } from '../dune/data/factions';
import { type Asker, findGame } from './live-game';
import { NO_GAME_HERE } from './text/live-game';
import { type FactionId, type GameOptions, publicView, resolveOptions, type Variant } from '../dune';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { postToChannel } from './deliver';
import { truncate, LIMITS } from './discord-limits';
import { list } from './text/grammar';
import { publish } from './publish';
import { hostOf } from './host';
import { waitingLine } from './waiting';

/** Where a `/game` command was used, and by whom. */
export interface Where {
  readonly guildId: string | null;
  readonly channelId: string;
  readonly userId: string;
  /** Whether the user may moderate (Manage Server or the moderator role). */
  readonly moderator: boolean;
}

export interface CreateChoices {
  readonly turns?: number;
  readonly rules?: GameOptions['rules'];
  readonly variants?: readonly Variant[];
  readonly reminderHours?: number;
}

const seatList = (seats: readonly DuneSeat[]): string => list(seats.map((s) => `${factionName(s.seat)} <@${s.userId}>`));

async function announce(bot: BotContext, channelId: string, content: string, ping: readonly string[] = []): Promise<void> {
  await postToChannel(bot, channelId, [{ content: truncate(content, LIMITS.content), embeds: [] }], ping);
}

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
  const created = await bot.store.createGame({
    gameType: 'dune',
    guildId: where.guildId,
    channelId: where.channelId,
    createdBy: where.userId,
    // Seats around the board are drawn from the seed, as players draw positions at the table.
    options: { ...chosen, seating: 'random' },
    seed: bot.seed(),
    reminderIntervalMinutes: choices.reminderHours !== undefined ? Math.round(choices.reminderHours * 60) : bot.config.reminderIntervalMinutes,
    moderatorRoleId: bot.config.moderatorRoleId,
  });
  if (!created.ok) return `❌ ${created.error.message}`;
  const variants = options.variants.length ? `, variants: ${options.variants.join(', ')}` : '';
  await announce(
    bot,
    where.channelId,
    `🏜️ <@${where.userId}> set up a game of Dune here: ${options.rules} rules, ${options.turns} turns${variants}; reminders every ${created.value.reminderIntervalMinutes / 60} h. ` +
      'Take a seat with `/game join` (2 to 6 players), then `/game start`.',
  );
  return `✅ Game created. Players join with \`/game join\`; you (or a moderator) start it with \`/game start\`.`;
}

export async function joinGame(bot: BotContext, where: Where, wanted: FactionId | 'random'): Promise<string> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const { game, seats } = found;
  if (game.status !== 'lobby') return `The game here has already started. A moderator can hand you a seat with \`/mod replace-player\`.`;
  const free = FACTION_IDS.filter((f) => !seats.some((s) => s.seat === f));
  if (free.length === 0) return 'All six factions are taken.';
  const faction = wanted === 'random' ? (free[bot.pick(free.length)] as FactionId) : wanted;
  const seated = await bot.store.seat(game.id, faction, where.userId);
  if (!seated.ok) return `❌ ${seated.error.message} Free factions: ${list(free.map(factionName))}.`;
  await announce(bot, where.channelId, `🪑 <@${where.userId}> joins as the ${factionName(faction)}. Seated: ${seatList(seated.value)}.`);
  return `✅ You play the ${factionName(faction)}.`;
}

export async function leaveGame(bot: BotContext, where: Where): Promise<string> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const own = found.seats.find((s) => s.userId === where.userId);
  if (!own) return 'You have no seat in this game.';
  const left = await bot.store.unseat(found.game.id, own.seat);
  if (!left.ok) return `❌ ${left.error.message}`;
  await announce(bot, where.channelId, `🚪 <@${where.userId}> leaves the ${factionName(own.seat)}. Seated: ${seatList(left.value)}.`);
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
  const { game, seats } = found;
  const refusal = await managementRefusal(bot, game, where, 'start');
  if (refusal) return refusal;
  return bot.queue.run(game.id, async () => {
    const started = await bot.store.startGame(game.id);
    if (!started.ok) return `❌ ${started.error.message}`;
    await publish(bot, { game: { ...game, status: 'active' }, seats, before: null, after: started.value.state, events: started.value.events });
    return '✅ The game has started. Every player got their secrets by DM (or can see them with `/hand`).';
  });
}

export async function gameStatus(bot: BotContext, where: Asker): Promise<string> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const { game, seats } = found;
  if (game.status === 'lobby') {
    return `Game ${game.id} is waiting for players. Seated: ${seats.length ? seatList(seats) : 'nobody'}. Join with \`/game join\`; start with \`/game start\`.`;
  }
  const loaded = await bot.store.load(game.id);
  if (!loaded.ok) return `❌ ${loaded.error.message}`;
  const s = loaded.value.state;
  const view = publicView(s);
  const lines = [
    `**Turn ${view.turn} of ${view.turns} · ${view.phaseTitle}**${game.status === 'paused' ? ' · ⏸️ paused' : ''}`,
    `Storm in sector ${view.storm}; storm order: ${list(view.stormOrder.map(factionName))}.`,
    `Seats: ${seatList(seats)}.`,
    ...(view.alliances.length ? [`Alliances: ${list(view.alliances.map((a) => `${factionName(a[0])} + ${factionName(a[1])}`))}.`] : []),
    waitingLine(s, seats) ?? view.expecting,
  ];
  return lines.join('\n');
}

export async function endGame(bot: BotContext, where: Where): Promise<string> {
  const found = await liveGame(bot, where);
  if (typeof found === 'string') return found;
  const { game } = found;
  const refusal = await managementRefusal(bot, game, where, 'end');
  if (refusal) return refusal;
  const ended = await bot.queue.run(game.id, () => bot.store.setStatus(game.id, 'ended'));
  if (!ended.ok) return `❌ ${ended.error.message}`;
  await announce(bot, where.channelId, `🛑 <@${where.userId}> ended the game; this channel is free for a new game.`);
  return '✅ The game is ended.';
}
