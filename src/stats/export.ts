import type { Result } from '../engine/result';
import { err, ok } from '../engine/result';
import { type Ending, endings, type GameResultRecord, type ResultSeatRecord, type SeatSummary } from '../store/result-records';

/**
 * A server's results as files (`/stats export`): JSON, one object per game with its seats, and CSV,
 * one row per seat of each game, for spreadsheets. Both read back to the same results
 * (`parseResultsJson`, `parseResultsCsv`). Nothing in them is typed by a player: ids, the rules'
 * words and numbers, so no cell can be taken for a spreadsheet formula.
 */

const EXPORT_FORMAT = 'dune-bot-results';
const EXPORT_VERSION = 1;

/** The columns every CSV row has, before the seat's figures (`summary.<name>`, one column per figure). */
export const CSV_COLUMNS = [
  'game_id',
  'game_type',
  'guild_id',
  'channel_id',
  'ending',
  'victory',
  'victory_text',
  'turns',
  'turn_limit',
  'started_at',
  'ended_at',
  'days_per_turn',
  'options',
  'seat',
  'user_id',
  'former_user_ids',
  'won',
  'ally',
] as const;

const SUMMARY = 'summary.';

export function resultsJson(guildId: string, results: readonly GameResultRecord[], exportedAt: Date): string {
  const games = results.map((r) => ({ ...r, startedAt: r.startedAt.toISOString(), endedAt: r.endedAt.toISOString() }));
  return `${JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, guildId, exportedAt: exportedAt.toISOString(), games }, null, 2)}\n`;
}

const quoted = (cell: string): string => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** RFC 4180 text with a byte-order mark, so that spreadsheets read it as UTF-8. */
export function resultsCsv(results: readonly GameResultRecord[]): string {
  const figures = [...new Set(results.flatMap((r) => r.seats.flatMap((s) => Object.keys(s.summary))))].sort();
  const header = [...CSV_COLUMNS, ...figures.map((f) => `${SUMMARY}${f}`)];
  const rows = results.flatMap((r) =>
    r.seats.map((s) => [
      r.gameId,
      r.gameType,
      r.guildId,
      r.channelId,
      r.ending,
      r.victory ?? '',
      r.victoryText ?? '',
      String(r.turns),
      r.turnLimit === null ? '' : String(r.turnLimit),
      r.startedAt.toISOString(),
      r.endedAt.toISOString(),
      String(r.daysPerTurn),
      JSON.stringify(r.options),
      s.seat,
      s.userId,
      s.formerUserIds.join(' '),
      s.won ? 'true' : 'false',
      s.ally ?? '',
      ...figures.map((f) => (f in s.summary ? String(s.summary[f]) : '')),
    ]),
  );
  return `\uFEFF${[header, ...rows].map((row) => row.map(quoted).join(',')).join('\r\n')}\r\n`;
}

type Parsed<T> = Result<T>;

const bad = (why: string) => err('bad-export', `This is not a results export this bot can read: ${why}.`);

function date(text: unknown, what: string): Parsed<Date> {
  const d = typeof text === 'string' ? new Date(text) : null;
  return d === null || Number.isNaN(d.getTime()) ? bad(`${what} "${String(text)}" is not a time`) : ok(d);
}

function number(text: string, what: string): Parsed<number> {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? bad(`${what} "${text}" is not a number`) : ok(n);
}

/** A record read from a file: any of `T`'s fields, each of a kind still to check. */
type Fields<T> = { readonly [K in keyof T]?: unknown };

const isRecord = (x: unknown): x is object => typeof x === 'object' && x !== null;
const isText = (x: unknown): x is string => typeof x === 'string';
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isTextOrNull = (x: unknown): x is string | null => x === null || isText(x);
const isEnding = (x: unknown): x is Ending => endings.some((e) => e === x);

/** A seat read from a file, built from its checked fields; null when one is missing or of the wrong kind. */
function checkSeat(s: unknown): ResultSeatRecord | null {
  if (!isRecord(s)) return null;
  const { seat, userId, won, formerUserIds, ally, summary }: Fields<ResultSeatRecord> = s;
  if (!isText(seat) || !isText(userId) || typeof won !== 'boolean' || !isTextOrNull(ally)) return null;
  if (!Array.isArray(formerUserIds) || !formerUserIds.every(isText)) return null;
  if (typeof summary !== 'object' || summary === null) return null;
  const figures: Record<string, number> = {};
  for (const [name, n] of Object.entries(summary)) {
    if (!isCount(n)) return null;
    figures[name] = n;
  }
  return { seat, userId, formerUserIds, won, ally, summary: figures };
}

/** A result read from a file, built from its fields once each has the right kind of value. */
function checkResult(r: Fields<GameResultRecord>, where: string): Parsed<GameResultRecord> {
  const { gameId, gameType, guildId, channelId, ending, victory, victoryText, options, turns, turnLimit, startedAt, endedAt, daysPerTurn } = r;
  if (!isText(gameId) || !isText(gameType) || !isText(guildId) || !isText(channelId)) return bad(`${where}: its ids are not all text`);
  if (!isEnding(ending)) return bad(`${where}: unknown ending "${ending}"`);
  if (!isTextOrNull(victory) || !isTextOrNull(victoryText)) return bad(`${where}: its victory is neither text nor null`);
  if (!isCount(turns) || !isCount(daysPerTurn) || !(turnLimit === null || isCount(turnLimit))) return bad(`${where}: its turns are not numbers`);
  if (!Array.isArray(r.seats) || r.seats.length === 0) return bad(`${where}: it has no seats`);
  const seats = r.seats.map(checkSeat);
  if (!seats.every((seat) => seat !== null)) return bad(`${where}: a seat lacks its seat, player, won, former players, ally or figures`);
  if (!(startedAt instanceof Date) || !(endedAt instanceof Date)) return bad(`${where}: its times are not times`);
  return ok({ gameId, gameType, guildId, channelId, ending, victory, victoryText, options, turns, turnLimit, startedAt, endedAt, daysPerTurn, seats });
}

