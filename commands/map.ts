import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import type { TurnPoint } from '../src/dune';
import type { BotCommand } from '../src/bot/command';
import { boardMap } from '../src/bot/map';

const POINTS: readonly { name: string; value: TurnPoint }[] = [
  { name: 'After the storm', value: 'storm' },
  { name: 'After Shipment and Movement', value: 'shipment-movement' },
  { name: 'End of the turn', value: 'end' },
];

const command: BotCommand = {
  data: new SlashCommandBuilder()
    .setName('map')
    .setDescription('The board as a picture: now, or as it was in an earlier turn. Only you see it unless you post it.')
    .setContexts(InteractionContextType.Guild)
    .addIntegerOption((o) => o.setName('turn').setDescription('The turn to show (default: the board now).').setMinValue(1))
    .addStringOption((o) =>
      o
        .setName('phase')
        .setDescription('The point of that turn (default: its end).')
        .addChoices(...POINTS),
    )
    .addBooleanOption((o) => o.setName('post').setDescription('Post it in the channel for everyone (default: only you see it).'))
    .toJSON(),
  execute: (interaction, bot) =>
    boardMap(bot, {
      channelId: interaction.channelId,
      guildId: interaction.guildId,
      userId: interaction.user.id,
      turn: interaction.options.getInteger('turn'),
      point: interaction.options.getString('phase') as TurnPoint | null,
      post: interaction.options.getBoolean('post') ?? false,
      attachmentSizeLimit: interaction.attachmentSizeLimit,
    }),
};

export default command;
