import type { DuneEvent, FactionId, SeatView } from '../../dune';
import { factionName } from '../../dune/data/factions';
import { LIMITS } from '../discord-limits';
import { presentEvent } from '../presenters/events';
import { COLORS } from '../presenters/posts';
import { changedSecrets, factLines } from '../presenters/secrets';
import type { OutboxMessage } from './message';

/**
 * Everything one player's DMs are rendered from: that seat's own views and the events it may read
 * alone. Nothing of another seat can reach them.
 */
export interface SeatInput {
  readonly seat: FactionId;
  readonly userId: string;
  readonly channelId: string;
  readonly seq: number;
  /** The seat's view before the change; null at the start of the game (every secret is new). */
  readonly before: SeatView | null;
  readonly after: SeatView;
  /** The events only this seat (and perhaps others) may read: never the public ones. */
  readonly events: readonly DuneEvent[];
}

/** The DM of the phase under way: one message per phase, edited as the phase goes on. */
export interface DmMemory {
  /** Whose DMs hold the message: a seat handed to another player starts anew. */
  readonly userId: string;
  readonly messageKey: string;
  readonly heading: string;
  readonly lines: readonly string[];
}

/** A DM message stays well under Discord's 4,096 characters, so it can grow by edits. */
const DM_TEXT_LIMIT = 3500;

const headingOf = (v: SeatView): string => (v.phase === 'setup' ? 'Setup' : v.phase === 'ended' ? 'The end' : `Turn ${v.turn} · ${v.phaseTitle}`);

/** What the seat learns from the change: its private events, then what changed behind its shield. */
export function privateNews(input: Pick<SeatInput, 'before' | 'after' | 'events'>): string[] {
  const facts = changedSecrets(input.before, input.after);
  return [...input.events.map(presentEvent), ...factLines(facts)];
}

function body(seat: FactionId, channelId: string, heading: string, lines: readonly string[]) {
  return {
    embeds: [
      {
        title: `Dune · ${factionName(seat)} · ${heading}`,
        description: [...lines, '', `Game in <#${channelId}> · \`/hand\` shows all your secrets`].join('\n').slice(0, LIMITS.embedDescription),
        color: COLORS.secret,
      },
    ],
  };
}

/**
 * One player's DMs for a change: the ledger of the phase under way, edited while the phase goes on;
 * a new message (which notifies) when a phase begins, when the game newly waits for this seat's
 * secret decision, or when the message is full.
 */
export function renderDm(input: SeatInput, memory: DmMemory | null): { messages: OutboxMessage[]; memory: DmMemory | null } {
  const lines = privateNews(input);
  const newlyAwaited = input.after.awaited && !input.before?.awaited && !input.after.waitingFor.includes(input.seat);
  if (newlyAwaited) lines.push(`⏳ The game waits for your decision. ${input.after.expecting}`);
  if (lines.length === 0) return { messages: [], memory };
  const heading = headingOf(input.after);
  const grows =
    memory !== null &&
    memory.userId === input.userId &&
    memory.heading === heading &&
    !newlyAwaited &&
    [...memory.lines, ...lines].join('\n').length <= DM_TEXT_LIMIT;
  if (grows) {
    const all = [...memory.lines, ...lines];
    return {
      messages: [
        { key: `${input.seq}:dm-edit:${input.seat}`, kind: 'dm-edit', target: memory.messageKey, body: body(input.seat, input.channelId, heading, all) },
      ],
      memory: { ...memory, lines: all },
    };
  }
  const messageKey = `${input.seq}:dm:${input.seat}`;
  return {
    messages: [{ key: messageKey, kind: 'dm', target: input.userId, body: body(input.seat, input.channelId, heading, lines) }],
    memory: { userId: input.userId, messageKey, heading, lines },
  };
}
