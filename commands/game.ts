import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { FACTIONS, type FactionId, factionName } from '../src/dune/data/factions';
import { EXPANSION_PRESETS, type ExpansionPreset, type TurnPoint, VARIANTS, type Variant } from '../src/dune';
import { suggestExpansionOptions } from '../src/bot/expansion-choice';
import { expansionWords } from '../src/bot/text/expansion';
import { boardMap } from '../src/bot/map';
import type { BotCommand } from '../src/bot/command';
import { createGame, endGame, gameStatus, joinGame, leaveGame, startGame, type Where } from '../src/bot/game-service';
import { nudge } from '../src/bot/reminders';
import { publicLogReply } from '../src/bot/game-log';
import { isModerator } from '../src/bot/permissions';
import { createRace } from '../src/bot/race/lobby';
import { away, back, HOLDS_PER_GAME, hold, release } from '../src/bot/clock/seat-clock';

const ALL_VARIANTS = 'all';
const EXPANSION_PRESET_NAMES = Object.keys(EXPANSION_PRESETS).filter((p): p is ExpansionPreset => p in EXPANSION_PRESETS);

/** A seat of a Dune game as the clock's announcements name it. */
const factionOf = (seat: string): string => factionName(seat as FactionId);

const POINTS: readonly { name: string; value: TurnPoint }[] = [
  { name: 'After the storm', value: 'storm' },
  { name: 'After Shipment and Movement', value: 'shipment-movement' },
  { name: 'End of the turn', value: 'end' },
];

const data = new SlashCommandBuilder()
  .setName('game')
  .setDescription('A game of Dune in this channel: create, join, start, status, nudge, log, map, away, hold, end.')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('create')
      .setDescription('Set up a new game in this channel or thread (one game per channel).')
      .addStringOption((o) =>
        o
          .setName('game')
          .setDescription('Which game (default Dune). The other options are for Dune.')
          .addChoices({ name: 'Dune', value: 'dune' }, { name: 'The race of Guards and a Noble', value: 'race' }),
      )
      .addIntegerOption((o) => o.setName('turns').setDescription('Number of turns (GF9: 10, Avalon Hill: 15). Default 10.').setMinValue(1).setMaxValue(20))
      .addStringOption((o) =>
        o
          .setName('rules')
          .setDescription('Basic or Advanced rules (default Advanced).')
          .addChoices({ name: 'Advanced', value: 'advanced' }, { name: 'Basic', value: 'basic' }),
      )
      .addStringOption((o) =>
        o
          .setName('variants')
          .setDescription('Optional rule variants.')
          .addChoices(...VARIANTS.map((v) => ({ name: v, value: v })), { name: 'all of them', value: ALL_VARIANTS }),
      )
      .addIntegerOption((o) =>
        o
          .setName('decision-hours')
          .setDescription('Hours each decision may take before the clock takes its safe default (default 24).')
          .setMinValue(1)
          .setMaxValue(336),
      )
      .addIntegerOption((o) => o.setName('plan-hours').setDescription('Hours a battle plan may take (Dune; default 48).').setMinValue(1).setMaxValue(336))
      .addStringOption((o) => o.setName('quiet-hours').setDescription('Hours (UTC) with no pings and no reminders, like 22-7.').setMaxLength(7))
      .addStringOption((o) =>
        o
          .setName('expansion')
          .setDescription('The Ixians & Tleilaxu expansion: its components, or the base game (default).')
          .addChoices(...EXPANSION_PRESET_NAMES.map((p) => ({ name: expansionWords.presets[p], value: p }))),
      )
      .addStringOption((o) =>
        o
          .setName('expansion-options')
          .setDescription('Expansion options over that, as name=value, comma-separated (docs/options.md).')
          .setAutocomplete(true)
          .setMaxLength(1000),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('join')
      .setDescription('Take a free faction (or a random one).')
      .addStringOption((o) =>
        o
          .setName('faction')
          .setDescription('The faction you will play.')
          .setRequired(true)
          .addChoices(...[...FACTIONS.values()].map((f) => ({ name: f.name, value: f.id })), {
            name: 'Random free faction',
            value: 'random',
          }),
      ),
  )
  .addSubcommand((sub) => sub.setName('leave').setDescription('Give up your seat before the game starts.'))
  .addSubcommand((sub) => sub.setName('start').setDescription('Start the game with the players seated (creator or moderator).'))
  .addSubcommand((sub) => sub.setName('status').setDescription('Turn, phase, storm, and whose move it is.'))
  .addSubcommand((sub) => sub.setName('nudge').setDescription('Ping the players the game is waiting for.'))
  .addSubcommand((sub) => sub.setName('log').setDescription('The public log of this game, as a file.'))
  .addSubcommand((sub) =>
    sub
      .setName('map')
      .setDescription('The board as a picture: now, or as it was in an earlier turn. Only you see it unless you post it.')
      .addIntegerOption((o) => o.setName('turn').setDescription('The turn to show (default: the board now).').setMinValue(1))
      .addStringOption((o) =>
        o
          .setName('phase')
          .setDescription('The point of that turn (default: its end).')
          .addChoices(...POINTS),
      )
      .addBooleanOption((o) => o.setName('post').setDescription('Post it in the channel for everyone (default: only you see it).')),
  )
  .addSubcommand((sub) =>
    sub
      .setName('away')
      .setDescription('Mark your seat away: meanwhile the clock takes the safe default of your decisions at once.')
      .addStringOption((o) => o.setName('until').setDescription('A date (UTC) like 2026-12-24, or a number of days.').setRequired(true).setMaxLength(10)),
  )
  .addSubcommand((sub) => sub.setName('back').setDescription('End your time away now.'))
  .addSubcommand((sub) =>
    sub
      .setName('hold')
      .setDescription(`Stop every clock of the game (${HOLDS_PER_GAME} holds a game); the reason is shown to the table.`)
      .addStringOption((o) => o.setName('reason').setDescription('Why the table should wait.').setRequired(true).setMaxLength(200)),
  )
  .addSubcommand((sub) => sub.setName('release').setDescription('Release the hold (whoever asked for it, or a moderator).'))
  .addSubcommand((sub) => sub.setName('end').setDescription('End the game without a winner (creator or moderator).'));

