import type { APIEmbed, APIEmbedField } from 'discord-api-types/v10';
import type { AttachmentBuilder } from 'discord.js';
import type { FactionId } from '../../dune';
import { factionName } from '../../dune/data/factions';
import { barChartPng, factionColors, lineChartPng, type LinePoint } from '../../render';
import { conservative, NEW_RATING } from '../../stats/rating';
import { leaderboard, type PlayerRating } from '../../stats/ratings';
import { playerStats, seatStats, serverStats, type SeatTally, type VictoryCount, winRate } from '../../stats/summaries';
import { boardFile } from '../board-picture';
import { LIMITS, truncate } from '../discord-limits';
import { COLORS } from '../colors';
import { between, playedAndWon, STATS, shortDay, statsFields, stoppedLine, victoryName } from '../text/stats';
import type { ServerResults } from './server-results';
import type { StatsView } from './view-id';

/** A `/stats` answer: its embeds and charts, or why there is nothing to show. */
export type StatsBody = { readonly embeds: APIEmbed[]; readonly files: AttachmentBuilder[] } | string;

/** Who asks, and the largest upload Discord allows where they ask. */
export interface StatsAsker {
  readonly userId: string;
  readonly attachmentSizeLimit: number;
}

const LEADERBOARD_SIZE = 15;
const FACTION_LINES = 6;

const field = (name: string, value: string, inline = false): APIEmbedField => ({
  name: truncate(name, LIMITS.embedFieldName),
  value: truncate(value, LIMITS.embedFieldValue),
  inline,
});

const embed = (title: string, description: string, fields: readonly APIEmbedField[], footer?: string): APIEmbed => ({
  title: truncate(title, LIMITS.embedTitle),
  description: truncate(description, LIMITS.embedDescription),
  color: COLORS.news,
  fields: fields.slice(0, LIMITS.embedFields),
  ...(footer ? { footer: { text: truncate(footer, LIMITS.embedFooter) } } : {}),
});

const victoriesLine = (victories: readonly VictoryCount[]): string =>
  victories.length ? victories.map((v) => statsFields.victoryCount(v.count, victoryName('dune', v.victory))).join('\n') : statsFields.noneYet;

const seatLines = (seats: readonly SeatTally[]): string =>
  seats
    .slice(0, FACTION_LINES)
    .map((s) => statsFields.seatLine(factionName(s.seat as FactionId), s.wins, s.games))
    .join('\n') || statsFields.noneYet;

/** A PNG as an attachment, or nothing when it would be larger than Discord allows here. */
function chart(png: Buffer, title: string, name: string, asker: StatsAsker): AttachmentBuilder[] {
  const file = boardFile(png, { title, name }, asker.attachmentSizeLimit);
  return typeof file === 'string' ? [] : [file];
}

export function statsBody(data: ServerResults, view: StatsView, asker: StatsAsker): StatsBody {
  if (data.dune.length === 0 && (view.kind !== 'player' || data.races.length === 0)) return STATS.noGames;
  switch (view.kind) {
    case 'player':
      return playerBody(data, view.userId, asker);
    case 'faction':
      return factionBody(data, view.faction);
    case 'server':
      return serverBody(data, asker);
    case 'leaderboard':
      return leaderboardBody(data, asker);
  }
}

function placeOf(data: ServerResults, userId: string): { place: number; of: number } | null {
  const board = leaderboard(data.ratings, data.hidden);
  const entry = board.find((e) => e.userId === userId);
  return entry ? { place: entry.place, of: board.length } : null;
}

function ratingLine(data: ServerResults, userId: string, rating: PlayerRating | undefined): string {
  if (!rating) return statsFields.notRated;
  return statsFields.ratingLine(rating.rating, placeOf(data, userId) ?? (data.hidden.has(userId) ? 'hidden' : null), rating.games);
}

function ratingChart(rating: PlayerRating, asker: StatsAsker): AttachmentBuilder[] {
  const band = (mu: number, sigma: number) => ({ value: mu, low: mu - sigma, high: mu + sigma });
  const points: LinePoint[] = [
    { label: statsFields.chartStart, ...band(NEW_RATING.mu, NEW_RATING.sigma), mark: 'none' },
    ...rating.history.map((p) => ({ label: shortDay(p.at), ...band(p.rating.mu, p.rating.sigma), mark: p.won ? ('won' as const) : ('lost' as const) })),
  ];
  const subtitle = statsFields.ratingChartSubtitle(rating.games, rating.rating);
  return chart(lineChartPng(STATS.chartRating, subtitle, points), STATS.chartRating, 'rating-over-time.png', asker);
}

