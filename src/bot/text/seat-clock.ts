import { discordTime } from '../discord-time';
import { count } from './grammar';

/**
 * The clock's words that name no game's pieces (holds, time away, moderators' switches): shared by
 * Dune and the race, which name their seats themselves.
 */
export const seatClockWords = {
  held: (by: string, reason: string, left: number): string =>
    `⏸️ ${by} asked for a hold: “${reason}”. Every clock of the game stops until they or a moderator release it with \`/game release\`. (${count(left, 'hold')} left to the players.)`,
  released: (by: string, minutes: number): string => `▶️ ${by} released the hold; the clocks run again, every deadline ${count(minutes, 'minute')} later.`,
  holdShown: (reason: string): string => `⏸️ On hold: “${reason}”.`,
  away: (who: string, until: Date): string =>
    `🏖️ ${who} is away until ${discordTime(until.toISOString(), 'f')}: meanwhile the clock takes the safe default of each of their decisions at once. \`/game back\` ends it early.`,
  back: (who: string, early: boolean): string => `👋 ${who} is back${early ? '' : ' (their time away is over)'}: their decisions wait for them again.`,
  extended: (by: string, hours: number): string => `⏳ <@${by}> gave the players the game waits for ${count(hours, 'more hour')} to decide.`,
  defaults: (by: string, on: boolean): string =>
    on
      ? `⏰ <@${by}> turned the safe defaults on: a decision not made by its deadline is made by the clock.`
      : `⏰ <@${by}> turned the safe defaults off: when a deadline passes the moderators are pinged instead.`,
};

/** The clock's answers to whoever asks (`/game away`, `back`, `hold`, `release`; `/mod extend`, `deadlines`), and its refusals. */
export const seatClockAnswers = {
  notStarted: 'The game has not started: its clock starts with it.',
  stopped: (status: string): string => `The game is ${status}: its clock is stopped.`,
  badDate: (input: string): string => `\`until\` is a date like \`2026-12-24\` (UTC) or a number of days, like \`3\`; "${input}" is neither.`,
  past: (input: string): string => `${input} is already past: give a later date.`,
  tooLong: (days: number): string => `You can be away for ${days} days at most; for longer, ask a moderator to hand your seat over (\`/mod replace-player\`).`,
  /** The clock's name for a seat, "<@id> (Atreides)", with the seat's name in its game's words. */
  seat: (userId: string, seatName: string): string => `<@${userId}> (${seatName})`,
  moderator: (userId: string): string => `Moderator <@${userId}>`,
  awayNotSeated: 'Only a player of this game can mark their seat away.',
  away: '✅ You are away; `/game back` when you return.',
  backNotSeated: 'Only a player of this game can come back to it.',
  notAway: 'You are not away.',
  back: '✅ Welcome back.',
  holdWhy: '❌ Say why you ask for a hold: the table sees the reason.',
  holdNotSeated: 'Only the players of this game (and moderators) can ask for a hold.',
  alreadyHeld: (reason: string): string => `The game is already on hold: “${reason}”.`,
  noHoldsLeft: (holds: number): string => `This game's players have used all ${holds} of its holds; a moderator can still hold it.`,
  held: '✅ The game is on hold; `/game release` starts the clocks again.',
  notHeld: 'The game is not on hold.',
  notYourHold: 'Only the player who asked for the hold, or a moderator, can release it.',
  released: '✅ Released: the clocks run again.',
  badHours: (max: number): string => `❌ Extend by a whole number of hours from 1 to ${max}.`,
  nothingToExtend: 'The game waits for nobody: there is no deadline to extend.',
  extended: (hours: number): string => `✅ Deadlines extended by ${hours} h.`,
  defaultsAlready: (on: boolean): string => `The safe defaults are already ${on ? 'on' : 'off'}.`,
  defaults: (on: boolean): string => `✅ Safe defaults ${on ? 'on' : 'off'}.`,
};
