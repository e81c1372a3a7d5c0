import type { ApplicationCommandOptionChoiceData, AutocompleteInteraction } from 'discord.js';
import { type ArgOptions, normalize, optionsFor, publicView } from '../dune';
import { type OptionArg, readArgs } from './action-options';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { LIMITS, truncate } from './discord-limits';
import { askerOf, withLiveGame } from './live-game';

type Choice = ApplicationCommandOptionChoiceData<string | number>;

const matches = (typed: string, ...names: readonly string[]): boolean => {
  const t = normalize(typed);
  return t === '' || names.some((n) => normalize(n).includes(t));
};

const top = (choices: Choice[]): Choice[] => choices.slice(0, LIMITS.choices).map((c) => ({ ...c, name: truncate(c.name, LIMITS.choiceName) }));

/** The legal values as suggestions, those matching what is typed: a list's entries, a range's numbers. */
function fromOptions(options: ArgOptions, typed: string): Choice[] {
  if (options.kind === 'list')
    return options.options.flatMap((o) =>
      o.value === null || typeof o.value === 'boolean' || !matches(typed, o.label, String(o.value))
        ? []
        : [{ name: o.description ? `${o.label} · ${o.description}` : o.label, value: o.value }],
    );
  if (options.kind !== 'range') return [];
  const choices: Choice[] = [];
  for (let n = options.min; n <= options.max && choices.length < LIMITS.choices; n++)
    if (String(n).startsWith(typed)) choices.push({ name: String(n), value: n });
  return choices;
}

/**
 * Suggestions for the option being typed in an action's subcommand: the legal values of that
 * argument given the others already filled in, from `optionsFor` — what the seat may know only,
 * and nothing the engine would refuse. Nobody seated, no game: no suggestions.
 */
export async function suggest(
  bot: BotContext,
  interaction: AutocompleteInteraction,
  action: string,
  args: readonly OptionArg[],
  found?: DuneGame | null,
): Promise<Choice[]> {
  const focused = interaction.options.getFocused(true);
  const target = args.find((o) => o.option === focused.name);
  if (!target) return [];
  const others = args.filter((o) => o !== target);
  const chosen = readArgs(interaction.options, others);
  const suggested = await withLiveGame(bot, askerOf(interaction, found), { started: true, seated: true }, async ({ state, seat }) =>
    top(fromOptions(optionsFor(state, (seat as DuneSeat).seat, action, chosen, target.arg.name), String(focused.value ?? ''))),
  );
  return typeof suggested === 'string' ? [] : suggested;
}

/** The running games the user sits in, for the `game` option of a command sent by DM. */
export async function suggestGames(bot: BotContext, userId: string): Promise<Choice[]> {
  const games = await bot.store.findLiveGamesOfUser(userId);
  const described = await Promise.all(
    games.map(async (g) => {
      const loaded = await bot.store.load(g.id);
      const where = loaded.ok && g.status !== 'lobby' ? `turn ${publicView(loaded.value.state).turn}, ${publicView(loaded.value.state).phaseTitle}` : g.status;
      const seat = loaded.ok ? loaded.value.seats.find((s) => s.userId === userId)?.seat : undefined;
      return { name: `Game ${g.id.slice(-6)} · ${seat ?? ''} · ${where}`, value: g.id };
    }),
  );
  return top(described);
}
