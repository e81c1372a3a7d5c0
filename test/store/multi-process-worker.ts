import { appendFileSync, readFileSync } from 'node:fs';
import type { ClaimedReminder, WriteOptions } from '../../src/store/store';
import type { BankAction } from './bank-game';
import { games } from './helpers';
import { openStore } from '../../src/store/open-store';

/**
 * One bot process of test/store/multi-process.test.ts, started with `node --import tsx`. It plays
 * every command of the plan (the other processes play the same ones: each interaction arrives
 * from several processes), delivers outbox rows and claims reminders, and writes what it did to
 * its journal, one JSON line each, right after the store answered. It ends once its commands
 * are answered, its reminder rounds claimed and no row is left to deliver.
 * Environment: DATABASE_URL, WORKER (its name: the deliverer owner), PLAN and JOURNAL (files).
 */
export interface Plan {
  readonly games: readonly { readonly id: string; readonly commands: readonly { readonly interactionId: string; readonly action: BankAction }[] }[];
  /** Every game's outbox must be delivered before the workers stop. */
  readonly allGames: readonly string[];
  /** The fake clock of each reminder round, ISO. */
  readonly reminderRounds: readonly string[];
  readonly leaseMs: number;
}

export type JournalLine =
  | { readonly t: 'applied'; readonly interactionId: string; readonly gameId: string; readonly seq: number; readonly duplicate: boolean }
  | {
      readonly t: 'claimed';
      readonly rowId: string;
      readonly key: string;
      readonly gameId: string;
      readonly position: number;
      /** The clock the claim was made at, its lease's end, and the time the claim had returned. */
      readonly at: number;
      readonly until: number;
      readonly returnedAt: number;
    }
  | { readonly t: 'sent'; readonly rowId: string; readonly at: number }
  | { readonly t: 'reminded'; readonly gameId: string; readonly round: number };

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set.`);
  return value;
};
const worker = required('WORKER');
const plan = JSON.parse(readFileSync(required('PLAN'), 'utf8')) as Plan;
const journal = required('JOURNAL');
const note = (line: JournalLine) => appendFileSync(journal, `${JSON.stringify(line)}\n`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const store = await openStore({ url: required('DATABASE_URL'), games, snapshotEvery: 4 });

// What the bot would say about each action: a post, a DM and the live status edit.
const news: WriteOptions<typeof games> = {
  outbox: (change) => [
    { key: `${change.seq}:post`, kind: 'post', target: change.game.channelId, payload: { events: change.events } },
    { key: `${change.seq}:dm`, kind: 'dm', target: 'user-red', payload: { seq: change.seq } },
    { key: `${change.seq}:status`, kind: 'edit', target: change.game.channelId, payload: { head: change.seq }, coalesce: 'status' },
  ],
};

async function play(game: Plan['games'][number]): Promise<void> {
  for (const [i, command] of game.commands.entries()) {
    await answered(game.id, command);
    // Now and then Discord delivers an earlier interaction again.
    const earlier = game.commands[(i * 7) % (i + 1)];
    if (i % 5 === 4 && earlier) await answered(game.id, earlier);
  }
}

async function answered(gameId: string, command: Plan['games'][number]['commands'][number]): Promise<void> {
  for (;;) {
    const result = await store.apply(gameId, { actor: { kind: 'system' }, action: command.action, interactionId: command.interactionId }, news);
    if (result.ok) {
      note({ t: 'applied', interactionId: command.interactionId, gameId, seq: result.value.seq, duplicate: result.value.duplicate });
      return;
    }
    // The one refusal a legal command may get: other processes kept writing to the game.
    if (result.error.code !== 'write-conflict') throw new Error(`${command.interactionId}: ${result.error.code}: ${result.error.message}`);
  }
}

async function remind(): Promise<void> {
  for (const [round, iso] of plan.reminderRounds.entries()) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const outbox = (r: ClaimedReminder<typeof games>) => [{ key: `remind:${round}:${worker}`, kind: 'remind', target: r.game.channelId, payload: { round } }];
      for (const claimed of await store.claimReminders({ now: new Date(iso), outbox })) note({ t: 'reminded', gameId: claimed.game.id, round });
      await pause(15);
    }
  }
}

async function deliver(done: () => boolean): Promise<void> {
  let quiet = 0;
  while (quiet < 20) {
    const now = new Date();
    const claimed = await store.claimOutbox({ owner: worker, limit: 8, leaseMs: plan.leaseMs, now });
    const returnedAt = Date.now();
    for (const row of claimed) {
      note({
        t: 'claimed',
        rowId: row.id,
        key: row.key,
        gameId: row.gameId,
        position: row.position,
        at: now.getTime(),
        until: now.getTime() + plan.leaseMs,
        returnedAt,
      });
    }
    // One at a time, so that a kill can leave at most one row sent but not journaled.
    for (const row of claimed) {
      const at = new Date();
      const sent = await store.markSent(row.id, { owner: worker, messageId: `discord-${row.key}`, at });
      if (!sent.ok) throw new Error(`markSent ${row.key}: ${sent.error.message}`);
      note({ t: 'sent', rowId: row.id, at: at.getTime() });
    }
    const left = (await Promise.all(plan.allGames.map((id) => store.outboxReport(id)))).reduce((n, r) => n + (r.ok ? r.value.pending : 0), 0);
    quiet = done() && left === 0 ? quiet + 1 : 0;
    if (claimed.length === 0) await pause(20);
  }
}

let finished = false;
const work = Promise.all([Promise.all(plan.games.map(play)), remind()]).then(() => {
  finished = true;
});
await Promise.all([work, deliver(() => finished)]);
await store.close();
