import type { ApplicationCommandOptionChoiceData, AutocompleteInteraction } from 'discord.js';
import { LEADERS } from '../dune/data/factions';
import { TERRITORIES, territory } from '../dune/data/map';
import { findTerritory, normalize, type SeatView as PrivateView, seatView } from '../dune';
import type { OptionArg } from './action-options';
import { optionName, SPICE_ARGS } from './action-options';
import type { BotContext, DuneSeat } from './context';
import { type Asker, askerOf, withLiveGame } from './live-game';
import { LIMITS, truncate } from './discord-limits';

type Choice = ApplicationCommandOptionChoiceData<string | number>;

const matches = (typed: string, ...names: readonly string[]): boolean => {
  const t = normalize(typed);
  return t === '' || names.some((n) => normalize(n).includes(t));
};

const top = (choices: Choice[]): Choice[] => choices.slice(0, LIMITS.choices).map((c) => ({ ...c, name: truncate(c.name, LIMITS.choiceName) }));

/** The private view of the user's seat in the channel's game, or null (no game, not seated). */
async function viewOf(bot: BotContext, asker: Asker): Promise<PrivateView | null> {
  const view = await withLiveGame(bot, asker, { started: true, seated: true }, async ({ state, seat }) => seatView(state, (seat as DuneSeat).seat));
  return typeof view === 'string' ? null : view;
}

/** Territories: where the player has forces first, then those with spice, then the rest. */
function territories(typed: string, view: PrivateView | null): Choice[] {
  const mine = new Set(view?.board.filter((x) => x.faction === view.you).map((x) => x.territory));
  const spice = new Set(view?.spiceOnBoard.map((p) => p.territory));
  const rank = (name: string) => (mine.has(name) ? 0 : spice.has(name) ? 1 : 2);
  return [...TERRITORIES.values()]
    .filter((t) => matches(typed, t.name, ...t.aliases))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name))
    .map((t) => ({ name: `${t.name}${mine.has(t.name) ? ' · your forces' : spice.has(t.name) ? ' · spice' : ''}`, value: t.name }));
}

/** The sector argument's territory: `fromSector` goes with `from`, `sector` with `territory` (or `to`). */
function territoryArgFor(sectorArg: string, args: readonly OptionArg[]): string | undefined {
  const names = args.filter((o) => o.arg.type === 'territory').map((o) => o.arg.name);
  if (sectorArg.endsWith('Sector')) return names.find((n) => n === sectorArg.slice(0, -'Sector'.length));
  return names.find((n) => n === 'territory') ?? names.find((n) => n === 'to');
}

/** The sectors of the territory already chosen (all 18 until one is), the storm's marked. */
function sectors(interaction: AutocompleteInteraction, target: OptionArg, args: readonly OptionArg[], view: PrivateView | null): Choice[] {
  const arg = territoryArgFor(target.arg.name, args);
  const typedTerritory = arg ? interaction.options.getString(optionName(arg)) : null;
  const t = typedTerritory ? findTerritory(typedTerritory) : undefined;
  const all = t ? territory(t).sectors : Array.from({ length: 18 }, (_, i) => i + 1);
  const where = t ? territory(t).name : null;
  const typed = String(interaction.options.getFocused());
  return all
    .filter((n) => typed === '' || String(n).startsWith(typed))
    .map((n) => {
      const storm = view?.storm === n ? ' · in the storm' : '';
      const yours = view?.board.some((x) => x.faction === view.you && x.territory === where && x.sector === n) ? ' · your forces' : '';
      return { name: `Sector ${n}${where ? ` of ${where}` : ''}${storm}${yours}`, value: n };
    });
}

function leaders(typed: string, view: PrivateView | null): Choice[] {
  const offers = (view?.private as { traitorOffers?: unknown } | undefined)?.traitorOffers;
  const own = view ? view.leaders.filter((l) => l.location !== 'tanks').map((l) => l.leader) : [];
  const likely = [...(Array.isArray(offers) ? (offers as string[]) : []), ...own];
  const pool = likely.some((n) => matches(typed, n)) ? likely : [...LEADERS.values()].map((l) => l.name);
  return [...new Set(pool)].filter((n) => matches(typed, n)).map((n) => ({ name: n, value: n }));
}

/** Amounts of spice the player can pay, from the least that is legal (above the high bid). */
function amounts(typed: string, target: OptionArg, view: PrivateView | null, bidding: boolean): Choice[] {
  if (!view) return [];
  const highBid = bidding ? (view.step as { highBid?: unknown }).highBid : undefined;
  const least = Math.max(target.arg.min ?? 0, typeof highBid === 'number' ? highBid + 1 : 0);
  const choices: Choice[] = [];
  for (let n = least; n <= view.spice; n++) if (String(n).startsWith(typed)) choices.push({ name: `${n} spice`, value: n });
  return choices;
}

/** Suggestions for the option being typed in an action command. */
export async function suggest(bot: BotContext, interaction: AutocompleteInteraction, args: readonly OptionArg[]): Promise<Choice[]> {
  const focused = interaction.options.getFocused(true);
  const target = args.find((o) => o.option === focused.name);
  if (!target) return [];
  const typed = String(focused.value ?? '');
  const view = await viewOf(bot, askerOf(interaction));
  switch (target.arg.type) {
    case 'territory':
      return top(territories(typed, view));
    case 'sector':
      return top(sectors(interaction, target, args, view));
    case 'card':
      return top([...new Set(view?.hand ?? [])].filter((c) => matches(typed, c)).map((c) => ({ name: c, value: c })));
    case 'leader':
      return top(leaders(typed, view));
    case 'count':
      return SPICE_ARGS.has(target.arg.name) ? top(amounts(typed, target, view, interaction.commandName === 'bid')) : [];
    case 'choice':
      return top((target.arg.choices ?? []).filter((c) => matches(typed, c)).map((c) => ({ name: c, value: c })));
    default:
      return [];
  }
}
