import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { REST, Routes } from 'discord.js';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/bot/context';
import { loadCommands } from '../../src/bot/load-commands';
import type { DuneState, FactionId } from '../../src/dune/state';
import { Rng, seedRng } from '../../src/engine/rng';
import { RandomPlayer } from '../../src/sim/random-player';
import { DiscordEmulator, type EmulatedChannel, type EmulatedUser, type OptionInput, type PostedMessage, shardOf } from '../discord-emulator';
import { postgresql } from '../support/databases';
import { BotProcess } from './bot-process';
import { auditDatabase, type GameAudit, sendMove, tapInteractions } from './support';
import { openStore } from '../../src/store/open-store';

/**
 * Two bot processes, one gateway shard each, on one PostgreSQL database, against a local Discord
 * with two shards: each guild's commands reach only the process of its shard, while reminders are
 * claimed by whichever process looks first. Several games are played at once on both shards;
 * one process is SIGKILLed in the middle of its games and started again while the other goes on.
 * The database is audited after the kill and at the end: every acknowledged action exactly once,
 * in order, nothing half-applied; reminders never twice for one interval and never missing; the
 * outbox sent once each. Seeded by RELIABILITY_SEED (the kill's instant still depends on timing).
 */
const SEED = Number(process.env.RELIABILITY_SEED ?? 2026);
const FACTIONS: readonly FactionId[] = ['atreides', 'bene-gesserit', 'fremen', 'harkonnen'];
const GAMES_PER_SHARD = 3;
const MOVES_WHILE_KILLED = 10;
const MOVES_AFTER_RESTART = 8;
/** The bots' clock runs this much faster, so a minute of a deadline lasts 3 real seconds. */
const CLOCK_SPEED = 20;
const INTERVAL_MS = 60_000 / CLOCK_SPEED;
const QUIET_MS = 3 * INTERVAL_MS;

interface Table {
  readonly channel: EmulatedChannel;
  readonly shard: number;
  readonly player: RandomPlayer;
  gameId: string;
  state: DuneState;
  readonly sent: string[];
  readonly acknowledged: string[];
  readonly cutOff: string[];
}

let cleanup: () => Promise<void> = async () => undefined;
afterEach(async () => {
  await cleanup();
  cleanup = async () => undefined;
});

