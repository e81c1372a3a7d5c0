import Database from 'better-sqlite3';
import { GAMES } from '../../src/bot/context';
import type { DuneAction } from '../../src/dune/apply';
import type { FactionId } from '../../src/dune/state';
import type { LogEntry } from '../../src/engine/log';
import { replay } from '../../src/engine/log';
import { openStore } from '../../src/store/store';
import type { DiscordEmulator } from '../discord-emulator';

/**
 * Taps the emulator's gateway to keep every INTERACTION_CREATE it sends: their ids in order (known
 * at once, before the bot answers), and the payloads, so a test can send one again byte for byte
 * (same id, same token): a redelivery as Discord's gateway may produce it.
 * The emulator has no API for that; its gateway's `dispatch` is private to TypeScript only.
 */
export function tapInteractions(server: DiscordEmulator): { readonly ids: readonly string[]; redeliver(interactionId: string): void } {
  type Dispatch = { t: string; d: { id?: string } };
  const gateway = (server as unknown as { gateway: { dispatch(dispatch: Dispatch): void } }).gateway;
  const send = gateway.dispatch.bind(gateway);
  const sent = new Map<string, Dispatch>();
  const ids: string[] = [];
  gateway.dispatch = (dispatch) => {
    if (dispatch.t === 'INTERACTION_CREATE' && dispatch.d.id) {
      sent.set(dispatch.d.id, structuredClone(dispatch));
      ids.push(dispatch.d.id);
    }
    send(dispatch);
  };
  return {
    ids,
    redeliver(interactionId) {
      const dispatch = sent.get(interactionId);
      if (!dispatch) throw new Error(`The emulator never sent interaction ${interactionId}.`);
      send(structuredClone(dispatch));
    },
  };
}

/** What one game looks like in the database, checked for consistency. */
export interface GameAudit {
  readonly gameId: string;
  readonly headSeq: number;
  /** Interaction ids of the log, in log order. */
  readonly interactions: readonly string[];
  /** JSON of the state `load` returns (latest snapshot + tail, as a restarted bot sees it). */
  readonly loaded: string;
  /** Everything found wrong; empty when the game is consistent. */
  readonly problems: readonly string[];
}

/**
 * Opens a SQLite file no process is writing to and checks every started game in it, the way a
 * restarted bot would see it: SQLite's own integrity check; the log numbered 1..n without a gap
 * and `headSeq` = n (no entry without its head, no head without its entry); interaction ids
 * unique; the state rebuilt from the log alone equal, byte for byte, to the one `load` returns;
 * every stored snapshot equal to the replay of the log up to it.
 */
export async function auditDatabase(file: string): Promise<GameAudit[]> {
  // The store first: opening recovers the write-ahead log a killed process left behind.
  const store = await openStore({ file, games: GAMES });
  try {
    const raw = new Database(file, { fileMustExist: true });
    const integrity = raw.pragma('integrity_check', { simple: true });
    const games = raw.prepare(`SELECT id, headSeq FROM "Game" WHERE status != 'lobby' ORDER BY createdAt`).all() as { id: string; headSeq: number }[];
    const snapshotsOf = raw.prepare(`SELECT seq, state FROM "Snapshot" WHERE gameId = ? ORDER BY seq`);
    const rawSnapshots = new Map(games.map((g) => [g.id, snapshotsOf.all(g.id) as { seq: number; state: string }[]]));
    raw.close();

    const audits: GameAudit[] = [];
    for (const { id, headSeq } of games) {
      const problems: string[] = integrity === 'ok' ? [] : [`SQLite integrity check: ${String(integrity)}`];
      const log = await store.log(id);
      log.forEach((entry, i) => {
        if (entry.seq !== i + 1) problems.push(`log entry #${i + 1} has seq ${entry.seq}`);
      });
      if (headSeq !== log.length) problems.push(`headSeq is ${headSeq} but the log has ${log.length} entries`);
      const interactions = log.flatMap((e) => (e.interactionId ? [e.interactionId] : []));
      if (new Set(interactions).size !== interactions.length) problems.push('an interaction id appears twice in the log');

      const loaded = await store.load(id);
      const rebuilt = await store.rebuild(id);
      if (!loaded.ok) problems.push(`load: ${loaded.error.message}`);
      if (!rebuilt.ok) problems.push(`rebuild: ${rebuilt.error.message}`);
      const loadedJson = loaded.ok ? JSON.stringify(loaded.value.state) : '';
      if (loaded.ok && rebuilt.ok && loadedJson !== JSON.stringify(rebuilt.value.state))
        problems.push('the loaded state differs from the state rebuilt from the log');

      const game = await store.getGame(id);
      if (!game) throw new Error(`game ${id} vanished`);
      const params = { seats: game.seats.map((s) => s.seat), options: game.game.options, seed: game.game.seed };
      const entries = log as unknown as LogEntry<FactionId, DuneAction>[];
      for (const snapshot of rawSnapshots.get(id) ?? []) {
        const replayed = replay(GAMES.dune, params, entries.slice(0, snapshot.seq));
        if (!replayed.ok) problems.push(`replay up to snapshot #${snapshot.seq}: ${replayed.error.message}`);
        else if (JSON.stringify(replayed.value.state) !== snapshot.state)
          problems.push(`snapshot #${snapshot.seq} differs from the replay of the log up to it`);
      }
      audits.push({ gameId: id, headSeq, interactions, loaded: loadedJson, problems });
    }
    return audits;
  } finally {
    await store.close();
  }
}
