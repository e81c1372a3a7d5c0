import { MessageFlags, type ChatInputCommandInteraction, type Interaction } from 'discord.js';
import { type Answered, answerComponent } from './components/flow';
import { answerUndoClick } from './components/undo-buttons';
import { isUndoClick } from './components/undo-id';
import { answerStatsClick } from './stats/stats-reply';
import { isStatsClick } from './stats/view-id';
import type { BotCommand, Reply } from './command';
import type { BotContext } from './context';
import { LIMITS, truncate } from './discord-limits';
import { FORM_LATE } from './text/components';
import { slashWords } from './text/slash-commands';
import { channelGame, hostedClick, hostedCommand, isHosted } from './games/hosted';
import { delay, Load, timeToDefer } from './load';

const TOO_SLOW = Symbol('tooSlow');

/**
 * Routes interactions to commands, answering each ephemerally: in the callback when the answer is
 * ready within DEFER_AFTER_MS, otherwise deferred first and edited in. Autocomplete cannot be
 * deferred: it answers at once, with no suggestions if anything fails.
 */
export function createRouter(bot: BotContext, commands: ReadonlyMap<string, BotCommand>) {
  const acknowledged = new RecentIds(ACKNOWLEDGED_KEPT);
  const load = new Load();
  return async (interaction: Interaction): Promise<void> => {
    if (interaction.isAutocomplete()) {
      const command = commands.get(interaction.commandName);
      const own = channelGame(bot, interaction).then((found) => (isHosted(found) ? [] : (command?.autocomplete?.(interaction, bot, found) ?? [])));
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
      if (!(await hostedClick(bot, interaction))) await answerClick(bot, load, interaction);
      return;
    }
    if (!interaction.isChatInputCommand()) return;
    // The gateway delivered this interaction again (a new object, same id): the first delivery
    // answers it. Acknowledging twice is refused by Discord (40060); the store applies it once anyway.
    if (acknowledged.has(interaction.id)) return;
    acknowledged.add(interaction.id);
    const command = commands.get(interaction.commandName);
    const said = (reply: Reply) => editOf(withMissedDms(bot, interaction, reply));
    await answer(
      bot,
      load,
      {
        id: interaction.id,
        createdAt: interaction.createdTimestamp,
        reply: (reply) => interaction.reply({ ...said(reply), flags: MessageFlags.Ephemeral }),
        defer: () => interaction.deferReply({ flags: MessageFlags.Ephemeral }),
        edit: (reply) => interaction.editReply(said(reply)),
      },
      () => (command ? run(bot, command, interaction) : Promise.resolve(slashWords.unknown(interaction.commandName))),
    );
  };
}

/** The three ways of answering an interaction: at once, deferred, and the edit filling a deferral. */
interface Answering {
  /** The interaction's id: a deferred answer is queued under it. */
  readonly id: string;
  /** When Discord created the interaction (from its id), in ms: its 3 seconds count from then. */
  readonly createdAt: number;
  reply(reply: Reply): Promise<unknown>;
  defer(): Promise<unknown>;
  edit(reply: Reply): Promise<unknown>;
}

/**
 * Answers with the result of `start()`: straight in the callback when it is ready within
 * DEFER_AFTER_MS of the interaction's creation, otherwise deferred and edited in. When the bot is
 * busy, or the interaction reached it late, the deferral goes first, before the work starts.
 */
async function answer(bot: BotContext, load: Load, how: Answering, start: () => Promise<Reply>): Promise<void> {
  await load.carry(async () => {
    // Busy: this answer would queue behind the others' writes, so it is deferred first, and its
    // work waits for the deferral to be sent rather than compete with it for the event loop.
    // Late: the interaction reached the bot with too little of its 3 seconds left to wait.
    const budget = timeToDefer(how.createdAt);
    if (budget === 0 || (await load.busy())) {
      const deferral = how.defer();
      await later(bot, how, async () => {
        await load.deferring(deferral);
        await how.edit(await start());
      });
      return;
    }
    const work = start();
    const early = await Promise.race<Reply | typeof TOO_SLOW>([work, delay(budget).then(() => TOO_SLOW)]);
    if (early !== TOO_SLOW) {
      await how.reply(early);
      return;
    }
    const deferral = how.defer();
    await later(bot, how, async () => {
      await deferral;
      await how.edit(await work);
    });
  });
}

/**
 * The rest of a deferred answer, queued under the interaction's own key before the deferral
 * leaves: whoever waits for the bot once the deferral is seen (a test, the demo, stopping) waits
 * for the answer too, rather than read the message the deferral left as it was, as if the click
 * had done nothing (a deferred update changes nothing until the edit arrives).
 */
const later = (bot: BotContext, how: Answering, rest: () => Promise<void>): Promise<void> => bot.queue.run(`answer:${how.id}`, rest);

/**
 * A click, a pick or a submitted form: on the bot's own ephemeral message (a decision in progress)
 * the message is updated in place; on a public post the answer is a new ephemeral message for the
 * clicker alone. An answer that opens a form does so only if it is ready in time: a deferred
 * interaction can no longer open one, so the message then asks for another click.
 */
function answerClick(bot: BotContext, load: Load, interaction: Answered): Promise<void> {
  const inPlace = interaction.message?.flags.has(MessageFlags.Ephemeral) === true;
  const handle = isUndoClick(interaction.customId) ? answerUndoClick : isStatsClick(interaction.customId) ? answerStatsClick : answerComponent;
  return answer(
    bot,
    load,
    {
      id: interaction.id,
      createdAt: interaction.createdTimestamp,
      reply: (reply) => {
        const modal = typeof reply === 'string' ? undefined : reply.modal;
        if (modal && interaction.isMessageComponent()) return interaction.showModal(modal);
        if (inPlace && (interaction.isMessageComponent() || interaction.isFromMessage())) return interaction.update(editOf(reply));
        return interaction.reply({ ...editOf(reply), flags: MessageFlags.Ephemeral });
      },
      defer: () => (inPlace ? interaction.deferUpdate() : interaction.deferReply({ flags: MessageFlags.Ephemeral })),
      edit: (reply) =>
        interaction.editReply(editOf(typeof reply !== 'string' && reply.modal ? { ...reply, content: `${reply.content}\n${FORM_LATE}` } : reply)),
    },
    () =>
      handle(bot, interaction).catch((error: unknown): Reply => {
        bot.log.error(`Component ${interaction.customId} failed`, error);
        return slashWords.failed;
      }),
  );
}

/** Tells a player, at their next command, that DMs to them could not be delivered (unless `/hand` shows it all). */
function withMissedDms(bot: BotContext, interaction: ChatInputCommandInteraction, reply: Reply): Reply {
  if (!bot.missedDms.delete(interaction.user.id) || interaction.commandName === 'hand') return reply;
  const note = slashWords.missedDms;
  return typeof reply === 'string' ? `${reply}${note}` : { ...reply, content: `${reply.content}${note}` };
}

async function run(bot: BotContext, command: BotCommand, interaction: ChatInputCommandInteraction): Promise<Reply> {
  try {
    if (command.everywhere) return await command.execute(interaction, bot);
    // The channel's game is found here, once: a channel whose game is not Dune's answers through
    // that game's own code, and Dune's commands get the game found rather than look again.
    const found = await channelGame(bot, interaction);
    return (await hostedCommand(bot, interaction, found)) ?? (await command.execute(interaction, bot, found));
  } catch (error) {
    bot.log.error(`/${interaction.commandName} failed`, error);
    return slashWords.failed;
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