describe.skipIf(postgresql.unavailable !== null)('two bot processes on one PostgreSQL database, a sharded local Discord [postgresql]', () => {
  it(`plays ${2 * GAMES_PER_SHARD} games at once over 2 shards, one process SIGKILLed mid-game: no action, reminder or message lost or doubled (seed ${SEED})`, async () => {
    const url = await postgresql.fresh();
    // Discord's 3 s to answer is not what this test is about: six games' first commands at once to a
    // process just restarted on a busy machine can take longer, and a late answer is no lost action.
    const server = await DiscordEmulator.start({ shards: 2, maxConcurrency: 2, interactionTimeoutMs: 10_000, deferredReplyWaitMs: 10_000, settleMs: 0 });
    const epoch = Date.now();
    const env = {
      CRASH_CLOCK_SPEED: String(CLOCK_SPEED),
      CRASH_CLOCK_EPOCH: String(epoch),
      CRASH_REMINDER_CHECK_MS: '200',
      // Deadlines of an hour of the bots' clock (3 real minutes): no decision runs out while the
      // random players play (a default taken meanwhile would make their next move stale). The
      // clock's exactly-once claims across processes are test/store/clock.test.ts's.
      DECISION_MINUTES: '60',
      PLAN_MINUTES: '60',
    };
    const bots = [0, 1].map((shard) => new BotProcess(server, url, SEED, { shard: [shard, 2], env }));
    cleanup = async () => {
      for (const bot of bots) await bot.kill();
      await server.stop();
      await postgresql.drop(url);
    };
    const tap = tapInteractions(server);
    const users = new Map(FACTIONS.map((f) => [f, server.createUser({ username: f })] as const));
    const userOf = (f: FactionId) => users.get(f) as EmulatedUser;
    const tables = await seatTables(server, [...users.values()]);

    await Promise.all(bots.map((bot) => bot.start()));
    await server.waitForBot();
    await recordReminderClaims(url);
    const run = (table: Table, who: EmulatedUser, subcommand: string, options: Record<string, OptionInput>) =>
      server.invokeCommand({ user: who, channel: table.channel, name: 'game', subcommand, options });
    await Promise.all(
      tables.map(async (table) => {
        const host = userOf(FACTIONS[0] as FactionId);
        expect((await run(table, host, 'create', { turns: 10 })).content).toContain('Game created');
        for (const f of FACTIONS) expect((await run(table, userOf(f), 'join', { faction: f })).content).toContain('You play');
        expect((await run(table, host, 'start', {})).content).toContain('started');
      }),
    );
    await startingStates(url, tables);

    /** Plays the table's moves until `enough` or its bot dies; a refused legal move fails the test. */
    const play = async (table: Table, enough: (moves: number) => boolean, onAnswer = () => {}) => {
      const bot = bots[table.shard] as BotProcess;
      for (let moves = 0; bot.alive && !enough(moves) && table.state.phase !== 'ended'; ) {
        const move = table.player.find(table.state);
        if (!move) throw new Error(`No move found in turn ${table.state.turn}, phase ${table.state.phase}.`);
        const sent = await sendMove(server, tap, table.channel, userOf(move.faction), move, table.state.phase, bot);
        if (!sent) return;
        table.sent.push(sent.id);
        if (sent.answer?.startsWith('✅')) {
          table.acknowledged.push(sent.id);
          table.state = (move.result as { ok: true; value: { state: DuneState } }).value.state;
          moves++;
          onAnswer();
        } else if (!bot.alive) table.cutOff.push(sent.id);
        else throw new Error(`The bot refused a legal /${move.action.do}: "${sent.answer}"`);
      }
    };

    // Both shards play; shard 1's process is killed some time after the first answer.
    const victim = bots[1] as BotProcess;
    const delay = 300 + new Rng(seedRng(SEED)).int(1500);
    let timer: NodeJS.Timeout | undefined;
    const armKill = () => {
      timer ??= setTimeout(() => void victim.kill(), delay);
    };
    await Promise.all(tables.map((t) => play(t, (moves) => t.shard === 0 && moves >= MOVES_WHILE_KILLED, armKill)));
    await victim.exited;
    clearTimeout(timer);
    const afterKill = check(await auditDatabase(url), tables);
    const survived = tables.filter((t) => t.shard === 0).map((t) => t.acknowledged.length);

    // The killed shard starts again on the same database; every game goes on from what it loads.
    await victim.start();
    await server.waitForBot();
    await Promise.all(tables.map((t) => play(t, (moves) => moves >= MOVES_AFTER_RESTART)));

    // Quiet: nobody plays, and both processes' clocks look at every game every 200 ms.
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    // The outbox drains while both processes run: whichever claims a row sends it, whatever its shard.
    const outbox = await openStore({ url, games: GAMES });
    const pending = async () => (await Promise.all(tables.map((t) => outbox.outbox(t.gameId)))).flat().filter((row) => row.status === 'pending');
    await expect.poll(async () => (await pending()).length, { timeout: 30_000, interval: 500 }).toBe(0);
    await outbox.close();
    for (const bot of bots) await bot.kill();
    const audits = check(await auditDatabase(url), tables);

    const claims = await reminderClaims(url);
    let reminded = 0;
    for (const table of tables) {
      expect(table.acknowledged.length).toBeGreaterThanOrEqual(MOVES_AFTER_RESTART);
      const posted = server
        .messages(table.channel)
        .filter((m: PostedMessage) => m.content.startsWith('⏰ Reminder'))
        .map((m) => Date.parse(m.timestamp));
      const claimed = claims.get(table.gameId) ?? [];
      reminded += posted.length;
      // Each reminder of a wait claimed once, whichever process claimed…
      expect(new Set(claimed.map((c) => c.wait)).size, `reminder claims in ${table.channel.id}`).toBe(claimed.length);
      // …each claim posted once: none twice, and none lost but one a kill cut off (mid-game, at the end).
      expect(posted.length).toBeLessThanOrEqual(claimed.length);
      expect(posted.length).toBeGreaterThanOrEqual(claimed.length - 2);
    }
    await checkOutbox(url, tables);
    // Only the interactions the kill cut off may have gone unanswered.
    const cutOff = tables.flatMap((t) => t.cutOff);
    for (const v of server.violations) {
      expect(v.kind).toBe('interaction-timeout');
      expect(cutOff.some((id) => v.message.includes(id))).toBe(true);
    }
    expect(bots.map((bot) => bot.stderr.join(''))).toEqual(['', '']);
    console.info(
      `sharded test (seed ${SEED}): killed shard 1 ${delay} ms after its first answer; shard 0 went on with ${survived.join(', ')} actions meanwhile; ` +
        `${afterKill.length} games audited after the kill; ${audits.map((a) => a.interactions.length).join(', ')} actions in the end, ${cutOff.length} cut off; ${reminded} reminders posted of ${[...claims.values()].flat().length} claimed`,
    );
  }, 90_000);
});

