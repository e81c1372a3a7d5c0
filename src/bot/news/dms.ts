import type { DuneEvent, FactionId } from '../../dune';
import type { SeatNews } from './seat-change';
import { LIMITS } from '../discord-limits';
import { dmLines } from './dm-lines';
import { COLORS } from '../colors';
import type { Row } from '../components/rows';
import type { OutboxMessage } from './message';
import { clockWords } from '../text/clock';
import { dmWords } from '../text/dm';

/**
 * Everything one player's DMs are rendered from: that seat's own views and the events it may read
 * alone. Nothing of another seat can reach them.
 */
export interface SeatInput {
  readonly seat: FactionId;
  readonly userId: string;
  readonly channelId: string;
  readonly seq: number;
  /** The seat's view before the change (what its DM reads of it); null at the start of the game (every secret is new). */
  readonly before: SeatNews | null;
  readonly after: SeatNews;
  /** The events this seat may read: the public ones (causes of its ledger lines) and its own. */
  readonly events: readonly DuneEvent[];
  /** When the decision asked of the seat runs out (ISO), if the game has a deadline for it. */
  readonly deadline?: string | null;
  /** The seat's decision buttons, from its own choices: carried while it decides in private (made only then: finding them takes a search). */
  readonly components: () => readonly Row[];
  /** What the seat is asked now, as its buttons say it ("Keep a traitor"), its choices taken at any time left out. */
  readonly decisions: () => readonly string[];
}

/**
 * Whether the game waits for the seat's decision in private: a decision only it is asked (a
 * Weather Control it holds) or a secret one (its battle plan, its dial, its traitor). It is asked
 * here, in its DMs, with its buttons; the channel names it without a ping.
 */
const decidesHere = ({ public: v, own }: SeatNews): boolean => own.awaited && (!v.waitingFor.includes(own.you) || v.decidingInPrivate.includes(own.you));

/** The DM of the phase under way: one message per phase, edited as the phase goes on. */
export interface DmMemory {
  /** Whose DMs hold the message: a seat handed to another player starts anew. */
  readonly userId: string;
  readonly messageKey: string;
  readonly heading: string;
  readonly lines: readonly string[];
  /** Whether the message carries decision buttons or the waiting line (absent in memories stored before buttons: none). */
  readonly buttons?: boolean;
  /** The decisions its waiting line names: once made, a message with no other line says they were (absent in older memories). */
  readonly asked?: readonly string[];
}

/** A DM message stays well under Discord's 4,096 characters, so it can grow by edits. */
const DM_TEXT_LIMIT = 3500;

const turnOf = (v: SeatNews): string => dmWords.heading(v.public.phase, v.public.turn);

/** A phase heading among the lines ("**Turn 3 · Bidding**"): the ledger groups its lines under them. */
const isHeading = (line: string): boolean => /^\*\*.+\*\*$/.test(line);

/** The lines to add to a message that already holds `held`: a heading it ends under is not repeated. */
function continuing(held: readonly string[], lines: readonly string[]): string[] {
  const last = held.findLast(isHeading);
  return lines[0] === last ? lines.slice(1) : [...lines];
}

/**
 * The line under a DM while the game waits for its reader: only their own decisions (the phase's
 * sentence names everyone's). Never stored among the lines, so it goes with the buttons once decided.
 */
function waitingLine(decisions: readonly string[], deadline: string | null): string {
  const shown = [...new Set(decisions)];
  const line = dmWords.waiting(shown);
  return deadline ? `${line}\n${clockWords.dmDeadline(new Date(deadline))}` : line;
}

function body(seat: FactionId, channelId: string, heading: string, lines: readonly string[], components: readonly Row[], waiting: string | null = null) {
  return {
    // An edit without them takes the buttons off once the decision is made.
    components,
    embeds: [
      {
        title: dmWords.title(seat, heading),
        description: [...lines, ...(waiting ? [waiting] : []), '', dmWords.footer(channelId)].join('\n').slice(0, LIMITS.embedDescription),
        color: COLORS.secret,
      },
    ],
  };
}

/**
 * One player's DMs for a change: one message per turn, its ledger growing by edits while the turn
 * goes on (the ledger's phase headings inside it); a new message (which notifies) when a turn
 * begins, when the game newly waits for this seat's secret decision, or when the message is full.
 */
export function renderDm(input: SeatInput, memory: DmMemory | null): { messages: OutboxMessage[]; memory: DmMemory | null } {
  const lines = dmLines({ seat: input.seat, before: input.before, after: input.after, events: input.events });
  const asked = decidesHere(input.after);
  const newlyAwaited = asked && !(input.before && decidesHere(input.before));
  const ours = memory !== null && memory.userId === input.userId;
  // Buttons of a decision that is no longer awaited come off the message that carries them; a
  // message that held nothing else says the decision was made rather than go blank.
  const unbutton = (m: DmMemory): OutboxMessage => ({
    key: `${input.seq}:dm-edit:${input.seat}:done`,
    kind: 'dm-edit',
    target: m.messageKey,
    body: body(input.seat, input.channelId, m.heading, m.lines.length > 0 ? m.lines : [dmWords.decided(m.asked ?? [])], []),
  });
  if (lines.length === 0 && !newlyAwaited)
    return ours && memory.buttons && !asked ? { messages: [unbutton(memory)], memory: { ...memory, buttons: false } } : { messages: [], memory };
  const heading = turnOf(input.after);
  const buttons = asked ? input.components() : [];
  const decisions = asked ? input.decisions() : [];
  const waiting = asked ? waitingLine(decisions, input.deadline ?? null) : null;
  const added = memory ? continuing(memory.lines, lines) : lines;
  if (ours && memory.heading === heading && !newlyAwaited && [...memory.lines, ...added].join('\n').length <= DM_TEXT_LIMIT) {
    const all = [...memory.lines, ...added];
    return {
      messages: [
        {
          key: `${input.seq}:dm-edit:${input.seat}`,
          kind: 'dm-edit',
          target: memory.messageKey,
          body: body(input.seat, input.channelId, heading, all, buttons, waiting),
        },
      ],
      memory: { ...memory, lines: all, buttons: buttons.length > 0 || asked, asked: decisions },
    };
  }
  const messageKey = `${input.seq}:dm:${input.seat}`;
  return {
    messages: [
      ...(ours && memory.buttons ? [unbutton(memory)] : []),
      { key: messageKey, kind: 'dm', target: input.userId, body: body(input.seat, input.channelId, heading, lines, buttons, waiting) },
    ],
    memory: { userId: input.userId, messageKey, heading, lines, buttons: buttons.length > 0 || asked, asked: decisions },
  };
}
