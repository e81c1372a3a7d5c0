import type { APIEmbed, APIEmbedField } from 'discord-api-types/v10';
import { withCommands } from '../text/commands';
import type { FactionId, PublicView } from '../../dune';
import { faction, factionName } from '../../dune/data/factions';
import { STRONGHOLDS, territory } from '../../dune/data/map';
import type { DuneSeat } from '../context';
import { LIMITS, truncate } from '../discord-limits';
import { discordTime } from '../discord-time';
import { capitalize, count, list } from '../text/grammar';
import { doTogether } from '../text/factions';
import { COLORS } from '../colors';
import { seatClockWords } from '../text/seat-clock';

const STRONGHOLD_NAMES = new Set(STRONGHOLDS.map((id) => territory(id).name));

const seatOf = (seats: readonly DuneSeat[], f: FactionId): string => {
  const userId = seats.find((s) => s.seat === f)?.userId;
  return userId ? `<@${userId}>` : 'nobody';
};

/** "5", "5 (2 Sardaukar)", "3 advisors": a stack in the front of shield's short form. */
function stack(f: FactionId, forces: number, elite: number, advisor: boolean): string {
  if (advisor) return count(forces, 'advisor');
  const starred = faction(f).eliteName;
  return elite > 0 ? `${forces} (${elite} ${starred ?? 'starred'})` : String(forces);
}

/** Where a faction's forces stand, territory by territory (sectors summed), the biggest first. */
function onBoard(view: PublicView, f: FactionId): { text: string; total: number; strongholds: string[] } {
  const by = new Map<string, { forces: number; elite: number; advisor: boolean }>();
  for (const x of view.board.filter((b) => b.faction === f)) {
    const key = `${x.territory}${x.advisor ? ':advisors' : ''}`;
    const held = by.get(key) ?? { forces: 0, elite: 0, advisor: x.advisor };
    by.set(key, { forces: held.forces + x.forces, elite: held.elite + x.elite, advisor: x.advisor });
  }
  const rows = [...by].sort(([, a], [, b]) => b.forces - a.forces);
  const strongholds = rows.flatMap(([key, s]) => (!s.advisor && STRONGHOLD_NAMES.has(key) ? [key] : []));
  return {
    text: rows.map(([key, s]) => `${key.replace(/:advisors$/, '')} ${stack(f, s.forces, s.elite, s.advisor)}`).join(' · '),
    total: rows.reduce((n, [, s]) => n + s.forces, 0),
    strongholds,
  };
}

/**
 * One faction's front of shield: its forces on the board, in reserve (what the board and the Tanks
 * leave of its forces: anyone can count them), in the Tanks; the strongholds it holds; its leaders
 * in the Tanks and captured; its cards while the count is public; its bribes.
 */
function frontOfShield(view: PublicView, seats: readonly DuneSeat[], f: FactionId): APIEmbedField {
  const data = faction(f);
  const board = onBoard(view, f);
  const tanks = view.tanks[f];
  const eliteOnBoard = view.board.filter((b) => b.faction === f).reduce((n, b) => n + b.elite, 0);
  const reserves = data.forces - board.total - (tanks?.forces ?? 0);
  const eliteReserves = data.eliteForces - eliteOnBoard - (tanks?.elite ?? 0);
  const first = [seatOf(seats, f)];
  const cards = view.handSizes?.[f];
  // S002-INFO-1: the number of cards in a hand is public during bidding only.
  if (cards !== undefined) first.push(`🃏 ${count(cards, 'card')}`);
  const bribes = view.bribesInFront[f];
  if (bribes) first.push(`💰 ${bribes} spice in front of the shield`);
  if (board.strongholds.length) first.push(`🏰 ${list(board.strongholds)}`);
  const lines = [
    first.join(' · '),
    `🗺️ ${board.text || 'no forces on the board'}`,
    `Reserves ${stack(f, reserves, eliteReserves, false)} · Tanks ${tanks ? stack(f, tanks.forces, tanks.elite, false) : '0'}`,
  ];
  const leaders = [...(tanks?.leaders ?? []), ...(tanks?.kwisatzHaderach ? ['the Kwisatz Haderach'] : [])];
  if (leaders.length) lines.push(`💀 In the Tanks: ${list(leaders)}`);
  const captured = view.captured.filter((c) => c.owner === f).map((c) => c.leader);
  if (captured.length) lines.push(`⛓️ Captured by another faction: ${list(captured)}`);
  const ally = view.alliances.find((a) => a.includes(f));
  if (ally) lines.push(`🤝 Allied with ${factionName(ally[0] === f ? ally[1] : ally[0])}`);
  return { name: truncate(factionName(f), LIMITS.embedFieldName), value: truncate(lines.join('\n'), LIMITS.embedFieldValue) };
}

/** "Habbanya Erg 8 · the Great Flat 10": the spice lying on the board, the biggest first. */
function spiceOnBoard(view: PublicView): string {
  const piles = [...view.spiceOnBoard].sort((a, b) => b.amount - a.amount);
  const total = piles.reduce((n, p) => n + p.amount, 0);
  return piles.length ? `🏜️ Spice on the board (${total}): ${piles.map((p) => `${p.territory} ${p.amount}`).join(' · ')}` : '🏜️ No spice on the board.';
}

function decks(view: PublicView): string {
  const discard = view.treacheryDiscard;
  const pile = (cards: readonly string[]) => `${cards.length}${cards.length ? ` (top: ${cards.at(-1)})` : ''}`;
  // Discard B is used only with the Advanced double spice blow.
  const spice = view.spiceDiscard.B.length
    ? `discard A ${pile(view.spiceDiscard.A)} · discard B ${pile(view.spiceDiscard.B)}`
    : `discard ${pile(view.spiceDiscard.A)}`;
  return `🃏 Treachery deck ${view.treacheryDeckSize} · discard ${pile(discard)} · Spice deck ${view.spiceDeckSize} · ${spice}`;
}

/**
 * The live status message, the table's front of shield: pinned in the game's channel and edited
 * in place. Everything on it comes from the public view, so it can be shown to anyone at any time
 * (`/game status` shows the same). `awaitedSince` gives, for each faction the channel is told the
 * game waits for, when that began.
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
      ? `**The game is over.**${view.winner ? ` 🏆 ${capitalize(doTogether(view.winner.factions, 'win'))}.` : ' Nobody won.'}`
      : `**Turn ${view.turn} of ${view.turns} · ${view.phaseTitle}**${paused ? ' · ⏸️ paused by a moderator' : ''}`,
    ...(hold && view.phase !== 'ended' ? [seatClockWords.holdShown(hold)] : []),
    ...(view.phase === 'ended' ? [] : [waiting.length ? `⏳ Waiting for ${list(waiting)}.` : `⏳ ${withCommands(view.expecting, view.phase)}`]),
    `🌪️ Storm in sector ${view.storm}${view.stormOrder.length ? ` · storm order ${view.stormOrder.map(factionName).join(', ')}` : ''}.`,
    spiceOnBoard(view),
    decks(view),
  ];
  return {
    title: truncate('Dune · the game now', LIMITS.embedTitle),
    description: truncate(lines.join('\n'), LIMITS.embedDescription),
    fields: view.factions.map((x) => frontOfShield(view, seats, x.faction)).slice(0, LIMITS.embedFields),
    color: view.phase === 'ended' ? COLORS.victory : COLORS.news,
  };
}
