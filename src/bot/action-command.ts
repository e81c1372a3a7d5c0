import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { type ActionInfo, PLAYER_ACTIONS, phaseTitle } from '../dune';
import { act } from './act';
import { askerOf } from './live-game';
import { withChoices } from './components/flow';
import { addOption, mergeArgs, readArgs } from './action-options';
import { suggest } from './autocomplete';
import type { BotCommand } from './command';
import { LIMITS, truncate } from './discord-limits';

/** The command's description: the action's summary, or for a shared name the phases it serves. */
function describeActions(name: string, specs: readonly ActionInfo[]): string {
  const summaries = [...new Set(specs.map((s) => s.summary))];
  if (summaries.length === 1) return truncate(summaries[0] as string, LIMITS.description);
  const phases = [...new Set(specs.flatMap((s) => s.phases))].map((p) => (p === 'any' ? 'any phase' : phaseTitle(p)));
  return truncate(`${name.replace(/^./, (c) => c.toUpperCase())}, as the phase asks: ${phases.join(', ')}.`, LIMITS.description);
}

/**
 * The slash command of an engine action, derived from its spec(s) at start-up: the action's name
 * and argument names are the command's and its options' (so `/ship` takes what the scenario's
 * `ship` takes). Each `commands/<action>.ts` is one line: `export default actionCommand('ship')`.
 */
export function actionCommand(name: string): BotCommand {
  const specs = PLAYER_ACTIONS.filter((a) => a.name === name);
  if (specs.length === 0) throw new Error(`commands/${name}.ts: the rules engine has no action "${name}" (see docs/commands.md).`);
  const args = mergeArgs(specs);
  const builder = new SlashCommandBuilder().setName(name).setDescription(describeActions(name, specs)).setContexts(InteractionContextType.Guild);
  for (const arg of args) addOption(builder, arg);
  return {
    data: builder.toJSON(),
    execute: async (interaction, bot) => {
      const acted = await act(bot, { ...askerOf(interaction), interactionId: interaction.id, action: { do: name, args: readArgs(interaction.options, args) } });
      return acted.now ? withChoices(acted.answer, acted.now.game.id, acted.now.state, acted.now.seat.seat) : acted.answer;
    },
    autocomplete: (interaction, bot) => suggest(bot, interaction, args),
  };
}
