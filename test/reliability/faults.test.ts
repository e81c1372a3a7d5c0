import { expect, it } from 'vitest';
import { createLogger } from '../../src/bot/logger';
import { startLocalWorld } from '../../src/demo/local-world';
import { inspectState } from '../../src/dune/inspect';
import type { DuneState } from '../../src/dune/state';
import { everyFault } from '../discord-emulator';
import { expectAnswer, moveCommand, openTable, repeatedNonces, setTables, tableChannelNames, tablePlayerNames, tableTranscript } from './tables';
import { testDatabases } from '../support/databases';

/**
 * A flaky Discord: several games play at once while a share of the bot's own requests (posts,
 * DMs, edits, pins, fetches; not the answers to commands) fail with 429s (route, global, shared),
 * 500s and 502s, reset connections and withheld answers, before or after Discord processed them.
 * At the end every outbox row is sent, no message went out twice, and each game's channel and
 * each player's DMs read exactly as in a run of the same seed without failures.
 * RELIABILITY_SEED reproduces the games; which requests fail depends on their order too.
 */
const SEED = Number(process.env.RELIABILITY_SEED ?? 1979);
const TABLES = 3;
const MOVES = 24;
const FRACTION = 0.15;

interface Run {
  readonly transcripts: ReturnType<typeof tableTranscript>[];
  readonly repeated: readonly string[];
  /** Outbox rows by status, over every game. */
  readonly outbox: Record<string, number>;
  readonly injected: number;
  readonly nonceReplays: number;
  readonly problems: readonly string[];
}

async function play(faulty: boolean): Promise<Run> {
  const problems: string[] = [];
  const world = await startLocalWorld({
    players: tablePlayerNames(TABLES),
    channels: tableChannelNames(TABLES),
    seed: SEED,
    settleMs: 0,
    databases: testDatabases,
    log: createLogger('warn', (line) => problems.push(line)),
  });
  try {
    const tables = setTables(world.server, world.guild, TABLES, SEED, world.users, world.channels);
    // A withheld answer costs discord.js its request timeout (15 s by default) before it retries:
    // short here. Only the bot's own requests meet faults, so only they are cut short; an answer
    // to a player (callback, webhook) may take longer on a loaded machine, and sent again after a
    // timeout it would be refused as already acknowledged.
    if (faulty) {
      const { options } = world.bot.client.rest;
      const send = options.makeRequest;
      const makeRequest: typeof send = (url, init) => (/\/(interactions|webhooks)\//.test(url) ? send(url, { ...init, signal: null }) : send(url, init));
      Object.assign(options, { timeout: 500, makeRequest });
    }
    const faults = faulty ? world.server.injectFault({ access: 'bot', fraction: FRACTION, fault: everyFault(50) }) : null;
    const gameIds = await Promise.all(
      tables.map(async (table) => {
        await openTable(world.server, table, 10);
        const game = await world.bot.store.findActiveGameByChannel(table.channel.id);
        if (!game) throw new Error(`No game in ${table.channel.name}.`);
        for (let moves = 0; moves < MOVES; moves++) {
          const loaded = await world.bot.store.load(game.id);
          if (!loaded.ok) throw new Error(loaded.error.message);
          const state: DuneState = inspectState(loaded.value.state);
          if (state.phase === 'ended') break;
          const move = table.player.find(state);
          if (!move) throw new Error(`Table ${table.index} found no move in turn ${state.turn}, phase ${state.phase}.`);
          await expectAnswer(moveCommand(world.server, table, move), '✅');
        }
        return game.id;
      }),
    );
    // Rows waiting out a backoff go at the deliverer's next poll.
    const outbox: Record<string, number> = {};
    for (const deadline = Date.now() + 60_000; ; ) {
      await world.bot.idle();
      const rows = (await Promise.all(gameIds.map((id) => world.bot.store.outbox(id)))).flat();
      if (!rows.some((row) => row.status === 'pending') || Date.now() > deadline) {
        for (const row of rows) outbox[row.status] = (outbox[row.status] ?? 0) + 1;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    faults?.remove();
    return {
      transcripts: tables.map((table) => tableTranscript(world.server, table)),
      repeated: repeatedNonces(world.server, tables),
      outbox,
      injected: faults?.injected ?? 0,
      nonceReplays: world.server.metrics().nonceReplays,
      problems: [...problems, ...world.server.violations.map((v) => `${v.kind}: ${v.message}`)],
    };
  } finally {
    await world.stop();
  }
}

it(`${Math.round(FRACTION * 100)} % of the bot's requests fail in ${TABLES} games at once: every outbox row sent, nothing doubled, every channel and DM history as without failures (seed ${SEED})`, async () => {
  const calm = await play(false);
  const flaky = await play(true);

  expect(calm.problems).toEqual([]);
  expect(calm.outbox.pending ?? 0).toBe(0);
  // The failures happened, some of them after Discord had created the message.
  expect(flaky.injected).toBeGreaterThan(20);
  expect(flaky.nonceReplays).toBeGreaterThan(0);
  expect([flaky.outbox.pending ?? 0, flaky.outbox.failed ?? 0]).toEqual([0, 0]);
  expect(flaky.outbox.sent).toBe(calm.outbox.sent);
  expect(flaky.repeated).toEqual([]);
  // Retries are logged; nothing may be given up on.
  expect(flaky.problems.filter((line) => !/not sent yet|retrying/.test(line))).toEqual([]);
  for (const [i, transcript] of flaky.transcripts.entries()) {
    expect(transcript.posts, `table ${i}: channel posts`).toEqual(calm.transcripts[i]?.posts);
    expect(transcript.dms, `table ${i}: DMs`).toEqual(calm.transcripts[i]?.dms);
  }
  console.info(
    `fault test (seed ${SEED}): ${flaky.injected} requests failed, ${flaky.nonceReplays} posts answered from their nonce; outbox ${JSON.stringify(flaky.outbox)}`,
  );
}, 90_000);
