import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import type { BotCommand } from '../src/bot/command';
import { hand } from '../src/bot/hand';
import { askerOf } from '../src/bot/live-game';
import { gameOption } from '../src/bot/action-command';
import { suggestGames } from '../src/bot/autocomplete';

const command: BotCommand = {
  data: new SlashCommandBuilder()
    .setName('hand')
    .setDescription('Your secrets in this game (hand, traitors, spice, …); only you see the answer.')
    .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
    .addBooleanOption((o) => o.setName('dm').setDescription('Also send it to your DMs.'))
    .addStringOption(gameOption())
    .toJSON(),
  autocomplete: (interaction, bot) => suggestGames(bot, interaction.user.id),
  execute: (interaction, bot, found) => hand(bot, askerOf(interaction, found), interaction.options.getBoolean('dm') ?? false),
};

export default command;
