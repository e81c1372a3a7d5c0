import { InteractionResponseType, InteractionType, MessageFlags } from 'discord-api-types/v10';
import type { APIApplicationCommandOptionChoice, APIEmbed, APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';
import type { MessageStore, StoredMessage } from './messages';
import type { MetricsRecorder } from './metrics';
import type { InteractionCallback, InteractionOutcome, Violation } from './types';

export interface InteractionOrigin {
  readonly type: InteractionType;
  /** e.g. "/game join" or "button end-turn", for violation messages. */
  readonly label: string;
  readonly channelId: string;
  readonly userId: string;
  /** The message of the component, which `@original` designates until the bot replies (also for a modal opened from it). */
  readonly sourceMessageId: string | null;
}

const MESSAGE_RESPONSES = [InteractionResponseType.ChannelMessageWithSource, InteractionResponseType.DeferredChannelMessageWithSource];
const UPDATE_RESPONSES = [InteractionResponseType.DeferredMessageUpdate, InteractionResponseType.UpdateMessage];

/** Callback types Discord accepts as the first response to each kind of interaction. */
function initialCallbacks(origin: InteractionOrigin): readonly InteractionResponseType[] {
  switch (origin.type) {
    case InteractionType.ApplicationCommand:
      return [...MESSAGE_RESPONSES, InteractionResponseType.Modal];
    case InteractionType.ApplicationCommandAutocomplete:
      return [InteractionResponseType.ApplicationCommandAutocompleteResult];
    case InteractionType.MessageComponent:
      return [...MESSAGE_RESPONSES, ...UPDATE_RESPONSES, InteractionResponseType.Modal];
    case InteractionType.ModalSubmit:
      // A modal opened from a component may update that component's message; no modal answers a modal.
      return origin.sourceMessageId === null ? MESSAGE_RESPONSES : [...MESSAGE_RESPONSES, ...UPDATE_RESPONSES];
    default:
      return [];
  }
}

/** One dispatched interaction: its deadline, the bot's answers, and waiting for them. */
export class InteractionRecord implements InteractionOutcome {
  callback: InteractionCallback | null = null;
  expired = false;
  closed = false;
  originalMessageId: string | null;
  choices: APIApplicationCommandOptionChoice[] | null = null;
  modal: APIModalInteractionResponseCallbackData | null = null;
  ackLatencyMs: number | null = null;
  /** When INTERACTION_CREATE was sent (performance.now()), for the acknowledgement latency. */
  readonly dispatchedAt = performance.now();
  /** Wall-clock time of the dispatch, from which the token's lifetime runs. */
  readonly createdAt = Date.now();
  /** A modal is answered once; Discord forgets it after the user submits it. */
  modalSubmitted = false;
  private readonly followUpIds: string[] = [];
  private changeWaiters = new Set<() => void>();

  constructor(
    readonly id: string,
    readonly token: string,
    readonly origin: InteractionOrigin,
    private readonly messages: MessageStore,
  ) {
    this.originalMessageId = origin.sourceMessageId;
  }

  get acknowledged(): boolean {
    return this.callback !== null;
  }

  get deferred(): boolean {
    return (
      this.callback?.type === InteractionResponseType.DeferredChannelMessageWithSource || this.callback?.type === InteractionResponseType.DeferredMessageUpdate
    );
  }

  get reply(): StoredMessage | null {
    return this.originalMessageId === null ? null : (this.messages.get(this.originalMessageId) ?? null);
  }

  get ephemeral(): boolean {
    return this.reply?.ephemeral ?? false;
  }

  get content(): string | null {
    return this.reply?.content ?? null;
  }

  get embeds(): readonly APIEmbed[] {
    return this.reply?.embeds ?? [];
  }

  get followUps(): StoredMessage[] {
    return this.followUpIds.flatMap((id) => this.messages.get(id) ?? []);
  }

  /** A deferred reply still shows "thinking…" until the bot edits it or sends a follow-up. */
  get awaitingDeferredReply(): boolean {
    const reply = this.reply;
    return reply !== null && (reply.flags & MessageFlags.Loading) !== 0;
  }

  allowsInitialCallback(type: InteractionResponseType): boolean {
    return initialCallbacks(this.origin).includes(type);
  }

  isOwnMessage(messageId: string): boolean {
    return messageId === this.originalMessageId || this.followUpIds.includes(messageId);
  }

  addFollowUp(message: StoredMessage): void {
    this.followUpIds.push(message.id);
    this.changed();
  }

  /** Wakes whoever waits for the bot's next move on this interaction. */
  changed(): void {
    const waiters = this.changeWaiters;
    this.changeWaiters = new Set();
    for (const wake of waiters) wake();
  }

  /**
   * Waits until the bot is done: acknowledged (or the deadline passed), a deferred reply
   * filled in (up to `deferredReplyWaitMs`), then `settleMs` without further activity, so
   * follow-ups sent right after the reply are included.
   */
  async settle(deferredReplyWaitMs: number, settleMs: number): Promise<void> {
    await this.until(() => this.acknowledged || this.expired || this.closed, Infinity);
    if (!this.acknowledged) return;
    await this.until(() => !this.awaitingDeferredReply || this.closed, deferredReplyWaitMs);
    while (!this.closed && (await this.nextChange(settleMs)));
  }

  private async until(predicate: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      const remaining = deadline - Date.now();
      if (remaining <= 0 || !(await this.nextChange(remaining))) return;
    }
  }

  /** Resolves true on the next change, false if none happens within `timeoutMs`. */
  private nextChange(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            this.changeWaiters.delete(wake);
            resolve(false);
          }, timeoutMs)
        : undefined;
      const wake = (): void => {
        clearTimeout(timer);
        resolve(true);
      };
      this.changeWaiters.add(wake);
    });
  }
}

