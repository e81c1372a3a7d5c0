import { err, ok, type Result } from '../../engine/result';
import type { GameRecord, SeatRecord } from '../../store/records';
import type { GameRegistry } from '../../store/registry';
import type { ClockChange, ClockWrite, LoadedGame, Store } from '../../store/store';
import type { BotContext } from '../context';
import { findGame } from '../live-game';
import { seatClockAnswers, seatClockWords } from '../text/seat-clock';
import type { Where } from '../where';

/** Holds a game's players may ask for, all together (a moderator's holds do not count). */
export const HOLDS_PER_GAME = 3;
/** The longest time away one `/game away` sets. */
const MAX_AWAY_DAYS = 60;
/** The most hours one `/mod extend` adds. */
export const MAX_EXTEND_HOURS = 168;

/** Clock changes touch a game of any type, seen without its rules. */
const store = (bot: BotContext): Store<GameRegistry> => bot.stores.all;

/** "<@id> (Atreides)", "<@id> (🔵 Blue)": a seat as the channel names it, in its game's words (each game's commands give theirs). */
export type SeatNamer = (seat: string) => string;

const post = (game: GameRecord, key: string, content: string) => ({ key, kind: 'post', target: game.channelId, payload: { content, ping: [] } });

/**
 * A change of the channel's game clock, judged on the game as it is in the database (in the store's queue,
 * version-checked like every write), announced in the channel with it, and kept in the log as an
 * audit entry. Returns the answer for whoever asked.
 */
async function change(
  bot: BotContext,
  where: Where,
  judge: (
    loaded: LoadedGame<GameRegistry>,
    seat: SeatRecord | undefined,
  ) => Result<{ change: ClockChange; away?: ClockWrite<GameRegistry>['away']; what: string; said: string; done: string }>,
): Promise<string> {
  const found = await findGame(bot, where);
  if (typeof found === 'string') return found;
  if (found.status === 'lobby') return seatClockAnswers.notStarted;
  let answer = '';
  const written = await store(bot).clockWrite(found.id, (loaded) => {
    if (loaded.game.status !== 'active') return err('game-not-active', seatClockAnswers.stopped(loaded.game.status));
    const judged = judge(
      loaded,
      loaded.seats.find((s) => s.userId === where.userId),
    );
    if (!judged.ok) return judged;
    const { said, done, what, ...rest } = judged.value;
    answer = done;
    const seq = loaded.seq + 1;
    return ok({
      ...rest,
      audit: { actor: { kind: 'system' }, userId: where.userId, reason: said, note: { what } },
      messages: [post(loaded.game, `${seq}:clock:${what}`, said)],
    });
  });
  if (!written.ok) return `❌ ${written.error.message}`;
  bot.wake();
  return answer;
}

/** "2026-12-24" (the end of that day, UTC) or a number of days from now. */
function parseUntil(input: string, now: Date): Result<Date> {
  const text = input.trim();
  const days = /^\d{1,3}$/.test(text) ? Number(text) : null;
  const dated = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const until = days !== null ? new Date(now.getTime() + days * 86_400_000) : dated ? new Date(`${text}T23:59:59Z`) : null;
  if (!until || Number.isNaN(until.getTime()) || (dated && until.toISOString().slice(0, 10) !== text)) return err('bad-date', seatClockAnswers.badDate(input));
  if (until <= now) return err('bad-date', seatClockAnswers.past(input));
  if (until.getTime() - now.getTime() > MAX_AWAY_DAYS * 86_400_000) return err('bad-date', seatClockAnswers.tooLong(MAX_AWAY_DAYS));
  return ok(until);
}

/** `/game away until:<date>`: the seat's decisions take the safe default at once until then. */
export function away(bot: BotContext, where: Where, name: SeatNamer, untilText: string): Promise<string> {
  const until = parseUntil(untilText, bot.now());
  if (!until.ok) return Promise.resolve(`❌ ${until.error.message}`);
  return change(bot, where, (_loaded, seat) => {
    if (!seat) return err('not-seated', seatClockAnswers.awayNotSeated);
    return ok({
      change: {},
      away: { seat: seat.seat, until: until.value },
      what: 'away',
      said: seatClockWords.away(seatClockAnswers.seat(seat.userId, name(seat.seat)), until.value),
      done: seatClockAnswers.away,
    });
  });
}

