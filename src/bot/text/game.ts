import type { FactionId, GameOptions } from '../../dune';
import { factionName } from '../../dune/data/factions';
import { list } from './grammar';

/** A lobby's seats: "Atreides <@alice>, Fremen <@bob>", or nobody. */
const seated = (seats: readonly { readonly seat: FactionId; readonly userId: string }[]): string =>
  seats.length ? list(seats.map((s) => `${factionName(s.seat)} <@${s.userId}>`)) : 'nobody';

/** The words of `/game create`, `join`, `leave`, `start`, `status` (in the lobby) and `end`: the lobby's posts and the answers. */
export const gameWords = {
  notInServer: 'Games are played in a server channel or thread: use `/game create` there.',
  /** The lobby's first post; `clock` says how long decisions may take, `expansion` which of the expansion's parts are in. */
  created: (userId: string, options: GameOptions, clock: string, expansion: string): string =>
    `🏜️ <@${userId}> set up a game of Dune here: ${options.rules} rules, ${options.turns} turns${options.variants.length ? `, variants: ${options.variants.join(', ')}` : ''}, ${expansion}; ${clock}. ` +
    'Take a seat with `/game join` (2 to 6 players), then `/game start`.',
  createdAnswer: '✅ Game created. Players join with `/game join`; you (or a moderator) start it with `/game start`.',
  alreadyStarted: 'The game here has already started. A moderator can hand you a seat with `/mod replace-player`.',
  allTaken: 'Every faction is taken.',
  joins: (userId: string, faction: FactionId, seats: Parameters<typeof seated>[0]): string =>
    `🪑 <@${userId}> joins as the ${factionName(faction)}. Seated: ${seated(seats)}.`,
  /** A refused seat, with the factions still free. */
  notJoined: (why: string, free: readonly FactionId[]): string => `❌ ${why} Free factions: ${list(free.map(factionName))}.`,
  joined: (faction: FactionId): string => `✅ You play the ${factionName(faction)}.`,
  /** A faction in `/game join`'s list that the rules cannot seat yet (joining it says why). */
  noSeat: 'You have no seat in this game.',
  leaves: (userId: string, faction: FactionId, seats: Parameters<typeof seated>[0]): string =>
    `🚪 <@${userId}> leaves the ${factionName(faction)}. Seated: ${seated(seats)}.`,
  left: '✅ You left the game.',
  /** Only the host or a moderator may start or end a game. */
  notHost: (host: string, what: 'start' | 'end'): string => `Only <@${host}>, who hosts this game, or a moderator can ${what} it.`,
  started: '✅ The game has started. Every player got their secrets by DM (or can see them with `/hand`).',
  lobby: (gameId: string, seats: Parameters<typeof seated>[0]): string =>
    `Game ${gameId} is waiting for players. Seated: ${seated(seats)}. Join with \`/game join\`; start with \`/game start\`.`,
  ended: (userId: string): string => `🛑 <@${userId}> ended the game; this channel is free for a new game.`,
  /** Why the game ended, as its log keeps it. */
  endedReason: 'ended by its host or a moderator',
  endedAnswer: '✅ The game is ended.',
};
