/**
 * Failures of Discord's edge a bot must survive. `processed` says whether Discord handled the
 * request before failing (the post exists, only the answer is lost) or not at all.
 */
export type Fault =
  /** 429 with Discord's headers; `global` answers as the global limit does (X-RateLimit-Global). Never processed. */
  | { readonly kind: 'rate-limit'; readonly retryAfterMs: number; readonly global?: boolean; readonly scope?: 'user' | 'shared' }
  | { readonly kind: 'server-error'; readonly status: 500 | 502 | 503 | 504; readonly processed?: boolean }
  /** The connection is reset (TCP RST) without an answer: the client sees ECONNRESET. */
  | { readonly kind: 'drop'; readonly processed?: boolean }
  /** No answer is ever sent; the client gives up after its own timeout (discord.js: `rest.timeout`, 15 s). */
  | { readonly kind: 'timeout'; readonly processed?: boolean };

export interface FaultRule {
  /** `METHOD /pattern` of the route table, e.g. `POST /channels/:channelId/messages`, or several; every route when omitted. */
  readonly route?: string | readonly string[];
  /**
   * Only requests made with the bot token ('bot': the ones that count against the global limit)
   * or only interaction callbacks and webhooks ('interaction'); both when omitted.
   */
  readonly access?: 'bot' | 'interaction';
  /** The share of matching requests that fail, drawn from the emulator's seeded generator. Default 1. */
  readonly fraction?: number;
  /** Let this many matching requests through before the rule starts failing any, e.g. 4 to fail from the fifth post on. */
  readonly skip?: number;
  /** At most this many injections, then the rule stays inert. */
  readonly count?: number;
  /** What a hit answers; with several, each hit picks one of them with the same seeded generator. */
  readonly fault: Fault | readonly Fault[];
}

export interface FaultHandle {
  /** How many requests this rule has failed so far. */
  readonly injected: number;
  remove(): void;
}

/** mulberry32: a tiny seeded generator, so a seed reproduces which requests fail (given the same request order). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class ActiveRule implements FaultHandle {
  injected = 0;
  removed = false;
  private skipped = 0;

  constructor(readonly rule: FaultRule) {}

  remove(): void {
    this.removed = true;
  }

  matches(routeKey: string, interaction: boolean): boolean {
    if (this.removed || (this.rule.count !== undefined && this.injected >= this.rule.count)) return false;
    if (this.rule.access !== undefined && (this.rule.access === 'interaction') !== interaction) return false;
    const { route } = this.rule;
    return route === undefined || (typeof route === 'string' ? route === routeKey : route.includes(routeKey));
  }

  /** Counts a matching request against `skip`; true once the rule may fail requests. */
  armed(): boolean {
    if (this.skipped >= (this.rule.skip ?? 0)) return true;
    this.skipped += 1;
    return false;
  }
}

/** Decides, request by request, whether a fault rule fails it; the first matching rule that draws a hit wins. */
export class FaultInjector {
  private rules: ActiveRule[] = [];
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  add(rule: FaultRule): FaultHandle {
    const fraction = rule.fraction ?? 1;
    if (!(fraction >= 0 && fraction <= 1)) throw new RangeError(`fraction must be between 0 and 1, got ${fraction}`);
    if (Array.isArray(rule.fault) && rule.fault.length === 0) throw new RangeError('fault must name at least one fault');
    const active = new ActiveRule(rule);
    this.rules.push(active);
    return active;
  }

  clear(): void {
    for (const rule of this.rules) rule.remove();
    this.rules = [];
  }

  /** The fault for a request of `routeKey`; `interaction` says whether it is an interaction callback or webhook. */
  pick(routeKey: string, interaction = false): Fault | null {
    for (const rule of this.rules) {
      if (!rule.matches(routeKey, interaction) || !rule.armed()) continue;
      // Always draw, so a rule's hits depend only on the seed and the order of requests.
      if (this.random() < (rule.rule.fraction ?? 1)) {
        rule.injected += 1;
        const { fault } = rule.rule;
        if (!Array.isArray(fault)) return fault as Fault;
        return fault[Math.floor(this.random() * fault.length)] as Fault;
      }
    }
    return null;
  }
}

/**
 * The failures Discord's edge produces in the wild, in one list for a rule's `fault`: route and
 * global 429s, 500 and 502 (before and after Discord processed the request), connections reset
 * before and after, and answers withheld before and after. `retryAfterMs` is the 429s' wait.
 * A client meeting the timeouts waits its own request timeout (discord.js `rest.timeout`).
 */
export function everyFault(retryAfterMs = 100): readonly Fault[] {
  return [
    { kind: 'rate-limit', retryAfterMs },
    { kind: 'rate-limit', retryAfterMs, global: true },
    { kind: 'rate-limit', retryAfterMs, scope: 'shared' },
    { kind: 'server-error', status: 500 },
    { kind: 'server-error', status: 500, processed: true },
    { kind: 'server-error', status: 502 },
    { kind: 'server-error', status: 502, processed: true },
    { kind: 'drop' },
    { kind: 'drop', processed: true },
    { kind: 'timeout' },
    { kind: 'timeout', processed: true },
  ];
}