const command: BotCommand = {
  data: data.toJSON(),
  // The expansion's options of `/game create`, completed as they are typed.
  autocomplete: async (interaction) => suggestExpansionOptions(interaction.options.getFocused()),
  async execute(interaction, bot, found) {
    const where: Where = {
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      userId: interaction.user.id,
      moderator: isModerator(interaction, bot),
      ...(found !== undefined ? { found } : {}),
    };
    switch (interaction.options.getSubcommand()) {
      case 'create': {
        const hours = interaction.options.getInteger('decision-hours');
        const planHours = interaction.options.getInteger('plan-hours');
        if (interaction.options.getString('game') === 'race')
          return createRace(
            bot,
            where,
            hours,
            ['turns', 'rules', 'variants', 'plan-hours', 'expansion', 'expansion-options'].filter((o) => interaction.options.get(o) !== null),
          );
        const variants = interaction.options.getString('variants');
        const turns = interaction.options.getInteger('turns');
        const rules = interaction.options.getString('rules') as 'basic' | 'advanced' | null;
        const quiet = interaction.options.getString('quiet-hours');
        const expansion = EXPANSION_PRESET_NAMES.find((p) => p === interaction.options.getString('expansion'));
        const expansionOptions = interaction.options.getString('expansion-options');
        return createGame(bot, where, {
          ...(expansion ? { expansion } : {}),
          ...(expansionOptions !== null ? { expansionOptions } : {}),
          ...(turns !== null ? { turns } : {}),
          ...(rules ? { rules } : {}),
          ...(variants ? { variants: variants === ALL_VARIANTS ? [...VARIANTS] : [variants as Variant] } : {}),
          ...(hours !== null ? { decisionHours: hours } : {}),
          ...(planHours !== null ? { planHours } : {}),
          ...(quiet !== null ? { quietHours: quiet } : {}),
        });
      }
      case 'join':
        return joinGame(bot, where, interaction.options.getString('faction', true) as FactionId | 'random');
      case 'leave':
        return leaveGame(bot, where);
      case 'start':
        return startGame(bot, where);
      case 'status':
        return gameStatus(bot, where);
      case 'nudge':
        return nudge(bot, where);
      case 'log':
        return publicLogReply(bot, where);
      case 'map':
        return boardMap(bot, {
          ...where,
          turn: interaction.options.getInteger('turn'),
          point: interaction.options.getString('phase') as TurnPoint | null,
          post: interaction.options.getBoolean('post') ?? false,
          attachmentSizeLimit: interaction.attachmentSizeLimit,
        });
      case 'end':
        return endGame(bot, where);
      case 'away':
        return away(bot, where, factionOf, interaction.options.getString('until', true));
      case 'back':
        return back(bot, where, factionOf);
      case 'hold':
        return hold(bot, where, factionOf, interaction.options.getString('reason', true));
      case 'release':
        return release(bot, where, factionOf);
      default:
        return 'Unknown subcommand.';
    }
  },
};

export default command;
