import { createHash } from 'node:crypto';
import type { RouteRateLimit } from './types';

/** What an answer over a limit carries: Discord's body and headers. */
export interface RateLimitRefusal {
  readonly retryAfterMs: number;
  readonly global: boolean;
  readonly scope: 'user' | 'global' | 'shared';
  readonly headers: Record<string, string>;
}

/** A window that opens with its first request and lets `limit` requests through until it closes. */
class Window {
  private opened = 0;
  private used = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Takes one request; false when the window is full. */
  take(now: number): boolean {
    if (now - this.opened >= this.windowMs) {
      this.opened = now;
      this.used = 0;
    }
    if (this.used >= this.limit) return false;
    this.used += 1;
    return true;
  }

  remaining(): number {
    return Math.max(0, this.limit - this.used);
  }

  resetAfterMs(now: number): number {
    return Math.max(0, this.opened + this.windowMs - now);
  }
}

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

/**
 * Discord's headers for a bucket: Limit, Remaining, Reset (epoch seconds), Reset-After (seconds)
 * and the bucket's hash, which does not include the top-level resource.
 */
function bucketHeaders(route: string, limit: number, remaining: number, resetAfterMs: number): Record<string, string> {
  return {
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset': seconds(Date.now() + resetAfterMs),
    'x-ratelimit-reset-after': seconds(resetAfterMs),
    'x-ratelimit-bucket': createHash('sha1').update(route).digest('hex').slice(0, 32),
  };
}

const windowHeaders = (route: string, window: Window, now: number): Record<string, string> =>
  bucketHeaders(route, window.limit, window.remaining(), window.resetAfterMs(now));

/**
 * Real rate limits: the global limit per second (interaction endpoints exempt) and configured
 * per-route limits counted per top-level resource. Windows open with their first request, as
 * discord.js counts its own global budget, so a single well-behaved client is never refused.
 */
export class RateLimiter {
  private readonly global: Window | null;
  private readonly routes = new Map<string, RouteRateLimit>();
  private readonly buckets = new Map<string, Window>();

  constructor(globalPerSecond: number | null, routeLimits: readonly RouteRateLimit[]) {
    this.global = globalPerSecond === null ? null : new Window(globalPerSecond, 1000);
    for (const limit of routeLimits) this.routes.set(limit.route, limit);
  }

  /** Takes the request from its buckets: the headers to send, or the refusal to answer with. */
  check(routeKey: string, majorResource: string, exemptFromGlobal: boolean): { headers: Record<string, string> } | { refused: RateLimitRefusal } {
    const now = Date.now();
    const limit = this.routes.get(routeKey);
    let bucket: Window | undefined;
    if (limit) {
      const key = `${routeKey} ${majorResource}`;
      bucket = this.buckets.get(key) ?? new Window(limit.limit, limit.windowMs);
      this.buckets.set(key, bucket);
    }
    if (!exemptFromGlobal && this.global && !this.global.take(now)) {
      const retryAfterMs = this.global.resetAfterMs(now);
      return { refused: { retryAfterMs, global: true, scope: 'global', headers: { 'x-ratelimit-global': 'true' } } };
    }
    if (bucket && limit) {
      if (!bucket.take(now)) {
        return { refused: { retryAfterMs: bucket.resetAfterMs(now), global: false, scope: 'user', headers: windowHeaders(limit.route, bucket, now) } };
      }
      return { headers: windowHeaders(limit.route, bucket, now) };
    }
    return { headers: {} };
  }
}

/** The refusal an injected rate-limit fault answers with: the global limit, or a route's bucket exhausted (or a shared resource's). */
export function injectedRefusal(routeKey: string, retryAfterMs: number, global: boolean, scope: 'user' | 'shared'): RateLimitRefusal {
  if (global) return { retryAfterMs, global: true, scope: 'global', headers: {} };
  // A shared-resource limit leaves the bot's own bucket with requests to spare, as Discord's example shows.
  return { retryAfterMs, global: false, scope, headers: bucketHeaders(routeKey, 1, scope === 'user' ? 0 : 1, retryAfterMs) };
}

/** The 429 Discord answers: `retry_after` in seconds in the body, Retry-After in whole seconds, the scope. */
export function rateLimitResponse(refusal: RateLimitRefusal): { status: number; headers: Record<string, string>; body: unknown } {
  const body = {
    message: refusal.scope === 'shared' ? 'The resource is being rate limited.' : 'You are being rate limited.',
    retry_after: Number((refusal.retryAfterMs / 1000).toFixed(3)),
    global: refusal.global,
  };
  return {
    status: 429,
    headers: {
      ...refusal.headers,
      'retry-after': String(Math.ceil(refusal.retryAfterMs / 1000)),
      'x-ratelimit-scope': refusal.scope,
      ...(refusal.global ? { 'x-ratelimit-global': 'true' } : {}),
    },
    body,
  };
}
