import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/dune/apply';
import { createGame } from '../../src/dune/create';
import { traitorName } from '../../src/dune/data/traitors';
import { ofType } from '../../src/dune/events';
import { publicView, privateView } from '../../src/dune/views';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import type { DuneState, FactionId } from '../../src/dune/state';
import { battleScenario, eventsOf, finalState, forcesIn, leaderAt, pass, plan, run, runOk, type Action } from './battle-helpers';
import { decisionsFor, optionsFor } from '../../src/dune/choices';
import { asKnownBy } from '../../src/dune/choices/knowledge';
import { safeDefault } from '../../src/dune/safe-defaults';

/** The Tleilaxu's powers (ixians-tleilaxu.md §4), each test named after its power id. */

function newGame(seats: FactionId[], seed = 5): { state: DuneState } {
  const r = createGame({ seats, seed });
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.value.state };
}

/** Four factions at the start of the Revival phase of turn 3. */
function revival(setup: Scenario['setup'], actions: Scenario['actions'] = [], options: Scenario['options'] = {}): ScenarioOutput {
  const out = runScenario({
    seed: 3,
    factions: ['atreides', 'harkonnen', 'tleilaxu', 'emperor'],
    options,
    setup: { turn: 3, phase: 'revival', spice: { atreides: 10, harkonnen: 10, tleilaxu: 10, emperor: 10 }, ...setup },
    actions,
  });
  if ('error' in out) throw new Error(out.error.message);
  return out;
}

const okEvents = (out: ScenarioOutput, i: number) => {
  const r = out.results[i];
  if (!r?.ok) throw new Error(`action ${i} failed: ${JSON.stringify(r)}`);
  return r.events;
};

describe('the expansion at creation', () => {
  it('seats the Tleilaxu and the Ixians', () => {
    expect(createGame({ seats: ['atreides', 'tleilaxu'], seed: 1 }).ok).toBe(true);
    expect(createGame({ seats: ['atreides', 'ixians', 'tleilaxu'], seed: 1 }).ok).toBe(true);
  });

  it('the Bene Gesserit may predict the Tleilaxu', () => {
    const { state } = newGame(['bene-gesserit', 'tleilaxu', 'atreides']);
    const r = applyAction(state, { kind: 'seat', seat: 'bene-gesserit' }, { do: 'predict', args: { faction: 'tleilaxu', turn: 3 } });
    expect(r.ok).toBe(true);
  });

  it('the Tleilaxu start with 5 spice and all 20 forces in reserve', () => {
    const { state } = newGame(['atreides', 'tleilaxu']);
    expect(state.spice.tleilaxu).toBe(5);
    expect(state.reserves.tleilaxu).toEqual({ regular: 20, elite: 0 });
    expect(state.board.filter((x) => x.faction === 'tleilaxu')).toEqual([]);
    expect(state.hands.tleilaxu).toHaveLength(1);
  });
});

