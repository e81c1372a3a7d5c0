import { randomUUID } from 'node:crypto';
import { publicView, RACE_SEATS, type RaceSeat, waitingFor } from '../../race';
import type { BotContext } from '../context';
import type { Where } from '../where';
import type { RaceMessage } from './post';
import { lobbyRows } from './components';
import { raceResult } from './result';
import { raceTell } from './tell';
import { type RaceGame, type RaceSeatRecord, raceStore } from './store';
import { commands, lobby, news, seatedList, statusText } from './text';

/** The fewest and most players of a race (src/race: 2 to 4 seats). */
const PLAYERS = { min: 2, max: RACE_SEATS.length };

/** A line of the lobby's, said in the write's own transaction. */
const line = (content: string): RaceMessage => ({ content, components: [], ping: [] });

/** The live race of the channel with its seats, or the answer explaining there is none. */
export async function liveRace(bot: BotContext, channelId: string): Promise<{ game: RaceGame; seats: RaceSeatRecord[] } | string> {
  const store = raceStore(bot);
  const live = await store.findActiveGameByChannel(channelId);
  return (live && (await store.getGame(live.id))) ?? commands.noGame;
}

/** `/game create game: race`; `duneOptions` are the options given that only Dune takes (refused). */
export async function createRace(bot: BotContext, where: Where, decisionHours: number | null, duneOptions: readonly string[] = []): Promise<string> {
  if (!where.guildId) return lobby.notInServer;
  if (duneOptions.length) return lobby.duneOptions(duneOptions);
  const created = await raceStore(bot).createGame(
    {
      gameType: 'race',
      guildId: where.guildId,
      channelId: where.channelId,
      createdBy: where.userId,
      options: {},
      seed: bot.seed(),
      moderatorRoleId: bot.config.moderatorRoleId,
      clock: { decisionMinutes: decisionHours !== null ? decisionHours * 60 : bot.config.decisionMinutes },
    },
    raceTell({
      posts: ({ game }) => [{ content: lobby.created(where.userId, PLAYERS, game.clock.decisionMinutes / 60), components: lobbyRows(game.id), ping: [] }],
    }),
  );
  if (!created.ok) return `❌ ${created.error.message}`;
  bot.wake();
  return lobby.createdAnswer;
}

/** Seats the user in `wanted`, or in the first free colour when null (`/game join`). */
export async function joinRace(bot: BotContext, where: Where, wanted: RaceSeat | null): Promise<string> {
  const found = await liveRace(bot, where.channelId);
  if (typeof found === 'string') return found;
  const { game, seats } = found;
  if (game.status !== 'lobby') return lobby.notLobby;
  const own = seats.find((s) => s.userId === where.userId);
  if (own) return lobby.alreadySeated(own.seat);
  const free = RACE_SEATS.filter((seat) => !seats.some((s) => s.seat === seat));
  const seat = wanted ?? free[0];
  if (!seat) return lobby.full;
  if (!free.includes(seat)) return lobby.taken(seat, free);
  const seated = await raceStore(bot).seat(
    game.id,
    seat,
    where.userId,
    raceTell({ posts: ({ seats }) => [line(lobby.joined(where.userId, seat, seatedList(seats)))] }),
  );
  if (!seated.ok) return `❌ ${seated.error.message}`;
  bot.wake();
  return lobby.joinedAnswer(seat);
}

export async function leaveRace(bot: BotContext, where: Where): Promise<string> {
  const found = await liveRace(bot, where.channelId);
  if (typeof found === 'string') return found;
  const own = found.seats.find((s) => s.userId === where.userId);
  if (!own) return lobby.notSeated;
  const left = await raceStore(bot).unseat(
    found.game.id,
    own.seat,
    raceTell({ posts: ({ seats }) => [line(lobby.left(where.userId, own.seat, seatedList(seats)))] }),
  );
  if (!left.ok) return `❌ ${left.error.message}`;
  bot.wake();
  return lobby.leftAnswer;
}

