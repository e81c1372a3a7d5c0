import { type APIEmbed, ButtonStyle, type MessageComponentInteraction, type ModalSubmitInteraction } from 'discord.js';
import { type ArgOptions, type Decision, type DuneGameState, decisionsFor, type FactionId, optionsFor, preview } from '../../dune';
import { act } from '../act';
import type { Reply } from '../command';
import type { BotContext, DuneGame } from '../context';
import { askerOf, withLiveGame } from '../live-game';
import { NO_GAME_HERE } from '../text/live-game';
import {
  CONFIRM,
  choose,
  confirmLine,
  NO_CHOICES,
  NOT_OFFERED,
  NOT_YOUR_GAME,
  OTHER_GAME,
  PASSED,
  TEXT_NOT_HELD,
  TOO_LONG,
  WRITTEN,
  writeButton,
  writeIt,
  YOUR_CHOICES,
} from '../text/components';
import { type Choice, type Chosen, choiceId, MENU, pointOf, readChoice, readOptionValue, type Value } from './choice';
import { shortGameId } from './custom-id';
import { formText, textForm } from './form';
import { heldEmbed, heldText, heldToken } from './held-text';
import { decisionRows } from './decision-rows';
import { button, inRows, type Listed, pageOf, selectRow } from './rows';
import { typedCommand } from './typed';

/** What reaches the decision flow: a click, a pick in a select menu, or a submitted form. */
export type Answered = MessageComponentInteraction | ModalSubmitInteraction;

/**
 * A click on a button, a pick in a select menu or a submitted form. The custom id says which
 * decision and which arguments; the seat is always the clicking user's own; a component (or form)
 * of a decision point that has passed, of another game, that does not read as one of ours, or
 * whose texts are not those of its message changes nothing and says why.
 */
export async function answerComponent(bot: BotContext, interaction: Answered): Promise<Reply> {
  const choice = readChoice(interaction.customId);
  if (typeof choice === 'string') return `🚫 ${choice}`;
  const texts = heldTexts(choice, interaction.message);
  if (typeof texts === 'string') return `🚫 ${texts}`;
  const named = await gameOf(bot, interaction, choice.game);
  if (!named.ok) return `🚫 ${named.why}`;
  // The game found here is the one acted on: it is not looked up again.
  const asker = { ...askerOf(interaction, named.game), gameId: named.game.id };
  const fresh = (id: string, state: DuneGameState) => pointOf(id, state) === choice.point;
  const chosen: Record<string, Value> = { ...choice.chosen, ...texts };
  if (choice.stage.kind === 'do') {
    const acted = await act(bot, {
      ...asker,
      interactionId: interaction.id,
      action: { do: choice.action, args: chosen },
      precondition: (game, state) => (fresh(game.id, state) ? null : PASSED),
    });
    return acted.now ? withChoices(acted.answer, acted.now.game.id, acted.now.state, acted.now.seat.seat) : acted.answer;
  }
  if (choice.action === MENU)
    return withLiveGame<Reply>(bot, asker, { started: true, unpaused: true, seated: true }, async ({ game, state, seat }) => {
      const mine = (seat as { seat: FactionId }).seat;
      return withChoices(fresh(game.id, state) ? YOUR_CHOICES : PASSED, game.id, state, mine);
    });
  const stage = choice.stage;
  return withLiveGame<Reply>(bot, asker, { started: true, unpaused: true, seated: true }, async ({ game, state, seat }) => {
    const mine = (seat as { seat: FactionId }).seat;
    if (!fresh(game.id, state)) return withChoices(PASSED, game.id, state, mine);
    const held = Object.keys(texts);
    let page = 0;
    if (stage.kind === 'ask' && interaction.isStringSelectMenu()) {
      const picked = interaction.values[0] ?? '';
      const turned = pageOf(picked);
      if (turned === null) chosen[stage.arg] = readOptionValue(picked);
      else page = turned;
    }
    if (stage.kind === 'ask' && interaction.isModalSubmit()) {
      // A blank text answers nothing: the question is asked again.
      const text = formText(interaction, stage.arg);
      if (text !== null) {
        chosen[stage.arg] = text;
        held.push(stage.arg);
      }
    }
    // A button that asks an argument is the one that opens its form.
    const form = stage.kind === 'ask' && interaction.isButton() ? stage.arg : null;
    return nextQuestion({ gameId: game.id, state, seat: mine, choice, chosen, held, page, form });
  });
}

/** The texts a choice says its message holds, each checked against its token; otherwise why it is refused. */
function heldTexts(choice: Choice, message: Answered['message']): Record<string, string> | string {
  const texts: Record<string, string> = {};
  for (const [arg, token] of Object.entries(choice.held)) {
    const text = heldText(message, argLabel(arg));
    if (text === null || heldToken(text) !== token) return TEXT_NOT_HELD;
    texts[arg] = text;
  }
  return texts;
}

/** An answer with the seat's choices now below it (nothing when the game waits for nothing from it). */
export function withChoices(content: string, gameId: string, state: DuneGameState, seat: FactionId): Reply {
  const components = decisionRows(gameId, state, seat);
  return { content: components.length > 0 || !content.endsWith(':') ? content : `${content}\n${NO_CHOICES}`, components };
}

type Found = { readonly ok: true; readonly game: DuneGame } | { readonly ok: false; readonly why: string };

/** The game a component names: the channel's game, or in a DM one the user sits in. */
async function gameOf(bot: BotContext, interaction: Answered, short: string): Promise<Found> {
  if (interaction.guildId !== null) {
    const live = await bot.store.findActiveGameByChannel(interaction.channelId ?? '');
    if (!live) return { ok: false, why: NO_GAME_HERE };
    return shortGameId(live.id) === short ? { ok: true, game: live } : { ok: false, why: OTHER_GAME };
  }
  const mine = (await bot.store.findLiveGamesOfUser(interaction.user.id)).find((g) => shortGameId(g.id) === short);
  return mine ? { ok: true, game: mine } : { ok: false, why: NOT_YOUR_GAME };
}

