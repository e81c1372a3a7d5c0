import type { APIEmbed } from 'discord-api-types/v10';
import { withCommands } from '../text/commands';
import { type BoardView, type DuneEvent, type FactionId, type FactionRecords, type PublicView, type SeatView, tally } from '../../dune';
import { newsPoint, pointPicture } from '../board-picture';
import type { DuneSeat } from '../context';
import { LIMITS, truncate } from '../discord-limits';
import { clockWords } from '../text/clock';
import { channelWords } from '../text/channel';
import { phaseHeading, SETUP_HEADING } from '../text/heading';
import { seatClockWords } from '../text/seat-clock';
import { COLORS } from '../colors';
import type { MessageBody, OutboxMessage } from './message';
import { endingPost } from './ending';
import { componentsFor } from '../components/public-post';
import { liveStatus } from './status';
import { opensSection, type Section, sectionNews } from './sections';
import { addNews, type SectionLines, type TurnLine } from './turn-line';

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
  /** Each awaited seat's deadline (ISO): the whose-turn line and the status show them. */
  readonly deadlines: Readonly<Partial<Record<FactionId, string>>>;
  /** The reason of the hold stopping the clocks, if any. */
  readonly hold: string | null;
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

/** The post of a section: the message it is, its section, its lines so far and its whose-turn line. */
interface SectionPost {
  readonly messageKey: string;
  readonly key: string;
  readonly title: string;
  readonly lines: readonly string[];
  /** The Shipment and Movement turn whose line is still growing. */
  readonly turn?: TurnLine;
  readonly footer: string;
  /** Whether the post carries a board picture. */
  readonly pictured?: boolean;
  /** Whether the post also holds the news of other sections (or a moderator's note): it is never deleted. */
  readonly shared?: boolean;
  /**
   * The embeds of its message before the section's own (a moderator's note, the sections that began
   * with it): every edit keeps them, so no news is ever edited away.
   */
  readonly earlier?: readonly APIEmbed[];
}

/** What the channel's rendering remembers between changes of one game. */
export interface ChannelMemory {
  /** The post of the section under way, and what it says so far. */
  readonly section: SectionPost | null;
  /** Whom the channel is told the game waits for, and since when (ISO). */
  readonly awaited: Readonly<Partial<Record<FactionId, string>>>;
  /** The live status message, a digest of what it shows, and the name of the board picture it carries. */
  readonly status: { readonly messageKey: string; readonly shown: string; readonly picture?: string } | null;
  /** Each faction's record so far, for the summary at the end. */
  readonly record: FactionRecords;
  /** Whether the ending has been posted. */
  readonly ended: boolean;
  /**
   * The short posts that pinged players newly awaited when no new post carried the mention (a bid
   * coming round again, the next faction to ship): each is deleted once those it pinged have acted,
   * or once a newer post names everyone awaited, so the channel keeps no ping-only posts.
   */
  readonly pingPosts?: readonly PingPost[];
}

/** A ping-only post still in the channel: its message and the factions it pinged. */
interface PingPost {
  readonly messageKey: string;
  readonly factions: readonly FactionId[];
}

/** A memory as stored: one written before the news's sections were so named calls its section `step`. */
export type StoredChannelMemory = ChannelMemory | (Omit<ChannelMemory, 'section'> & { readonly step: SectionPost | null });

const current = (stored: StoredChannelMemory): ChannelMemory => {
  if ('section' in stored) return stored;
  const { step, ...rest } = stored;
  return { ...rest, section: step };
};

export const EMPTY_CHANNEL_MEMORY: ChannelMemory = { section: null, awaited: {}, status: null, record: {}, ended: false, pingPosts: [] };

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

/** An embed stays well under Discord's 4,096 characters, so that a section's post can grow by edits. */
const SECTION_TEXT_LIMIT = 3500;

const mention = (seats: readonly DuneSeat[], f: FactionId): string => channelWords.seat(seats.find((s) => s.seat === f)?.userId, f);

const userOf = (seats: readonly DuneSeat[], f: FactionId): string[] => seats.filter((s) => s.seat === f).map((s) => s.userId);

