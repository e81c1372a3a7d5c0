import { type DuneGameState, type FactionId, safeDefault } from '../../dune';
import { factionName } from '../../dune/data/factions';
import { publicView as racePublicView, type RaceSeat, type RaceState, raceSafeDefault, seatName, waitingFor as raceWaitingFor } from '../../race';
import type { GameRecord, SeatRecord } from '../../store/records';
import type { GameRegistry } from '../../store/registry';
import type { WriteOptions } from '../../store/store';
import { duneEnd } from '../act';
import { tell } from '../news/tell';
import { raceEnd } from '../race/result';
import { raceTell } from '../race/tell';
import { news as raceNews } from '../race/text';
import { clockWords } from '../text/clock';
import { seatClockWords } from '../text/seat-clock';
import { the } from '../text/factions';
import { capitalize } from '../text/grammar';
import { mentionedUsers, waitingLine } from '../waiting';
import type { ClockGame } from './clock';
import { duneDeciding } from './dune-clock';

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

function duneClock(): ClockGame {
  return {
    deciding: (state) => duneDeciding(state as DuneGameState),
    safeDefault: (state, seat, random) => safeDefault(state as DuneGameState, seat as FactionId, random),
    timedOut: (seat, chosen, away, named) => (named ? clockWords.timedOut(seat as FactionId, chosen.kind, chosen.label, away) : clockWords.secretTimedOut),
    tell: (note) => ({ ...tell({ notes: [note] }), ...duneEnd }) as unknown as WriteOptions<GameRegistry>,
    reminder: (loaded, _named, deadline, _quiet, key) => {
      const state = loaded.state as DuneGameState;
      const seats = loaded.seats as SeatRecord<FactionId>[];
      const line = waitingLine(state, seats);
      return line ? [post(loaded.game, key, clockWords.reminder(line, deadline), mentionedUsers(state, seats))] : [];
    },
    seatName: (seat) => the(seat as FactionId),
    moderatorsPing,
    backPost: (game, seat, key) => [post(game, key, seatClockWords.back(`<@${seat.userId}> (${factionName(seat.seat as FactionId)})`, false))],
  };
}

/** The race's clock: a timed-out turn is told like any turn (src/bot/race/tell.ts), its note first. */
function raceClock(): ClockGame {
  const userOf = (seats: readonly SeatRecord[], seat: string) => seats.find((s) => s.seat === seat)?.userId;
  return {
    deciding: (state) => raceWaitingFor(state as RaceState).map((seat) => ({ seat, long: false, named: true })),
    safeDefault: (state, seat) => {
      const action = raceSafeDefault(state as RaceState, seat as RaceSeat);
      return action ? { action, kind: action.do, label: action.do } : null;
    },
    timedOut: (seat, _chosen, away) => clockWords.raceTimedOut(seatName(seat as RaceSeat), away),
    tell: (note) => ({ ...raceTell({ notes: [note] }), ...raceEnd }) as unknown as WriteOptions<GameRegistry>,
    reminder: (loaded, named, deadline, _quiet, key) => {
      const seat = named[0]?.seat as RaceSeat | undefined;
      const userId = seat ? userOf(loaded.seats, seat) : undefined;
      if (!seat || !userId) return [];
      const line = raceNews.reminder(seat, userId, racePublicView(loaded.state as RaceState).round);
      return [post(loaded.game, key, clockWords.reminder(line, deadline), [userId])];
    },
    seatName: (seat) => capitalize(seatName(seat as RaceSeat)),
    moderatorsPing,
    backPost: (game, seat, key) => [post(game, key, seatClockWords.back(`<@${seat.userId}> (${seatName(seat.seat as RaceSeat)})`, false))],
  };
}

/** Every game type the bot hosts, as the clock meets it. */
export const clockGames = (): Record<string, ClockGame> => ({ dune: duneClock(), race: raceClock() });
