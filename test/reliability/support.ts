import Database from 'better-sqlite3';
import pg from 'pg';
import { commandInput } from '../../src/bot/command-groups';
import { GAMES } from '../../src/bot/context';
import type { DuneState, FactionId } from '../../src/dune/state';
import type { LogEntry } from '../../src/engine/log';
import { replay } from '../../src/engine/log';
import type { Move } from '../../src/sim/random-player';
import { parseDatabaseUrl } from '../../src/store/database-url';
import type { DiscordEmulator, EmulatedChannel, EmulatedUser } from '../discord-emulator';
import { type BotProcess, sendToBot } from './bot-process';
import type { DuneAction } from '../../src/dune/actions/spec';
import { openStore } from '../../src/store/open-store';

/**
 * Taps the emulator's gateway to keep every INTERACTION_CREATE it sends: their ids in order (known
 * at once, before the bot answers), and the payloads, so a test can send one again byte for byte
 * (same id, same token): a redelivery as Discord's gateway may produce it.
 * The emulator has no API for that; its gateway's `dispatch` is private to TypeScript only.
 */
export function tapInteractions(server: DiscordEmulator): {
  readonly ids: readonly string[];
  /** The channel each interaction came from. */
  readonly channels: ReadonlyMap<string, string>;
  redeliver(interactionId: string): void;
} {
  type Dispatch = { t: string; d: { id?: string; channel_id?: string } };
  const gateway = (server as unknown as { gateway: { dispatch(dispatch: Dispatch): void } }).gateway;
  const send = gateway.dispatch.bind(gateway);
  const sent = new Map<string, Dispatch>();
  const ids: string[] = [];
  const channels = new Map<string, string>();
  gateway.dispatch = (dispatch) => {
    if (dispatch.t === 'INTERACTION_CREATE' && dispatch.d.id) {
      sent.set(dispatch.d.id, structuredClone(dispatch));
      ids.push(dispatch.d.id);
      if (dispatch.d.channel_id) channels.set(dispatch.d.id, dispatch.d.channel_id);
    }
    send(dispatch);
  };
  return {
    ids,
    channels,
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

/** What the audit reads past the store: the database's own check, the started games, their stored snapshots. */
interface RawGames {
  readonly integrity: string | null;
  readonly games: { id: string; headSeq: number }[];
  readonly snapshots: Map<string, { seq: number; state: string }[]>;
}

const GAMES_SQL = `SELECT id, "headSeq" FROM "Game" WHERE status != 'lobby' ORDER BY "createdAt", id`;
const SNAPSHOTS_SQL = `SELECT "gameId", seq, state FROM "Snapshot" ORDER BY "gameId", seq`;

function group(rows: { gameId: string; seq: number; state: string }[]): Map<string, { seq: number; state: string }[]> {
  const byGame = new Map<string, { seq: number; state: string }[]>();
  for (const { gameId, seq, state } of rows) byGame.set(gameId, [...(byGame.get(gameId) ?? []), { seq, state }]);
  return byGame;
}

async function readRaw(url: string): Promise<RawGames> {
  const target = parseDatabaseUrl(url);
  let integrity: string | null = null;
  // PostgreSQL keeps its own files consistent (a killed client's transaction is rolled back).
  if (target.provider === 'sqlite') {
    const raw = new Database(target.file, { fileMustExist: true });
    const check = raw.pragma('integrity_check', { simple: true });
    raw.close();
    if (check !== 'ok') integrity = `SQLite integrity check: ${String(check)}`;
  }
  const games = await queryRows<{ id: string; headSeq: number }>(url, GAMES_SQL);
  const snapshots = await queryRows<{ gameId: string; seq: number; state: string }>(url, SNAPSHOTS_SQL);
  return { integrity, games, snapshots: group(snapshots) };
}

/**
 * The rows of one query, `?` for each parameter, on a SQLite file or a PostgreSQL database, read
 * past the store while a bot process may be writing (SQLite's WAL lets another process read).
 */
export async function queryRows<Row>(url: string, sql: string, ...params: unknown[]): Promise<Row[]> {
  const target = parseDatabaseUrl(url);
  if (target.provider === 'sqlite') {
    const raw = new Database(target.file, { readonly: true, fileMustExist: true });
    try {
      return raw.prepare(sql).all(...params) as Row[];
    } finally {
      raw.close();
    }
  }
  let n = 0;
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return (
      await client.query(
        sql.replaceAll('?', () => `$${++n}`),
        params,
      )
    ).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * Opens a database (a SQLite file no process is writing to, or a postgresql:// URL whose games
 * nobody is writing) and checks every started game in it, the way a restarted bot would see it:
 * SQLite's own integrity check; the log numbered 1..n without a gap and `headSeq` = n (no entry
 * without its head, no head without its entry); interaction ids unique; the state rebuilt from
 * the log alone equal, byte for byte, to the one `load` returns; every stored snapshot equal to
 * the replay of the log up to it.
 */
export async function auditDatabase(url: string): Promise<GameAudit[]> {
  // The store first: opening recovers the write-ahead log a killed process left behind.
  const store = await openStore({ url, games: GAMES });
  try {
    const { integrity, games, snapshots: rawSnapshots } = await readRaw(url);
    const audits: GameAudit[] = [];
    for (const { id, headSeq } of games) {
      const problems: string[] = integrity === null ? [] : [integrity];
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

/**
 * Sends a move as its player's slash command (grouped as a person would type it in `phase`) to
 * the bot process that holds the channel's guild (see `sendToBot`).
 */
export function sendMove(
  server: DiscordEmulator,
  tap: ReturnType<typeof tapInteractions>,
  channel: EmulatedChannel,
  who: EmulatedUser,
  move: Move,
  phase: DuneState['phase'],
  bot: BotProcess,
): Promise<{ id: string; answer: string | null } | null> {
  const typed = commandInput(move.action, phase === 'ended' ? undefined : phase);
  return sendToBot(server, tap, bot, {
    channel,
    user: who,
    name: typed.command,
    options: typed.options,
    ...(typed.subcommand ? { subcommand: typed.subcommand } : {}),
  });
}
