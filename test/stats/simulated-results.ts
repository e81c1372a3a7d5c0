import { duneResult } from '../../src/bot/stats/dune-result';
import type { DuneAction, DuneEvent, DuneGameState, FactionId } from '../../src/dune';
import { createGame } from '../../src/dune/create';
import { FACTION_IDS } from '../../src/dune/data/factions';
import type { DuneState } from '../../src/dune/state';
import type { Actor } from '../../src/engine/game';
import { RandomPlayer } from '../../src/sim/random-player';
import type { GameRecord, SeatRecord, StoredLogEntry } from '../../src/store/records';
import { buildResult, type GameResultRecord } from '../../src/store/result-records';

/** A small seeded generator (mulberry32) for what the tests choose: who plays, which factions, when to stop. */
export function numbers(seed: number): { int(n: number): number; pick<T>(items: readonly T[], k: number): T[] } {
  let a = seed >>> 0;
  const int = (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  return {
    int,
    pick(items, k) {
      const pool = [...items];
      return Array.from({ length: k }, () => pool.splice(int(pool.length), 1)[0] as (typeof items)[number]);
    },
  };
}

export const PLAYERS = Array.from({ length: 10 }, (_, i) => `10000000000000000${i}`);
export const GUILD = '900000000000000001';

const DAY = 86_400_000;
const EPOCH = Date.UTC(2026, 0, 1);

/** A game played (or stopped) in memory, as the store would hand it to the result code. */
export interface SimulatedGame {
  readonly result: GameResultRecord;
  readonly state: DuneState;
  readonly events: readonly DuneEvent[];
}

/**
 * A seeded game of 2–6 factions, 1 or 2 turns, played by the random players (src/sim) to its end,
 * or stopped by its host partway through about one time in eight. Its result comes from the bot's
 * own result code (`duneResult`) and the store's `buildResult`, from the game's log as the store
 * keeps it; only the store's SQL is left out. Players come from a pool of ten.
 */
export function simulatedGame(seed: number): SimulatedGame {
  const rng = numbers(seed);
  const count = 2 + rng.int(5);
  // The base game's six factions, so that the simulated statistics stay those of the base game.
  const factions = rng.pick(FACTION_IDS.slice(0, 6), count).sort() as FactionId[];
  const users = rng.pick(PLAYERS, count);
  const options = { turns: 1 + rng.int(2) };
  const stopAfter = rng.int(8) === 0 ? 1 + rng.int(150) : null;
  const created = createGame({ seats: factions, options, seed });
  if (!created.ok) throw new Error(created.error.message);
  const endedAt = new Date(EPOCH + seed * 3_600_000);
  const startedAt = new Date(endedAt.getTime() - (1 + rng.int(40)) * DAY);
  let state = created.value.state;
  const events: DuneEvent[] = [...created.value.events];
  const log: StoredLogEntry<FactionId, DuneAction, DuneEvent>[] = [];
  const player = new RandomPlayer(seed);
  while (state.phase !== 'ended' && log.length !== stopAfter) {
    const move = player.step(state);
    if (!move?.result.ok) throw new Error(`seed ${seed}: the random players are stuck in ${state.phase}`);
    const actor: Actor<FactionId> = { kind: 'seat', seat: move.faction };
    log.push({
      kind: 'action',
      actor,
      action: move.action,
      seq: log.length + 1,
      interactionId: null,
      userId: null,
      reason: null,
      events: move.result.value.events,
      createdAt: startedAt,
    });
    events.push(...move.result.value.events);
    state = move.result.value.state;
  }
  const stopped = state.phase !== 'ended';
  const game: GameRecord<typeof options> = {
    id: `game-${String(seed).padStart(4, '0')}`,
    gameType: 'dune',
    guildId: GUILD,
    channelId: '800000000000000001',
    status: stopped ? 'ended' : 'finished',
    options,
    seed: String(seed),
    createdBy: users[0] as string,
    createdAt: startedAt,
    updatedAt: endedAt,
    headSeq: log.length,
    reminderIntervalMinutes: 720,
    lastActivityAt: endedAt,
    lastReminderAt: null,
    moderatorRoleId: null,
    quietHours: null,
    clock: {
      waitingSeats: [],
      waitStartedAt: null,
      reminders: 0,
      extraMinutes: 0,
      decisionMinutes: 1440,
      longDecisionMinutes: 2880,
      safeDefaults: true,
      hold: null,
      holdsUsed: 0,
    },
  };
  const seats: SeatRecord<FactionId>[] = factions.map((seat, i) => ({ seat, userId: users[i] as string }));
  const input = duneResult({ game, seats, state: state as unknown as DuneGameState, log, stopped });
  if (!input) throw new Error(`seed ${seed}: a game that is over gave no result`);
  const result = buildResult(game, seats, input, log, startedAt, endedAt);
  if (!result.ok) throw new Error(result.error.message);
  return { result: result.value, state, events };
}