/** Guilds on both shards (a guild's shard follows from its id's timestamp), a channel each, every player a member. */
async function seatTables(server: DiscordEmulator, players: readonly EmulatedUser[], perShard = GAMES_PER_SHARD): Promise<Table[]> {
  const tables: Table[] = [];
  const onShard = (shard: number) => tables.filter((t) => t.shard === shard).length;
  while (tables.length < 2 * perShard) {
    const guild = server.createGuild({ name: `Sietch ${tables.length}` });
    const shard = shardOf(guild.id, 2);
    if (onShard(shard) < perShard) {
      for (const player of players) server.addMember(guild, player);
      const channel = server.createChannel(guild, { name: `dune-${tables.length}` });
      tables.push({
        channel,
        shard,
        player: new RandomPlayer(SEED + tables.length),
        gameId: '',
        state: {} as DuneState,
        sent: [],
        acknowledged: [],
        cutOff: [],
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return tables;
}

/** Each table's game and its state at the start, as the bots stored them. */
async function startingStates(url: string, tables: Table[]): Promise<void> {
  const store = await openStore({ url, games: GAMES });
  try {
    for (const table of tables) {
      const game = await store.findActiveGameByChannel(table.channel.id);
      const loaded = game ? await store.load(game.id) : null;
      if (!loaded?.ok) throw new Error(`No started game in channel ${table.channel.id}.`);
      table.gameId = loaded.value.game.id;
      table.state = loaded.value.state as unknown as DuneState;
    }
  } finally {
    await store.close();
  }
}

/**
 * Every game consistent; its acknowledged commands in its log exactly once and in order, nothing
 * that was not sent, at most the cut-off command besides. Each table goes on from what was stored.
 */
function check(audits: readonly GameAudit[], tables: Table[]): readonly GameAudit[] {
  expect(audits.map((a) => a.gameId).sort()).toEqual(tables.map((t) => t.gameId).sort());
  for (const table of tables) {
    const audit = audits.find((a) => a.gameId === table.gameId) as GameAudit;
    expect(audit.problems, table.channel.id).toEqual([]);
    expect(audit.interactions.filter((id) => table.acknowledged.includes(id))).toEqual(table.acknowledged);
    // Besides the players' interactions, only the decision clock's own actions.
    const players = audit.interactions.filter((id) => !id.startsWith('clock:'));
    expect(players.filter((id) => !table.sent.includes(id))).toEqual([]);
    expect(players.length - table.acknowledged.length).toBeLessThanOrEqual(table.cutOff.length);
    table.state = JSON.parse(audit.loaded) as DuneState;
  }
  return audits;
}

/**
 * Keeps every reminder claim in a table of the test's own: a trigger on the claim's write of
 * `Game.lastReminderAt` (the later write of the same time after posting changes nothing). Posted
 * reminders alone cannot show a double claim: a busy process posts late.
 */
async function recordReminderClaims(url: string): Promise<void> {
  await onPostgres(url, async (client) => {
    await client.query(`CREATE TABLE reminder_claim ("gameId" TEXT NOT NULL, "wait" TIMESTAMP(3), "stage" INT NOT NULL, "at" TIMESTAMPTZ NOT NULL)`);
    await client.query(`CREATE FUNCTION record_reminder_claim() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO reminder_claim VALUES (NEW."id", NEW."waitStartedAt", NEW."deadlineReminders", clock_timestamp()); RETURN NEW; END $$`);
    await client.query(`CREATE TRIGGER reminder_claimed AFTER UPDATE OF "deadlineReminders" ON "Game" FOR EACH ROW
      WHEN (NEW."deadlineReminders" > OLD."deadlineReminders") EXECUTE FUNCTION record_reminder_claim()`);
  });
}

/** The reminder claims by game, in order: the wait and stage claimed, and when (real epoch ms). */
async function reminderClaims(url: string): Promise<Map<string, { wait: string; at: number }[]>> {
  const claims = new Map<string, { wait: string; at: number }[]>();
  await onPostgres(url, async (client) => {
    const { rows } = await client.query<{ gameId: string; wait: string; at: number }>(
      `SELECT "gameId", "wait"::text || '#' || "stage" AS "wait", (EXTRACT(EPOCH FROM "at") * 1000)::float8 AS "at" FROM reminder_claim ORDER BY "at"`,
    );
    for (const { gameId, wait, at } of rows) claims.set(gameId, [...(claims.get(gameId) ?? []), { wait, at }]);
  });
  return claims;
}

async function onPostgres(url: string, body: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await body(client);
  } finally {
    await client.end();
  }
}

/** Every outbox row was delivered or given up with a reason, each new message a message of its own. */
async function checkOutbox(url: string, tables: readonly Table[]): Promise<void> {
  const store = await openStore({ url, games: GAMES });
  try {
    const rows = (await Promise.all(tables.map((t) => store.outbox(t.gameId)))).flat();
    expect(rows.filter((row) => row.status === 'failed' && !row.lastError)).toEqual([]);
    const messageIds = rows.filter((row) => row.kind !== 'edit').flatMap((row) => (row.messageId ? [row.messageId] : []));
    expect(new Set(messageIds).size).toBe(messageIds.length);
  } finally {
    await store.close();
  }
}

describe.skipIf(postgresql.unavailable !== null)('npm start with SHARDS=auto [postgresql]', () => {
  it("asks Discord's /gateway/bot how many shards, runs one process per shard through discord.js's ShardingManager, and starts a killed shard again", async () => {
    const url = await postgresql.fresh();
    const server = await DiscordEmulator.start({ shards: 2, maxConcurrency: 2, interactionTimeoutMs: 3000, deferredReplyWaitMs: 3000 });
    const alice = server.createUser({ username: 'alice' });
    const tables = await seatTables(server, [alice], 1);
    const body = [...(await loadCommands()).values()].map((command) => command.data);
    await new REST({ api: server.restApi }).setToken(server.token).put(Routes.applicationCommands(server.applicationId), { body });
    const start = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
      env: { ...process.env, DISCORD_TOKEN: server.token, DISCORD_REST_API: server.restApi, SHARDS: 'auto', DATABASE_URL: url, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => start.once('exit', () => resolve()));
    let log = '';
    start.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    cleanup = async () => {
      start.kill('SIGTERM');
      await exited;
      await expect.poll(() => server.gatewaySessions().length, { timeout: 10_000 }).toBe(0);
      await server.stop();
      await postgresql.drop(url);
    };
    await expect.poll(() => log, { timeout: 80_000, interval: 200 }).toContain('Shards 0,1 of 2 are running');
    expect(
      server
        .gatewaySessions()
        .map((s) => s.shard.join('/'))
        .sort(),
    ).toEqual(['0/2', '1/2']);

    const game = (table: Table, subcommand: string, options: Record<string, OptionInput>) =>
      server.invokeCommand({ user: alice, channel: table.channel, name: 'game', subcommand, options });
    for (const table of tables) expect((await game(table, 'create', { turns: 3 })).content).toContain('Game created');
    const onShard1 = tables.find((t) => t.shard === 1) as Table;
    const pid = Number(/Shard 1 of 2: process (\d+) started/.exec(log)?.[1]);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => log, { timeout: 10_000 }).toContain('Shard 1 of 2: its process died; starting it again.');
    await expect.poll(() => [...log.matchAll(/Shard 1 of 2: process \d+ started/g)].length, { timeout: 60_000 }).toBe(2);
    await expect.poll(() => server.gatewaySessions().length, { timeout: 60_000, interval: 200 }).toBe(2);
    await server.waitForBot();
    // The new process of shard 1 finds the game its predecessor created, in the shared database.
    expect((await game(onShard1, 'join', { faction: 'fremen' })).content).toContain('You play');
    expect(log).not.toMatch(/\[error\]/);
  }, 150_000);
});
