import { afterAll, expect, it } from 'vitest';
import type { DuneState, FactionId } from '../../src/dune/state';
import { Rng, seedRng } from '../../src/engine/rng';
import type { Move } from '../../src/sim/random-player';
import { DiscordEmulator, type EmulatedUser } from '../discord-emulator';
import { BotProcess, sendToBot } from './bot-process';
import { testDatabases } from '../support/databases';
import { auditDatabase, queryRows, tapInteractions } from './support';
import { commandOf, setTables, TABLE_FACTIONS, type Table, tableTranscript } from './tables';

/**
 * Nothing said is lost to a crash: the bot runs in a child process while several games play;
 * it is SIGKILLed inside /game start (while the traitor DMs go out), the instant it answers an
 * action (its transaction committed, its news not yet sent), in the middle of sending news, and at
 * a random moment, and started again each time on the same database. Afterwards each game's
 * channel and each player's DMs read exactly as in a run of the same seed that never crashed:
 * every post and DM arrived once, in order. A command a kill cut off is sent again by its player
 * unless the log holds it. RELIABILITY_SEED reproduces the games and the kill points.
 */
const SEED = Number(process.env.RELIABILITY_SEED ?? 1979);
const TABLES = 2;
const KILLS = ['start', 'commit', 'delivery', 'random', 'commit'] as const;
const FINAL_MOVES = 4;
type Kill = (typeof KILLS)[number];

const databases: string[] = [];
afterAll(() => Promise.all(databases.map((url) => testDatabases.drop(url))));

/** A table as the crash run plays it: the state its players see, and the move they are sending. */
interface Seat {
  readonly table: Table;
  state: DuneState | null;
  /** The move sent last and not known to be in the log: sent again after a restart. */
  pending: Move | undefined;
  /** The command in flight when the bot died. */
  cutOff: string | undefined;
  /** Actions in the log, acknowledged or not. */
  committed: number;
}

/** A world of its own: the emulator, the tables (same names in every run), the bot in a child process on its own database. */
async function world() {
  const file = await testDatabases.fresh();
  databases.push(file);
  const server = await DiscordEmulator.start({ interactionTimeoutMs: 3000, deferredReplyWaitMs: 3000, settleMs: 0 });
  const tap = tapInteractions(server);
  const bot = new BotProcess(server, file, SEED);
  const tables = setTables(server, server.createGuild({ name: 'Arrakis' }), TABLES, SEED);
  return { server, tap, file, bot, tables };
}
type World = Awaited<ReturnType<typeof world>>;

const hostOf = (table: Table) => table.players.get(TABLE_FACTIONS[0] as FactionId) as EmulatedUser;

async function lobby(w: World): Promise<void> {
  await Promise.all(
    w.tables.map(async (table) => {
      const create = await sendToBot(w.server, w.tap, w.bot, {
        channel: table.channel,
        user: hostOf(table),
        name: 'game',
        subcommand: 'create',
        options: { turns: 10 },
      });
      expect(create?.answer).toContain('Game created');
      for (const [faction, user] of table.players) {
        const join = await sendToBot(w.server, w.tap, w.bot, { channel: table.channel, user, name: 'game', subcommand: 'join', options: { faction } });
        expect(join?.answer).toContain('You play');
      }
    }),
  );
}

/** The games in the database by channel (read while the bot runs). */
async function games(url: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; channelId: string }>(url, `SELECT id, "channelId" FROM "Game"`);
  return new Map(rows.map((r) => [r.channelId, r.id]));
}

/** The state a table's game started with (snapshot 0). */
async function startState(url: string, table: Table): Promise<DuneState> {
  const gameId = (await games(url)).get(table.channel.id);
  const [row] = await queryRows<{ state: string }>(url, `SELECT state FROM "Snapshot" WHERE "gameId" = ? AND seq = 0`, gameId);
  if (!row) throw new Error(`Table ${table.index}'s game has no snapshot 0.`);
  return JSON.parse(row.state) as DuneState;
}

