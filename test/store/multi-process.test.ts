import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { replay } from '../../src/engine/log';
import type { Snapshot } from '../../src/store/generated/client';
import { sql } from '../../src/store/sql';
import { describeEachBackend } from '../support/databases';
import { type BankAction, bankGame } from './bank-game';
import { startedGame, tempDatabases, value } from './helpers';
import type { JournalLine, Plan } from './multi-process-worker';

const workerFile = fileURLToPath(new URL('./multi-process-worker.ts', import.meta.url));
const GAMES = 10;
const COMMANDS = 30;
const IDLE_GAMES = 4;
const ROUNDS = 4;
// Long enough that a busy machine never lets a live deliverer's lease run out mid-send.
const LEASE_MS = 5_000;

/** A bot process: the worker script under node + tsx, its journal and what it wrote to stderr. */
class Worker {
  readonly journal: string;
  readonly process: ChildProcess;
  stderr = '';
  readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    dir: string,
    url: string,
    planFile: string,
  ) {
    this.journal = join(dir, `${name}.jsonl`);
    writeFileSync(this.journal, '');
    this.process = spawn(process.execPath, ['--import', 'tsx', workerFile], {
      env: { ...process.env, DATABASE_URL: url, WORKER: name, PLAN: planFile, JOURNAL: this.journal },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.process.stderr?.on('data', (chunk: Buffer) => {
      this.stderr += chunk.toString();
    });
    this.exited = new Promise((resolve) => this.process.on('exit', (code) => resolve(code)));
  }

  lines(): JournalLine[] {
    return readFileSync(this.journal, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as JournalLine);
  }
}

// Several processes on one SQLite file are not a supported set-up (docs/persistence.md): this is
// PostgreSQL's test.
describeEachBackend('store: several processes on one database', (backend) => {
  const temp = tempDatabases(backend);
  const dir = mkdtempSync(join(tmpdir(), 'dune-multi-'));
  afterAll(async () => {
    await temp.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(backend.provider === 'sqlite')(
    'two processes, one SIGKILLed mid-way and restarted: no action lost or applied twice, every outbox row and reminder handed out once',
    async () => {
      const url = await temp.url();
      const setup = await temp.open(url, 4);
      const played: string[] = [];
      for (let g = 0; g < GAMES; g++) played.push(await startedGame(setup, `play-${g}`, g % 2 ? ['red', 'blue'] : ['red', 'blue', 'green']));
      const idle: string[] = [];
      for (let g = 0; g < IDLE_GAMES; g++) {
        const game = value(
          await setup.createGame({
            gameType: 'bank',
            guildId: 'g',
            channelId: `idle-${g}`,
            createdBy: 'u',
            options: { startingBalance: 1 },
            seed: g,
            reminderIntervalMinutes: 1,
          }),
        );
        for (const seat of ['red', 'blue'] as const) value(await setup.seat(game.id, seat, `u-${seat}`));
        value(await setup.startGame(game.id));
        idle.push(game.id);
      }
      await setup.close();

      const base = Date.now() + 86_400_000;
      const plan: Plan = {
        games: played.map((id, g) => ({
          id,
          commands: Array.from({ length: COMMANDS }, (_, i) => ({
            interactionId: `g${g}-c${i}`,
            action: { type: 'deposit', amount: ((g + i) % 9) + 1 } as BankAction,
          })),
        })),
        allGames: [...played, ...idle],
        reminderRounds: Array.from({ length: ROUNDS }, (_, r) => new Date(base + r * 120_000).toISOString()),
        leaseMs: LEASE_MS,
      };
      const planFile = join(dir, 'plan.json');
      writeFileSync(planFile, JSON.stringify(plan));

      const first = new Worker('w1', dir, url, planFile);
      const second = new Worker('w2', dir, url, planFile);
      // Kill the first once it is well into its work (a third of its commands answered), at a
      // moment it holds a post or DM it has not marked yet (a status edit might be superseded),
      // so that another process must take it over once its lease has run out.
      const killedAt = await new Promise<number>((resolve, reject) => {
        const poll = setInterval(() => {
          const lines = first.lines();
          const sent = new Set(lines.flatMap((l) => (l.t === 'sent' ? [l.rowId] : [])));
          const holding = lines.some((l) => l.t === 'claimed' && !sent.has(l.rowId) && !l.key.endsWith(':status'));
          const applied = lines.filter((l) => l.t === 'applied').length;
          if ((applied >= (GAMES * COMMANDS) / 3 && holding) || applied >= (GAMES * COMMANDS * 2) / 3) {
            clearInterval(poll);
            first.process.kill('SIGKILL');
            resolve(applied);
          }
        }, 5);
        first.exited.then((code) => {
          clearInterval(poll);
          reject(new Error(`w1 ended (${code}) before it could be killed: ${first.stderr}`));
        });
      });
      expect(await first.exited).toBeNull();
      const restarted = new Worker('w1-restarted', dir, url, planFile);
      expect(await Promise.all([second.exited, restarted.exited])).toEqual([0, 0]);
      expect(second.stderr + restarted.stderr).toBe('');

      const journals = [first, second, restarted].map((w) => ({ name: w.name, lines: w.lines() }));
      const all = journals.flatMap((j) => j.lines.map((line) => ({ ...line, owner: j.name })));
      const claimed = all.filter((l) => l.t === 'claimed');
      const store = await temp.open(url, 4);
      const db = await temp.raw(url);
      const rows = (await Promise.all(plan.allGames.map((id) => store.outbox(id)))).flat();
      console.info(
        `multi-process: w1 killed after ${killedAt} answers; ${all.filter((l) => l.t === 'applied' && l.duplicate).length} duplicate answers, ` +
          `${claimed.length} claims of ${new Set(claimed.map((l) => l.rowId)).size} rows, ${rows.filter((r) => r.attempts > 1).length} taken over after w1's lease ran out, ` +
          `${all.filter((l) => l.t === 'reminded').length} reminders`,
      );

      // Actions: every log is exactly the plan's commands, in order, once each; the state rebuilt
      // from the log equals the stored head, every snapshot equals the replay up to it, and both
      // equal what the commands give when applied one after another.
      for (const game of plan.games) {
        const log = await store.log(game.id);
        expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
        expect(log.map((e) => e.interactionId)).toEqual(game.commands.map((c) => c.interactionId));
        const loaded = value(await store.load(game.id));
        expect(loaded.game.headSeq).toBe(COMMANDS);
        const rebuilt = value(await store.rebuild(game.id));
        expect(JSON.stringify(rebuilt.state)).toBe(JSON.stringify(loaded.state));
        const params = { seats: loaded.seats.map((s) => s.seat), options: loaded.game.options, seed: loaded.game.seed };
        let expected = value(bankGame.create(params)).state;
        for (const command of game.commands) expected = value(bankGame.apply(expected, { kind: 'system' }, command.action)).state;
        expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(expected));
        const snapshots = await db.query<Pick<Snapshot, 'seq' | 'state'>>(
          sql`SELECT "seq", "state" FROM "Snapshot" WHERE "gameId" = ${game.id} ORDER BY "seq"`,
        );
        expect(snapshots.length).toBeGreaterThan(COMMANDS / 4);
        for (const snapshot of snapshots) expect(JSON.stringify(value(replay(bankGame, params, log.slice(0, snapshot.seq))).state)).toBe(snapshot.state);
        // Every answer a process got names the seq the log gave the interaction; at most one was "applied".
        const seqOf = new Map(log.map((e) => [e.interactionId, e.seq]));
        for (const line of all) if (line.t === 'applied' && line.gameId === game.id) expect(line.seq).toBe(seqOf.get(line.interactionId));
        for (const command of game.commands) {
          expect(all.filter((l) => l.t === 'applied' && l.interactionId === command.interactionId && !l.duplicate).length).toBeLessThanOrEqual(1);
        }
      }

      // Outbox: three rows per action, written with it; all delivered (or superseded), each
      // marked sent once; a game's row handed out only after its earlier rows were done; a
      // second claim of a row only after the first claim's lease ran out.
      const actionRows = rows.filter((r) => r.kind !== 'remind');
      expect(actionRows).toHaveLength(GAMES * COMMANDS * 3);
      for (const game of plan.games) {
        const keys = new Set(rows.filter((r) => r.gameId === game.id).map((r) => r.key));
        for (let seq = 1; seq <= COMMANDS; seq++) for (const kind of ['post', 'dm', 'status']) expect(keys.has(`${seq}:${kind}`)).toBe(true);
      }
      expect(rows.filter((r) => r.status !== 'sent' && r.status !== 'superseded')).toEqual([]);
      expect(rows.filter((r) => r.status === 'superseded').every((r) => r.coalesce === 'status')).toBe(true);
      const sentLines = all.filter((l) => l.t === 'sent');
      const sentById = new Map<string, number>();
      for (const line of sentLines) sentById.set(line.rowId, (sentById.get(line.rowId) ?? 0) + 1);
      expect([...sentById.values()].every((n) => n === 1)).toBe(true);
      // A kill between the database's commit and the journal's line can hide one mark, the killed process's.
      const unjournaled = rows.filter((r) => r.status === 'sent' && !sentById.has(r.id));
      expect(unjournaled.length).toBeLessThanOrEqual(1);
      for (const row of unjournaled) expect(row.leaseOwner).toBe('w1');
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const claim of claimed) {
        const earlier = rows.filter((r) => r.gameId === claim.gameId && r.position < claim.position && r.status === 'sent');
        for (const row of earlier) expect(row.sentAt?.getTime() ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(claim.returnedAt);
      }
      const claimsOf = new Map<string, typeof claimed>();
      for (const claim of claimed) claimsOf.set(claim.rowId, [...(claimsOf.get(claim.rowId) ?? []), claim]);
      for (const [rowId, rowClaims] of claimsOf) {
        const sorted = [...rowClaims].sort((a, b) => a.at - b.at);
        sorted.slice(1).forEach((claim, i) => {
          const previous = sorted[i];
          expect(previous?.owner, `row ${byId.get(rowId)?.key} taken over from a live process`).toBe('w1');
          expect(claim.at).toBeGreaterThanOrEqual(previous?.until ?? 0);
        });
      }

      // Reminders: each idle game once per round, each played game once (its interval is long);
      // each claim stored its reminder in the outbox with it.
      const reminders = rows.filter((r) => r.kind === 'remind');
      for (const id of idle) {
        expect(
          reminders
            .filter((r) => r.gameId === id)
            .map((r) => Number(r.key.split(':')[1]))
            .sort(),
        ).toEqual(Array.from({ length: ROUNDS }, (_, r) => r));
      }
      for (const id of played) expect(reminders.filter((r) => r.gameId === id)).toHaveLength(1);
      const reminded = all.filter((l) => l.t === 'reminded');
      expect(new Set(reminded.map((l) => `${l.gameId}/${l.round}`)).size).toBe(reminded.length);
    },
    120_000,
  );
});
