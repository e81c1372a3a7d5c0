import { addSpiceOnBoard, inStorm } from '../../board';
import type { Ctx } from '../../context';
import { isTerritoryCard, SPICE_CARDS, type SpiceCardId } from '../../data/cards';
import { territory, type MapTerritoryId } from '../../data/map';
import type { DuneState } from '../../state';
import type { Pile } from '../../shape/spice-blow';

export const pileName = (p: Pile): 'A' | 'B' => (p === 0 ? 'A' : 'B');

/**
 * The top spice card. A deck that runs out is rebuilt at once from both discard piles, shuffled
 * (rules §6.3.7); only an empty deck with empty piles yields nothing.
 */
export function drawSpiceCard(s: DuneState, ctx: Ctx): SpiceCardId | undefined {
  if (s.decks.spice.length === 0) {
    const cards = [...s.decks.spiceDiscard[0], ...s.decks.spiceDiscard[1]];
    if (cards.length === 0) return undefined;
    s.decks.spice = ctx.rng.shuffle(cards);
    s.decks.spiceDiscard = [[], []];
    ctx.emit({ type: 'spice-deck-reshuffled', cards: s.decks.spice.length });
  }
  return s.decks.spice.shift();
}

/** The territory of the topmost territory card of a discard pile: where that pile's first worm strikes. */
export function topTerritory(s: DuneState, pile: Pile): MapTerritoryId | null {
  const cards = s.decks.spiceDiscard[pile];
  for (let i = cards.length - 1; i >= 0; i--) {
    const c = cards[i] as SpiceCardId;
    if (isTerritoryCard(c)) return c;
  }
  return null;
}

/**
 * A territory card: its spice, `times` the card's (2 after a Sandtrout's stilled worm, §7.1), goes
 * on its blow piece unless the storm is there (rules §6.2). Returns the amount placed (0: none).
 */
export function blowSpice(s: DuneState, ctx: Ctx, pile: Pile, card: MapTerritoryId, times = 1): number {
  const blow = SPICE_CARDS.get(card);
  if (!blow) throw new Error(`no spice card for ${card}`);
  const placed = !inStorm(s, blow.sector);
  const amount = blow.amount * times;
  if (placed) addSpiceOnBoard(s, card, blow.sector, amount);
  s.decks.spiceDiscard[pile].push(card);
  ctx.emit({ type: 'spice-blown', pile: pileName(pile), territory: territory(card).name, sector: blow.sector, amount, placed });
  return placed ? amount : 0;
}
