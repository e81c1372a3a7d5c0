import type { APIEmbed } from 'discord-api-types/v10';
import type { FactionId, PublicView } from '../../dune';
import { factionName } from '../../dune/data/factions';
import type { DuneSeat } from '../context';
import { LIMITS, truncate } from '../discord-limits';
import { discordTime } from '../discord-time';
import { count, list } from '../text/grammar';
import { COLORS } from '../presenters/posts';
import { seatClockWords } from '../text/seat-clock';

const seatOf = (seats: readonly DuneSeat[], f: FactionId): string => {
  const userId = seats.find((s) => s.seat === f)?.userId;
  return userId ? `<@${userId}>` : 'nobody';
};

/** One faction's public front of shield, one line. */
function frontOfShield(view: PublicView, f: FactionId): string {
  const tanks = view.tanks[f];
  const parts: string[] = [];
  if (tanks && tanks.forces > 0) parts.push(`${count(tanks.forces, 'force')} in the Tanks`);
  if (tanks && tanks.leaders.length > 0) parts.push(`leaders in the Tanks: ${list(tanks.leaders)}`);
  const captured = view.captured.filter((c) => c.owner === f).map((c) => c.leader);
  if (captured.length) parts.push(`captured: ${list(captured)}`);
  // S002-INFO-1: the number of cards in a hand is public during bidding only.
  const cards = view.handSizes?.[f];
  if (cards !== undefined) parts.push(count(cards, 'card'));
  const bribes = view.bribesInFront[f];
  if (bribes) parts.push(`${bribes} spice in bribes`);
  return parts.length ? parts.join(' · ') : 'nothing in front of the shield';
}

/**
 * The live status message: pinned in the game's channel and edited in place. Everything on it
 * comes from the public view, so it can be shown to anyone at any time (`/game status` shows the
 * same). `awaitedSince` gives, for each faction the channel is told the game waits for, when that
 * began.
 */
export function statusEmbed(
  view: PublicView,
  seats: readonly DuneSeat[],
  awaitedSince: Readonly<Partial<Record<FactionId, string>>>,
  paused: boolean,
  deadlines: Readonly<Partial<Record<FactionId, string>>> = {},
  hold: string | null = null,
): APIEmbed {
  const waiting = view.waitingFor.map((f) => {
    const since = awaitedSince[f];
    const until = deadlines[f];
    return `${seatOf(seats, f)} (${factionName(f)})${since ? ` since ${discordTime(since)}` : ''}${until ? `, deadline ${discordTime(until)}` : ''}`;
  });
  const lines = [
    view.phase === 'ended'
      ? `**The game is over.** ${view.winner ? view.winner.reason : ''}`.trim()
      : `**Turn ${view.turn} of ${view.turns} · ${view.phaseTitle}**${paused ? ' · ⏸️ paused by a moderator' : ''}`,
    ...(hold && view.phase !== 'ended' ? [seatClockWords.holdShown(hold)] : []),
    `Storm in sector ${view.storm}${view.stormOrder.length ? ` · storm order ${view.stormOrder.map(factionName).join(', ')}` : ''}.`,
    view.phase === 'ended' ? '' : waiting.length ? `⏳ Waiting for ${list(waiting)}.` : `⏳ ${view.expecting}`,
    ...(view.alliances.length ? [`🤝 Alliances: ${list(view.alliances.map((a) => `${factionName(a[0])} and ${factionName(a[1])}`))}.`] : []),
    '',
    ...view.factions.map((x) => `**${x.name}** ${seatOf(seats, x.faction)} — ${frontOfShield(view, x.faction)}`),
    '',
    `Treachery discard (top last): ${view.treacheryDiscard.length ? list(view.treacheryDiscard) : 'empty'}.`,
  ].filter((l, i, all) => l !== '' || (all[i - 1] ?? '') !== '');
  return {
    title: truncate('Dune · the game now', LIMITS.embedTitle),
    description: truncate(lines.join('\n'), LIMITS.embedDescription),
    color: view.phase === 'ended' ? COLORS.victory : COLORS.news,
  };
}
