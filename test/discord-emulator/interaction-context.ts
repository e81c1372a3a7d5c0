import { ApplicationIntegrationType, InteractionContextType, Locale, PermissionFlagsBits } from 'discord-api-types/v10';
import type { APIInteraction } from 'discord-api-types/v10';
import { apiChannel, apiInteractionMember, apiUser } from './payloads';
import type { ChannelRecord, EmulatorState } from './state';
import type { EmulatedChannel, EmulatedRole, EmulatedUser } from './types';

/** A value a test gives for a command option or a select menu; users, channels and roles may also be given by id. */
export type OptionInput = string | number | boolean | EmulatedUser | EmulatedChannel | EmulatedRole;

/** Thrown to the test when it asks for an interaction no Discord client could send (unknown command, missing option…). */
export class InvocationError extends Error {
  override name = 'InvocationError';
}

/** Where and by whom an interaction is triggered. */
export interface InteractionContext {
  readonly user: EmulatedUser;
  /** A guild text channel or thread, or the user's DM channel with the bot. */
  readonly channel: ChannelRecord;
  readonly guildId: string | null;
}

export interface PayloadIds {
  readonly id: string;
  readonly token: string;
  readonly attachmentSizeLimit: number;
}

/** discord-api-types lags some documented fields (the numeric component `id` in component data), so payloads are checked by the tests instead. */
export const asInteraction = (payload: object): APIInteraction => payload as unknown as APIInteraction;

export const refId = (value: OptionInput): string | undefined => (typeof value === 'string' ? value : typeof value === 'object' ? value.id : undefined);

/** Permissions Discord reports for a bot in a DM. */
const DM_APP_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseExternalEmojis;

/**
 * Fields every interaction carries; in a guild it has `member` (with its permissions in the
 * channel, overwrites included), in a DM `user`.
 */
export function envelope(state: EmulatorState, context: InteractionContext, ids: PayloadIds) {
  const { guildId, user, channel } = context;
  const member = guildId === null ? undefined : state.guilds.get(guildId)?.members.get(user.id);
  if (guildId !== null && !member) throw new InvocationError(`${user.username} is not a member of guild ${guildId}`);
  const appPermissions = guildId === null ? DM_APP_PERMISSIONS : state.channelPermissionsOf(channel, state.botUser.id);
  return {
    id: ids.id,
    application_id: state.applicationId,
    token: ids.token,
    version: 1 as const,
    channel: apiChannel(state, channel),
    channel_id: channel.id,
    ...(guildId !== null && member
      ? {
          guild_id: guildId,
          guild: { id: guildId, locale: Locale.EnglishUS, features: [] },
          guild_locale: Locale.EnglishUS,
          member: { ...apiInteractionMember(state, member), permissions: state.channelPermissionsOf(channel, user.id).toString() },
        }
      : { user: apiUser(user) }),
    app_permissions: appPermissions.toString(),
    locale: Locale.EnglishUS,
    entitlements: [],
    // A guild-installed app: keyed by installation type, the guild id, or "0" in the bot's DM.
    authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guildId ?? '0' },
    context: guildId === null ? InteractionContextType.BotDM : InteractionContextType.Guild,
    attachment_size_limit: ids.attachmentSizeLimit,
  };
}
