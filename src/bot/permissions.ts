import { type BaseInteraction, GuildMember, PermissionFlagsBits } from 'discord.js';
import type { BotContext, DuneGame } from './context';

/** The member's role ids, whether discord.js cached the member or only has the raw payload. */
function roleIds(interaction: BaseInteraction): readonly string[] {
  const member = interaction.member;
  if (!member) return [];
  return member instanceof GuildMember ? [...member.roles.cache.keys()] : member.roles;
}

/**
 * Moderators: members with Manage Server, or with the configured moderator role (MODERATOR_ROLE_ID,
 * or the role a game was created with).
 */
export function isModerator(interaction: BaseInteraction, bot: BotContext, gameRoleId: string | null = null): boolean {
  if (!interaction.inGuild()) return false;
  if (interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return true;
  const roles = roleIds(interaction);
  return [bot.config.moderatorRoleId, gameRoleId].some((role) => role !== null && roles.includes(role));
}

/**
 * Whether the member moderates the game of the interaction's channel (its role counts too): checked
 * on every `/mod` and every click of an undo preview. `found`: the channel's game as the router
 * found it, not looked up again.
 */
export async function moderatesHere(interaction: BaseInteraction, bot: BotContext, found?: DuneGame | null): Promise<boolean> {
  const live = found !== undefined ? found : interaction.channelId ? await bot.store.findActiveGameByChannel(interaction.channelId) : null;
  return isModerator(interaction, bot, live?.moderatorRoleId ?? null);
}
