import type { Reply } from '../command';
import type { BotContext } from '../context';
import { hostedGame } from '../games/hosted';
import { askerOf } from '../live-game';
import { confirmUndo } from '../moderator';
import { moderatesHere } from '../permissions';
import { NOT_AN_UNDO, ONLY_MODERATORS, REASON, UNDO_CANCELLED } from '../text/undo';
import type { Answered } from './flow';
import { heldText } from './held-text';
import { readUndoId } from './undo-id';

/**
 * A click on an undo preview's button. Cancel changes nothing. Confirm undo is for moderators
 * only, checked again now (a role may have been taken away since the preview); the reason is
 * read back from the preview's own message, where the bot wrote it. The channel's game applies
 * it: Dune's own path, or the hosted game's (the race's).
 */
export async function answerUndoClick(bot: BotContext, interaction: Answered): Promise<Reply> {
  const id = readUndoId(interaction.customId);
  if (id === null) return NOT_AN_UNDO;
  if (id === 'cancel') return UNDO_CANCELLED;
  if (!(await moderatesHere(interaction, bot))) return ONLY_MODERATORS;
  const reason = heldText(interaction.message, REASON);
  if (reason === null) return NOT_AN_UNDO;
  const request = { ...askerOf(interaction), interactionId: interaction.id, reason };
  const live = await bot.store.findActiveGameByChannel(request.channelId);
  const host = live ? hostedGame(live.gameType) : null;
  return host ? host.confirmUndo(bot, request, id) : confirmUndo(bot, request, id);
}
