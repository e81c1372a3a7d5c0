import { safeDefault } from '../../dune';
import { factionName } from '../../dune/data/factions';
import { publicView as racePublicView, raceSafeDefault, seatName, waitingFor as raceWaitingFor } from '../../race';
import type { GameRecord, SeatRecord } from '../../store/records';
import { duneEnd } from '../act';
import type { BotContext, GAMES } from '../context';
import { tell } from '../news/tell';
import { raceEnd } from '../race/result';
import { raceTell } from '../race/tell';
import { news as raceNews } from '../race/text';
import { clockWords } from '../text/clock';
import { seatClockWords } from '../text/seat-clock';
import { the } from '../text/factions';
import { capitalize } from '../text/grammar';
import { mentionedUsers, waitingLine } from '../waiting';
import { type ClockGame, type TypedClock, typedClock } from './clock';
import { duneDeciding } from './dune-clock';

type DuneOnly = Pick<typeof GAMES, 'dune'>;
type RaceOnly = Pick<typeof GAMES, 'race'>;

const post = (game: GameRecord, key: string, content: string, ping: readonly string[] = [], pingRoles: readonly string[] = []) => ({
  key,
  kind: 'post',
  target: game.channelId,
  payload: { content, ping, ...(pingRoles.length ? { pingRoles } : {}) },
});

/** The moderators' role (when the server has one) and the host are pinged when a deadline passes with the defaults off. */
const moderatorsPing = (game: GameRecord, names: readonly string[], deadline: Date, key: string) => [
  post(
    game,
    key,
    `${clockWords.moderatorsPinged(game.moderatorRoleId, names, deadline)} <@${game.createdBy}>`,
    [game.createdBy],
    game.moderatorRoleId ? [game.moderatorRoleId] : [],
  ),
];

function duneClock(): ClockGame<DuneOnly> {
  return {
    deciding: (state) => duneDeciding(state),
    safeDefault: (state, seat, random) => safeDefault(state, seat, random),
    timedOut: (seat, chosen, away, named) => (named ? clockWords.timedOut(seat, chosen.kind, chosen.label, away) : clockWords.secretTimedOut),
    tell: (note) => ({ ...tell({ notes: [note] }), ...duneEnd }),
    reminder: (loaded, _named, deadline, _quiet, key) => {
      const line = waitingLine(loaded.state, loaded.seats);
      return line ? [post(loaded.game, key, clockWords.reminder(line, deadline), mentionedUsers(loaded.state, loaded.seats))] : [];
    },
    seatName: (seat) => the(seat),
    moderatorsPing,
    backPost: (game, seat, key) => [post(game, key, seatClockWords.back(`<@${seat.userId}> (${factionName(seat.seat)})`, false))],
  };
}

/** The race's clock: a timed-out turn is told like any turn (src/bot/race/tell.ts), its note first. */
function raceClock(): ClockGame<RaceOnly> {
  const userOf = (seats: readonly SeatRecord[], seat: string) => seats.find((s) => s.seat === seat)?.userId;
  return {
    deciding: (state) => raceWaitingFor(state).map((seat) => ({ seat, long: false, named: true })),
    safeDefault: (state, seat) => {
      const action = raceSafeDefault(state, seat);
      return action ? { action, kind: action.do, label: action.do } : null;
    },
    timedOut: (seat, _chosen, away) => clockWords.raceTimedOut(seatName(seat), away),
    tell: (note) => ({ ...raceTell({ notes: [note] }), ...raceEnd }),
    reminder: (loaded, named, deadline, _quiet, key) => {
      const seat = named[0]?.seat;
      const userId = seat ? userOf(loaded.seats, seat) : undefined;
      if (!seat || !userId) return [];
      const line = raceNews.reminder(seat, userId, racePublicView(loaded.state).round);
      return [post(loaded.game, key, clockWords.reminder(line, deadline), [userId])];
    },
    seatName: (seat) => capitalize(seatName(seat)),
    moderatorsPing,
    backPost: (game, seat, key) => [post(game, key, seatClockWords.back(`<@${seat.userId}> (${seatName(seat.seat)})`, false))],
  };
}

/** Every game type the bot hosts, as the clock meets it. */
export const clockGames = (stores: BotContext['stores']): Record<keyof typeof GAMES, TypedClock> => ({
  dune: typedClock(stores.dune, duneClock()),
  race: typedClock(stores.race, raceClock()),
});
