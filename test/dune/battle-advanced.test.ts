import { describe, expect, it } from 'vitest';
import { battleScenario, eventsOf, finalState, forcesIn, leaderAt, pass, plan, run, runOk, type Action } from './battle-helpers';

const codes = (out: ReturnType<typeof run>) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));
const message = (out: ReturnType<typeof run>, i: number) => {
  const r = out.results[i];
  return r && !r.ok ? r.error.message : '';
};

/** Advanced rules: `a` (aggressor) against `d` in Arrakeen. */
function duel(a: string, d: string, board: { faction: string; forces: number; elite?: number }[], actions: Action[], extra: Record<string, unknown> = {}) {
  return battleScenario(
    [a, d],
    {
      order: [a, d],
      spice: { [a]: 10, [d]: 10 },
      board: board.map((x) => ({ ...x, territory: 'Arrakeen' })),
      hands: { [a]: [], [d]: [] },
      ...extra,
    },
    actions,
  );
}

describe('Advanced combat: spice dialling (§11.7)', () => {
  it('a force counts in full with 1 spice, half without; spice goes to the Bank; the winner loses the forces used, not the strength', () => {
    const out = runOk(
      duel(
        'harkonnen',
        'emperor',
        [
          { faction: 'harkonnen', forces: 8 },
          { faction: 'emperor', forces: 5 },
        ],
        [
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '4', spice: 2 }),
          plan('emperor', { leader: 'Caid', dial: '2.5', spice: 2 }),
          pass('harkonnen'),
          pass('emperor'),
        ],
      ),
    );
    expect(eventsOf(out, 'battle-won')[0]).toMatchObject({ winner: 'harkonnen', totals: { harkonnen: 10, emperor: 5.5 } });
    expect(eventsOf(out, 'battle-spice-paid')).toEqual([
      { type: 'battle-spice-paid', faction: 'harkonnen', amount: 2 },
      { type: 'battle-spice-paid', faction: 'emperor', amount: 2 },
    ]);
    expect(out.views.harkonnen!.spice).toBe(8);
    expect(out.views.emperor!.spice).toBe(8);
    // 2 supported + 4 unsupported forces made up the dial of 4: 6 forces lost, 2 left.
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(2);
    expect(out.state.tanks.harkonnen).toMatchObject({ forces: 6 });
    expect(out.state.tanks.emperor).toMatchObject({ forces: 5 });
  });

  it('accepts half steps written several ways, and explains an impossible dial', () => {
    const out = run(
      duel(
        'harkonnen',
        'emperor',
        [
          { faction: 'harkonnen', forces: 6 },
          { faction: 'emperor', forces: 5 },
        ],
        [
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '5' }),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3', spice: 11 }),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2 1/2' }),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2½' }),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2,5', spice: 1 }),
        ],
      ),
    );
    expect(codes(out)).toEqual(['bad-dial', 'not-enough-spice', 'ok', 'ok', 'ok']);
    expect(message(out, 0)).toBe(
      'The Harkonnen cannot dial 5 with 0 spice: they have 6 forces in Arrakeen, and each force counts 1 with 1 spice and ½ without. With 0 spice they can dial from 0 to 3.',
    );
    expect(out.views.harkonnen!.private).toMatchObject({ plan: { dial: 2.5, spice: 1 } });
    // The spice is on the wheel: off the player's spice until the battle ends.
    expect(out.views.harkonnen!.spice).toBe(9);
  });

  it('the Fremen are battle hardened: full strength without spice, and Fedaykin count 2', () => {
    const sc = duel(
      'harkonnen',
      'fremen',
      [
        { faction: 'harkonnen', forces: 6 },
        { faction: 'fremen', forces: 6, elite: 2 },
      ],
      [
        plan('harkonnen', { leader: 'Beast Rabban', dial: '1', spice: 1 }),
        plan('fremen', { leader: 'Jamis', dial: '5', spice: 1 }),
        plan('fremen', { leader: 'Jamis', dial: '5' }),
        pass('harkonnen'),
        pass('fremen'),
      ],
    );
    const out = run(sc);
    expect(codes(out)).toEqual(['ok', 'no-spice-dialling', 'ok', 'ok', 'ok']);
    expect(eventsOf(out, 'battle-won')[0]).toMatchObject({ winner: 'fremen', totals: { harkonnen: 5, fremen: 7 } });
    // Dial 5 = 3 ordinary + 1 Fedaykin (ordinary tokens first): 4 tokens lost, 1 Fedaykin left among 2.
    expect(out.state.tanks.fremen).toEqual({ forces: 4, elite: 1, leaders: [], kwisatzHaderach: null });
    expect(out.state.board).toEqual([{ faction: 'fremen', territory: 'Arrakeen', sector: 9, forces: 2, elite: 1, advisor: false }]);
    expect(out.views.fremen!.spice).toBe(10);
  });

  it('the plan may say how many starred forces make up the dial', () => {
    const out = runOk(
      duel(
        'harkonnen',
        'fremen',
        [
          { faction: 'harkonnen', forces: 6 },
          { faction: 'fremen', forces: 6, elite: 2 },
        ],
        [
          plan('harkonnen', { leader: 'Beast Rabban', dial: '1', spice: 1 }),
          plan('fremen', { leader: 'Jamis', dial: '5', elite: 2 }),
          pass('harkonnen'),
          pass('fremen'),
        ],
      ),
    );
    // 2 Fedaykin (4) + 1 ordinary (1): 3 tokens lost.
    expect(out.state.tanks.fremen).toEqual({ forces: 3, elite: 2, leaders: [], kwisatzHaderach: null });
    expect(out.state.board).toEqual([{ faction: 'fremen', territory: 'Arrakeen', sector: 9, forces: 3, elite: 0, advisor: false }]);
  });

  it('Sardaukar count 2, supported or not half of that; a Sardaukar lost covers 2 (§11.6)', () => {
    const sc = (elite?: number) =>
      duel(
        'emperor',
        'harkonnen',
        [
          { faction: 'emperor', forces: 5, elite: 2 },
          { faction: 'harkonnen', forces: 3 },
        ],
        [
          plan('emperor', { leader: 'Bashar', dial: '4', spice: 2, ...(elite === undefined ? {} : { elite }) }),
          plan('harkonnen', { leader: 'Umman Kudu', dial: '1', spice: 1 }),
          pass('emperor'),
          pass('harkonnen'),
        ],
      );
    // Ordinary first: 1 supported Sardaukar (2) + 1 supported and 2 unsupported ordinary (1 + 1).
    const ordinary = runOk(sc());
    expect(out(ordinary)).toEqual({
      tanks: { forces: 4, elite: 1, leaders: [], kwisatzHaderach: null },
      left: [{ faction: 'emperor', territory: 'Arrakeen', sector: 9, forces: 1, elite: 1, advisor: false }],
    });
    // Asked for: 2 supported Sardaukar.
    const starred = runOk(sc(2));
    expect(out(starred)).toEqual({
      tanks: { forces: 2, elite: 2, leaders: [], kwisatzHaderach: null },
      left: [{ faction: 'emperor', territory: 'Arrakeen', sector: 9, forces: 3, elite: 0, advisor: false }],
    });
    function out(o: ReturnType<typeof run>) {
      return { tanks: o.state.tanks.emperor, left: o.state.board };
    }
  });

  it('against the Fremen a Sardaukar counts only 1', () => {
    const out = run(
      duel(
        'emperor',
        'fremen',
        [
          { faction: 'emperor', forces: 2, elite: 2 },
          { faction: 'fremen', forces: 3 },
        ],
        [plan('emperor', { leader: 'Bashar', dial: '3', spice: 2 }), plan('emperor', { leader: 'Bashar', dial: '2', spice: 2 })],
      ),
    );
    expect(codes(out)).toEqual(['bad-dial', 'ok']);
    expect(message(out, 0)).toContain('Sardaukar count 1 and 0.5');
  });

  it("a traitor's caller pays nothing for support; the betrayed side still pays", () => {
    const out = runOk(
      duel(
        'harkonnen',
        'emperor',
        [
          { faction: 'harkonnen', forces: 6 },
          { faction: 'emperor', forces: 5 },
        ],
        [
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2', spice: 2 }),
          plan('emperor', { leader: 'Caid', dial: '4', spice: 3 }),
          { as: 'harkonnen', do: 'call-traitor' },
          pass('emperor'),
        ],
        { traitors: { harkonnen: ['Caid'] } },
      ),
    );
    expect(out.views.harkonnen!.spice).toBe(13);
    expect(out.views.emperor!.spice).toBe(7);
    expect(eventsOf(out, 'battle-spice-returned')).toEqual([{ type: 'battle-spice-returned', faction: 'harkonnen', amount: 2 }]);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(6);
  });
});

