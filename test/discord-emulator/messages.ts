import { EmbedType, MessageFlags, MessageType } from 'discord-api-types/v10';
import type { APIEmbed, APIMessageTopLevelComponent, InteractionType, RESTPostAPIChannelMessageJSONBody } from 'discord-api-types/v10';
import { numberComponents } from './components';
import type { UploadedFile } from './multipart';
import type { SnowflakeGenerator } from './snowflake';
import type { MessageMentions, PostedAttachment, PostedMessage } from './types';

/** The message fields the emulator reads; everything else the bot sends is accepted and ignored. */
export type MessageBody = Pick<
  RESTPostAPIChannelMessageJSONBody,
  'content' | 'embeds' | 'components' | 'flags' | 'attachments' | 'allowed_mentions' | 'nonce' | 'enforce_nonce' | 'message_reference'
>;

export interface InteractionLink {
  readonly id: string;
  readonly type: InteractionType;
  readonly userId: string;
}

/** Discord stores embeds sent by bots with type "rich". */
const richEmbeds = (embeds: MessageBody['embeds']): APIEmbed[] => (embeds ?? []).map((embed) => ({ type: EmbedType.Rich, ...embed }));

/** Message types a bot's own posts have; every other type is a notice Discord posts itself. */
const POST_TYPES: readonly MessageType[] = [MessageType.Default, MessageType.Reply, MessageType.ChatInputCommand];

const NO_MENTIONS: MessageMentions = { users: [], roles: [], everyone: false };

export class StoredMessage implements PostedMessage {
  content = '';
  embeds: APIEmbed[] = [];
  components: APIMessageTopLevelComponent[] = [];
  attachments: PostedAttachment[] = [];
  flags = 0;
  editedTimestamp: string | null = null;
  deleted = false;
  pinnedAt: string | null = null;
  nonce: string | number | null = null;
  mentions: MessageMentions = NO_MENTIONS;
  pings: readonly string[] = [];
  referencedMessageId: string | null = null;
  threadId: string | null = null;
  readonly timestamp = new Date().toISOString();

  constructor(
    readonly id: string,
    readonly channelId: string,
    readonly authorId: string,
    readonly type: MessageType,
    readonly interaction: InteractionLink | null,
  ) {}

  get ephemeral(): boolean {
    return (this.flags & MessageFlags.Ephemeral) !== 0;
  }

  get interactionId(): string | null {
    return this.interaction?.id ?? null;
  }

  get pinned(): boolean {
    return this.pinnedAt !== null;
  }

  get system(): boolean {
    return !POST_TYPES.includes(this.type);
  }
}

export interface CreateOptions {
  readonly type: MessageType;
  readonly interaction?: InteractionLink;
  /** Flags the emulator sets itself, e.g. Loading for a deferred reply. */
  readonly extraFlags?: number;
  readonly mentions?: MessageMentions;
  readonly pings?: readonly string[];
  readonly referencedMessageId?: string | null;
}

/** Told of every change, e.g. to count posts and edits. */
export interface MessageObserver {
  created(message: StoredMessage): void;
  edited(message: StoredMessage): void;
  deleted(message: StoredMessage): void;
}

/** Every message the bot posted, by id and by channel, with the uploaded bytes. */
export class MessageStore {
  private readonly byId = new Map<string, StoredMessage>();
  private readonly byChannel = new Map<string, StoredMessage[]>();
  /** Nonces sent with `enforce_nonce`, by author: the message and when it was created. */
  private readonly nonces = new Map<string, { messageId: string; at: number }>();

  constructor(
    private readonly ids: SnowflakeGenerator,
    private readonly urlBase: () => string,
    private readonly observer: MessageObserver,
  ) {}

