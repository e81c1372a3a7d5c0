import { afterAll, expect, it } from 'vitest';
import type { DuneState, FactionId } from '../../src/dune/state';
import { Rng, seedRng } from '../../src/engine/rng';
import { RandomPlayer } from '../../src/sim/random-player';
import { DiscordEmulator, type EmulatedUser, type OptionInput } from '../discord-emulator';
import { BotProcess } from './bot-process';
import { testDatabases } from '../support/databases';
import { auditDatabase, queryRows, sendMove, tapInteractions } from './support';

/**
 * Crash safety: the bot runs in a child process; this process plays a game through the local
 * Discord, SIGKILLs the bot at random moments in the middle of the stream of commands, starts it
 * again on the same database, and checks it after every kill. Seeded: RELIABILITY_SEED
 * reproduces the moves and the kill delays (the exact instant of each kill still depends on timing).
 */
const SEED = Number(process.env.RELIABILITY_SEED ?? 1979);
const FACTIONS: readonly FactionId[] = ['atreides', 'bene-gesserit', 'fremen', 'harkonnen'];
const KILLS = 4;
const MOVES_AFTER_LAST_RESTART = 10;

const file = await testDatabases.fresh();
afterAll(() => testDatabases.drop(file));

it(`SIGKILL in the middle of a stream of commands, ${KILLS} times: every acknowledged action is in the log exactly once, nothing half-applied (seed ${SEED})`, async () => {
  const server = await DiscordEmulator.start({ interactionTimeoutMs: 3000, deferredReplyWaitMs: 3000, settleMs: 0 });
  const tap = tapInteractions(server);
  const bot = new BotProcess(server, file, SEED);
  try {
    const guild = server.createGuild({ name: 'Arrakis' });
    const channel = server.createChannel(guild, { name: 'dune' });
    const users = new Map(FACTIONS.map((f) => [f, server.createUser({ username: f })] as const));
    for (const u of users.values()) server.addMember(guild, u);
    const userOf = (f: FactionId) => users.get(f) as EmulatedUser;

    await bot.start();
    const run = (who: EmulatedUser, name: string, options: Record<string, OptionInput>, subcommand?: string) =>
      server.invokeCommand({ user: who, channel, name, options, ...(subcommand ? { subcommand } : {}) });
    const host = userOf(FACTIONS[0] as FactionId);
    expect((await run(host, 'game', { turns: 10 }, 'create')).content).toContain('Game created');
    for (const f of FACTIONS) expect((await run(userOf(f), 'game', { faction: f }, 'join')).content).toContain('You play');
    expect((await run(host, 'game', {}, 'start')).content).toContain('started');
    let state = await initialState(file);

    const rng = new Rng(seedRng(SEED));
    const player = new RandomPlayer(SEED);
    const sent: string[] = [];
    const acknowledged: string[] = [];
    const cutOff: string[] = [];
    const timeline: string[] = [];
    let over = false;
    for (let round = 0; round <= KILLS && !over; round++) {
      const last = round === KILLS;
      const delay = 200 + rng.int(1500);
      // The clock starts at the round's first answer, so the kill lands in the stream, not in a
      // slow start-up (on a busy machine the first command after a start can take a second).
      let timer: NodeJS.Timeout | undefined;
      let moves = 0;
      let inFlight: string | undefined;
      while (bot.alive && !(last && moves >= MOVES_AFTER_LAST_RESTART)) {
        // A fast machine can play the whole game before the last kill: the audit still runs.
        over = state.phase === 'ended';
        if (over) break;
        const move = player.find(state);
        if (!move) throw new Error(`The random players found no move in turn ${state.turn}, phase ${state.phase}.`);
        const sentOne = await sendMove(server, tap, channel, userOf(move.faction), move, state.phase, bot);
        if (!sentOne) break; // the bot died before the command reached it
        sent.push(sentOne.id);
        const answer = sentOne.answer ?? '';
        if (answer.startsWith('✅')) {
          acknowledged.push(sentOne.id);
          if (!last && timer === undefined) timer = setTimeout(() => void bot.kill(), delay);
          state = (move.result as { ok: true; value: { state: DuneState } }).value.state;
          moves++;
        } else if (!bot.alive) {
          cutOff.push(sentOne.id);
          inFlight = sentOne.id;
        } else throw new Error(`The bot refused a legal /${move.action.do}: "${answer}"`);
      }
      clearTimeout(timer);
      await bot.kill();
      const [audit, ...others] = await auditDatabase(file);
      const fate =
        inFlight === undefined
          ? ''
          : audit?.interactions.includes(inFlight)
            ? ' (the command in flight was committed)'
            : ' (the command in flight was not committed)';
      timeline.push(`round ${round}: ${moves} acknowledged${last ? '' : `, killed ${delay} ms after its first answer${fate}`}`);
      expect(others).toEqual([]);
      expect(audit?.problems, timeline.join('\n')).toEqual([]);
      const logged = audit?.interactions ?? [];
      // Each acknowledged command is in the log exactly once, in the order it was acknowledged…
      expect(logged.filter((id) => acknowledged.includes(id))).toEqual(acknowledged);
      // …and the log holds nothing that was not sent; the command cut off by a kill is in it at most once.
      expect(logged.filter((id) => !sent.includes(id))).toEqual([]);
      expect(logged.length - acknowledged.length).toBeLessThanOrEqual(cutOff.length);
      // The game goes on from exactly what the restarted bot will load.
      state = JSON.parse(audit?.loaded ?? 'null') as DuneState;
      if (!last && !over) await bot.start();
    }
    if (!over) expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS + MOVES_AFTER_LAST_RESTART);
    // Only the interactions a kill cut off may have gone unanswered.
    for (const v of server.violations) {
      expect(v.kind, v.message).toBe('interaction-timeout');
      expect(cutOff.some((id) => v.message.includes(id))).toBe(true);
    }
    expect(bot.stderr.join('')).toBe('');
    console.info(`crash test (seed ${SEED}): ${acknowledged.length} acknowledged, ${cutOff.length} cut off\n${timeline.join('\n')}`);
  } finally {
    await bot.kill();
    await server.stop();
  }
}, 90_000);

/** Snapshot 0, read while the bot runs. */
async function initialState(url: string): Promise<DuneState> {
  const [row] = await queryRows<{ state: string }>(url, `SELECT state FROM "Snapshot" WHERE seq = 0`);
  if (!row) throw new Error('The started game has no snapshot 0.');
  return JSON.parse(row.state) as DuneState;
}
