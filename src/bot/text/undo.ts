import { count } from './grammar';

/** What `/mod undo` and its preview's buttons say to the moderator (the channel's note is in moderator.ts). */

export const ONLY_MODERATORS = '🚫 Only moderators (Manage Server, or the moderator role) may use `/mod`.';

export const undoTitle = (n: number): string => `Undo the last ${n === 1 ? 'action' : `${n} actions`}?`;
export const UNDO_PREVIEW =
  '🛡️ **Undo preview**: what the table was told of each action that would be taken back, oldest first. Nothing is undone until you click **Confirm undo**.';
/** The name of the preview's field that holds the reason (read back by Confirm, see components/held-text.ts). */
export const REASON = 'Reason';
export const CONFIRM_UNDO = 'Confirm undo';
export const CANCEL = 'Cancel';

/** An undone action that told the table nothing: the preview says so without a word of what it was. */
export const PRIVATE_ACTION = 'An action with no public news: its details are private (`/mod log` shows them).';
export const moreEvents = (n: number): string => `(and ${count(n, 'more event')})`;
export const earlierActions = (n: number): string => `… and ${count(n, 'earlier action')}, too many to list here.`;
export const cannotUndo = (undoable: number, asked: number): string =>
  undoable === 0 ? '❌ There is no action left to undo.' : `❌ Only ${count(undoable, 'action')} can be undone, not ${asked}.`;

export const STALE_PREVIEW =
  '⌛ This preview is stale: the game has moved on since it was made (something else was recorded), so nothing was undone. Here is a fresh preview:';
export const NOT_AN_UNDO = '🚫 This button is not one of mine (it does not read as an undo preview), so nothing was done.';
export const NOT_THIS_PREVIEW = '🚫 This button does not match the preview it is on, so nothing was undone. Run `/mod undo` again.';
export const UNDO_CANCELLED = 'Undo cancelled: nothing was changed.';
/** The channel's note of an undo: `publicActions` counts the undone actions the table was told of, and no other. */
export const undoNote = (publicActions: number): string =>
  publicActions === 0
    ? 'undid actions the table was not told of'
    : `undid the last ${publicActions === 1 ? 'action' : `${count(publicActions, 'action')}`} the table was told of`;
export const undone = (n: number): string => `✅ Undid ${count(n, 'action')}, announced in the channel with your reason.`;
export const UNDO_ALREADY_APPLIED = 'This undo was already applied.';
