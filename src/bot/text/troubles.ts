import type { PermissionFlag as Flag } from '../delivery/refusal';
import { permissionName } from '../invite';
import { commandMention } from './commands';
import { list } from './grammar';

/** Where to give the bot a permission, as a server admin finds it. */
const WHERE = 'in the channel’s settings (*Edit Channel → Permissions*) or in the bot’s role (*Server Settings → Roles*)';

const names = (flags: readonly Flag[]): string => list(flags.map((flag) => `**${permissionName(flag)}**`));

/** The host's DM when the live status could not be pinned: the game goes on, the status stays where it was posted. */
export const pinRefused = (channelId: string): string =>
  `📌 I could not pin the live status of your game in <#${channelId}>: I lack the ${names(['PinMessages'])} permission. ` +
  `The game goes on and the status is still in the channel, just not pinned. To have it pinned next time, give me ${names(['PinMessages'])} ${WHERE}.`;

/** The host's DM when the channel holds as many pins as Discord allows. */
export const pinsFull = (channelId: string): string =>
  `📌 I could not pin the live status of your game in <#${channelId}>: the channel already has as many pinned messages as Discord allows. ` +
  'The game goes on and the status is still in the channel, just not pinned. Unpin an old message to make room for the next game.';

/** The host's DM when the bot may post but not attach files: the news goes out without its pictures. */
export const filesRefused = (channelId: string): string =>
  `🖼️ I cannot attach files in <#${channelId}>: I lack the ${names(['AttachFiles'])} permission, so the news of your game goes out ` +
  `without the board pictures (${commandMention('game map')} still shows the board), and the end of the game without its log files. Give me ${names(['AttachFiles'])} ${WHERE} to have them.`;

/** The host's DM when the bot may not post the news at all: it waits, nothing is lost. */
export const postingRefused = (channelId: string, missing: readonly Flag[]): string =>
  `⚠️ I cannot post the news of your game in <#${channelId}>: I lack the ${names(missing)} permission${missing.length > 1 ? 's' : ''}. ` +
  `The news waits, and goes out in order as soon as you grant ${missing.length > 1 ? 'them' : 'it'} ${WHERE}; nothing of the game is lost.`;

/** The host's DM when the game's channel was deleted: the game is paused with its news. */
export const channelGone = (channelId: string): string =>
  `⏸️ Your game of Dune in <#${channelId}> is paused: I can no longer post in that channel, which no longer exists (or is not one that takes posts). ` +
  'Its news waits and the game is kept as it stands: nothing of it is lost.';

/** `/mod resume` in a channel that takes no posts: the game would pause again at once. */
export const resumeRefusedChannelGone = (channelId: string): string =>
  `The game stays paused: <#${channelId}> is not a channel I can post in, so its news would stop again at once.`;

/** `/mod resume` where the bot lacks a posting permission: the game goes on, its news waits for the permission. */
export const resumedWithoutPosting = (missing: readonly Flag[]): string =>
  `⚠️ I still lack the ${names(missing)} permission${missing.length > 1 ? 's' : ''} here: the news waits until you grant ${missing.length > 1 ? 'them' : 'it'} ${WHERE}.`;

/** Why a DM was never delivered, as `/mod status` lists the outbox's failures. */
export const dmsClosed = (why: string): string => `DMs closed: ${why}`;
