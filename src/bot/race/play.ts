import { type ButtonInteraction, MessageFlags, type StringSelectMenuInteraction } from 'discord.js';
import { publicView, RACE_SEATS, type RaceSeat } from '../../race';
import type { Actor } from '../../engine/game';
import type { ComponentId } from '../components/custom-id';
import type { BotContext } from '../context';
import { isModerator } from '../permissions';
import { timeToDefer } from '../load';
import { actionOf, focusOf, LOBBY_POINT, turnPoint } from './components';
import { joinRace } from './lobby';
import { inPlacePayload, type RaceMessage } from './post';
import { turnMessage } from './posts';
import { raceTell } from './tell';
import { raceEnd } from './result';
import { raceStore } from './store';
import { clicks, seatedList } from './text';

/**
 * What a click comes to: an ephemeral answer to the clicking user (nothing changed, or a seat
 * taken), the clicked turn post edited in place (a planning step, or a focus), or a plain
 * acknowledgement of a played turn, whose news the outbox carries.
 */
type Outcome = { readonly reply: string } | { readonly update: RaceMessage } | { readonly played: true };

/** The components a race posts: buttons and string menus. */
export type RaceInteraction = ButtonInteraction | StringSelectMenuInteraction;

/** Answers a click on a race's component: the clicking user decides the seat. */
export async function raceClick(bot: BotContext, interaction: RaceInteraction, id: ComponentId): Promise<void> {
  const values = interaction.isStringSelectMenu() ? interaction.values : [];
  const work = judge(bot, interaction, id, values).catch((error: unknown): Outcome => {
    bot.log.error(`A click on race ${id.gameId} failed`, error);
    return { reply: clicks.failed };
  });
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeToDefer(interaction.createdTimestamp));
    timer.unref();
  });
  const early = await Promise.race([work, slow]);
  clearTimeout(timer);
  if (early !== null) return answer(bot, interaction, early, false);
  const ack = interaction.deferUpdate();
  // Queued before the acknowledgement goes out, so whoever waits for the bot's news (a test, the
  // demo) waits for this answer too.
  await bot.queue.run(`click:${interaction.id}`, async () => {
    await ack;
    await answer(bot, interaction, await work, true);
  });
}

/** Sends the outcome: in the interaction's callback, or after a deferral as its edit or follow-up. */
async function answer(bot: BotContext, interaction: RaceInteraction, done: Outcome, deferred: boolean): Promise<void> {
  if ('reply' in done) {
    const reply = { content: done.reply, flags: MessageFlags.Ephemeral as const, allowedMentions: { users: [] } };
    await (deferred ? interaction.followUp(reply) : interaction.reply(reply));
    return;
  }
  if ('played' in done) {
    // The turn's news, the edit of its post and the next turn were written with the turn; the deliverer sends them.
    bot.wake();
    if (!deferred) await interaction.deferUpdate();
    return;
  }
  const payload = inPlacePayload(done.update);
  await (deferred ? interaction.editReply(payload) : interaction.update(payload));
}

const fromItsChannel = (interaction: RaceInteraction, game: { readonly guildId: string; readonly channelId: string }): boolean =>
  interaction.guildId === game.guildId && interaction.channelId === game.channelId;

async function judge(bot: BotContext, interaction: RaceInteraction, id: ComponentId, values: readonly string[]): Promise<Outcome> {
  const where = { guildId: interaction.guildId, channelId: interaction.channelId, userId: interaction.user.id, moderator: isModerator(interaction, bot) };
  if (id.point === LOBBY_POINT) {
    const seat = RACE_SEATS.find((s) => s === id.args.s);
    const found = await raceStore(bot).getGame(id.gameId);
    if (found && !fromItsChannel(interaction, found.game)) return { reply: clicks.elsewhere };
    if (id.action !== 'join' || !seat || found?.game.status !== 'lobby') return { reply: clicks.lobbyOnly };
    return { reply: await joinRace(bot, where, seat) };
  }
  const focus = focusOf(id.action, id.args, values);
  // Judged on the race as the store applies the click to it, in one pass of its queue: the turn's
  // news, and the race's end when the turn brings a winner, go in the click's one write.
  const played = await raceStore(bot).play<Outcome>(
    id.gameId,
    {
      interactionId: interaction.id,
      userId: interaction.user.id,
      judge: ({ game, seats, state }) => {
        // A click counts only from the race's own channel and server, so the moderator check below is that server's.
        if (!fromItsChannel(interaction, game)) return { refused: { reply: clicks.elsewhere } };
        if (game.status === 'paused') return { refused: { reply: clicks.paused } };
        if (game.status !== 'active' || turnPoint(state) !== id.point) return { refused: { reply: clicks.passed } };
        const current = publicView(state).turnOf as RaceSeat;
        const holder = seats.find((s) => s.seat === current)?.userId ?? null;
        const own = seats.find((s) => s.userId === interaction.user.id);
        // A seated player plays their own seat only; a moderator with no seat acts for the player whose turn it is.
        let actor: Actor<RaceSeat>;
        if (own) {
          if (own.seat !== current) return { refused: { reply: clicks.notYourTurn(current, holder) } };
          actor = { kind: 'seat', seat: own.seat };
        } else if (isModerator(interaction, bot, game.moderatorRoleId)) {
          actor = { kind: 'moderator', userId: interaction.user.id, reason: clicks.overrideReason(current) };
        } else return { refused: { reply: clicks.notInRace(seatedList(seats)) } };
        if (id.action === 'focus') return { refused: { update: turnMessage(game.id, state, seats, focus) } };
        const action = actionOf(id.action, id.args, values);
        return action ? { actor, action } : { refused: { reply: clicks.passed } };
      },
    },
    { ...raceTell({ shownInPlace: true }), ...raceEnd },
  );
  if (!played.ok) return { reply: clicks.passed };
  const { judged, outcome } = played.value;
  if ('refused' in outcome) return outcome.refused;
  if (!outcome.ok) return { reply: clicks.refused(outcome.error.message) };
  if (outcome.value.duplicate) return { reply: clicks.duplicate };
  const after = outcome.value.state;
  if (turnPoint(after) === id.point) return { update: turnMessage(judged.game.id, after, judged.seats, focus) };
  // The turn was played: its post keeps the plan, loses its components and tells what moved; the next turn follows (outbox).
  return { played: true };
}
