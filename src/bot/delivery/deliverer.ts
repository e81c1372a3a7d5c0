import { DiscordAPIError, HTTPError, RESTJSONErrorCodes, Routes } from 'discord.js';
import type { BotContext } from '../context';
import { ChannelUnavailable } from '../deliver';
import type { MessageBody } from '../news/message';
import { type Attachments, createOptions, editOptions, nonceOf } from './send';
import type { PermissionFlag, Refusal } from './refusal';
import { missingToPost } from './posting-permissions';
import { dmsClosed } from '../text/troubles';

/** A stored outbox row, as the store hands it to a deliverer. */
export interface OutboxRow {
  readonly id: string;
  readonly gameId: string;
  readonly key: string;
  readonly kind: string;
  readonly target: string;
  readonly payload: unknown;
  readonly attempts: number;
  readonly messageId: string | null;
  readonly status: string;
  /** The log entry whose write stored the row (0: the game's start); null for rows enqueued alone. */
  readonly seq: number | null;
}

/** What the deliverer needs of the store. */
export interface DeliveryStore {
  claimOutbox(claim: { owner: string; limit: number; leaseMs: number; now?: Date; flush?: boolean }): Promise<readonly OutboxRow[]>;
  markSent(id: string, sent: { owner: string; messageId?: string | null }): Promise<unknown>;
  markRetry(id: string, retry: { owner: string; error: string; at: Date }): Promise<unknown>;
  markFailed(id: string, failed: { owner: string; error: string }): Promise<unknown>;
  outboxMessage(gameId: string, key: string): Promise<OutboxRow | null>;
}

/** What happened to a row that could not be sent, for the bot to act on. */
export interface DeliveryTroubles {
  /** A DM that will never arrive (DMs closed, the bot blocked). */
  dmFailed(gameId: string, userId: string, seq: number | null): Promise<void>;
  /** A DM arrived: the player's DMs are open (again). */
  dmDelivered(userId: string): void;
  /** The game's channel is gone (Discord 10003): the game pauses, its news waits until a moderator resumes it. */
  channelLost(gameId: string, error: unknown): Promise<void>;
  /** Discord refused something for a permission the bot lacks, or the pins are full: the host learns once what would fix it. */
  refused(gameId: string, refusal: Refusal): Promise<void>;
  /** Files a message asks for when it is sent (the logs at the end of a game). */
  attachments(gameId: string): Attachments;
}

export interface DelivererOptions {
  /** The name of this deliverer; unique per process. */
  readonly owner: string;
  /** How long a claimed row is ours: after a crash, another deliverer takes it over when this runs out. */
  readonly leaseMs?: number;
  /** Rows claimed at a time (at most one per game: a game's rows go out in order). */
  readonly batch?: number;
  /** How often to look for rows written by another process or due for a retry. */
  readonly pollMs?: number;
}

const DMS_CLOSED = new Set<unknown>([
  RESTJSONErrorCodes.CannotSendMessagesToThisUser,
  RESTJSONErrorCodes.CannotSendMessagesToThisUserDueToHavingNoMutualGuilds,
]);
/** Discord's answers for a channel that exists but where the bot lacks a permission: nothing is lost, the news waits for it. */
const NOT_ALLOWED = new Set<unknown>([RESTJSONErrorCodes.MissingAccess, RESTJSONErrorCodes.MissingPermissions]);

/** Discord's error code, if Discord answered with one. */
const codeOf = (error: unknown): unknown => (error instanceof DiscordAPIError ? error.code : null);

/** Where a sent message is: `channelId/messageId`, as the deliverer records it. */
const location = (channelId: string, messageId: string): string => `${channelId}/${messageId}`;
const parseLocation = (stored: string): { channelId: string; messageId: string } => {
  const [channelId = '', messageId = ''] = stored.split('/');
  return { channelId, messageId };
};

/** A refusal that retrying will not change. */
class Permanent extends Error {}

/** An edit of a DM that never arrived: that player's DMs are closed, as far as the bot knows. */
class DmNeverArrived extends Permanent {}

/** A row about a message that was delivered and deleted before the deliverer learnt where it was. */
class DeletedUnseen extends Permanent {}

/** Discord's Unknown Message, or a message known to be deleted: nothing is left to edit, pin or delete. */
const gone = (error: unknown): boolean => codeOf(error) === RESTJSONErrorCodes.UnknownMessage || error instanceof DeletedUnseen;

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … up to 5 minutes. */
const backoffMs = (attempts: number): number => Math.min(300_000, 1000 * 2 ** Math.min(attempts, 9)) * (0.75 + Math.random() / 2);

