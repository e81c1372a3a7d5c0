import { capitalize, count, list } from './grammar';
import { doTogether } from './factions';
import type { FactionId } from '../../dune';
import { phaseHeading } from './heading';
import { starred } from './terms';

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
    advisor ? count(forces, 'advisor') : elite > 0 ? `${forces} (${starred(elite, eliteName)})` : String(forces),
  cards: (n: number): string => `🃏 ${count(n, 'card')}`,
  bribes: (spice: number): string => `💰 ${spice} spice in front of the shield`,
  strongholds: (names: readonly string[]): string => `🏰 ${list(names)}`,
  board: (text: string): string => `🗺️ ${text || 'no forces on the board'}`,
  reservesAndTanks: (reserves: string, tanks: string | null): string => `Reserves ${reserves} · Tanks ${tanks ?? '0'}`,
  kwisatzHaderach: 'the Kwisatz Haderach',
  inTanks: (leaders: readonly string[]): string => `💀 In the Tanks: ${list(leaders)}`,
  captured: (leaders: readonly string[]): string => `⛓️ Captured by another faction: ${list(leaders)}`,
  allied: (ally: string): string => `🤝 Allied with ${ally}`,
  /** TECH-1: the Tech Tokens lie in front of the shield. */
  techTokens: (tokens: readonly string[]): string => `⚙️ Tech ${tokens.length === 1 ? 'Token' : 'Tokens'}: ${list(tokens)}`,
  /** TLX-2: the Tleilaxu's Face Dancers revealed so far (the others stay secret), on the table's line. */
  faceDancersRevealed: (leaders: readonly string[]): string =>
    `🎭 The Tleilaxu's Face ${leaders.length === 1 ? 'Dancer' : 'Dancers'} revealed: ${list(leaders)}.`,
  /** TLX-11: "🧬 Ghola: Stilgar (the Fremen's)". */
  gholas: (gholas: readonly { readonly leader: string; readonly owner: string }[]): string =>
    `🧬 ${gholas.length === 1 ? 'Ghola' : 'Gholas'}: ${list(gholas.map((g) => `${g.leader} (${g.owner})`))}`,
  /** IX-3, IX-5: where the Hidden Mobile Stronghold points, or that it waits to be placed. */
  hms: (host: string | null): string => (host ? `🏯 Hidden Mobile Stronghold at ${host}.` : '🏯 The Hidden Mobile Stronghold is not placed yet.'),
};
