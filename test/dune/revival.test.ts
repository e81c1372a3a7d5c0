import { describe, expect, it } from 'vitest';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import { createGame } from '../../src/dune/create';
import { revivableLeaders, leaderRevivalOpen } from '../../src/dune/phases/revival/rules';
import type { DuneState } from '../../src/dune/state';

/** Four factions at the start of the Revival phase of turn 3, with the given forces in the Tanks. */
function revival(setup: Scenario['setup'], actions: Scenario['actions'] = [], extra: Partial<Scenario> = {}): ScenarioOutput {
  const out = runScenario({
    seed: 3,
    factions: ['atreides', 'harkonnen', 'fremen', 'emperor'],
    ...extra,
    setup: {
      turn: 3,
      phase: 'revival',
      board: [
        { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
        { faction: 'harkonnen', territory: 'Carthag', forces: 5 },
      ],
      spice: { atreides: 10, harkonnen: 10, fremen: 3, emperor: 10 },
      ...setup,
    },
    actions,
  });
  if ('error' in out) throw new Error(out.error.message);
  return out;
}

const events = (out: ScenarioOutput, i: number) => {
  const r = out.results[i];
  if (!r?.ok) throw new Error(`action ${i} failed: ${JSON.stringify(r)}`);
  return r.events;
};
const errorOf = (out: ScenarioOutput, i: number) => {
  const r = out.results[i];
  if (!r || r.ok) throw new Error(`action ${i} succeeded`);
  return r.error;
};

describe('Revival: forces', () => {
  it('revives the free forces at no cost and charges 2 spice to the bank for each beyond', () => {
    const out = revival({ tanks: { atreides: 5, harkonnen: 4 } }, [
      { as: 'atreides', do: 'revive', args: { forces: 3 } },
      { as: 'harkonnen', do: 'revive', args: { forces: 2 } },
    ]);
    expect(events(out, 0)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 3, elite: 0, cost: 2 });
    expect(events(out, 1)).toContainEqual({ type: 'revived', faction: 'harkonnen', forces: 2, elite: 0, cost: 0 });
    expect(out.views.atreides!.spice).toBe(8);
    expect(out.views.harkonnen!.spice).toBe(10);
    expect(out.state.tanks.atreides!.forces).toBe(2);
    expect(out.state.tanks.harkonnen!.forces).toBe(2);
    // Revived forces go to reserves: 20 - 5 on the board - 2 still in the Tanks.
    expect(out.views.atreides!.reserves.forces).toBe(13);
    expect(out.views.harkonnen!.reserves.forces).toBe(13);
  });

  it('`revive` without arguments revives the free ones only', () => {
    const out = revival({ tanks: { fremen: 5, harkonnen: 1 } }, [
      { as: 'fremen', do: 'revive' },
      { as: 'harkonnen', do: 'revive' },
    ]);
    expect(events(out, 0)).toContainEqual({ type: 'revived', faction: 'fremen', forces: 3, elite: 0, cost: 0 });
    expect(events(out, 1)).toContainEqual({ type: 'revived', faction: 'harkonnen', forces: 1, elite: 0, cost: 0 });
    expect(out.views.fremen!.spice).toBe(3);
    expect(out.state.tanks.fremen!.forces).toBe(2);
  });

  it('revives at most 3 forces a turn, and only what the faction can pay for', () => {
    const out = revival({ tanks: { atreides: 5 }, spice: { atreides: 1, harkonnen: 10, fremen: 3, emperor: 10 } }, [
      { as: 'atreides', do: 'revive', args: { forces: 4 } },
      { as: 'atreides', do: 'revive', args: { forces: 3 } },
      { as: 'atreides', do: 'revive', args: { forces: 2 } },
    ]);
    expect(errorOf(out, 0).code).toBe('out-of-range');
    expect(errorOf(out, 1)).toEqual({ code: 'not-enough-spice', message: 'The Atreides have 1 spice; reviving 3 forces (2 free) costs 2.' });
    expect(events(out, 2)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 2, elite: 0, cost: 0 });
    expect(out.views.atreides!.spice).toBe(1);
    expect(out.state.tanks.atreides!.forces).toBe(3);
  });

  it('allows one revival per turn, and none for a faction with nothing in the Tanks', () => {
    const out = revival({ tanks: { atreides: 5, harkonnen: 2 } }, [
      { as: 'atreides', do: 'revive', args: { forces: 1 } },
      { as: 'atreides', do: 'revive', args: { forces: 1 } },
      { as: 'emperor', do: 'revive', args: { forces: 1 } },
    ]);
    expect(errorOf(out, 1).code).toBe('already-revived');
    expect(errorOf(out, 2)).toEqual({ code: 'nothing-to-revive', message: 'The Emperor has no forces in the Tleilaxu Tanks and no leader they may revive.' });
    expect(out.state.tanks.atreides!.forces).toBe(4);
    expect(out.state.waitingFor).toEqual(['harkonnen']);
  });

  it('waits only for factions with something to revive, and skips the phase when nobody has', () => {
    const waiting = revival({ tanks: { emperor: 2, fremen: 1 } });
    expect(waiting.state.phase).toBe('revival');
    expect([...waiting.state.waitingFor].sort()).toEqual(['emperor', 'fremen']);
    expect(waiting.state.expecting).toContain('to revive forces or a leader (`revive`) or `pass`');
    const empty = revival({});
    expect(empty.state.phase).toBe('shipment-movement');
  });

  it("`pass` revives nothing and ends that faction's revival", () => {
    const out = revival({ tanks: { emperor: 2 } }, [{ as: 'emperor', do: 'pass' }]);
    expect(events(out, 0)).toContainEqual({ type: 'revival-passed', faction: 'emperor' });
    expect(out.state.tanks.emperor!.forces).toBe(2);
    expect(out.state.phase).toBe('shipment-movement');
  });

  it('Advanced: a Sardaukar counts as one force and at most one is revived per turn', () => {
    const setup = { tanks: { emperor: { forces: 4, elite: 2 } } };
    const out = revival(setup, [
      { as: 'emperor', do: 'revive', args: { forces: 3, elite: 2 } },
      { as: 'emperor', do: 'revive', args: { forces: 3, elite: 1 } },
    ]);
    expect(errorOf(out, 0)).toEqual({ code: 'one-elite', message: 'At most one of the Sardaukar is revived per turn; ask for fewer (`elite`).' });
    expect(events(out, 1)).toContainEqual({ type: 'revived', faction: 'emperor', forces: 3, elite: 1, cost: 4 });
    expect(out.views.emperor!.spice).toBe(6);
    expect(out.views.emperor!.reserves).toEqual({ forces: 19, elite: 4 });
    expect(out.state.tanks.emperor).toEqual({ forces: 1, elite: 1, leaders: [], kwisatzHaderach: null });
    const basic = revival(setup, [{ as: 'emperor', do: 'revive', args: { forces: 3, elite: 2 } }], { options: { rules: 'basic' } });
    expect(events(basic, 0)).toContainEqual({ type: 'revived', faction: 'emperor', forces: 3, elite: 2, cost: 4 });
  });
});

