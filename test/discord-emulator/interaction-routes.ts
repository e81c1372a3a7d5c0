import { InteractionResponseType, MessageFlags } from 'discord-api-types/v10';
import type { RESTPostAPIInteractionCallbackWithResponseResult } from 'discord-api-types/v10';
import { checkModal } from './component-limits';
import { discordErrors, FormErrors, invalidFormBody } from './errors';
import type { InteractionRecord } from './interactions';
import { isRecord } from './json';
import { asMessageBody, checkAutocompleteChoices, checkMessage } from './limits';
import type { MessageCheck } from './limits';
import type { MessageBody, StoredMessage } from './messages';
import type { UploadedFile } from './multipart';
import { apiMessage } from './payloads';
import { editMessage, postMessage } from './posting';
import type { RestContext } from './rest-context';
import { json, noContent, route } from './router';
import type { Route } from './router';

/** Interaction callbacks and the interaction webhook (follow-ups, `@original` edits). */
export function interactionRoutes(context: RestContext): Route[] {
  const { state, interactions, world } = context;
  const limits = (path: (string | number)[], creating: boolean): MessageCheck => ({
    path,
    creating,
    attachmentSizeLimit: context.attachmentSizeLimit,
  });

  const postResponse = (record: InteractionRecord, message: MessageBody, files: readonly UploadedFile[], extraFlags = 0): StoredMessage => {
    const channel = state.channels.get(record.origin.channelId);
    if (!channel || channel.deleted) throw discordErrors.unknownChannel();
    return postMessage(world, channel, message, files, {
      defaults: 'interaction',
      interaction: { id: record.id, type: record.origin.type, userId: record.origin.userId },
      extraFlags,
    });
  };

  /** The interaction webhook exists only once the interaction was acknowledged, and its token works for a limited time. */
  const webhookRecord = (applicationId: string, token: string): InteractionRecord => {
    const record = interactions.getByToken(token);
    if (!record || applicationId !== state.applicationId || !record.acknowledged) throw discordErrors.unknownWebhook();
    if (Date.now() - record.createdAt > context.interactionTokenLifetimeMs) throw discordErrors.invalidWebhookToken();
    return record;
  };

  const webhookMessage = (record: InteractionRecord, messageId: string): StoredMessage => {
    const id = messageId === '@original' ? record.originalMessageId : messageId;
    const message = id === null ? undefined : state.messages.get(id);
    if (!message || !record.isOwnMessage(message.id)) throw discordErrors.unknownMessage();
    return message;
  };

  return [
    route('POST', '/interactions/:interactionId/:token/callback', 'interaction', ({ params, query, body }) => {
      const record = interactions.get(params.interactionId);
      if (!record || record.token !== params.token || record.expired) throw discordErrors.unknownInteraction();
      if (record.acknowledged) throw discordErrors.interactionAlreadyAcknowledged();
      if (!isRecord(body.json)) throw invalidFormBody([], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
      const type = body.json.type as InteractionResponseType;
      const data = body.json.data;
      if (!record.allowsInitialCallback(type)) {
        const message = `Callback type ${String(type)} is not valid for this interaction`;
        throw invalidFormBody(['type'], 'INTERACTION_RESPONSE_TYPE_INVALID', message);
      }

      // Validate everything before changing anything: a rejected callback leaves the interaction unacknowledged.
      switch (type) {
        case InteractionResponseType.ChannelMessageWithSource: {
          const message = asMessageBody(data, ['data']);
          checkMessage(message, body.files, limits(['data'], true));
          record.originalMessageId = postResponse(record, message, body.files).id;
          break;
        }
        case InteractionResponseType.DeferredChannelMessageWithSource: {
          const flags = isRecord(data) && typeof data.flags === 'number' ? data.flags & MessageFlags.Ephemeral : 0;
          record.originalMessageId = postResponse(record, { flags }, [], MessageFlags.Loading).id;
          break;
        }
        case InteractionResponseType.UpdateMessage: {
          const message = asMessageBody(data, ['data']);
          checkMessage(message, body.files, limits(['data'], false));
          const source = record.reply;
          if (source) editMessage(world, source, message, body.files, 'interaction');
          break;
        }
        case InteractionResponseType.Modal: {
          if (!isRecord(data)) throw invalidFormBody(['data'], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
          const errors = new FormErrors();
          checkModal(errors, ['data'], data);
          errors.throwIfAny();
          break;
        }
        case InteractionResponseType.ApplicationCommandAutocompleteResult:
          record.choices = checkAutocompleteChoices(isRecord(data) ? data.choices : undefined);
          break;
        default:
          // DeferredMessageUpdate: acknowledges without touching the message.
          break;
      }
      interactions.acknowledge(record, { type, data: data ?? null });

      if (query.get('with_response') !== 'true') return noContent();
      const reply = type === InteractionResponseType.ApplicationCommandAutocompleteResult || type === InteractionResponseType.Modal ? null : record.reply;
      const result: RESTPostAPIInteractionCallbackWithResponseResult = {
        interaction: {
          id: record.id,
          type: record.origin.type,
          ...(reply
            ? {
                response_message_id: reply.id,
                response_message_loading: (reply.flags & MessageFlags.Loading) !== 0,
                response_message_ephemeral: reply.ephemeral,
              }
            : {}),
        },
        resource: { type, ...(reply ? { message: apiMessage(state, reply) } : {}) },
      };
      return json(result);
    }),

    route('POST', '/webhooks/:applicationId/:token', 'interaction', ({ params, body }) => {
      const record = webhookRecord(params.applicationId, params.token);
      const message = asMessageBody(body.json, []);
      checkMessage(message, body.files, limits([], true));
      // Discord fills a pending deferred reply with the first follow-up instead of posting a new message.
      const pending = record.awaitingDeferredReply ? record.reply : null;
      if (pending) {
        editMessage(world, pending, message, body.files, 'interaction');
        record.changed();
        return json(apiMessage(state, pending));
      }
      const created = postResponse(record, message, body.files);
      record.addFollowUp(created);
      return json(apiMessage(state, created));
    }),
    route('GET', '/webhooks/:applicationId/:token/messages/:messageId', 'interaction', ({ params }) => {
      const record = webhookRecord(params.applicationId, params.token);
      return json(apiMessage(state, webhookMessage(record, params.messageId)));
    }),
    route('PATCH', '/webhooks/:applicationId/:token/messages/:messageId', 'interaction', ({ params, body }) => {
      const record = webhookRecord(params.applicationId, params.token);
      const stored = webhookMessage(record, params.messageId);
      const message = asMessageBody(body.json, []);
      checkMessage(message, body.files, limits([], false));
      editMessage(world, stored, message, body.files, 'interaction');
      record.changed();
      return json(apiMessage(state, stored));
    }),
    route('DELETE', '/webhooks/:applicationId/:token/messages/:messageId', 'interaction', ({ params }) => {
      const record = webhookRecord(params.applicationId, params.token);
      state.messages.delete(webhookMessage(record, params.messageId));
      record.changed();
      return noContent();
    }),
  ];
}