function playerBody(data: ServerResults, userId: string, asker: StatsAsker): StatsBody {
  const own = userId === asker.userId;
  if (!own && data.hidden.has(userId)) return STATS.hiddenOther(userId);
  const stats = playerStats(data.dune, userId);
  const races = playerStats(data.races, userId);
  if (stats.played === 0 && races.played === 0) return STATS.noGamesFor(userId, own);
  const rating = data.ratings.get(userId);
  const dune = [
    field(statsFields.games, `${playedAndWon(stats.record.wins, stats.record.games)}${stoppedLine(stats.stopped)}`),
    field(statsFields.rating, ratingLine(data, userId, rating)),
    field(statsFields.factions, seatLines(stats.seats)),
    field(statsFields.victories, victoriesLine(stats.victories)),
    field(statsFields.alliances, statsFields.allianceLine(stats.alliances.games, stats.alliances.wins)),
    field(statsFields.pace, statsFields.paceLine(stats.averageTurns, stats.daysPerTurn)),
    ...(stats.tookOver || stats.handedOver ? [field(statsFields.seatsHanded, statsFields.seatsHandedLine(stats.tookOver, stats.handedOver))] : []),
  ];
  const fields = [
    ...(stats.played ? dune : [field(statsFields.dune, statsFields.noDune)]),
    ...(races.played ? [field(statsFields.races, statsFields.playerRaces(races.record.wins, races.record.games, races.stopped))] : []),
  ];
  const note = own && data.hidden.has(userId) ? `${STATS.hiddenSelf}\n` : '';
  return {
    embeds: [embed(`📊 ${STATS.playerTitle}`, `${note}${statsFields.playerDescription(userId)}`, fields, rating ? STATS.ratingNote : undefined)],
    files: rating ? ratingChart(rating, asker) : [],
  };
}

/** A Dune faction's record averaged per game, in words. */
const averageLines = (a: Readonly<Record<string, number>>): string[] => statsFields.averageLines((key) => (a[key] ?? 0).toFixed(1));

function factionBody(data: ServerResults, faction: FactionId): StatsBody {
  const stats = seatStats(data.dune, faction, data.hidden);
  if (stats.played === 0) return STATS.noFactionGames(faction);
  const masters = stats.masters.slice(0, 5).map((m) => statsFields.master(m.userId, m.wins, m.games));
  const fields = [
    field(statsFields.games, `${playedAndWon(stats.record.wins, stats.record.games)}${stoppedLine(stats.played - stats.record.games)}`),
    field(statsFields.victories, victoriesLine(stats.victories)),
    field(statsFields.alliances, statsFields.allianceLine(stats.alliances.games, stats.alliances.wins)),
    field(statsFields.averages, averageLines(stats.averages).join('\n')),
    field(statsFields.masters, masters.join('\n') || statsFields.noMasters),
  ];
  return {
    embeds: [embed(`📊 ${STATS.factionTitle(faction)}`, statsFields.factionDescription(faction), fields)],
    files: [],
  };
}

function factionChart(seats: readonly SeatTally[], played: number, since: string, asker: StatsAsker): AttachmentBuilder[] {
  const bars = [...seats]
    .sort((a, b) => (winRate(b) ?? 0) - (winRate(a) ?? 0) || b.games - a.games)
    .map((s) => {
      const colors = factionColors(s.seat as FactionId);
      return {
        label: factionName(s.seat as FactionId),
        share: winRate(s) ?? 0,
        note: statsFields.barNote(winRate(s), s.wins, s.games),
        fill: colors.fill,
        outline: colors.outline,
      };
    });
  const subtitle = statsFields.factionChartSubtitle(played, since);
  return chart(barChartPng(STATS.chartFactions, subtitle, bars), STATS.chartFactions, 'faction-win-rates.png', asker);
}

function serverBody(data: ServerResults, asker: StatsAsker): StatsBody {
  const stats = serverStats(data.dune);
  const since = stats.firstEndedAt && stats.lastEndedAt ? between(stats.firstEndedAt, stats.lastEndedAt) : '';
  const mostPlayed = stats.seats.slice(0, 3).map((s) => statsFields.mostPlayedEntry(factionName(s.seat as FactionId), s.games));
  const fields = [
    field(statsFields.games, statsFields.serverGames(stats.played, stats, stats.players)),
    field(statsFields.serverFactions, seatLines(stats.seats)),
    field(statsFields.mostPlayed, mostPlayed.join(', ') || statsFields.none),
    field(statsFields.victories, victoriesLine(stats.victories)),
    field(statsFields.alliances, statsFields.allianceWins(stats.allianceWins, stats.won)),
    field(statsFields.pace, statsFields.paceLine(stats.averageTurns, stats.daysPerTurn)),
    ...(data.races.length ? [field(statsFields.races, statsFields.serverRaces(data.races.length))] : []),
  ];
  const played = stats.played - stats.stopped;
  return {
    embeds: [embed(`📊 ${STATS.serverTitle}`, statsFields.serverDescription(since), fields)],
    files: stats.seats.length ? factionChart(stats.seats, played, since, asker) : [],
  };
}

function leaderboardBody(data: ServerResults, asker: StatsAsker): StatsBody {
  if (data.ratings.size === 0) return STATS.noRatings;
  const board = leaderboard(data.ratings, data.hidden);
  if (board.length === 0) return STATS.everyoneHidden;
  const lines = board.slice(0, LEADERBOARD_SIZE).map((e) => statsFields.leaderboardLine(e, conservative(e.rating)));
  const mine = board.find((e) => e.userId === asker.userId);
  const you =
    mine && mine.place > LEADERBOARD_SIZE
      ? [statsFields.yourPlace(mine.place, board.length, mine.rating)]
      : data.hidden.has(asker.userId)
        ? [STATS.hiddenSelf]
        : [];
  return { embeds: [embed(`🏆 ${STATS.leaderboardTitle}`, [...lines, ...you].join('\n'), [], STATS.ratingNote)], files: [] };
}
