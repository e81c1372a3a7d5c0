import type { FactionId } from '../../dune';
import { factionName } from '../../dune/data/factions';

/** The words of a game's log files (`/game log`, `/mod log`, the ending's files) and of `/game log`'s answer. */
export const logWords = {
  /** Who did something, as the moderators' log names them. */
  seat: (f: FactionId): string => factionName(f),
  moderator: (userId: string): string => `moderator <@${userId}>`,
  theGame: 'the game',
  /** The header's lines: the game, where and by whom it was created, and its seats (users by id: a file shows no mention). */
  title: (gameId: string, kind: 'public' | 'seat' | 'moderators'): string =>
    `Dune game ${gameId} — ${
      { public: 'public log', seat: 'your private log (only you receive it)', moderators: 'full log (moderators only: it holds every secret)' }[kind]
    }`,
  created: (channelId: string, at: Date, userId: string, status: string): string =>
    `Channel ${channelId}, created ${at.toISOString()} by user ${userId}; status ${status}.`,
  seats: (seats: readonly { readonly seat: FactionId; readonly userId: string }[]): string =>
    `Seats: ${seats.map((s) => `${factionName(s.seat)} = user ${s.userId}`).join(', ')}.`,
  /** The moderators' log marks an event's readers: "[to Atreides, Fremen] ". */
  readers: (to: readonly FactionId[]): string => `[to ${to.map(factionName).join(', ')}] `,
  atStart: 'At the start',
  /** An entry of the moderators' log, with its reason when it has one. */
  reason: (reason: string): string => ` — reason: ${reason}`,
  undid: (count: number): string => `undid ${count} action(s)`,
  interaction: (id: string): string => ` (interaction ${id})`,
  /** An audit entry: a moderator's act that is no action. */
  secretLogRead: 'read the full log',
  status: (from: string, to: string): string => `game ${from} → ${to}`,
  replacePlayer: (seat: FactionId, from: string, to: string): string => `handed the ${factionName(seat)} from user ${from} to user ${to}`,
  /** `/game log`'s answer, and the DM with a seated player's own log. */
  privateLog: 'Your private log of this game: what only you were told.',
  publicLog: (dm: 'sent' | 'closed' | null): string =>
    `The public log of this game.${dm === 'sent' ? ' Your private log is in your DMs.' : dm === 'closed' ? ' (I could not DM you your private log: your DMs are closed.)' : ''}`,
};
