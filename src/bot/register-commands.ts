import { type APIApplicationCommand, InteractionContextType, type REST, type RESTPostAPIChatInputApplicationCommandsJSONBody, Routes } from 'discord.js';

type CommandBody = RESTPostAPIChatInputApplicationCommandsJSONBody;

/** Where each command is registered: global, and in one server (development) or nowhere. */
export interface Registration {
  readonly global: readonly CommandBody[];
  readonly guild: readonly CommandBody[] | null;
}

/** Whether players may use a command in a DM with the bot. */
export const usableInDms = (command: CommandBody): boolean => command.contexts?.includes(InteractionContextType.BotDM) ?? command.dm_permission !== false;

/**
 * Where to register the commands. Globally by default. With a development server (DISCORD_GUILD_ID)
 * the server-only commands go there, where they appear at once; those usable in DMs stay global,
 * because Discord offers only global commands in DMs (registered in both places they would be
 * listed twice in the server).
 */
export function registration(commands: readonly CommandBody[], guildId: string | null): Registration {
  if (!guildId) return { global: commands, guild: null };
  return { global: commands.filter(usableInDms), guild: commands.filter((c) => !usableInDms(c)) };
}

/** Registers the commands where `registration` says (each list replaces what was there); returns them as Discord stored them, with their ids. */
export async function registerCommands(
  rest: REST,
  applicationId: string,
  commands: readonly CommandBody[],
  guildId: string | null,
): Promise<APIApplicationCommand[]> {
  const where = registration(commands, guildId);
  const registered = (await rest.put(Routes.applicationCommands(applicationId), { body: where.global })) as APIApplicationCommand[];
  if (where.guild && guildId)
    registered.push(...((await rest.put(Routes.applicationGuildCommands(applicationId, guildId), { body: where.guild })) as APIApplicationCommand[]));
  return registered;
}
