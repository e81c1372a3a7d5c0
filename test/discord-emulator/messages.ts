import { EmbedType, MessageFlags, MessageType } from 'discord-api-types/v10';
import type { APIEmbed, APIMessageTopLevelComponent, InteractionType, RESTPostAPIChannelMessageJSONBody } from 'discord-api-types/v10';
import type { UploadedFile } from './multipart';
import type { SnowflakeGenerator } from './snowflake';
import type { PostedAttachment, PostedMessage } from './types';

/** The message fields the emulator keeps; everything else the bot sends is accepted and ignored. */
export type MessageBody = Pick<RESTPostAPIChannelMessageJSONBody, 'content' | 'embeds' | 'components' | 'flags' | 'attachments'>;

export interface InteractionLink {
  readonly id: string;
  readonly type: InteractionType;
  readonly userId: string;
}

/** Discord stores embeds sent by bots with type "rich". */
const richEmbeds = (embeds: MessageBody['embeds']): APIEmbed[] => (embeds ?? []).map((embed) => ({ type: EmbedType.Rich, ...embed }));

export class StoredMessage implements PostedMessage {
  content = '';
  embeds: APIEmbed[] = [];
  components: APIMessageTopLevelComponent[] = [];
  attachments: PostedAttachment[] = [];
  flags = 0;
  editedTimestamp: string | null = null;
  deleted = false;
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
}

interface CreateOptions {
  readonly interaction?: InteractionLink;
  readonly isCommandResponse?: boolean;
  /** Extra flags the emulator sets itself, e.g. Loading for a deferred reply. */
  readonly extraFlags?: number;
}

/** Every message the bot posted, by id and by channel, with the uploaded bytes. */
export class MessageStore {
  private readonly byId = new Map<string, StoredMessage>();
  private readonly byChannel = new Map<string, StoredMessage[]>();

  constructor(
    private readonly ids: SnowflakeGenerator,
    private readonly urlBase: () => string,
  ) {}

  create(channelId: string, authorId: string, body: MessageBody, files: readonly UploadedFile[], options: CreateOptions = {}): StoredMessage {
    const type = options.isCommandResponse ? MessageType.ChatInputCommand : MessageType.Default;
    const message = new StoredMessage(this.ids.next(), channelId, authorId, type, options.interaction ?? null);
    message.content = body.content ?? '';
    message.embeds = richEmbeds(body.embeds);
    message.components = body.components ?? [];
    message.flags = (body.flags ?? 0) | (options.extraFlags ?? 0);
    message.attachments = this.attach(channelId, [], body.attachments, files);
    this.byId.set(message.id, message);
    const list = this.byChannel.get(channelId) ?? [];
    list.push(message);
    this.byChannel.set(channelId, list);
    return message;
  }

  /** Applies a PATCH: only the fields present change, as on Discord; a deferred reply stops loading. */
  edit(message: StoredMessage, body: MessageBody, files: readonly UploadedFile[]): void {
    if (body.content !== undefined) message.content = body.content ?? '';
    if (body.embeds !== undefined) message.embeds = richEmbeds(body.embeds);
    if (body.components !== undefined) message.components = body.components ?? [];
    if (body.attachments !== undefined || files.length > 0) {
      message.attachments = this.attach(message.channelId, message.attachments, body.attachments, files);
    }
    message.flags &= ~MessageFlags.Loading;
    message.editedTimestamp = new Date().toISOString();
  }

  delete(message: StoredMessage): void {
    message.deleted = true;
    const list = this.byChannel.get(message.channelId);
    if (list) list.splice(list.indexOf(message), 1);
  }

  get(id: string): StoredMessage | undefined {
    const message = this.byId.get(id);
    return message?.deleted ? undefined : message;
  }

  /** What members of the channel see: ephemeral messages are only shown to their user. */
  visibleIn(channelId: string): StoredMessage[] {
    return (this.byChannel.get(channelId) ?? []).filter((message) => !message.ephemeral);
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
