import { AttachmentBuilder, ButtonStyle, DiscordAPIError, RESTJSONErrorCodes } from 'discord.js';
import { resultsCsv, resultsJson } from '../../stats/export';
import type { Reply } from '../command';
import type { Answered } from '../components/flow';
import { button, inRows } from '../components/rows';
import type { BotContext } from '../context';
import { ChannelUnavailable, postToChannel } from '../deliver';
import { STATS } from '../text/stats';
import { tooLargeToUpload } from '../text/uploads';
import { type StatsAsker, statsBody } from './answers';
import { completeResults, serverResults } from './server-results';
import { postId, readPostId, type StatsView } from './view-id';

/** Where a `/stats` question was asked, and by whom. */
export interface StatsRequest extends StatsAsker {
  readonly guildId: string;
  readonly channelId: string;
}

/** A view of the statistics, for the asker alone, with a button that posts it for everyone. */
export async function statsReply(bot: BotContext, request: StatsRequest, view: StatsView): Promise<Reply> {
  const body = statsBody(await serverResults(bot, request.guildId), view, request);
  if (typeof body === 'string') return body;
  return { content: '', embeds: body.embeds, files: body.files, components: inRows([button(STATS.postButton, postId(view), ButtonStyle.Secondary)]) };
}

/** Discord's answers when the bot may not post in a channel. */
const NO_POSTING = new Set<unknown>([RESTJSONErrorCodes.MissingPermissions, RESTJSONErrorCodes.MissingAccess]);

/**
 * "Post in the channel", clicked on a `/stats` answer: the view is computed again (the figures as
 * they are now, the privacy choices too) and posted in the channel, saying who showed it; the
 * asker's own answer stays, without its button.
 */
async function postStats(bot: BotContext, request: StatsRequest, customId: string): Promise<Reply> {
  const view = readPostId(customId);
  if (!view) return STATS.notOurs;
  const body = statsBody(await serverResults(bot, request.guildId), view, request);
  if (typeof body === 'string') return body;
  try {
    await postToChannel(bot, request.channelId, [{ content: STATS.postedBy(request.userId), embeds: body.embeds, files: body.files }]);
  } catch (error) {
    if (error instanceof ChannelUnavailable || (error instanceof DiscordAPIError && NO_POSTING.has(error.code))) return STATS.cannotPost;
    throw error;
  }
  return { content: STATS.posted, embeds: body.embeds, files: body.files, components: [] };
}

/** `/stats export`: the server's results as JSON and CSV files, for the asker alone. */
export async function exportReply(bot: BotContext, request: StatsRequest): Promise<Reply> {
  await completeResults(bot, request.guildId);
  const results = await bot.store.results(request.guildId);
  if (results.length === 0) return STATS.noExport;
  const files = [
    { name: `results-${request.guildId}.json`, text: resultsJson(request.guildId, results, bot.now()) },
    { name: `results-${request.guildId}.csv`, text: resultsCsv(results) },
  ].map((f) => ({ ...f, bytes: Buffer.from(f.text, 'utf8') }));
  const tooLarge = files.find((f) => f.bytes.length > request.attachmentSizeLimit);
  if (tooLarge) return `❌ ${tooLargeToUpload(tooLarge.name, tooLarge.bytes.length, request.attachmentSizeLimit)}`;
  return { content: STATS.exported(results.length), files: files.map((f) => new AttachmentBuilder(f.bytes, { name: f.name })) };
}

/** `/stats privacy`: leaves the asker out of leaderboards and of others' lookups, or lists them again. */
export async function privacyReply(bot: BotContext, userId: string, hide: boolean): Promise<string> {
  const hidden = await bot.store.hiddenFromStats();
  if (hidden.has(userId) === hide) return STATS.privacyAlready(hide);
  await bot.store.setHiddenFromStats(userId, hide, bot.now());
  return hide ? STATS.privacyHidden : STATS.privacyShown;
}

/** A click on a `/stats` answer's button (the router's entry). */
export function answerStatsClick(bot: BotContext, interaction: Answered): Promise<Reply> {
  if (!interaction.guildId) return Promise.resolve(STATS.notOurs);
  return postStats(
    bot,
    { guildId: interaction.guildId, channelId: interaction.channelId ?? '', userId: interaction.user.id, attachmentSizeLimit: interaction.attachmentSizeLimit },
    interaction.customId,
  );
}
