import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/dune/apply';
import { cardKind } from '../../src/dune/data/cards';
import type { DuneEvent } from '../../src/dune/events';
import { firstCardNumber, technologyOrder } from '../../src/dune/factions/ixians/technology';
import type { DuneState } from '../../src/dune/state';
import type { Move } from '../../src/sim/random-player';
import { playChecked } from './random-play';

/**
 * IX-10: random games in which the Ixians order Technology whenever they can in the Bidding: the
 * next card to go up, for the first card of their hand. The checks of playChecked hold after
 * every action: every card in one place, the spice ledger, and no secret (the order, the card
 * taken) in anybody else's view.
 */
function orderTechnology(s: DuneState): Move | undefined {
  const hand = s.hands.ixians;
  if (s.phase !== 'bidding' || !hand?.length || technologyOrder(s)) return undefined;
  const action = { do: 'technology', args: { choice: 'swap', card: firstCardNumber(s), give: cardKind(hand[0]!).id } };
  const result = applyAction(s, { kind: 'seat', seat: 'ixians' }, action);
  return result.ok ? { faction: 'ixians', action, result } : undefined;
}

describe('IX-10 random play with Technology orders', () => {
  it('IX-10: finishes 6-faction games with the Ixians swapping cards by Technology, every invariant kept after every action', () => {
    let used = 0;
    const onEvents = (events: readonly DuneEvent[]) => {
      used += events.filter((e) => e.type === 'technology-used').length;
    };
    // Seeds whose six factions include the Ixians (random-play.ts leaves out two by the seed).
    for (const seed of [401, 403, 409]) {
      const { state } = playChecked(seed, 'advanced', { interject: orderTechnology, onEvents });
      expect(state.phase).toBe('ended');
    }
    expect(used).toBeGreaterThan(3);
  }, 600_000);
});
