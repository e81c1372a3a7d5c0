import type { FactionId } from '../../dune';
import { factionName } from '../../dune/data/factions';
import { count } from './grammar';

/** The words of `/stats` (docs/stats.md): its answers, the charts' titles, its refusals. */

/** How a Dune game was won, as a player would say it. */
const DUNE_VICTORIES: Readonly<Record<string, string>> = {
  strongholds: 'stronghold victory',
  prediction: 'Bene Gesserit prediction',
  'fremen-special': 'Fremen special victory',
  'guild-special': 'Guild special victory',
  'fremen-default': 'Fremen win by default',
  'most-strongholds': 'most strongholds after the last turn',
};

const RACE_VICTORIES: Readonly<Record<string, string>> = { 'all-home': 'all four Guards Home', 'target-score': 'target score reached' };

export function victoryName(gameType: string, victory: string | null): string {
  const names = gameType === 'race' ? RACE_VICTORIES : DUNE_VICTORIES;
  return victory === null ? 'a win recorded before ways of winning were kept' : (names[victory] ?? victory);
}

export const percent = (share: number | null): string => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** "12 games played to the end, 5 won (42%)". */
export const playedAndWon = (wins: number, games: number, noun = 'game'): string =>
  `${count(games, noun)} played to the end, ${wins} won (${percent(games ? wins / games : null)})`;

/** "stopped by their hosts", for `n` games. */
const stoppedBy = (n: number): string => `stopped by ${n === 1 ? 'its host' : 'their hosts'}`;

/** "2 games stopped by their hosts". */
const stopped = (n: number, noun = 'game'): string => `${count(n, noun)} ${stoppedBy(n)}`;

/** "\n2 games stopped by their hosts before the end" on a line of its own, or nothing. */
export const stoppedLine = (n: number, noun = 'game'): string => (n ? `\n${stopped(n, noun)} before the end` : '');

/** "from 3 Dec 2026 to 5 Dec 2026", or "on 5 Dec 2026". */
export const between = (first: Date, last: Date): string => (day(first) === day(last) ? `on ${day(first)}` : `from ${day(first)} to ${day(last)}`);

/** "5 of 12 won (42%)". */
export const wonOf = (wins: number, games: number): string => `${wins} of ${games} won (${percent(games ? wins / games : null)})`;

/** How fast a game went: minutes, hours or days per turn, whichever reads best. */
export function pace(daysPerTurn: number | null): string {
  if (daysPerTurn === null) return '—';
  const minutes = daysPerTurn * 24 * 60;
  if (minutes < 90) return `${count(Math.max(1, Math.round(minutes)), 'minute')} per turn`;
  if (minutes < 36 * 60) return `${(minutes / 60).toFixed(1)} hours per turn`;
  return `${daysPerTurn.toFixed(1)} days per turn`;
}

export const turnsAverage = (turns: number | null): string => (turns === null ? '—' : `${turns.toFixed(1)} turns`);

/** A number with one decimal and a true minus sign ("−1.8"). */
export const signed = (x: number): string => x.toFixed(1).replace('-', '−');

/** A rating as players read it: the estimate and how unsure it still is. */
export const ratingText = (r: { readonly mu: number; readonly sigma: number }): string => `${r.mu.toFixed(1)} ± ${r.sigma.toFixed(1)}`;

