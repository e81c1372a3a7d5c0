import type { FactionId } from '../../dune';
import { factionName } from '../../dune/data/factions';
import { discordTime } from '../discord-time';

/** The kinds of outbox messages, as `/mod status` names them. */
const KIND_WORDS: Readonly<Record<string, string>> = { post: 'post', edit: 'edit', pin: 'pin', delete: 'delete', dm: 'DM', 'dm-edit': 'DM edit' };

/** The words of `/mod`'s answers and of its notes to the table (after "🛡️ Moderator <@…>"). */
export const moderatorWords = {
  overrideAgain: 'This override was already applied.',
  overridden: (action: string): string => `✅ \`${action}\` applied and announced.`,
  botAccount: (userId: string): string => `❌ <@${userId}> is a bot account: a seat goes to a person.`,
  alreadySeated: (userId: string, seat: FactionId): string => `❌ <@${userId}> already plays the ${factionName(seat)} in this game; one seat per player.`,
  /** The note of a seat handed over, from its player when it had one. */
  handedOver: (seat: FactionId, fromUserId: string | null, toUserId: string): string =>
    `handed the ${factionName(seat)}${fromUserId ? ` from <@${fromUserId}>` : ''} to <@${toUserId}>`,
  seatHandedOver: '✅ Seat handed over. The new player gets the seat’s secrets by DM (and can see them any time with `/hand`).',
  /** The note of a pause or a resume. */
  paused: (paused: boolean): string => (paused ? 'paused the game: no actions until `/mod resume`' : 'resumed the game'),
  pausedAnswer: (paused: boolean): string => `✅ Game ${paused ? 'paused' : 'resumed'}.`,
  noGameHere: 'There is no game in this channel.',
  /** `/mod status`: the outbox in a few lines. */
  outbox: (r: { readonly gameId: string; readonly sent: number; readonly pending: number; readonly failed: number; readonly superseded: number }): string =>
    `**Outbox of game ${r.gameId}**: ${r.sent} sent, ${r.pending} waiting, ${r.failed} failed, ${r.superseded} replaced by a newer status.`,
  oldestWaiting: (at: Date | null): string => (at ? `⏳ The oldest message waiting was written ${discordTime(at.toISOString())}.` : '✅ Nothing is waiting.'),
  heldBack: (at: Date, reason: string): string => `⏸️ Held back since ${discordTime(at.toISOString())}: ${reason}. \`/mod resume\` sends it.`,
  failure: (f: { readonly kind: string; readonly target: string; readonly key: string; readonly at: Date; readonly error: string | null }): string =>
    `❌ ${KIND_WORDS[f.kind] ?? f.kind}${f.kind === 'dm' ? ` to <@${f.target}>` : ''} (${f.key}), ${discordTime(f.at.toISOString())}: ${f.error ?? 'no reason recorded'}`,
};
