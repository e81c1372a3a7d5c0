import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/dune/apply';
import { createGame } from '../../src/dune/create';
import { total } from '../../src/dune/board';
import { runScenario, type ScenarioOutput } from '../../src/dune/scenario';
import type { DuneState, FactionId } from '../../src/dune/state';

const ALL: FactionId[] = ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit'];

function newGame(seats: FactionId[] = ALL, rules: 'basic' | 'advanced' = 'advanced', seed = 7): DuneState {
  const r = createGame({ seats, options: { rules }, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

const forcesOf = (s: DuneState, f: FactionId) =>
  s.board.filter((x) => x.faction === f).reduce((n, x) => n + total(x), 0) + total(s.reserves[f]!) + total(s.tanks[f]!);

describe('game creation', () => {
  it('seats 2 to 6 factions on distinct player circles and refuses other counts', () => {
    for (let n = 2; n <= 6; n++) {
      const s = newGame(ALL.slice(0, n));
      const circles = s.factions.map((f) => s.circles[f]);
      expect(new Set(circles).size).toBe(n);
      for (const c of circles) expect([1, 4, 7, 10, 13, 16]).toContain(c);
    }
    expect(createGame({ seats: ['atreides'], seed: 1 })).toMatchObject({ ok: false, error: { code: 'bad-factions' } });
    expect(createGame({ seats: ['atreides', 'atreides'], seed: 1 })).toMatchObject({ ok: false, error: { code: 'bad-factions' } });
    expect(createGame({ seats: ['atreides', 'sardaukar' as FactionId], seed: 1 })).toMatchObject({ ok: false, error: { code: 'bad-factions' } });
  });

  it('gives starting spice and forces from the faction sheets, 20 forces each', () => {
    const s = newGame();
    expect(s.spice).toEqual({ atreides: 10, harkonnen: 10, fremen: 3, emperor: 10, 'spacing-guild': 5, 'bene-gesserit': 5 });
    const on = (f: FactionId) => s.board.filter((x) => x.faction === f).map((x) => [x.territory, x.sector, total(x)]);
    expect(on('atreides')).toEqual([['arrakeen', 9, 10]]);
    expect(on('harkonnen')).toEqual([['carthag', 10, 10]]);
    expect(on('spacing-guild')).toEqual([['tueks-sietch', 4, 5]]);
    expect(on('emperor')).toEqual([]);
    expect(s.reserves.emperor).toEqual({ regular: 15, elite: 5 });
    expect(s.reserves.fremen).toEqual({ regular: 17, elite: 3 });
    for (const f of ALL) expect(forcesOf(s, f), f).toBe(20);
  });

  it('deals one treachery card each, two to the Harkonnen, from the 33-card deck', () => {
    const s = newGame();
    for (const f of ALL) expect(s.hands[f], f).toHaveLength(f === 'harkonnen' ? 2 : 1);
    expect(s.decks.treachery).toHaveLength(33 - 7);
  });

  it('deals four traitors each: the Harkonnen keep all four, the others choose one', () => {
    const s = newGame();
    expect(s.traitors.harkonnen).toHaveLength(4);
    const st = s.step.phase === 'setup' ? s.step : undefined;
    for (const f of ALL.filter((x) => x !== 'harkonnen')) {
      expect(st?.traitorOffers[f], f).toHaveLength(4);
      expect(s.traitors[f]).toEqual([]);
    }
    const dealt = [...Object.values(st!.traitorOffers).flat(), ...s.traitors.harkonnen!];
    expect(new Set(dealt).size).toBe(24);
    expect(s.decks.traitors).toHaveLength(6);
  });

  it('removes the traitor cards of factions not in play', () => {
    const s = newGame(['atreides', 'harkonnen']);
    const owners = new Set([...s.decks.traitors, ...s.traitors.harkonnen!, ...(s.step.phase === 'setup' ? s.step.traitorOffers.atreides! : [])].map((l) => l));
    expect(owners.size).toBe(10);
  });

  it('rejects unknown options with a clear message', () => {
    expect(createGame({ seats: ALL, seed: 1, options: { rules: 'expert' as never } })).toMatchObject({ ok: false, error: { code: 'bad-option' } });
    expect(createGame({ seats: ALL, seed: 1, options: { variants: ['spice-rain' as never] } })).toMatchObject({ ok: false, error: { code: 'bad-option' } });
    expect(createGame({ seats: ALL, seed: 1, options: { turns: 0 } })).toMatchObject({ ok: false, error: { code: 'bad-option' } });
  });

  it('is deterministic: the same seed gives byte-identical states', () => {
    expect(JSON.stringify(newGame(ALL, 'advanced', 42))).toBe(JSON.stringify(newGame(ALL, 'advanced', 42)));
    expect(JSON.stringify(newGame(ALL, 'advanced', 42))).not.toBe(JSON.stringify(newGame(ALL, 'advanced', 43)));
  });
});

describe('setup decisions', () => {
  const run = (actions: { as: string; do: string; args?: Record<string, unknown> }[], rules: 'basic' | 'advanced' = 'advanced') =>
    runScenario({ seed: 7, factions: ALL, options: { rules }, actions }) as ScenarioOutput;

  it('the Bene Gesserit predict another faction and a turn within the game, secretly', () => {
    const out = run([
      { as: 'bg', do: 'predict', args: { faction: 'bene-gesserit', turn: 3 } },
      { as: 'bg', do: 'predict', args: { faction: 'atreides', turn: 11 } },
      { as: 'atreides', do: 'predict', args: { faction: 'harkonnen', turn: 3 } },
      { as: 'bg', do: 'predict', args: { faction: 'atreides', turn: 3 } },
      { as: 'bg', do: 'predict', args: { faction: 'emperor', turn: 4 } },
    ]);
    expect(out.results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['bad-prediction', 'bad-prediction', 'not-bene-gesserit', 'ok', 'already-predicted']);
    expect(out.views['bene-gesserit']!.prediction).toEqual({ faction: 'atreides', turn: 3 });
    expect(JSON.stringify(out.state)).not.toContain('"prediction"');
    for (const f of ALL.filter((x) => x !== 'bene-gesserit')) expect(out.views[f]).not.toHaveProperty('prediction');
  });

  it('each faction keeps one of its four traitor cards; others are refused', () => {
    const first = run([]);
    const offers = first.views.atreides!.private.traitorOffers as string[];
    expect(offers).toHaveLength(4);
    const other = first.views.emperor!.private.traitorOffers as string[];
    const notMine = other.find((l) => !offers.includes(l))!;
    const out = run([
      { as: 'atreides', do: 'traitor', args: { leader: notMine } },
      { as: 'atreides', do: 'traitor', args: { leader: offers[2] } },
      { as: 'atreides', do: 'traitor', args: { leader: offers[1] } },
      { as: 'harkonnen', do: 'traitor', args: { leader: offers[1] } },
    ]);
    expect(out.results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['not-offered', 'ok', 'not-your-turn', 'not-your-turn']);
    expect(out.views.atreides!.traitors).toEqual([offers[2]]);
    expect(out.views.harkonnen!.traitors).toHaveLength(4);
  });

  it('the Fremen place 10 forces among Sietch Tabr, False Wall South and False Wall West, Fedaykin as they choose', () => {
    const out = run([
      { as: 'fremen', do: 'place', args: { territory: 'Arrakeen', forces: 3 } },
      { as: 'fremen', do: 'place', args: { territory: 'False Wall South', forces: 3 } },
      { as: 'fremen', do: 'place', args: { territory: 'False Wall South', sector: 4, forces: 4, elite: 2 } },
      { as: 'fremen', do: 'place', args: { territory: 'Sietch Tabr', forces: 7 } },
      { as: 'fremen', do: 'place', args: { territory: 'False Wall West', sector: 16, forces: 6, elite: 1 } },
      { as: 'fremen', do: 'place', args: { territory: 'Sietch Tabr', forces: 1 } },
    ]);
    expect(out.results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['bad-territory', 'sector-needed', 'ok', 'too-many', 'ok', 'nothing-to-place']);
    const fremen = out.state.board.filter((b) => b.faction === 'fremen');
    expect(fremen).toEqual([
      { faction: 'fremen', territory: 'False Wall South', sector: 4, forces: 4, elite: 2, advisor: false },
      { faction: 'fremen', territory: 'False Wall West', sector: 16, forces: 6, elite: 1, advisor: false },
    ]);
    expect(out.views.fremen!.reserves).toEqual({ forces: 10, elite: 0 });
  });

  it('Advanced: the Bene Gesserit place their one force after the Fremen, as an advisor unless alone', () => {
    const out = run([
      { as: 'bg', do: 'place', args: { territory: 'Arrakeen' } },
      { as: 'fremen', do: 'place', args: { territory: 'Sietch Tabr', forces: 10 } },
      { as: 'bg', do: 'place', args: { territory: 'Arrakeen' } },
    ]);
    expect(out.results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['not-yet', 'ok', 'ok']);
    expect(out.state.board.find((b) => b.faction === 'bene-gesserit')).toEqual({
      faction: 'bene-gesserit',
      territory: 'Arrakeen',
      sector: 9,
      forces: 1,
      elite: 0,
      advisor: true,
    });
  });

  it('Basic: the Bene Gesserit start with 1 force in the Polar Sink and place nothing', () => {
    const out = run([{ as: 'bg', do: 'place', args: { territory: 'Arrakeen' } }], 'basic');
    expect(out.results[0]).toMatchObject({ ok: false, error: { code: 'nothing-to-place' } });
    expect(out.state.board.find((b) => b.faction === 'bene-gesserit')).toEqual({
      faction: 'bene-gesserit',
      territory: 'Polar Sink',
      sector: null,
      forces: 1,
      elite: 0,
      advisor: false,
    });
  });

  it('setup ends and turn 1 begins with the storm once every decision is made', () => {
    let s = newGame(ALL, 'basic');
    const act = (f: FactionId, d: string, args: Record<string, unknown>) => {
      const r = applyAction(s, { kind: 'seat', seat: f }, { do: d, args });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    };
    act('bene-gesserit', 'predict', { faction: 'atreides', turn: 2 });
    act('fremen', 'place', { territory: 'Sietch Tabr', forces: 10 });
    for (const f of ALL) {
      const offers = s.step.phase === 'setup' ? s.step.traitorOffers[f] : undefined;
      if (offers) act(f, 'traitor', { leader: offers[0] });
    }
    expect(s.phase).toBe('storm');
    expect(s.turn).toBe(1);
    for (const f of ALL) expect(forcesOf(s, f), f).toBe(20);
  });
});
