import { GuildMember, PermissionFlagsBits, type Interaction } from 'discord.js';
import type { BotContext } from './context';

/** The member's role ids, whether discord.js cached the member or only has the raw payload. */
function roleIds(interaction: Interaction): readonly string[] {
  const member = interaction.member;
  if (!member) return [];
  return member instanceof GuildMember ? [...member.roles.cache.keys()] : member.roles;
}

/**
 * Moderators: members with Manage Server, or with the configured moderator role (MODERATOR_ROLE_ID,
 * or the role a game was created with).
 */
export function isModerator(interaction: Interaction, bot: BotContext, gameRoleId: string | null = null): boolean {
  if (!interaction.inGuild()) return false;
  if (interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return true;
  const roles = roleIds(interaction);
  return [bot.config.moderatorRoleId, gameRoleId].some((role) => role !== null && roles.includes(role));
}
