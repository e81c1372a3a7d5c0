import { factionName } from '../dune/data/factions';
import type { DuneEvent } from '../dune/events';
import { PHASE_MODULES } from '../dune/phases';
import type { DuneState, FactionId } from '../dune/state';
import { privateView } from '../dune/views';
import { withBoardPicture } from './board-picture';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { postToChannel, sendDm } from './deliver';
import { LIMITS, packLines } from './discord-limits';
import { presentEvent } from './presenters/events';
import { COLORS, layoutPosts, newsSections, phaseHeading, type Post } from './presenters/posts';
import { changedSecrets, factLines } from './presenters/secrets';
import { mentionedUsers, waitingLine } from './waiting';

/** One change of a game's state, as the bot tells it. */
export interface Change {
  readonly game: DuneGame;
  readonly seats: readonly DuneSeat[];
  /** The state before; null when the game has just started (every secret is then new). */
  readonly before: DuneState | null;
  readonly after: DuneState;
  readonly events: readonly DuneEvent[];
  /** Lines the bot says first (a moderator's override, an undo). */
  readonly notes?: readonly string[];
}

/** "Turn 3 · Bidding": the phase a change happened in. */
const headingOf = (s: DuneState): string => phaseHeading(s.turn, PHASE_MODULES[s.phase].title);

/** What one player learns privately from a change: their private events, then their changed secrets. */
export function privateLines(change: Change, f: FactionId): string[] {
  const events = change.events.filter((e) => e.to?.includes(f)).map(presentEvent);
  const before = change.before?.factions.includes(f) ? privateView(change.before, f) : null;
  const facts = changedSecrets(before, privateView(change.after, f));
  return [...events, ...(facts.length ? ['', '__Your secrets now__', ...factLines(facts)] : [])];
}

/** A DM to one player: their faction, the channel of the game, and the lines. */
export function dmPosts(game: DuneGame, f: FactionId, lines: readonly string[]): Post[] {
  const footer = `Game in <#${game.channelId}>`;
  return packLines([...lines, '', footer], LIMITS.embedDescription).map((description, i) => ({
    embeds: [{ title: i === 0 ? `Dune · ${factionName(f)} · for your eyes only` : `Dune · ${factionName(f)} (continued)`, description, color: COLORS.secret }],
  }));
}

/**
 * Tells everybody what changed: the public news and whom the game waits for in the channel (with
 * mentions), and each player's secrets by DM. Players who accept no DMs are named in the channel
 * (never their secrets); their user ids are returned, so the one who acted can be told in an
 * ephemeral reply.
 */
export async function publish(bot: BotContext, change: Change): Promise<string[]> {
  const { game, seats, after } = change;
  const sections = newsSections(change.events, headingOf(change.before ?? after));
  if (change.notes?.length) sections.unshift({ title: 'Moderator', lines: [...change.notes], color: COLORS.moderator });
  const ping = mentionedUsers(after, seats);
  await postToChannel(bot, game.channelId, withBoardPicture(bot, change, layoutPosts(sections, waitingLine(after, seats) ?? undefined)), ping);

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
    const who = undelivered.map((id) => `<@${id}>`).join(', ');
    const notice = `📪 I could not DM ${who}: DMs are closed. Nothing is lost: \`/hand\` shows you what only you may know (nobody else sees the answer).`;
    await postToChannel(bot, game.channelId, [{ content: notice, embeds: [] }], undelivered);
  }
  return undelivered;
}
