import { hash } from 'node:crypto';
import type { APIEmbed, APIEmbedField } from 'discord-api-types/v10';
import { withCommands } from '../text/commands';
import type { FactionId, PublicView } from '../../dune';
import { faction, factionName } from '../../dune/data/factions';
import { STRONGHOLDS, territory } from '../../dune/data/map';
import type { DuneSeat } from '../context';
import { LIMITS, truncate } from '../discord-limits';
import { discordTime } from '../discord-time';
import { statusWords } from '../text/status';
import { COLORS } from '../colors';
import { seatClockWords } from '../text/seat-clock';
import { possessive, the } from '../text/factions';
import { place } from '../text/terms';

const STRONGHOLD_NAMES = new Set(STRONGHOLDS.map((id) => territory(id).name));

const seatOf = (seats: readonly DuneSeat[], f: FactionId): string => {
  const userId = seats.find((s) => s.seat === f)?.userId;
  return userId ? `<@${userId}>` : statusWords.nobody;
};

/** "5", "5 (2 Sardaukar)", "3 advisors": a stack in the front of shield's short form. */
function stack(f: FactionId, forces: number, elite: number, advisor: boolean): string {
  return statusWords.stack(forces, elite, faction(f).eliteName ?? null, advisor);
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
  if (cards !== undefined) first.push(statusWords.cards(cards));
  const bribes = view.bribesInFront[f];
  if (bribes) first.push(statusWords.bribes(bribes));
  if (board.strongholds.length) first.push(statusWords.strongholds(board.strongholds));
  const lines = [
    first.join(' · '),
    statusWords.board(board.text),
    statusWords.reservesAndTanks(stack(f, reserves, eliteReserves, false), tanks ? stack(f, tanks.forces, tanks.elite, false) : null),
  ];
  const leaders = [...(tanks?.leaders ?? []), ...(tanks?.kwisatzHaderach ? [statusWords.kwisatzHaderach] : [])];
  if (leaders.length) lines.push(statusWords.inTanks(leaders));
  const captured = view.captured.filter((c) => c.owner === f).map((c) => c.leader);
  if (captured.length) lines.push(statusWords.captured(captured));
  const ally = view.alliances.find((a) => a.includes(f));
  if (ally) lines.push(statusWords.allied(factionName(ally[0] === f ? ally[1] : ally[0])));
  lines.push(...expansionLines(view, f));
  return { name: truncate(factionName(f), LIMITS.embedFieldName), value: truncate(lines.join('\n'), LIMITS.embedFieldValue) };
}

/** What lies in front of `f`'s shield from the Ixians & Tleilaxu expansion: Tech Tokens and Gholas. */
function expansionLines(view: PublicView, f: FactionId): string[] {
  const lines: string[] = [];
  const tokens = view.techTokens?.[f] ?? [];
  if (tokens.length) lines.push(statusWords.techTokens(tokens));
  const gholas = (view.gholas ?? []).filter((g) => g.holder === f);
  if (gholas.length) lines.push(statusWords.gholas(gholas.map((g) => ({ leader: g.leader, owner: possessive(the(g.owner)) }))));
  return lines;
}

/** "Habbanya Erg 8 · the Great Flat 10": the spice lying on the board, the biggest first. */
function spiceOnBoard(view: PublicView): string {
  const piles = [...view.spiceOnBoard].sort((a, b) => b.amount - a.amount);
  const total = piles.reduce((n, p) => n + p.amount, 0);
  return statusWords.spiceOnBoard(total, piles);
}

function decks(view: PublicView): string {
  const { pile } = statusWords;
  // Discard B is used only with the Advanced double spice blow.
  const spice = statusWords.spiceDiscards(pile(view.spiceDiscard.A), view.spiceDiscard.B.length ? pile(view.spiceDiscard.B) : null);
  return statusWords.decks(view.treacheryDeckSize, pile(view.treacheryDiscard), view.spiceDeckSize, spice);
}

/** Each faction's front of shield, in the order of the factions. */
const frontsOfShields = (view: PublicView, seats: readonly DuneSeat[]): APIEmbedField[] =>
  view.factions.map((x) => frontOfShield(view, seats, x.faction)).slice(0, LIMITS.embedFields);

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
  return embedWith(view, awaitedSince, paused, deadlines, hold, frontsOfShields(view, seats), seats);
}

