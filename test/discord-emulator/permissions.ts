import { OverwriteType, PermissionFlagsBits } from 'discord-api-types/v10';
import { INVITE_PERMISSION_BITS } from '../../src/bot/invite';
import type { PermissionOverwrite } from './types';

const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n);

/** What @everyone may do in a freshly created Discord server, text-related subset. */
export const DEFAULT_EVERYONE_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.CreateInstantInvite |
  PermissionFlagsBits.ChangeNickname |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.CreatePrivateThreads |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseApplicationCommands;

/**
 * What the bot's managed role holds when a server admin opens the invite link of the setup guide
 * (src/bot/invite.ts), and nothing more: a test that needs other permissions says so.
 */
export const DEFAULT_BOT_PERMISSIONS = INVITE_PERMISSION_BITS;

/** Without Send Messages, Discord also denies what only makes sense when sending. */
const NEEDS_SEND_MESSAGES =
  PermissionFlagsBits.MentionEveryone | PermissionFlagsBits.SendTTSMessages | PermissionFlagsBits.AttachFiles | PermissionFlagsBits.EmbedLinks;

export interface PermissionSubject {
  readonly guildId: string;
  readonly ownerId: string;
  /** Permissions of each role of the guild; the @everyone role has the guild's id. */
  readonly rolePermissions: ReadonlyMap<string, bigint>;
  /** The member's roles, or null for someone who is not a member. */
  readonly memberRoleIds: readonly string[] | null;
  readonly userId: string;
}

/** Guild-level permissions: @everyone plus the member's roles; the owner and Administrator get everything. */
export function basePermissions(subject: PermissionSubject): bigint {
  if (subject.ownerId === subject.userId) return ALL_PERMISSIONS;
  if (subject.memberRoleIds === null) return 0n;
  let permissions = subject.rolePermissions.get(subject.guildId) ?? 0n;
  for (const roleId of subject.memberRoleIds) permissions |= subject.rolePermissions.get(roleId) ?? 0n;
  return (permissions & PermissionFlagsBits.Administrator) !== 0n ? ALL_PERMISSIONS : permissions;
}

/**
 * Discord's channel permission algorithm: the base permissions, then the @everyone overwrite,
 * then all role overwrites together (denies before allows), then the member's own overwrite.
 * A channel the member cannot view grants nothing; without the permission to send (Send Messages,
 * or Send Messages in Threads in a thread) the send-only bits go too.
 */
export function channelPermissions(subject: PermissionSubject, overwrites: readonly PermissionOverwrite[], inThread = false): bigint {
  const base = basePermissions(subject);
  if ((base & PermissionFlagsBits.Administrator) !== 0n) return ALL_PERMISSIONS;
  const apply = (permissions: bigint, overwrite: { allow: bigint; deny: bigint } | undefined): bigint =>
    overwrite ? (permissions & ~overwrite.deny) | overwrite.allow : permissions;
  let permissions = apply(
    base,
    overwrites.find((overwrite) => overwrite.type === OverwriteType.Role && overwrite.id === subject.guildId),
  );
  const roleIds = subject.memberRoleIds ?? [];
  const roleOverwrites = overwrites.filter((overwrite) => overwrite.type === OverwriteType.Role && roleIds.includes(overwrite.id));
  permissions = apply(permissions, {
    allow: roleOverwrites.reduce((all, overwrite) => all | overwrite.allow, 0n),
    deny: roleOverwrites.reduce((all, overwrite) => all | overwrite.deny, 0n),
  });
  permissions = apply(
    permissions,
    overwrites.find((overwrite) => overwrite.type === OverwriteType.Member && overwrite.id === subject.userId),
  );
  if ((permissions & PermissionFlagsBits.ViewChannel) === 0n) return 0n;
  const send = inThread ? PermissionFlagsBits.SendMessagesInThreads : PermissionFlagsBits.SendMessages;
  if ((permissions & send) === 0n) permissions &= ~NEEDS_SEND_MESSAGES;
  return permissions;
}
