/** What a click answers when it changes nothing, and the words around a decision in progress. */

export const PASSED = '⌛ This choice has passed: the game has moved on since it was offered, so nothing was done. Your choices now:';
export const NOT_OFFERED = (label: string): string => `This choice (\`${label}\`) is not open to you now, so nothing was done. Your choices now:`;
export const OTHER_GAME = 'This component belongs to another game than the one of this channel, so nothing was done.';
export const NOT_YOUR_GAME = 'This component belongs to a game in which you hold no seat (or that has ended), so nothing was done.';
export const TOO_LONG = 'These choices do not fit in a button; type the command instead:';
export const NO_CHOICES = 'Nothing is waiting for you right now.';
/** The public post's button that opens a player's own choices, and what it answers. */
export const YOUR_MOVE = 'Your move…';
export const YOUR_CHOICES = 'Your choices now:';
export const typeIt = (label: string, command: string): string => `✏️ ${label}: this one is typed. Use \`${command}\`.`;
export const choose = (label: string): string => `Choose: ${label}`;
export const CONFIRM = 'Confirm';
export const confirmLine = (text: string): string => `${text}\nClick **Confirm** to do it, or pick something else below.`;
