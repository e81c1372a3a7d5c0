import type { APIApplicationCommandOptionChoice, APIEmbed, APIMessageTopLevelComponent, ChannelType, InteractionResponseType } from 'discord-api-types/v10';

export interface EmulatorOptions {
  /** Id of the bot user; generated when omitted. */
  botUserId?: string;
  botUsername?: string;
  /** Defaults to the bot user id, as for applications created since 2019. */
  applicationId?: string;
  /** The token the bot must log in with; one is generated when omitted. */
  token?: string;
  /** Time the bot has to acknowledge an interaction. Discord: 3000 ms. */
  interactionTimeoutMs?: number;
  /** How long `invokeCommand` waits for a deferred reply to be filled in. Default 5000 ms. */
  deferredReplyWaitMs?: number;
  /** Quiet period after which the bot is considered done answering. Default 100 ms. */
  settleMs?: number;
  /** Heartbeat interval sent in HELLO. Discord: 41250 ms. */
  heartbeatIntervalMs?: number;
  /** Largest total size of the files of one message, in bytes. Default 25 MiB. */
  attachmentSizeLimit?: number;
}

export interface EmulatedUser {
  readonly id: string;
  readonly username: string;
  readonly globalName: string | null;
  readonly bot: boolean;
  /** When true the user accepts no DMs from the bot: sending answers 50007. Can be changed at any time. */
  dmsClosed: boolean;
}

export interface EmulatedGuild {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string;
}

export interface EmulatedRole {
  readonly id: string;
  readonly guildId: string;
  readonly name: string;
  readonly permissions: bigint;
}

export interface EmulatedMember {
  readonly guildId: string;
  readonly userId: string;
  readonly roleIds: readonly string[];
  readonly nick: string | null;
  readonly joinedAt: string;
}

export interface EmulatedChannel {
  readonly id: string;
  readonly type: ChannelType.GuildText | ChannelType.GuildCategory | ChannelType.DM;
  /** null for DM channels. */
  readonly guildId: string | null;
  readonly name: string | null;
  readonly parentId: string | null;
  /** The user at the other end of a DM channel. */
  readonly recipientId: string | null;
}

export interface PostedAttachment {
  readonly id: string;
  readonly filename: string;
  readonly contentType: string | null;
  readonly description: string | null;
  readonly size: number;
  /** The bytes the bot uploaded. */
  readonly data: Buffer;
  /** Served by the emulator, so a bot can download what it posted. */
  readonly url: string;
}

/** A message the bot posted; it reflects later edits. */
export interface PostedMessage {
  readonly id: string;
  readonly channelId: string;
  readonly content: string;
  readonly embeds: readonly APIEmbed[];
  readonly components: readonly APIMessageTopLevelComponent[];
  readonly attachments: readonly PostedAttachment[];
  readonly flags: number;
  /** Only the invoking user sees it; it does not appear in `messages(channelId)`. */
  readonly ephemeral: boolean;
  readonly timestamp: string;
  readonly editedTimestamp: string | null;
  readonly deleted: boolean;
  /** The interaction this message answers, if any. */
  readonly interactionId: string | null;
}

export type ViolationKind =
  | 'interaction-timeout'
  | 'interaction-already-acknowledged'
  | 'unknown-interaction'
  | 'invalid-form-body'
  | 'empty-message'
  | 'request-entity-too-large'
  | 'unknown-route'
  /** The emulator itself failed (answered 500): a bug to fix in the emulator. */
  | 'emulator-error';

/** A Discord rule the bot broke, or a route the emulator does not know. */
export interface Violation {
  readonly kind: ViolationKind;
  readonly message: string;
  /** `METHOD /route` of the offending request, or the interaction for timeouts. */
  readonly where: string;
  /** Discord's `errors` object for 50035, so the failing field is visible. */
  readonly details?: unknown;
}

export interface InteractionCallback {
  readonly type: InteractionResponseType;
  readonly data: unknown;
}

/** What the bot did with an interaction; it keeps updating if the bot answers later. */
export interface InteractionOutcome {
  readonly id: string;
  /** An initial callback was accepted within the interaction timeout. */
  readonly acknowledged: boolean;
  readonly callback: InteractionCallback | null;
  /** The initial response was a defer (type 5 or 6). */
  readonly deferred: boolean;
  readonly ephemeral: boolean;
  /** The message `@original` designates, as it is now: the reply, or for `update` the clicked message. */
  readonly reply: PostedMessage | null;
  /** `reply.content`, or null without a reply. */
  readonly content: string | null;
  readonly embeds: readonly APIEmbed[];
  readonly followUps: readonly PostedMessage[];
  /** Autocomplete results; null for other interactions. */
  readonly choices: readonly APIApplicationCommandOptionChoice[] | null;
}
