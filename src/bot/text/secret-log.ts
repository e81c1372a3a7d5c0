import { factionName } from '../../dune/data/factions';
import type { FactionId } from '../../dune';

/** What `/mod log` says: the full log holds every seat's secrets, so reading it is refused to a player and told to the table. */

export const seatedModerator = (seat: FactionId): string =>
  `🚫 You play the ${factionName(seat)} in this game, and the full log holds every other seat's secrets: a moderator who plays cannot read it. Ask a moderator who is not playing.`;

/** The channel's note of a read (after "🛡️ Moderator <@…>"). */
export const READ_NOTE = 'read the full log of this game, every secret included';

export const SECRET_LOG_REPLY = 'The full log, secrets included: keep it to yourself. The table has been told that you read it, and why.';

export const SECRET_LOG_NOT_PLAYED = 'The full log: the game has not started, so it holds no secret yet.';
