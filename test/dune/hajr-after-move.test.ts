import { describe, expect, it } from 'vitest';
import { decisionsFor, optionsFor } from '../../src/dune/choices';
import { event, eventsOf, finalState, forcesIn, play, rejected } from './shipment-movement-helpers';

/**
 * GF9 3.01.09 (S002-HAJR-1): Hajr is played during Force Movement, and "the forces you move may be
 * a group you've already moved this phase". A holder adds the second movement after the first,
 * before the turn ends: chosen with the move (`hajr: true`), so that every other turn ends at once
 * and its end tells the table nothing about who holds a Hajr.
 */

const THREE = ['atreides', 'harkonnen', 'emperor'];
const setup = (hands: Record<string, string[]>) => ({
  storm: 3,
  order: THREE,
  spice: { atreides: 10, harkonnen: 10, emperor: 10 },
  board: [
    { faction: 'atreides', territory: 'The Great Flat', forces: 6 },
    { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
  ],
  hands: { atreides: [], harkonnen: [], emperor: [], ...hands },
});
const first = { from: 'The Great Flat', to: 'Funeral Plain', forces: 6 };
const second = { from: 'Funeral Plain', to: 'Bight of the Cliff', toSector: 14, forces: 6 };

describe('GF9 3.01.09: Hajr after the first movement, before the turn ends', () => {
  it('`move … hajr: true` makes the move, then plays Hajr: the same group moves again in the same turn', () => {
    const out = play({
      factions: THREE,
      setup: setup({ atreides: ['Hajr'] }),
      actions: [
        { as: 'atreides', do: 'pass' },
        { as: 'atreides', do: 'move', args: { ...first, hajr: true } },
        { as: 'atreides', do: 'move', args: second },
      ],
    });
    expect(eventsOf(out, 1).map((e) => e.type)).toEqual(['moved', 'card-played', 'card-discarded']);
    expect(event(out, 1, 'card-played')).toEqual({ type: 'card-played', faction: 'atreides', card: 'Hajr', purpose: 'one extra movement' });
    expect(eventsOf(out, 2).map((e) => e.type)).toEqual(['moved', 'ship-move-turn-ended', 'ship-move-turn']);
    expect(forcesIn(out, 'atreides', 'Bight Of The Cliff')).toMatchObject([{ sector: 14, forces: 6 }]);
    expect(out.state.treacheryDiscard).toEqual(['Hajr']);
    expect(out.state.step).toMatchObject({ current: 'harkonnen' });
  });

  it('between the two movements the turn is still the mover’s', () => {
    const out = play({
      factions: THREE,
      setup: setup({ atreides: ['Hajr'] }),
      actions: [
        { as: 'atreides', do: 'pass' },
        { as: 'atreides', do: 'move', args: { ...first, hajr: true } },
      ],
    });
    expect(out.results[1]).toMatchObject({ ok: true });
    expect(forcesIn(out, 'atreides', 'Funeral Plain')).toMatchObject([{ forces: 6 }]);
    expect(out.state.waitingFor).toEqual(['atreides']);
    expect(out.state.step).toMatchObject({ current: 'atreides', part: 'move', movementsLeft: 1 });
  });

  it('a move that asks for Hajr without one in hand is refused, and moves nothing', () => {
    const out = play({
      factions: THREE,
      setup: setup({ atreides: ['Karama'] }),
      actions: [
        { as: 'atreides', do: 'pass' },
        { as: 'atreides', do: 'move', args: { ...first, hajr: true } },
      ],
    });
    expect(rejected(out, 1, 'card-not-in-hand')).toBe('The Atreides hold no Hajr to play for a second movement.');
    expect(forcesIn(out, 'atreides', 'The Great Flat')).toMatchObject([{ forces: 6 }]);
  });

  it('the turn ends at the move for a holder who keeps the Hajr just as for anyone: the table cannot tell them apart', () => {
    const turn = (hand: string[]) =>
      play({
        factions: THREE,
        setup: setup({ atreides: hand }),
        actions: [
          { as: 'atreides', do: 'pass' },
          { as: 'atreides', do: 'move', args: first },
        ],
      });
    const holder = turn(['Hajr']);
    const other = turn(['Lasgun']);
    expect(holder.results).toEqual(other.results);
    expect(holder.state).toEqual(other.state);
    expect(holder.state.step).toMatchObject({ current: 'harkonnen' });
  });

  it('Hajr played by hand after the last movement, while the Bene Gesserit still answer it, adds a movement', () => {
    const out = play({
      factions: ['atreides', 'bene-gesserit', 'harkonnen'],
      rules: 'advanced',
      setup: {
        storm: 3,
        order: ['atreides', 'bene-gesserit', 'harkonnen'],
        board: [
          { faction: 'atreides', territory: 'The Great Flat', forces: 6 },
          { faction: 'bene-gesserit', territory: 'Funeral Plain', forces: 2 },
        ],
        hands: { atreides: ['Hajr'], 'bene-gesserit': [], harkonnen: [] },
      },
      actions: [
        { as: 'atreides', do: 'pass' },
        { as: 'atreides', do: 'move', args: first },
        { as: 'atreides', do: 'play', args: { card: 'Hajr' } },
        { as: 'bene-gesserit', do: 'pass' },
        { as: 'atreides', do: 'move', args: second },
      ],
    });
    // The Atreides entered where the Bene Gesserit have fighters: the Bene Gesserit decide a flip, the turn is not over.
    expect(out.results.map((r) => r.ok)).toEqual([true, true, true, true, true]);
    expect(eventsOf(out, 2).map((e) => e.type)).toEqual(['card-played', 'card-discarded']);
    expect(forcesIn(out, 'atreides', 'Bight Of The Cliff')).toMatchObject([{ forces: 6 }]);
  });

  it('the second movement judges ornithopters afresh: a group that reached Arrakeen flies on', () => {
    const out = play({
      factions: THREE,
      setup: { ...setup({ atreides: ['Hajr'] }), board: [{ faction: 'atreides', territory: 'Imperial Basin', sector: 9, forces: 4 }] },
      actions: [
        { as: 'atreides', do: 'pass' },
        { as: 'atreides', do: 'move', args: { from: 'Imperial Basin', to: 'Arrakeen', forces: 4, hajr: true } },
        { as: 'atreides', do: 'move', args: { from: 'Arrakeen', to: 'Old Gap', toSector: 9, forces: 1 } },
      ],
    });
    expect(out.results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(out.state.step).toMatchObject({ current: 'harkonnen' });
  });

  it('the move picker asks a Hajr holder “then a second move with Hajr”, and nobody else', () => {
    const moveArgs = (hand: string[]) => {
      const s = finalState({ factions: THREE, setup: setup({ atreides: hand }), actions: [{ as: 'atreides', do: 'pass' }] });
      return decisionsFor(s, 'atreides').find((d) => d.action === 'move')?.args;
    };
    expect(moveArgs(['Lasgun'])).not.toContain('hajr');
    expect(moveArgs(['Hajr'])).toContain('hajr');
    const s = finalState({ factions: THREE, setup: setup({ atreides: ['Hajr'] }), actions: [{ as: 'atreides', do: 'pass' }] });
    expect(optionsFor(s, 'atreides', 'move', { from: 'the-great-flat', fromSector: null, to: 'funeral-plain', toSector: null, forces: 6 }, 'hajr')).toEqual({
      kind: 'list',
      options: [
        { value: null, label: 'Keep your Hajr' },
        { value: true, label: 'Then a second move with Hajr' },
      ],
    });
  });
});
