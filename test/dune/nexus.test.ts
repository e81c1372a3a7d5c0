import { describe, expect, it } from 'vitest';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import { ofType, type DuneEvent, type EventType } from '../../src/dune/events';

const FOUR = ['atreides', 'harkonnen', 'fremen', 'emperor'];

function run(sc: Scenario): ScenarioOutput {
  const out = runScenario(sc);
  if ('error' in out) throw new Error(out.error.message);
  return out;
}

const eventsOf = <T extends EventType>(out: ScenarioOutput, type: T) =>
  ofType([...out.setupEvents, ...out.results.flatMap((r) => (r.ok ? r.events : []))], type);
const tanks = (out: ScenarioOutput, faction: string) => out.state.tanks[faction as 'atreides']!;
const errorOf = (out: ScenarioOutput, i: number) => {
  const r = out.results[i];
  return r && !r.ok ? r.error : undefined;
};

/** Basic, turn 2: a worm on Old Gap opens a Nexus among four factions. */
const nexus = (actions: Scenario['actions'], setup: Scenario['setup'] = {}): Scenario => ({
  seed: 8,
  factions: FOUR,
  options: { rules: 'basic' },
  setup: { turn: 2, phase: 'nexus', storm: 5, spiceDeck: ['Shai-Hulud', 'Red Chasm'], spiceDiscard: ['Old Gap'], ...setup },
  actions,
});

