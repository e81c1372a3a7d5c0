import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, parseResultsCsv, parseResultsJson, resultsCsv, resultsJson } from '../../src/stats/export';
import type { GameResultRecord } from '../../src/store/result-records';
import { simulatedGame } from './simulated-results';

const at = (iso: string) => new Date(iso);

/** A race with every awkward value a cell can hold: commas, quotes, line breaks, no limit, fractions, hand-overs. */
const awkward: GameResultRecord = {
  gameId: '7f3c2a4e-0000-4000-8000-000000000001',
  gameType: 'race',
  guildId: '900000000000000001',
  channelId: '800000000000000002',
  ending: 'won',
  victory: 'target-score',
  victoryText: 'Red won, "at last",\nin round 7 — the Noble’s doing',
  options: { targetScore: 12, blockStops: 'all-opponents', nested: { list: [1, 2] } },
  turns: 7,
  turnLimit: null,
  startedAt: at('2026-12-01T10:00:00.123Z'),
  endedAt: at('2026-12-03T08:30:00.000Z'),
  daysPerTurn: 0.1 + 0.2,
  seats: [
    { seat: 'blue', userId: '100000000000000002', formerUserIds: [], won: false, ally: null, summary: { progression: 4, combat: 0, total: 4 } },
    {
      seat: 'red',
      userId: '100000000000000001',
      formerUserIds: ['100000000000000005', '100000000000000006'],
      won: true,
      ally: null,
      summary: { progression: 9, combat: 3.5, total: 12.5 },
    },
  ],
};

const stopped: GameResultRecord = {
  ...awkward,
  gameId: '7f3c2a4e-0000-4000-8000-000000000002',
  ending: 'stopped',
  victory: null,
  victoryText: null,
  seats: awkward.seats.map((s) => ({ ...s, won: false, formerUserIds: [] })),
};

describe('/stats export', () => {
  const results = [...[1, 2, 3, 4, 5, 6].map((seed) => simulatedGame(seed).result), awkward, stopped];

  it('JSON reads back to the same results', () => {
    const parsed = parseResultsJson(resultsJson('900000000000000001', results, at('2026-12-05T00:00:00Z')));
    expect(parsed.ok && parsed.value).toEqual({ guildId: '900000000000000001', exportedAt: at('2026-12-05T00:00:00Z'), results });
  });

  it('CSV, one row per seat with the figures in columns of their own, reads back to the same results', () => {
    const csv = resultsCsv(results);
    expect(csv.startsWith(`\uFEFF${CSV_COLUMNS.join(',')},summary.battlesFought,`)).toBe(true);
    expect(csv.split('\r\n').filter((line) => line.startsWith('7f3c2a4e'))).toHaveLength(2 * 2);
    const parsed = parseResultsCsv(csv);
    expect(parsed.ok && parsed.value).toEqual(results);
  });

  it('refuses what is not an export, saying what is wrong', () => {
    const bad = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? 'accepted' : r.error?.message);
    expect(bad(parseResultsJson('{'))).toMatch(/does not parse/);
    expect(bad(parseResultsJson('{"format":"other"}'))).toMatch(/format is not "dune-bot-results" version 1/);
    const json = JSON.parse(resultsJson('g', [awkward], at('2026-12-05T00:00:00Z')));
    json.games[0].ending = 'abandoned';
    expect(bad(parseResultsJson(JSON.stringify(json)))).toMatch(/unknown ending "abandoned"/);
    json.games[0].ending = 'won';
    json.games[0].seats[0].won = 'yes';
    expect(bad(parseResultsJson(JSON.stringify(json)))).toMatch(/a seat lacks/);
    expect(bad(parseResultsCsv('game,seat\r\n1,red\r\n'))).toMatch(/first row is not game_id,game_type/);
    const csv = resultsCsv([awkward]);
    expect(bad(parseResultsCsv(csv.replace(',true,', ',maybe,')))).toMatch(/won is "maybe"/);
    expect(bad(parseResultsCsv(csv.replace('"Red won', '"Red won\r\n').slice(0, csv.indexOf('at last'))))).toMatch(/never closed/);
    expect(bad(parseResultsCsv(`${csv}x,y\r\n`))).toMatch(/row 4 has 2 cells/);
  });
});
