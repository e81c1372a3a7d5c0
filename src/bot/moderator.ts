import { type DuneAction, eventsFor, type FactionId } from '../dune';
import { duneEnd } from './act';
import type { Reply } from './command';
import type { UndoId } from './components/undo-id';
import { type Asker, findGame, type LiveGame, withLiveGame } from './live-game';
import { checkPosting } from './delivery/posting-permissions';
import { resumedWithoutPosting, resumeRefusedChannelGone } from './text/troubles';
import type { BotContext, DuneGame, DuneLogEntry } from './context';
import { type ModeratorRequest, moderatorAudit } from './moderator-request';
import { tell } from './news/tell';
import { presentEvent } from './text/events';
import { UNDO_ALREADY_APPLIED, undoNote, undone } from './text/undo';
import { moderatorNote } from './text/moderator-note';
import { moderatorWords } from './text/moderator';
import { effectiveActions } from '../engine/log';
import { confirmRefusal, type Told, undoPreview } from './undo-preview';

/** Who asks for an override, where, and why. */
export interface ModRequest extends Asker, ModeratorRequest {}

type Loaded = LiveGame;

/**
 * Runs `work` with the channel's game loaded; an answer string when there is none. Each write
 * `work` makes is judged again by the store on the game as it is then (an undo only if the log
 * still ends where its preview did).
 */
function withGame<R = string>(bot: BotContext, r: ModRequest, work: (g: Loaded) => Promise<R | string>): Promise<R | string> {
  return withLiveGame(bot, r, { started: true }, work);
}

/** What the table was told of a logged Dune action: its public events, as `/game log` shows them. */
const told: Told<DuneLogEntry> = (entry) => eventsFor(entry.events, 'public').map((e) => presentEvent(e));

/** The preview of undoing the last `count` actions of `game`, from its log as it is now. */
const preview = async (bot: BotContext, game: DuneGame, count: number, reason: string) => undoPreview(game, await bot.store.log(game.id), told, count, reason);

/** `/mod undo`: shows what undoing the last `count` actions would take back; its Confirm button undoes it (confirmUndo). */
export function previewUndo(bot: BotContext, r: ModRequest, count: number): Promise<Reply> {
  return withGame<Reply>(bot, r, ({ game }) => preview(bot, game, count, r.reason));
}

/**
 * Confirm undo, clicked on a preview (`r.reason` read back from it): takes back the actions the
 * preview showed, in one store transaction with its audit entry and announcement — unless the
 * game's log has moved on since, when a fresh preview is shown instead. A redelivered click is
 * applied once (the store knows its interaction id).
 */
export function confirmUndo(bot: BotContext, r: ModRequest, id: UndoId): Promise<Reply> {
  return withGame<Reply>(bot, r, async ({ game }) => {
    const refused = await confirmRefusal(game, id, r.reason, () => preview(bot, game, id.count, r.reason));
    if (refused !== null) return refused;
    // The table hears of the actions it was told of only: a count of private ones would tell it they happened.
    const taken = effectiveActions(await bot.store.log(game.id)).slice(-id.count);
    const notes = [moderatorNote(r, undoNote(taken.filter((entry) => told(entry).length > 0).length))];
    const applied = await bot.store.undo(game.id, { ...moderatorAudit(r), count: id.count, expectedHeadSeq: id.seq }, tell({ notes }));
    if (!applied.ok) return `❌ ${applied.error.message}`;
    if (applied.value.duplicate) return UNDO_ALREADY_APPLIED;
    bot.wake();
    return undone(id.count);
  });
}

/** `/mod set …`: an engine moderator action (set-spice, set-forces, …), announced without secrets. */
export function override(bot: BotContext, r: ModRequest, action: DuneAction): Promise<string> {
  return withGame(bot, r, async ({ game }) => {
    const { actor, userId, interactionId } = moderatorAudit(r);
    const applied = await bot.store.apply(game.id, { actor, action, interactionId, userId }, { ...tell(), ...duneEnd });
    if (!applied.ok) return `❌ ${applied.error.message}`;
    if (applied.value.duplicate) return moderatorWords.overrideAgain;
    bot.wake();
    return moderatorWords.overridden(action.do);
  });
}

/** `/mod replace-player`: hands a seat to another member, who gets the seat's secrets by DM. */
export function replacePlayer(bot: BotContext, r: ModRequest, faction: FactionId, newUser: { readonly id: string; readonly bot: boolean }): Promise<string> {
  const newUserId = newUser.id;
  return withGame(bot, r, async ({ game, seats }) => {
    if (newUser.bot) return moderatorWords.botAccount(newUserId);
    const held = seats.find((s) => s.userId === newUserId);
    if (held) return moderatorWords.alreadySeated(newUserId, held.seat);
    const old = seats.find((s) => s.seat === faction);
    const notes = [moderatorNote(r, moderatorWords.handedOver(faction, old?.userId ?? null, newUserId))];
    const replaced = await bot.store.replaceSeat(game.id, faction, newUserId, moderatorAudit(r), tell({ notes, handedOver: faction }));
    if (!replaced.ok) return `❌ ${replaced.error.message}`;
    bot.wake();
    return moderatorWords.seatHandedOver;
  });
}

/** `/mod pause` and `/mod resume`: a paused game refuses every action until resumed. */
export function setPaused(bot: BotContext, r: ModRequest, paused: boolean): Promise<string> {
  return withGame(bot, r, async ({ game }) => {
    // A game resumed where the bot cannot post would pause again at once: refused, saying why.
    const posting = paused ? null : await checkPosting(bot.client, game.channelId);
    if (posting?.gone) return `❌ ${resumeRefusedChannelGone(game.channelId)}`;
    const what = moderatorWords.paused(paused);
    const changed = await bot.store.setStatus(game.id, paused ? 'paused' : 'active', moderatorAudit(r), tell({ notes: [moderatorNote(r, what)] }));
    if (!changed.ok) return `❌ ${changed.error.message}`;
    // A game paused because its channel was lost holds its news back too; resuming sends it.
    if (!paused) {
      const resumed = await bot.store.resumeOutbox(game.id);
      if (!resumed.ok) return `❌ ${resumed.error.message}`;
    }
    bot.wake();
    const lacking = posting && !posting.gone && posting.missing.length ? `\n${resumedWithoutPosting(posting.missing)}` : '';
    return `${moderatorWords.pausedAnswer(paused)}${lacking}`;
  });
}

/**
 * `/mod status`: the game's outbox, for moderators: how much is still to be sent and since when,
 * whether it is held back, and every message that could never be sent (a DM names only its player).
 */
export async function outboxStatus(bot: BotContext, request: ModRequest): Promise<string> {
  const live = await findGame(bot, request);
  if (typeof live === 'string') return moderatorWords.noGameHere;
  const report = await bot.store.outboxReport(live.id, bot.now());
  if (!report.ok) return `❌ ${report.error.message}`;
  const r = report.value;
  const lines = [
    moderatorWords.outbox(r),
    moderatorWords.oldestWaiting(r.oldestPendingAt),
    ...(r.paused ? [moderatorWords.heldBack(r.paused.at, r.paused.reason)] : []),
    ...r.failures.map(moderatorWords.failure),
  ];
  return lines.join('\n');
}