/** Tracks interactions by id and token and enforces the acknowledgement deadline. */
export class InteractionRegistry {
  private readonly byId = new Map<string, InteractionRecord>();
  private readonly byToken = new Map<string, InteractionRecord>();
  private readonly deadlines = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly timeoutMs: number,
    private readonly recordViolation: (violation: Violation) => void,
    private readonly metrics: MetricsRecorder,
  ) {}

  /** Starts the clock: Discord counts the deadline from when it sends the interaction. */
  register(record: InteractionRecord): void {
    this.byId.set(record.id, record);
    this.byToken.set(record.token, record);
    const timer = setTimeout(() => this.expire(record), this.timeoutMs);
    this.deadlines.set(record.id, timer);
    this.metrics.interactionDispatched(record.id);
  }

  get(id: string): InteractionRecord | undefined {
    return this.byId.get(id);
  }

  getByToken(token: string): InteractionRecord | undefined {
    return this.byToken.get(token);
  }

  acknowledge(record: InteractionRecord, callback: InteractionCallback): void {
    clearTimeout(this.deadlines.get(record.id));
    this.deadlines.delete(record.id);
    record.callback = callback;
    record.ackLatencyMs = performance.now() - record.dispatchedAt;
    if (callback.type === InteractionResponseType.Modal) record.modal = callback.data as APIModalInteractionResponseCallbackData;
    this.metrics.interactionAcknowledged(record.id, record.ackLatencyMs);
    record.changed();
  }

  close(): void {
    for (const timer of this.deadlines.values()) clearTimeout(timer);
    this.deadlines.clear();
    for (const record of this.byId.values()) {
      record.closed = true;
      record.changed();
    }
  }

  private expire(record: InteractionRecord): void {
    this.deadlines.delete(record.id);
    record.expired = true;
    this.metrics.interactionExpired();
    this.recordViolation({
      kind: 'interaction-timeout',
      message: `Interaction ${record.id} (${record.origin.label}) was not acknowledged within ${this.timeoutMs} ms`,
      where: record.origin.label,
    });
    record.changed();
  }
}
