import { ApplicationCommandType, ChannelType } from 'discord-api-types/v10';
import type { APIApplication, APIApplicationCommand, APIGatewayBotInfo, ApplicationFlags } from 'discord-api-types/v10';
import { discordErrors, DiscordHttpError } from './errors';
import { interactionRoutes } from './interaction-routes';
import type { InteractionRegistry } from './interactions';
import { isRecord } from './json';
import { asMessageBody, checkCommandList, checkMessage, checkSingleCommand } from './limits';
import type { StoredMessage } from './messages';
import { apiChannel, apiGuild, apiMember, apiMessage, apiUser } from './payloads';
import { json, noContent, route } from './router';
import type { Route } from './router';
import type { EmulatorState } from './state';
import type { EmulatedChannel } from './types';

export interface RestContext {
  readonly state: EmulatorState;
  readonly interactions: InteractionRegistry;
  readonly gatewayUrl: () => string;
  readonly attachmentSizeLimit: number;
}

const cannotSendInNonTextChannel = (): DiscordHttpError => new DiscordHttpError(400, { message: 'Cannot send messages in a non-text channel', code: 50008 });

function requireGuild(state: EmulatorState, guildId: string) {
  const record = state.guilds.get(guildId);
  if (!record) throw discordErrors.unknownGuild();
  return record;
}

function requireChannel(state: EmulatorState, channelId: string): EmulatedChannel {
  const channel = state.channels.get(channelId);
  if (!channel) throw discordErrors.unknownChannel();
  return channel;
}

function requireMessage(state: EmulatorState, channelId: string, messageId: string): StoredMessage {
  requireChannel(state, channelId);
  const message = state.messages.get(messageId);
  // Ephemeral messages exist only for the interaction's webhook, not in the channel.
  if (!message || message.channelId !== channelId || message.ephemeral) throw discordErrors.unknownMessage();
  return message;
}

function requireOwnApplication(state: EmulatorState, applicationId: string): void {
  if (applicationId !== state.applicationId) throw discordErrors.unknownApplication();
}

/** Discord keeps a command's id across overwrites when its name and type stay the same. */
function storeCommand(
  state: EmulatorState,
  guildId: string | null,
  definition: Record<string, unknown>,
  existing: readonly APIApplicationCommand[],
): APIApplicationCommand {
  const type = (definition.type as ApplicationCommandType | undefined) ?? ApplicationCommandType.ChatInput;
  const name = String(definition.name);
  const previous = existing.find((command) => command.name === name && command.type === type);
  return {
    ...(definition as Partial<APIApplicationCommand>),
    id: previous?.id ?? state.ids.next(),
    application_id: state.applicationId,
    version: state.ids.next(),
    type,
    name,
    description: typeof definition.description === 'string' ? definition.description : '',
    default_member_permissions: (definition.default_member_permissions as string | null | undefined) ?? null,
    nsfw: definition.nsfw === true,
    ...(guildId === null ? {} : { guild_id: guildId }),
  };
}

function commandRoutes(state: EmulatorState, prefix: string, scopeOf: (params: Record<string, string>) => string | null): Route[] {
  const scope = (params: Record<string, string>): APIApplicationCommand[] => {
    requireOwnApplication(state, params.applicationId ?? '');
    const guildId = scopeOf(params);
    if (guildId !== null) requireGuild(state, guildId);
    return state.commandsFor(guildId);
  };
  return [
    route('GET', `${prefix}/commands`, true, ({ params }) => json(scope(params))),
    route('PUT', `${prefix}/commands`, true, ({ params, body }) => {
      const commands = scope(params);
      const definitions = checkCommandList(body.json);
      const stored = definitions.map((definition) => storeCommand(state, scopeOf(params), definition, commands));
      commands.splice(0, commands.length, ...stored);
      return json(stored);
    }),
    route('POST', `${prefix}/commands`, true, ({ params, body }) => {
      const commands = scope(params);
      const stored = storeCommand(state, scopeOf(params), checkSingleCommand(body.json), commands);
      const index = commands.findIndex((command) => command.id === stored.id);
      if (index === -1) commands.push(stored);
      else commands[index] = stored;
      return json(stored, index === -1 ? 201 : 200);
    }),
  ];
}

