/** What a command answers when the game it needs is not there, or not in a state to take it. */

export const NO_GAME_HERE = 'There is no game in this channel. Start one with `/game create`, or go to the channel of your game.';
export const NO_GAME_OF_YOURS =
  'You hold no seat in a game that is running, so there is nothing to do here by DM. Use the command in the channel of your game.';
export const NOT_STARTED = 'The game has not started yet: join with `/game join`, then `/game start`.';
export const PAUSED = '⏸️ The game is paused by a moderator; no actions are accepted until `/mod resume`.';

/** The user sits in several games and sent a command by DM without naming one. */
export const whichGame = (games: readonly { readonly id: string; readonly channelId: string }[]): string =>
  `You sit in ${games.length} games; name one with the \`game\` option (or use the command in its channel): ${games
    .map((g) => `\`${g.id}\` in <#${g.channelId}>`)
    .join(', ')}.`;

export const unknownGame = (named: string): string => `You hold no seat in a running game \`${named}\`; the \`game\` option suggests the games you sit in.`;