  create(channelId: string, authorId: string, body: MessageBody, files: readonly UploadedFile[], options: CreateOptions): StoredMessage {
    const message = new StoredMessage(this.ids.next(), channelId, authorId, options.type, options.interaction ?? null);
    message.content = body.content ?? '';
    message.embeds = richEmbeds(body.embeds);
    message.components = numberComponents(body.components ?? []);
    message.flags = (body.flags ?? 0) | (options.extraFlags ?? 0);
    message.attachments = this.attach(channelId, [], body.attachments, files);
    message.nonce = body.nonce ?? null;
    message.mentions = options.mentions ?? NO_MENTIONS;
    message.pings = options.pings ?? [];
    message.referencedMessageId = options.referencedMessageId ?? null;
    this.byId.set(message.id, message);
    const list = this.byChannel.get(channelId) ?? [];
    list.push(message);
    this.byChannel.set(channelId, list);
    if (body.nonce !== undefined && body.enforce_nonce === true) this.nonces.set(`${authorId}:${body.nonce}`, { messageId: message.id, at: Date.now() });
    this.observer.created(message);
    return message;
  }

  /**
   * The message the author already created with this nonce within the window, even if it was
   * deleted since (Discord then answers Unknown Message rather than posting again).
   */
  findByNonce(authorId: string, nonce: string | number, windowMs: number): StoredMessage | undefined {
    const entry = this.nonces.get(`${authorId}:${nonce}`);
    return entry && Date.now() - entry.at <= windowMs ? this.byId.get(entry.messageId) : undefined;
  }

  /**
   * Applies a PATCH: only the fields present change, as on Discord; a deferred reply stops
   * loading. Mentions are recomputed by the caller when the content changes; edits notify nobody.
   */
  edit(message: StoredMessage, body: MessageBody, files: readonly UploadedFile[], mentions: MessageMentions | null): void {
    if (body.content !== undefined) message.content = body.content ?? '';
    if (body.embeds !== undefined) message.embeds = richEmbeds(body.embeds);
    if (body.components !== undefined) message.components = numberComponents(body.components ?? []);
    if (body.attachments !== undefined || files.length > 0) {
      message.attachments = this.attach(message.channelId, message.attachments, body.attachments, files);
    }
    if (mentions) message.mentions = mentions;
    message.flags &= ~MessageFlags.Loading;
    message.editedTimestamp = new Date().toISOString();
    this.observer.edited(message);
  }

  delete(message: StoredMessage): void {
    message.deleted = true;
    const list = this.byChannel.get(message.channelId);
    if (list) list.splice(list.indexOf(message), 1);
    this.observer.deleted(message);
  }

  get(id: string): StoredMessage | undefined {
    const message = this.byId.get(id);
    return message?.deleted ? undefined : message;
  }

  /** What members of the channel see: ephemeral messages are only shown to their user. */
  visibleIn(channelId: string): StoredMessage[] {
    return (this.byChannel.get(channelId) ?? []).filter((message) => !message.ephemeral);
  }

  /** Pinned messages of a channel, most recently pinned first (the order Discord lists them). */
  pinnedIn(channelId: string): StoredMessage[] {
    return this.visibleIn(channelId)
      .filter((message) => message.pinned)
      .sort((a, b) => (b.pinnedAt ?? '').localeCompare(a.pinnedAt ?? ''));
  }

  findAttachment(channelId: string, attachmentId: string): PostedAttachment | undefined {
    for (const message of this.byChannel.get(channelId) ?? []) {
      const found = message.attachments.find((attachment) => attachment.id === attachmentId);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * Discord's rule: `attachments` lists the existing attachments to keep (by id) and
   * describes new uploads (by the index N of their `files[N]` part); without it, existing
   * ones are kept and every uploaded file is added.
   */
  private attach(
    channelId: string,
    existing: readonly PostedAttachment[],
    described: MessageBody['attachments'],
    files: readonly UploadedFile[],
  ): PostedAttachment[] {
    const descriptions = new Map((described ?? []).map((entry) => [String(entry.id), entry]));
    const kept = described === undefined ? [...existing] : existing.filter((attachment) => descriptions.has(attachment.id));
    const added = files.map((file): PostedAttachment => {
      const entry = descriptions.get(file.index);
      const id = this.ids.next();
      const filename = entry?.filename ?? file.filename;
      return {
        id,
        filename,
        contentType: file.contentType,
        description: entry?.description ?? null,
        size: file.data.length,
        data: file.data,
        url: `${this.urlBase()}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`,
      };
    });
    return [...kept, ...added];
  }
}
