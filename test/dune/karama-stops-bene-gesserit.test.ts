import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { allEvents, eventsOf, ofType, run } from './cards-helpers';

const stop = (as: string, power: string) => ({ as, do: 'play', args: { card: 'Karama', power } });
const stopped = (out: ReturnType<typeof run>) => ofType(allEvents(out), 'power-stopped').map((e) => e.power);
const codes = (out: ReturnType<typeof run>) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));

describe('Karama stops the Bene Gesserit’s advisors: their choice of side (Advanced, rules §12.2)', () => {
  const declaring = (actions: Scenario['actions']) =>
    run({
      factions: ['bene-gesserit', 'atreides', 'spacing-guild'],
      setup: {
        phase: 'shipment-movement',
        order: ['atreides', 'spacing-guild', 'bene-gesserit'],
        board: [
          { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisor: true },
          { faction: 'atreides', territory: 'Arrakeen', forces: 3 },
          { faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 },
        ],
        hands: { atreides: ['Karama'] },
      },
      actions,
    });

  it('advisors turned fighters before anyone ships: the stopped flip leaves them advisors, and the Bene Gesserit go on', () => {
    const out = declaring([
      stop('atreides', 'advisors'),
      { as: 'bene-gesserit', do: 'flip', args: { territory: 'Arrakeen' } },
      { as: 'bene-gesserit', do: 'stay' },
    ]);
    expect(codes(out)).toEqual(['ok', 'ok', 'ok']);
    expect(eventsOf(out, 1).map((e) => e.type)).toEqual(['power-stopped']);
    expect(out.state.board.find((x) => x.faction === 'bene-gesserit')).toMatchObject({ territory: 'Arrakeen', advisor: true });
    expect(out.state.waitingFor).toEqual(['atreides']);
    const free = declaring([{ as: 'bene-gesserit', do: 'flip', args: { territory: 'Arrakeen' } }]);
    expect(free.state.board.find((x) => x.faction === 'bene-gesserit')).toMatchObject({ advisor: false });
  });

  it('a spiritual advisor sent as an advisor: stopped, the offer stands and the Polar Sink is still open', () => {
    const out = run({
      factions: ['bene-gesserit', 'atreides', 'spacing-guild'],
      setup: { phase: 'shipment-movement', order: ['atreides', 'spacing-guild', 'bene-gesserit'], board: [], hands: { 'spacing-guild': ['Karama'] } },
      actions: [
        { as: 'atreides', do: 'ship', args: { territory: 'Arrakeen', forces: 2 } },
        stop('spacing-guild', 'advisors'),
        { as: 'bene-gesserit', do: 'advise', args: { with: true } },
        { as: 'bene-gesserit', do: 'advise' },
      ],
    });
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(eventsOf(out, 2).map((e) => e.type)).toEqual(['power-stopped']);
    expect(ofType(eventsOf(out, 3), 'spiritual-advisor')).toEqual([
      { type: 'spiritual-advisor', faction: 'bene-gesserit', territory: 'Polar Sink', sector: null, advisor: false },
    ]);
  });

  it('advisors asking to arrive as fighters: the stopped move does not happen, and the Bene Gesserit move again', () => {
    const out = run({
      factions: ['bene-gesserit', 'atreides'],
      setup: {
        phase: 'shipment-movement',
        storm: 3,
        order: ['bene-gesserit', 'atreides'],
        board: [
          { faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 9, forces: 2, advisor: true },
          { faction: 'atreides', territory: 'Imperial Basin', sector: 9, forces: 1 },
          { faction: 'atreides', territory: 'Arrakeen', forces: 3 },
        ],
        hands: { atreides: ['Karama'] },
      },
      actions: [
        { as: 'bene-gesserit', do: 'stay' },
        stop('atreides', 'advisors'),
        { as: 'bene-gesserit', do: 'move', args: { from: 'Imperial Basin', to: 'Arrakeen', forces: 2, fighters: true } },
        { as: 'bene-gesserit', do: 'move', args: { from: 'Imperial Basin', to: 'Arrakeen', forces: 2 } },
      ],
    });
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(ofType(eventsOf(out, 2), 'moved')).toEqual([]);
    expect(ofType(eventsOf(out, 3), 'moved')).toMatchObject([{ faction: 'bene-gesserit', territory: 'Arrakeen', advisor: true }]);
    expect(stopped(out)).toEqual(['advisors']);
  });
});

describe('Karama stops the Bene Gesserit’s charity (rules §7: "Karama can cancel this")', () => {
  const charity = (spice: number) =>
    run({
      factions: ['bene-gesserit', 'atreides', 'harkonnen'],
      options: { charity: 'claim' },
      setup: { phase: 'charity', spice: { 'bene-gesserit': spice, atreides: 5, harkonnen: 5 }, hands: { atreides: ['Karama'] } },
      actions: [stop('atreides', 'charity'), { as: 'bene-gesserit', do: 'charity' }],
    });

  it('claimed: the Bene Gesserit are topped up to 2 like anyone else, which with 2 or more spice is nothing', () => {
    const rich = charity(5);
    expect(codes(rich)).toEqual(['ok', 'ok']);
    expect(eventsOf(rich, 1).map((e) => e.type)).toContain('power-stopped');
    expect(ofType(eventsOf(rich, 1), 'charity-paid')).toEqual([]);
    expect(rich.views['bene-gesserit']!.spice).toBe(5);
    const poor = charity(1);
    expect(ofType(eventsOf(poor, 1), 'charity-paid')).toEqual([{ type: 'charity-paid', faction: 'bene-gesserit', amount: 1 }]);
  });

  it('is not a power of the Basic game under the default option', () => {
    const out = run({
      factions: ['bene-gesserit', 'atreides'],
      options: { rules: 'basic', charity: 'claim' },
      setup: { phase: 'charity', spice: { 'bene-gesserit': 0, atreides: 5 }, hands: { atreides: ['Karama'] } },
      actions: [stop('atreides', 'charity')],
    });
    expect(out.results[0]).toEqual({
      ok: false,
      error: {
        code: 'not-in-game',
        message:
          'The Bene Gesserit’s CHOAM Charity of 2 spice whatever they hold is not part of this game: option `bgCharity` makes it an Advanced power, and this game plays the Basic rules.',
      },
    });
  });
});
