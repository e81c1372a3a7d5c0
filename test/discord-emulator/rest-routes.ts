import { ApplicationCommandType } from 'discord-api-types/v10';
import type { APIApplication, APIApplicationCommand, ApplicationFlags } from 'discord-api-types/v10';
import { channelRoutes } from './channel-routes';
import { discordErrors } from './errors';
import { interactionRoutes } from './interaction-routes';
import { isRecord } from './json';
import { checkCommandList, checkSingleCommand } from './limits';
import { apiChannel, apiGuild, apiMember, apiThread, apiUser } from './payloads';
import { pinRoutes } from './pin-routes';
import type { RestContext } from './rest-context';
import { json, route } from './router';
import type { Route } from './router';
import type { EmulatorState } from './state';
import { threadRoutes } from './thread-routes';

function requireGuild(state: EmulatorState, guildId: string) {
  const record = state.guilds.get(guildId);
  if (!record) throw discordErrors.unknownGuild();
  return record;
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
    route('GET', `${prefix}/commands`, 'bot', ({ params }) => json(scope(params))),
    route('PUT', `${prefix}/commands`, 'bot', ({ params, body }) => {
      const commands = scope(params);
      const definitions = checkCommandList(body.json);
      const stored = definitions.map((definition) => storeCommand(state, scopeOf(params), definition, commands));
      commands.splice(0, commands.length, ...stored);
      return json(stored);
    }),
    route('POST', `${prefix}/commands`, 'bot', ({ params, body }) => {
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
    route('GET', '/gateway', 'public', () => json({ url: context.gatewayBotInfo().url })),
    route('GET', '/gateway/bot', 'bot', () => json(context.gatewayBotInfo())),

    route('GET', '/users/@me', 'bot', () => json({ ...apiUser(state.botUser), verified: true, mfa_enabled: false })),
    route('POST', '/users/@me/channels', 'bot', ({ body }) => {
      const recipientId = isRecord(body.json) ? body.json.recipient_id : undefined;
      const recipient = typeof recipientId === 'string' ? state.users.get(recipientId) : undefined;
      if (!recipient) throw discordErrors.unknownUser();
      // Opening the channel always works; Discord refuses only the messages (50007).
      return json(apiChannel(state, state.dmChannelFor(recipient.id)));
    }),
    route('GET', '/users/:userId', 'bot', ({ params }) => {
      const user = state.users.get(params.userId);
      if (!user) throw discordErrors.unknownUser();
      return json(apiUser(user));
    }),

    route('GET', '/applications/@me', 'bot', () => json(application())),
    ...commandRoutes(state, '/applications/:applicationId', () => null),
    ...commandRoutes(state, '/applications/:applicationId/guilds/:guildId', (params) => params.guildId ?? null),

    route('GET', '/guilds/:guildId', 'bot', ({ params }) => json(apiGuild(state, requireGuild(state, params.guildId)))),
    route('GET', '/guilds/:guildId/channels', 'bot', ({ params }) => {
      const record = requireGuild(state, params.guildId);
      return json(
        record.channelIds.flatMap((id) => {
          const channel = state.channels.get(id);
          return channel ? [apiChannel(state, channel)] : [];
        }),
      );
    }),
    route('GET', '/guilds/:guildId/threads/active', 'bot', ({ params }) => {
      requireGuild(state, params.guildId);
      const threads = state.threadsOf(params.guildId).filter((thread) => !thread.archived);
      const members = threads.flatMap((thread) => {
        const member = apiThread(state, thread).member;
        return member ? [member] : [];
      });
      return json({ threads: threads.map((thread) => apiThread(state, thread)), members });
    }),
    route('GET', '/guilds/:guildId/members/:userId', 'bot', ({ params }) => {
      const member = requireGuild(state, params.guildId).members.get(params.userId);
      if (!member) throw discordErrors.unknownMember();
      return json(apiMember(state, member));
    }),

    // Pins and threads first: their paths would otherwise match /channels/:channelId/messages/:messageId.
    ...pinRoutes(context),
    ...threadRoutes(context),
    ...channelRoutes(context),
    ...interactionRoutes(context),
  ];
}
