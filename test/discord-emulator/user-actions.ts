import { randomBytes } from 'node:crypto';
import { ChannelType, GatewayDispatchEvents, InteractionType, PermissionFlagsBits } from 'discord-api-types/v10';
import type { APIApplicationCommandOptionChoice, APIInteraction } from 'discord-api-types/v10';
import { buttonInteraction, modalSubmitInteraction, selectInteraction } from './component-interactions';
import type { ModalFields, SelectedValues } from './component-interactions';
import type { Gateway } from './gateway';
import { InvocationError } from './interaction-context';
import type { InteractionContext, PayloadIds } from './interaction-context';
import { autocompleteInteraction, chatInputInteraction } from './interaction-payloads';
import type { CommandInput } from './interaction-payloads';
import { InteractionRecord } from './interactions';
import type { InteractionRegistry } from './interactions';
import type { StoredMessage } from './messages';
import type { EmulatorState } from './state';
import type { EmulatedUser, InteractionOutcome } from './types';

/** An emulated object or its id. */
export type Ref = string | { readonly id: string };

export const idOf = (ref: Ref): string => (typeof ref === 'string' ? ref : ref.id);

export interface CommandRequest extends CommandInput {
  readonly user: Ref;
  /** A guild text channel or thread; omit it to run the command in the user's DM with the bot. */
  readonly channel?: Ref;
  /** Optional: the guild follows from the channel; when given it must match. */
  readonly guild?: Ref;
}

export interface AutocompleteRequest extends CommandRequest {
  /** The option being typed in. */
  readonly focused: string;
  /** What the user has typed so far. */
  readonly value: string;
}

export interface ButtonClick {
  readonly user: Ref;
  readonly message: Ref;
  readonly customId: string;
}

export interface MenuSelection extends ButtonClick {
  /** Option values of a string select; users, roles, channels (or their ids) of the other selects. */
  readonly values: SelectedValues;
}

export interface ModalSubmission {
  readonly user: Ref;
  /** The interaction the bot answered with the modal: its outcome or its id. */
  readonly interaction: Ref;
  /** What the user enters, by custom_id: text for text inputs, the picks for selects. */
  readonly fields: ModalFields;
}

interface ActionSettings {
  readonly deferredReplyWaitMs: number;
  readonly gatewayLatencyMs: number;
  readonly settleMs: number;
  readonly attachmentSizeLimit: number;
}

/**
 * What users do, as a Discord client lets them: run commands, type into autocomplete, click,
 * pick, submit modals. Each builds the INTERACTION_CREATE Discord would send, dispatches it to
 * the shard of its guild, and waits for the bot's answer.
 */
export class UserActions {
  /** What each interaction's INTERACTION_CREATE carried, for redelivery. */
  private readonly payloads = new Map<string, APIInteraction>();

  constructor(
    private readonly state: EmulatorState,
    private readonly gateway: Gateway,
    private readonly interactions: InteractionRegistry,
    private readonly settings: ActionSettings,
    private readonly afterCommand: () => Promise<void> | undefined,
  ) {}

  async invokeCommand(request: CommandRequest): Promise<InteractionOutcome> {
    const context = this.contextFor(request.user, request.channel, request.guild);
    const label = [`/${request.name}`, request.subcommandGroup, request.subcommand].filter(Boolean).join(' ');
    const record = this.dispatchInteraction(context, InteractionType.ApplicationCommand, label, null, (ids) =>
      chatInputInteraction(this.state, context, request, ids),
    );
    return this.settle(record);
  }

  async autocomplete(request: AutocompleteRequest): Promise<APIApplicationCommandOptionChoice[]> {
    const context = this.contextFor(request.user, request.channel, request.guild);
    const label = `autocomplete /${request.name} ${request.focused}`;
    const focused = { name: request.focused, value: request.value };
    const record = this.dispatchInteraction(context, InteractionType.ApplicationCommandAutocomplete, label, null, (ids) =>
      autocompleteInteraction(this.state, context, request, focused, ids),
    );
    await record.settle(0, 0);
    return record.choices ?? [];
  }

  async clickButton(click: ButtonClick): Promise<InteractionOutcome> {
    const { context, message } = this.componentContext(click);
    const record = this.dispatchInteraction(context, InteractionType.MessageComponent, `button ${click.customId}`, message.id, (ids) =>
      buttonInteraction(this.state, context, message, click.customId, ids),
    );
    return this.settle(record);
  }

  async selectMenu(selection: MenuSelection): Promise<InteractionOutcome> {
    const { context, message } = this.componentContext(selection);
    const record = this.dispatchInteraction(context, InteractionType.MessageComponent, `select ${selection.customId}`, message.id, (ids) =>
      selectInteraction(this.state, context, message, selection.customId, selection.values, ids),
    );
    return this.settle(record);
  }

