import { type DuneAction, type DuneGameState, publicView } from '../dune';
import { factionName } from '../dune/data/factions';
import type { GameError } from '../engine/result';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { tell } from './news/tell';
import { privateLines } from './presenters/dm';
import { waitingLine } from './waiting';

/** A player's action as it arrived from Discord. */
export interface ActRequest {
  readonly channelId: string;
  readonly userId: string;
  /** The Discord interaction: a redelivered interaction is applied once. */
  readonly interactionId: string;
  readonly action: DuneAction;
}

/** Errors whose answer should also say, with mentions, whose move it is. */
const WHOSE_MOVE = new Set(['not-your-turn', 'wrong-phase', 'unknown-action']);

/**
 * Seat check → apply (with the interaction id and its news, see `tell`). Returns the ephemeral answer for the
 * player: the engine's own message when the action is refused (nothing changed then).
 */
export async function act(bot: BotContext, request: ActRequest): Promise<string> {
  const live = await bot.store.findActiveGameByChannel(request.channelId);
  if (!live) return 'There is no game in this channel. Start one with `/game create`, or go to the channel of your game.';
  return bot.queue.run(live.id, async () => {
    const loaded = await bot.store.load(live.id);
    if (!loaded.ok) return `❌ ${loaded.error.message}`;
    const { game, seats, state } = loaded.value;
    const refusal = statusRefusal(game);
    if (refusal) return refusal;
    const seat = seats.find((s) => s.userId === request.userId);
    if (!seat) return notSeated(seats);
    // The news is rendered and stored with the action, in its transaction (the outbox): a crash
    // after the commit loses none of it, and the deliverer sends it in order.
    const applied = await bot.store.apply(
      game.id,
      { actor: { kind: 'seat', seat: seat.seat }, action: request.action, interactionId: request.interactionId, userId: request.userId },
      tell(),
    );
    if (!applied.ok) return refused(applied.error, state, seats);
    if (applied.value.duplicate) return 'This command was already applied (Discord delivered it twice); nothing more was done.';
    const change = { before: state, after: applied.value.state, events: applied.value.events };
    await finishIfOver(bot, game, applied.value.state);
    bot.wake();
    // DMs known to fail (closed at the last delivery): the answer carries the secrets and says why.
    const dmsClosed = bot.dmsClosed.has(request.userId);
    if (dmsClosed) bot.missedDms.delete(request.userId);
    return confirmation(
      request.action,
      privateLines(change, seat.seat),
      dmsClosed ? '📪 I could not DM you (your DMs are closed), so here is what only you may know:' : null,
    );
  });
}

/** Why a game in this state takes no actions, or null when it does. */
function statusRefusal(game: DuneGame): string | null {
  if (game.status === 'lobby') return 'The game has not started yet: join with `/game join`, then `/game start`.';
  if (game.status === 'paused') return '⏸️ The game is paused by a moderator; no actions are accepted until `/mod resume`.';
  return null;
}

export function notSeated(seats: readonly DuneSeat[]): string {
  const table = seats.map((s) => `${factionName(s.seat)} <@${s.userId}>`).join(', ');
  return `You are not seated in this game, so you cannot act in it. Seated: ${table || 'nobody'}. A moderator can hand you a seat with \`/mod replace-player\`.`;
}

function refused(error: GameError, state: DuneGameState, seats: readonly DuneSeat[]): string {
  const whose = WHOSE_MOVE.has(error.code) ? waitingLine(state, seats, 'Whose move:') : null;
  return [`❌ ${error.message}`, whose].filter(Boolean).join('\n');
}

/**
 * The game ended with this action: the channel is free for a new game. The ending post went out
 * with the action's news; this write (an audit entry, so that its rows have keys of their own)
 * tells what changes with the status, usually nothing.
 */
export async function finishIfOver(bot: BotContext, game: DuneGame, state: DuneGameState): Promise<void> {
  if (publicView(state).phase !== 'ended') return;
  const system = { kind: 'system' as const };
  const finished = await bot.store.setStatus(game.id, 'finished', { actor: system, userId: bot.client.user?.id ?? 'bot', reason: 'the game ended' }, tell());
  if (!finished.ok) bot.log.warn(`Game ${game.id} ended but could not be marked finished: ${finished.error.message}`);
}

/** "Done", then the player's own secrets from this action (ephemeral: only they see it), after a note if any. */
function confirmation(action: DuneAction, secrets: readonly string[], note: string | null): string {
  return [`✅ \`/${action.do}\` done.`, ...(note ? [note] : []), ...secrets].join('\n');
}
