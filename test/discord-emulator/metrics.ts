import { ChannelType, MessageFlags } from 'discord-api-types/v10';
import type { StoredMessage } from './messages';
import type { ChannelRecord } from './state';

/** What the bot made Discord do since the start or the last `resetMetrics()`. */
export interface EmulatorMetrics {
  readonly requests: {
    /** Every REST request that reached the emulator (answered, refused, rate limited or faulted). */
    readonly total: number;
    /** Interaction callbacks and interaction webhooks: Discord exempts them from the global rate limit. */
    readonly interaction: number;
    /** Every other request: these count against the global 50 per second. */
    readonly global: number;
    /** By `METHOD /pattern` of the route table (unknown routes by their path). */
    readonly byRoute: Readonly<Record<string, number>>;
    /** Answered 429 by a real rate limit (not an injected fault). */
    readonly rateLimited: number;
    /** Hit by an injected fault. */
    readonly faulted: number;
  };
  /** Messages the bot posted in guild channels and threads that members see (not ephemeral, not Discord's notices). */
  readonly channelPosts: number;
  /** Messages the bot posted in DM channels. */
  readonly dmPosts: number;
  readonly ephemeralPosts: number;
  /** Notices Discord posted because of the bot (pinned message, thread created, thread starter). */
  readonly systemMessages: number;
  /** Edits of existing messages: PATCH routes, callback 7, and the filling of a deferred reply. */
  readonly messageEdits: number;
  readonly messageDeletes: number;
  /** Users notified by new messages, summed per message (a user pinged by two messages counts twice). */
  readonly pings: number;
  /** Of `pings`, those sent with SUPPRESS_NOTIFICATIONS: a badge without a push notification. */
  readonly silentPings: number;
  /** Channel posts answered with an earlier message because of `enforce_nonce` (no new post). */
  readonly nonceReplays: number;
  readonly interactions: {
    readonly dispatched: number;
    readonly acknowledged: number;
    /** Not acknowledged within the deadline. */
    readonly expired: number;
    /** Per acknowledged interaction, in dispatch order: ms from INTERACTION_CREATE to the accepted initial callback. */
    readonly ackLatenciesMs: readonly number[];
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] };

const zero = (): Mutable<EmulatorMetrics> => ({
  requests: { total: 0, interaction: 0, global: 0, byRoute: {}, rateLimited: 0, faulted: 0 },
  channelPosts: 0,
  dmPosts: 0,
  ephemeralPosts: 0,
  systemMessages: 0,
  messageEdits: 0,
  messageDeletes: 0,
  pings: 0,
  silentPings: 0,
  nonceReplays: 0,
  interactions: { dispatched: 0, acknowledged: 0, expired: 0, ackLatenciesMs: [] },
});

/** The q-quantile (0..1) of a list of numbers, nearest rank; NaN for an empty list. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** Counts as things happen; `snapshot()` hands out a copy. */
export class MetricsRecorder {
  private counts = zero();
  /** Ack latencies keyed by interaction id, so the list stays in dispatch order. */
  private latencies = new Map<string, number | null>();

  constructor(private readonly channelOf: (id: string) => ChannelRecord | undefined) {}

  request(routeKey: string, interactionEndpoint: boolean): void {
    const { requests } = this.counts;
    requests.total += 1;
    if (interactionEndpoint) requests.interaction += 1;
    else requests.global += 1;
    requests.byRoute[routeKey] = (requests.byRoute[routeKey] ?? 0) + 1;
  }

  rateLimited(): void {
    this.counts.requests.rateLimited += 1;
  }

  faulted(): void {
    this.counts.requests.faulted += 1;
  }

  nonceReplay(): void {
    this.counts.nonceReplays += 1;
  }

  created(message: StoredMessage): void {
    const channel = this.channelOf(message.channelId);
    if (message.system) this.counts.systemMessages += 1;
    else if (message.ephemeral) this.counts.ephemeralPosts += 1;
    else if (channel?.type === ChannelType.DM) this.counts.dmPosts += 1;
    else this.counts.channelPosts += 1;
    this.counts.pings += message.pings.length;
    if ((message.flags & MessageFlags.SuppressNotifications) !== 0) this.counts.silentPings += message.pings.length;
  }

  edited(): void {
    this.counts.messageEdits += 1;
  }

  deleted(): void {
    this.counts.messageDeletes += 1;
  }

  interactionDispatched(id: string): void {
    this.counts.interactions.dispatched += 1;
    this.latencies.set(id, null);
  }

  interactionAcknowledged(id: string, latencyMs: number): void {
    this.counts.interactions.acknowledged += 1;
    if (this.latencies.has(id)) this.latencies.set(id, latencyMs);
  }

  interactionExpired(): void {
    this.counts.interactions.expired += 1;
  }

  snapshot(): EmulatorMetrics {
    const copy = structuredClone(this.counts);
    copy.interactions.ackLatenciesMs = [...this.latencies.values()].filter((ms): ms is number => ms !== null);
    return copy;
  }

  reset(): void {
    this.counts = zero();
    this.latencies = new Map();
  }
}
