import type { ChatInputCommandInteraction, Interaction } from 'discord.js';
import type { Reply } from '../command';
import { decodeComponentId } from '../components/custom-id';
import type { BotContext } from '../context';
import { raceHost } from '../race/host';
import type { HostedGame } from './hosted-game';

const HOSTED: Readonly<Record<string, HostedGame>> = { [raceHost.type]: raceHost };

/** The hosted game of a stored game type; null for Dune (the bot's own path). */
export const hostedGame = (gameType: string): HostedGame | null => (Object.hasOwn(HOSTED, gameType) ? (HOSTED[gameType] as HostedGame) : null);

/** The answer of the channel's hosted game to a slash command; null when the bot's own command answers it. */
export async function hostedCommand(bot: BotContext, interaction: ChatInputCommandInteraction): Promise<Reply | null> {
  const live = await bot.store.findActiveGameByChannel(interaction.channelId);
  const host = live ? hostedGame(live.gameType) : null;
  return host && live ? host.command(bot, interaction, live) : null;
}

/** Whether the channel's game is a hosted one (autocomplete then offers nothing of Dune's). */
export async function channelIsHosted(bot: BotContext, channelId: string): Promise<boolean> {
  const live = await bot.store.findActiveGameByChannel(channelId);
  return live !== null && hostedGame(live.gameType) !== null;
}

/** Hands a click to the hosted game its custom id names; false when no hosted game owns it. */
export async function hostedClick(bot: BotContext, interaction: Interaction): Promise<boolean> {
  if (!interaction.isButton() && !interaction.isStringSelectMenu()) return false;
  const id = decodeComponentId(interaction.customId);
  const host = id ? hostedGame(id.gameType) : null;
  if (!id || !host) return false;
  await host.click(bot, interaction, id);
  return true;
}
