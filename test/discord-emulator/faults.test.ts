import { Client, HTTPError, RateLimitError, RESTEvents, Routes } from 'discord.js';
import type { RateLimitData, TextChannel } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { FaultInjector } from './faults';
import { DiscordEmulator, everyFault } from './index';
import type { Fault } from './index';
import { failure, login, newClient, startWorld, useHarness } from './test-kit';

const h = useHarness();
const POST = 'POST /channels/:channelId/messages';

const textChannel = async (client: Client = h.client): Promise<TextChannel> => (await client.channels.fetch(h.channel.id)) as TextChannel;
const postsTo = () => h.server.metrics().requests.byRoute[POST] ?? 0;

/** Records the rate limits discord.js reports, and times a call. */
async function timed<T>(client: Client, run: () => Promise<T>): Promise<{ result: T; ms: number; limits: RateLimitData[] }> {
  const limits: RateLimitData[] = [];
  const listener = (data: RateLimitData) => limits.push(data);
  client.rest.on(RESTEvents.RateLimited, listener);
  const start = performance.now();
  try {
    return { result: await run(), ms: performance.now() - start, limits };
  } finally {
    client.rest.off(RESTEvents.RateLimited, listener);
  }
}

describe('injected 429s', () => {
  it('answers a route rate limit as Discord does; discord.js waits out Reset-After and retries once', async () => {
    h.server.injectFault({ route: POST, count: 1, fault: { kind: 'rate-limit', retryAfterMs: 400 } });
    const raw = await fetch(`${h.server.restApi}/v10/channels/${h.channel.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bot ${h.server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'probe' }),
    });
    expect([raw.status, raw.headers.get('retry-after'), raw.headers.get('x-ratelimit-scope'), raw.headers.get('x-ratelimit-remaining')]).toEqual([
      429,
      '1',
      'user',
      '0',
    ]);
    expect(await raw.json()).toEqual({ message: 'You are being rate limited.', retry_after: 0.4, global: false });
    expect(h.server.messages(h.channel)).toEqual([]);

    h.server.injectFault({ route: POST, count: 1, fault: { kind: 'rate-limit', retryAfterMs: 400 } });
    const target = await textChannel();
    const { ms, limits } = await timed(h.client, () => target.send('Bid 3'));
    expect(h.server.messages(h.channel).map((message) => message.content)).toEqual(['Bid 3']);
    expect(limits.map((limit) => [limit.global, limit.route])).toEqual([[false, '/channels/:id/messages']]);
    expect(ms).toBeGreaterThanOrEqual(400);
    expect(h.server.metrics().requests.faulted).toBe(2);
  });

  it('answers a global rate limit with X-RateLimit-Global; discord.js holds every request for Retry-After', async () => {
    h.server.injectFault({ route: POST, count: 1, fault: { kind: 'rate-limit', retryAfterMs: 300, global: true } });
    const target = await textChannel();
    const { ms, limits } = await timed(h.client, () => target.send('Storm'));

    expect(limits.some((limit) => limit.global)).toBe(true);
    // Retry-After is whole seconds: discord.js waits 1 s (plus its 50 ms offset), not 300 ms.
    expect(ms).toBeGreaterThanOrEqual(1000);
    expect(h.server.messages(h.channel)).toHaveLength(1);
  });
});

describe('server errors, dropped connections and timeouts', () => {
  it.each<[string, Fault]>([
    ['500', { kind: 'server-error', status: 500 }],
    ['502', { kind: 'server-error', status: 502 }],
    ['503', { kind: 'server-error', status: 503 }],
    ['a dropped connection', { kind: 'drop' }],
  ])('retries %s (not processed): the post arrives once', async (_name, fault) => {
    h.server.injectFault({ route: POST, count: 2, fault });
    await (await textChannel()).send('Spice blow');

    expect([h.server.messages(h.channel).length, postsTo()]).toEqual([1, 3]);
  });

  it('gives up after discord.js retries (3) with an HTTPError', async () => {
    h.server.injectFault({ route: POST, fault: { kind: 'server-error', status: 503 } });
    const error = await failure((await textChannel()).send('Lost'));

    expect(error).toBeInstanceOf(HTTPError);
    expect([(error as HTTPError).status, postsTo(), h.server.messages(h.channel).length]).toEqual([503, 4, 0]);
  });

  it('doubles a post whose answer was lost after Discord processed it, unless the bot sends a nonce with enforce_nonce', async () => {
    const target = await textChannel();
    h.server.injectFault({ route: POST, count: 1, fault: { kind: 'server-error', status: 500, processed: true } });
    await target.send('Without a nonce');
    h.server.injectFault({ route: POST, count: 1, fault: { kind: 'drop', processed: true } });
    await target.send({ content: 'With a nonce', nonce: 'outbox-17', enforceNonce: true });

    expect(h.server.messages(h.channel).map((message) => message.content)).toEqual(['Without a nonce', 'Without a nonce', 'With a nonce']);
    expect(h.server.metrics().nonceReplays).toBe(1);
  });

  it('withholds the answer: discord.js aborts after its rest.timeout and retries', async () => {
    const impatient = newClient(h.server, { rest: { timeout: 300 } });
    try {
      await login(impatient, h.server.token);
      h.server.injectFault({ route: POST, count: 1, fault: { kind: 'timeout' } });
      const { ms } = await timed(impatient, () => textChannel(impatient).then((channel) => channel.send('Eventually')));

      expect(ms).toBeGreaterThanOrEqual(300);
      expect([h.server.messages(h.channel).length, postsTo()]).toEqual([1, 2]);
    } finally {
      await impatient.destroy();
    }
  });
});

describe('seeded fractions', () => {
  /** Which of 40 GET /users/@me fail with a 500 on an emulator with this seed and a 30 % rule (no retries). */
  async function failures(seed: number): Promise<boolean[]> {
    const server = await DiscordEmulator.start({ seed });
    const client = new Client({ intents: [], rest: { api: server.restApi, retries: 0 } });
    client.rest.setToken(server.token);
    try {
      const rule = server.injectFault({ route: 'GET /users/@me', fraction: 0.3, fault: { kind: 'server-error', status: 500 } });
      const outcomes: boolean[] = [];
      for (let index = 0; index < 40; index++)
        outcomes.push(
          await client.rest.get(Routes.user()).then(
            () => false,
            () => true,
          ),
        );
      expect(rule.injected).toBe(outcomes.filter(Boolean).length);
      return outcomes;
    } finally {
      await client.destroy();
      await server.stop();
    }
  }

  it('fails the same requests for the same seed, others for another', async () => {
    const first = await failures(7);
    const again = await failures(7);
    const other = await failures(8);

    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    const share = first.filter(Boolean).length / first.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.6);
  });
});

describe('a flaky Discord', () => {
  it('draws every kind of fault from one seeded mix, the same ones for the same seed', () => {
    const draws = (seed: number) => {
      const injector = new FaultInjector(seed);
      injector.add({ fraction: 0.5, fault: everyFault() });
      return Array.from({ length: 400 }, () => injector.pick('POST /channels/:channelId/messages'));
    };
    const first = draws(11);
    const hits = first.filter((fault) => fault !== null);

    expect(draws(11)).toEqual(first);
    expect(new Set(hits.map((fault) => JSON.stringify(fault))).size).toBe(everyFault().length);
    expect(hits.length / first.length).toBeGreaterThan(0.4);
    expect(hits.length / first.length).toBeLessThan(0.6);
    expect(() => new FaultInjector(1).add({ fault: [] })).toThrow(RangeError);
  });

  it("fails only the bot's own requests, or only interaction callbacks and webhooks, when told", () => {
    const injector = new FaultInjector(1);
    injector.add({ access: 'bot', fault: { kind: 'drop' } });
    const callback = 'POST /interactions/:interactionId/:token/callback';

    expect([injector.pick(callback, true), injector.pick(POST, false)]).toEqual([null, { kind: 'drop' }]);
    injector.clear();
    injector.add({ access: 'interaction', fault: { kind: 'drop' } });
    expect([injector.pick(callback, true), injector.pick(POST, false)]).toEqual([{ kind: 'drop' }, null]);
  });

  it('is off by default', async () => {
    const target = await textChannel();
    for (let index = 0; index < 20; index++) await target.send(`post ${index}`);

    expect([h.server.metrics().requests.faulted, h.server.messages(h.channel).length]).toEqual([0, 20]);
  });

  it('fails a fraction of every route from the start with the options; a sender that retries with nonces posts each message once, in order', async () => {
    const world = await startWorld({
      emulator: { seed: 5, faults: [{ fraction: 0.3, fault: everyFault(50) }] },
      client: { rest: { timeout: 250 } },
    });
    try {
      const target = (await world.client.channels.fetch(world.channel.id)) as TextChannel;
      for (let index = 0; index < 25; index++) {
        // What an outbox deliverer does: the same nonce on every attempt until one is answered.
        for (let attempt = 0; ; attempt++) {
          const sent = await target.send({ content: `post ${index}`, nonce: `post-${index}`, enforceNonce: true }).then(
            () => true,
            () => false,
          );
          if (sent) break;
          expect(attempt).toBeLessThan(5);
        }
      }

      expect(world.server.messages(world.channel).map((message) => message.content)).toEqual(Array.from({ length: 25 }, (_, index) => `post ${index}`));
      expect(world.server.metrics().requests.faulted).toBeGreaterThan(5);
      expect(world.server.metrics().nonceReplays).toBeGreaterThan(0);
    } finally {
      await world.client.destroy();
      await world.server.stop();
    }
  });
});

describe('real rate limits', () => {
  it('enforces the global 50 per second per token: two processes at 50/s each get 429s, which discord.js waits out', async () => {
    const other = new Client({ intents: [], rest: { api: h.server.restApi } });
    other.rest.setToken(h.server.token);
    h.client.rest.setToken(h.server.token);
    try {
      const burst = (client: Client) => Array.from({ length: 45 }, () => client.rest.get(Routes.user()));
      const { ms } = await timed(h.client, () => Promise.all([...burst(h.client), ...burst(other)]));

      expect(h.server.metrics().requests.rateLimited).toBeGreaterThan(0);
      expect(ms).toBeGreaterThanOrEqual(900);
    } finally {
      await other.destroy();
    }
  });

  it('sends per-route X-RateLimit-* headers, by which discord.js paces itself without a 429', async () => {
    const world = await startWorld({ emulator: { routeRateLimits: [{ route: POST, limit: 2, windowMs: 500 }] } });
    try {
      const target = (await world.client.channels.fetch(world.channel.id)) as TextChannel;
      const { ms } = await timed(world.client, () => Promise.all(['a', 'b', 'c', 'd', 'e'].map((content) => target.send(content))));

      expect(
        world.server
          .messages(world.channel)
          .map((message) => message.content)
          .sort(),
      ).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(world.server.metrics().requests.rateLimited).toBe(0);
      // Two windows of 500 ms pass before the fifth post.
      expect(ms).toBeGreaterThanOrEqual(900);
    } finally {
      expect(await world.stop()).toEqual([]);
    }
  });

  it('refuses a request over a configured route limit with a per-route 429 (a process that does not know the bucket)', async () => {
    const world = await startWorld({ emulator: { routeRateLimits: [{ route: 'GET /users/@me', limit: 1, windowMs: 60_000 }] } });
    try {
      const bypass = new Client({ intents: [], rest: { api: world.server.restApi } });
      bypass.rest.setToken(world.server.token);
      await bypass.rest.get(Routes.user());
      // A second process knows nothing of the first one's bucket; told to reject, discord.js surfaces the 429.
      const fresh = new Client({ intents: [], rest: { api: world.server.restApi, rejectOnRateLimit: () => true } });
      fresh.rest.setToken(world.server.token);
      const error = await failure(fresh.rest.get(Routes.user()));
      await Promise.all([bypass.destroy(), fresh.destroy()]);

      expect(error).toBeInstanceOf(RateLimitError);
      expect([(error as RateLimitError).global, (error as RateLimitError).scope]).toEqual([false, 'user']);
      expect(world.server.metrics().requests.rateLimited).toBe(1);
    } finally {
      expect(await world.stop()).toEqual([]);
    }
  });
});