describe('the Kwisatz Haderach (§12.1)', () => {
  const board = [
    { faction: 'atreides', forces: 6 },
    { faction: 'harkonnen', forces: 6 },
  ];
  const start = [pass('atreides')]; // no prescience

  it('adds 2 to its leader once 7 Atreides forces have died in battle, and its leader cannot turn traitor', () => {
    const sc = duel(
      'atreides',
      'harkonnen',
      board,
      [
        ...start,
        plan('atreides', { leader: 'Duncan Idaho', dial: '4', spice: 4, kwisatzHaderach: true }),
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2', spice: 2 }),
      ],
      { atreidesBattleLosses: 7, traitors: { harkonnen: ['Duncan Idaho'] } },
    );
    const out = run(sc);
    expect(codes(out)).toEqual(['ok', 'ok', 'ok']);
    // The Harkonnen hold Duncan's card, but the Kwisatz Haderach makes him safe: only the Atreides are asked.
    expect(out.state.waitingFor).toEqual(['atreides']);
    const done = runOk({ ...sc, actions: [...(sc.actions ?? []), pass('atreides')] });
    // 4 + Duncan 2 + Kwisatz Haderach 2 ties Feyd-Rautha's 6 + 2: the aggressor wins.
    expect(eventsOf(done, 'battle-won')[0]).toMatchObject({ winner: 'atreides', totals: { atreides: 8, harkonnen: 8 } });
  });

  it('is not there before 7 losses, nor alone', () => {
    const out = run(
      duel('atreides', 'harkonnen', board, [...start, plan('atreides', { leader: 'Duncan Idaho', dial: '1', kwisatzHaderach: true })], {
        atreidesBattleLosses: 6,
      }),
    );
    expect(codes(out)).toEqual(['ok', 'no-kwisatz-haderach']);
    expect(message(out, 1)).toContain('they have lost 6');
  });

  it('awakens when Atreides battle losses reach 7, counting losses as loser', () => {
    const sc = duel(
      'atreides',
      'harkonnen',
      board,
      [
        ...start,
        plan('atreides', { leader: 'Duncan Idaho', dial: '1' }),
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3' }),
        pass('atreides'),
        pass('harkonnen'),
        { as: 'harkonnen', do: 'pass' }, // leave the leader drawn for capture
      ],
      { atreidesBattleLosses: 4 },
    );
    const out = runOk(sc);
    expect(eventsOf(out, 'kwisatz-haderach-awakened')).toEqual([{ type: 'kwisatz-haderach-awakened', losses: 10 }]);
    expect(finalState(sc).atreidesBattleLosses).toBe(10);
  });

  it('dies in a Lasgun/Shield explosion', () => {
    const sc = duel(
      'atreides',
      'harkonnen',
      board,
      [
        ...start,
        plan('atreides', { leader: 'Duncan Idaho', dial: '1', kwisatzHaderach: true, weapon: 'Lasgun' }),
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3', defense: 'Shield' }),
        pass('atreides'),
      ],
      { atreidesBattleLosses: 7, hands: { atreides: ['Lasgun'], harkonnen: ['Shield'] } },
    );
    const out = runOk(sc);
    expect(eventsOf(out, 'kwisatz-haderach-killed')).toHaveLength(1);
    const s = finalState(sc);
    expect(s.kwisatzHaderachDead).toBe(true);
    expect(s.atreidesBattleLosses).toBe(13);
  });

  it('an explosion kills Bene Gesserit advisors too', () => {
    const out = runOk(
      battleScenario(
        ['atreides', 'harkonnen', 'bene-gesserit'],
        {
          order: ['atreides', 'harkonnen', 'bene-gesserit'],
          board: [
            { faction: 'atreides', territory: 'Arrakeen', forces: 3 },
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
            { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisor: true },
          ],
          hands: { atreides: ['Lasgun'], harkonnen: ['Shield'], 'bene-gesserit': [] },
        },
        [
          pass('atreides'), // prescience; the Bene Gesserit are not in this battle and have no Voice here
          plan('atreides', { leader: 'Duncan Idaho', dial: '1', weapon: 'Lasgun' }),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', defense: 'Shield' }),
          pass('atreides'),
          pass('harkonnen'),
        ],
      ),
    );
    expect(out.state.board).toEqual([]);
    expect(out.state.tanks['bene-gesserit']).toMatchObject({ forces: 2 });
  });

  it('fights in one territory per turn', () => {
    const out = run(
      battleScenario(
        ['atreides', 'harkonnen'],
        {
          order: ['atreides', 'harkonnen'],
          atreidesBattleLosses: 7,
          board: [
            { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 1 },
            { faction: 'atreides', territory: 'Carthag', forces: 5 },
            { faction: 'harkonnen', territory: 'Carthag', forces: 1 },
          ],
        },
        [
          { as: 'atreides', do: 'battle', args: { territory: 'Arrakeen', opponent: 'harkonnen' } },
          pass('atreides'),
          plan('atreides', { leader: 'Duncan Idaho', dial: '1', kwisatzHaderach: true }),
          plan('harkonnen', { leader: 'Umman Kudu', dial: '0' }),
          pass('atreides'), // no traitor (Duncan, with the Kwisatz Haderach, is safe: the Harkonnen are not asked)
          pass('atreides'), // no prescience in Carthag
          plan('atreides', { leader: 'Thufir Hawat', dial: '1', kwisatzHaderach: true }),
        ],
      ),
    );
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'no-kwisatz-haderach']);
    expect(message(out, 6)).toContain('one territory per turn');
  });
});

