import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { allEvents, errorOf, eventsOf, ofType, run } from './cards-helpers';

const stop = (as: string, power: string) => ({ as, do: 'play', args: { card: 'Karama', power } });
const stopped = (out: ReturnType<typeof run>) => ofType(allEvents(out), 'power-stopped').map((e) => e.power);
const codes = (out: ReturnType<typeof run>) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));

describe('Karama stops alliance powers that are not part of a stoppable power (rules §16: "alliance powers included")', () => {
  const revival = (actions: Scenario['actions'], hands: Record<string, string[]> = { harkonnen: ['Karama', 'Karama'] }) =>
    run({
      seed: 3,
      factions: ['atreides', 'harkonnen', 'fremen', 'emperor'],
      setup: {
        turn: 3,
        phase: 'revival',
        board: [
          { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
          { faction: 'harkonnen', territory: 'Carthag', forces: 5 },
        ],
        tanks: { atreides: 5, harkonnen: 3, emperor: 2 },
        spice: { atreides: 10, harkonnen: 10, fremen: 3, emperor: 10 },
        alliances: [
          ['atreides', 'fremen'],
          ['emperor', 'harkonnen'],
        ],
        hands,
      },
      actions,
    });

  it('the Fremen’s grant of 3 free revivals to their ally: stopped while on offer, the ally revives with its own free revivals', () => {
    const out = revival([stop('harkonnen', 'ally-free-revival'), { as: 'fremen', do: 'grant' }, { as: 'atreides', do: 'revive', args: { forces: 3 } }], {
      harkonnen: ['Karama'],
    });
    expect(codes(out)).toEqual(['ok', 'stopped', 'ok']);
    expect(stopped(out)).toEqual(['ally-free-revival']);
    expect(errorOf(out, 1).message).toBe('A Karama has stopped the Fremen’s grant of 3 free revivals to their ally this turn.');
    // Two free (the Atreides' own), one paid.
    expect(ofType(eventsOf(out, 2), 'revived')).toEqual([{ type: 'revived', faction: 'atreides', forces: 3, elite: 0, cost: 2 }]);
    expect(out.state.step).toMatchObject({ fremenGrant: false, karamaStopped: ['ally-free-revival'] });
  });

  it('the Fremen’s grant, given and not yet used: stopped at once, the grant is withdrawn', () => {
    const out = revival([{ as: 'fremen', do: 'grant' }, stop('emperor', 'ally-free-revival'), { as: 'atreides', do: 'revive', args: { forces: 3 } }], {
      emperor: ['Karama'],
    });
    expect(codes(out)).toEqual(['ok', 'ok', 'ok']);
    expect(ofType(eventsOf(out, 2), 'revived')).toMatchObject([{ faction: 'atreides', forces: 3, cost: 2 }]);
  });

  it('the Emperor’s payment for extra revivals of their ally: stopped, it is over for this turn', () => {
    const out = revival(
      [
        { as: 'emperor', do: 'revive-ally', args: { forces: 1 } },
        { as: 'atreides', do: 'play', args: { card: 'Karama', power: 'ally-extra-revival' } },
        { as: 'emperor', do: 'revive-ally', args: { forces: 1 } },
      ],
      { atreides: ['Karama'] },
    );
    expect(codes(out)).toEqual(['ok', 'ok', 'stopped']);
    expect(stopped(out)).toEqual(['ally-extra-revival']);
    expect(out.state.expecting).not.toContain('revive-ally');
    expect(out.state.step).toMatchObject({ emperorPaid: 1, karamaStopped: ['ally-extra-revival'] });
  });

  it('an alliance power is not stopped when its owner has no ally', () => {
    const out = run({
      factions: ['atreides', 'harkonnen', 'fremen'],
      setup: { phase: 'revival', board: [], tanks: { atreides: 3 }, hands: { harkonnen: ['Karama'] } },
      actions: [stop('harkonnen', 'ally-free-revival')],
    });
    expect(errorOf(out, 0)).toEqual({
      code: 'no-ally',
      message: 'The Fremen have no ally: the Fremen’s grant of 3 free revivals to their ally is not theirs to use now.',
    });
  });

  /** The Atreides (prescience declined) against the Emperor, whose ally the Harkonnen hold Duncan Idaho's traitor card. */
  const allyBattle = (actions: Scenario['actions']) =>
    run({
      seed: 11,
      factions: ['atreides', 'emperor', 'harkonnen'],
      setup: {
        phase: 'battle',
        storm: 3,
        order: ['atreides', 'emperor', 'harkonnen'],
        alliances: [['emperor', 'harkonnen']],
        traitors: { atreides: [], emperor: [], harkonnen: ['Duncan Idaho'] },
        hands: { atreides: ['Karama'] },
        board: [
          { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
          { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
        ],
      },
      actions: [
        { as: 'atreides', do: 'pass' },
        ...(actions ?? []),
        { as: 'emperor', do: 'plan', args: { leader: 'Caid', dial: '1' } },
        { as: 'atreides', do: 'plan', args: { leader: 'Duncan Idaho', dial: '2' } },
      ],
    });

  it('the Harkonnen’s traitors in their ally’s battle: stopped before the reveal, the Harkonnen are not asked', () => {
    const free = allyBattle([]);
    expect(free.state.waitingFor.sort()).toEqual(['atreides', 'emperor', 'harkonnen']);
    const out = allyBattle([stop('atreides', 'ally-traitors')]);
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(ofType(eventsOf(out, 1), 'power-stopped')).toEqual([]);
    expect(eventsOf(out, 3).map((e) => e.type)).toContain('power-stopped');
    expect(out.state.waitingFor.sort()).toEqual(['atreides', 'emperor']);
  });
});
