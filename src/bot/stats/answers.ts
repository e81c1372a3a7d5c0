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
import { count } from '../text/grammar';
import {
  between,
  ordinal,
  stoppedLine,
  pace,
  percent,
  playedAndWon,
  ratingText,
  shortDay,
  signed,
  STATS,
  turnsAverage,
  victoryName,
  wonOf,
} from '../text/stats';
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
  victories.length ? victories.map((v) => `${v.count} × ${victoryName('dune', v.victory)}`).join('\n') : 'none yet';

const seatLines = (seats: readonly SeatTally[]): string =>
  seats
    .slice(0, FACTION_LINES)
    .map((s) => `${factionName(s.seat as FactionId)}: ${wonOf(s.wins, s.games)}`)
    .join('\n') || 'none yet';

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
  if (!rating) return 'not rated yet: a rating begins with the first game won or lost against other players';
  const place = placeOf(data, userId);
  const where = place ? ` · ${ordinal(place.place)} of ${place.of} on the leaderboard` : data.hidden.has(userId) ? ' · left out of the leaderboard' : '';
  return `${ratingText(rating.rating)}${where} · ${count(rating.games, 'rated game')}`;
}

function ratingChart(rating: PlayerRating, asker: StatsAsker): AttachmentBuilder[] {
  const band = (mu: number, sigma: number) => ({ value: mu, low: mu - sigma, high: mu + sigma });
  const points: LinePoint[] = [
    { label: 'start', ...band(NEW_RATING.mu, NEW_RATING.sigma), mark: 'none' },
    ...rating.history.map((p) => ({ label: shortDay(p.at), ...band(p.rating.mu, p.rating.sigma), mark: p.won ? ('won' as const) : ('lost' as const) })),
  ];
  const subtitle = `${count(rating.games, 'rated game')} · now ${ratingText(rating.rating)}`;
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
    field('Games', `${playedAndWon(stats.record.wins, stats.record.games)}${stoppedLine(stats.stopped)}`),
    field('Rating', ratingLine(data, userId, rating)),
    field('Factions (most played first)', seatLines(stats.seats)),
    field('Ways of winning', victoriesLine(stats.victories)),
    field(
      'Alliances',
      stats.alliances.games
        ? `ended ${count(stats.alliances.games, 'game')} in an alliance: ${wonOf(stats.alliances.wins, stats.alliances.games)}`
        : 'never ended a game in an alliance',
    ),
    field('Pace', `${turnsAverage(stats.averageTurns)} a game on average · ${pace(stats.daysPerTurn)}`),
    ...(stats.tookOver || stats.handedOver
      ? [field('Seats handed over', `took over ${count(stats.tookOver, 'seat')} during a game · handed ${count(stats.handedOver, 'seat')} to someone else`)]
      : []),
  ];
  const fields = [
    ...(stats.played ? dune : [field('Dune', 'no game of Dune finished on this server yet')]),
    ...(races.played
      ? [field('Races of Guards and a Noble', `${playedAndWon(races.record.wins, races.record.games, 'race')}${stoppedLine(races.stopped, 'race')}`)]
      : []),
  ];
  const note = own && data.hidden.has(userId) ? `${STATS.hiddenSelf}\n` : '';
  return {
    embeds: [embed(`📊 ${STATS.playerTitle}`, `${note}<@${userId}> on this server`, fields, rating ? STATS.ratingNote : undefined)],
    files: rating ? ratingChart(rating, asker) : [],
  };
}

/** A Dune faction's record averaged per game, in words. */
function averageLines(a: Readonly<Record<string, number>>): string[] {
  const x = (key: string) => (a[key] ?? 0).toFixed(1);
  return [
    `${x('battlesWon')} battles won of ${x('battlesFought')} fought`,
    `${x('spiceCollected')} spice collected`,
    `${x('cardsBought')} cards bought, for ${x('spicePaidForCards')} spice`,
    `${x('finalSpice')} spice behind the shield at the end`,
  ];
}