/** `/game back`: the seat's decisions wait for its player again. */
export function back(bot: BotContext, where: Where, name: SeatNamer): Promise<string> {
  return change(bot, where, (_loaded, seat) => {
    if (!seat) return err('not-seated', seatClockAnswers.backNotSeated);
    if (!seat.awayUntil || seat.awayUntil <= bot.now()) return err('not-away', seatClockAnswers.notAway);
    return ok({
      change: {},
      away: { seat: seat.seat, until: null },
      what: 'back',
      said: seatClockWords.back(seatClockAnswers.seat(seat.userId, name(seat.seat)), true),
      done: seatClockAnswers.back,
    });
  });
}

/** `/game hold reason:<why>`: every clock of the game stops until it is released. */
export function hold(bot: BotContext, where: Where, name: SeatNamer, reason: string): Promise<string> {
  const why = reason.trim();
  if (!why) return Promise.resolve(seatClockAnswers.holdWhy);
  return change(bot, where, ({ game }, seat) => {
    if (!seat && !where.moderator) return err('not-seated', seatClockAnswers.holdNotSeated);
    if (game.clock.hold) return err('already-held', seatClockAnswers.alreadyHeld(game.clock.hold.reason));
    const counted = seat !== undefined;
    if (counted && game.clock.holdsUsed >= HOLDS_PER_GAME) return err('no-holds-left', seatClockAnswers.noHoldsLeft(HOLDS_PER_GAME));
    const by = seat ? seatClockAnswers.seat(seat.userId, name(seat.seat)) : seatClockAnswers.moderator(where.userId);
    const used = game.clock.holdsUsed + (counted ? 1 : 0);
    return ok({
      change: { heldAt: bot.now(), heldBy: seat ? seat.seat : `moderator:${where.userId}`, holdReason: why, holdsUsed: used },
      what: 'hold',
      said: seatClockWords.held(by, why, HOLDS_PER_GAME - used),
      done: seatClockAnswers.held,
    });
  });
}

/** `/game release`: the clocks run again, every deadline of the wait later by the time the hold lasted. */
export function release(bot: BotContext, where: Where, name: SeatNamer): Promise<string> {
  return change(bot, where, ({ game }, seat) => {
    const held = game.clock.hold;
    if (!held) return err('not-held', seatClockAnswers.notHeld);
    if (!where.moderator && seat?.seat !== held.by) return err('not-yours', seatClockAnswers.notYourHold);
    const minutes = Math.max(0, Math.ceil((bot.now().getTime() - held.at.getTime()) / 60_000));
    return ok({
      change: { heldAt: null, heldBy: null, holdReason: null, deadlineExtraMinutes: game.clock.extraMinutes + minutes },
      what: 'release',
      said: seatClockWords.released(seat ? seatClockAnswers.seat(seat.userId, name(seat.seat)) : seatClockAnswers.moderator(where.userId), minutes),
      done: seatClockAnswers.released,
    });
  });
}

/** `/mod extend hours:<n>`: the current wait's deadlines move later. */
export function extend(bot: BotContext, where: Where, hours: number): Promise<string> {
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_EXTEND_HOURS) return Promise.resolve(seatClockAnswers.badHours(MAX_EXTEND_HOURS));
  return change(bot, where, ({ game }) => {
    if (!game.clock.waitStartedAt) return err('nothing-waited', seatClockAnswers.nothingToExtend);
    return ok({
      change: { deadlineExtraMinutes: game.clock.extraMinutes + hours * 60, deadlineReminders: 0 },
      what: 'extend',
      said: seatClockWords.extended(where.userId, hours),
      done: seatClockAnswers.extended(hours),
    });
  });
}

/** `/mod deadlines defaults:on|off`. */
export function setDefaults(bot: BotContext, where: Where, on: boolean): Promise<string> {
  return change(bot, where, ({ game }) => {
    if (game.clock.safeDefaults === on) return err('unchanged', seatClockAnswers.defaultsAlready(on));
    return ok({
      change: { safeDefaults: on },
      what: 'defaults',
      said: seatClockWords.defaults(where.userId, on),
      done: seatClockAnswers.defaults(on),
    });
  });
}
