import { decodeComponentId, encodeComponentId, shortGameId, tokenOf } from './custom-id';

/**
 * The custom ids of an undo preview's buttons:
 *
 *   mod:<game id>:<token>:undo:n=#<count>:s=#<log head>     Confirm undo
 *   mod:<game id>:<token>:cancel                            Cancel
 *
 * Their own game type, so that no reading of a Dune choice (choice.ts, which knows only the
 * players' actions) can reach an undo, nor this id a player's action. The log head is the number
 * of entries the game's log had when the preview was made: anything recorded since makes the
 * preview stale. The token hashes the game's full id, that head, the count and the reason, so a
 * button taken to another game, or edited to undo another count or for another reason than the
 * preview shows, is refused. The reason itself is in the preview's message (held-text.ts): it
 * may be 300 characters long, which no custom id holds. Nothing here is secret: the moderators'
 * own log holds more.
 */

const GAME_TYPE = 'mod';

/** The most actions one undo takes back (the `/mod undo` option's maximum). */
export const MAX_UNDO = 50;

export interface UndoId {
  readonly game: string;
  readonly token: string;
  readonly count: number;
  /** The game's log head when the preview was made. */
  readonly seq: number;
}

export const undoToken = (gameId: string, seq: number, count: number, reason: string): string => tokenOf('undo', gameId, seq, count, reason);

/** The ids of Confirm undo and Cancel for a preview of `count` actions at log head `seq`. */
export function undoIds(gameId: string, seq: number, count: number, reason: string): { readonly confirm: string; readonly cancel: string } {
  const common = { gameType: GAME_TYPE, gameId: shortGameId(gameId), point: undoToken(gameId, seq, count, reason) };
  return {
    confirm: encodeComponentId({ ...common, action: 'undo', args: { n: count, s: seq } }),
    cancel: encodeComponentId({ ...common, action: 'cancel', args: {} }),
  };
}

export const isUndoClick = (customId: string): boolean => decodeComponentId(customId)?.gameType === GAME_TYPE;

const whole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A Confirm undo id read back, 'cancel' for Cancel, or null when it does not read as one of these. */
export function readUndoId(customId: string): UndoId | 'cancel' | null {
  const id = decodeComponentId(customId);
  if (id?.gameType !== GAME_TYPE) return null;
  if (id.action === 'cancel') return 'cancel';
  const { n, s } = id.args;
  if (id.action !== 'undo' || !whole(n, 1, MAX_UNDO) || !whole(s, 0, Number.MAX_SAFE_INTEGER)) return null;
  return { game: id.gameId, token: id.point, count: n, seq: s };
}
