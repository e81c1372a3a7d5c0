/**
 * How long a command may work before its answer is deferred. Discord wants a first answer within
 * 3 seconds; an answer given in the interaction callback itself costs one request and does not
 * count against the bot's global rate limit, while deferring and then editing costs two and the
 * edit does count. So the answer goes straight into the callback when it is ready in time, and
 * only slower work (a queue behind a busy game, a picture being drawn) is deferred.
 */
export const DEFER_AFTER_MS = 1200;

/**
 * How long the work for an interaction Discord created at `createdAt` may run before its answer is
 * deferred; 0: defer before the work. Discord's 3 seconds run from the creation, and on a loaded
 * host (or gateway) part of them is gone before the bot sees the interaction, while a timer started
 * then would fire late on the same loaded event loop. A host whose clock runs ahead of Discord's
 * defers more answers (two requests instead of one) but answers all in time.
 */
export function timeToDefer(createdAt: number, now = Date.now()): number {
  // An unknown creation time (NaN) counts as now.
  const age = Math.max(0, now - createdAt) || 0;
  return age > DEFER_AFTER_MS / 2 ? 0 : DEFER_AFTER_MS - age;
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Commands in progress from which a new one is deferred at once. Under a burst (hundreds of games
 * acting in the same second) the answers queue behind each other's writes and the waiting timer
 * itself fires late on a saturated event loop: the deferral must leave before the work starts
 * (Discord's 3 s deadline). A few at a time still get their answer straight in the callback.
 */
const BUSY_AT = 4;

/** How many commands are being worked on now, and the deferrals still on their way. */
export class Load {
  private running = 0;
  private inFlight = 0;
  private waiting: (() => void)[] = [];
  constructor(private readonly busyAt = BUSY_AT) {}

  /** Judged after the interactions that arrived with this one (a gateway read brings many) are counted. */
  async busy(): Promise<boolean> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return this.running > this.busyAt;
  }

  /**
   * Resolves once `deferral` is sent and no other deferral is on its way: under a burst every
   * deferral leaves before any command's work (a write, a render) takes the event loop.
   */
  async deferring<T>(deferral: Promise<T>): Promise<T> {
    this.inFlight += 1;
    try {
      return await deferral;
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const go of this.waiting.splice(0)) go();
      // Bounded: a deferral stuck on a slow connection must not hold every other command back.
      else await Promise.race([new Promise<void>((resolve) => this.waiting.push(resolve)), delay(DEFER_AFTER_MS)]);
    }
  }

  async carry(work: () => Promise<void>): Promise<void> {
    this.running += 1;
    try {
      await work();
    } finally {
      this.running -= 1;
    }
  }
}
