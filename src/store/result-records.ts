import type { Result } from '../engine/result';
import { err, ok } from '../engine/result';
import type { GameRecord, SeatRecord, StoredLogEntry } from './records';

/** How a game that was played ended: someone won, the last turn ended without a winner, or its host stopped it. */
export const endings = ['won', 'no-winner', 'stopped'] as const;
export type Ending = (typeof endings)[number];

/** A seat's figures at the end of its game (battles won, spice collected; a race's scores): numbers only. */
export type SeatSummary = Readonly<Record<string, number>>;

export interface ResultSeatRecord {
  readonly seat: string;
  /** Who held the seat when the game ended: the player the result counts for. */
  readonly userId: string;
  /** Who held it earlier in the game (seats handed over), first first. */
  readonly formerUserIds: readonly string[];
  readonly won: boolean;
  /** The seat it was allied with at the end. */
  readonly ally: string | null;
  readonly summary: SeatSummary;
}

/** How one game came out: what statistics and ratings are computed from. */
export interface GameResultRecord {
  readonly gameId: string;
  readonly gameType: string;
  readonly guildId: string;
  readonly channelId: string;
  readonly ending: Ending;
  /** How the winners won, in the game's own word (`strongholds`, `all-home`…); null without a winner or when unknown. */
  readonly victory: string | null;
  /** The rules' sentence about the win. */
  readonly victoryText: string | null;
  /** The game's options, defaults filled in (JSON). */
  readonly options: unknown;
  /** The turn (a race's round) the game ended in. */
  readonly turns: number;
  /** The turns it was set to last; null when it has no limit. */
  readonly turnLimit: number | null;
  /** When the game started (not its lobby). */
  readonly startedAt: Date;
  readonly endedAt: Date;
  /** (endedAt − startedAt) in days, per turn played. */
  readonly daysPerTurn: number;
  /** In seat order. */
  readonly seats: readonly ResultSeatRecord[];
}

/** What a game's own code says about its end; the store adds the where, the who and the when. */
export interface ResultInput {
  readonly ending: Ending;
  readonly victory: string | null;
  readonly victoryText: string | null;
  readonly options: unknown;
  readonly turns: number;
  readonly turnLimit: number | null;
  readonly seats: readonly { readonly seat: string; readonly won: boolean; readonly ally: string | null; readonly summary: SeatSummary }[];
}

const DAY_MS = 86_400_000;

/** Who held each seat before its last holder, from the log's seat hand-overs (audit entries), in order. */
function formerHolders(log: readonly StoredLogEntry<string, unknown, unknown>[], seat: string): string[] {
  return log.flatMap((entry) => (entry.kind === 'audit' && entry.note.what === 'replace-player' && entry.note.seat === seat ? [String(entry.note.from)] : []));
}

/**
 * The result of a game from what its code said of the end, checked: the seats are the game's, a
 * win has winners and nothing else has any, the figures are numbers. A refusal is a bug in the
 * game's result code, reported rather than stored.
 */
export function buildResult(
  game: GameRecord,
  seats: readonly SeatRecord[],
  input: ResultInput,
  log: readonly StoredLogEntry<string, unknown, unknown>[],
  startedAt: Date,
  endedAt: Date,
): Result<GameResultRecord> {
  const bad = (why: string) => err('bad-result', `The result of game ${game.id} cannot be recorded: ${why}.`);
  const holders = new Map(seats.map((s) => [s.seat, s.userId]));
  const named = input.seats.map((s) => s.seat);
  if (named.length !== holders.size || new Set(named).size !== named.length || !named.every((s) => holders.has(s)))
    return bad(`it names the seats ${named.join(', ') || 'none'}, but the game has ${[...holders.keys()].join(', ')}`);
  const winners = input.seats.filter((s) => s.won).length;
  if ((input.ending === 'won') !== winners > 0) return bad(`it ends "${input.ending}" with ${winners} winner(s)`);
  if (!Number.isInteger(input.turns) || input.turns < 0) return bad(`${input.turns} is not a number of turns`);
  for (const s of input.seats)
    for (const [key, value] of Object.entries(s.summary)) if (!Number.isFinite(value)) return bad(`${s.seat}'s ${key} is not a number`);
  return ok({
    gameId: game.id,
    gameType: game.gameType,
    guildId: game.guildId,
    channelId: game.channelId,
    ending: input.ending,
    victory: input.ending === 'won' ? input.victory : null,
    victoryText: input.ending === 'won' ? input.victoryText : null,
    options: input.options,
    turns: input.turns,
    turnLimit: input.turnLimit,
    startedAt,
    endedAt,
    daysPerTurn: (endedAt.getTime() - startedAt.getTime()) / DAY_MS / Math.max(1, input.turns),
    seats: [...input.seats]
      .sort((a, b) => (a.seat < b.seat ? -1 : a.seat > b.seat ? 1 : 0))
      .map((s) => ({
        seat: s.seat,
        userId: holders.get(s.seat) as string,
        formerUserIds: formerHolders(log, s.seat),
        won: s.won,
        ally: s.ally,
        summary: { ...s.summary },
      })),
  });
}

export function toEnding(value: string): Ending {
  const ending = endings.find((e) => e === value);
  if (!ending) throw new Error(`The database holds a result with unknown ending "${value}"; expected one of ${endings.join(', ')}.`);
  return ending;
}
