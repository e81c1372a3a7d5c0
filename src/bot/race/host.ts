import type { ChatInputCommandInteraction } from 'discord.js';
import type { Reply } from '../command';
import type { BotContext } from '../context';
import type { HostedGame } from '../games/hosted-game';
import { isModerator } from '../permissions';
import { away, back, extend, hold, release, setDefaults } from '../clock/seat-clock';
import { endRace, joinRace, leaveRace, nudgeRace, raceStatus, startRace } from './lobby';
import { confirmRaceUndo, pauseRace, previewRaceUndo } from './moderator';
import { type RaceInteraction, raceClick } from './play';
import type { RaceGame } from './store';
import { commands, lobby } from './text';
import { type RaceSeat, seatName } from '../../race';

/** A seat of a race as the clock's announcements name it. */
const raceSeatName = (seat: string): string => seatName(seat as RaceSeat);

/** The slash commands of a race's channel: `/game` and `/mod` in the race's terms, every other command refused. */
async function raceCommand(bot: BotContext, interaction: ChatInputCommandInteraction, game: RaceGame): Promise<Reply | null> {
  const where = {
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    userId: interaction.user.id,
    moderator: isModerator(interaction, bot, game.moderatorRoleId),
  };
  if (interaction.commandName === 'mod') {
    if (!where.moderator) return commands.modOnly;
    const r = { channelId: where.channelId, userId: where.userId, interactionId: interaction.id, reason: interaction.options.getString('reason') ?? '' };
    const sub = interaction.options.getSubcommand();
    if (interaction.options.getSubcommandGroup() === null) {
      if (sub === 'undo') return previewRaceUndo(bot, r, interaction.options.getInteger('count') ?? 1);
      if (sub === 'pause' || sub === 'resume') return pauseRace(bot, r, sub === 'pause');
      if (sub === 'extend') return extend(bot, where, interaction.options.getInteger('hours', true));
      if (sub === 'deadlines') return setDefaults(bot, where, interaction.options.getBoolean('defaults', true));
    }
    return commands.modUnknown(sub);
  }
  if (interaction.commandName !== 'game') return commands.duneOnly(interaction.commandName);
  const sub = interaction.options.getSubcommand();
  switch (sub) {
    // The store refuses a second game in the channel, naming the race: Dune's own create says so.
    case 'create':
      return null;
    // `/game join` names Dune's factions; in a race only its "random" choice means something.
    case 'join':
      return interaction.options.getString('faction') === 'random' ? joinRace(bot, where, null) : lobby.joinHow;
    case 'leave':
      return leaveRace(bot, where);
    case 'start':
      return startRace(bot, where);
    case 'status':
      return raceStatus(bot, where.channelId);
    case 'nudge':
      return nudgeRace(bot, where);
    case 'end':
      return endRace(bot, where);
    case 'away':
      return away(bot, where, raceSeatName, interaction.options.getString('until', true));
    case 'back':
      return back(bot, where, raceSeatName);
    case 'hold':
      return hold(bot, where, raceSeatName, interaction.options.getString('reason', true));
    case 'release':
      return release(bot, where, raceSeatName);
    default:
      return commands.gameUnknown(sub);
  }
}

export const raceHost: HostedGame = {
  type: 'race',
  command: (bot, interaction, game) => raceCommand(bot, interaction, game as RaceGame),
  click: (bot, interaction, id) => raceClick(bot, interaction as RaceInteraction, id),
  confirmUndo: confirmRaceUndo,
};
