import { type DuneAction, type FactionId, factionsOf, seatView } from '../dune';
import { factionName } from '../dune/data/factions';
import { finishIfOver } from './act';
import { type Asker, type LiveGame, withLiveGame } from './live-game';
import type { BotContext } from './context';
import { postToChannel, sendDm } from './deliver';
import { factLines, handFacts } from './text/secrets';
import { COLORS } from './presenters/posts';
import { dmPosts, publish } from './publish';

/** Who asks for an override, where, and why (every override carries a reason into the log). */
export interface ModRequest extends Asker {
  readonly interactionId: string;
  readonly reason: string;
}

type Loaded = LiveGame;

/** Runs `work` in the game's queue with the channel's game loaded; an answer string when there is none. */
function withGame(bot: BotContext, r: ModRequest, work: (g: Loaded) => Promise<string>): Promise<string> {
  return withLiveGame(bot, r, { started: true, queued: true }, work);
}

/**
 * Who acted, why, and through which interaction: every override, undo and audit entry of the log
 * records these.
 */
const audit = (r: ModRequest) => ({
  actor: { kind: 'moderator' as const, userId: r.userId, reason: r.reason },
  userId: r.userId,
  reason: r.reason,
  interactionId: r.interactionId,
});

const note = (r: ModRequest, what: string) => `🛡️ Moderator <@${r.userId}> ${what}. Reason: ${r.reason}`;

/** `/mod undo`: takes back the last `count` actions; the state is rebuilt from the log. */
export function undo(bot: BotContext, r: ModRequest, count: number): Promise<string> {
  return withGame(bot, r, async ({ game, seats, state }) => {
    const undone = await bot.store.undo(game.id, { ...audit(r), count });
    if (!undone.ok) return `❌ ${undone.error.message}`;
    if (undone.value.duplicate) return 'This undo was already applied.';
    await publish(bot, {
      game,
      seats,
      before: state,
      after: undone.value.state,
      events: [],
      notes: [note(r, `undid the last ${count === 1 ? 'action' : `${count} actions`}`)],
    });
    return `✅ Undid ${count} action(s).`;
  });
}

/** `/mod set …`: an engine moderator action (set-spice, set-forces, …), announced without secrets. */
export function override(bot: BotContext, r: ModRequest, action: DuneAction): Promise<string> {
  return withGame(bot, r, async ({ game, seats, state }) => {
    const { actor, userId, interactionId } = audit(r);
    const applied = await bot.store.apply(game.id, { actor, action, interactionId, userId });
    if (!applied.ok) return `❌ ${applied.error.message}`;
    if (applied.value.duplicate) return 'This override was already applied.';
    await publish(bot, { game, seats, before: state, after: applied.value.state, events: applied.value.events });
    await finishIfOver(bot, game, applied.value.state);
    return `✅ \`${action.do}\` applied and announced.`;
  });
}

/** `/mod replace-player`: hands a seat to another member, who gets the seat's secrets by DM. */
export function replacePlayer(bot: BotContext, r: ModRequest, faction: FactionId, newUser: { readonly id: string; readonly bot: boolean }): Promise<string> {
  const newUserId = newUser.id;
  return withGame(bot, r, async ({ game, seats, state }) => {
    if (newUser.bot) return `❌ <@${newUserId}> is a bot account: a seat goes to a person.`;
    const held = seats.find((s) => s.userId === newUserId);
    if (held) return `❌ <@${newUserId}> already plays the ${factionName(held.seat)} in this game; one seat per player.`;
    const old = seats.find((s) => s.seat === faction);
    const replaced = await bot.store.replaceSeat(game.id, faction, newUserId, audit(r));
    if (!replaced.ok) return `❌ ${replaced.error.message}`;
    const from = old ? ` from <@${old.userId}>` : '';
    await postToChannel(
      bot,
      game.channelId,
      [{ embeds: [{ description: note(r, `handed the ${factionName(faction)}${from} to <@${newUserId}>`), color: COLORS.moderator }] }],
      [newUserId],
    );
    if (!factionsOf(state).includes(faction)) return `✅ Seat handed over.`;
    const delivered = await sendDm(
      bot,
      newUserId,
      dmPosts(game, faction, ['You now play this seat. Your secrets:', ...factLines(handFacts(seatView(state, faction)))]),
    );
    return `✅ Seat handed over.${delivered ? '' : ' (The new player accepts no DMs; they can see their secrets with `/hand`.)'}`;
  });
}

/** `/mod pause` and `/mod resume`: a paused game refuses every action until resumed. */
export function setPaused(bot: BotContext, r: ModRequest, paused: boolean): Promise<string> {
  return withGame(bot, r, async ({ game }) => {
    const changed = await bot.store.setStatus(game.id, paused ? 'paused' : 'active', audit(r));
    if (!changed.ok) return `❌ ${changed.error.message}`;
    const what = paused ? 'paused the game: no actions until `/mod resume`' : 'resumed the game';
    await postToChannel(bot, game.channelId, [{ embeds: [{ description: note(r, what), color: COLORS.moderator }] }]);
    return `✅ Game ${paused ? 'paused' : 'resumed'}.`;
  });
}