function factionBody(data: ServerResults, faction: FactionId): StatsBody {
  const stats = seatStats(data.dune, faction, data.hidden);
  if (stats.played === 0) return STATS.noFactionGames(faction);
  const masters = stats.masters.slice(0, 5).map((m) => `<@${m.userId}>: ${wonOf(m.wins, m.games)}`);
  const fields = [
    field('Games', `${playedAndWon(stats.record.wins, stats.record.games)}${stoppedLine(stats.played - stats.record.games)}`),
    field('Ways of winning', victoriesLine(stats.victories)),
    field(
      'Alliances',
      stats.alliances.games
        ? `ended ${count(stats.alliances.games, 'game')} in an alliance: ${wonOf(stats.alliances.wins, stats.alliances.games)}`
        : 'never ended a game in an alliance',
    ),
    field('On average, per game played to the end', averageLines(stats.averages).join('\n')),
    field('Faction masters (most wins)', masters.join('\n') || 'nobody has won with them yet'),
  ];
  return {
    embeds: [embed(`📊 ${STATS.factionTitle(faction)}`, `Every game on this server that ended with the ${factionName(faction)} at the table.`, fields)],
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
        note: `${percent(winRate(s))} · ${s.wins} of ${s.games}`,
        fill: colors.fill,
        outline: colors.outline,
      };
    });
  const subtitle = `${count(played, 'game')} played to the end ${since}`;
  return chart(barChartPng(STATS.chartFactions, subtitle, bars), STATS.chartFactions, 'faction-win-rates.png', asker);
}

function serverBody(data: ServerResults, asker: StatsAsker): StatsBody {
  const stats = serverStats(data.dune);
  const since = stats.firstEndedAt && stats.lastEndedAt ? between(stats.firstEndedAt, stats.lastEndedAt) : '';
  const endings = [
    ...(stats.won ? [`${stats.won} won`] : []),
    ...(stats.noWinner ? [`${stats.noWinner} without a winner`] : []),
    ...(stats.stopped ? [`${stats.stopped} stopped by ${stats.stopped === 1 ? 'its host' : 'their hosts'}`] : []),
  ];
  const mostPlayed = stats.seats.slice(0, 3).map((s) => `${factionName(s.seat as FactionId)} (${count(s.games, 'game')})`);
  const fields = [
    field('Games', `${count(stats.played, 'game')} ended: ${endings.join(', ')} · ${count(stats.players, 'player')}`),
    field('Factions (win rates, most played first)', seatLines(stats.seats)),
    field('Most played', mostPlayed.join(', ') || '—'),
    field('Ways of winning', victoriesLine(stats.victories)),
    field('Alliances', stats.won ? `${stats.allianceWins} of ${count(stats.won, 'win')} shared by allies` : 'no game won yet'),
    field('Pace', `${turnsAverage(stats.averageTurns)} a game on average · ${pace(stats.daysPerTurn)}`),
    ...(data.races.length ? [field('Races of Guards and a Noble', `${count(data.races.length, 'race')} ended (\`/stats player\` counts each player's)`)] : []),
  ];
  const played = stats.played - stats.stopped;
  return {
    embeds: [embed(`📊 ${STATS.serverTitle}`, since ? `Every game that ended ${since}.` : '', fields)],
    files: stats.seats.length ? factionChart(stats.seats, played, since, asker) : [],
  };
}

function leaderboardBody(data: ServerResults, asker: StatsAsker): StatsBody {
  if (data.ratings.size === 0) return STATS.noRatings;
  const board = leaderboard(data.ratings, data.hidden);
  if (board.length === 0) return STATS.everyoneHidden;
  const lines = board
    .slice(0, LEADERBOARD_SIZE)
    .map(
      (e) =>
        `**${e.place}.** <@${e.userId}> — ${ratingText(e.rating)} (surely above ${signed(conservative(e.rating))}) · ${count(e.games, 'game')}, ${e.wins} won`,
    );
  const mine = board.find((e) => e.userId === asker.userId);
  const you =
    mine && mine.place > LEADERBOARD_SIZE
      ? [`…\nYou: **${ordinal(mine.place)}** of ${board.length}, ${ratingText(mine.rating)}`]
      : data.hidden.has(asker.userId)
        ? [STATS.hiddenSelf]
        : [];
  return { embeds: [embed(`🏆 ${STATS.leaderboardTitle}`, [...lines, ...you].join('\n'), [], STATS.ratingNote)], files: [] };
}
