import {
  boardView,
  type Decision,
  decisionsFor,
  type DuneEvent,
  type DuneGameState,
  endOfGameKey,
  endOfGameReveal,
  eventsFor,
  type FactionId,
  viewsOf,
} from '../../dune';
import type { DuneSeat } from '../context';
import { EMPTY_CHANNEL_MEMORY, renderChannel, type StoredChannelMemory } from './channel';
import { type DmMemory, renderDm } from './dms';
import { decisionRows } from '../components/decision-rows';
import type { OutboxMessage } from './message';
import { seatNews } from './seat-change';

/** What the news of one game remembers between changes (stored with the game, beside its log). */
export interface NewsMemory {
  readonly channel: StoredChannelMemory;
  readonly dms: Readonly<Partial<Record<FactionId, DmMemory>>>;
  /** Players whose DMs failed and who have not yet been named in the channel. */
  readonly dmNotices: readonly string[];
}

export const EMPTY_NEWS_MEMORY: NewsMemory = { channel: EMPTY_CHANNEL_MEMORY, dms: {}, dmNotices: [] };

/** One change of a game, as the bot tells it. */
export interface ChangeToTell {
  /** The game's id: the bidding post's buttons name it. */
  readonly gameId: string;
  readonly channelId: string;
  readonly seats: readonly DuneSeat[];
  readonly seq: number;
  readonly at: Date;
  /** Null when the game has just started. */
  readonly before: DuneGameState | null;
  readonly after: DuneGameState;
  readonly events: readonly DuneEvent[];
  readonly notes?: readonly string[];
  readonly paused?: boolean;
  readonly quiet?: boolean;
  /** Each awaited seat's deadline (ISO), where the news shows one (docs/deadlines.md). */
  readonly deadlines?: Readonly<Partial<Record<FactionId, string>>>;
  /** The reason of the hold stopping the clocks, if any. */
  readonly hold?: string | null;
  /** The host or a moderator ended the game: its secrets may be revealed though nobody won. */
  readonly endedByHost?: boolean;
}

function endingOf(change: ChangeToTell) {
  const reveal = endOfGameReveal(change.after, change.endedByHost ?? false);
  return reveal ? { board: boardView(change.after), reveal, key: endOfGameKey(change.after, change.endedByHost ?? false) } : null;
}

/**
 * Everything the bot says about a change, as outbox rows, and what it remembers afterwards. Pure
 * and deterministic: it runs inside the transaction that stores the change. The channel's part is
 * rendered from the public views and events only, each player's DMs from that seat's views and
 * events only (docs/secrecy.md).
 */
export function renderChange(change: ChangeToTell, memory: NewsMemory): { messages: OutboxMessage[]; memory: NewsMemory } {
  const at = change.at.toISOString();
  const channel = renderChannel(
    {
      gameId: change.gameId,
      channelId: change.channelId,
      seq: change.seq,
      at,
      seats: change.seats,
      before: change.before ? viewsOf(change.before).public : null,
      after: viewsOf(change.after).public,
      events: eventsFor(change.events, 'public'),
      notes: change.notes ?? [],
      paused: change.paused ?? false,
      quiet: change.quiet ?? false,
      deadlines: change.deadlines ?? {},
      hold: change.hold ?? null,
      dmNotices: memory.dmNotices,
      ending: endingOf(change),
    },
    memory.channel,
  );
  const messages = [...channel.messages];
  const dms: Partial<Record<FactionId, DmMemory>> = { ...memory.dms };
  const seated = viewsOf(change.after).public.factions;
  for (const { seat, userId } of change.seats) {
    if (!seated.some((x) => x.faction === seat)) continue;
    const after = seatNews(change.after, seat);
    // Finding a seat's decisions tries its moves through the rules: done once, and only when its DM needs them.
    let found: readonly Decision[] | undefined;
    const decisions = () => {
      found ??= decisionsFor(change.after, seat);
      return found;
    };
    const dm = renderDm(
      {
        seat,
        userId,
        channelId: change.channelId,
        seq: change.seq,
        before: change.before ? seatNews(change.before, seat) : null,
        after,
        events: eventsFor(change.events, seat),
        deadline: change.deadlines?.[seat] ?? null,
        components: () => decisionRows(change.gameId, change.after, seat, undefined, [], decisions()),
        decisions: () =>
          decisions()
            .filter((d) => !d.anytime)
            .map((d) => d.label),
      },
      memory.dms[seat] ?? null,
    );
    messages.push(...dm.messages);
    if (dm.memory) dms[seat] = dm.memory;
  }
  return { messages, memory: { channel: channel.memory, dms, dmNotices: channel.noticesSaid ? [] : memory.dmNotices } };
}
