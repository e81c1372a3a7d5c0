import { discordTime } from '../discord-time';

/** The words of reminders and `/game nudge`: the post, the answers, and the pause when the channel is lost. */
export const reminderWords = {
  /** Under the waiting line: since when, and the deadline when there is one. */
  waitingSince: (since: Date, deadline: string | null): string => `Waiting since ${discordTime(since.toISOString())}.${deadline ? ` ${deadline}` : ''}`,
  /** The opening of a nudge's waiting line. */
  nudges: (userId: string): string => `👋 <@${userId}> nudges`,
  nobodyWaited: (status: string): string => `The game is ${status}: nobody is waited for.`,
  waitingForNobody: 'The game is waiting for nobody right now.',
  reminded: (quiet: boolean): string => (quiet ? '✅ Reminded (quietly: it is the game’s quiet hours, so nobody was pinged).' : '✅ Reminded.'),
  notSeated: 'Only the players of this game (and moderators) can nudge it.',
  tooSoon: (last: Date, next: Date): string =>
    `⏳ You nudged this game ${discordTime(last.toISOString())}; you can nudge again ${discordTime(next.toISOString())}.`,
  /** Why the game's news is held back when its channel is lost, as `/mod status` shows it. */
  channelLost: (channelId: string): string => `the bot can no longer post in channel ${channelId}`,
  pausedChannelLost: '⏸️ The game was paused: I could not post in this channel. A moderator resumes it with `/mod resume`.',
};
