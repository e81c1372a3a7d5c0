import { type DuneAction, type DuneGameState, publicView } from '../dune';
import type { GameError } from '../engine/result';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { tell } from './news/tell';
import { duneResult } from './stats/dune-result';
import { privateLines } from './presenters/dm';
import { waitingLine } from './waiting';
import { typed } from './command-groups';
import { type Asker, withLiveGame } from './live-game';

/** A player's action as it arrived from Discord: a typed command or a click. */
export interface ActRequest extends Asker {
  /** The Discord interaction: a redelivered interaction is applied once. */
  readonly interactionId: string;
  readonly action: DuneAction;
  /** Checked in the game's queue before applying: why the action no longer applies (a passed choice), or null. */
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
 * Seat check → apply (with the interaction id and its news, see `tell`). Returns the ephemeral answer for the
 * player: the engine's own message when the action is refused (nothing changed then).
 */
export async function act(bot: BotContext, request: ActRequest): Promise<Acted> {
  const done = await withLiveGame<Acted>(bot, request, { started: true, unpaused: true, seated: true, queued: true }, async ({ game, seats, state, seat }) => {
    const mine = seat as DuneSeat;
    const unchanged = { game, seat: mine, state };
    const passed = request.precondition?.(game, state);
    if (passed) return { answer: passed, applied: false, now: unchanged };
    // The news is rendered and stored with the action, in its transaction (the outbox): a crash
    // after the commit loses none of it, and the deliverer sends it in order.
    const applied = await bot.store.apply(
      game.id,
      { actor: { kind: 'seat', seat: mine.seat }, action: request.action, interactionId: request.interactionId, userId: request.userId },
      tell(),
    );
    if (!applied.ok) return { answer: refused(applied.error, state, seats), applied: false, now: unchanged };
    if (applied.value.duplicate)
      return {
        answer: 'This command was already applied (Discord delivered it twice); nothing more was done.',
        applied: false,
        now: { ...unchanged, state: applied.value.state },
      };
    const change = { before: state, after: applied.value.state, events: applied.value.events };
    await finishIfOver(bot, game, applied.value.state);
    bot.wake();
    // DMs known to fail (closed at the last delivery): the answer carries the secrets and says why.
    const dmsClosed = bot.dmsClosed.has(request.userId);
    if (dmsClosed) bot.missedDms.delete(request.userId);
    const answer = confirmation(
      typed(request.action.do, publicView(state).phase),
      privateLines(change, mine.seat),
      dmsClosed ? '📪 I could not DM you (your DMs are closed), so here is what only you may know:' : null,
    );
    return { answer, applied: true, now: { game, seat: mine, state: applied.value.state } };
  });
  return typeof done === 'string' ? { answer: done, applied: false, now: null } : done;
}

function refused(error: GameError, state: DuneGameState, seats: readonly DuneSeat[]): string {
  const whose = WHOSE_MOVE.has(error.code) ? waitingLine(state, seats, 'Whose move:') : null;
  return [`❌ ${error.message}`, whose].filter(Boolean).join('\n');
}

/**
 * The game ended with this action: the channel is free for a new game. The ending post went out
 * with the action's news; this write (an audit entry, so that its rows have keys of their own)
 * tells what changes with the status, usually nothing, and stores the game's result.
 */
export async function finishIfOver(bot: BotContext, game: DuneGame, state: DuneGameState): Promise<void> {
  if (publicView(state).phase !== 'ended') return;
  const system = { kind: 'system' as const };
  const finished = await bot.store.setStatus(
    game.id,
    'finished',
    { actor: system, userId: bot.client.user?.id ?? 'bot', reason: 'the game ended' },
    { ...tell(), result: duneResult },
  );
  if (!finished.ok) bot.log.warn(`Game ${game.id} ended but could not be marked finished: ${finished.error.message}`);
}

/** "Done" (with the command that types the action), then the player's own secrets from this action (ephemeral: only they see it), after a note if any. */
function confirmation(command: string, secrets: readonly string[], note: string | null): string {
  return [`✅ \`${command}\` done.`, ...(note ? [note] : []), ...secrets].join('\n');
}
