import { type DuneAction, type DuneGameState, publicView } from '../dune';
import type { GameError } from '../engine/result';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { ALREADY_APPLIED, DMS_CLOSED_HERE, NOT_STARTED, PAUSED } from './text/live-game';
import { channelWords } from './text/channel';
import { tell } from './news/tell';
import { duneResult } from './stats/dune-result';
import { privateLines } from './news/dm-lines';
import { waitingLine } from './waiting';
import { typed } from './command-groups';
import { type Asker, findGame, notSeated } from './live-game';

/** A player's action as it arrived from Discord: a typed command or a click. */
export interface ActRequest extends Asker {
  /** The Discord interaction: a redelivered interaction is applied once. */
  readonly interactionId: string;
  readonly action: DuneAction;
  /** Checked on the state the action would apply to, before applying: why it no longer applies (a passed choice), or null. */
  readonly precondition?: (game: DuneGame, state: DuneGameState) => string | null;
}

/** Errors whose answer should also say, with mentions, whose move it is. */
const WHOSE_MOVE = new Set(['not-your-turn', 'wrong-phase', 'unknown-action']);

/** What `act` did: the answer for the player, and the game after, when the action was applied. */
export interface Acted {
  readonly answer: string;
  /** Whether the action went into the log now. */
  readonly applied: boolean;
  /** The game as it is after the answer (changed or not), for the seat's next choices; null when there was no seated game. */
  readonly now: { readonly game: DuneGame; readonly seat: DuneSeat; readonly state: DuneGameState } | null;
}

/**
 * One walk from the interaction to the store and back: the game found once (or as the router
 * found it), then judged and changed in one pass of the store's queue for it — the seat, pause and
 * precondition checked on the very state the action applies to, the action, its news and, when
 * it ends the game, the end and the result written in one transaction. Returns the ephemeral
 * answer for the player: the engine's own message when the action is refused (nothing changed then).
 */
export async function act(bot: BotContext, request: ActRequest): Promise<Acted> {
  const found = await findGame(bot, request);
  if (typeof found === 'string') return { answer: found, applied: false, now: null };
  if (found.status === 'lobby') return { answer: NOT_STARTED, applied: false, now: null };
  const played = await bot.store.play<string>(
    found.id,
    {
      interactionId: request.interactionId,
      userId: request.userId,
      judge: ({ game, seats, state }) => {
        if (game.status === 'paused') return { refused: PAUSED };
        const seat = seats.find((s) => s.userId === request.userId);
        if (!seat) return { refused: notSeated(seats) };
        const passed = request.precondition?.(game, state);
        return passed ? { refused: passed } : { actor: { kind: 'seat', seat: seat.seat }, action: request.action };
      },
    },
    // The news is rendered and stored with the action, in its transaction (the outbox): a crash
    // after the commit loses none of it, and the deliverer sends it in order.
    { ...tell(), ...duneEnd },
  );
  if (!played.ok) return { answer: `❌ ${played.error.message}`, applied: false, now: null };
  const { judged, outcome } = played.value;
  const { game, seats, state } = judged;
  const seat = seats.find((s) => s.userId === request.userId);
  const unchanged = seat && game.status !== 'paused' ? { game, seat, state } : null;
  if ('refused' in outcome) return { answer: outcome.refused, applied: false, now: unchanged };
  if (!outcome.ok) return { answer: refused(outcome.error, state, seats), applied: false, now: unchanged };
  const applied = outcome.value;
  if (applied.duplicate)
    return {
      answer: ALREADY_APPLIED,
      applied: false,
      now: unchanged && { ...unchanged, state: applied.state },
    };
  // Applied: the judge found the seat on this very game.
  if (!seat) return { answer: notSeated(seats), applied: false, now: null };
  const change = { before: state, after: applied.state, events: applied.events };
  bot.wake();
  // DMs known to fail (closed at the last delivery): the answer carries the secrets and says why.
  const dmsClosed = bot.dmsClosed.has(request.userId);
  if (dmsClosed) bot.missedDms.delete(request.userId);
  const answer = confirmation(typed(request.action.do, publicView(state).phase), privateLines(change, seat.seat), dmsClosed ? DMS_CLOSED_HERE : null);
  return { answer, applied: true, now: { game, seat, state: applied.state } };
}

function refused(error: GameError, state: DuneGameState, seats: readonly DuneSeat[]): string {
  const whose = WHOSE_MOVE.has(error.code) ? waitingLine(state, seats, channelWords.whoseMove) : null;
  return [`❌ ${error.message}`, whose].filter(Boolean).join('\n');
}

/**
 * A Dune game ends with the action that reaches its end phase: that action's own write makes it
 * finished (the channel free for a new game) and stores its result (docs/stats.md).
 */
export const duneEnd = { over: (state: DuneGameState) => publicView(state).phase === 'ended', result: duneResult } as const;

/** "Done" (with the command that types the action), then the player's own secrets from this action (ephemeral: only they see it), after a note if any. */
function confirmation(command: string, secrets: readonly string[], note: string | null): string {
  return [`✅ \`${command}\` done.`, ...(note ? [note] : []), ...secrets].join('\n');
}
