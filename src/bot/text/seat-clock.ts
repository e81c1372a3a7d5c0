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