describe('Face Dancers', () => {
  it('TLX-1: the Tleilaxu are dealt no traitors; once every traitor is picked, the unpicked go back and they draw 3 secret Face Dancers', () => {
    const created = createGame({ seats: ['atreides', 'tleilaxu', 'emperor'], seed: 9 });
    if (!created.ok) throw new Error(created.error.message);
    let s = created.value.state;
    expect(created.value.events.filter((e) => e.type === 'traitors-dealt').map((e) => e.to)).toEqual([['atreides'], ['emperor']]);
    expect(s.faceDancers).toBeUndefined();
    const offers = s.step.phase === 'setup' ? s.step.traitorOffers : {};
    expect(offers.tleilaxu).toBeUndefined();
    // 15 leaders in play and the Cheap Hero traitor (cheapHeroTraitor, on with the expansion), 8 dealt: 8 left in the deck.
    expect(s.decks.traitors).toHaveLength(8);
    const pick = (f: FactionId) => {
      const l = (s.step.phase === 'setup' ? s.step.traitorOffers[f] : undefined)?.[0];
      const r = applyAction(s, { kind: 'seat', seat: f }, { do: 'traitor', args: { leader: l } });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      return r.value.events;
    };
    expect(pick('atreides').some((e) => e.type.startsWith('face-dancer'))).toBe(false);
    const last = pick('emperor');
    // The 6 unpicked went back: 14 cards, 3 of them drawn as Face Dancers.
    expect(s.faceDancers).toHaveLength(3);
    expect(s.decks.traitors).toHaveLength(11);
    const dealt = last.find((e) => e.type === 'face-dancers-dealt');
    expect(dealt).toMatchObject({ to: ['tleilaxu'], leaders: s.faceDancers?.map((d) => d.leader) });
    expect(last).toContainEqual({ type: 'face-dancers-drawn', faction: 'tleilaxu', count: 3, renewed: false });
    for (const d of s.faceDancers ?? []) expect(s.traitors.atreides).not.toContain(d.leader);
  });

  it('TLX-1: a two-faction game with the Harkonnen, who keep all four, deals the Face Dancers at once, and the game begins', () => {
    const { state } = newGame(['harkonnen', 'tleilaxu']);
    expect(state.phase).not.toBe('setup');
    expect(state.faceDancers).toHaveLength(3);
    expect(state.traitors.harkonnen).toHaveLength(4);
    for (const d of state.faceDancers ?? []) expect(state.traitors.harkonnen).not.toContain(d.leader);
  });

  it('TLX-1: the Face Dancers are the Tleilaxu’s secret: in their view only, never in the public view or another seat’s', () => {
    const { state } = newGame(['harkonnen', 'tleilaxu']);
    const names = (state.faceDancers ?? []).map((d) => traitorName(d.leader));
    expect(names).toHaveLength(3);
    expect(privateView(state, 'tleilaxu').faceDancers?.map((d) => d.leader)).toEqual(names);
    expect(publicView(state).faceDancersRevealed).toEqual([]);
    expect(privateView(state, 'harkonnen')).not.toHaveProperty('faceDancers');
  });

  const duel = (actions: Action[], setup: Record<string, unknown> = {}, options: Record<string, unknown> = { rules: 'basic' }) =>
    battleScenario(
      ['harkonnen', 'emperor', 'tleilaxu'],
      {
        order: ['harkonnen', 'emperor', 'tleilaxu'],
        spice: { harkonnen: 10, emperor: 10, tleilaxu: 5 },
        board: [
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
          { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
        ],
        hands: { harkonnen: [], emperor: [], tleilaxu: [] },
        faceDancers: ['Feyd-Rautha', 'Bashar', 'Wykk'],
        ...setup,
      },
      actions,
      options,
    );
  const fight = [plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3' }), plan('emperor', { leader: 'Bashar', dial: '2' }), pass('harkonnen'), pass('emperor')];

  it('TLX-2: another faction wins with a Face Dancer: revealed, the leader to the Tanks unpaid, the winner’s forces to reserves, the Tleilaxu’s in their place', () => {
    const revealed = runOk(duel(fight));
    expect(eventsOf(revealed, 'battle-won')).toMatchObject([{ winner: 'harkonnen', totals: { harkonnen: 9, emperor: 4 } }]);
    expect(eventsOf(revealed, 'face-dancer-revealed')).toEqual([
      { type: 'face-dancer-revealed', faction: 'tleilaxu', leader: 'Feyd-Rautha', winner: 'harkonnen', territory: 'Arrakeen', returned: 3 },
    ]);
    // TLX-2 step 5: the battle waits for the Tleilaxu to place up to 3.
    expect(revealed.state.waitingFor).toEqual(['tleilaxu']);
    const out = runOk(duel([...fight, { as: 'tleilaxu', do: 'replace-forces', args: { forces: 3 } }]));
    expect(eventsOf(out, 'leader-killed')).toEqual([
      { type: 'leader-killed', leader: 'Feyd-Rautha', faction: 'harkonnen', cause: 'face dancer', faceDown: false },
    ]);
    expect(eventsOf(out, 'leader-spice')).toEqual([]);
    expect(eventsOf(out, 'face-dancer-forces-placed')).toEqual([
      { type: 'face-dancer-forces-placed', faction: 'tleilaxu', territory: 'Arrakeen', sector: 9, forces: 3, from: null },
    ]);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(0);
    expect(forcesIn(out, 'tleilaxu', 'Arrakeen')).toBe(3);
    // 20 - 6 on the board + 3 back; 3 died for the dial.
    expect(out.views.harkonnen!.reserves.forces).toBe(17);
    expect(out.views.tleilaxu!.reserves.forces).toBe(17);
    expect(out.views.tleilaxu!.faceDancers).toEqual([
      { leader: 'Feyd-Rautha', revealed: true },
      { leader: 'Bashar', revealed: false },
      { leader: 'Wykk', revealed: false },
    ]);
    // Revealed, it is public; the others stay secret.
    expect(out.state.faceDancersRevealed).toEqual(['Feyd-Rautha']);
    // All placed, the battle is over, and so is the phase.
    expect(out.state.phase).not.toBe('battle');
  });

  it('TLX-2 step 5: the Tleilaxu take their replacement forces from the planet and their reserves, free; not from the storm, not more than the winner lost', () => {
    // The storm is in sector 3: South Mesa's sector 3 is under it, its sector 4 not.
    const board = [
      { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
      { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
      { faction: 'tleilaxu', territory: 'The Great Flat', forces: 2 },
      { faction: 'tleilaxu', territory: 'South Mesa', sector: 3, forces: 2 },
      { faction: 'tleilaxu', territory: 'South Mesa', sector: 4, forces: 1 },
    ];
    const s = finalState(duel(fight, { board }));
    const from = optionsFor(s, 'tleilaxu', 'replace-forces', {}, 'from');
    expect(from.kind === 'list' ? from.options.map((o) => o.value) : from).toEqual([null, 'the-great-flat', 'south-mesa']);
    expect(optionsFor(s, 'tleilaxu', 'replace-forces', { from: 'South Mesa' }, 'fromSector')).toMatchObject({ kind: 'list', options: [{ value: 4 }] });
    expect(optionsFor(s, 'tleilaxu', 'replace-forces', { from: 'The Great Flat' }, 'forces')).toMatchObject({ kind: 'range', min: 1, max: 2 });
    expect(
      decisionsFor(s, 'tleilaxu')
        .filter((d) => !d.anytime)
        .map((d) => d.action),
    ).toEqual(['replace-forces', 'pass']);
    const out = run(
      duel(
        [
          ...fight,
          { as: 'tleilaxu', do: 'replace-forces', args: { forces: 4 } },
          { as: 'tleilaxu', do: 'replace-forces', args: { forces: 1, from: 'South Mesa', fromSector: 3 } },
          { as: 'harkonnen', do: 'replace-forces', args: { forces: 1 } },
          { as: 'tleilaxu', do: 'replace-forces', args: { forces: 2, from: 'The Great Flat' } },
          { as: 'tleilaxu', do: 'replace-forces', args: { forces: 1, from: 'South Mesa', fromSector: 4 } },
        ],
        { board },
      ),
    );
    const n = fight.length;
    expect(out.results[n]).toMatchObject({ ok: false, error: { code: 'too-many', message: 'The Tleilaxu may place 3 more forces in Arrakeen, not 4.' } });
    expect(out.results[n + 1]).toMatchObject({ ok: false, error: { code: 'storm-sector' } });
    expect(out.results[n + 2]).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(okEvents(out, n + 3)).toEqual([
      { type: 'face-dancer-forces-placed', faction: 'tleilaxu', territory: 'Arrakeen', sector: 9, forces: 2, from: 'The Great Flat' },
    ]);
    expect(out.results[n + 4]?.ok).toBe(true);
    expect(forcesIn(out, 'tleilaxu', 'Arrakeen')).toBe(3);
    expect(forcesIn(out, 'tleilaxu', 'The Great Flat')).toBe(0);
    expect(forcesIn(out, 'tleilaxu', 'South Mesa')).toBe(2);
    // Neither a shipment nor a move: nothing paid, the reserves untouched, 20 forces in all.
    expect(out.views.tleilaxu!.spice).toBe(5);
    expect(out.views.tleilaxu!.reserves.forces).toBe(15);
    expect(out.state.phase).not.toBe('battle');
  });

  it('TLX-2 step 5: into any piece of the territory the storm spares, not only where the winner was', () => {
    // The battle in Imperial Basin's sector 10, the storm in 9: sectors 8 and 10 are open, 9 not.
    const board = [
      { faction: 'harkonnen', territory: 'Imperial Basin', sector: 10, forces: 6 },
      { faction: 'emperor', territory: 'Imperial Basin', sector: 10, forces: 5 },
    ];
    const sc = (actions: Action[]) => duel([...fight, ...actions], { storm: 9, board });
    const s = finalState(sc([]));
    const pieces = optionsFor(s, 'tleilaxu', 'replace-forces', { from: null, fromSector: null }, 'sector');
    expect(pieces.kind === 'list' ? pieces.options.map((o) => o.value) : pieces).toEqual([8, 10]);
    const out = run(
      sc([
        { as: 'tleilaxu', do: 'replace-forces', args: { forces: 1 } },
        { as: 'tleilaxu', do: 'replace-forces', args: { forces: 1, sector: 9 } },
        { as: 'tleilaxu', do: 'replace-forces', args: { forces: 3, sector: 8 } },
      ]),
    );
    const n = fight.length;
    expect(out.results[n]).toMatchObject({ ok: false, error: { code: 'sector-needed' } });
    expect(out.results[n + 1]).toMatchObject({ ok: false, error: { code: 'storm-sector' } });
    expect(okEvents(out, n + 2)).toContainEqual({
      type: 'face-dancer-forces-placed',
      faction: 'tleilaxu',
      territory: 'Imperial Basin',
      sector: 8,
      forces: 3,
      from: null,
    });
  });

  it('TLX-2 step 5: `pass` places no more; with nothing to place, or their ally (not the winner) there, the battle does not wait for them', () => {
    const stopped = runOk(duel([...fight, { as: 'tleilaxu', do: 'replace-forces', args: { forces: 1 } }, pass('tleilaxu')]));
    expect(forcesIn(stopped, 'tleilaxu', 'Arrakeen')).toBe(1);
    expect(stopped.state.phase).not.toBe('battle');
    const empty = runOk(duel(fight, { reserves: { tleilaxu: 0 } }));
    expect(eventsOf(empty, 'face-dancer-revealed')).toHaveLength(1);
    expect(empty.state.phase).not.toBe('battle');
    // The Atreides, the Tleilaxu's ally, in Imperial Basin's sector 8, apart from the battle in sector 10 by the storm in 9.
    const allied = runOk(
      battleScenario(
        ['harkonnen', 'emperor', 'tleilaxu', 'atreides'],
        {
          order: ['harkonnen', 'emperor', 'tleilaxu', 'atreides'],
          storm: 9,
          board: [
            { faction: 'harkonnen', territory: 'Imperial Basin', sector: 10, forces: 6 },
            { faction: 'emperor', territory: 'Imperial Basin', sector: 10, forces: 5 },
            { faction: 'atreides', territory: 'Imperial Basin', sector: 8, forces: 1 },
          ],
          hands: { harkonnen: [], emperor: [], tleilaxu: [], atreides: [] },
          faceDancers: ['Feyd-Rautha', 'Bashar', 'Wykk'],
          alliances: [['tleilaxu', 'atreides']],
        },
        fight,
        { rules: 'basic' },
      ),
    );
    expect(eventsOf(allied, 'face-dancer-revealed')).toHaveLength(1);
    expect(allied.state.phase).not.toBe('battle');
    expect(forcesIn(allied, 'tleilaxu', 'Imperial Basin')).toBe(0);
  });

  it('TLX-2: the loser’s leader being a Face Dancer does nothing, nor does a win by the Tleilaxu themselves', () => {
    const out = runOk(duel(fight, { faceDancers: ['Bashar', 'Wykk', 'Blin'] }));
    expect(eventsOf(out, 'face-dancer-revealed')).toEqual([]);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(3);
  });

  it('TLX-2: OP-16 `faceDancerAgainstAlly: false` spares the Tleilaxu’s ally', () => {
    const out = runOk(duel(fight, { alliances: [['harkonnen', 'tleilaxu']] }, { rules: 'basic', faceDancerAgainstAlly: false }));
    expect(eventsOf(out, 'face-dancer-revealed')).toEqual([]);
    const allowed = runOk(duel(fight, { alliances: [['harkonnen', 'tleilaxu']] }));
    expect(eventsOf(allowed, 'face-dancer-revealed')).toHaveLength(1);
  });

  const order = (reveal: string): Action => ({ as: 'tleilaxu', do: 'face-dancer-order', args: { reveal } });
  const answer = (reveal: boolean): Action => ({ as: 'tleilaxu', do: 'reveal-face-dancer', args: { reveal } });

  it('TLX-2 always: the standing order `always`, as by default, reveals the Face Dancer at once; the battle never waits to ask', () => {
    const out = runOk(duel([order('never'), order('always'), ...fight]));
    expect(eventsOf(out, 'face-dancer-revealed')).toHaveLength(1);
    expect(out.views.tleilaxu!.faceDancerReveal).toBe('always');
    expect(decisionsFor(finalState(duel([order('always'), ...fight])), 'tleilaxu').some((d) => d.action === 'reveal-face-dancer')).toBe(false);
  });

  it('TLX-2 never: the Tleilaxu keep the Face Dancer secret; the winner keeps its forces and the battle ends', () => {
    const out = runOk(duel([order('never'), ...fight]));
    expect(eventsOf(out, 'face-dancer-revealed')).toEqual([]);
    expect(eventsOf(out, 'face-dancer-order-set')).toEqual([{ type: 'face-dancer-order-set', to: ['tleilaxu'], reveal: 'never' }]);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(3);
    expect(out.state.phase).not.toBe('battle');
    expect(out.state.faceDancersRevealed).toEqual([]);
    expect(out.views.tleilaxu!.faceDancers?.every((d) => !d.revealed)).toBe(true);
    expect(out.views.tleilaxu!.faceDancerReveal).toBe('never');
  });

  it('TLX-2 ask: the battle waits for the Tleilaxu, the table not told why; they reveal, and the Face Dancer’s sequence goes on', () => {
    const asked = runOk(duel([order('ask'), ...fight]));
    expect(asked.state.waitingFor).toEqual(['tleilaxu']);
    expect(asked.state.phase).toBe('battle');
    expect(eventsOf(asked, 'face-dancer-revealed')).toEqual([]);
    // Nothing the table reads names a Face Dancer: only that the battle waits for the Tleilaxu.
    expect(JSON.stringify(asked.state)).not.toMatch(/face-dancer|Face Dancer|dancerAsked/);
    const s = finalState(duel([order('ask'), ...fight]));
    const tleilaxu = decisionsFor(s, 'tleilaxu').filter((d) => d.action === 'reveal-face-dancer');
    expect(tleilaxu.map((d) => d.preset)).toEqual([{ reveal: true }, { reveal: false }]);
    expect(tleilaxu[0]?.summary).toContain('Feyd-Rautha');
    expect(decisionsFor(s, 'harkonnen').some((d) => d.action === 'reveal-face-dancer')).toBe(false);
    const out = runOk(duel([order('ask'), ...fight, answer(true), { as: 'tleilaxu', do: 'replace-forces', args: { forces: 3 } }]));
    expect(eventsOf(out, 'face-dancer-revealed')).toMatchObject([{ leader: 'Feyd-Rautha', winner: 'harkonnen', returned: 3 }]);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(0);
    expect(forcesIn(out, 'tleilaxu', 'Arrakeen')).toBe(3);
    expect(out.state.phase).not.toBe('battle');
  });

  it('TLX-2 ask: the Tleilaxu decline, told alone; the Face Dancer stays secret, the winner keeps its forces, the battle ends', () => {
    const out = runOk(duel([order('ask'), ...fight, answer(false)]));
    expect(eventsOf(out, 'face-dancer-revealed')).toEqual([]);
    expect(eventsOf(out, 'face-dancer-kept')).toEqual([{ type: 'face-dancer-kept', to: ['tleilaxu'], leader: 'Feyd-Rautha' }]);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(3);
    expect(out.state.phase).not.toBe('battle');
    expect(out.views.tleilaxu!.faceDancers?.every((d) => !d.revealed)).toBe(true);
  });

  it('TLX-2 ask: at the deadline the clock reveals the Face Dancer (the safe default)', () => {
    const s = finalState(duel([order('ask'), ...fight]));
    expect(safeDefault(s, 'tleilaxu', () => 0)?.action).toEqual({ do: 'reveal-face-dancer', args: { reveal: true } });
  });

  it('TLX-2 ask: no wait when the winner’s leader is no Face Dancer; answers out of place, or an order by another faction, are refused', () => {
    const out = runOk(duel([order('ask'), ...fight], { faceDancers: ['Bashar', 'Wykk', 'Blin'] }));
    expect(out.state.phase).not.toBe('battle');
    const early = run(duel([order('ask'), answer(true)]));
    expect(early.results[1]).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    // Revealed, the battle waits for their forces: the question is answered.
    const twice = run(duel([order('ask'), ...fight, answer(true), answer(false)]));
    expect(twice.results.at(-1)).toMatchObject({ ok: false, error: { code: 'not-now' } });
    const other = run(duel([{ as: 'harkonnen', do: 'face-dancer-order', args: { reveal: 'never' } }]));
    expect(other.results[0]).toMatchObject({ ok: false, error: { code: 'no-face-dancers' } });
    const bad = run(duel([order('sometimes')]));
    expect(bad.results[0]).toMatchObject({ ok: false });
  });

  it('TLX-2: the reveal order is the Tleilaxu’s secret: not in the public view, another seat’s view or knowledge; told to them alone', () => {
    const out = runOk(duel([order('never')]));
    expect(out.views.tleilaxu!.faceDancerReveal).toBe('never');
    expect(JSON.stringify(out.state)).not.toContain('never');
    expect(out.views.harkonnen).not.toHaveProperty('faceDancerReveal');
    const s = finalState(duel([order('never')]));
    expect(s.faceDancerReveal).toBe('never');
    expect(asKnownBy(s, 'harkonnen').faceDancerReveal).toBeUndefined();
    expect(asKnownBy(s, 'tleilaxu').faceDancerReveal).toBe('never');
    expect(out.results[0]).toMatchObject({ ok: true, events: [{ type: 'face-dancer-order-set', to: ['tleilaxu'] }] });
  });

  it('TLX-3: the third Face Dancer revealed, all three go back into the traitor deck and three new ones are drawn', () => {
    const out = runOk(
      duel(fight, {
        faceDancers: [{ leader: 'Bashar', revealed: true }, { leader: 'Wykk', revealed: true }, 'Feyd-Rautha'],
      }),
    );
    expect(eventsOf(out, 'face-dancer-revealed')).toHaveLength(1);
    expect(eventsOf(out, 'face-dancers-drawn')).toEqual([{ type: 'face-dancers-drawn', faction: 'tleilaxu', count: 3, renewed: true }]);
    const dancers = out.views.tleilaxu!.faceDancers ?? [];
    expect(dancers).toHaveLength(3);
    expect(dancers.every((d) => !d.revealed)).toBe(true);
    expect(out.state.faceDancersRevealed).toEqual([]);
  });

  /** Basic: 6 Tleilaxu against 5 of the Emperor's forces in Arrakeen, the Tleilaxu with 5 spice and the Emperor 10. */
  const tleilaxuAgainstEmperor = (actions: Action[], setup: Scenario['setup'] = {}) =>
    battleScenario(
      ['tleilaxu', 'emperor'],
      {
        order: ['tleilaxu', 'emperor'],
        spice: { tleilaxu: 5, emperor: 10 },
        board: [
          { faction: 'tleilaxu', territory: 'Arrakeen', forces: 6 },
          { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
        ],
        ...setup,
      },
      actions,
      { rules: 'basic' },
    );

  it('TLX-1: holding no traitor, the Tleilaxu are never asked “traitor?”: after the reveal the battle waits for their opponent alone', () => {
    const duel = (actions: Action[]) => run(tleilaxuAgainstEmperor(actions));
    const plans = [plan('tleilaxu', { leader: 'Blin', dial: '4' }), plan('emperor', { leader: 'Bashar', dial: '3' })];
    expect(duel([{ as: 'tleilaxu', do: 'traitor-order', args: { choice: 'call' } }]).results[0]).toMatchObject({
      ok: false,
      error: { code: 'not-asked-traitor', message: 'The Tleilaxu hold no traitor cards, so they are never asked to call a traitor.' },
    });
    const revealed = duel([...plans, pass('tleilaxu')]);
    expect(revealed.state.waitingFor).toEqual(['emperor']);
    expect(revealed.results[2]).toMatchObject({ ok: false });
    const ended = duel([...plans, pass('emperor')]);
    expect(eventsOf(ended, 'traitor-passed')).toEqual([{ type: 'traitor-passed', faction: 'emperor' }]);
    expect(eventsOf(ended, 'battle-won')).toMatchObject([{ winner: 'tleilaxu' }]);
  });

  it('TLX-10: Zoal is worth the opposing leader’s printed strength; killed, the winner is paid that much', () => {
    const zoal = tleilaxuAgainstEmperor(
      [
        plan('tleilaxu', { leader: 'Zoal', dial: '4' }),
        plan('emperor', { leader: 'Bashar', dial: '3', weapon: 'Crysknife' }),
        pass('emperor'),
        { as: 'emperor', do: 'keep', args: {} },
      ],
      { hands: { tleilaxu: [], emperor: ['Crysknife'] } },
    );
    const out = runOk(zoal);
    // Bashar is 2: Zoal would be 2 (4 + 2 = 6 against 3 + 2 = 5), but the Crysknife killed him.
    expect(eventsOf(out, 'battle-plans-revealed')[0]?.plans.tleilaxu).toMatchObject({ leader: 'Zoal', strength: 2 });
    expect(eventsOf(out, 'battle-won')).toMatchObject([{ winner: 'emperor', totals: { tleilaxu: 4, emperor: 5 } }]);
    expect(eventsOf(out, 'leader-spice')).toEqual([{ type: 'leader-spice', faction: 'emperor', amount: 2, leaders: ['Zoal'] }]);
  });

  it('TLX-10: Zoal against a side without a leader is worth 0', () => {
    // Holding no traitor, the Tleilaxu are not asked (TLX-1): only the Emperor answers.
    const out = runOk(
      tleilaxuAgainstEmperor([plan('tleilaxu', { leader: 'Zoal', dial: '4' }), plan('emperor', { cheapHero: true, dial: '4' }), pass('emperor')], {
        hands: { tleilaxu: [], emperor: ['Cheap Hero'] },
      }),
    );
    expect(eventsOf(out, 'battle-won')).toMatchObject([{ winner: 'tleilaxu', totals: { tleilaxu: 4, emperor: 4 } }]);
  });
});

describe('Tleilaxu revival', () => {
  it('TLX-5: the Tleilaxu revive 7 (2 free + 5 paid) for 5 spice to the bank, with no limit, and take 1 for their free revival', () => {
    const out = revival({ tanks: { tleilaxu: 9 } }, [{ as: 'tleilaxu', do: 'revive', args: { forces: 7 } }]);
    expect(okEvents(out, 0)).toContainEqual({ type: 'revived', faction: 'tleilaxu', forces: 7, elite: 0, cost: 5 });
    expect(okEvents(out, 0)).toContainEqual({ type: 'free-revival-income', faction: 'tleilaxu', from: 'tleilaxu', amount: 1 });
    expect(out.views.tleilaxu!.spice).toBe(10 - 5 + 1);
    expect(out.state.tanks.tleilaxu!.forces).toBe(2);
  });

  it('TLX-5: their own leaders cost half their strength, rounded up; Zoal 3', () => {
    const dead = { Zoal: 'tanks', 'Hidar Fen Ajidica': 'tanks', 'Master Zaaf': 'tanks', Wykk: 'tanks', Blin: 'tanks' } as const;
    const out = revival({ leaders: dead }, [{ as: 'tleilaxu', do: 'revive', args: { leader: 'Hidar Fen Ajidica' } }]);
    expect(okEvents(out, 0)).toContainEqual({ type: 'revived', faction: 'tleilaxu', forces: 0, elite: 0, leader: 'Hidar Fen Ajidica', cost: 2 });
    const zoal = revival({ leaders: dead }, [{ as: 'tleilaxu', do: 'revive', args: { leader: 'Zoal' } }]);
    expect(okEvents(zoal, 0)).toContainEqual({ type: 'revived', faction: 'tleilaxu', forces: 0, elite: 0, leader: 'Zoal', cost: 3 });
  });

  it('TLX-6: the Atreides revive 3 (2 free + 1 paid): 2 spice to the Tleilaxu, not the bank, and 1 from the bank for the free revival', () => {
    const out = revival({ tanks: { atreides: 5 } }, [{ as: 'atreides', do: 'revive', args: { forces: 3 } }]);
    expect(okEvents(out, 0)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 3, elite: 0, cost: 2, paidTo: 'tleilaxu' });
    expect(out.views.atreides!.spice).toBe(8);
    expect(out.views.tleilaxu!.spice).toBe(10 + 2 + 1);
  });

  it('TLX-6: the Emperor paying 3 extra for their ally pays the 6 spice to the Tleilaxu', () => {
    const out = revival({ tanks: { atreides: 6 }, alliances: [['emperor', 'atreides']] }, [{ as: 'emperor', do: 'revive-ally', args: { forces: 3 } }]);
    expect(okEvents(out, 0)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 3, elite: 0, cost: 6, paidBy: 'emperor', paidTo: 'tleilaxu' });
    expect(out.views.emperor!.spice).toBe(4);
    expect(out.views.tleilaxu!.spice).toBe(16);
  });

  it('TLX-7: 1 spice from the bank for each faction using free revival, once each, however many forces; none for a paid-only revival; their own too unless OP-6 `tleilaxuOwnFreeRevivalIncome` is false', () => {
    const out = revival({ tanks: { atreides: 2, harkonnen: 1, tleilaxu: 1 } }, [
      { as: 'atreides', do: 'revive', args: { forces: 2 } },
      { as: 'harkonnen', do: 'revive', args: { forces: 1 } },
      { as: 'tleilaxu', do: 'revive', args: { forces: 1 } },
    ]);
    expect(
      ofType(
        out.results.flatMap((r) => (r.ok ? r.events : [])),
        'free-revival-income',
      ).map((e) => e.from),
    ).toEqual(['atreides', 'harkonnen', 'tleilaxu']);
    expect(out.views.tleilaxu!.spice).toBe(13);
    const own = revival({ tanks: { tleilaxu: 1 } }, [{ as: 'tleilaxu', do: 'revive', args: { forces: 1 } }], { tleilaxuOwnFreeRevivalIncome: false });
    expect(own.views.tleilaxu!.spice).toBe(10);
  });

  it('TLX-12: the Tleilaxu’s ally pays half, rounded up on the whole amount, still to the Tleilaxu: 1 paid force 2 → 1, a leader of 5 → 3', () => {
    const out = revival({ tanks: { atreides: 5 }, alliances: [['tleilaxu', 'atreides']] }, [{ as: 'atreides', do: 'revive', args: { forces: 3 } }]);
    expect(okEvents(out, 0)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 3, elite: 0, cost: 1, paidTo: 'tleilaxu' });
    const leader = revival(
      {
        leaders: { 'Thufir Hawat': 'tanks', 'Lady Jessica': 'tanks', 'Gurney Halleck': 'tanks', 'Duncan Idaho': 'tanks', 'Dr. Wellington Yueh': 'tanks' },
        alliances: [['tleilaxu', 'atreides']],
      },
      [{ as: 'atreides', do: 'revive', args: { leader: 'Thufir Hawat' } }],
    );
    expect(okEvents(leader, 0)).toContainEqual({
      type: 'revived',
      faction: 'atreides',
      forces: 0,
      elite: 0,
      leader: 'Thufir Hawat',
      cost: 3,
      paidTo: 'tleilaxu',
    });
  });

  it('TLX-8: the Tleilaxu raise the Atreides’ limit to 5 for this turn: 2 free + 3 paid, 6 spice to the Tleilaxu (+1)', () => {
    const out = revival({ tanks: { atreides: 6, harkonnen: 1 } }, [
      { as: 'tleilaxu', do: 'raise-limit', args: { faction: 'atreides' } },
      { as: 'atreides', do: 'revive', args: { forces: 5 } },
      { as: 'tleilaxu', do: 'raise-limit', args: { faction: 'atreides' } },
      { as: 'atreides', do: 'raise-limit', args: { faction: 'harkonnen' } },
    ]);
    expect(okEvents(out, 0)).toContainEqual({ type: 'revival-limit-raised', faction: 'tleilaxu', target: 'atreides', limit: 5, lasting: false });
    expect(okEvents(out, 1)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 5, elite: 0, cost: 6, paidTo: 'tleilaxu' });
    expect(out.views.tleilaxu!.spice).toBe(10 + 6 + 1);
    expect(out.results[2]).toMatchObject({ ok: false, error: { code: 'not-raisable' } });
    expect(out.results[3]).toMatchObject({ ok: false, error: { code: 'not-tleilaxu' } });
    // The raise lasts this turn only.
    const next = revival({ tanks: { atreides: 6 }, turn: 4 }, [{ as: 'atreides', do: 'revive', args: { forces: 5 } }]);
    expect(next.results[0]).toMatchObject({ ok: false, error: { code: 'out-of-range' } });
  });

  it('TLX-8: no raise once the faction has revived', () => {
    const out = runScenario({
      seed: 3,
      factions: ['atreides', 'tleilaxu'],
      setup: { turn: 3, phase: 'revival', tanks: { atreides: 6, tleilaxu: 1 } },
      actions: [
        { as: 'atreides', do: 'revive', args: { forces: 2 } },
        { as: 'tleilaxu', do: 'raise-limit', args: { faction: 'atreides' } },
      ],
    });
    if ('error' in out) throw new Error(out.error.message);
    expect(out.results[1]).toMatchObject({ ok: false, error: { code: 'not-raisable', message: 'The Atreides have already revived this turn.' } });
  });

  it('TLX-9: the Atreides ask for Thufir Hawat early; the Tleilaxu name 4 spice, paid to them; that is their one leader revival this turn', () => {
    const leaders = { 'Thufir Hawat': 'tanks', 'Duncan Idaho': 'tanks', 'Piter de Vries': 'tanks' } as const;
    const out = revival({ leaders, tanks: { atreides: 2 } }, [
      { as: 'atreides', do: 'buy-leader', args: {} },
      { as: 'atreides', do: 'ask-revival', args: { leader: 'Thufir Hawat' } },
      { as: 'atreides', do: 'ask-revival', args: { leader: 'Duncan Idaho' } },
      { as: 'harkonnen', do: 'name-price', args: { faction: 'atreides', price: 4 } },
      { as: 'tleilaxu', do: 'name-price', args: { faction: 'atreides', price: 4 } },
      { as: 'atreides', do: 'buy-leader', args: {} },
      { as: 'atreides', do: 'revive', args: { forces: 2, leader: 'Duncan Idaho' } },
      { as: 'atreides', do: 'revive', args: { forces: 2 } },
    ]);
    expect(out.results[0]).toMatchObject({ ok: false, error: { code: 'no-price' } });
    expect(okEvents(out, 1)).toContainEqual({ type: 'early-revival-asked', faction: 'atreides', leader: 'Thufir Hawat' });
    expect(out.results[2]).toMatchObject({
      ok: false,
      error: { code: 'not-askable', message: 'The Atreides have already asked the Tleilaxu for a leader this turn.' },
    });
    expect(out.results[3]).toMatchObject({ ok: false, error: { code: 'not-tleilaxu' } });
    expect(okEvents(out, 4)).toContainEqual({ type: 'early-revival-priced', faction: 'tleilaxu', target: 'atreides', leader: 'Thufir Hawat', price: 4 });
    expect(okEvents(out, 5)).toContainEqual({
      type: 'revived',
      faction: 'atreides',
      forces: 0,
      elite: 0,
      leader: 'Thufir Hawat',
      cost: 4,
      paidTo: 'tleilaxu',
      by: 'the Tleilaxu’s early revival',
    });
    expect(out.state.tanks.atreides!.leaders).toEqual(['Duncan Idaho']);
    // Ruling 13: no other leader this turn; forces still.
    expect(out.results[6]).toMatchObject({ ok: false, error: { code: 'leader-revived' } });
    expect(okEvents(out, 7)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 2, elite: 0, cost: 0 });
    expect(out.views.atreides!.spice).toBe(10 - 4);
    // 4 for Thufir, 1 for the Atreides' free revival (TLX-7).
    expect(out.views.tleilaxu!.spice).toBe(10 + 4 + 1);
  });

  it('TLX-9: the Tleilaxu may refuse; a leader the rules already let a faction revive is not asked for', () => {
    const out = revival({ leaders: { 'Piter de Vries': 'tanks', 'Thufir Hawat': 'tanks' } }, [
      { as: 'harkonnen', do: 'ask-revival', args: { leader: 'Piter de Vries' } },
      { as: 'tleilaxu', do: 'refuse-revival', args: { faction: 'harkonnen' } },
      { as: 'harkonnen', do: 'buy-leader', args: {} },
      { as: 'tleilaxu', do: 'name-price', args: { faction: 'harkonnen', price: 1 } },
      { as: 'tleilaxu', do: 'ask-revival', args: { leader: 'Zoal' } },
      { as: 'atreides', do: 'ask-revival', args: { leader: 'Piter de Vries' } },
    ]);
    expect(okEvents(out, 1)).toContainEqual({ type: 'early-revival-refused', faction: 'tleilaxu', target: 'harkonnen', leader: 'Piter de Vries' });
    expect(out.results[2]).toMatchObject({ ok: false, error: { code: 'no-price' } });
    expect(out.results[3]).toMatchObject({ ok: false, error: { code: 'no-request' } });
    expect(out.results[4]).toMatchObject({ ok: false, error: { code: 'not-askable' } });
    expect(out.results[5]).toMatchObject({ ok: false, error: { code: 'not-askable' } });
    expect(out.state.tanks.harkonnen!.leaders).toEqual(['Piter de Vries']);
    const open = revival(
      { leaders: { 'Thufir Hawat': 'tanks', 'Lady Jessica': 'tanks', 'Gurney Halleck': 'tanks', 'Duncan Idaho': 'tanks', 'Dr. Wellington Yueh': 'tanks' } },
      [{ as: 'atreides', do: 'ask-revival', args: { leader: 'Thufir Hawat' } }],
    );
    expect(open.results[0]).toMatchObject({
      ok: false,
      error: { code: 'not-askable', message: 'Thufir Hawat may be revived the usual way: `revive leader: Thufir Hawat`.' },
    });
  });

  it('TLX-9 stopped by a Karama: no early revival this turn; the Atreides keep their 4 spice and Thufir Hawat stays in the Tanks', () => {
    const out = revival({ leaders: { 'Thufir Hawat': 'tanks' }, hands: { harkonnen: ['Karama'] }, tanks: { atreides: 1 } }, [
      { as: 'atreides', do: 'ask-revival', args: { leader: 'Thufir Hawat' } },
      { as: 'tleilaxu', do: 'name-price', args: { faction: 'atreides', price: 4 } },
      { as: 'harkonnen', do: 'play', args: { card: 'Karama', power: 'early-revival' } },
      { as: 'atreides', do: 'buy-leader', args: {} },
      { as: 'atreides', do: 'buy-leader', args: {} },
    ]);
    expect(okEvents(out, 2)).toContainEqual(expect.objectContaining({ type: 'karama-stop', faction: 'harkonnen', target: 'tleilaxu', power: 'early-revival' }));
    expect(okEvents(out, 3)).toContainEqual(expect.objectContaining({ type: 'power-stopped', faction: 'tleilaxu', power: 'early-revival', by: 'harkonnen' }));
    expect(out.results[4]).toMatchObject({ ok: false, error: { code: 'no-price' } });
    expect(out.state.tanks.atreides!.leaders).toEqual(['Thufir Hawat']);
    expect(out.views.atreides!.spice).toBe(10);
    const before = revival({ leaders: { 'Thufir Hawat': 'tanks' }, hands: { harkonnen: ['Karama'] }, tanks: { atreides: 1 } }, [
      { as: 'harkonnen', do: 'play', args: { card: 'Karama', power: 'early-revival' } },
      { as: 'atreides', do: 'ask-revival', args: { leader: 'Thufir Hawat' } },
    ]);
    expect(before.results[1]).toMatchObject({
      ok: false,
      error: { code: 'not-askable', message: 'A Karama stopped the Tleilaxu’s early revival of leaders this turn.' },
    });
  });

  it('TLX-13: the Tleilaxu’s special Karama bars one faction from any revival this turn; the others revive', () => {
    const out = revival(
      { tanks: { atreides: 5, harkonnen: 2 }, hands: { tleilaxu: ['Karama'] }, alliances: [['emperor', 'atreides']] },
      [
        { as: 'tleilaxu', do: 'play', args: { card: 'Karama', special: true, target: 'atreides' } },
        { as: 'atreides', do: 'revive', args: { forces: 2 } },
        { as: 'emperor', do: 'revive-ally', args: { forces: 1 } },
        { as: 'harkonnen', do: 'revive', args: { forces: 2 } },
        { as: 'tleilaxu', do: 'play', args: { card: 'Karama', special: true, target: 'harkonnen' } },
      ],
      { rules: 'advanced' },
    );
    expect(okEvents(out, 0)).toContainEqual({ type: 'revival-barred', faction: 'tleilaxu', target: 'atreides' });
    expect(out.results[1]).toMatchObject({ ok: false, error: { code: 'revival-barred' } });
    expect(out.results[2]).toMatchObject({ ok: false, error: { code: 'revival-barred' } });
    expect(okEvents(out, 3)).toContainEqual({ type: 'revived', faction: 'harkonnen', forces: 2, elite: 0, cost: 0 });
    expect(out.results[4]?.ok).toBe(false);
    expect(out.state.tanks.atreides!.forces).toBe(5);
  });

  it('TLX-5 stopped by a Karama (§4.4, OP-8): the Tleilaxu pay full price, to the bank, and keep the 3-force limit this phase', () => {
    const stop = { karamaStops: [{ by: 'atreides', power: 'tleilaxu-revival' }] };
    const out = revival({ tanks: { tleilaxu: 9 }, ...stop }, [
      { as: 'tleilaxu', do: 'revive', args: { forces: 7 } },
      { as: 'tleilaxu', do: 'revive', args: { forces: 3 } },
    ]);
    expect(out.results[0]).toMatchObject({ ok: false, error: { code: 'out-of-range' } });
    expect(okEvents(out, 1)).toContainEqual({ type: 'revived', faction: 'tleilaxu', forces: 3, elite: 0, cost: 2 });
    const unlimited = revival({ tanks: { tleilaxu: 9 }, ...stop }, [{ as: 'tleilaxu', do: 'revive', args: { forces: 7 } }], {
      karamaLimitsTleilaxuRevival: false,
    });
    expect(okEvents(unlimited, 0)).toContainEqual({ type: 'revived', faction: 'tleilaxu', forces: 7, elite: 0, cost: 10 });
  });

  it('TLX-7 stopped by a Karama (§4.4): no +1 for the Atreides’ free revival this phase', () => {
    const out = revival({ tanks: { atreides: 2 }, karamaStops: [{ by: 'harkonnen', power: 'free-revival-income' }] }, [
      { as: 'atreides', do: 'revive', args: { forces: 2 } },
    ]);
    expect(okEvents(out, 0).some((e) => e.type === 'free-revival-income')).toBe(false);
    expect(out.views.tleilaxu!.spice).toBe(10);
  });

  it('TLX-8 stopped by a Karama (§4.4): the raise is spent and the Atreides’ limit stays 3', () => {
    const out = revival({ tanks: { atreides: 6 }, karamaStops: [{ by: 'harkonnen', power: 'raised-limit' }] }, [
      { as: 'tleilaxu', do: 'raise-limit', args: { faction: 'atreides' } },
      { as: 'atreides', do: 'revive', args: { forces: 5 } },
    ]);
    expect(okEvents(out, 0)).toContainEqual(expect.objectContaining({ type: 'power-stopped', power: 'raised-limit', by: 'harkonnen' }));
    expect(okEvents(out, 0).some((e) => e.type === 'revival-limit-raised')).toBe(false);
    expect(out.results[1]).toMatchObject({ ok: false, error: { code: 'out-of-range' } });
  });

  it('TLX-12 stopped by a Karama (§4.4): the Tleilaxu’s ally pays full price, still to the Tleilaxu: 1 paid force 2', () => {
    const out = revival({ tanks: { atreides: 5 }, alliances: [['tleilaxu', 'atreides']], karamaStops: [{ by: 'harkonnen', power: 'ally-revival-discount' }] }, [
      { as: 'atreides', do: 'revive', args: { forces: 3 } },
    ]);
    expect(okEvents(out, 0)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 3, elite: 0, cost: 2, paidTo: 'tleilaxu' });
  });

  it('the others keep the limit of 3', () => {
    const out = revival({ tanks: { atreides: 5 } }, [{ as: 'atreides', do: 'revive', args: { forces: 4 } }]);
    expect(out.results[0]).toMatchObject({ ok: false, error: { code: 'out-of-range' } });
  });
});

