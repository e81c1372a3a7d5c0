import { SlashCommandBuilder, SlashCommandStringOption, type SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { type ActionInfo, phaseTitle } from '../dune';
import { act } from './act';
import { addOption, mergeArgs, readArgs } from './action-options';
import { suggest, suggestGames } from './autocomplete';
import type { BotCommand } from './command';
import { COMMAND_GROUPS, ONE_PLAYER, subcommandsOf } from './command-groups';
import { withChoices } from './components/flow';
import { LIMITS, truncate } from './discord-limits';
import { askerOf, GAME_OPTION } from './live-game';
import { slashWords } from './text/slash-commands';

/** The subcommand's description: the action's summary, or for a shared name the phases it serves. */
function describeActions(name: string, specs: readonly ActionInfo[]): string {
  const summaries = [...new Set(specs.map((s) => s.summary))];
  if (summaries.length === 1) return truncate(summaries[0] as string, LIMITS.description);
  const phases = [...new Set(specs.flatMap((s) => s.phases))].map((p) => (p === 'any' ? slashWords.anyPhase : phaseTitle(p)));
  return truncate(slashWords.sharedAction(name, phases), LIMITS.description);
}

/** The option naming the game, for one-player decisions sent by DM by someone who sits in several games. */
export const gameOption = () =>
  new SlashCommandStringOption().setName(GAME_OPTION).setDescription(slashWords.gameOption).setAutocomplete(true).setMaxLength(36);

/**
 * The slash command of a group of engine actions (see command-groups.ts), derived from their
 * specs at start-up: one subcommand per action, whose options are the action's argument names
 * (so `/ship send` takes what the scenario's `ship` takes). Each `commands/<group>.ts` is one
 * line: `export default groupCommand('ship')`.
 */
export function groupCommand(command: string): BotCommand {
  const group = COMMAND_GROUPS.find((g) => g.command === command);
  if (!group) throw new Error(`commands/${command}.ts: no command group "${command}" (see src/bot/command-groups.ts).`);
  const subs = subcommandsOf(group).map((s) => ({ ...s, args: mergeArgs(s.specs) }));
  const byDm = subs.some((s) => ONE_PLAYER.has(s.action));
  const builder = new SlashCommandBuilder()
    .setName(command)
    .setDescription(truncate(group.description, LIMITS.description))
    .setContexts(...(byDm ? [InteractionContextType.Guild, InteractionContextType.BotDM] : [InteractionContextType.Guild]));
  for (const sub of subs)
    builder.addSubcommand((s: SlashCommandSubcommandBuilder) => {
      s.setName(sub.name).setDescription(describeActions(sub.action, sub.specs));
      for (const arg of sub.args) addOption(s, arg);
      if (ONE_PLAYER.has(sub.action)) s.addStringOption(gameOption());
      return s;
    });
  const subOf = (name: string) => subs.find((s) => s.name === name);
  return {
    data: builder.toJSON(),
    execute: async (interaction, bot, found) => {
      const sub = subOf(interaction.options.getSubcommand());
      if (!sub) return slashWords.unknown(`${command} ${interaction.options.getSubcommand()}`);
      const action = { do: sub.action, args: readArgs(interaction.options, sub.args) };
      const acted = await act(bot, { ...askerOf(interaction, found), interactionId: interaction.id, action });
      return acted.now ? withChoices(acted.answer, acted.now.game.id, acted.now.state, acted.now.seat.seat) : acted.answer;
    },
    autocomplete: async (interaction, bot, found) => {
      if (interaction.options.getFocused(true).name === GAME_OPTION) return suggestGames(bot, interaction.user.id);
      const sub = subOf(interaction.options.getSubcommand());
      return sub ? suggest(bot, interaction, sub.action, sub.args, found) : [];
    },
  };
}
