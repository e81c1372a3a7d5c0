import { FACTION_IDS, type FactionId } from '../../dune/data/factions';
import { decodeComponentId, encodeComponentId } from '../components/custom-id';

/** What a `/stats` answer shows: a player, a faction, the server, or the leaderboard. */
export type StatsView =
  | { readonly kind: 'player'; readonly userId: string }
  | { readonly kind: 'faction'; readonly faction: FactionId }
  | { readonly kind: 'server' }
  | { readonly kind: 'leaderboard' };

/**
 * The custom id of an answer's "Post in the channel" button: `stats:<kind>:v1:post[:u=<user>|f=<faction>]`.
 * Its own game type, so that it never reads as a game's component; the view is computed again
 * when it is clicked, so the post shows the statistics as they are then.
 */
const TYPE = 'stats';

export const postId = (view: StatsView): string =>
  encodeComponentId({
    gameType: TYPE,
    gameId: view.kind,
    point: 'v1',
    action: 'post',
    args: view.kind === 'player' ? { u: view.userId } : view.kind === 'faction' ? { f: view.faction } : {},
  });

export const isStatsClick = (customId: string): boolean => customId.startsWith(`${TYPE}:`);

/** The view a post button names; null when it does not read as one. */
export function readPostId(customId: string): StatsView | null {
  const id = decodeComponentId(customId);
  if (!id || id.gameType !== TYPE || id.point !== 'v1' || id.action !== 'post') return null;
  const { u, f } = id.args;
  if (id.gameId === 'player') return typeof u === 'string' && /^\d+$/.test(u) ? { kind: 'player', userId: u } : null;
  if (id.gameId === 'faction') return FACTION_IDS.includes(f as FactionId) ? { kind: 'faction', faction: f as FactionId } : null;
  if (id.gameId === 'server' || id.gameId === 'leaderboard') return { kind: id.gameId };
  return null;
}