describe('TLX-4: the Face Dancer swap in the Mentat Pause', () => {
  const pause = (actions: Scenario['actions'] = [], setup: Scenario['setup'] = {}, options: Scenario['options'] = {}): ScenarioOutput => {
    const out = runScenario({
      seed: 7,
      factions: ['atreides', 'harkonnen', 'tleilaxu'],
      options,
      setup: { turn: 4, phase: 'mentat', faceDancers: ['Duncan Idaho', { leader: 'Feyd-Rautha', revealed: true }, 'Wykk'], ...setup },
      actions,
    });
    if ('error' in out) throw new Error(out.error.message);
    return out;
  };

  it('TLX-4: the pause waits for the Tleilaxu, who put Duncan Idaho back and draw one in secret; the table learns only that they swapped', () => {
    const waiting = pause();
    expect(waiting.state.phase).toBe('mentat');
    expect(waiting.state.waitingFor).toEqual(['tleilaxu']);
    const out = pause([{ as: 'tleilaxu', do: 'swap-face-dancer', args: { leader: 'Duncan Idaho' } }]);
    const events = okEvents(out, 0);
    expect(events).toContainEqual({ type: 'face-dancer-swapped', faction: 'tleilaxu' });
    const detail = ofType(events, 'face-dancer-swap-detail')[0];
    expect(detail).toMatchObject({ to: ['tleilaxu'], returned: 'duncan-idaho' });
    const dancers = out.views.tleilaxu!.faceDancers ?? [];
    expect(dancers.slice(1)).toEqual([
      { leader: 'Feyd-Rautha', revealed: true },
      { leader: 'Wykk', revealed: false },
    ]);
    expect(dancers[0]?.leader).toBe(traitorName(detail?.drawn ?? 'duncan-idaho'));
    expect(out.state.phase).not.toBe('mentat');
    expect(out.state.turn).toBe(5);
  });

  it('TLX-4: only an unrevealed Face Dancer of theirs, only by the Tleilaxu; `pass` keeps them', () => {
    const out = pause([
      { as: 'tleilaxu', do: 'swap-face-dancer', args: { leader: 'Feyd-Rautha' } },
      { as: 'tleilaxu', do: 'swap-face-dancer', args: { leader: 'Thufir Hawat' } },
      { as: 'atreides', do: 'swap-face-dancer', args: { leader: 'Duncan Idaho' } },
      { as: 'tleilaxu', do: 'pass' },
    ]);
    expect(out.results[0]).toMatchObject({
      ok: false,
      error: { code: 'not-a-face-dancer', message: 'Feyd-Rautha is not one of your unrevealed Face Dancers.' },
    });
    expect(out.results[1]).toMatchObject({ ok: false, error: { code: 'not-a-face-dancer' } });
    expect(out.results[2]).toMatchObject({ ok: false });
    expect(okEvents(out, 3)).toContainEqual({ type: 'face-dancers-kept', faction: 'tleilaxu' });
    expect(out.views.tleilaxu!.faceDancers?.map((d) => d.leader)).toEqual(['Duncan Idaho', 'Feyd-Rautha', 'Wykk']);
    expect(out.state.turn).toBe(5);
  });

  it('TLX-4: nobody is asked on the last turn, nor with every Face Dancer revealed', () => {
    expect(pause([], { turn: 10 }).state.phase).toBe('ended');
    const revealed = pause([], {
      faceDancers: [
        { leader: 'Duncan Idaho', revealed: true },
        { leader: 'Feyd-Rautha', revealed: true },
        { leader: 'Wykk', revealed: true },
      ],
    });
    expect(revealed.state.phase).not.toBe('mentat');
  });

  it('TLX-4 stopped by a Karama (§4.4): no swap this Mentat Pause; the Face Dancers stay as they were', () => {
    const out = pause(
      [
        { as: 'atreides', do: 'play', args: { card: 'Karama', power: 'face-dancer-swap' } },
        { as: 'tleilaxu', do: 'swap-face-dancer', args: { leader: 'Duncan Idaho' } },
      ],
      { hands: { atreides: ['Karama'] } },
    );
    expect(okEvents(out, 1)).toContainEqual(expect.objectContaining({ type: 'power-stopped', faction: 'tleilaxu', power: 'face-dancer-swap', by: 'atreides' }));
    expect(okEvents(out, 1).some((e) => e.type === 'face-dancer-swapped')).toBe(false);
    expect(out.views.tleilaxu!.faceDancers?.map((d) => d.leader)).toEqual(['Duncan Idaho', 'Feyd-Rautha', 'Wykk']);
    expect(out.state.turn).toBe(5);
    // Stopped before the pause begins, the Tleilaxu are not even asked.
    const before = pause([], { karamaStops: [{ by: 'atreides', power: 'face-dancer-swap' }] });
    expect(before.state.phase).not.toBe('mentat');
  });
});