export const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** "3 Dec 2026", the same in every time zone (results are dated in UTC). */
const day = (at: Date): string => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
export const shortDay = (at: Date): string => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const STATS = {
  noGames:
    '📊 No game has ended on this server yet, so there are no statistics to show. They begin with the first game played to its end: `/game create` starts one.',
  noGamesFor: (userId: string, own: boolean) =>
    own
      ? '📊 You have not finished a game of Dune on this server yet. Your statistics begin with your first game that ends: `/game create` or `/game join`.'
      : `📊 <@${userId}> has not finished a game of Dune on this server yet.`,
  hiddenOther: (userId: string) => `🔒 <@${userId}> asked to be left out of leaderboards and of other players' statistics.`,
  hiddenSelf: "🔒 You are left out of leaderboards and of other players' statistics (`/stats privacy`); only you see these.",
  noFactionGames: (faction: FactionId) => `📊 No game on this server has ended with the ${factionName(faction)} at the table yet.`,
  noRatings: '📊 No game on this server has had a winner yet, so nobody has a rating. The leaderboard begins with the first game won.',
  everyoneHidden: '📊 Every rated player asked to be left out of leaderboards.',
  playerTitle: 'Player statistics',
  factionTitle: (faction: FactionId) => `The ${factionName(faction)} on this server`,
  serverTitle: 'This server’s games of Dune',
  leaderboardTitle: 'Leaderboard',
  chartFactions: 'Faction win rates',
  chartRating: 'Rating over time',
  postButton: 'Post in the channel',
  posted: '✅ Posted in the channel.',
  postedBy: (userId: string) => `📊 Shown by <@${userId}>.`,
  cannotPost: '❌ I cannot post in this channel (I may not have the permission to send messages or files here). Nothing was posted.',
  notOurs: "❌ This button is not one of /stats' buttons; nothing was done.",
  privacyHidden:
    "🔒 Done: you are left out of the leaderboard, the faction masters and other players' `/stats player` from now on. Your games still count for the server's and the factions' figures, and your own `/stats player` still works. `/stats privacy` with `show` lists you again.",
  privacyShown: '👁️ Done: you appear in leaderboards and other players’ statistics again.',
  privacyAlready: (hidden: boolean) =>
    hidden ? '🔒 You were already left out of leaderboards; nothing changed.' : '👁️ You already appear in leaderboards; nothing changed.',
  exported: (games: number) =>
    `📦 The results of ${count(games, 'game')} on this server: JSON (one object per game) and CSV (one row per seat of each game, for spreadsheets). Both hold player ids, as the ending posts did.`,
  noExport: '📦 No game has ended on this server yet, so there is nothing to export.',
  ratingNote:
    'Ratings: Weng–Lin Bayesian ratings of the Dune games won on this server; allies share their win, every other player loses. Everyone starts at 25 ± 8.3; the ± is how unsure the rating still is. The leaderboard sorts by the rating minus three times that (a rating you are very likely above).',
} as const;

