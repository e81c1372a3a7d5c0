import type { Ctx } from '../../context';
import { spiceCardName, type SpiceCardId } from '../../data/cards';
import type { DuneState } from '../../state';
import type { MapTerritoryId } from '../../data/map';
import { pileName } from './deck';
import type { Pile, SpiceBlowStep } from '../../shape/spice-blow';

/**
 * SPICE-SANDTROUT (ixians-tleilaxu.md §7.1, OP-11), revealed: on turn 1 it is set aside with the
 * worms and shuffled back (`sandtroutTurnOne: 'reshuffle'`, treachery.online); otherwise every
 * alliance ends at once, with no Nexus, and the Sandtrout is pending. It goes to the discard pile
 * (treachery.online), so a reshuffle brings it back; it is never a worm's target.
 */
export function revealSandtrout(s: DuneState, ctx: Ctx, st: SpiceBlowStep, card: SpiceCardId): void {
  const pile = pileName(st.pile);
  if (s.turn === 1 && s.options.sandtroutTurnOne === 'reshuffle') {
    st.setAside.push(card);
    ctx.emit({ type: 'sandtrout', pile, effect: 'set-aside' });
    return;
  }
  s.decks.spiceDiscard[st.pile].push(card);
  s.alliances = [];
  s.sandtrout = 'pending';
  ctx.emit({ type: 'sandtrout', pile, effect: 'alliances-end' });
}

/**
 * A worm just revealed (a Thumper's too) while the Sandtrout is pending does nothing: no strike, no
 * Nexus, no ride, no devouring (OP-11); the next territory card is doubled. A worm while the
 * doubling waits acts normally and cancels it. Returns whether the worm was stilled.
 */
export function sandtroutStills(s: DuneState, ctx: Ctx, pile: Pile): boolean {
  if (s.sandtrout === 'doubling') delete s.sandtrout;
  if (s.sandtrout !== 'pending') return false;
  s.sandtrout = 'doubling';
  ctx.emit({ type: 'sandtrout', pile: pileName(pile), effect: 'worm-stilled' });
  return true;
}

/** The multiplier of a territory card's spice: 2 once a stilled worm has made the Sandtrout double the next blow; a pending Sandtrout waits on. */
export function sandtroutDoubles(s: DuneState, ctx: Ctx, pile: Pile, card: MapTerritoryId): number {
  if (s.sandtrout !== 'doubling') return 1;
  delete s.sandtrout;
  ctx.emit({ type: 'sandtrout', pile: pileName(pile), effect: 'doubled', territory: spiceCardName(card) });
  return 2;
}