describe('TLX-11: Gholas [ADV]', () => {
  /** The Fremen and the Tleilaxu (and the Atreides) at the start of the Revival phase of turn 3. */
  const gholaScenario = (setup: Scenario['setup'], actions: Scenario['actions'] = [], options: Scenario['options'] = {}): Scenario => ({
    seed: 3,
    factions: ['fremen', 'tleilaxu', 'atreides'],
    options,
    setup: { turn: 3, phase: 'revival', spice: { fremen: 10, tleilaxu: 10, atreides: 10 }, ...setup },
    actions,
  });
  const gholas = (...a: Parameters<typeof gholaScenario>): ScenarioOutput => run(gholaScenario(...a));
  // Zoal dead: 4 of their own alive, room for one Ghola.
  const stilgarDead = { leaders: { Zoal: 'tanks', Stilgar: 'tanks' } } as const;

  it('TLX-11: the Tleilaxu revive the Fremen’s dead Stilgar (7) as a Ghola for 4 spice to the bank; he lives in their pool, in public, out of the Fremen’s reach', () => {
    const out = gholas({ ...stilgarDead, tanks: { fremen: 2 } }, [
      { as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Stilgar' } },
      { as: 'fremen', do: 'revive', args: { leader: 'Stilgar' } },
    ]);
    expect(okEvents(out, 0)).toEqual([{ type: 'ghola-revived', faction: 'tleilaxu', owner: 'fremen', leader: 'Stilgar', cost: 4 }]);
    expect(out.views.tleilaxu!.spice).toBe(6);
    // Paid to the bank: nobody else gained.
    expect(out.views.fremen!.spice).toBe(10);
    expect(out.state.gholas).toEqual([{ leader: 'Stilgar', owner: 'fremen', holder: 'tleilaxu' }]);
    expect(out.state.tanks.fremen!.leaders).toEqual([]);
    expect(out.results[1]).toMatchObject({ ok: false, error: { code: 'leader-not-in-tanks' } });
  });

  it('TLX-11: several a turn, only while the Tleilaxu have fewer than 5 living leaders in their pool, Gholas included', () => {
    // Zoal dead: 4 of their own alive, so one Ghola and then the pool is full.
    const out = gholas({ leaders: { Zoal: 'tanks', Stilgar: 'tanks', 'Thufir Hawat': 'tanks' } }, [
      { as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Stilgar' } },
      { as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Thufir Hawat' } },
    ]);
    expect(out.results[0]?.ok).toBe(true);
    expect(out.results[1]).toMatchObject({
      ok: false,
      error: { code: 'pool-full', message: 'The Tleilaxu have 5 living leaders in their pool, Gholas included: Gholas only while they have fewer than 5.' },
    });
    const full = gholas({ leaders: { Stilgar: 'tanks' } }, [{ as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Stilgar' } }]);
    expect(full.results[0]).toMatchObject({ ok: false, error: { code: 'pool-full' } });
    // Three of their own dead: two Gholas the same turn (treachery.online).
    const two = gholas({ leaders: { Zoal: 'tanks', Wykk: 'tanks', Blin: 'tanks', Stilgar: 'tanks', 'Thufir Hawat': 'tanks' } }, [
      { as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Stilgar' } },
      { as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Thufir Hawat' } },
    ]);
    expect(okEvents(two, 1)).toContainEqual({ type: 'ghola-revived', faction: 'tleilaxu', owner: 'atreides', leader: 'Thufir Hawat', cost: 3 });
    expect(two.views.tleilaxu!.spice).toBe(10 - 4 - 3);
  });

  it('TLX-11: refused with a reason, nothing changed: another faction, a Tleilaxu leader, a living leader, too little spice, after their own revival, without the option', () => {
    const setup = { leaders: { Zoal: 'tanks', Stilgar: 'tanks', Wykk: 'tanks', 'Duncan Idaho': 'pool' } } as const;
    const out = gholas(setup, [
      { as: 'atreides', do: 'revive-ghola', args: { leader: 'Stilgar' } },
      { as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Wykk' } },
      { as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Duncan Idaho' } },
      { as: 'tleilaxu', do: 'pass' },
      { as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Stilgar' } },
    ]);
    expect(out.results[0]).toMatchObject({ ok: false, error: { code: 'not-tleilaxu' } });
    expect(out.results[1]).toMatchObject({ ok: false, error: { code: 'not-a-ghola', message: 'Wykk is a Tleilaxu leader: revive it with `revive`.' } });
    expect(out.results[2]).toMatchObject({ ok: false, error: { code: 'not-a-ghola', message: 'Duncan Idaho is not in the Tleilaxu Tanks.' } });
    expect(out.results[4]).toMatchObject({ ok: false, error: { code: 'ghola-not-now' } });
    const poor = gholas({ ...setup, spice: { tleilaxu: 3 } }, [{ as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Stilgar' } }]);
    expect(poor.results[0]).toMatchObject({
      ok: false,
      error: { code: 'not-enough-spice', message: 'Stilgar as a Ghola costs 4 spice; the Tleilaxu have 3.' },
    });
    const off = gholas(setup, [{ as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Stilgar' } }], { tleilaxuGholas: false });
    expect(off.results[0]?.ok).toBe(false);
    const basic = gholas(setup, [{ as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Stilgar' } }], { rules: 'basic' });
    expect(basic.results[0]?.ok).toBe(false);
    const basicOn = gholas(setup, [{ as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Stilgar' } }], { rules: 'basic', tleilaxuGholas: true });
    expect(basicOn.results[0]?.ok).toBe(true);
  });

  it('TLX-11: the Tleilaxu are offered only the Gholas they can afford, and the phase waits for them while there is one', () => {
    const sc = gholaScenario({ leaders: { Zoal: 'tanks', Stilgar: 'tanks', 'Duncan Idaho': 'tanks' }, spice: { tleilaxu: 2 } });
    const s = finalState(sc);
    expect(decisionsFor(s, 'tleilaxu').map((d) => d.label)).toContain('Revive a Ghola');
    expect(optionsFor(s, 'tleilaxu', 'revive-ghola', {}, 'leader')).toEqual({
      kind: 'list',
      options: [{ value: 'duncan-idaho', label: 'Duncan Idaho (2), 1 spice' }],
    });
    expect(run(sc).state.waitingFor).toContain('tleilaxu');
    const none = finalState(gholaScenario({ leaders: { Zoal: 'tanks', Stilgar: 'tanks' }, spice: { tleilaxu: 2 } }));
    expect(decisionsFor(none, 'tleilaxu').map((d) => d.label)).not.toContain('Revive a Ghola');
  });

  it('TLX-9 on a Ghola: the Fremen buy Stilgar back from the Tleilaxu for the price they name; he leaves their pool for the Fremen’s, the Fremen’s one leader revival this turn', () => {
    const setup: Scenario['setup'] = { gholas: ['Stilgar'], leaders: { Otheym: 'tanks' }, tanks: { fremen: 2 } };
    const s = finalState(gholaScenario(setup));
    const offered = optionsFor(s, 'fremen', 'ask-revival', {}, 'leader');
    expect(offered.kind === 'list' ? offered.options : []).toContainEqual({ value: 'stilgar', label: 'Stilgar (7), their Ghola' });
    const out = gholas(setup, [
      { as: 'fremen', do: 'ask-revival', args: { leader: 'Stilgar' } },
      { as: 'tleilaxu', do: 'name-price', args: { faction: 'fremen', price: 5 } },
      { as: 'fremen', do: 'buy-leader', args: {} },
      { as: 'fremen', do: 'revive', args: { forces: 2, leader: 'Otheym' } },
    ]);
    expect(okEvents(out, 0)).toContainEqual({ type: 'early-revival-asked', faction: 'fremen', leader: 'Stilgar', ghola: true });
    expect(okEvents(out, 1)).toContainEqual({ type: 'early-revival-priced', faction: 'tleilaxu', target: 'fremen', leader: 'Stilgar', price: 5, ghola: true });
    expect(okEvents(out, 2)).toContainEqual(expect.objectContaining({ type: 'revived', faction: 'fremen', leader: 'Stilgar', cost: 5, paidTo: 'tleilaxu' }));
    expect(out.state.gholas ?? []).toEqual([]);
    expect(leaderAt(out, 'fremen', 'Stilgar')).toBe('pool');
    expect(out.views.fremen!.spice).toBe(10 - 5);
    expect(out.views.tleilaxu!.spice).toBe(10 + 5);
    // Ruling 13: Stilgar was the Fremen's one leader revival this turn.
    expect(out.results[3]).toMatchObject({ ok: false, error: { code: 'leader-revived' } });
  });

  it('TLX-9 on a Ghola: the Tleilaxu may refuse; Stilgar stays their Ghola and the Fremen keep their spice', () => {
    const out = gholas({ gholas: ['Stilgar'], tanks: { fremen: 2, atreides: 2 } }, [
      { as: 'fremen', do: 'ask-revival', args: { leader: 'Stilgar' } },
      { as: 'tleilaxu', do: 'refuse-revival', args: { faction: 'fremen' } },
      { as: 'fremen', do: 'buy-leader', args: {} },
      { as: 'atreides', do: 'ask-revival', args: { leader: 'Stilgar' } },
    ]);
    expect(okEvents(out, 1)).toContainEqual({ type: 'early-revival-refused', faction: 'tleilaxu', target: 'fremen', leader: 'Stilgar', ghola: true });
    expect(out.results[2]).toMatchObject({ ok: false, error: { code: 'no-price' } });
    expect(out.results[3]).toMatchObject({ ok: false, error: { code: 'not-askable' } });
    expect(out.state.gholas).toEqual([{ leader: 'Stilgar', owner: 'fremen', holder: 'tleilaxu' }]);
    expect(out.views.fremen!.spice).toBe(10);
  });

  it('TLX-11 stopped by a Karama (§4.4, ruling 12): no Ghola this turn; the Tleilaxu keep their spice and Stilgar stays in the Tanks', () => {
    const out = gholas({ ...stilgarDead, hands: { fremen: ['Karama'] } }, [
      { as: 'fremen', do: 'play', args: { card: 'Karama', power: 'ghola' } },
      { as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Stilgar' } },
    ]);
    expect(okEvents(out, 0)).toContainEqual(expect.objectContaining({ type: 'karama-stop', faction: 'fremen', target: 'tleilaxu', power: 'ghola' }));
    expect(out.results[1]).toMatchObject({ ok: false, error: { code: 'ghola-not-now', message: 'A Karama stopped the Tleilaxu’s Gholas this turn.' } });
    expect(out.views.tleilaxu!.spice).toBe(10);
    expect(out.state.tanks.fremen!.leaders).toEqual(['Stilgar']);
  });

  it('TLX-11 and TECH-2: a Ghola is no free revival: the Axlotl Tanks pay nothing for it', () => {
    const out = gholas({ leaders: { Zoal: 'tanks', Stilgar: 'tanks' }, techTokens: { atreides: ['Axlotl Tanks'] } }, [
      { as: 'tleilaxu', do: 'revive-ghola', args: { leader: 'Stilgar' } },
      { as: 'tleilaxu', do: 'pass' },
      { as: 'fremen', do: 'pass' },
      { as: 'atreides', do: 'pass' },
    ]);
    expect(out.results.flatMap((r) => (r.ok ? r.events : [])).filter((e) => e.type === 'tech-income')).toEqual([]);
    expect(out.views.atreides!.spice).toBe(10);
  });

  const gholaBattle = (actions: Action[], setup: Scenario['setup'] = {}) =>
    battleScenario(
      ['tleilaxu', 'emperor', 'fremen'],
      {
        order: ['tleilaxu', 'emperor', 'fremen'],
        spice: { tleilaxu: 5, emperor: 10, fremen: 10 },
        gholas: ['Stilgar'],
        // Face Dancers apart from the leaders these battles use, so no reveal follows them.
        faceDancers: ['Chani', 'Otheym', 'Jamis'],
        board: [
          { faction: 'tleilaxu', territory: 'Arrakeen', forces: 6 },
          { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
        ],
        hands: { tleilaxu: [], emperor: ['Crysknife'] },
        ...setup,
      },
      actions,
      { rules: 'basic', tleilaxuGholas: true },
    );

  it('TLX-11: a Ghola fights for the Tleilaxu at its printed strength; killed, it goes back to its owner’s Tanks and the winner is paid its strength', () => {
    const out = runOk(
      gholaBattle([
        plan('tleilaxu', { leader: 'Stilgar', dial: '3' }),
        plan('emperor', { leader: 'Bashar', dial: '3', weapon: 'Crysknife' }),
        pass('emperor'),
        { as: 'emperor', do: 'keep', args: {} },
      ]),
    );
    expect(eventsOf(out, 'battle-plans-revealed')[0]?.plans.tleilaxu).toMatchObject({ leader: 'Stilgar', strength: 7 });
    // His second death: face down in the Fremen's Tanks.
    expect(eventsOf(out, 'leader-killed')).toEqual([{ type: 'leader-killed', leader: 'Stilgar', faction: 'fremen', cause: 'weapon', faceDown: true }]);
    expect(eventsOf(out, 'leader-spice')).toEqual([{ type: 'leader-spice', faction: 'emperor', amount: 7, leaders: ['Stilgar'] }]);
    expect(out.state.tanks.fremen!.leaders).toEqual(['Stilgar']);
    expect(out.state.gholas).toBeUndefined();
  });

  it('TLX-11: the holder of the Ghola’s traitor card may call it against the Tleilaxu; its owner may not put it in a plan', () => {
    const out = runOk(
      gholaBattle(
        [plan('tleilaxu', { leader: 'Stilgar', dial: '3' }), plan('emperor', { leader: 'Bashar', dial: '0' }), { as: 'emperor', do: 'call-traitor' }],
        { traitors: { emperor: ['Stilgar'] } },
      ),
    );
    expect(eventsOf(out, 'traitor-revealed')).toEqual([{ type: 'traitor-revealed', side: 'emperor', leader: 'Stilgar' }]);
    expect(out.views.emperor!.spice).toBe(10 + 7);
    expect(out.state.tanks.fremen!.leaders).toEqual(['Stilgar']);
    const s = finalState(gholaBattle([]));
    expect(JSON.stringify(optionsFor(s, 'fremen', 'plan', {}, 'leader'))).not.toContain('stilgar');
    expect(JSON.stringify(optionsFor(s, 'tleilaxu', 'plan', {}, 'leader'))).toContain('stilgar');
    expect(run(gholaBattle([])).state.gholas).toEqual([{ leader: 'Stilgar', owner: 'fremen', holder: 'tleilaxu' }]);
  });

  it('TLX-11 OP-18: the Tleilaxu’s special Karama does not bar the Tleilaxu Ghola card by default; `tleilaxuKaramaBlocksGhola` bars it', () => {
    const setup = { tanks: { atreides: 4 }, hands: { tleilaxu: ['Karama'], atreides: ['Tleilaxu Ghola'] } };
    const actions = [
      { as: 'tleilaxu', do: 'play', args: { card: 'Karama', special: true, target: 'atreides' } },
      { as: 'atreides', do: 'play', args: { card: 'Tleilaxu Ghola', forces: 4 } },
    ];
    const allowed = gholas(setup, actions, { rules: 'advanced' });
    expect(okEvents(allowed, 1)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 4, elite: 0, cost: 0, by: 'Tleilaxu Ghola' });
    const barred = gholas(setup, actions, { rules: 'advanced', tleilaxuKaramaBlocksGhola: true });
    expect(barred.results[1]).toMatchObject({ ok: false, error: { code: 'not-playable-now' } });
    expect(barred.views.atreides!.hand).toEqual(['Tleilaxu Ghola']);
    expect(
      decisionsFor(finalState(gholaScenario(setup, actions.slice(0, 1), { rules: 'advanced', tleilaxuKaramaBlocksGhola: true })), 'atreides').map(
        (d) => d.label,
      ),
    ).not.toContain('Play Tleilaxu Ghola');
  });
});

describe('TLX-11 in seeded random games', () => {
  it('TLX-11: seeded random games with the Tleilaxu (Advanced) end; a Ghola lives only in a pool or captured, never in the Tanks', async () => {
    const { RandomPlayer } = await import('../../src/sim/random-player');
    for (const seed of [1, 2]) {
      const created = createGame({ seats: ['tleilaxu', 'atreides', 'harkonnen', 'fremen'], options: { rules: 'advanced', turns: 4 }, seed });
      if (!created.ok) throw new Error(created.error.message);
      let s = created.value.state;
      const player = new RandomPlayer(seed);
      for (let i = 0; i < 20000 && s.phase !== 'ended'; i++) {
        const move = player.step(s);
        if (!move) break;
        if (!move.result.ok) continue;
        s = move.result.value.state;
        for (const l of Object.values(s.leaders)) expect(l?.ghola === undefined || l.location !== 'tanks').toBe(true);
      }
      expect(s.phase).toBe('ended');
    }
  }, 60_000);
});
