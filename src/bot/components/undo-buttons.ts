import type { Reply } from '../command';
import type { BotContext } from '../context';
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
 * read back from the preview's own message, where the bot wrote it.
 */
export async function answerUndoClick(bot: BotContext, interaction: Answered): Promise<Reply> {
  const id = readUndoId(interaction.customId);
  if (id === null) return NOT_AN_UNDO;
  if (id === 'cancel') return UNDO_CANCELLED;
  if (!(await moderatesHere(interaction, bot))) return ONLY_MODERATORS;
  const reason = heldText(interaction.message, REASON);
  if (reason === null) return NOT_AN_UNDO;
  return confirmUndo(bot, { ...askerOf(interaction), interactionId: interaction.id, reason }, id);
}