  /** Submits the modal an interaction was answered with; a modal is submitted once, by the user it was shown to. */
  async submitModal(submission: ModalSubmission): Promise<InteractionOutcome> {
    const opener = this.interactions.get(idOf(submission.interaction));
    const modal = opener?.modal;
    if (!opener || !modal) throw new InvocationError(`Interaction ${idOf(submission.interaction)} was not answered with a modal`);
    if (opener.modalSubmitted) throw new InvocationError(`The modal of interaction ${opener.id} was already submitted`);
    const user = this.requireUser(submission.user);
    if (user.id !== opener.origin.userId) throw new InvocationError(`Only the user who opened it can submit modal "${modal.custom_id}"`);
    const context = this.contextFor(user, opener.origin.channelId, undefined);
    const source = opener.origin.sourceMessageId === null ? null : (this.state.messages.get(opener.origin.sourceMessageId) ?? null);
    const record = this.dispatchInteraction(context, InteractionType.ModalSubmit, `modal ${modal.custom_id}`, source?.id ?? null, (ids) =>
      modalSubmitInteraction(this.state, context, modal, submission.fields, source, ids),
    );
    opener.modalSubmitted = true;
    return this.settle(record);
  }

  /** Sends an interaction's INTERACTION_CREATE again, same id and token: a redelivery, as Discord's gateway may produce. */
  redeliver(interactionId: string): void {
    const payload = this.payloads.get(interactionId);
    if (!payload) throw new InvocationError(`The emulator never sent interaction ${interactionId}`);
    this.gateway.dispatch({ t: GatewayDispatchEvents.InteractionCreate, d: payload });
  }

  private async settle(record: InteractionRecord): Promise<InteractionOutcome> {
    await record.settle(this.settings.deferredReplyWaitMs, this.settings.settleMs);
    await this.afterCommand();
    return record;
  }

  private requireUser(ref: Ref): EmulatedUser {
    const user = this.state.users.get(idOf(ref));
    if (!user) throw new InvocationError(`User ${idOf(ref)} does not exist`);
    return user;
  }

  private contextFor(userRef: Ref, channelRef: Ref | undefined, guildRef: Ref | undefined): InteractionContext {
    const user = this.requireUser(userRef);
    if (channelRef === undefined) {
      if (guildRef !== undefined) throw new InvocationError('A guild interaction needs a channel');
      return { user, channel: this.state.dmChannelFor(user.id), guildId: null };
    }
    const channel = this.state.channels.get(idOf(channelRef));
    if (!channel || channel.deleted) throw new InvocationError(`Channel ${idOf(channelRef)} does not exist`);
    if (channel.type === ChannelType.GuildCategory) throw new InvocationError(`Channel ${channel.id} is a category`);
    if (channel.type === ChannelType.DM && channel.recipientId !== user.id) {
      throw new InvocationError(`Channel ${channel.id} is another user's DM`);
    }
    if (guildRef !== undefined && idOf(guildRef) !== channel.guildId) {
      throw new InvocationError(`Channel ${channel.id} is not in guild ${idOf(guildRef)}`);
    }
    if (channel.guildId !== null) {
      if (!this.state.guilds.get(channel.guildId)?.members.has(user.id))
        throw new InvocationError(`${user.username} is not a member of guild ${channel.guildId}`);
      if ((this.state.channelPermissionsOf(channel, user.id) & PermissionFlagsBits.ViewChannel) === 0n) {
        throw new InvocationError(`${user.username} cannot see channel ${channel.id}`);
      }
    }
    return { user, channel, guildId: channel.guildId };
  }

  /** Who can click a message: anyone who sees its channel (in a DM, its recipient); an ephemeral message only its user. */
  private componentContext(click: ButtonClick): { context: InteractionContext; message: StoredMessage } {
    const message = this.state.messages.get(idOf(click.message));
    if (!message) throw new InvocationError(`Message ${idOf(click.message)} does not exist`);
    const user = this.requireUser(click.user);
    if (message.ephemeral && message.interaction?.userId !== user.id) {
      throw new InvocationError(`Only the user who triggered it sees ephemeral message ${message.id}`);
    }
    return { context: this.contextFor(user, message.channelId, undefined), message };
  }

  private dispatchInteraction(
    context: InteractionContext,
    type: InteractionType,
    label: string,
    sourceMessageId: string | null,
    build: (ids: PayloadIds) => APIInteraction,
  ): InteractionRecord {
    if (!this.gateway.botConnected(context.guildId)) {
      throw new InvocationError('No bot session receives this guild on the gateway; await server.waitForBot() first');
    }
    const ids = {
      id: this.state.ids.next(),
      token: randomBytes(48).toString('base64url'),
      attachmentSizeLimit: this.settings.attachmentSizeLimit,
    };
    const payload = build(ids);
    const origin = { type, label, channelId: context.channel.id, userId: context.user.id, sourceMessageId };
    const record = new InteractionRecord(ids.id, ids.token, origin, this.state.messages);
    this.interactions.register(record);
    this.payloads.set(ids.id, payload);
    // The gateway serializes at once, so the stored payload stays as sent; a late one is sent as it was made.
    const latency = this.settings.gatewayLatencyMs;
    if (latency > 0) {
      const sent = structuredClone(payload);
      setTimeout(() => this.gateway.dispatch({ t: GatewayDispatchEvents.InteractionCreate, d: sent }), latency);
    } else this.gateway.dispatch({ t: GatewayDispatchEvents.InteractionCreate, d: payload });
    return record;
  }
}
