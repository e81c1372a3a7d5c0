import { MessageFlags, type ChatInputCommandInteraction, type Interaction } from 'discord.js';
import type { BotCommand, Reply } from './command';
import type { BotContext } from './context';
import { LIMITS, truncate } from './discord-limits';

const FAILED = 'Something went wrong on my side while handling this command. `/game status` shows the game as it is now; please try again.';

/**
 * Routes interactions to commands. Discord wants an answer within 3 seconds, so every command is
 * deferred (ephemerally) before any work; the answer then replaces the "thinking…" message.
 * Autocomplete cannot be deferred: it answers at once, with no suggestions if anything fails.
 */
export function createRouter(bot: BotContext, commands: ReadonlyMap<string, BotCommand>) {
  const acknowledged = new RecentIds(ACKNOWLEDGED_KEPT);
  return async (interaction: Interaction): Promise<void> => {
    if (interaction.isAutocomplete()) {
      const command = commands.get(interaction.commandName);
      const choices = await (command?.autocomplete?.(interaction, bot) ?? Promise.resolve([])).catch((error: unknown) => {
        bot.log.error(`Autocomplete of /${interaction.commandName} failed`, error);
        return [];
      });
      await interaction.respond(choices);
      return;
    }
    if (!interaction.isChatInputCommand()) return;
    const command = commands.get(interaction.commandName);
    // A redelivered interaction is already deferred: it runs again and the store applies it once.
    if (!interaction.deferred && !interaction.replied) {
      // The gateway delivered this interaction again (a new object, same id): the first delivery
      // answers it. Acknowledging twice is refused by Discord (40060).
      if (acknowledged.has(interaction.id)) return;
      acknowledged.add(interaction.id);
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    }
    const reply = command
      ? await run(bot, command, interaction)
      : `This bot has no command /${interaction.commandName}; its commands may need to be deployed again.`;
    await interaction.editReply(editOf(withMissedDms(bot, interaction, reply)));
  };
}

/** Tells a player, at their next command, that DMs to them could not be delivered (unless `/hand` shows it all). */
function withMissedDms(bot: BotContext, interaction: ChatInputCommandInteraction, reply: Reply): Reply {
  if (!bot.missedDms.delete(interaction.user.id) || interaction.commandName === 'hand') return reply;
  const note = '\n📪 Some of my DMs to you could not be delivered (your DMs are closed): `/hand` shows your secrets.';
  return typeof reply === 'string' ? `${reply}${note}` : { ...reply, content: `${reply.content}${note}` };
}

async function run(bot: BotContext, command: BotCommand, interaction: ChatInputCommandInteraction): Promise<Reply> {
  try {
    return await command.execute(interaction, bot);
  } catch (error) {
    bot.log.error(`/${interaction.commandName} failed`, error);
    return FAILED;
  }
}

function editOf(reply: Reply) {
  const { content, files } = typeof reply === 'string' ? { content: reply, files: undefined } : reply;
  return { content: truncate(content, LIMITS.content), files: files ? [...files] : [], allowedMentions: { users: [] } };
}

/** An interaction's token lives 15 minutes; far fewer than this many arrive in that time. */
const ACKNOWLEDGED_KEPT = 10_000;

/** The most recent ids seen, oldest forgotten first. */
class RecentIds {
  private readonly ids = new Set<string>();
  constructor(private readonly keep: number) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.ids.add(id);
    if (this.ids.size > this.keep) this.ids.delete(this.ids.values().next().value as string);
  }
}