/**
 * Sends what the outbox holds, in order per game, exactly once as far as Discord lets us know:
 * a post carries a nonce derived from its row with `enforce_nonce`, so a post retried after a
 * crash returns the message already created; an edit, a pin or a delete done twice changes
 * nothing; a DM's message id is recorded before the row is marked sent (docs/reliability.md).
 */
export class Deliverer {
  private readonly leaseMs: number;
  private readonly batch: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** Callers of `idle` waiting for held rows too. */
  private flushing = 0;
  private stopped = false;

  constructor(
    private readonly bot: BotContext,
    private readonly store: DeliveryStore,
    private readonly troubles: DeliveryTroubles,
    private readonly options: DelivererOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.batch = options.batch ?? 16;
    this.pollMs = options.pollMs ?? 2000;
  }

  start(): void {
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Rows may be ready: deliver them soon (now, or right after the pass under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // A pass that fails (the database gone for a moment) is logged; its rows stay pending and
    // the next poll takes them up again.
    this.running = this.drain()
      .catch((error: unknown) => this.bot.log.error('The outbox delivery pass failed; it resumes at the next poll', error))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /**
   * Resolves when every row has been handled: with `flush` (the default) held rows too, as if
   * their hold were over (tests, shutting down a demo); without, the rows due now (a table that
   * plays on while the live status waits).
   */
  async idle(flush = true): Promise<void> {
    if (flush) this.flushing += 1;
    try {
      this.wake();
      while (this.running) await this.running;
    } finally {
      if (flush) this.flushing -= 1;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      let rows: readonly OutboxRow[];
      try {
        rows = await this.store.claimOutbox({ owner: this.options.owner, limit: this.batch, leaseMs: this.leaseMs, flush: this.flushing > 0 });
      } catch (error) {
        this.bot.log.error('The outbox could not be read; delivery resumes at the next poll', error);
        return;
      }
      if (rows.length === 0) return;
      await Promise.all(rows.map((row) => this.deliver(row)));
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const owner = this.options.owner;
    try {
      const messageId = await this.send(row);
      await this.store.markSent(row.id, { owner, messageId });
      if (row.kind === 'dm') this.troubles.dmDelivered(row.target);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      if ((row.kind === 'dm' && error instanceof DiscordAPIError && DMS_CLOSED.has(error.code)) || error instanceof DmNeverArrived) {
        await this.store.markFailed(row.id, { owner, error: dmsClosed(why) });
        await this.troubles.dmFailed(row.gameId, row.kind === 'dm' ? row.target : await this.recipient(row), row.seq);
      } else if (error instanceof ChannelUnavailable || codeOf(error) === RESTJSONErrorCodes.UnknownChannel) {
        // Only a channel that is really gone pauses the game: its news waits until a moderator resumes it.
        await this.troubles.channelLost(row.gameId, error);
        await this.store.markRetry(row.id, { owner, error: why, at: new Date(Date.now() + this.pollMs) });
      } else if (NOT_ALLOWED.has(codeOf(error))) {
        // The channel is there but closed to the bot: the game goes on, its news waits in order
        // (retried with backoff), and the host learns once which permissions would let it out.
        await this.troubles.refused(row.gameId, { kind: 'post', missing: await this.missingToPost(row) });
        await this.store.markRetry(row.id, { owner, error: why, at: new Date(Date.now() + backoffMs(row.attempts)) });
      } else if (codeOf(error) === RESTJSONErrorCodes.UnknownMessage && (row.kind === 'post' || row.kind === 'dm')) {
        // A post carries its row's nonce with enforce_nonce, and replies nothing else that could be
        // unknown: Discord refuses it only when an earlier attempt (this deliverer's, or one whose
        // lease ran out while its request waited) created the message and it was deleted since. It
        // was delivered; where it was is lost with it.
        await this.store.markSent(row.id, { owner, messageId: null });
      } else if (gone(error)) {
        // Someone deleted the message this row edits or deletes: nothing is left to change.
        this.bot.log.warn(`Game ${row.gameId}: ${row.key} (${row.kind}) is about a message someone deleted; skipped`);
        await this.store.markFailed(row.id, { owner, error: why });
      } else if (error instanceof Permanent || (error instanceof DiscordAPIError && error.status >= 400 && error.status < 500 && error.status !== 429)) {
        this.bot.log.error(`Game ${row.gameId}: outbox message ${row.key} (${row.kind}) can never be sent`, error);
        await this.store.markFailed(row.id, { owner, error: why });
      } else {
        if (!(error instanceof DiscordAPIError || error instanceof HTTPError))
          this.bot.log.warn(`Game ${row.gameId}: ${row.key} not sent yet (${why}); retrying`);
        await this.store.markRetry(row.id, { owner, error: why, at: new Date(Date.now() + backoffMs(row.attempts)) });
      }
    }
  }

  /** Sends one row; returns where the message is, for rows that create one. */
  private async send(row: OutboxRow): Promise<string | null> {
    const body = row.payload as MessageBody;
    const client = this.bot.client;
    const attachments = this.troubles.attachments(row.gameId);
    switch (row.kind) {
      case 'post': {
        const channel = await client.channels.fetch(row.target, { allowUnknownGuild: true });
        if (!channel?.isSendable()) throw new ChannelUnavailable(`Channel ${row.target} is not a channel the bot can post in.`);
        const options = await createOptions(body, nonceOf(row.gameId, row.key), attachments);
        const message = await this.withoutRefusedFiles<{ readonly id: string }>(
          row,
          options.files,
          () => channel.send(options),
          () => channel.send({ ...options, files: [] }),
        );
        return location(channel.id, message.id);
      }
      case 'dm': {
        const user = await client.users.fetch(row.target);
        const dm = await user.createDM();
        const message = await dm.send(await createOptions(body, nonceOf(row.gameId, row.key), attachments));
        return location(dm.id, message.id);
      }
      case 'edit':
      case 'dm-edit': {
        const { channelId, messageId } = await this.sentTarget(row);
        const channel = await client.channels.fetch(channelId, { allowUnknownGuild: true });
        if (!channel?.isTextBased()) throw new ChannelUnavailable(`Channel ${channelId} is gone.`);
        const options = await editOptions(body, attachments);
        const { files, attachments: kept, ...text } = options;
        await this.withoutRefusedFiles(
          row,
          files,
          () => channel.messages.edit(messageId, options),
          () => channel.messages.edit(messageId, text),
        );
        return null;
      }
      case 'pin': {
        try {
          const { channelId, messageId } = await this.sentTarget(row);
          await client.rest.put(Routes.channelMessagesPin(channelId, messageId));
        } catch (error) {
          // A pin is a convenience: refused, the status stays where it was posted and the game goes on.
          const code = codeOf(error);
          if (code === RESTJSONErrorCodes.MissingPermissions) await this.troubles.refused(row.gameId, { kind: 'pin' });
          else if (code === RESTJSONErrorCodes.MaximumNumberOfPinsReachedForTheChannel) await this.troubles.refused(row.gameId, { kind: 'pins-full' });
          // A status someone deleted has nothing left to pin; anything else is handled as any row's failure.
          else if (!gone(error)) throw error;
        }
        return null;
      }
      case 'delete': {
        try {
          const { channelId, messageId } = await this.sentTarget(row);
          await client.rest.delete(Routes.channelMessage(channelId, messageId));
        } catch (error) {
          // Already gone: what a delete wants.
          if (!gone(error)) throw error;
        }
        return null;
      }
      default:
        throw new Permanent(`unknown outbox kind "${row.kind}"`);
    }
  }

  /**
   * Sends with the message's files; when Discord refuses (50013) and there were files, sends again
   * without them: a server may let the bot post but not attach, and the news must not wait for a
   * picture. The host learns once why the pictures are missing.
   */
  private async withoutRefusedFiles<T>(row: OutboxRow, files: readonly unknown[] | undefined, send: () => Promise<T>, sendBare: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (codeOf(error) !== RESTJSONErrorCodes.MissingPermissions || !files?.length) throw error;
      const sent = await sendBare();
      await this.troubles.refused(row.gameId, { kind: 'files' });
      return sent;
    }
  }

  /** Which permissions to name when the news cannot be posted where the row goes. */
  private async missingToPost(row: OutboxRow): Promise<readonly PermissionFlag[]> {
    const channelId = row.kind === 'post' ? row.target : parseLocation((await this.store.outboxMessage(row.gameId, row.target))?.messageId ?? '').channelId;
    return missingToPost(this.bot.client, channelId);
  }

  /** Whom a DM edit was for: the recipient of the DM it edits. */
  private async recipient(row: OutboxRow): Promise<string> {
    return (await this.store.outboxMessage(row.gameId, row.target))?.target ?? row.target;
  }

  /** The message an edit, pin or delete is about: an earlier row of the same game, already sent. */
  private async sentTarget(row: OutboxRow): Promise<{ channelId: string; messageId: string }> {
    const target = await this.store.outboxMessage(row.gameId, row.target);
    if (row.kind === 'dm-edit' && target?.kind === 'dm' && target.status === 'failed') throw new DmNeverArrived(`${row.key} edits a DM that never arrived`);
    if (target?.status === 'sent' && !target.messageId && (target.kind === 'post' || target.kind === 'dm'))
      throw new DeletedUnseen(`${row.key} is about ${row.target}, which was deleted before its id was known`);
    if (!target?.messageId) throw new Permanent(`${row.key} is about ${row.target}, which was never sent`);
    return parseLocation(target.messageId);
  }
}