describe('Harkonnen capture (§12.6, Advanced)', () => {
  const tanks = { 'Lady Jessica': 'tanks', 'Gurney Halleck': 'tanks', 'Dr. Wellington Yueh': 'tanks' } as const;
  const twoBattles = (after: Action[]) =>
    battleScenario(
      ['harkonnen', 'atreides'],
      {
        order: ['harkonnen', 'atreides'],
        spice: { harkonnen: 10, atreides: 10 },
        leaders: tanks,
        board: [
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
          { faction: 'atreides', territory: 'Arrakeen', forces: 1 },
          { faction: 'harkonnen', territory: 'Carthag', forces: 5 },
          { faction: 'atreides', territory: 'Carthag', forces: 1 },
        ],
      },
      [
        { as: 'harkonnen', do: 'battle', args: { territory: 'Carthag', opponent: 'atreides' } },
        pass('atreides'),
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', spice: 1 }),
        plan('atreides', { leader: 'Duncan Idaho', dial: '0' }),
        pass('harkonnen'),
        pass('atreides'),
        pass('harkonnen'), // leave the leader drawn in Carthag
        pass('atreides'),
        plan('harkonnen', { leader: 'Beast Rabban', dial: '1', spice: 1 }),
        plan('atreides', { leader: 'Thufir Hawat', dial: '0' }),
        pass('harkonnen'),
        pass('atreides'),
        ...after,
      ],
    );

  it("draws one of the loser's active leaders, not one that fought in another territory this turn", () => {
    const out = runOk(twoBattles([]));
    const drawn = eventsOf(out, 'capture-drawn');
    expect(drawn).toHaveLength(2);
    expect(['Duncan Idaho', 'Thufir Hawat']).toContain(drawn[0]!.leader);
    // Duncan fought in Carthag: in Arrakeen only Thufir, who just fought there, can be drawn.
    expect(drawn[1]).toEqual({ type: 'capture-drawn', leader: 'Thufir Hawat', faction: 'atreides' });
    expect(out.state.waitingFor).toEqual(['harkonnen']);
    expect(out.state.expecting).toContain('kill or capture Thufir Hawat');
  });

  it('kill: the leader goes to the Tanks face down and the Harkonnen take 2 spice', () => {
    const sc = twoBattles([{ as: 'harkonnen', do: 'capture', args: { choice: 'kill' } }, pass('atreides')]);
    const out = runOk(sc);
    expect(leaderAt(out, 'atreides', 'Thufir Hawat')).toBe('tanks');
    expect(out.views.harkonnen!.spice).toBe(10 - 2 + 2);
    expect(finalState(sc).leaders['thufir-hawat']).toEqual({ location: 'tanks', deaths: 1, faceDown: true });
  });

  it('capture: the leader joins the Harkonnen, who may send it into battle once; then it goes home', () => {
    const captured = runOk(twoBattles([{ as: 'harkonnen', do: 'capture', args: { choice: 'capture' } }, pass('atreides')]));
    expect(captured.state.captured).toEqual([{ leader: 'Thufir Hawat', owner: 'atreides' }]);
    expect(leaderAt(captured, 'atreides', 'Thufir Hawat')).toBe('captured');

    const used = runOk(
      battleScenario(
        ['harkonnen', 'emperor', 'atreides'],
        {
          order: ['harkonnen', 'emperor', 'atreides'],
          leaders: { 'Thufir Hawat': 'captured' },
          board: [
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
            { faction: 'emperor', territory: 'Arrakeen', forces: 1 },
          ],
        },
        [
          plan('harkonnen', { leader: 'Thufir Hawat', dial: '1' }),
          plan('emperor', { leader: 'Caid', dial: '0' }),
          pass('harkonnen'),
          pass('emperor'),
          { as: 'harkonnen', do: 'pass' },
        ],
      ),
    );
    expect(eventsOf(used, 'battle-won')[0]).toMatchObject({ winner: 'harkonnen', totals: { harkonnen: 6, emperor: 3 } });
    expect(eventsOf(used, 'captive-returned')).toEqual([{ type: 'captive-returned', leader: 'Thufir Hawat', faction: 'atreides' }]);
    expect(used.state.captured).toEqual([]);
    expect(leaderAt(used, 'atreides', 'Thufir Hawat')).toBe('pool');
  });

  it('prison break: when every Harkonnen leader is dead, the captives go home', () => {
    const out = runOk(
      battleScenario(
        ['harkonnen', 'emperor', 'atreides'],
        {
          order: ['harkonnen', 'emperor', 'atreides'],
          leaders: { 'Feyd-Rautha': 'tanks', 'Beast Rabban': 'tanks', 'Piter de Vries': 'tanks', 'Captain Iakin Nefud': 'tanks', 'Duncan Idaho': 'captured' },
          board: [
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
            { faction: 'emperor', territory: 'Arrakeen', forces: 1 },
          ],
          hands: { emperor: ['Crysknife'] },
        },
        [
          plan('harkonnen', { leader: 'Umman Kudu', dial: '4', spice: 3 }),
          plan('emperor', { leader: 'Caid', dial: '0', weapon: 'Crysknife' }),
          pass('harkonnen'),
          pass('emperor'),
          { as: 'harkonnen', do: 'capture', args: { choice: 'kill' } },
          pass('emperor'),
        ],
      ),
    );
    expect(eventsOf(out, 'prison-break')).toEqual([{ type: 'prison-break', leaders: ['Duncan Idaho'] }]);
    expect(leaderAt(out, 'atreides', 'Duncan Idaho')).toBe('pool');
    // Kudu died, yet the Harkonnen won 4 to 3: 3 spice of support paid, 1 for Kudu, 2 for killing the drawn leader.
    expect(eventsOf(out, 'battle-won')[0]).toMatchObject({ winner: 'harkonnen', totals: { harkonnen: 4, emperor: 3 } });
    expect(out.views.harkonnen!.spice).toBe(10 - 3 + 1 + 2);
  });

  it('a captured leader can be called a traitor by the holder of its card (§19.11)', () => {
    const out = runOk(
      battleScenario(
        ['harkonnen', 'emperor', 'atreides'],
        {
          order: ['harkonnen', 'emperor', 'atreides'],
          spice: { harkonnen: 10, emperor: 10, atreides: 10 },
          leaders: { 'Duncan Idaho': 'captured' },
          traitors: { emperor: ['Duncan Idaho'] },
          board: [
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
            { faction: 'emperor', territory: 'Arrakeen', forces: 2 },
          ],
        },
        [
          plan('harkonnen', { leader: 'Duncan Idaho', dial: '2' }),
          plan('emperor', { leader: 'Bashar', dial: '0' }),
          pass('harkonnen'),
          { as: 'emperor', do: 'call-traitor' },
        ],
      ),
    );
    expect(eventsOf(out, 'traitor-revealed')).toEqual([{ type: 'traitor-revealed', side: 'emperor', leader: 'Duncan Idaho' }]);
    expect(out.views.emperor!.spice).toBe(12);
    // Duncan dies into his own faction's Tanks.
    expect(out.state.tanks.atreides!.leaders).toEqual(['Duncan Idaho']);
    expect(out.state.captured).toEqual([]);
    expect(out.state.board).toEqual([{ faction: 'emperor', territory: 'Arrakeen', sector: 9, forces: 2, elite: 0, advisor: false }]);
  });

  it('is an Advanced power: no capture in the Basic game', () => {
    const out = runOk(
      battleScenario(
        ['harkonnen', 'atreides'],
        {
          order: ['harkonnen', 'atreides'],
          board: [
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
            { faction: 'atreides', territory: 'Arrakeen', forces: 1 },
          ],
        },
        [
          pass('atreides'),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1' }),
          plan('atreides', { leader: 'Duncan Idaho', dial: '0' }),
          pass('harkonnen'),
          pass('atreides'),
        ],
        { rules: 'basic' },
      ),
    );
    expect(eventsOf(out, 'capture-drawn')).toEqual([]);
  });
});
