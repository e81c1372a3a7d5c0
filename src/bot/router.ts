import { MessageFlags, type ChatInputCommandInteraction, type Interaction } from 'discord.js';
import { type Answered, answerComponent } from './components/flow';
import { answerUndoClick } from './components/undo-buttons';
import { isUndoClick } from './components/undo-id';
import type { BotCommand, Reply } from './command';
import type { BotContext } from './context';
import { LIMITS, truncate } from './discord-limits';
import { FORM_LATE } from './text/components';
import { channelIsHosted, hostedClick, hostedCommand } from './games/hosted';

const FAILED = 'Something went wrong on my side while handling this command. `/game status` shows the game as it is now; please try again.';

/**
 * How long a command may work before its answer is deferred. Discord wants a first answer within
 * 3 seconds; an answer given in the interaction callback itself costs one request and does not
 * count against the bot's global rate limit, while deferring and then editing costs two and the
 * edit does count. So the answer goes straight into the callback when it is ready in time, and
 * only slower work (a queue behind a busy game, a picture being drawn) is deferred.
 */
export const DEFER_AFTER_MS = 1200;

const TOO_SLOW = Symbol('too slow');

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Routes interactions to commands, answering each ephemerally: in the callback when the answer is
 * ready within DEFER_AFTER_MS, otherwise deferred first and edited in. Autocomplete cannot be
 * deferred: it answers at once, with no suggestions if anything fails.
 */
export function createRouter(bot: BotContext, commands: ReadonlyMap<string, BotCommand>) {
  const acknowledged = new RecentIds(ACKNOWLEDGED_KEPT);
  return async (interaction: Interaction): Promise<void> => {
    if (interaction.isAutocomplete()) {
      const command = commands.get(interaction.commandName);
      const own = channelIsHosted(bot, interaction.channelId).then((hosted) => (hosted ? [] : (command?.autocomplete?.(interaction, bot) ?? [])));
      const choices = await own.catch((error: unknown) => {
        bot.log.error(`Autocomplete of /${interaction.commandName} failed`, error);
        return [];
      });
      await interaction.respond(choices);
      return;
    }
    if (interaction.isMessageComponent() || interaction.isModalSubmit()) {
      if (acknowledged.has(interaction.id)) return;
      acknowledged.add(interaction.id);
      // A hosted game's (the race's) custom ids go to it; every other click and form is Dune's.
      if (!(await hostedClick(bot, interaction))) await answerClick(bot, interaction);
      return;
    }
    if (!interaction.isChatInputCommand()) return;
    // The gateway delivered this interaction again (a new object, same id): the first delivery
    // answers it. Acknowledging twice is refused by Discord (40060); the store applies it once anyway.
    if (acknowledged.has(interaction.id)) return;
    acknowledged.add(interaction.id);
    const command = commands.get(interaction.commandName);
    const work = command
      ? run(bot, command, interaction)
      : Promise.resolve(`This bot has no command /${interaction.commandName}; its commands may need to be deployed again.`);
    const early = await Promise.race<Reply | typeof TOO_SLOW>([work, delay(DEFER_AFTER_MS).then(() => TOO_SLOW)]);
    if (early !== TOO_SLOW) {
      await interaction.reply({ ...editOf(withMissedDms(bot, interaction, early)), flags: MessageFlags.Ephemeral });
      return;
    }
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await interaction.editReply(editOf(withMissedDms(bot, interaction, await work)));
  };
}

/**
 * A click, a pick or a submitted form: on the bot's own ephemeral message (a decision in progress)
 * the message is updated in place; on a public post the answer is a new ephemeral message for the
 * clicker alone. An answer that opens a form does so only if it is ready in time: a deferred
 * interaction can no longer open one, so the message then asks for another click.
 */
async function answerClick(bot: BotContext, interaction: Answered): Promise<void> {
  const answer = isUndoClick(interaction.customId) ? answerUndoClick : answerComponent;
  const work = answer(bot, interaction).catch((error: unknown): Reply => {
    bot.log.error(`Component ${interaction.customId} failed`, error);
    return FAILED;
  });
  const inPlace = interaction.message?.flags.has(MessageFlags.Ephemeral) === true;
  const early = await Promise.race<Reply | typeof TOO_SLOW>([work, delay(DEFER_AFTER_MS).then(() => TOO_SLOW)]);
  if (early !== TOO_SLOW) {
    const modal = typeof early === 'string' ? undefined : early.modal;
    if (modal && interaction.isMessageComponent()) await interaction.showModal(modal);
    else if (inPlace && (interaction.isMessageComponent() || interaction.isFromMessage())) await interaction.update(editOf(early));
    else await interaction.reply({ ...editOf(early), flags: MessageFlags.Ephemeral });
    return;
  }
  if (inPlace) await interaction.deferUpdate();
  else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const late = await work;
  await interaction.editReply(editOf(typeof late !== 'string' && late.modal ? { ...late, content: `${late.content}\n${FORM_LATE}` } : late));
}

/** Tells a player, at their next command, that DMs to them could not be delivered (unless `/hand` shows it all). */
function withMissedDms(bot: BotContext, interaction: ChatInputCommandInteraction, reply: Reply): Reply {
  if (!bot.missedDms.delete(interaction.user.id) || interaction.commandName === 'hand') return reply;
  const note = '\n📪 Some of my DMs to you could not be delivered (your DMs are closed): `/hand` shows your secrets.';
  return typeof reply === 'string' ? `${reply}${note}` : { ...reply, content: `${reply.content}${note}` };
}

async function run(bot: BotContext, command: BotCommand, interaction: ChatInputCommandInteraction): Promise<Reply> {
  try {
    // A channel whose game is not Dune's answers through that game's own code.
    return (await hostedCommand(bot, interaction)) ?? (await command.execute(interaction, bot));
  } catch (error) {
    bot.log.error(`/${interaction.commandName} failed`, error);
    return FAILED;
  }
}

function editOf(reply: Reply) {
  const { content, files, embeds, components } =
    typeof reply === 'string' ? { content: reply, files: undefined, embeds: undefined, components: undefined } : reply;
  return {
    content: truncate(content, LIMITS.content),
    files: files ? [...files] : [],
    embeds: embeds ? [...embeds] : [],
    components: components ? [...components] : [],
    allowedMentions: { users: [] },
  };
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
