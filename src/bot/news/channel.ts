import type { APIEmbed } from 'discord-api-types/v10';
import { type BoardView, type DuneEvent, type FactionId, type FactionRecords, type PublicView, type SeatView, tally } from '../../dune';
import { newsPoint, pointPicture } from '../board-picture';
import { factionName } from '../../dune/data/factions';
import type { DuneSeat } from '../context';
import { LIMITS, truncate } from '../discord-limits';
import { list } from '../text/grammar';
import { presentEvent } from '../text/events';
import { COLORS } from '../presenters/posts';
import type { MessageBody, OutboxMessage } from './message';
import { endingPost } from './ending';
import { componentsFor } from '../components/public-post';
import { statusEmbed } from './status';
import { type Step, stepNews } from './steps';

/**
 * Everything the channel's news is rendered from. Only public things: the public views, the public
 * events, the seats. A secret cannot reach the channel because nothing here holds one.
 */
export interface ChannelInput {
  /** The game's id: the bidding post's buttons name it. */
  readonly gameId: string;
  readonly channelId: string;
  /** The log entry of the change (0: the game's start). Keys of the rows it writes derive from it. */
  readonly seq: number;
  /** When the change happened (ISO time). */
  readonly at: string;
  readonly seats: readonly DuneSeat[];
  readonly before: PublicView | null;
  readonly after: PublicView;
  /** The public events of the change. */
  readonly events: readonly DuneEvent[];
  /** Lines said first, by the bot (a moderator's override, an undo). */
  readonly notes: readonly string[];
  readonly paused: boolean;
  /** Quiet hours: mentions are written but notify nobody (reminders ping later). */
  readonly quiet: boolean;
  /** Players whose DMs failed since the last notice: told with the news of a new phase. */
  readonly dmNotices: readonly string[];
  /**
   * Once the game is over, and only then: every seat's secrets for the reveal, and the final
   * board. The only secrets the channel ever gets, when they have stopped being secrets.
   */
  readonly ending: {
    readonly board: BoardView;
    readonly reveal: readonly { readonly faction: FactionId; readonly view: SeatView }[];
    readonly key: string | null;
  } | null;
}

/** The post of a step: the message it is, its step, its lines so far and its whose-turn line. */
interface StepPost {
  readonly messageKey: string;
  readonly key: string;
  readonly title: string;
  readonly lines: readonly string[];
  readonly footer: string;
}

/** What the channel's rendering remembers between changes of one game. */
export interface ChannelMemory {
  /** The post of the step under way, and what it says so far. */
  readonly step: StepPost | null;
  /** Whom the channel is told the game waits for, and since when (ISO). */
  readonly awaited: Readonly<Partial<Record<FactionId, string>>>;
  /** The live status message and the text it shows. */
  readonly status: { readonly messageKey: string; readonly text: string } | null;
  /** Each faction's record so far, for the summary at the end. */
  readonly record: FactionRecords;
  /** Whether the ending has been posted. */
  readonly ended: boolean;
  /**
   * The step in which each faction was last pinged. A player is pinged once per step: in a
   * bidding round, the second time the bid comes round to them the card's post (edited in place)
   * says it is their turn again, and the reminders ping them on their own schedule.
   */
  readonly pinged?: Readonly<Partial<Record<FactionId, string>>>;
}

export const EMPTY_CHANNEL_MEMORY: ChannelMemory = { step: null, awaited: {}, status: null, record: {}, ended: false, pinged: {} };

export interface ChannelOutput {
  readonly messages: OutboxMessage[];
  readonly memory: ChannelMemory;
  /** Whether the DM notices went out with this change (the caller forgets them then). */
  readonly noticesSaid: boolean;
}

/**
 * The live status waits this long for a newer version before it is edited: at a table playing
 * live (a bidding war, several clicks a second) a burst of actions edits it once, not once each,
 * and it never holds the news back. At play-by-post pace every change shows within seconds.
 */
export const STATUS_HOLD_MS = 5000;

/** An embed stays well under Discord's 4,096 characters, so that a step's post can grow by edits. */
const STEP_TEXT_LIMIT = 3500;

