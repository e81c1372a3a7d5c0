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
export const TEXT_NOT_HELD = 'The words this component was made with are not on its message any more, so nothing was done.';
/** The button that opens the form for a free-text argument ("Write the terms…"). */
export const writeButton = (name: string): string => `Write the ${name.toLowerCase()}…`;
export const writeIt = (label: string, button: string, maxLength: number): string =>
  `✏️ ${label}: click **${button}** and write it in the form (up to ${maxLength} characters).`;
/** A click on **Write …** answered too late to open its form (Discord opens one only as the first answer). */
export const FORM_LATE = '⏳ The form took me too long to open; click its button again.';
/** The title over the texts written in forms, which the next click reads back. */
export const WRITTEN = 'What you wrote';
export const choose = (label: string): string => `Choose: ${label}`;
export const CONFIRM = 'Confirm';
export const confirmLine = (text: string): string => `${text}\nClick **Confirm** to do it, or pick something else below.`;

/** Why a component's custom id is refused: it was forged, edited, or made by another version. */
export const refusedId = {
  notMine: 'This component is not one of mine (its id does not read as a Dune choice), so nothing was done.',
  noSuchAction: (action: string): string => `This component names an action \`${action}\` that the game does not have, so nothing was done.`,
  noSuchArgument: (key: string, action: string): string =>
    `This component carries an argument \`${key}\` that \`${action}\` does not take, so nothing was done.`,
  wrongKind: (arg: string, type: string): string => `This component carries a value for \`${arg}\` of the wrong kind (${type} expected), so nothing was done.`,
  noStage: 'This component does not say what it does, so nothing was done.',
};

/** The buttons on the post of a card up for bid: quick bids, a bid of one's own, a pass, standing orders. */
export const bidButtons = {
  bid: (amount: number): string => `Bid ${amount}`,
  bidOther: 'Bid…',
  pass: 'Pass',
  autoPassCard: 'Auto-pass this card',
  autoPassAuction: 'Auto-pass this auction',
  maxBid: 'Max bid…',
};
