import { describe, expect, it } from 'vitest';
import type { GameOptions } from '../../src/dune/options';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import type { DuneEvent } from '../../src/dune/events';

const ALL = ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit'];

function run(sc: Scenario): ScenarioOutput {
  const out = runScenario(sc);
  if ('error' in out) throw new Error(out.error.message);
  return out;
}

const paid = (out: ScenarioOutput): DuneEvent[] =>
  [...out.setupEvents, ...out.results.flatMap((r) => (r.ok ? r.events : []))].filter((e) => e.type === 'charity-paid');
const spiceOf = (out: ScenarioOutput) => Object.fromEntries(ALL.map((f) => [f, out.views[f]!.spice]));

/** Storm in sector 18: the storm order is Atreides, Harkonnen, Fremen, Emperor, Guild, Bene Gesserit. */
const charity = (options: Partial<GameOptions>, actions: Scenario['actions'] = []): Scenario => ({
  seed: 2,
  factions: ALL,
  options,
  setup: {
    turn: 2,
    phase: 'charity',
    storm: 18,
    spice: { atreides: 0, harkonnen: 1, fremen: 2, emperor: 7, 'spacing-guild': 1, 'bene-gesserit': 5 },
  },
  actions,
});

describe('CHOAM Charity', () => {
  it('auto: every faction with 0 or 1 spice is topped up to 2; the Advanced Bene Gesserit receive 2 whatever they hold', () => {
    const out = run(charity({ rules: 'advanced' }));
    expect(paid(out)).toEqual([
      { type: 'charity-paid', faction: 'atreides', amount: 2 },
      { type: 'charity-paid', faction: 'harkonnen', amount: 1 },
      { type: 'charity-paid', faction: 'spacing-guild', amount: 1 },
      { type: 'charity-paid', faction: 'bene-gesserit', amount: 2 },
    ]);
    expect(spiceOf(out)).toEqual({ atreides: 2, harkonnen: 2, fremen: 2, emperor: 7, 'spacing-guild': 2, 'bene-gesserit': 7 });
    expect(out.state.phase).not.toBe('charity');
  });

  it("option bgCharity: 'advanced' gives the Basic Bene Gesserit nothing extra; 'always' pays them in Basic; 'never' not even in Advanced", () => {
    expect(spiceOf(run(charity({ rules: 'basic' })))['bene-gesserit']).toBe(5);
    expect(spiceOf(run(charity({ rules: 'basic', bgCharity: 'always' })))['bene-gesserit']).toBe(7);
    expect(spiceOf(run(charity({ rules: 'advanced', bgCharity: 'never' })))['bene-gesserit']).toBe(5);
  });

  it('a Bene Gesserit with 0 or 1 spice and no special charity is topped up like anyone', () => {
    const out = run({ ...charity({ rules: 'advanced', bgCharity: 'never' }), setup: { turn: 2, phase: 'charity', storm: 18, spice: { 'bene-gesserit': 1 } } });
    expect(out.views['bene-gesserit']!.spice).toBe(2);
  });

  it("option charity 'claim': eligible factions claim or decline, in any order; the others are not asked", () => {
    const sc = charity({ rules: 'advanced', charity: 'claim' }, [
      { as: 'emperor', do: 'charity' },
      { as: 'harkonnen', do: 'charity' },
      { as: 'atreides', do: 'pass' },
      { as: 'bene-gesserit', do: 'charity' },
    ]);
    const out = run(sc);
    expect(out.results[0]).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(out.state.phase).toBe('charity');
    // Whom charity waits for is told to each of them alone: it would tell who holds 0 or 1 spice.
    expect(out.state.waitingFor).toEqual([]);
    expect(out.state.step).toEqual({});
    expect(out.views['spacing-guild']!.private).toEqual({ charity: 1 });
    expect(out.views.emperor!.private).toEqual({});
    expect(out.setupEvents.filter((e) => e.type === 'charity-offered')).toEqual([
      { type: 'charity-offered', to: ['atreides'], amount: 2 },
      { type: 'charity-offered', to: ['harkonnen'], amount: 1 },
      { type: 'charity-offered', to: ['spacing-guild'], amount: 1 },
      { type: 'charity-offered', to: ['bene-gesserit'], amount: 2 },
    ]);
    expect(out.results[2]).toMatchObject({ ok: true, events: [{ type: 'charity-declined', to: ['atreides'], faction: 'atreides' }] });
    expect(paid(out)).toEqual([
      { type: 'charity-paid', faction: 'harkonnen', amount: 1 },
      { type: 'charity-paid', faction: 'bene-gesserit', amount: 2 },
    ]);
    expect(spiceOf(out)).toMatchObject({ atreides: 0, harkonnen: 2, 'bene-gesserit': 7 });
    const done = run({ ...sc, actions: [...sc.actions!, { as: 'spacing-guild', do: 'pass' }] });
    expect(done.state.phase).not.toBe('charity');
    expect(done.views['spacing-guild']!.spice).toBe(1);
  });

  it("issue 11: option charity 'claim' shows the channel nothing that depends on who holds 0 or 1 spice", () => {
    const spice = (harkonnen: number) => ({ atreides: 0, harkonnen, fremen: 2, emperor: 7, 'spacing-guild': 3, 'bene-gesserit': 5 });
    const poor = run({ ...charity({ rules: 'basic', charity: 'claim' }), setup: { turn: 2, phase: 'charity', storm: 18, spice: spice(1) } });
    const rich = run({ ...charity({ rules: 'basic', charity: 'claim' }), setup: { turn: 2, phase: 'charity', storm: 18, spice: spice(6) } });
    expect(poor.views.harkonnen!.private).toEqual({ charity: 1 });
    expect(rich.views.harkonnen!.private).toEqual({});
    expect(rich.state).toEqual(poor.state);
    expect(rich.views.atreides).toEqual(poor.views.atreides);
    expect(poor.setupEvents.filter((e) => e.type.startsWith('charity') && !e.to)).toEqual([]);
  });

  it("option charity 'claim' with nobody eligible ends the phase at once", () => {
    const out = run({
      ...charity({ rules: 'basic', charity: 'claim' }),
      setup: { turn: 2, phase: 'charity', storm: 18, spice: { atreides: 2, harkonnen: 3, fremen: 2, emperor: 9, 'spacing-guild': 4, 'bene-gesserit': 2 } },
    });
    expect(out.state.phase).not.toBe('charity');
    expect(paid(out)).toEqual([]);
  });
});