/** Every REST route the emulator answers; anything else is a 404 recorded as a violation. */
export function restRoutes(context: RestContext): Route[] {
  const { state } = context;
  const application = (): APIApplication => ({
    id: state.applicationId,
    name: state.botUser.username,
    icon: null,
    description: '',
    bot_public: false,
    bot_require_code_grant: false,
    bot: apiUser(state.botUser),
    summary: '',
    verify_key: '0'.repeat(64),
    team: null,
    flags: 0 as ApplicationFlags,
    flags_new: '0',
  });

  return [
    route('GET', '/gateway', false, () => json({ url: context.gatewayUrl() })),
    route('GET', '/gateway/bot', true, () =>
      json({
        url: context.gatewayUrl(),
        shards: 1,
        session_start_limit: { total: 1000, remaining: 1000, reset_after: 86_400_000, max_concurrency: 1 },
      } satisfies APIGatewayBotInfo),
    ),

    route('GET', '/users/@me', true, () => json({ ...apiUser(state.botUser), verified: true, mfa_enabled: false })),
    route('POST', '/users/@me/channels', true, ({ body }) => {
      const recipientId = isRecord(body.json) ? body.json.recipient_id : undefined;
      const recipient = typeof recipientId === 'string' ? state.users.get(recipientId) : undefined;
      if (!recipient) throw discordErrors.unknownUser();
      // Opening the channel always works; Discord refuses only the messages (50007).
      return json(apiChannel(state, state.dmChannelFor(recipient.id)));
    }),
    route('GET', '/users/:userId', true, ({ params }) => {
      const user = state.users.get(params.userId);
      if (!user) throw discordErrors.unknownUser();
      return json(apiUser(user));
    }),

    route('GET', '/applications/@me', true, () => json(application())),
    ...commandRoutes(state, '/applications/:applicationId', () => null),
    ...commandRoutes(state, '/applications/:applicationId/guilds/:guildId', (params) => params.guildId ?? null),

    route('GET', '/guilds/:guildId', true, ({ params }) => json(apiGuild(state, requireGuild(state, params.guildId)))),
    route('GET', '/guilds/:guildId/channels', true, ({ params }) => {
      const record = requireGuild(state, params.guildId);
      return json(
        record.channelIds.flatMap((id) => {
          const channel = state.channels.get(id);
          return channel ? [apiChannel(state, channel)] : [];
        }),
      );
    }),
    route('GET', '/guilds/:guildId/members/:userId', true, ({ params }) => {
      const member = requireGuild(state, params.guildId).members.get(params.userId);
      if (!member) throw discordErrors.unknownMember();
      return json(apiMember(state, member));
    }),

    route('GET', '/channels/:channelId', true, ({ params }) => json(apiChannel(state, requireChannel(state, params.channelId)))),
    route('POST', '/channels/:channelId/messages', true, ({ params, body }) => {
      const channel = requireChannel(state, params.channelId);
      if (channel.type === ChannelType.GuildCategory) throw cannotSendInNonTextChannel();
      const message = asMessageBody(body.json, []);
      checkMessage(message, body.files, { path: [], creating: true, attachmentSizeLimit: context.attachmentSizeLimit });
      const recipient = channel.recipientId === null ? undefined : state.users.get(channel.recipientId);
      if (recipient?.dmsClosed) throw discordErrors.cannotSendToUser();
      return json(apiMessage(state, state.messages.create(channel.id, state.botUser.id, message, body.files)));
    }),
    route('GET', '/channels/:channelId/messages/:messageId', true, ({ params }) =>
      json(apiMessage(state, requireMessage(state, params.channelId, params.messageId))),
    ),
    route('PATCH', '/channels/:channelId/messages/:messageId', true, ({ params, body }) => {
      const stored = requireMessage(state, params.channelId, params.messageId);
      const message = asMessageBody(body.json, []);
      checkMessage(message, body.files, { path: [], creating: false, attachmentSizeLimit: context.attachmentSizeLimit });
      state.messages.edit(stored, message, body.files);
      return json(apiMessage(state, stored));
    }),
    route('DELETE', '/channels/:channelId/messages/:messageId', true, ({ params }) => {
      state.messages.delete(requireMessage(state, params.channelId, params.messageId));
      return noContent();
    }),

    ...interactionRoutes(context),
  ];
}