describe('Nexus', () => {
  it('every faction is waited for at once; an alliance of two forms when both have asked for each other', () => {
    const out = run(
      nexus([
        { as: 'atreides', do: 'ally', args: { with: 'harkonnen' } },
        { as: 'harkonnen', do: 'ally', args: { with: 'atreides' } },
      ]),
    );
    expect(eventsOf(out, 'alliance-proposed')).toEqual([{ type: 'alliance-proposed', faction: 'atreides', with: 'harkonnen' }]);
    expect(eventsOf(out, 'alliance-formed')).toEqual([{ type: 'alliance-formed', factions: ['atreides', 'harkonnen'] }]);
    expect(out.state.alliances).toEqual([['atreides', 'harkonnen']]);
    expect(out.state.waitingFor).toEqual(FOUR);
  });

  it('standing requests to ally are public', () => {
    const out = run(nexus([{ as: 'emperor', do: 'ally', args: { with: 'fremen' } }]));
    expect(out.state.step).toMatchObject({ stage: 'nexus', nexus: { proposals: [{ faction: 'emperor', with: 'fremen' }] } });
    // A new request replaces the old one.
    const changed = run(
      nexus([
        { as: 'emperor', do: 'ally', args: { with: 'fremen' } },
        { as: 'emperor', do: 'ally', args: { with: 'atreides' } },
      ]),
    );
    expect(changed.state.step).toMatchObject({ nexus: { proposals: [{ faction: 'emperor', with: 'atreides' }] } });
  });

  it('refuses impossible requests with the reason', () => {
    const out = run(
      nexus(
        [
          { as: 'atreides', do: 'ally', args: { with: 'atreides' } },
          { as: 'atreides', do: 'ally', args: { with: 'spacing-guild' } },
          { as: 'atreides', do: 'break' },
          { as: 'fremen', do: 'ally', args: { with: 'atreides' } },
        ],
        { alliances: [['fremen', 'emperor']] },
      ),
    );
    expect(errorOf(out, 0)?.code).toBe('bad-ally');
    expect(errorOf(out, 1)?.code).toBe('not-in-game');
    expect(errorOf(out, 2)?.code).toBe('not-allied');
    expect(errorOf(out, 3)).toMatchObject({ code: 'already-allied' });
    expect(errorOf(out, 3)?.message).toContain('break');
  });

  it('each faction allies at most once per Nexus', () => {
    const out = run(
      nexus([
        { as: 'atreides', do: 'ally', args: { with: 'harkonnen' } },
        { as: 'harkonnen', do: 'ally', args: { with: 'atreides' } },
        { as: 'atreides', do: 'break' },
        { as: 'atreides', do: 'ally', args: { with: 'emperor' } },
      ]),
    );
    expect(eventsOf(out, 'alliance-broken')).toEqual([{ type: 'alliance-broken', faction: 'atreides', factions: ['atreides', 'harkonnen'] }]);
    expect(errorOf(out, 3)?.code).toBe('allied-this-nexus');
    expect(out.state.alliances).toEqual([]);
  });

  it('a faction that breaks its alliance in this Nexus may form a new one at once, and so may its old ally', () => {
    const out = run(
      nexus(
        [
          { as: 'atreides', do: 'break' },
          { as: 'atreides', do: 'ally', args: { with: 'emperor' } },
          { as: 'emperor', do: 'ally', args: { with: 'atreides' } },
          { as: 'harkonnen', do: 'ally', args: { with: 'fremen' } },
          { as: 'fremen', do: 'ally', args: { with: 'harkonnen' } },
        ],
        { alliances: [['atreides', 'harkonnen']] },
      ),
    );
    expect(out.results.every((r) => r.ok)).toBe(true);
    expect(out.state.alliances).toEqual([
      ['atreides', 'emperor'],
      ['harkonnen', 'fremen'],
    ]);
  });

  it('a faction that passed cannot act in this Nexus, but its standing request can still be accepted', () => {
    const out = run(
      nexus([
        { as: 'atreides', do: 'ally', args: { with: 'emperor' } },
        { as: 'atreides', do: 'pass' },
        { as: 'atreides', do: 'ally', args: { with: 'harkonnen' } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'fremen', do: 'ally', args: { with: 'harkonnen' } },
        { as: 'emperor', do: 'ally', args: { with: 'atreides' } },
      ]),
    );
    expect(errorOf(out, 2)?.code).toBe('not-your-turn');
    expect(errorOf(out, 4)?.code).toBe('ally-passed');
    expect(out.state.alliances).toEqual([['atreides', 'emperor']]);
    expect(out.state.waitingFor).toEqual(['fremen', 'emperor']);
  });

  it('S001-WORM-8: the Nexus ends when all have passed, and only then the worm eats; an ally the Fremen gained in it is safe (S001-WORM-7)', () => {
    const board = [
      { faction: 'emperor', territory: 'Old Gap', sector: 9, forces: 3 },
      { faction: 'atreides', territory: 'Old Gap', sector: 8, forces: 2 },
    ];
    const sc = nexus(
      [
        { as: 'emperor', do: 'ally', args: { with: 'fremen' } },
        { as: 'fremen', do: 'ally', args: { with: 'emperor' } },
        { as: 'atreides', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'fremen', do: 'pass' },
      ],
      { board },
    );
    const open = run(sc);
    expect(open.state.waitingFor).toEqual(['emperor']);
    expect(eventsOf(open, 'worm-ate')).toEqual([]);
    const closed = run({ ...sc, actions: [...sc.actions!, { as: 'emperor', do: 'pass' }] });
    const last = closed.results.at(-1) as { ok: true; events: DuneEvent[] };
    expect(last.events.map((e) => e.type).slice(0, 3)).toEqual(['nexus-passed', 'nexus-ended', 'worm-ate']);
    expect(eventsOf(closed, 'nexus-ended')).toEqual([{ type: 'nexus-ended', alliances: [['emperor', 'fremen']] }]);
    expect(tanks(closed, 'atreides').forces).toBe(2);
    expect(tanks(closed, 'emperor').forces).toBe(0);
    expect(closed.state.phase).not.toBe('spice-blow');
  });

  it('no alliance is made outside a Nexus', () => {
    const out = run(nexus([...FOUR.map((f) => ({ as: f, do: 'pass' })), { as: 'atreides', do: 'ally', args: { with: 'harkonnen' } }]));
    expect(errorOf(out, 4)?.code).toBe('wrong-phase');
  });
});