/** "⏳ Waiting for @alice (Atreides). Bidding on card 2 of 6: … Deadline in 24 hours." — from the public view only. */
function waitingLine(view: PublicView, seats: readonly DuneSeat[], deadlines: ChannelInput['deadlines'], hold: string | null): string {
  if (view.phase === 'ended') return '';
  const expecting = withCommands(view.expecting, view.phase);
  const clock = hold ? seatClockWords.holdShown(hold) : shownDeadline(view, deadlines);
  return [
    channelWords.waiting(
      view.waitingFor.map((f) => mention(seats, f)),
      expecting,
    ),
    clock,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The earliest deadline of the seats the channel names. */
function shownDeadline(view: PublicView, deadlines: ChannelInput['deadlines']): string {
  const times = view.waitingFor.flatMap((f) => deadlines[f] ?? []).sort();
  return times[0] ? clockWords.deadline(new Date(times[0])) : '';
}

const embed = (title: string, lines: readonly string[], color: number): APIEmbed => ({
  title: truncate(title, LIMITS.embedTitle),
  // A section that has said nothing yet is its title alone (Discord refuses an empty description).
  ...(lines.length ? { description: truncate(lines.join('\n'), LIMITS.embedDescription) } : {}),
  color,
});

const colorOf = (events: readonly DuneEvent[]): number =>
  events.some((e) => e.type === 'game-won') ? COLORS.victory : events.some((e) => e.type === 'moderator-override') ? COLORS.moderator : COLORS.news;

/**
 * The board the news shows (the one recorded when the storm or Shipment and Movement ended, never
 * for a bid), and whether it pictures the section under way: recorded before any new section began, it
 * goes on that section's post, not on the next one's.
 */
function boardOf(events: readonly DuneEvent[]): { board: NonNullable<MessageBody['board']>; ownSection: boolean } | null {
  const at = newsPoint(events);
  if (!at) return null;
  const opening = events.findIndex(opensSection);
  const before = opening < 0 ? at : newsPoint(events.slice(0, opening));
  return { board: { view: at.view, ...pointPicture(at.turn, at.point) }, ownSection: before?.turn === at.turn && before.point === at.point };
}

/**
 * The channel's news of one change: at most one new post (the news of the sections that began, with
 * whose turn it is), an edit of the section post under way (its new lines), a short ping when someone
 * newly has to act and no new post carries the mention (deleted once they have acted), and an edit
 * of the live status. Later news of a section edits that section's post, so repetitive sections (bids,
 * passes, Nexus talk) stay one post.
 */
export function renderChannel(input: ChannelInput, stored: StoredChannelMemory): ChannelOutput {
  const memory = current(stored);
  const { seq, after, seats } = input;
  const messages: OutboxMessage[] = [];
  const at = input.before ?? after;
  const groups = sectionNews(input.events, { turn: at.turn, phase: at.phase });

  // Whom the game waits for now, since when, and who is newly awaited (pinged).
  const awaited: Partial<Record<FactionId, string>> = {};
  for (const f of after.waitingFor) awaited[f] = memory.awaited[f] ?? input.at;
  // Those deciding in secret are asked by DM, which notifies them: the channel names them without a ping.
  const newlyAwaited = after.waitingFor.filter((f) => memory.awaited[f] === undefined && !after.decidingInPrivate.includes(f));
  const footer = waitingLine(after, seats, input.deadlines, input.hold);

  const newPhase = input.before === null || input.events.some((e) => e.type === 'phase-started');
  const noticesSaid = newPhase && input.dmNotices.length > 0;
  const notice = noticesSaid ? channelWords.dmNotice(input.dmNotices) : '';

  // The section under way gets its new lines; a post that grew too long is continued in a new one.
  let section = memory.section;
  const continued = groups[0]?.section === null ? (groups.shift() as { events: DuneEvent[] }) : null;
  const fresh: { section: Section; news: SectionLines; color: number }[] = [];
  if (continued && section) {
    const more = addNews(section, continued.events);
    // Discord caps the characters of all embeds of a message together: the earlier ones count too.
    const room = Math.min(SECTION_TEXT_LIMIT, LIMITS.embedsTotal - embedsLength(section.earlier ?? []) - section.title.length);
    if (more.lines.join('\n').length > room)
      fresh.push({
        section: { key: section.key, title: channelWords.continued(section.title) },
        // A turn line under way is written anew, whole, in the continued post.
        news: addNews({ lines: [], ...(section.turn ? { turn: { ...section.turn, index: -1 } } : {}) }, continued.events),
        color: colorOf(continued.events),
      });
    else section = { ...section, lines: more.lines, turn: more.turn, footer };
  } else if (continued) {
    fresh.push({
      section: { key: `seq${seq}`, title: after.phase === 'setup' ? SETUP_HEADING : phaseHeading(at.turn, at.phaseTitle) },
      news: addNews({ lines: [] }, continued.events),
      color: colorOf(continued.events),
    });
  }
  for (const g of groups) fresh.push({ section: g.section as Section, news: addNews({ lines: [] }, g.events), color: colorOf(g.events) });
  // Everyone newly awaited is pinged, every time: a bid coming round again to the same player too.
  const ping = input.quiet ? [] : newlyAwaited.flatMap((f) => userOf(seats, f));
  const pictured = boardOf(input.events);
  // The picture of the section under way goes on its post; one of a section that began and ended in this change, on the new post.
  const boardHere = pictured?.ownSection && memory.section ? pictured.board : undefined;
  const board = pictured && !boardHere ? pictured.board : undefined;

  const posting = fresh.length > 0 || input.notes.length > 0;
  // The card up for bid carries its buttons (from the public view: every reader sees them); an
  // edit without them takes them off a post whose section is over. Built only for a post or an edit
  // that carries them: most changes of a section's post send neither.
  let made: { components?: ReturnType<typeof componentsFor> } | undefined;
  const components = () => {
    if (!made) {
      const buttons = componentsFor(input.gameId, after);
      made = buttons.length ? { components: buttons } : {};
    }
    return made;
  };
  // Someone newly has to act in the section under way, and nothing new is posted: the section's post
  // moves down, posted anew with its mention (an edit notifies nobody) and the old one deleted, so
  // the post to act on is the last one and the channel keeps no ping-only post. A post with a
  // picture, or the news of other sections too, stays where it is (its picture would be uploaded
  // again, the other news lost): a short ping goes below it.
  const moving =
    !posting && ping.length > 0 && !notice && memory.section !== null && section !== null && !memory.section.pictured && !memory.section.shared && !boardHere;
  // The section post under way: its new lines, and its whose-turn line (cleared when a new post takes over).
  if (memory.section && section && !moving) {
    const shown = posting ? '' : footer;
    if (section.lines.join('\n') !== memory.section.lines.join('\n') || shown !== memory.section.footer || boardHere)
      messages.push({
        key: `${seq}:edit`,
        kind: 'edit',
        target: memory.section.messageKey,
        body: {
          content: shown,
          embeds: [...(section.earlier ?? []), embed(section.title, section.lines, COLORS.news)],
          ...(boardHere ? { board: boardHere } : {}),
          ...(posting ? {} : components()),
        },
      });
    section = { ...section, footer: shown, ...(boardHere ? { pictured: true } : {}) };
  }

  if (moving && memory.section && section) {
    const messageKey = `${seq}:post`;
    messages.push(
      {
        key: messageKey,
        kind: 'post',
        target: input.channelId,
        body: { content: footer, embeds: [...(section.earlier ?? []), embed(section.title, section.lines, COLORS.news)], ping, ...components() },
      },
      { key: `${seq}:moved`, kind: 'delete', target: memory.section.messageKey, body: {} },
    );
    section = { ...section, messageKey, footer };
  } else if (posting) {
    const pieces = [
      ...(input.notes.length ? [{ title: channelWords.moderator, lines: input.notes, color: COLORS.moderator }] : []),
      ...fresh.flatMap((f) =>
        linesInPieces(f.news.lines).map((part, i) => ({ title: i ? channelWords.continued(f.section.title) : f.section.title, lines: part, color: f.color })),
      ),
    ];
    // Every piece of news is posted: as many messages as Discord's limits per message need.
    const posts = inMessages(pieces.map((p) => embed(p.title, p.lines, p.color)));
    const messageKey = `${seq}:post`;
    posts.forEach((embeds, i) => {
      const last = i === posts.length - 1;
      messages.push({
        key: last ? messageKey : `${seq}:post:${i}`,
        kind: 'post',
        target: input.channelId,
        body: last
          ? { content: truncate([footer, notice].filter(Boolean).join('\n'), LIMITS.content), embeds, ping, ...(board ? { board } : {}), ...components() }
          : { embeds },
      });
    });
    const lastFresh = fresh[fresh.length - 1];
    const lastPiece = pieces[pieces.length - 1];
    const earlier = (posts.at(-1) ?? []).slice(0, -1);
    if (lastFresh && lastPiece)
      section = {
        messageKey,
        key: lastFresh.section.key,
        title: lastPiece.title,
        lines: lastPiece.lines,
        // A turn line under way stays with its section while the section's news fits one piece.
        ...(lastPiece.lines.length === lastFresh.news.lines.length && lastFresh.news.turn ? { turn: lastFresh.news.turn } : {}),
        footer,
        earlier,
        ...(board ? { pictured: true } : {}),
        ...(earlier.length > 0 ? { shared: true } : {}),
      };
  } else if (ping.length > 0 || notice) {
    // Nobody is told by an edit: a short post carries the mention (or the notice).
    const text = ping.length
      ? channelWords.ping(
          newlyAwaited.map((f) => mention(seats, f)),
          withCommands(after.expecting, after.phase),
        )
      : '';
    messages.push({
      key: `${seq}:ping`,
      kind: 'post',
      target: input.channelId,
      body: { content: truncate([text, notice].filter(Boolean).join('\n'), LIMITS.content), ping },
    });
  }
  // A ping post has done its work once those it pinged have acted, or once a newer post names
  // everyone awaited (a new section's post, the ending): it goes, so the channel reads as news only.
  const superseded = posting || after.phase === 'ended';
  const pingPosts: PingPost[] = [];
  for (const p of memory.pingPosts ?? []) {
    if (superseded || !p.factions.some((f) => after.waitingFor.includes(f)))
      messages.push({ key: `${seq}:unping:${p.messageKey}`, kind: 'delete', target: p.messageKey, body: {} });
    else pingPosts.push(p);
  }
  // A notice is news: a post that carries one stays.
  if (!posting && !moving && ping.length > 0 && !notice)
    pingPosts.push({ messageKey: `${seq}:ping`, factions: newlyAwaited.filter((f) => userOf(seats, f).length > 0) });

  // The live status, edited in place when what it shows changed. A new board picture goes with it
  // under a coalesce key of its own, so that a later edit of the text alone (which keeps the
  // message's picture) cannot supersede it before it is sent.
  const { body: statusBody, shown } = liveStatus(input.before, after, seats, awaited, input.paused, input.deadlines, input.hold);
  const picture = pictured && pictured.board.name !== memory.status?.picture ? pictured.board : undefined;
  let status = memory.status;
  if (!status) {
    status = { messageKey: 'status', shown, ...(picture ? { picture: picture.name } : {}) };
    messages.push({ key: 'status', kind: 'post', target: input.channelId, body: { embeds: [statusBody], ...(picture ? { board: picture } : {}) } });
    messages.push({ key: 'status:pin', kind: 'pin', target: 'status', body: {} });
  } else if (status.shown !== shown || picture) {
    status = { ...status, shown, ...(picture ? { picture: picture.name } : {}) };
    messages.push({
      key: `${seq}:status`,
      kind: 'edit',
      target: status.messageKey,
      coalesce: picture ? 'status-picture' : 'status',
      holdMs: STATUS_HOLD_MS,
      body: { embeds: [statusBody], ...(picture ? { board: picture } : {}) },
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

  return { messages, memory: { section, awaited, status, record, ended: memory.ended || input.ending !== null, pingPosts }, noticesSaid };
}

/** What an embed counts towards Discord's cap on all embeds of a message. */
const embedsLength = (embeds: readonly APIEmbed[]): number => embeds.reduce((n, e) => n + (e.title?.length ?? 0) + (e.description?.length ?? 0), 0);

/** A section's lines cut into pieces that each fit one embed, in order. */
function linesInPieces(lines: readonly string[]): string[][] {
  const pieces: string[][] = [[]];
  for (const line of lines) {
    const current = pieces[pieces.length - 1] as string[];
    if (current.length && [...current, line].join('\n').length > SECTION_TEXT_LIMIT) pieces.push([line]);
    else current.push(line);
  }
  return pieces;
}

/** Embeds grouped into messages, in order, each within Discord's limits on a message's embeds. */
function inMessages(embeds: readonly APIEmbed[]): APIEmbed[][] {
  const messages: APIEmbed[][] = [[]];
  for (const e of embeds) {
    const current = messages[messages.length - 1] as APIEmbed[];
    if (current.length && (current.length === LIMITS.embedsPerMessage || embedsLength([...current, e]) > LIMITS.embedsTotal)) messages.push([e]);
    else current.push(e);
  }
  return messages;
}
