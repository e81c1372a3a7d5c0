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

/** A command of a game in which the user holds no seat; `table` names the seats ("Atreides <@1>, …"). */
export const notSeatedText = (table: string): string =>
  `You are not seated in this game, so you cannot act in it. Seated: ${table || 'nobody'}. A moderator can hand you a seat with \`/mod replace-player\`.`;
export const ALREADY_APPLIED = 'This command was already applied (Discord delivered it twice); nothing more was done.';
/** An action's answer to a player whose DMs are closed: it carries their secrets itself. */
export const DMS_CLOSED_HERE = '📪 I could not DM you (your DMs are closed), so here is what only you may know:';

export const unknownGame = (named: string): string => `You hold no seat in a running game \`${named}\`; the \`game\` option suggests the games you sit in.`;
