import type { Reply } from '../command';
import type { UndoId } from '../components/undo-id';
import type { BotContext } from '../context';
import { type ModeratorRequest, moderatorAudit } from '../moderator-request';
import { UNDO_ALREADY_APPLIED, undone } from '../text/undo';
import { confirmRefusal, type Told, undoPreview } from '../undo-preview';
import { liveRace } from './lobby';
import { raceTell } from './tell';
import { type RaceGame, type RaceLogEntry, raceStore } from './store';
import { commands, loggedLine, news } from './text';

/** What the table was told of a logged race action, planning steps included. */
const told: Told<RaceLogEntry> = (entry) => entry.events.map(loggedLine).filter((line): line is string => line !== null);

/** Runs `work` with the channel's race; its undo is applied only if the log still ends where the preview did. */
async function withRace(bot: BotContext, channelId: string, work: (game: RaceGame) => Promise<Reply>): Promise<Reply> {
  const found = await liveRace(bot, channelId);
  return typeof found === 'string' ? found : work(found.game);
}

/** The preview of undoing the last `count` actions of `game`, from its log as it is now. */
const preview = async (bot: BotContext, game: RaceGame, count: number, reason: string) =>
  undoPreview(game, await raceStore(bot).log(game.id), told, count, reason);

/** `/mod undo` in a race: a preview of the last `count` actions, undone only by its Confirm button (confirmRaceUndo). */
export function previewRaceUndo(bot: BotContext, r: ModeratorRequest, count: number): Promise<Reply> {
  return withRace(bot, r.channelId, (game) => preview(bot, game, count, r.reason));
}

/**
 * Confirm undo on a race's preview: takes back the actions it showed and posts the turn as it is
 * again, unless the race has moved on since (a fresh preview then). A redelivered click undoes once.
 */
export function confirmRaceUndo(bot: BotContext, r: ModeratorRequest, id: UndoId): Promise<Reply> {
  return withRace(bot, r.channelId, async (game) => {
    const refused = await confirmRefusal(game, id, r.reason, () => preview(bot, game, id.count, r.reason));
    if (refused !== null) return refused;
    const applied = await raceStore(bot).undo(
      game.id,
      { ...moderatorAudit(r), count: id.count, expectedHeadSeq: id.seq },
      raceTell({ notes: [news.undone(r.userId, id.count, r.reason)], repost: true }),
    );
    if (!applied.ok) return `❌ ${applied.error.message}`;
    if (applied.value.duplicate) return UNDO_ALREADY_APPLIED;
    bot.wake();
    return undone(id.count);
  });
}

/** `/mod pause` and `/mod resume` in a race; resuming posts the turn again, with working components. */
export async function pauseRace(bot: BotContext, r: ModeratorRequest, paused: boolean): Promise<string> {
  const found = await liveRace(bot, r.channelId);
  if (typeof found === 'string') return found;
  const { game } = found;
  if (paused && game.status !== 'active') return commands.notActive(game.status);
  if (!paused && game.status !== 'paused') return commands.notPaused;
  const note = paused ? news.paused(r.userId, r.reason) : news.resumed(r.userId, r.reason);
  // Resuming posts the turn again, with working components.
  const changed = await raceStore(bot).setStatus(game.id, paused ? 'paused' : 'active', moderatorAudit(r), raceTell({ notes: [note], repost: !paused }));
  if (!changed.ok) return `❌ ${changed.error.message}`;
  bot.wake();
  return paused ? commands.pausedAnswer : commands.resumedAnswer;
}
