import type { ChatInputCommandInteraction, Interaction } from 'discord.js';
import type { GameRecord } from '../../store/records';
import type { Reply } from '../command';
import { decodeComponentId } from '../components/custom-id';
import type { BotContext, DuneGame } from '../context';
import { raceHost } from '../race/host';
import type { HostedGame } from './hosted-game';

const HOSTED: Readonly<Record<string, HostedGame>> = { [raceHost.type]: raceHost };

/** The hosted game of a stored game type; null for Dune (the bot's own path). */
export const hostedGame = (gameType: string): HostedGame | null => (Object.hasOwn(HOSTED, gameType) ? (HOSTED[gameType] as HostedGame) : null);

/** The channel's live game, looked up once per interaction; undefined in a DM, where a game is the user's, not the channel's. */
export async function channelGame(
  bot: BotContext,
  interaction: { readonly guildId: string | null; readonly channelId: string | null },
): Promise<DuneGame | null | undefined> {
  if (interaction.guildId === null || interaction.channelId === null) return undefined;
  return bot.store.findActiveGameByChannel(interaction.channelId);
}

/** The answer of the channel's hosted game to a slash command; null when the bot's own command answers it. */
export function hostedCommand(bot: BotContext, interaction: ChatInputCommandInteraction, found: GameRecord | null | undefined): Promise<Reply | null> {
  const host = found ? hostedGame(found.gameType) : null;
  return host && found ? host.command(bot, interaction, found) : Promise.resolve(null);
}

/** Whether the channel's game is a hosted one (autocomplete then offers nothing of Dune's). */
export const isHosted = (found: GameRecord | null | undefined): boolean => !!found && hostedGame(found.gameType) !== null;

/** Hands a click to the hosted game its custom id names; false when no hosted game owns it. */
export async function hostedClick(bot: BotContext, interaction: Interaction): Promise<boolean> {
  if (!interaction.isButton() && !interaction.isStringSelectMenu()) return false;
  const id = decodeComponentId(interaction.customId);
  const host = id ? hostedGame(id.gameType) : null;
  if (!id || !host) return false;
  await host.click(bot, interaction, id);
  return true;
}