/** Reads a JSON export back. */
export function parseResultsJson(text: string): Parsed<{ guildId: string; exportedAt: Date; results: GameResultRecord[] }> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return bad(`the JSON does not parse (${error instanceof Error ? error.message : String(error)})`);
  }
  const file: Fields<{ format: string; version: number; guildId: string; exportedAt: string; games: unknown[] }> = isRecord(data) ? data : {};
  if (file.format !== EXPORT_FORMAT || file.version !== EXPORT_VERSION) return bad(`its format is not "${EXPORT_FORMAT}" version ${EXPORT_VERSION}`);
  if (typeof file.guildId !== 'string' || !Array.isArray(file.games)) return bad('it has no guildId or no games');
  const exportedAt = date(file.exportedAt, 'exportedAt');
  if (!exportedAt.ok) return exportedAt;
  const results: GameResultRecord[] = [];
  for (const [i, entry] of file.games.entries()) {
    const game: Fields<GameResultRecord> = isRecord(entry) ? entry : {};
    const startedAt = date(game.startedAt, `game ${i + 1}'s startedAt`);
    if (!startedAt.ok) return startedAt;
    const endedAt = date(game.endedAt, `game ${i + 1}'s endedAt`);
    if (!endedAt.ok) return endedAt;
    const checked = checkResult({ ...game, startedAt: startedAt.value, endedAt: endedAt.value }, `game ${i + 1}`);
    if (!checked.ok) return checked;
    results.push(checked.value);
  }
  return ok({ guildId: file.guildId, exportedAt: exportedAt.value, results });
}

/** The cells of an RFC 4180 text (quoted cells may hold commas, quotes doubled, and line breaks). */
function csvRows(text: string): Parsed<string[][]> {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoting = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (quoting) {
      if (ch !== '"') cell += ch;
      else if (body[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoting = false;
    } else if (ch === '"' && cell === '') quoting = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (quoting) return bad('a quoted cell is never closed');
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return ok(rows);
}

/** Reads a CSV export back: each game's rows become one result with its seats. */
export function parseResultsCsv(text: string): Parsed<GameResultRecord[]> {
  const rows = csvRows(text);
  if (!rows.ok) return rows;
  const [header, ...lines] = rows.value;
  if (!header || CSV_COLUMNS.some((c, i) => header[i] !== c)) return bad(`its first row is not ${CSV_COLUMNS.join(',')},…`);
  const figures = header.slice(CSV_COLUMNS.length);
  if (figures.some((f) => !f.startsWith(SUMMARY))) return bad(`the columns after "${CSV_COLUMNS.at(-1)}" must be ${SUMMARY}<name>`);
  const games = new Map<string, GameResultRecord>();
  for (const [i, line] of lines.entries()) {
    const where = `row ${i + 2}`;
    if (line.length !== header.length) return bad(`${where} has ${line.length} cells, the header ${header.length}`);
    const cell = Object.fromEntries(header.map((h, j) => [h, line[j] as string])) as Record<string, string>;
    const at = (c: (typeof CSV_COLUMNS)[number]) => cell[c] as string;
    const nullable = (c: (typeof CSV_COLUMNS)[number]) => (at(c) === '' ? null : at(c));
    const summary: Record<string, number> = {};
    for (const f of figures) {
      if (cell[f] === '') continue;
      const n = number(cell[f] as string, `${where}'s ${f}`);
      if (!n.ok) return n;
      summary[f.slice(SUMMARY.length)] = n.value;
    }
    const won = at('won');
    if (won !== 'true' && won !== 'false') return bad(`${where}'s won is "${won}", not true or false`);
    const seat: ResultSeatRecord = {
      seat: at('seat'),
      userId: at('user_id'),
      formerUserIds: at('former_user_ids') === '' ? [] : at('former_user_ids').split(' '),
      won: won === 'true',
      ally: nullable('ally'),
      summary: summary as SeatSummary,
    };
    const known = games.get(at('game_id'));
    if (known) {
      games.set(known.gameId, { ...known, seats: [...known.seats, seat] });
      continue;
    }
    const turns = number(at('turns'), `${where}'s turns`);
    if (!turns.ok) return turns;
    const turnLimit = at('turn_limit') === '' ? ok(null) : number(at('turn_limit'), `${where}'s turn_limit`);
    if (!turnLimit.ok) return turnLimit;
    const days = number(at('days_per_turn'), `${where}'s days_per_turn`);
    if (!days.ok) return days;
    const startedAt = date(at('started_at'), `${where}'s started_at`);
    if (!startedAt.ok) return startedAt;
    const endedAt = date(at('ended_at'), `${where}'s ended_at`);
    if (!endedAt.ok) return endedAt;
    let options: unknown;
    try {
      options = JSON.parse(at('options'));
    } catch {
      return bad(`${where}'s options are not JSON`);
    }
    const result = checkResult(
      {
        gameId: at('game_id'),
        gameType: at('game_type'),
        guildId: at('guild_id'),
        channelId: at('channel_id'),
        ending: at('ending'),
        victory: nullable('victory'),
        victoryText: nullable('victory_text'),
        options,
        turns: turns.value,
        turnLimit: turnLimit.value,
        startedAt: startedAt.value,
        endedAt: endedAt.value,
        daysPerTurn: days.value,
        seats: [seat],
      },
      where,
    );
    if (!result.ok) return result;
    games.set(result.value.gameId, result.value);
  }
  return ok([...games.values()]);
}
