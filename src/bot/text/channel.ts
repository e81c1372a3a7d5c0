import type { FactionId } from '../../dune';
import { factionName } from '../../dune/data/factions';
import { list } from './grammar';

/** The channel news's own words, around the events' sentences (docs/bot.md, "One post per action"). */
export const channelWords = {
  /**
   * "⏳ Waiting for @alice (Atreides). Bidding on card 2 of 6: …", or after another opening ("Whose
   * move:"); the phase's words alone when it names nobody.
   */
  waiting: (who: readonly string[], expecting: string, opening = '⏳ Waiting for'): string =>
    who.length ? `${opening} ${list(who)}. ${expecting}` : `⏳ ${expecting}`,
  /** The opening of the waiting line under a refusal of a move out of turn. */
  whoseMove: 'Whose move:',
  /** A seat as the channel names it: "@alice (Atreides)", which notifies alice; the faction alone when nobody sits there. */
  seat: (userId: string | null | undefined, f: FactionId): string => (userId ? `<@${userId}> (${factionName(f)})` : factionName(f)),
  /** The short post that pings the newly awaited when no new post carries the mention. */
  ping: (who: readonly string[], expecting: string): string => `🔔 ${list(who)}: ${expecting}`,
  /** Players whose DMs failed: it names nothing secret, only that DMs were closed. */
  dmNotice: (userIds: readonly string[]): string =>
    `📪 I could not DM ${list(userIds.map((id) => `<@${id}>`))}: their DMs are closed. Nothing is lost: \`/hand\` shows each player what only they may know.`,
  /** The title over a moderator's note (an override, an undo, a pause). */
  moderator: 'Moderator',
  /** A section's post that grew too long goes on in another. */
  continued: (title: string): string => `${title} (continued)`,
};
