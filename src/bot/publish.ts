import { type DuneEvent, type DuneGameState, type FactionId, eventsFor, publicView } from '../dune';
import { factionName } from '../dune/data/factions';
import { withBoardPicture } from './board-picture';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { postToChannel, sendDm } from './deliver';
import { LIMITS, packLines } from './discord-limits';
import { dmLines } from './presenters/dm';
import { COLORS, layoutPosts, newsSections, phaseHeading, type Post } from './presenters/posts';
import { seatChange } from './presenters/seat-change';
import { mentionedUsers, waitingLine } from './waiting';

/** One change of a game's state, as the bot tells it. */
export interface Change {
  readonly game: DuneGame;
  readonly seats: readonly DuneSeat[];
  /** The state before; null when the game has just started (every secret is then new). */
  readonly before: DuneGameState | null;
  readonly after: DuneGameState;
  readonly events: readonly DuneEvent[];
  /** Lines the bot says first (a moderator's override, an undo). */
  readonly notes?: readonly string[];
}

/** "Turn 3 · Bidding": the phase a change happened in. */
const headingOf = (s: DuneGameState): string => {
  const view = publicView(s);
  return phaseHeading(view.turn, view.phaseTitle);
};

/** What one player learns privately from a change: their private events and their ledger, per phase. */
export const privateLines = (change: Change, f: FactionId): string[] => dmLines(seatChange(change, f));

/** A DM to one player: their faction, the channel of the game, and the lines. */
export function dmPosts(game: DuneGame, f: FactionId, lines: readonly string[]): Post[] {
  const footer = `Game in <#${game.channelId}>`;
  return packLines([...lines, '', footer], LIMITS.embedDescription).map((description, i) => ({
    embeds: [{ title: i === 0 ? `Dune · ${factionName(f)} · for your eyes only` : `Dune · ${factionName(f)} (continued)`, description, color: COLORS.secret }],
  }));
}

/**
 * The notice that a player's DMs could not be delivered. It names nothing secret, and it is posted
 * only with the news of a new phase (or of the game's start, when everyone gets DMs at once), never
 * right after the action whose DM failed: that timing would tell the table a private message was
 * just sent to that player (a gift, a deal offer).
 */
const dmNotice = (userIds: readonly string[]): string =>
  `📪 I could not DM ${userIds.map((id) => `<@${id}>`).join(', ')}: their DMs are closed. Nothing is lost: \`/hand\` shows each player what only they may know.`;

/**
 * Tells everybody what changed: the public news and whom the game waits for in the channel (with
 * mentions), and each player's secrets by DM. A change with no public news posts nothing in the
 * channel: a post after a private action would reveal when it happened. Returns the user ids whose
 * DMs could not be delivered, so the one who acted can be told in an ephemeral reply.
 */
export async function publish(bot: BotContext, change: Change): Promise<string[]> {
  const { game, seats, after } = change;
  const publicEvents = eventsFor(change.events, 'public');
  const sections = newsSections(publicEvents, headingOf(change.before ?? after));
  if (change.notes?.length) sections.unshift({ title: 'Moderator', lines: [...change.notes], color: COLORS.moderator });
  const newPhase = change.before === null || publicEvents.some((e) => e.type === 'phase-started');
  const notices = newPhase ? [...(bot.dmNotices.get(game.id) ?? [])] : [];
  if (notices.length) bot.dmNotices.delete(game.id);
  if (publicEvents.length > 0 || change.notes?.length || notices.length > 0) {
    const footer = [waitingLine(after, seats), notices.length ? dmNotice(notices) : null].filter(Boolean).join('\n');
    const ping = mentionedUsers(after, seats);
    await postToChannel(bot, game.channelId, withBoardPicture(bot, change, layoutPosts(sections, footer || undefined)), ping);
  }

  const undelivered: string[] = [];
  for (const seat of seats) {
    const lines = privateLines(change, seat.seat);
    if (lines.length === 0) continue;
    if (await sendDm(bot, seat.userId, dmPosts(game, seat.seat, lines))) bot.dmsClosed.delete(seat.userId);
    else undelivered.push(seat.userId);
  }
  for (const id of undelivered) {
    bot.missedDms.add(id);
    bot.dmsClosed.add(id);
  }
  if (undelivered.length > 0) {
    const pending = bot.dmNotices.get(game.id) ?? new Set<string>();
    for (const id of undelivered) pending.add(id);
    bot.dmNotices.set(game.id, pending);
    // At the start every player gets DMs at once: the notice can go out now without telling anything.
    if (change.before === null) {
      bot.dmNotices.delete(game.id);
      await postToChannel(bot, game.channelId, [{ content: dmNotice(undelivered), embeds: [] }]);
    }
  }
  return undelivered;
}