const mention = (seats: readonly DuneSeat[], f: FactionId): string => {
  const userId = seats.find((s) => s.seat === f)?.userId;
  return userId ? `<@${userId}> (${factionName(f)})` : factionName(f);
};

const userOf = (seats: readonly DuneSeat[], f: FactionId): string[] => seats.filter((s) => s.seat === f).map((s) => s.userId);

/** "⏳ Waiting for @alice (Atreides). Bidding on card 2 of 6: …" — from the public view only. */
function waitingLine(view: PublicView, seats: readonly DuneSeat[]): string {
  if (view.phase === 'ended') return '';
  if (view.waitingFor.length === 0) return `⏳ ${view.expecting}`;
  return `⏳ Waiting for ${list(view.waitingFor.map((f) => mention(seats, f)))}. ${view.expecting}`;
}

/** The channel's notice of players whose DMs failed: it names nothing secret, only that DMs were closed. */
export const dmNotice = (userIds: readonly string[]): string =>
  `📪 I could not DM ${list(userIds.map((id) => `<@${id}>`))}: their DMs are closed. Nothing is lost: \`/hand\` shows each player what only they may know.`;

const embed = (title: string, lines: readonly string[], color: number): APIEmbed => ({
  title: truncate(title, LIMITS.embedTitle),
  // A step that has said nothing yet is its title alone (Discord refuses an empty description).
  ...(lines.length ? { description: truncate(lines.join('\n'), LIMITS.embedDescription) } : {}),
  color,
});

const colorOf = (events: readonly DuneEvent[]): number =>
  events.some((e) => e.type === 'game-won') ? COLORS.victory : events.some((e) => e.type === 'moderator-override') ? COLORS.moderator : COLORS.news;

/** The board the news shows: the one recorded when the storm or Shipment and Movement ended (never for a bid). */
function boardOf(events: readonly DuneEvent[]): MessageBody['board'] {
  const at = newsPoint(events);
  return at ? { view: at.view, ...pointPicture(at.turn, at.point) } : undefined;
}

/**
 * The channel's news of one change: at most one new post (the news of the steps that began, with
 * whose turn it is), an edit of the step post under way (its new lines), a short ping when someone
 * newly has to act and no new post carries the mention, and an edit of the live status. Later news
 * of a step edits that step's post, so repetitive steps (bids, passes, Nexus talk) stay one post.
 */