/** A race has no seat handover, so its host is always its creator. */
const refusal = (game: RaceGame, where: Where, what: string): string | null =>
  where.moderator || game.createdBy === where.userId ? null : lobby.onlyHost(game.createdBy, what);

export async function startRace(bot: BotContext, where: Where): Promise<string> {
  const found = await liveRace(bot, where.channelId);
  if (typeof found === 'string') return found;
  const { game } = found;
  const refused = refusal(game, where, 'start');
  if (refused) return refused;
  const started = await raceStore(bot).startGame(game.id, raceTell());
  if (!started.ok) return `❌ ${started.error.message}`;
  bot.wake();
  return lobby.started;
}

export async function raceStatus(bot: BotContext, channelId: string): Promise<string> {
  const found = await liveRace(bot, channelId);
  if (typeof found === 'string') return found;
  const { game, seats } = found;
  if (game.status === 'lobby') return lobby.waiting(seatedList(seats));
  const loaded = await raceStore(bot).load(game.id);
  if (!loaded.ok) return `❌ ${loaded.error.message}`;
  return statusText(publicView(loaded.value.state), seats, game.status === 'paused');
}

export async function endRace(bot: BotContext, where: Where): Promise<string> {
  const found = await liveRace(bot, where.channelId);
  if (typeof found === 'string') return found;
  const refused = refusal(found.game, where, 'end');
  if (refused) return refused;
  const ended = await raceStore(bot).setStatus(found.game.id, 'ended', undefined, { ...raceTell({ notes: [lobby.ended(where.userId)] }), result: raceResult });
  if (!ended.ok) return `❌ ${ended.error.message}`;
  bot.wake();
  return lobby.endedAnswer;
}

/**
 * Pings the player whose turn it is and records the reminder, so the next automatic one waits a
 * full interval. `say` words it (a reminder, a nudge).
 */
async function remindRace(
  bot: BotContext,
  gameId: string,
  say: (seat: RaceSeat, userId: string, round: number) => string,
  at: Date = bot.now(),
): Promise<string> {
  const store = raceStore(bot);
  const loaded = await store.load(gameId);
  if (!loaded.ok) return `❌ ${loaded.error.message}`;
  const { game, seats, state } = loaded.value;
  if (game.status !== 'active') return commands.nobodyWaited(game.status);
  const seat = waitingFor(state)[0];
  const userId = seats.find((s) => s.seat === seat)?.userId;
  if (!seat || !userId) return commands.nobodyWaited(game.status);
  // Queued behind the race's news, so the ping never overtakes the turn it is about.
  const queued = await store.enqueue(game.id, [
    {
      key: `nudge:${at.toISOString()}:${randomUUID().slice(0, 8)}`,
      kind: 'post',
      target: game.channelId,
      payload: { content: say(seat, userId, publicView(state).round), ping: [userId] },
    },
  ]);
  if (!queued.ok) return `❌ ${queued.error.message}`;
  bot.wake();
  const marked = await store.markReminded(game.id, at);
  if (!marked.ok) bot.log.warn(`Reminder for race ${game.id} not recorded: ${marked.error.message}`);
  return commands.nudged;
}

/** `/game nudge` in a race: a player or a moderator pings the player whose turn it is, once per cooldown. */
export async function nudgeRace(bot: BotContext, where: Where): Promise<string> {
  const found = await liveRace(bot, where.channelId);
  if (typeof found === 'string') return found;
  const { game, seats } = found;
  const seat = seats.find((s) => s.userId === where.userId);
  if (!seat && !where.moderator) return commands.nudgeOnly;
  const key = `${game.id}:${seat?.seat ?? `moderator:${where.userId}`}`;
  const last = bot.nudges.get(key);
  if (last && last.getTime() + bot.config.nudgeCooldownMinutes * 60_000 > bot.now().getTime()) return commands.nudgeCooldown;
  const answer = await remindRace(bot, game.id, (s, u) => news.nudge(where.userId, s, u));
  if (answer === commands.nudged) bot.nudges.set(key, bot.now());
  return answer;
}
