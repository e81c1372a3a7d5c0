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

/** "\n2 games stopped by their hosts before the end" on a line of its own, or nothing. */
export const stoppedLine = (n: number, noun = 'game'): string =>
  n ? `\n${count(n, noun)} stopped by ${n === 1 ? 'its host' : 'their hosts'} before the end` : '';

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
