import type { APIEmbed } from 'discord-api-types/v10';
import type { FactionId } from '../../dune';
import { LIMITS, packLines } from '../discord-limits';
import { COLORS } from '../colors';
import { dmWords } from '../text/dm';

/**
 * A player's secrets as DM embeds (`/hand` sent by DM, a seat handed over): as many as the lines
 * need, none cut short, the first titled for its reader's eyes only, the last naming the game.
 */
export const secretEmbeds = (seat: FactionId, channelId: string, lines: readonly string[]): APIEmbed[] =>
  packLines([...lines, '', dmWords.secretsFooter(channelId)], LIMITS.embedDescription).map((description, i) => ({
    title: i === 0 ? dmWords.secretsTitle(seat) : dmWords.secretsContinued(seat),
    description,
    color: COLORS.secret,
  }));
