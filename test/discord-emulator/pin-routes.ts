import { ChannelType, GatewayDispatchEvents, MessageType, PermissionFlagsBits } from 'discord-api-types/v10';
import { requireActiveThread, requireChannel, requireMessage, requirePermissions } from './channel-access';
import { discordErrors, invalidFormBody } from './errors';
import { apiMessage } from './payloads';
import { postSystemMessage } from './posting';
import type { RestContext } from './rest-context';
import { json, noContent, route } from './router';
import type { Route } from './router';
import type { ChannelRecord } from './state';

const PINS_PER_PAGE = 50;

/**
 * Pins, under both paths discord.js uses (`/channels/{id}/messages/pins`, and the deprecated
 * `/channels/{id}/pins`): Pin Messages is needed, the channel holds at most `pinLimit` pins,
 * pinning posts Discord's "pinned a message" notice, and both fire CHANNEL_PINS_UPDATE.
 */
export function pinRoutes(context: RestContext): Route[] {
  const { state, world } = context;

  const announce = (channel: ChannelRecord): void => {
    world.dispatch({
      t: GatewayDispatchEvents.ChannelPinsUpdate,
      d: {
        channel_id: channel.id,
        last_pin_timestamp: channel.lastPinTimestamp,
        ...(channel.guildId === null ? {} : { guild_id: channel.guildId }),
      },
    });
  };

  const pin = (channelId: string, messageId: string) => {
    const channel = requireChannel(state, channelId);
    requirePermissions(state, channel, PermissionFlagsBits.PinMessages);
    const message = requireMessage(state, channel, messageId);
    if (message.system) throw discordErrors.systemMessage();
    requireActiveThread(channel);
    if (message.pinned) return noContent();
    if (state.messages.pinnedIn(channel.id).length >= context.pinLimit) throw discordErrors.maxPins(context.pinLimit);
    message.pinnedAt = new Date().toISOString();
    channel.lastPinTimestamp = message.pinnedAt;
    postSystemMessage(world, channel, MessageType.ChannelPinnedMessage, message.id);
    announce(channel);
    return noContent();
  };

  const unpin = (channelId: string, messageId: string) => {
    const channel = requireChannel(state, channelId);
    requirePermissions(state, channel, PermissionFlagsBits.PinMessages);
    const message = requireMessage(state, channel, messageId);
    requireActiveThread(channel);
    if (!message.pinned) return noContent();
    message.pinnedAt = null;
    channel.lastPinTimestamp = state.messages.pinnedIn(channel.id)[0]?.pinnedAt ?? null;
    announce(channel);
    return noContent();
  };

  /** Without Read Message History the list is empty, as Discord answers it. */
  const readablePins = (channel: ChannelRecord) =>
    channel.type !== ChannelType.DM && (state.channelPermissionsOf(channel, state.botUser.id) & PermissionFlagsBits.ReadMessageHistory) === 0n
      ? []
      : state.messages.pinnedIn(channel.id);

  return [
    route('GET', '/channels/:channelId/messages/pins', 'bot', ({ params, query }) => {
      const channel = requireChannel(state, params.channelId);
      const limit = query.has('limit') ? Number(query.get('limit')) : PINS_PER_PAGE;
      if (!Number.isInteger(limit) || limit < 1 || limit > PINS_PER_PAGE) {
        throw invalidFormBody(['limit'], 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${PINS_PER_PAGE}.`);
      }
      const before = query.get('before');
      const pins = readablePins(channel).filter((message) => before === null || Date.parse(message.pinnedAt ?? '') < Date.parse(before));
      return json({
        items: pins.slice(0, limit).map((message) => ({ pinned_at: message.pinnedAt, message: apiMessage(state, message) })),
        has_more: pins.length > limit,
      });
    }),
    route('PUT', '/channels/:channelId/messages/pins/:messageId', 'bot', ({ params }) => pin(params.channelId, params.messageId)),
    route('DELETE', '/channels/:channelId/messages/pins/:messageId', 'bot', ({ params }) => unpin(params.channelId, params.messageId)),
    route('GET', '/channels/:channelId/pins', 'bot', ({ params }) =>
      json(
        readablePins(requireChannel(state, params.channelId))
          .slice(0, PINS_PER_PAGE)
          .map((message) => apiMessage(state, message)),
      ),
    ),
    route('PUT', '/channels/:channelId/pins/:messageId', 'bot', ({ params }) => pin(params.channelId, params.messageId)),
    route('DELETE', '/channels/:channelId/pins/:messageId', 'bot', ({ params }) => unpin(params.channelId, params.messageId)),
  ];
}