/** The fields of `/stats`' answers: their names and their lines. */
export const statsFields = {
  games: 'Games',
  rating: 'Rating',
  factions: 'Factions (most played first)',
  serverFactions: 'Factions (win rates, most played first)',
  mostPlayed: 'Most played',
  victories: 'Ways of winning',
  alliances: 'Alliances',
  pace: 'Pace',
  seatsHanded: 'Seats handed over',
  dune: 'Dune',
  races: 'Races of Guards and a Noble',
  averages: 'On average, per game played to the end',
  masters: 'Faction masters (most wins)',
  none: '—',
  noneYet: 'none yet',
  /** "3 × stronghold victory". */
  victoryCount: (n: number, name: string): string => `${n} × ${name}`,
  /** "Atreides: 5 of 12 won (42%)". */
  seatLine: (name: string, wins: number, games: number): string => `${name}: ${wonOf(wins, games)}`,
  notRated: 'not rated yet: a rating begins with the first game won or lost against other players',
  /** "25.3 ± 2.1 · 4th of 12 on the leaderboard · 9 rated games". */
  ratingLine: (
    rating: { readonly mu: number; readonly sigma: number },
    place: { readonly place: number; readonly of: number } | 'hidden' | null,
    games: number,
  ): string => {
    const where = place === 'hidden' ? ' · left out of the leaderboard' : place ? ` · ${ordinal(place.place)} of ${place.of} on the leaderboard` : '';
    return `${ratingText(rating)}${where} · ${count(games, 'rated game')}`;
  },
  /** The rating chart's first point, before any game. */
  chartStart: 'start',
  ratingChartSubtitle: (games: number, rating: { readonly mu: number; readonly sigma: number }): string =>
    `${count(games, 'rated game')} · now ${ratingText(rating)}`,
  allianceLine: (games: number, wins: number): string =>
    games ? `ended ${count(games, 'game')} in an alliance: ${wonOf(wins, games)}` : 'never ended a game in an alliance',
  paceLine: (turns: number | null, daysPerTurn: number | null): string => `${turnsAverage(turns)} a game on average · ${pace(daysPerTurn)}`,
  seatsHandedLine: (tookOver: number, handedOver: number): string =>
    `took over ${count(tookOver, 'seat')} during a game · handed ${count(handedOver, 'seat')} to someone else`,
  noDune: 'no game of Dune finished on this server yet',
  playerDescription: (userId: string): string => `<@${userId}> on this server`,
  /** A Dune faction's record averaged per game, one line each (the figures with one decimal). */
  averageLines: (x: (key: string) => string): string[] => [
    `${x('battlesWon')} battles won of ${x('battlesFought')} fought`,
    `${x('spiceCollected')} spice collected`,
    `${x('cardsBought')} cards bought, for ${x('spicePaidForCards')} spice`,
    `${x('finalSpice')} spice behind the shield at the end`,
  ],
  master: (userId: string, wins: number, games: number): string => `<@${userId}>: ${wonOf(wins, games)}`,
  noMasters: 'nobody has won with them yet',
  factionDescription: (faction: FactionId): string => `Every game on this server that ended with the ${factionName(faction)} at the table.`,
  /** A faction's bar on the win-rate chart: "42% · 5 of 12". */
  barNote: (share: number | null, wins: number, games: number): string => `${percent(share)} · ${wins} of ${games}`,
  factionChartSubtitle: (played: number, since: string): string => `${count(played, 'game')} played to the end ${since}`,
  /** "12 games ended: 9 won, 2 without a winner, 1 stopped by its host · 7 players". */
  serverGames: (played: number, endings: { readonly won: number; readonly noWinner: number; readonly stopped: number }, players: number): string => {
    const parts = [
      ...(endings.won ? [`${endings.won} won`] : []),
      ...(endings.noWinner ? [`${endings.noWinner} without a winner`] : []),
      ...(endings.stopped ? [`${endings.stopped} ${stoppedBy(endings.stopped)}`] : []),
    ];
    return `${count(played, 'game')} ended: ${parts.join(', ')} · ${count(players, 'player')}`;
  },
  mostPlayedEntry: (name: string, games: number): string => `${name} (${count(games, 'game')})`,
  allianceWins: (shared: number, won: number): string => (won ? `${shared} of ${count(won, 'win')} shared by allies` : 'no game won yet'),
  playerRaces: (wins: number, games: number, stoppedRaces: number): string => `${playedAndWon(wins, games, 'race')}${stoppedLine(stoppedRaces, 'race')}`,
  serverRaces: (n: number): string => `${count(n, 'race')} ended (\`/stats player\` counts each player's)`,
  serverDescription: (since: string): string => (since ? `Every game that ended ${since}.` : ''),
  leaderboardLine: (
    e: {
      readonly place: number;
      readonly userId: string;
      readonly rating: { readonly mu: number; readonly sigma: number };
      readonly games: number;
      readonly wins: number;
    },
    surelyAbove: number,
  ): string => `**${e.place}.** <@${e.userId}> — ${ratingText(e.rating)} (surely above ${signed(surelyAbove)}) · ${count(e.games, 'game')}, ${e.wins} won`,
  yourPlace: (place: number, of: number, rating: { readonly mu: number; readonly sigma: number }): string =>
    `…\nYou: **${ordinal(place)}** of ${of}, ${ratingText(rating)}`,
} as const;

/** The rating chart's legend (src/render/charts/line.ts): a game won, a game lost, and the band around the rating. */
export const chartLegend = { won: 'won', lost: 'lost', range: 'likely range (2 chances in 3)' } as const;
