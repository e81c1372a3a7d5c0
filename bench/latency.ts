import { inspectState } from '../src/dune/inspect';
import { availableParallelism } from 'node:os';
import { createLogger } from '../src/bot/logger';
import { startLocalWorld, type LocalWorld } from '../src/demo/local-world';
import { traitorName } from '../src/dune/data/traitors';
import { commandOf } from '../src/bot/command-groups';
import type { EmulatedChannel, EmulatedUser } from '../test/discord-emulator';

/**
 * Latency from interaction to reply through the local Discord server and the real bot
 * (`npm run bench`), with N games live at once. Each game has two players (Atreides, Harkonnen),
 * set up through slash commands. Two loads are measured:
 *  - steady: commands arrive at a fixed rate spread over all games (play by post: most games idle);
 *  - burst: every game sends a command at the same instant (the worst case: all queue at SQLite).
 * discord.js queues every request of a bot behind one global limit of 50 a second (Discord's own
 * limit): that, not the engine or the database, bounds the answers under load (docs/performance.md).
 */
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/** N games, created straight in the bot's store (setting up 500 games through Discord would take minutes). */
export async function setUp(world: LocalWorld, games: number): Promise<{ channel: EmulatedChannel; gameId: string }[]> {
  const [a, h] = [world.users.get('a') as EmulatedUser, world.users.get('h') as EmulatedUser];
  const out: { channel: EmulatedChannel; gameId: string }[] = [];
  for (const [i, channel] of world.channels.slice(0, games).entries()) {
    const store = world.bot.store;
    const created = await store.createGame({
      gameType: 'dune',
      guildId: world.guild.id,
      channelId: channel.id,
      createdBy: a.id,
      options: { seating: 'random' },
      seed: i + 1,
    });
    if (!created.ok) throw new Error(created.error.message);
    await store.seat(created.value.id, 'atreides', a.id);
    await store.seat(created.value.id, 'harkonnen', h.id);
    const started = await store.startGame(created.value.id);
    if (!started.ok) throw new Error(started.error.message);
    out.push({ channel, gameId: created.value.id });
  }
  return out;
}

/** Milliseconds to the answer, or Infinity when the interaction was not answered within Discord's 3 s. */
async function timed(world: LocalWorld, channel: EmulatedChannel, name: string, options: Record<string, string>, subcommand?: string): Promise<number> {
  const t = performance.now();
  const outcome = await world.server.invokeCommand({
    user: world.users.get('a') as EmulatedUser,
    channel,
    name,
    options,
    ...(subcommand ? { subcommand } : {}),
  });
  return outcome.acknowledged ? performance.now() - t : Infinity;
}

const summary = (xs: number[]) => {
  const missed = xs.filter((x) => x === Infinity).length;
  return `p50=${pct(xs, 0.5).toFixed(1)}ms p99=${pct(xs, 0.99).toFixed(1)}ms${missed ? ` missed=${missed}` : ''}`;
};

/** The typed command that keeps a traitor card (`/setup traitor`): the write both benches time. */
export const TRAITOR = commandOf('traitor', 'setup');

export async function traitorOption(world: LocalWorld, gameId: string): Promise<string> {
  const loaded = await world.bot.store.load(gameId);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const st = inspectState(loaded.value.state).step;
  const offers = st.phase === 'setup' ? st.traitorOffers.atreides : undefined;
  if (!offers?.[0]) throw new Error('no traitor offer');
  return traitorName(offers[0]);
}

export async function benchLatency(games: number): Promise<string[]> {
  const world = await startLocalWorld({
    players: ['a', 'h'],
    channels: Array.from({ length: games }, (_, i) => `game-${String(i).padStart(3, '0')}`),
    settleMs: 0,
    log: createLogger('silent'),
  });
  try {
    const live = await setUp(world, games);
    // Measure the answer only: the news that follows an action is posted after it (BotContext.news).
    world.server.afterCommand = null;
    // Steady load: a play-by-post rate of 5 commands a second over all the games: each command is
    // a real write (an Atreides player keeps a traitor card), and its news follows.
    const steady: number[] = [];
    const picks = await Promise.all(live.map((g) => traitorOption(world, g.gameId)));
    const sample = Math.min(live.length, 100);
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < sample; i++) {
      const g = live[Math.floor((i * live.length) / sample)]!;
      const pick = picks[Math.floor((i * live.length) / sample)]!;
      inFlight.push(timed(world, g.channel, TRAITOR.command, { leader: pick }, TRAITOR.subcommand).then((ms) => void steady.push(ms)));
      await new Promise((r) => setTimeout(r, 200));
    }
    await Promise.all(inFlight);
    await world.bot.idle();
    // Burst: one read (/game status) in every game at the same instant: the worst case.
    const burst = await Promise.all(live.map((g) => timed(world, g.channel, 'game', {}, 'status')));
    const cores = availableParallelism();
    return [
      `latency.steady.games_${games} ${summary(steady)} (${steady.length} /traitor writes at 5/s over ${games} live games; cores=${cores})`,
      `latency.burst.games_${games} ${summary(burst)} (${burst.length} /game status sent at once, one per game; cores=${cores})`,
    ];
  } finally {
    await world.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const n of process.argv.slice(2).map(Number)) for (const line of await benchLatency(n)) console.log(line);
