import type { BotContext, DuneGame } from './context';

/**
 * The game's host: its creator, until a moderator hands the creator's seat to another player, who
 * then hosts it (a replaced creator no longer starts or ends the game).
 */
export async function hostOf(bot: BotContext, game: DuneGame): Promise<string> {
  let host = game.createdBy;
  for (const entry of await bot.store.log(game.id))
    if (entry.kind === 'audit' && entry.note.what === 'replace-player' && entry.note.from === host) host = String(entry.note.to);
  return host;
}
