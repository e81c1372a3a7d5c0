import type { ChatInputCommandInteraction, MessageComponentInteraction } from 'discord.js';
import type { GameRecord } from '../../store/records';
import type { Reply } from '../command';
import type { ComponentId } from '../components/custom-id';
import type { UndoId } from '../components/undo-id';
import type { BotContext } from '../context';
import type { ModeratorRequest } from '../moderator-request';

/**
 * A game the bot hosts beside Dune, through its own code (src/bot/<game>/): the router hands it
 * every command of a channel whose game is of its type, every click on its components, and its
 * reminders. Dune's code stays the bot's own path, reached only for Dune games and empty channels.
 */
export interface HostedGame {
  /** The store's game type, and the first part of its components' custom ids. */
  readonly type: string;
  /** The answer to a slash command in the game's channel; null leaves it to the bot's own command. */
  command(bot: BotContext, interaction: ChatInputCommandInteraction, game: GameRecord): Promise<Reply | null>;
  /** Answers a click on one of the game's components (its custom id read back). */
  click(bot: BotContext, interaction: MessageComponentInteraction, id: ComponentId): Promise<void>;
  /** Confirm undo, clicked by a moderator on the game's `/mod undo` preview (see undo-preview.ts). */
  confirmUndo(bot: BotContext, request: ModeratorRequest, id: UndoId): Promise<Reply>;
}
