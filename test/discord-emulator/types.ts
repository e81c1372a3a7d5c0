import type {
  APIApplicationCommandOptionChoice,
  APIEmbed,
  APIMessageTopLevelComponent,
  APIModalInteractionResponseCallbackData,
  ChannelType,
  InteractionResponseType,
  MessageType,
  OverwriteType,
} from 'discord-api-types/v10';
import type { FaultRule } from './faults';

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
  /** How long an interaction token works for follow-ups and edits. Discord: 15 minutes. */
  interactionTokenLifetimeMs?: number;
  /**
   * How long after Discord creates an interaction its INTERACTION_CREATE reaches the bot (a slow
   * gateway, a loaded host). The time to acknowledge runs from the creation. Default 0.
   */
  gatewayLatencyMs?: number;
  /** How long `invokeCommand` waits for a deferred reply to be filled in. Default 5000 ms. */
  deferredReplyWaitMs?: number;
  /** Quiet period after which the bot is considered done answering. Default 100 ms. */
  settleMs?: number;
  /** Heartbeat interval sent in HELLO. Discord: 41250 ms. */
  heartbeatIntervalMs?: number;
  /** Largest total size of the files of one message, in bytes. Default 25 MiB. */
  attachmentSizeLimit?: number;
  /** Port to listen on (127.0.0.1); a free one when omitted. */
  port?: number;
  /** Seed of the generator that decides which requests a fault rule with a `fraction` hits. Default 1. */
  seed?: number;
  /**
   * Discord's global rate limit: requests per second a bot token may make, interaction callbacks
   * and interaction webhooks exempt. Default 50 (Discord's); null turns it off.
   */
  globalRateLimit?: number | null;
  /** Per-route limits to enforce, with Discord's X-RateLimit-* headers. Default none. */
  routeRateLimits?: readonly RouteRateLimit[];
  /** The shard count `GET /gateway/bot` recommends. Default 1. */
  shards?: number;
  /** `session_start_limit.max_concurrency`: how many shards may identify at once (discord.js waits 5 s otherwise). Default 1. */
  maxConcurrency?: number;
  /** A session whose shard would hold more guilds is closed with 4011 (sharding required). Discord: 2500. */
  maxGuildsPerShard?: number;
  /** Pins per channel (30003 beyond). Discord: 250 since 2025 (50 before). */
  pinLimit?: number;
  /**
   * Fault rules in force from the start (e.g. `{ fraction: 0.1, fault: everyFault() }`), drawn
   * from `seed`; more can be added with `injectFault`. Default none: a fault-free Discord.
   */
  faults?: readonly FaultRule[];
  /** How long `enforce_nonce` remembers a nonce. Discord: "a few minutes"; default 2 minutes, the strict side. */
  nonceWindowMs?: number;
}

/** A per-route rate limit, counted per top-level resource (channel, guild or webhook) as Discord does. */
export interface RouteRateLimit {
  /** `METHOD /pattern` as the emulator's route table spells it, e.g. `POST /channels/:channelId/messages`. */
  readonly route: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** A channel permission overwrite; `type` is role or member. */
export interface PermissionOverwrite {
  readonly id: string;
  readonly type: OverwriteType;
  readonly allow: bigint;
  readonly deny: bigint;
}

export interface EmulatedUser {
  readonly id: string;
  readonly username: string;
  readonly globalName: string | null;
  readonly bot: boolean;
  /** When true the user accepts no DMs from the bot: sending answers 50007. Can be changed at any time. */
  dmsClosed: boolean;
  /** The user blocked the bot: DMs answer 50007 as for closed DMs. Can be changed at any time. */
  blocksBot: boolean;
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
  /** Whether a mention of the role notifies its members (or the bot needs Mention Everyone). */
  readonly mentionable: boolean;
}

export interface EmulatedMember {
  readonly guildId: string;
  readonly userId: string;
  readonly roleIds: readonly string[];
  readonly nick: string | null;
  readonly joinedAt: string;
}

export type EmulatedChannelType = ChannelType.GuildText | ChannelType.GuildCategory | ChannelType.DM | ChannelType.PublicThread | ChannelType.PrivateThread;

export interface EmulatedChannel {
  readonly id: string;
  readonly type: EmulatedChannelType;
  /** null for DM channels. */
  readonly guildId: string | null;
  readonly name: string | null;
  /** The category of a channel, or the text channel a thread belongs to. */
  readonly parentId: string | null;
  /** The user at the other end of a DM channel. */
  readonly recipientId: string | null;
  readonly permissionOverwrites: readonly PermissionOverwrite[];
  /** Who started a thread; null for other channels. */
  readonly ownerId: string | null;
  /** Threads: archived (sending a message unarchives it unless it is locked). */
  readonly archived: boolean;
  /** Threads: only members with Manage Threads may unarchive or post. */
  readonly locked: boolean;
  /** Deleted: REST answers 10003 Unknown Channel. Its messages stay readable in the test API. */
  readonly deleted: boolean;
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

/** Who a message mentions, as Discord fills `mentions`, `mention_roles` and `mention_everyone`. */
export interface MessageMentions {
  readonly users: readonly string[];
  readonly roles: readonly string[];
  readonly everyone: boolean;
}

/** A message the bot posted (or Discord posted for it: pin notices, thread notices); it reflects later edits. */
export interface PostedMessage {
  readonly id: string;
  readonly channelId: string;
  readonly authorId: string;
  readonly type: MessageType;
  /** A message Discord posts itself (pin notice, thread created, thread starter), not the bot's post. */
  readonly system: boolean;
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
  readonly pinned: boolean;
  /** The nonce the bot sent with it, if any. */
  readonly nonce: string | number | null;
  /** Mentions allowed by `allowed_mentions`, recomputed on each content edit. */
  readonly mentions: MessageMentions;
  /** Users this message notified when it was created: mentioned, allowed, able to see it, not the bot. */
  readonly pings: readonly string[];
  /** The message this one replies to (or, for system messages, points at). */
  readonly referencedMessageId: string | null;
  /** The thread started from this message. */
  readonly threadId: string | null;
}

export type ViolationKind =
  | 'interaction-timeout'
  | 'interaction-already-acknowledged'
  | 'unknown-interaction'
  | 'invalid-form-body'
  | 'empty-message'
  | 'request-entity-too-large'
  | 'unknown-route'
  /**
   * An `enforce_nonce` nonce sent again by the same author in another channel within the window.
   * Discord dedupes by author and nonce only, so the earlier message (in the other channel) is
   * returned and nothing is posted: nonces must be unique per bot, not per channel.
   */
  | 'nonce-reused-elsewhere'
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
  /** The modal the bot opened (callback type 9), for `submitModal`; null otherwise. */
  readonly modal: APIModalInteractionResponseCallbackData | null;
  /** Milliseconds from the dispatch of INTERACTION_CREATE to the accepted initial callback; null if none. */
  readonly ackLatencyMs: number | null;
}
