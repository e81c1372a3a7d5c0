import { ComponentType, MessageFlags, PermissionFlagsBits } from 'discord-api-types/v10';
import type { APIAllowedMentions } from 'discord-api-types/v10';
import { walkComponents } from './components';
import type { MessageBody } from './messages';
import type { ChannelRecord, EmulatorState } from './state';
import type { MessageMentions } from './types';

/**
 * Where a message comes from decides the default of `allowed_mentions`: a channel post parses
 * users, roles and @everyone; interaction responses and webhooks parse only users.
 */
export type MentionDefaults = 'channel-post' | 'interaction';

const DEFAULTS: Record<MentionDefaults, APIAllowedMentions> = {
  'channel-post': { parse: ['users', 'roles', 'everyone'] } as APIAllowedMentions,
  interaction: { parse: ['users'] } as APIAllowedMentions,
};

const USER_MENTION = /<@!?(\d{17,20})>/g;
const ROLE_MENTION = /<@&(\d{17,20})>/g;
const EVERYONE_MENTION = /@(everyone|here)/;

/** The text Discord reads mentions from: the content, or the Text Display components of a Components V2 message. Embeds never mention. */
function mentionableText(body: MessageBody, flags: number): string {
  if ((flags & MessageFlags.IsComponentsV2) === 0) return body.content ?? '';
  const texts: string[] = [];
  walkComponents(body.components ?? [], (component) => {
    if (component.type === ComponentType.TextDisplay && typeof component.content === 'string') texts.push(component.content);
  });
  return texts.join('\n');
}

/** Who a message mentions once `allowed_mentions` and the bot's permissions are applied. */
export function resolveMentions(state: EmulatorState, channel: ChannelRecord, body: MessageBody, flags: number, defaults: MentionDefaults): MessageMentions {
  const text = mentionableText(body, flags);
  const allowed = (body.allowed_mentions ?? DEFAULTS[defaults]) as APIAllowedMentions;
  const parse = new Set<string>(allowed.parse ?? []);
  const guild = channel.guildId === null ? undefined : state.guilds.get(channel.guildId);
  const canMentionEveryone = guild !== undefined && (state.channelPermissionsOf(channel, state.botUser.id) & PermissionFlagsBits.MentionEveryone) !== 0n;

  const users = [...new Set([...text.matchAll(USER_MENTION)].map((match) => match[1] ?? ''))].filter(
    (id) => state.users.has(id) && (parse.has('users') || (allowed.users ?? []).includes(id)),
  );
  const roles = [...new Set([...text.matchAll(ROLE_MENTION)].map((match) => match[1] ?? ''))].filter((id) => {
    const role = guild?.roles.get(id);
    return role !== undefined && (parse.has('roles') || (allowed.roles ?? []).includes(id)) && (role.mentionable || canMentionEveryone);
  });
  const everyone = EVERYONE_MENTION.test(text) && parse.has('everyone') && canMentionEveryone;
  return { users, roles, everyone };
}

/**
 * The users a new message notifies: those it mentions, members of the roles it mentions, everyone
 * for @everyone/@here (presence is not emulated: all members count as online) — only those who can
 * see the channel, never the bot. Ephemeral messages and edits notify nobody.
 */
export function pingedUsers(state: EmulatorState, channel: ChannelRecord, mentions: MessageMentions): string[] {
  const candidates = new Set(mentions.users);
  const guild = channel.guildId === null ? undefined : state.guilds.get(channel.guildId);
  for (const member of guild?.members.values() ?? []) {
    if (mentions.everyone || member.roleIds.some((roleId) => mentions.roles.includes(roleId))) candidates.add(member.userId);
  }
  candidates.delete(state.botUser.id);
  return [...candidates].filter((userId) =>
    channel.guildId === null ? channel.recipientId === userId : (state.channelPermissionsOf(channel, userId) & PermissionFlagsBits.ViewChannel) !== 0n,
  );
}
