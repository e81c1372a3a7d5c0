import { capitalize, count, list } from './grammar';
import { doTogether } from './factions';
import type { FactionId } from '../../dune';
import { phaseHeading } from './heading';

/** The live status's words: the table's front of shield, pinned in the channel (docs/bot.md). */
export const statusWords = {
  title: 'Dune · the game now',
  /** A seat nobody holds. */
  nobody: 'nobody',
  /** "**Turn 3 of 10 · Bidding**", with " · ⏸️ paused by a moderator" while it is. */
  heading: (turn: number, turns: number, title: string, paused: boolean): string =>
    `**${phaseHeading(turn, title, turns)}**${paused ? ' · ⏸️ paused by a moderator' : ''}`,
  over: (winners: readonly FactionId[] | null): string => `**The game is over.**${winners ? ` 🏆 ${capitalize(doTogether(winners, 'win'))}.` : ' Nobody won.'}`,
  /** "⏳ Waiting for @alice (Atreides) since …, deadline …." */
  waiting: (who: readonly string[]): string => `⏳ Waiting for ${list(who)}.`,
  expecting: (expecting: string): string => `⏳ ${expecting}`,
  /** "@alice (Atreides) since <t:…:R>, deadline <t:…:R>": one awaited seat, its times already written. */
  awaited: (seat: string, faction: string, since: string | null, until: string | null): string =>
    `${seat} (${faction})${since ? ` since ${since}` : ''}${until ? `, deadline ${until}` : ''}`,
  storm: (sector: number, order: readonly string[]): string => `🌪️ Storm in sector ${sector}${order.length ? ` · storm order ${order.join(', ')}` : ''}.`,
  /** "🏜️ Spice on the board (18): Habbanya Erg 8 · the Great Flat 10". */
  spiceOnBoard: (total: number, piles: readonly { readonly territory: string; readonly amount: number }[]): string =>
    piles.length ? `🏜️ Spice on the board (${total}): ${piles.map((p) => `${p.territory} ${p.amount}`).join(' · ')}` : '🏜️ No spice on the board.',
  /** A discard pile: "3 (top: Lasgun)". */
  pile: (cards: readonly string[]): string => `${cards.length}${cards.length ? ` (top: ${cards.at(-1)})` : ''}`,
  spiceDiscards: (a: string, b: string | null): string => (b === null ? `discard ${a}` : `discard A ${a} · discard B ${b}`),
  decks: (treachery: number, discard: string, spice: number, spiceDiscards: string): string =>
    `🃏 Treachery deck ${treachery} · discard ${discard} · Spice deck ${spice} · ${spiceDiscards}`,
  /** "5", "5 (2 Sardaukar)", "3 advisors": a stack in the front of shield's short form. */
  stack: (forces: number, elite: number, eliteName: string | null, advisor: boolean): string =>
    advisor ? count(forces, 'advisor') : elite > 0 ? `${forces} (${elite} ${eliteName ?? 'starred'})` : String(forces),
  cards: (n: number): string => `🃏 ${count(n, 'card')}`,
  bribes: (spice: number): string => `💰 ${spice} spice in front of the shield`,
  strongholds: (names: readonly string[]): string => `🏰 ${list(names)}`,
  board: (text: string): string => `🗺️ ${text || 'no forces on the board'}`,
  reservesAndTanks: (reserves: string, tanks: string | null): string => `Reserves ${reserves} · Tanks ${tanks ?? '0'}`,
  kwisatzHaderach: 'the Kwisatz Haderach',
  inTanks: (leaders: readonly string[]): string => `💀 In the Tanks: ${list(leaders)}`,
  captured: (leaders: readonly string[]): string => `⛓️ Captured by another faction: ${list(leaders)}`,
  allied: (ally: string): string => `🤝 Allied with ${ally}`,
};
