import { PermissionFlagsBits } from 'discord.js';
import type { PermissionFlag } from './delivery/refusal';
import { permissionWords } from './text/invite';

/** A permission the bot's invite asks for: its name as Discord shows it, and what the bot does with it. */
export interface InvitePermission {
  readonly flag: PermissionFlag;
  /** As the Developer Portal and the server settings name it. */
  readonly name: string;
  readonly why: string;
}

/**
 * Everything the bot asks of a server, and why: the one source of the invite link, of the setup
 * guide's table (docs/play-in-your-server.md) and of what the local Discord grants the bot by default.
 */
export const INVITE_PERMISSIONS: readonly InvitePermission[] = (
  ['ViewChannel', 'SendMessages', 'SendMessagesInThreads', 'EmbedLinks', 'AttachFiles', 'PinMessages'] as const
).map((flag) => ({ flag, ...permissionWords[flag] }));

/** The permissions of the invite, as the `permissions` number of its URL. */
export const INVITE_PERMISSION_BITS: bigint = INVITE_PERMISSIONS.reduce((all, p) => all | PermissionFlagsBits[p.flag], 0n);

/** The invite link for an application: the bot with its permissions, and its slash commands. */
export const inviteUrl = (applicationId: string): string =>
  `https://discord.com/oauth2/authorize?client_id=${applicationId}&scope=bot%20applications.commands&permissions=${INVITE_PERMISSION_BITS}`;

/** How a permission is named to people, e.g. "Pin Messages". */
export const permissionName = (flag: PermissionFlag): string =>
  INVITE_PERMISSIONS.find((p) => p.flag === flag)?.name ?? flag.replace(/(?<=[a-z])(?=[A-Z])/g, ' ');
