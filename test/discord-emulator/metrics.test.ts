import { MessageFlags } from 'discord.js';
import type { TextChannel } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { percentile } from './index';
import { useHarness } from './test-kit';

// A deadline generous enough for a bot sharing two busy cores with its emulator and other tests:
// what is checked here is the measurement, not how fast this machine answers.
const h = useHarness({ emulator: { interactionTimeoutMs: 10_000, settleMs: 0 } });

describe('metrics', () => {
  it('counts requests by route (interaction endpoints apart), posts in channels and DMs, ephemerals, edits and deletes; reset starts over', async () => {
    const carol = h.server.createUser({ username: 'carol' });
    h.server.addMember(h.guild, carol);
    let finished: () => void = () => {};
    const done = new Promise<void>((resolve) => (finished = resolve));
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply(`<@${carol.id}> your turn`);
      await interaction.followUp({ content: 'Only you see this', flags: MessageFlags.Ephemeral });
      const channel = interaction.channel as TextChannel;
      const news = await channel.send('Storm moves');
      await news.edit('Storm moves 3 sectors');
      await (await channel.send('typo')).delete();
      await (await interaction.client.users.fetch(h.alice.id)).send('Your traitor: Piter');
      finished();
    };
    h.server.resetMetrics();
    await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });
    await done;
    const metrics = h.server.metrics();

    expect(metrics.requests.byRoute).toMatchObject({
      'POST /interactions/:interactionId/:token/callback': 1,
      'POST /webhooks/:applicationId/:token': 1,
      'POST /channels/:channelId/messages': 3,
      'PATCH /channels/:channelId/messages/:messageId': 1,
      'DELETE /channels/:channelId/messages/:messageId': 1,
      'POST /users/@me/channels': 1,
    });
    expect([metrics.requests.interaction, metrics.requests.global, metrics.requests.total]).toEqual([2, 6, 8]);
    expect([metrics.channelPosts, metrics.dmPosts, metrics.ephemeralPosts, metrics.messageEdits, metrics.messageDeletes, metrics.pings]).toEqual([
      3, 1, 1, 1, 1, 1,
    ]);
    expect([metrics.interactions.dispatched, metrics.interactions.acknowledged, metrics.interactions.ackLatenciesMs.length]).toEqual([1, 1, 1]);

    h.server.resetMetrics();
    expect(h.server.metrics()).toMatchObject({ channelPosts: 0, requests: { total: 0, byRoute: {} }, interactions: { ackLatenciesMs: [] } });
  });

  it('measures dispatch-to-acknowledgement for a burst of 500 interactions, which the global rate limit does not slow', async () => {
    h.onInteraction = async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply('ok');
    };
    h.server.resetMetrics();
    const outcomes = await Promise.all(Array.from({ length: 500 }, () => h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' })));
    const { interactions, requests } = h.server.metrics();

    expect(outcomes.every((outcome) => outcome.acknowledged && outcome.ackLatencyMs !== null)).toBe(true);
    expect([interactions.dispatched, interactions.acknowledged, interactions.expired, requests.interaction]).toEqual([500, 500, 0, 500]);
    expect(interactions.ackLatenciesMs).toEqual(outcomes.map((outcome) => outcome.ackLatencyMs));
    const p99 = percentile(interactions.ackLatenciesMs, 0.99);
    expect(p99).toBeGreaterThan(0);
    expect(p99).toBeLessThan(10_000);
  });

  it('percentile is the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect([percentile(values, 0.5), percentile(values, 0.99), percentile(values, 1), percentile([], 0.5)]).toEqual([50, 99, 100, Number.NaN]);
  });
});

describe('request observers', () => {
  it('tells a listener of each request as it arrives, before it is answered, until it unsubscribes', async () => {
    const seen: string[] = [];
    let postedBeforeAnswer: boolean | null = null;
    const stop = h.server.observeRequests((request) => {
      seen.push(`${request.routeKey} ${request.params.channelId ?? ''}`.trim());
      if (request.routeKey === 'POST /channels/:channelId/messages') postedBeforeAnswer = h.server.messages(h.channel).length === 0;
    });
    const channel = (await h.client.channels.fetch(h.channel.id)) as TextChannel;
    await channel.send('Storm moves');
    stop();
    await channel.send('Not seen');

    expect(seen).toEqual([`POST /channels/:channelId/messages ${h.channel.id}`]);
    expect(postedBeforeAnswer).toBe(true);
  });
});
