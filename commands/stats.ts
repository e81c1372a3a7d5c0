import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { FACTIONS, type FactionId } from '../src/dune/data/factions';
import type { BotCommand } from '../src/bot/command';
import { exportReply, privacyReply, statsReply } from '../src/bot/stats/stats-reply';

const data = new SlashCommandBuilder()
  .setName('stats')
  .setDescription("This server's results: players, factions, leaderboard, export. Only you see them unless posted.")
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('player')
      .setDescription('Games, wins, factions and rating of a player (you, or someone you name).')
      .addUserOption((o) => o.setName('user').setDescription('The player (default: you).')),
  )
  .addSubcommand((sub) =>
    sub
      .setName('faction')
      .setDescription('How a faction fares on this server: win rate, ways of winning, its masters.')
      .addStringOption((o) =>
        o
          .setName('faction')
          .setDescription('The faction.')
          .setRequired(true)
          .addChoices(...[...FACTIONS.values()].map((f) => ({ name: f.name, value: f.id }))),
      ),
  )
  .addSubcommand((sub) => sub.setName('server').setDescription("This server's games: factions' win rates (a chart), ways of winning, pace."))
  .addSubcommand((sub) => sub.setName('leaderboard').setDescription('The players by rating (Weng–Lin; allies share a win).'))
  .addSubcommand((sub) => sub.setName('export').setDescription("This server's results as JSON and CSV files."))
  .addSubcommand((sub) =>
    sub
      .setName('privacy')
      .setDescription("Leave you out of leaderboards and other players' statistics, or list you again.")
      .addStringOption((o) =>
        o
          .setName('choice')
          .setDescription('Hide or show you.')
          .setRequired(true)
          .addChoices({ name: 'Leave me out', value: 'hide' }, { name: 'List me again', value: 'show' }),
      ),
  );

const command: BotCommand = {
  data: data.toJSON(),
  // Statistics are the server's, not a game's: the same answer in every channel, a race's too.
  everywhere: true,
  execute(interaction, bot) {
    if (!interaction.guildId) return Promise.resolve('📊 Statistics belong to a server: ask in one of its channels.');
    const request = {
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      userId: interaction.user.id,
      attachmentSizeLimit: interaction.attachmentSizeLimit,
    };
    switch (interaction.options.getSubcommand()) {
      case 'player':
        return statsReply(bot, request, { kind: 'player', userId: interaction.options.getUser('user')?.id ?? interaction.user.id });
      case 'faction':
        return statsReply(bot, request, { kind: 'faction', faction: interaction.options.getString('faction', true) as FactionId });
      case 'server':
        return statsReply(bot, request, { kind: 'server' });
      case 'leaderboard':
        return statsReply(bot, request, { kind: 'leaderboard' });
      case 'export':
        return exportReply(bot, request);
      case 'privacy':
        return privacyReply(bot, interaction.user.id, interaction.options.getString('choice', true) === 'hide');
      default:
        return Promise.resolve(`This bot has no /stats ${interaction.options.getSubcommand()}.`);
    }
  },
};

export default command;
