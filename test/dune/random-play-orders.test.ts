import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/dune/apply';
import { POWER_IDS, power } from '../../src/dune/cards/karama/powers';
import { TERRITORY_IDS } from '../../src/dune/data/map';
import type { DuneEvent } from '../../src/dune/events';
import { allyOf } from '../../src/dune/board';
import { REPLACEMENT_ORDERS, type DuneState } from '../../src/dune/state';
import type { Move } from '../../src/sim/random-player';
import { type Interjection, playChecked } from './random-play';

/**
 * Random games in which the factions give standing Karama orders (orders.ts) as they go: every
 * few moves, each faction that can tries an order against one power of another faction, or
 * (Fremen, Ixians) its special power, and the Ixians' ally now and then its replacement order (IX-12). Orders then fire wherever their powers are used, at moments nobody is
 * asked anything included; the checks of playChecked hold after every action: cards and forces
 * in one place each, a spice ledger that explains every change, and no order seen by anyone but
 * its giver.
 */
function giveOrders(seed: number): Interjection {
  return (s: DuneState, moves: number): Move | undefined => {
    if (moves % 9 !== 0) return undefined;
    // The Ixians' ally, when there is one, changes its secret replacement order (IX-12) now and then.
    const ally = moves % 27 === 0 ? allyOf(s, 'ixians') : undefined;
    if (ally) {
      const action = { do: 'replacement-order', args: { choice: REPLACEMENT_ORDERS[(seed + moves / 27) % REPLACEMENT_ORDERS.length] } };
      const result = applyAction(s, { kind: 'seat', seat: ally }, action);
      if (result.ok) return { faction: ally, action, result };
    }
    // Powers of the factions at the table: the expansion's others would only be refused.
    const powers = POWER_IDS.filter((id) => s.factions.includes(power(id).faction));
    for (const [i, faction] of s.factions.entries()) {
      const pick = seed * 7 + moves + i;
      const args =
        (faction === 'fremen' || faction === 'ixians') && pick % 5 === 0
          ? { special: true, territory: TERRITORY_IDS[pick % TERRITORY_IDS.length] }
          : { power: powers[pick % powers.length] };
      const action = { do: 'karama-order', args };
      const result = applyAction(s, { kind: 'seat', seat: faction }, action);
      if (result.ok) return { faction, action, result };
    }
    return undefined;
  };
}

describe('random play with standing Karama orders', () => {
  it('finishes full 6-faction games with every invariant kept after every action, orders firing and lapsing as they go', () => {
    const seen = { ordered: 0, stopped: 0, lapsed: 0, replacementOrdered: 0 };
    const onEvents = (events: readonly DuneEvent[]) => {
      for (const e of events) {
        if (e.type === 'replacement-order-set') seen.replacementOrdered++;
        if (e.type === 'karama-ordered') seen.ordered++;
        if (e.type === 'karama-stop') seen.stopped++;
        if (e.type === 'karama-order-lapsed') seen.lapsed++;
      }
    };
    for (let seed = 301; seed < 301 + Number(process.env.RANDOM_GAMES ?? 12); seed++) {
      const { state } = playChecked(seed, seed % 3 === 0 ? 'basic' : 'advanced', { interject: giveOrders(seed), onEvents });
      expect(state.phase).toBe('ended');
      expect(state.winner, `seed ${seed} ended without a winner`).not.toBeNull();
    }
    // Karama is played only by orders in these games: every stop is an order that fired.
    expect(seen.ordered).toBeGreaterThan(20);
    expect(seen.stopped).toBeGreaterThan(3);
    expect(seen.lapsed).toBeGreaterThan(3);
    expect(seen.replacementOrdered).toBeGreaterThan(5);
  }, 900_000);
});
