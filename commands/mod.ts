import { SlashCommandBuilder, SlashCommandStringOption, type SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { FACTIONS, type FactionId } from '../src/dune/data/factions';
import { OVERRIDES } from '../src/dune';
import { addOption, mergeArgs, readArgs, type OptionArg } from '../src/bot/action-options';
import type { BotCommand } from '../src/bot/command';
import { LIMITS, truncate } from '../src/bot/discord-limits';
import { moderatorLogReply } from '../src/bot/game-log';
import { MAX_UNDO } from '../src/bot/components/undo-id';
import { outboxStatus, override, previewUndo, replacePlayer, setPaused, type ModRequest } from '../src/bot/moderator';
import { moderatesHere } from '../src/bot/permissions';
import { ONLY_MODERATORS } from '../src/bot/text/undo';
import { extend, MAX_EXTEND_HOURS, setDefaults } from '../src/bot/clock/seat-clock';

/** `/mod set spice` is the engine's `set-spice`, and so on for every moderator action. */
const SET_ACTIONS = OVERRIDES.filter((a) => a.name.startsWith('set-')).map((spec) => ({
  spec,
  sub: spec.name.slice('set-'.length),
  args: mergeArgs([spec]),
}));

const reason = () =>
  new SlashCommandStringOption().setName('reason').setDescription('Why: kept in the game log and announced.').setRequired(true).setMaxLength(300);

/** Required options first (a Discord rule), the reason last among them. */
function withReason(sub: SlashCommandSubcommandBuilder, args: readonly OptionArg[]): SlashCommandSubcommandBuilder {
  for (const a of args.filter((o) => o.required)) addOption(sub, a);
  sub.addStringOption(reason());
  for (const a of args.filter((o) => !o.required)) addOption(sub, a);
  return sub;
}

const data = new SlashCommandBuilder()
  .setName('mod')
  .setDescription('Moderator overrides (Manage Server or the moderator role): undo, set, replace, pause, log.')
  .setContexts(InteractionContextType.Guild)
  // Hidden from members without Manage Server; a server can grant it to its moderator role in
  // Server Settings → Integrations. The bot checks again on every use (the role may be per game).
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .addSubcommand((sub) =>
    withReason(
      sub.setName('undo').setDescription('Preview taking back the last actions, then confirm; the game is rebuilt from its log.'),
      [],
    ).addIntegerOption((o) => o.setName('count').setDescription('How many actions to take back (default 1).').setMinValue(1).setMaxValue(MAX_UNDO)),
  )
  .addSubcommandGroup((group) => {
    group.setName('set').setDescription('Set a piece of the game by hand: announced publicly, secrets only by DM.');
    for (const { spec, sub, args } of SET_ACTIONS)
      group.addSubcommand((s) => withReason(s.setName(sub).setDescription(truncate(spec.summary, LIMITS.description)), args));
    return group;
  })
  .addSubcommand((sub) =>
    withReason(sub.setName('replace-player').setDescription('Hand a seat to another member.'), [])
      .addStringOption((o) =>
        o
          .setName('faction')
          .setDescription('The seat to hand over.')
          .setRequired(true)
          .addChoices(...[...FACTIONS.values()].map((f) => ({ name: f.name, value: f.id }))),
      )
      .addUserOption((o) => o.setName('player').setDescription('The member who takes the seat.').setRequired(true)),
  )
  .addSubcommand((sub) => withReason(sub.setName('pause').setDescription('Pause the game: no actions until resumed.'), []))
  .addSubcommand((sub) => withReason(sub.setName('resume').setDescription('Resume a paused game.'), []))
  .addSubcommand((sub) =>
    sub
      .setName('extend')
      .setDescription('Give the players the game waits for more time to decide.')
      .addIntegerOption((o) =>
        o.setName('hours').setDescription('Hours to add to their deadline.').setRequired(true).setMinValue(1).setMaxValue(MAX_EXTEND_HOURS),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('deadlines')
      .setDescription('Turn the safe defaults off (moderators are pinged when a deadline passes) or on.')
      .addBooleanOption((o) => o.setName('defaults').setDescription('Whether the clock takes the safe default when a deadline passes.').setRequired(true)),
  )
  .addSubcommand((sub) =>
    withReason(sub.setName('log').setDescription('The full log, secrets included, as a file only you see; the table is told. Not for players.'), []),
  )
  .addSubcommand((sub) => sub.setName('status').setDescription('What the bot still has to post or DM for this game, and what it could not.'));

const command: BotCommand = {
  data: data.toJSON(),
  async execute(interaction, bot, found) {
    if (!(await moderatesHere(interaction, bot, found))) return ONLY_MODERATORS;
    const request: ModRequest = {
      channelId: interaction.channelId,
      guildId: interaction.guildId,
      userId: interaction.user.id,
      interactionId: interaction.id,
      reason: interaction.options.getString('reason') ?? '',
      ...(found !== undefined ? { found } : {}),
    };
    const group = interaction.options.getSubcommandGroup();
    const sub = interaction.options.getSubcommand();
    if (group === 'set') {
      const set = SET_ACTIONS.find((s) => s.sub === sub);
      if (!set) return `There is no \`/mod set ${sub}\`.`;
      return override(bot, request, { do: set.spec.name, args: readArgs(interaction.options, set.args) });
    }
    switch (sub) {
      case 'undo':
        return previewUndo(bot, request, interaction.options.getInteger('count') ?? 1);
      case 'replace-player':
        return replacePlayer(bot, request, interaction.options.getString('faction', true) as FactionId, interaction.options.getUser('player', true));
      case 'pause':
        return setPaused(bot, request, true);
      case 'resume':
        return setPaused(bot, request, false);
      case 'extend':
        return extend(bot, { ...request, moderator: true }, interaction.options.getInteger('hours', true));
      case 'deadlines':
        return setDefaults(bot, { ...request, moderator: true }, interaction.options.getBoolean('defaults', true));
      case 'log':
        return moderatorLogReply(bot, request);
      case 'status':
        return outboxStatus(bot, request);
      default:
        return `There is no \`/mod ${sub}\`.`;
    }
  },
};

export default command;