interface Asking {
  readonly gameId: string;
  readonly state: DuneGameState;
  readonly seat: FactionId;
  readonly choice: Choice;
  readonly chosen: Record<string, Value>;
  /** The arguments of `chosen` written in forms: the message holds them, the custom ids their tokens. */
  readonly held: readonly string[];
  /** The page of the question being asked again ("More…"). */
  readonly page: number;
  /** The argument whose form the click asks for (the button under its question), if any. */
  readonly form: string | null;
}

/** The decision the arguments chosen so far belong to: the one of this action whose fixed arguments all match, the most specific first. */
function decisionOf(decisions: readonly Decision[], action: string, chosen: Chosen): Decision | undefined {
  return decisions
    .filter((d) => d.action === action && Object.entries(d.preset ?? {}).every(([k, v]) => k in chosen && chosen[k] === v))
    .sort((a, b) => Object.keys(b.preset ?? {}).length - Object.keys(a.preset ?? {}).length)[0];
}

const listed = (o: ArgOptions): readonly Listed[] =>
  o.kind === 'list'
    ? o.options
    : o.kind === 'range'
      ? Array.from({ length: o.max - o.min + 1 }, (_, i) => ({ value: o.min + i, label: String(o.min + i) }))
      : [];

/**
 * The next argument still to choose, as a select menu of its legal values only (a single legal
 * value is taken without asking), or free text as a button that opens a form; once all are
 * chosen, what the action will do and Confirm.
 */
function nextQuestion(a: Asking): Reply {
  const { gameId, state, seat, choice, chosen } = a;
  const others = decisionRows(gameId, state, seat, 4);
  const decision = decisionOf(decisionsFor(state, seat), choice.action, chosen);
  if (!decision) return withChoices(NOT_OFFERED(choice.action), gameId, state, seat);
  const header = [`**${decision.label}**`, ...(decision.summary ? [decision.summary] : [])];
  const point = pointOf(gameId, state);
  for (const arg of decision.args) {
    if (arg in chosen) continue;
    const options = optionsFor(state, seat, choice.action, chosen, arg);
    if (options.kind === 'none') return { content: [...header, `❌ ${options.reason}`].join('\n'), components: others };
    const values = listed(options);
    if (values.length === 1) {
      chosen[arg] = (values[0] as Listed).value;
      continue;
    }
    const id = choiceId(gameId, point, choice.action, chosen, { kind: 'ask', arg }, a.held);
    if (!id) return { content: [...header, TOO_LONG, `\`${typedCommand(choice.action, state)}\``].join('\n'), components: others };
    const asked = [...header, ...soFar(a, decision)];
    if (options.kind === 'text') {
      const question = {
        content: [...asked, writeIt(options.label, writeButton(argLabel(arg)), options.maxLength)].join('\n'),
        components: [...inRows([button(writeButton(argLabel(arg)), id)]), ...others],
        embeds: written(a),
      };
      if (a.form !== arg) return question;
      return {
        ...question,
        modal: textForm({ customId: id, title: decision.label, arg, name: argLabel(arg), label: options.label, maxLength: options.maxLength }),
      };
    }
    const label = options.kind === 'range' ? options.label : argLabel(arg);
    const page = choice.stage.kind === 'ask' && choice.stage.arg === arg ? a.page : 0;
    return { content: [...asked, choose(label)].join('\n'), components: [selectRow(id, label, values, page), ...others], embeds: written(a) };
  }
  const shown = preview(state, seat, { do: choice.action, args: chosen });
  if (!shown.ok) return { content: [...header, `❌ ${shown.error.message}`].join('\n'), components: others };
  const confirm = choiceId(gameId, point, choice.action, chosen, { kind: 'do' }, a.held);
  if (!confirm) return { content: [...header, shown.text, TOO_LONG, `\`${typedCommand(choice.action, state)}\``].join('\n'), components: others };
  // "Bid 5" may be both a quick button and this Confirm: the message carries it once.
  const rest = decisionRows(gameId, state, seat, 4, [confirm]);
  return {
    content: [...header, confirmLine(shown.text)].join('\n'),
    components: [...inRows([button(CONFIRM, confirm, ButtonStyle.Success)]), ...rest],
    embeds: written(a),
  };
}

/** The texts written in forms so far, held in the message for the components that refer to them. */
const written = (a: Asking): APIEmbed[] =>
  a.held.length > 0 ? [heldEmbed(WRITTEN, Object.fromEntries(a.held.map((arg) => [argLabel(arg), String(a.chosen[arg])])))] : [];

/** "Leader", "Weapon" … from an argument's name, for a menu's placeholder. */
const argLabel = (arg: string): string => arg.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The arguments already picked in menus, by their labels: what the seat has chosen so far. */
function soFar(a: Asking, decision: Decision): string[] {
  const lines: string[] = [];
  const before: Record<string, Value> = { ...(decision.preset as Chosen | undefined) };
  for (const arg of decision.args) {
    if (!(arg in a.chosen)) break;
    const value = a.chosen[arg] as Value;
    // A text written in a form is shown as written, in the message's embed.
    if (!a.held.includes(arg)) {
      const label = listed(optionsFor(a.state, a.seat, a.choice.action, before, arg)).find((o) => o.value === value)?.label ?? String(value);
      lines.push(`· ${argLabel(arg)}: ${label}`);
    }
    before[arg] = value;
  }
  return lines;
}