describe('Revival: leaders', () => {
  const allAtreidesDead = {
    'Thufir Hawat': 'tanks',
    'Lady Jessica': 'tanks',
    'Gurney Halleck': 'tanks',
    'Duncan Idaho': 'tanks',
    'Dr. Wellington Yueh': 'tanks',
  } as const;

  it('revives one leader for its strength in spice once none is left in the pool', () => {
    const out = revival({ leaders: allAtreidesDead, tanks: { atreides: 2 } }, [
      { as: 'atreides', do: 'revive', args: { forces: 3, leader: 'Thufir Hawat' } },
      { as: 'atreides', do: 'revive', args: { forces: 2, leader: 'Gurney Halleck' } },
    ]);
    expect(errorOf(out, 0).code).toBe('not-enough-forces');
    expect(events(out, 1)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 2, elite: 0, leader: 'Gurney Halleck', cost: 4 });
    expect(out.views.atreides!.spice).toBe(6);
    expect(out.views.atreides!.leaders.find((l) => l.leader === 'Gurney Halleck')!.location).toBe('pool');
    expect(out.state.tanks.atreides!.leaders).toEqual(['Thufir Hawat', 'Lady Jessica', 'Duncan Idaho', 'Dr. Wellington Yueh']);
  });

  it('refuses a leader while the faction still has a leader in its pool that never died', () => {
    const out = revival({ leaders: { 'Thufir Hawat': 'tanks' } }, [{ as: 'atreides', do: 'revive', args: { leader: 'Thufir Hawat' } }]);
    // With nothing revivable the Atreides are not asked at all.
    expect(out.state.phase).toBe('shipment-movement');
    const asked = revival({ leaders: { 'Thufir Hawat': 'tanks' }, tanks: { atreides: 1 } }, [
      { as: 'atreides', do: 'revive', args: { leader: 'Thufir Hawat' } },
      { as: 'atreides', do: 'revive', args: { leader: 'Feyd-Rautha' } },
    ]);
    expect(errorOf(asked, 0)).toEqual({
      code: 'leader-not-revivable',
      message: 'The Atreides may revive a leader only when none of theirs is left in their pool, or when every one of them has died at least once.',
    });
    expect(errorOf(asked, 1).code).toBe('not-your-leader');
  });

  it('chooses only among the leaders with the fewest deaths (a second death goes face down)', () => {
    const r = createGame({ seats: ['atreides', 'harkonnen'], seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const s: DuneState = r.value.state;
    const set = (id: string, location: 'pool' | 'tanks', deaths: number) => (s.leaders[id as 'alia'] = { location, deaths, faceDown: deaths >= 2 });
    set('thufir-hawat', 'tanks', 2);
    set('lady-jessica', 'pool', 1);
    set('gurney-halleck', 'tanks', 1);
    set('duncan-idaho', 'pool', 1);
    set('dr-wellington-yueh', 'pool', 1);
    expect(leaderRevivalOpen(s, 'atreides')).toBe(true);
    expect(revivableLeaders(s, 'atreides')).toEqual(['gurney-halleck']);
    set('gurney-halleck', 'pool', 1);
    expect(revivableLeaders(s, 'atreides')).toEqual([]);
    // Everyone else captured: the face-down leader is the only one left to revive.
    for (const id of ['lady-jessica', 'gurney-halleck', 'duncan-idaho', 'dr-wellington-yueh'])
      s.leaders[id as 'alia'] = { location: 'captured', deaths: 1, faceDown: false };
    expect(revivableLeaders(s, 'atreides')).toEqual(['thufir-hawat']);
  });
});

describe('Revival: alliance powers', () => {
  const allAtreidesDeadOnce = {
    'Thufir Hawat': 'tanks',
    'Lady Jessica': 'tanks',
    'Gurney Halleck': 'tanks',
    'Duncan Idaho': 'tanks',
    'Dr. Wellington Yueh': 'tanks',
  } as const;

  it('the Fremen grant their ally 3 free revivals, before the ally revives', () => {
    const out = revival(
      {
        tanks: { atreides: 5, harkonnen: 3 },
        alliances: [
          ['atreides', 'fremen'],
          ['harkonnen', 'emperor'],
        ],
      },
      [
        { as: 'fremen', do: 'grant' },
        { as: 'atreides', do: 'revive', args: { forces: 3 } },
        { as: 'fremen', do: 'grant' },
        { as: 'emperor', do: 'grant' },
      ],
    );
    expect(events(out, 0)).toContainEqual({ type: 'revival-granted', faction: 'fremen', ally: 'atreides', free: 3 });
    expect(events(out, 1)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 3, elite: 0, cost: 0 });
    expect(out.views.atreides!.spice).toBe(10);
    expect(errorOf(out, 2).code).toBe('already-granted');
    expect(errorOf(out, 3).code).toBe('not-fremen');
  });

  it('tells each faction what it may revive, and reminds allies of the alliance powers', () => {
    const out = revival({
      tanks: { atreides: 5, harkonnen: 1 },
      leaders: { 'Feyd-Rautha': 'tanks' },
      alliances: [
        ['atreides', 'fremen'],
        ['harkonnen', 'emperor'],
      ],
    });
    // The Atreides revive once the Fremen have said whether they grant them free revivals (GF9 2.04.11).
    expect(out.state.expecting).toBe(
      'Revival: waiting for the Harkonnen to revive forces or a leader (`revive`) or `pass`; the Fremen to `grant` the Atreides 3 free revivals before they revive, or `pass`; the Emperor to pay for up to 3 more of the Harkonnen’s forces (`revive-ally`) or `pass`.',
    );
    expect(out.state.waitingFor).toEqual(['harkonnen', 'fremen', 'emperor']);
    expect(out.views.atreides!.private).toEqual({ inTanks: 5, freeRevivals: 2, maxForces: 3, costPerForce: 2, revivableLeaders: [] });
    expect(out.state.step).toEqual({ done: [], fremenGrant: false, emperorPaid: 0, passed: [], karamaStopped: [] });
  });

  it('GF9 2.04.11: the Fremen ally revives once the Fremen have granted or passed, so who acts first changes nothing', () => {
    const setup = { tanks: { atreides: 5, harkonnen: 3 }, alliances: [['atreides', 'fremen']] };
    const allyFirst = revival(setup, [
      { as: 'atreides', do: 'revive', args: { forces: 3 } },
      { as: 'fremen', do: 'grant' },
      { as: 'atreides', do: 'revive', args: { forces: 3 } },
    ]);
    expect(errorOf(allyFirst, 0)).toEqual({
      code: 'wait-for-grant',
      message:
        'The Fremen have yet to say whether they grant the Atreides 3 free revivals this turn (GF9 2.04.11); revive once they have granted them or passed.',
    });
    const grantFirst = revival(setup, [
      { as: 'fremen', do: 'grant' },
      { as: 'atreides', do: 'revive', args: { forces: 3 } },
    ]);
    for (const out of [allyFirst, grantFirst]) {
      expect(out.views.atreides!.spice).toBe(10);
      expect(out.state.tanks.atreides!.forces).toBe(2);
    }
    expect(allyFirst.state).toEqual(grantFirst.state);
    // A Fremen pass lets the ally revive at its own free rate.
    const declined = revival(setup, [
      { as: 'fremen', do: 'pass' },
      { as: 'atreides', do: 'revive', args: { forces: 3 } },
      { as: 'fremen', do: 'grant' },
    ]);
    expect(events(declined, 1)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 3, elite: 0, cost: 2 });
    expect(errorOf(declined, 2).code).toBe('already-passed');
  });

  it('GF9 2.04.11: a Fremen grant after the ally has revived is refused (the ally had nothing but a leader to wait for)', () => {
    const out = revival({ tanks: { harkonnen: 3 }, leaders: allAtreidesDeadOnce, alliances: [['atreides', 'fremen']] }, [
      { as: 'atreides', do: 'revive', args: { leader: 'Duncan Idaho' } },
      { as: 'fremen', do: 'grant' },
    ]);
    expect(out.results[0]).toMatchObject({ ok: true });
    expect(errorOf(out, 1).code).toBe('ally-done');
  });

  it('GF9 2.03.07: the Emperor’s revival of 3 extra ally forces is not lost when the ally acts first (GF9 1.05.00: no storm order)', () => {
    const setup = { tanks: { harkonnen: 8 }, alliances: [['harkonnen', 'emperor']] };
    const allyFirst = revival(setup, [
      { as: 'harkonnen', do: 'revive', args: { forces: 3 } },
      { as: 'emperor', do: 'revive-ally', args: { forces: 3 } },
    ]);
    expect(events(allyFirst, 0).map((e) => e.type)).not.toContain('phase-ended');
    expect(events(allyFirst, 1)).toContainEqual({ type: 'revived', faction: 'harkonnen', forces: 3, elite: 0, cost: 6, paidBy: 'emperor' });
    const emperorFirst = revival(setup, [
      { as: 'emperor', do: 'revive-ally', args: { forces: 3 } },
      { as: 'harkonnen', do: 'revive', args: { forces: 3 } },
    ]);
    for (const out of [allyFirst, emperorFirst]) {
      expect(out.state.phase).toBe('shipment-movement');
      expect(out.state.tanks.harkonnen!.forces).toBe(2);
      expect(out.views.harkonnen!.reserves.forces).toBe(15 + 3 - 5);
      expect(out.views.harkonnen!.spice).toBe(8);
      expect(out.views.emperor!.spice).toBe(4);
    }
    expect(allyFirst.views.harkonnen).toEqual(emperorFirst.views.harkonnen);
    expect(allyFirst.views.emperor).toEqual(emperorFirst.views.emperor);
  });

  it('GF9 2.03.07: the phase waits for the Emperor only while the power can still be used', () => {
    const setup = { tanks: { harkonnen: 4 }, alliances: [['harkonnen', 'emperor']] };
    const open = revival(setup, [{ as: 'harkonnen', do: 'revive', args: { forces: 3 } }]);
    expect(open.state.waitingFor).toEqual(['emperor']);
    expect(open.state.expecting).toBe('Revival: waiting for the Emperor to pay for up to 3 more of the Harkonnen’s forces (`revive-ally`) or `pass`.');
    // The ally's Tanks emptied: nothing left to pay for.
    expect(
      revival(setup, [...[{ as: 'harkonnen', do: 'revive', args: { forces: 3 } }], { as: 'emperor', do: 'revive-ally', args: { forces: 1 } }]).state.phase,
    ).toBe('shipment-movement');
    // Three paid for, or the Emperor passing, ends it too.
    const eight = { ...setup, tanks: { harkonnen: 8 } };
    expect(revival(eight, [{ as: 'emperor', do: 'revive-ally', args: { forces: 3 } }]).state.waitingFor).toEqual(['harkonnen']);
    const passed = revival(eight, [
      { as: 'emperor', do: 'pass' },
      { as: 'harkonnen', do: 'revive', args: { forces: 1 } },
    ]);
    expect(passed.state.phase).toBe('shipment-movement');
    // Nobody waits when the ally's Tanks are empty from the start.
    expect(revival({ tanks: { atreides: 1 }, alliances: [['harkonnen', 'emperor']] }).state.waitingFor).toEqual(['atreides']);
  });

  it('GF9 2.03.07, 2.04.20: a Fremen ally whose Tanks hold only a Fedaykin after one revived this turn keeps nobody waiting (Advanced)', () => {
    const out = revival({ tanks: { fremen: { forces: 2, elite: 2 } }, alliances: [['fremen', 'emperor']] }, [
      { as: 'fremen', do: 'revive', args: { forces: 1, elite: 1 } },
    ]);
    expect(out.state.tanks.fremen).toMatchObject({ forces: 1, elite: 1 });
    expect(out.state.phase).toBe('shipment-movement');
  });

  it('the Emperor pays the bank for up to 3 extra forces of the ally, beyond its limit of 3', () => {
    const out = revival({ tanks: { harkonnen: 8, atreides: 1 }, alliances: [['harkonnen', 'emperor']] }, [
      { as: 'harkonnen', do: 'revive', args: { forces: 3 } },
      { as: 'emperor', do: 'revive-ally', args: { forces: 2 } },
      { as: 'emperor', do: 'revive-ally', args: { forces: 2 } },
      { as: 'emperor', do: 'revive-ally', args: { forces: 1 } },
      { as: 'atreides', do: 'revive-ally', args: { forces: 1 } },
    ]);
    expect(events(out, 0)).toContainEqual({ type: 'revived', faction: 'harkonnen', forces: 3, elite: 0, cost: 2 });
    expect(events(out, 1)).toContainEqual({ type: 'revived', faction: 'harkonnen', forces: 2, elite: 0, cost: 4, paidBy: 'emperor' });
    expect(errorOf(out, 2)).toEqual({ code: 'too-many', message: "The Emperor may pay for 3 of their ally's forces a turn; 1 remains this turn." });
    expect(events(out, 3)).toContainEqual({ type: 'revived', faction: 'harkonnen', forces: 1, elite: 0, cost: 2, paidBy: 'emperor' });
    expect(errorOf(out, 4).code).toBe('not-emperor');
    expect(out.views.emperor!.spice).toBe(4);
    expect(out.views.harkonnen!.spice).toBe(8);
    expect(out.state.tanks.harkonnen!.forces).toBe(2);
    expect(out.views.harkonnen!.reserves.forces).toBe(13);
  });
});