function embedWith(
  view: PublicView,
  awaitedSince: Readonly<Partial<Record<FactionId, string>>>,
  paused: boolean,
  deadlines: Readonly<Partial<Record<FactionId, string>>>,
  hold: string | null,
  fields: APIEmbedField[],
  seats: readonly DuneSeat[],
): APIEmbed {
  const waiting = view.waitingFor.map((f) => {
    const since = awaitedSince[f];
    const until = deadlines[f];
    return statusWords.awaited(seatOf(seats, f), factionName(f), since ? discordTime(since) : null, until ? discordTime(until) : null);
  });
  const lines = [
    view.phase === 'ended' ? statusWords.over(view.winner?.factions ?? null) : statusWords.heading(view.turn, view.turns, view.phaseTitle, paused),
    ...(hold && view.phase !== 'ended' ? [seatClockWords.holdShown(hold)] : []),
    ...(view.phase === 'ended' ? [] : [waiting.length ? statusWords.waiting(waiting) : statusWords.expecting(withCommands(view.expecting, view.phase))]),
    statusWords.storm(view.storm, view.stormOrder.map(factionName)),
    ...(view.hms ? [statusWords.hms(view.hms.host && place(view.hms.host.territory, view.hms.host.sector))] : []),
    ...(view.faceDancersRevealed?.length ? [statusWords.faceDancersRevealed(view.faceDancersRevealed)] : []),
    spiceOnBoard(view),
    decks(view),
  ];
  return {
    title: truncate(statusWords.title, LIMITS.embedTitle),
    description: truncate(lines.join('\n'), LIMITS.embedDescription),
    fields,
    color: view.phase === 'ended' ? COLORS.victory : COLORS.news,
  };
}

/** A short digest of what a message shows: the memory compares it instead of keeping the text. */
// The one-shot hash: the same digest as a Hash object's, without making one for every change.
const digest = (body: APIEmbed): string => hash('sha1', JSON.stringify(body), 'base64url');

/** The status made for a public view, kept for the next change (whose view before is that one). */
interface Made {
  readonly seats: readonly DuneSeat[];
  readonly body: APIEmbed;
  readonly shown: string;
}

const made = new WeakMap<PublicView, Made>();

/**
 * Whether two values read from views (plain data: objects, lists, strings, numbers, booleans,
 * null) are equal. Node's `isDeepStrictEqual` answers the same here but, checking prototypes and
 * symbols too, costs more than making the fronts of shields anew.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameData(Reflect.get(a, k), Reflect.get(b, k)));
}

/** Everything a front of shield is made from, besides the seats. */
const SHIELD_INPUTS = [
  'factions',
  'board',
  'tanks',
  'captured',
  'alliances',
  'bribesInFront',
  'handSizes',
  'techTokens',
  'gholas',
] as const satisfies readonly (keyof PublicView)[];

const sameSeats = (a: readonly DuneSeat[], b: readonly DuneSeat[]): boolean =>
  a.length === b.length && a.every((s, i) => s.seat === b[i]?.seat && s.userId === b[i]?.userId);

/** Whether two embeds hold the same values, key by key (a key's value the same object or the same primitive). */
const sameBody = (a: APIEmbed, b: APIEmbed): boolean => {
  const keys = Object.keys(a) as (keyof APIEmbed)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/**
 * The live status after a change and its digest, made from the view after it. Most changes leave
 * the fronts of shields as they were (a bid, a pass, a plan): those are then the ones made for the
 * view before, and when nothing else changed either, so is the digest.
 */
export function liveStatus(
  before: PublicView | null,
  view: PublicView,
  seats: readonly DuneSeat[],
  awaitedSince: Readonly<Partial<Record<FactionId, string>>>,
  paused: boolean,
  deadlines: Readonly<Partial<Record<FactionId, string>>>,
  hold: string | null,
): { readonly body: APIEmbed; readonly shown: string } {
  const last = before ? made.get(before) : undefined;
  const kept = last && before && sameSeats(last.seats, seats) && SHIELD_INPUTS.every((k) => sameData(before[k], view[k])) ? last.body.fields : undefined;
  const body = embedWith(view, awaitedSince, paused, deadlines, hold, kept ?? frontsOfShields(view, seats), seats);
  const shown = last && sameBody(last.body, body) ? last.shown : digest(body);
  made.set(view, { seats, body, shown });
  return { body, shown };
}