/** Sends /game start; the state it started with, or null if the bot died with it in flight. */
async function start(w: World, seat: Seat): Promise<void> {
  const sent = await sendToBot(w.server, w.tap, w.bot, {
    channel: seat.table.channel,
    user: hostOf(seat.table),
    name: 'game',
    subcommand: 'start',
    options: {},
  });
  if (!sent) return;
  if (sent.answer === null) {
    seat.cutOff = sent.id;
    return;
  }
  expect(sent.answer).toContain('started');
  seat.state = await startState(w.file, seat.table);
}

/** Waits until the outbox holds no pending row (read while the bot runs). */
async function drained(url: string): Promise<void> {
  // Generous: on a loaded 2-core machine the restarted bot may take long to send what the kills left.
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    const [row] = await queryRows<{ pending: number | string }>(url, `SELECT COUNT(*) AS pending FROM "OutboxMessage" WHERE status = 'pending'`);
    if (Number(row?.pending) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The outbox still holds pending rows after 120 s.');
}

/** Plays a table's moves while the bot lives, `limit` at most; returns when the bot died or the limit is reached. */
async function playWhileAlive(w: World, seat: Seat, limit: number, onAnswer: () => void): Promise<void> {
  for (let moves = 0; moves < limit && w.bot.alive; moves++) {
    if (!seat.state || seat.state.phase === 'ended') return;
    seat.pending ??= seat.table.player.find(seat.state);
    if (!seat.pending) throw new Error(`Table ${seat.table.index} found no move in turn ${seat.state.turn}, phase ${seat.state.phase}.`);
    const sent = await sendToBot(w.server, w.tap, w.bot, commandOf(seat.table, seat.pending));
    if (!sent) return;
    if (sent.answer?.startsWith('✅')) {
      seat.state = (seat.pending.result as { ok: true; value: { state: DuneState } }).value.state;
      seat.pending = undefined;
      seat.committed++;
      onAnswer();
    } else if (!w.bot.alive) {
      seat.cutOff = sent.id;
      return;
    } else throw new Error(`The bot refused a legal /${seat.pending.action.do}: "${sent.answer}"`);
  }
}

/** Arms the kill of this round; returns a function that disarms it. */
function arm(w: World, kill: Kill, rng: Rng): { answered: () => void; disarm: () => void } {
  const nth = 1 + rng.int(4);
  let seen = 0;
  const at = (route: (key: string) => boolean) =>
    w.server.observeRequests((request) => {
      if (route(request.routeKey) && ++seen === nth) void w.bot.kill();
    });
  let timer: NodeJS.Timeout | undefined;
  const stop =
    kill === 'start'
      ? at((key) => key === 'POST /users/@me/channels' || key === 'POST /channels/:channelId/messages')
      : kill === 'commit'
        ? at((key) => key === 'POST /interactions/:interactionId/:token/callback')
        : kill === 'delivery'
          ? at((key) => key === 'POST /channels/:channelId/messages')
          : () => undefined;
  const delay = 200 + rng.int(1200);
  return {
    answered: () => {
      if (kill === 'random' && timer === undefined) timer = setTimeout(() => void w.bot.kill(), delay);
    },
    disarm: () => {
      stop();
      clearTimeout(timer);
    },
  };
}

it(`SIGKILL inside /game start, right after commits, amid deliveries and at random, ${KILLS.length} times over ${TABLES} games: every post and DM arrives once, in order, as in a crash-free run (seed ${SEED})`, async () => {
  const rng = new Rng(seedRng(SEED));
  const crashed = await world();
  const timeline: string[] = [];
  const began = performance.now();
  const clock = () => `${((performance.now() - began) / 1000).toFixed(1)} s`;
  let transcripts: ReturnType<typeof tableTranscript>[];
  let committed: number[];
  const cutOff: string[] = [];
  let replays = 0;
  try {
    const w = crashed;
    await w.bot.start();
    await lobby(w);
    const seats: Seat[] = w.tables.map((table) => ({ table, state: null, pending: undefined, cutOff: undefined, committed: 0 }));
    for (const [round, kill] of KILLS.entries()) {
      const armed = arm(w, kill, rng);
      await Promise.all(
        seats.map(async (seat) => {
          if (!seat.state) await start(w, seat);
          // The kill of the start round lands while the games start, the others in a stream of moves.
          if (kill !== 'start') await playWhileAlive(w, seat, 200, armed.answered);
        }),
      );
      await Promise.race([w.bot.exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
      // A round whose trigger never came (the games over) ends with a kill all the same.
      await w.bot.kill();
      armed.disarm();
      const audits = await auditDatabase(w.file);
      for (const audit of audits) expect(audit.problems, timeline.join('\n')).toEqual([]);
      const stored = await games(w.file);
      for (const seat of seats) {
        const audit = audits.find((a) => a.gameId === stored.get(seat.table.channel.id));
        if (seat.cutOff) {
          cutOff.push(seat.cutOff);
          // In the log: the cut-off move counts; not in it: its player sends it again.
          if (seat.pending && audit?.interactions.includes(seat.cutOff)) {
            seat.pending = undefined;
            seat.committed++;
          }
          seat.cutOff = undefined;
        }
        seat.state = audit ? (JSON.parse(audit.loaded) as DuneState) : null;
      }
      timeline.push(
        `${clock()} round ${round} (${kill}): ${seats.map((s) => `table ${s.table.index} ${s.state ? `${s.committed} actions` : 'not started'}`).join(', ')}`,
      );
      await w.bot.start();
    }
    // After the last restart: the games go on, and what the kills left unsent goes out.
    await Promise.all(
      seats.map(async (seat) => {
        if (!seat.state) throw new Error(`Table ${seat.table.index} never started.`);
        await playWhileAlive(w, seat, FINAL_MOVES, () => undefined);
      }),
    );
    await drained(w.file);
    timeline.push(`${clock()} all delivered after the last restart`);
    transcripts = w.tables.map((table) => tableTranscript(w.server, table));
    committed = seats.map((s) => s.committed);
    // Only the interactions a kill cut off may have gone unanswered.
    for (const v of w.server.violations) {
      expect(v.kind, v.message).toBe('interaction-timeout');
      expect(cutOff.some((id) => v.message.includes(id))).toBe(true);
    }
    expect(w.bot.stderr.join('')).toBe('');
    // A kill amid a delivery lands after Discord created the message: the next run's resend is answered from its nonce.
    replays = w.server.metrics().nonceReplays;
    expect(replays).toBeGreaterThan(0);
  } finally {
    await crashed.bot.kill();
    await crashed.server.stop();
  }

  // The same games, the same number of actions each, without a crash.
  const calm = await world();
  try {
    const w = calm;
    await w.bot.start();
    await lobby(w);
    await Promise.all(
      w.tables.map(async (table, i) => {
        const seat: Seat = { table, state: null, pending: undefined, cutOff: undefined, committed: 0 };
        await start(w, seat);
        await playWhileAlive(w, seat, committed[i] ?? 0, () => undefined);
        expect(seat.committed).toBe(committed[i]);
      }),
    );
    await drained(w.file);
    for (const [i, table] of w.tables.entries()) {
      const calmTranscript = tableTranscript(w.server, table);
      expect(transcripts[i]?.posts, `table ${i}: channel posts\n${timeline.join('\n')}`).toEqual(calmTranscript.posts);
      expect(transcripts[i]?.dms, `table ${i}: DMs\n${timeline.join('\n')}`).toEqual(calmTranscript.dms);
    }
    expect(w.server.violations).toEqual([]);
    timeline.push(`${clock()} the crash-free run agrees`);
  } finally {
    await calm.bot.kill();
    await calm.server.stop();
  }
  console.info(
    `crash-delivery test (seed ${SEED}): ${committed.join(' and ')} actions, ${cutOff.length} commands cut off, ${replays} posts answered from their nonce\n${timeline.join('\n')}`,
  );
  // About a minute on a quiet machine; several times that beside other test runs.
}, 600_000);
