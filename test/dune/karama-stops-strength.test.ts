import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { allEvents, errorOf, eventsOf, ofType, run } from './cards-helpers';

const stop = (as: string, power: string) => ({ as, do: 'play', args: { card: 'Karama', power } });
const stopped = (out: ReturnType<typeof run>) => ofType(allEvents(out), 'power-stopped').map((e) => e.power);
const codes = (out: ReturnType<typeof run>) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));

/** An Advanced battle in Arrakeen, `a` the aggressor, with the given forces there; nobody holds a traitor. */
function duel(
  a: string,
  d: string,
  board: { faction: string; forces: number; elite?: number }[],
  hands: Record<string, string[]>,
  actions: Scenario['actions'],
) {
  return run({
    seed: 11,
    factions: [a, d],
    setup: {
      phase: 'battle',
      storm: 3,
      order: [a, d],
      spice: { [a]: 10, [d]: 10 },
      traitors: { [a]: [], [d]: [] },
      hands: { [a]: [], [d]: [], ...hands },
      board: board.map((x) => ({ ...x, territory: 'Arrakeen' })),
    },
    actions,
  });
}

const revealed = (out: ReturnType<typeof run>) => ofType(allEvents(out), 'battle-plans-revealed')[0]?.plans;

describe('Karama stops starred forces and battle hardening, in the battle that uses them (Advanced, rules §11.6–11.7)', () => {
  const emperorVsHarkonnen = (actions: Scenario['actions']) =>
    duel(
      'emperor',
      'harkonnen',
      [
        { faction: 'emperor', forces: 3, elite: 2 },
        { faction: 'harkonnen', forces: 5 },
      ],
      { harkonnen: ['Karama'] },
      actions,
    );

  it('Sardaukar strength: a plan already in goes back, and the Emperor plans again with each Sardaukar worth 1', () => {
    const out = emperorVsHarkonnen([
      { as: 'emperor', do: 'plan', args: { leader: 'Caid', dial: '5', spice: 3 } },
      stop('harkonnen', 'sardaukar'),
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '1' } },
      { as: 'emperor', do: 'plan', args: { leader: 'Caid', dial: '5', spice: 3 } },
      { as: 'emperor', do: 'plan', args: { leader: 'Caid', dial: '3', spice: 3 } },
    ]);
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'bad-dial', 'ok']);
    expect(eventsOf(out, 1).map((e) => e.type)).toEqual(['card-played', 'card-discarded', 'karama-stop', 'power-stopped', 'battle-plan-sent-back']);
    // The Harkonnen plan in, the battle still waits for the Emperor's new plan; the table is told nothing of the old one.
    expect(ofType(eventsOf(out, 2), 'battle-plans-revealed')).toEqual([]);
    expect(errorOf(out, 3).message).toContain('Sardaukar count 1 and 0.5');
    expect(revealed(out)?.emperor).toMatchObject({ leader: 'Caid', dial: 3, spice: 3 });
    expect(out.views.emperor!.spice).toBe(7);
  });

  it('Sardaukar strength is not spent on a battle against the Fremen, where the Sardaukar count 1 anyway', () => {
    const out = duel(
      'emperor',
      'fremen',
      [
        { faction: 'emperor', forces: 3, elite: 2 },
        { faction: 'fremen', forces: 3 },
      ],
      { fremen: ['Karama'] },
      [stop('fremen', 'sardaukar')],
    );
    expect(codes(out)).toEqual(['ok']);
    expect(stopped(out)).toEqual([]);
    expect(out.final.karamaStops).toMatchObject([{ power: 'sardaukar' }]);
  });

  const fremenVsHarkonnen = (actions: Scenario['actions']) =>
    duel(
      'harkonnen',
      'fremen',
      [
        { faction: 'harkonnen', forces: 5 },
        { faction: 'fremen', forces: 4, elite: 1 },
      ],
      { harkonnen: ['Karama', 'Karama'] },
      actions,
    );

  it('Fedaykin strength: each Fedaykin counts 1 in this battle', () => {
    const out = fremenVsHarkonnen([
      stop('harkonnen', 'fedaykin'),
      { as: 'fremen', do: 'plan', args: { leader: 'Stilgar', dial: '5' } },
      { as: 'fremen', do: 'plan', args: { leader: 'Stilgar', dial: '4' } },
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '1' } },
    ]);
    expect(codes(out)).toEqual(['ok', 'bad-dial', 'ok', 'ok']);
    expect(stopped(out)).toEqual(['fedaykin']);
    expect(out.state.step).toMatchObject({ current: { karamaStopped: ['fedaykin'] } });
    expect(revealed(out)?.fremen).toMatchObject({ dial: 4 });
  });

  it('battle hardening: the Fremen count half without spice, and may now pay spice to support their forces', () => {
    const out = fremenVsHarkonnen([
      stop('harkonnen', 'battle-hardened'),
      { as: 'fremen', do: 'plan', args: { leader: 'Stilgar', dial: '5' } },
      { as: 'fremen', do: 'plan', args: { leader: 'Stilgar', dial: '2.5' } },
      { as: 'fremen', do: 'plan', args: { leader: 'Stilgar', dial: '5', spice: 4 } },
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '1' } },
    ]);
    expect(codes(out)).toEqual(['ok', 'bad-dial', 'ok', 'ok', 'ok']);
    expect(revealed(out)?.fremen).toMatchObject({ dial: 5, spice: 4 });
    const hardened = fremenVsHarkonnen([{ as: 'fremen', do: 'plan', args: { leader: 'Stilgar', dial: '5', spice: 3 } }]);
    expect(errorOf(hardened, 0)).toMatchObject({ code: 'no-spice-dialling' });
  });

  it('a stop played earlier in the phase meets the power as the next battle using it begins', () => {
    const out = run({
      seed: 11,
      factions: ['harkonnen', 'fremen', 'emperor'],
      setup: {
        phase: 'battle',
        storm: 3,
        order: ['harkonnen', 'fremen', 'emperor'],
        spice: { harkonnen: 10, fremen: 10, emperor: 10 },
        traitors: { harkonnen: [], fremen: [], emperor: [] },
        hands: { harkonnen: ['Karama'], fremen: [], emperor: [] },
        board: [
          { faction: 'harkonnen', territory: 'Carthag', forces: 5 },
          { faction: 'emperor', territory: 'Carthag', forces: 3 },
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
          { faction: 'fremen', territory: 'Arrakeen', forces: 4, elite: 1 },
        ],
      },
      actions: [
        { as: 'harkonnen', do: 'battle', args: { territory: 'Carthag', opponent: 'emperor' } },
        stop('harkonnen', 'battle-hardened'),
        { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '4', spice: 4 } },
        { as: 'emperor', do: 'plan', args: { leader: 'Caid', dial: '0' } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'emperor', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
      ],
    });
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(ofType(eventsOf(out, 1), 'power-stopped')).toEqual([]);
    // The Arrakeen battle against the Fremen begins once Carthag is over: the stop is spent there.
    expect(eventsOf(out, 6).filter((e) => e.type === 'battle-started' || e.type === 'power-stopped')).toMatchObject([
      { type: 'battle-started', territory: 'Arrakeen' },
      { type: 'power-stopped', power: 'battle-hardened' },
    ]);
    expect(out.state.step).toMatchObject({ current: { territory: 'Arrakeen', karamaStopped: ['battle-hardened'] } });
  });
});