describe('S001-REV-1', () => {
  it('S001-REV-1: every faction revives before anyone ships; then Shipment & Movement begins', () => {
    const out = revival({ tanks: { atreides: 2, harkonnen: 2 } }, [
      { as: 'atreides', do: 'revive' },
      { as: 'atreides', do: 'ship', args: { territory: 'Arrakeen', forces: 1 } },
      { as: 'harkonnen', do: 'revive', args: { forces: 2 } },
    ]);
    expect(events(out, 0).map((e) => e.type)).not.toContain('phase-started');
    expect(['wrong-phase', 'unknown-action']).toContain(errorOf(out, 1).code);
    const last = events(out, 2);
    expect(last).toContainEqual({ type: 'revived', faction: 'harkonnen', forces: 2, elite: 0, cost: 0 });
    expect(last.findIndex((e) => e.type === 'revived')).toBeLessThan(last.findIndex((e) => e.type === 'phase-started' && e.phase === 'shipment-movement'));
    expect(out.state.phase).toBe('shipment-movement');
  });
});

describe('Setups the scenario runner expresses: leaders dead twice, a dead Kwisatz Haderach (issue 19)', () => {
  it('GF9 1.05.04: a leader killed a second time lies face down and waits until the others have died again', () => {
    const leaders = {
      'Thufir Hawat': { location: 'tanks', deaths: 2 },
      'Lady Jessica': { location: 'pool', deaths: 1 },
      'Gurney Halleck': 'tanks',
      'Duncan Idaho': { location: 'pool', deaths: 1 },
      'Dr. Wellington Yueh': { location: 'pool', deaths: 1 },
    } as const;
    const out = revival({ leaders }, [
      { as: 'atreides', do: 'revive', args: { leader: 'Thufir Hawat' } },
      { as: 'atreides', do: 'revive', args: { leader: 'Gurney Halleck' } },
    ]);
    expect(out.views.atreides!.leaders.find((l) => l.leader === 'Thufir Hawat')).toMatchObject({ location: 'tanks', deaths: 2, faceDown: true });
    expect(errorOf(out, 0)).toEqual({
      code: 'leader-not-revivable',
      message: 'Thufir Hawat cannot be revived yet: choose among the leaders who died the fewest times (Gurney Halleck).',
    });
    expect(events(out, 1)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 0, elite: 0, leader: 'Gurney Halleck', cost: 4 });
    // The others back in the pool, each dead once: the face-down leader still waits.
    const waits = revival({ leaders: { ...leaders, 'Gurney Halleck': { location: 'pool', deaths: 1 } }, tanks: { atreides: 1 } }, [
      { as: 'atreides', do: 'revive', args: { leader: 'Thufir Hawat' } },
    ]);
    expect(errorOf(waits, 0)).toEqual({
      code: 'leader-not-revivable',
      message:
        'Thufir Hawat lies face down, killed again: it is revived only once the Atreides’ other leaders have been killed again or are unavailable (GF9 1.05.04).',
    });
    // Once the others are unavailable (held by the Harkonnen), the face-down leader may come back.
    const alone = revival(
      { leaders: { ...leaders, 'Lady Jessica': 'captured', 'Duncan Idaho': 'captured', 'Dr. Wellington Yueh': 'captured', 'Gurney Halleck': 'captured' } },
      [{ as: 'atreides', do: 'revive', args: { leader: 'Thufir Hawat' } }],
    );
    expect(events(alone, 0)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 0, elite: 0, leader: 'Thufir Hawat', cost: 5 });
    expect(alone.views.atreides!.leaders.find((l) => l.leader === 'Thufir Hawat')).toMatchObject({ location: 'pool', deaths: 2, faceDown: false });
  });

  it('a leader in the Tanks has died at least once: a setup saying otherwise is refused', () => {
    const out = runScenario({
      seed: 3,
      factions: ['atreides', 'harkonnen'],
      setup: { phase: 'revival', leaders: { 'Thufir Hawat': { location: 'tanks', deaths: 0 } } },
    });
    expect(out).toEqual({ error: { code: 'bad-setup', message: 'Thufir Hawat is in the Tanks, so has died at least once (deaths 1 or more).' } });
  });

  it('GF9 2.01.14: a dead Kwisatz Haderach is revived like a leader, for 2 spice, with the one leader revival, once every other leader has died once', () => {
    const everyLeaderDiedOnce = {
      'Thufir Hawat': { location: 'pool', deaths: 1 },
      'Lady Jessica': { location: 'pool', deaths: 1 },
      'Gurney Halleck': { location: 'pool', deaths: 1 },
      'Duncan Idaho': { location: 'pool', deaths: 1 },
      'Dr. Wellington Yueh': { location: 'pool', deaths: 1 },
    } as const;
    const out = revival({ kwisatzHaderachDead: true, atreidesBattleLosses: 9, leaders: everyLeaderDiedOnce }, [
      { as: 'atreides', do: 'revive', args: { leader: 'Thufir Hawat', kwisatzHaderach: true } },
      { as: 'atreides', do: 'revive', args: { kwisatzHaderach: true } },
    ]);
    expect(out.setupEvents.filter((e) => e.type === 'phase-started').at(-1)).toMatchObject({ phase: 'revival' });
    expect(errorOf(out, 0)).toEqual({
      code: 'kh-not-revivable',
      message: 'The Kwisatz Haderach takes the turn’s one leader revival (GF9 2.01.14): revive it or a leader, not both.',
    });
    expect(events(out, 1)).toContainEqual({ type: 'revived', faction: 'atreides', forces: 0, elite: 0, kwisatzHaderach: true, cost: 2 });
    expect(out.views.atreides!.spice).toBe(8);
    expect(out.state.tanks.atreides!.kwisatzHaderach).toBeNull();

    // With a leader that never died still in the pool, it stays in the Tanks (and never blocks leader revival, 2.01.15).
    const early = revival({ kwisatzHaderachDead: true, leaders: { 'Thufir Hawat': 'tanks' }, tanks: { atreides: 1 } }, [
      { as: 'atreides', do: 'revive', args: { kwisatzHaderach: true } },
    ]);
    expect(early.state.tanks.atreides).toMatchObject({ kwisatzHaderach: true, leaders: ['Thufir Hawat'] });
    expect(errorOf(early, 0)).toEqual({
      code: 'kh-not-revivable',
      message: 'The Kwisatz Haderach is revived like a leader, once every other Atreides leader has died at least once or is unavailable (GF9 2.01.14).',
    });
    expect(early.views.atreides!.private).not.toHaveProperty('kwisatzHaderach');
    expect(revival({ kwisatzHaderachDead: true, leaders: everyLeaderDiedOnce }).views.atreides!.private).toMatchObject({ kwisatzHaderach: { cost: 2 } });
  });
});