export function renderChannel(input: ChannelInput, memory: ChannelMemory): ChannelOutput {
  const { seq, after, seats } = input;
  const messages: OutboxMessage[] = [];
  const at = input.before ?? after;
  const groups = stepNews(input.events, { turn: at.turn, phase: at.phase });
  const lines = (events: readonly DuneEvent[]) => events.map((e) => presentEvent(e));

  // Whom the game waits for now, since when, and who is newly awaited (pinged, once per step).
  const awaited: Partial<Record<FactionId, string>> = {};
  for (const f of after.waitingFor) awaited[f] = memory.awaited[f] ?? input.at;
  // Those deciding in secret are asked by DM, which notifies them: the channel names them without a ping.
  const newlyAwaited = after.waitingFor.filter((f) => memory.awaited[f] === undefined && !after.decidingInPrivate.includes(f));
  const footer = waitingLine(after, seats);

  const newPhase = input.before === null || input.events.some((e) => e.type === 'phase-started');
  const noticesSaid = newPhase && input.dmNotices.length > 0;
  const notice = noticesSaid ? dmNotice(input.dmNotices) : '';

  // The step under way gets its new lines; a post that grew too long is continued in a new one.
  let step = memory.step;
  const continued = groups[0]?.step === null ? (groups.shift() as { events: DuneEvent[] }) : null;
  const fresh: { step: Step; lines: string[]; color: number }[] = [];
  if (continued && step) {
    const more = lines(continued.events);
    if ([...step.lines, ...more].join('\n').length > STEP_TEXT_LIMIT)
      fresh.push({ step: { key: step.key, title: `${step.title} (continued)` }, lines: more, color: colorOf(continued.events) });
    else step = { ...step, lines: [...step.lines, ...more], footer };
  } else if (continued) {
    fresh.push({
      step: { key: `seq${seq}`, title: after.phase === 'setup' ? 'Setup' : `Turn ${at.turn} · ${at.phaseTitle}` },
      lines: lines(continued.events),
      color: colorOf(continued.events),
    });
  }
  for (const g of groups) fresh.push({ step: g.step as Step, lines: lines(g.events), color: colorOf(g.events) });
  // Pinged: the newly awaited not yet pinged in the step the channel now shows.
  const stepNow = fresh.at(-1)?.step.key ?? step?.key ?? '';
  const newly = newlyAwaited.filter((f) => memory.pinged?.[f] !== stepNow);
  const ping = input.quiet ? [] : newly.flatMap((f) => userOf(seats, f));
  const pinged = input.quiet ? (memory.pinged ?? {}) : { ...memory.pinged, ...Object.fromEntries(newly.map((f) => [f, stepNow])) };
  const board = boardOf(input.events);

  const posting = fresh.length > 0 || input.notes.length > 0;
  // The card up for bid carries its buttons (from the public view: every reader sees them); an
  // edit without them takes them off a post whose step is over.
  const buttons = componentsFor(input.gameId, after);
  const components = buttons.length ? { components: buttons } : {};
  // The step post under way: its new lines, and its whose-turn line (cleared when a new post takes over).
  if (memory.step && step) {
    const shown = posting ? '' : footer;
    if (step.lines !== memory.step.lines || shown !== memory.step.footer || (board && !posting))
      messages.push({
        key: `${seq}:edit`,
        kind: 'edit',
        target: memory.step.messageKey,
        body: { content: shown, embeds: [embed(step.title, step.lines, COLORS.news)], ...(board && !posting ? { board } : {}), ...(posting ? {} : components) },
      });
    step = { ...step, footer: shown };
  }

  if (posting) {
    const embeds = [
      ...(input.notes.length ? [embed('Moderator', input.notes, COLORS.moderator)] : []),
      ...fresh.map((f) => embed(f.step.title, f.lines, f.color)),
    ].slice(-LIMITS.embedsPerMessage);
    const messageKey = `${seq}:post`;
    messages.push({
      key: messageKey,
      kind: 'post',
      target: input.channelId,
      body: { content: truncate([footer, notice].filter(Boolean).join('\n'), LIMITS.content), embeds, ping, ...(board ? { board } : {}), ...components },
    });
    const last = fresh[fresh.length - 1];
    step = last ? { messageKey, key: last.step.key, title: last.step.title, lines: last.lines, footer } : step;
  } else if (ping.length > 0 || notice) {
    // Nobody is told by an edit: a short post carries the mention (or the notice).
    const text = ping.length ? `🔔 ${list(newly.map((f) => mention(seats, f)))}: ${after.expecting}` : '';
    messages.push({
      key: `${seq}:ping`,
      kind: 'post',
      target: input.channelId,
      body: { content: truncate([text, notice].filter(Boolean).join('\n'), LIMITS.content), ping },
    });
  }

  // The live status, edited in place when what it shows changed.
  const statusText = JSON.stringify(statusEmbed(after, seats, awaited, input.paused));
  let status = memory.status;
  if (!status) {
    status = { messageKey: 'status', text: statusText };
    messages.push({ key: 'status', kind: 'post', target: input.channelId, body: { embeds: [JSON.parse(statusText) as APIEmbed] } });
    messages.push({ key: 'status:pin', kind: 'pin', target: 'status', body: {} });
  } else if (status.text !== statusText) {
    status = { ...status, text: statusText };
    messages.push({
      key: `${seq}:status`,
      kind: 'edit',
      target: status.messageKey,
      coalesce: 'status',
      holdMs: STATUS_HOLD_MS,
      body: { embeds: [JSON.parse(statusText) as APIEmbed] },
    });
  }

  const record = tally(memory.record, input.events);
  if (input.ending && !memory.ended)
    messages.push({
      key: `${seq}:ending`,
      kind: 'post',
      target: input.channelId,
      body: endingPost(after, input.ending.board, input.ending.reveal, record, seats, input.ending.key),
    });

  return { messages, memory: { step, awaited, status, record, ended: memory.ended || input.ending !== null, pinged }, noticesSaid };
}
