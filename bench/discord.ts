import { availableParallelism } from 'node:os';
import { createLogger } from '../src/bot/logger';
import { runDemo } from '../src/demo/demo';
import { startLocalWorld } from '../src/demo/local-world';
import { type EmulatedChannel, type EmulatedUser, type EmulatorMetrics, percentile } from '../test/discord-emulator';
import { setUp, TRAITOR, traitorOption } from './latency';
import { isPingOnly, type PingFigures, PingAuditor } from './ping-audit';

/**
 * What the bot makes Discord do (`npm run bench`, section `discord`), on the local Discord server
 * with the real bot:
 *  - the seeded 6-player demo game (`npm run demo`, seed 1979) played to its end: channel posts
 *    (those left for a reader to scroll, and all posted), pings (users notified, summed over
 *    messages), REST requests (all of them: interaction callbacks and webhooks included) and DM
 *    posts, each per accepted action; the game's setup commands are counted too;
 *  - the same game at play-by-post pace, move by move: each decision the game waited on, and
 *    whether its player was notified (bench/ping-audit.ts); ping-only posts left at the end;
 *  - a burst: one /traitor (a real write, with its news) in each of N games at the same instant;
 *    p99 of the time from INTERACTION_CREATE to the bot's first answer (its reply or its defer),
 *    which Discord wants within 3 s (the emulator accepts later answers here, to time them).
 */
/** The demo's game on the local Discord, and what the bot made Discord do meanwhile. */
async function demo(
  paced: boolean,
): Promise<{ m: EmulatorMetrics; moves: number; game: string; clicks: string; pings: PingFigures; pingOnly: number; left: number }> {
  let metrics: EmulatorMetrics | null = null;
  let pingOnly = 0;
  let left = 0;
  // Only a paced game tells whether a decision was announced: at a live table the next move may come before the news.
  const audit = new PingAuditor();
  const result = await runDemo({
    factions: 6,
    turns: 10,
    seed: 1979,
    paced,
    out: () => {},
    ...(paced ? { afterMove: (world, state, seatedAs) => audit.check(world, state, seatedAs) } : {}),
    inspect: async (world) => {
      await world.bot.idle();
      metrics = world.server.metrics();
      const channel = world.server.messages(world.channels[0] as EmulatedChannel).filter((m) => !m.system);
      pingOnly = channel.filter(isPingOnly).length;
      left = channel.length;
    },
  });
  const m = metrics as EmulatorMetrics | null;
  if (!m || result.moves === 0) throw new Error('The demo played no move.');
  const c = result.clicks;
  return {
    m,
    moves: result.moves,
    game: `seeded 6-player demo, seed 1979, ${result.moves} actions, ${result.winner ? 'played to its end' : `stopped: ${result.stoppedAt}`}`,
    clicks: `${c.byClick} decisions by click, ${c.byTyping} typed, ${c.prompts} /hand`,
    pings: audit.figures(),
    pingOnly,
    left,
  };
}

async function demoFigures(): Promise<string[]> {
  const live = await demo(false);
  const { m, moves, game } = live;
  const per = (n: number, of = moves) => (n / of).toFixed(2);
  const routes = Object.entries(m.requests.byRoute)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 4)
    .map(([route, n]) => `${route} ${per(n)}`)
    .join(', ');
  // The same game at play-by-post pace: every move's news out in full before the next move, so
  // nothing the outbox holds back for a pause (the live status) is saved.
  const paced = await demo(true);
  const d = paced.pings;
  return [
    `discord.channel_posts_per_action ${per(live.left)} (${live.left} posts left in the game channel for a reader to scroll; ${m.channelPosts} posted in all (${per(m.channelPosts)} per action), ${m.messageDeletes} of them deleted: a step post moved down to the bottom with the mention of whoever newly has to act, or a ping once answered; ${game}; players acting back to back)`,
    `discord.pings_per_action ${per(m.pings)} (${m.pings} users notified, ${m.silentPings} of them silently)`,
    `discord.rest_requests_per_action ${per(m.requests.total)} (${m.requests.total} requests: ${per(m.requests.interaction)} per action are interaction callbacks and webhooks, one per click or command (${live.clicks}), ${per(m.requests.global)} count against the global rate limit; ${m.messageEdits} edits; per action: ${routes})`,
    `discord.rest_requests_per_action_paced ${per(paced.m.requests.total, paced.moves)} (the same game, each action's news out before the next: ${per(paced.m.requests.global, paced.moves)} per action against the global rate limit)`,
    `discord.global_requests_per_action ${per(m.requests.global)} (the requests Discord's global limit of 50 a second counts: posts, edits, DMs, pins)`,
    `discord.dm_posts_per_action ${per(m.dmPosts)} (${m.dmPosts} DMs)`,
    `discord.decisions_without_ping ${d.withoutPing} (of ${d.decisions} decisions the paced game waited on, each time a faction newly had to act: none of a ping in a new channel post or a new DM${d.examples.length ? `; e.g. ${d.examples.join(', ')}` : ''})`,
    `discord.pings_per_decision ${(d.channelPings / d.decisions).toFixed(2)} (${d.channelPings} users notified by channel posts; secret decisions are asked by DM)`,
    `discord.ping_only_posts ${live.pingOnly + paced.pingOnly} (posts left in the channel at the end that notified someone and hold only a line of text; both games)`,
  ];
}

async function burst(games: number): Promise<string> {
  const world = await startLocalWorld({
    players: ['a', 'h'],
    channels: Array.from({ length: games }, (_, i) => `game-${String(i).padStart(3, '0')}`),
    settleMs: 0,
    // Late answers are accepted and timed, so that the figure says how late; the 3 s deadline is counted below.
    interactionTimeoutMs: 60_000,
    log: createLogger('silent'),
  });
  try {
    const live = await setUp(world, games);
    const picks = await Promise.all(live.map((g) => traitorOption(world, g.gameId)));
    world.server.afterCommand = null;
    world.server.resetMetrics();
    const atreides = world.users.get('a') as EmulatedUser;
    await Promise.all(
      live.map((g, i) =>
        world.server.invokeCommand({
          user: atreides,
          channel: g.channel,
          name: TRAITOR.command,
          subcommand: TRAITOR.subcommand,
          options: { leader: picks[i] as string },
        }),
      ),
    );
    const { interactions } = world.server.metrics();
    await world.bot.idle();
    const latencies = interactions.ackLatenciesMs;
    const late = latencies.filter((ms) => ms > 3000).length + interactions.dispatched - interactions.acknowledged;
    return `discord.burst${games}_first_answer_p99_ms ${percentile(latencies, 0.99).toFixed(0)} (${games} /traitor writes sent at once, one per game; p50 ${percentile(latencies, 0.5).toFixed(0)} ms, ${late} answered after Discord's 3 s or never; cores=${availableParallelism()})`;
  } finally {
    await world.stop();
  }
}

for (const line of await demoFigures()) console.log(line);
console.log(await burst(Number(process.argv[2] ?? 500)));
