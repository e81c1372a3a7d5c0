import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../src/dune/context';
import { createGame } from '../../src/dune/create';
import { killLeader } from '../../src/dune/phases/battle/leaders';
import { battleScenario, eventsOf, finalState, forcesIn, leaderAt, pass, plan, run, runOk, step, type Action } from './battle-helpers';

const BASIC = { rules: 'basic' as const };
const HE = ['harkonnen', 'emperor'];

/** Harkonnen (aggressor) against the Emperor in Arrakeen, Basic rules. */
function duel(actions: Action[], extra: Record<string, unknown> = {}, options: Record<string, unknown> = BASIC) {
  return battleScenario(
    HE,
    {
      order: ['harkonnen', 'emperor'],
      spice: { harkonnen: 10, emperor: 10 },
      board: [
        { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
        { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
      ],
      hands: { harkonnen: [], emperor: [] },
      ...extra,
    },
    actions,
    options,
  );
}

const traitorPasses = [pass('harkonnen'), pass('emperor')];

describe('resolution (§11.4)', () => {
  it('weapon against the wrong defense kills; the winner loses its dial, the loser everything, and the winner is paid for the dead leader', () => {
    const sc = duel(
      [
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3', weapon: 'Crysknife' }),
        plan('emperor', { leader: 'Count Hasimir Fenring', dial: '5', defense: 'Snooper' }),
        ...traitorPasses,
        { as: 'harkonnen', do: 'keep', args: {} },
      ],
      { hands: { harkonnen: ['Crysknife'], emperor: ['Snooper'] } },
    );
    const out = runOk(sc);
    expect(eventsOf(out, 'battle-won')).toEqual([
      { type: 'battle-won', territory: 'Arrakeen', winner: 'harkonnen', loser: 'emperor', totals: { harkonnen: 9, emperor: 5 } },
    ]);
    expect(eventsOf(out, 'leader-killed')).toEqual([
      { type: 'leader-killed', leader: 'Count Hasimir Fenring', faction: 'emperor', cause: 'weapon', faceDown: false },
    ]);
    expect(eventsOf(out, 'leader-spice')).toEqual([{ type: 'leader-spice', faction: 'harkonnen', amount: 6, leaders: ['Count Hasimir Fenring'] }]);
    expect(out.views.harkonnen!.spice).toBe(16);
    expect(out.views.emperor!.spice).toBe(10);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(3);
    expect(forcesIn(out, 'emperor', 'Arrakeen')).toBe(0);
    expect(out.state.tanks.harkonnen).toMatchObject({ forces: 3 });
    expect(out.state.tanks.emperor).toMatchObject({ forces: 5, leaders: ['Count Hasimir Fenring'] });
    // The loser discards its cards; the winner kept its Crysknife.
    expect(out.state.treacheryDiscard).toEqual(['Snooper']);
    expect(out.views.harkonnen!.hand).toEqual(['Crysknife']);
    expect(out.views.emperor!.hand).toEqual([]);
    // Surviving leaders stay in their pool; the loser's leader does not die from losing.
    expect(leaderAt(out, 'harkonnen', 'Feyd-Rautha')).toBe('pool');
    expect(finalState(sc).lastWheelUsers).toEqual(['harkonnen', 'emperor']);
  });

  it('ties go to the aggressor', () => {
    const out = runOk(duel([plan('harkonnen', { leader: 'Beast Rabban', dial: '2' }), plan('emperor', { leader: 'Caid', dial: '3' }), ...traitorPasses]));
    expect(eventsOf(out, 'battle-won')[0]).toMatchObject({ winner: 'harkonnen', totals: { harkonnen: 6, emperor: 6 } });
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(4);
    expect(forcesIn(out, 'emperor', 'Arrakeen')).toBe(0);
    expect(leaderAt(out, 'emperor', 'Caid')).toBe('pool');
  });

  it('the defender wins with the higher total', () => {
    const out = runOk(duel([plan('harkonnen', { leader: 'Umman Kudu', dial: '4' }), plan('emperor', { leader: 'Caid', dial: '3' }), ...traitorPasses]));
    expect(eventsOf(out, 'battle-won')[0]).toMatchObject({ winner: 'emperor', loser: 'harkonnen', totals: { harkonnen: 5, emperor: 6 } });
    expect(forcesIn(out, 'emperor', 'Arrakeen')).toBe(2);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(0);
    expect(out.state.tanks.harkonnen).toMatchObject({ forces: 6 });
  });

  const table: [string, string | null, boolean][] = [
    ['Crysknife', 'Shield', false],
    ['Crysknife', 'Snooper', true],
    ['Maula Pistol', 'Shield', false],
    ['Slip Tip', 'Snooper', true],
    ['Stunner', 'Shield', false],
    ['Chaumas', 'Snooper', false],
    ['Chaumas', 'Shield', true],
    ['Chaumurky', 'Snooper', false],
    ['Ellaca Drug', 'Shield', true],
    ['Gom Jabbar', null, true],
    ['Lasgun', 'Snooper', true],
    ['Baliset', null, false],
  ];
  for (const [weapon, defense, kills] of table)
    it(`${weapon} against ${defense ?? 'no defense'}: the leader ${kills ? 'dies' : 'lives'} (§11.4.3)`, () => {
      const out = runOk(
        duel(
          [
            plan('harkonnen', { leader: 'Feyd-Rautha', dial: '0', weapon }),
            plan('emperor', { leader: 'Caid', dial: '0', ...(defense ? { defense } : {}) }),
            ...traitorPasses,
          ],
          { hands: { harkonnen: [weapon], emperor: defense ? [defense] : [] } },
        ),
      );
      expect(leaderAt(out, 'emperor', 'Caid')).toBe(kills ? 'tanks' : 'pool');
      // Harkonnen 0 + 6 beats Emperor 0 + (3 if Caid lives): paid 3 only for a dead Caid.
      expect(out.views.harkonnen!.spice).toBe(kills ? 13 : 10);
    });

  it('the winner is paid for every leader killed, its own included (§19.9)', () => {
    const out = runOk(
      duel(
        [
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '5', weapon: 'Crysknife' }),
          plan('emperor', { leader: 'Count Hasimir Fenring', dial: '1', weapon: 'Chaumas' }),
          ...traitorPasses,
          { as: 'harkonnen', do: 'keep', args: { weapon: false } },
        ],
        { hands: { harkonnen: ['Crysknife'], emperor: ['Chaumas'] } },
      ),
    );
    expect(eventsOf(out, 'battle-won')[0]).toMatchObject({ winner: 'harkonnen', totals: { harkonnen: 5, emperor: 1 } });
    expect(out.views.harkonnen!.spice).toBe(22);
    expect(out.views.emperor!.spice).toBe(10);
    expect(out.state.tanks.harkonnen!.leaders).toEqual(['Feyd-Rautha']);
    expect(out.state.tanks.emperor!.leaders).toEqual(['Count Hasimir Fenring']);
    expect(out.state.treacheryDiscard).toEqual(['Chaumas', 'Crysknife']);
  });

  it('the winner may keep or discard each played card; the Cheap Hero is always discarded', () => {
    const out = runOk(
      duel(
        [
          plan('harkonnen', { cheapHero: true, dial: '4', weapon: 'Kulon', defense: 'Shield' }),
          plan('emperor', { leader: 'Bashar', dial: '1' }),
          // Only the side facing a real leader is asked about traitors.
          pass('harkonnen'),
          { as: 'harkonnen', do: 'keep', args: { weapon: false, defense: true } },
        ],
        { hands: { harkonnen: ['Cheap Hero', 'Kulon', 'Shield'], emperor: [] } },
      ),
    );
    expect(out.state.treacheryDiscard).toEqual(['Cheap Hero', 'Kulon']);
    expect(out.views.harkonnen!.hand).toEqual(['Shield']);
    expect(eventsOf(out, 'cards-kept')).toEqual([{ type: 'cards-kept', faction: 'harkonnen', cards: ['Shield'] }]);
  });

  it('the game waits for the winner to keep or discard, and refuses keep from others', () => {
    const out = run(
      duel(
        [
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', weapon: 'Crysknife' }),
          plan('emperor', { leader: 'Bashar', dial: '1' }),
          ...traitorPasses,
          { as: 'emperor', do: 'keep', args: {} },
          { as: 'harkonnen', do: 'keep', args: { defense: false } },
        ],
        { hands: { harkonnen: ['Crysknife'], emperor: [] } },
      ),
    );
    expect(out.results.slice(4).map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['not-your-turn', 'nothing-to-keep']);
    expect(out.state.waitingFor).toEqual(['harkonnen']);
    expect(step(out).current.stage).toBe('aftermath');
  });

  it('a Lasgun meeting a Shield explodes: every force and the spice in the territory are lost, both leaders die, nobody is paid or wins', () => {
    const three = ['harkonnen', 'emperor', 'fremen'];
    const sc = battleScenario(
      three,
      {
        order: ['harkonnen', 'emperor', 'fremen'],
        spice: { harkonnen: 10, emperor: 10, fremen: 3 },
        board: [
          { faction: 'harkonnen', territory: 'The Great Flat', forces: 6 },
          { faction: 'emperor', territory: 'The Great Flat', forces: 5 },
          { faction: 'fremen', territory: 'The Great Flat', forces: 4 },
        ],
        spiceOnBoard: [{ territory: 'The Great Flat', amount: 10 }],
        hands: { harkonnen: ['Lasgun'], emperor: ['Shield'], fremen: [] },
      },
      [
        { as: 'harkonnen', do: 'battle', args: { territory: 'Great Flat', opponent: 'emperor' } },
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '6', weapon: 'Lasgun' }),
        plan('emperor', { leader: 'Caid', dial: '1', defense: 'Shield' }),
        ...traitorPasses,
      ],
      BASIC,
    );
    const out = runOk(sc);
    expect(eventsOf(out, 'lasgun-shield-explosion')).toHaveLength(1);
    expect(out.state.board).toEqual([]);
    expect(out.state.spiceOnBoard).toEqual([]);
    expect(out.state.tanks.harkonnen).toMatchObject({ forces: 6, leaders: ['Feyd-Rautha'] });
    expect(out.state.tanks.emperor).toMatchObject({ forces: 5, leaders: ['Caid'] });
    expect(out.state.tanks.fremen).toMatchObject({ forces: 4 });
    expect(out.views.harkonnen!.spice).toBe(10);
    expect(out.views.emperor!.spice).toBe(10);
    expect(out.state.treacheryDiscard).toEqual(['Lasgun', 'Shield']);
    expect(eventsOf(out, 'battle-won')).toEqual([]);
    expect(eventsOf(out, 'leader-spice')).toEqual([]);
    // Nobody is left to fight the Fremen: the phase is over.
    expect(eventsOf(out, 'phase-started').map((e) => e.phase)).toContain('collection');
    expect(finalState(sc).lastWheelUsers).toEqual(['harkonnen', 'emperor']);
  });

  it('a Lasgun against a Cheap Hero kills it, and a Shield still sets off the explosion (§19.10)', () => {
    const out = runOk(
      duel(
        [
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '0', weapon: 'Lasgun', defense: 'Shield' }),
          plan('emperor', { cheapHero: true, dial: '0' }),
          pass('emperor'),
        ],
        { hands: { harkonnen: ['Lasgun', 'Shield'], emperor: ['Cheap Hero'] } },
      ),
    );
    expect(eventsOf(out, 'lasgun-shield-explosion')).toHaveLength(1);
    expect(out.state.board).toEqual([]);
    expect(out.state.treacheryDiscard).toEqual(['Lasgun', 'Shield', 'Cheap Hero']);
  });
});

describe('traitors (§11.4.1)', () => {
  it("one traitor: the caller wins outright and loses nothing, and is paid the traitor's strength; the betrayed side loses all", () => {
    const sc = battleScenario(
      HE,
      {
        order: ['harkonnen', 'emperor'],
        spice: { harkonnen: 10, emperor: 10 },
        board: [
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
          { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
          { faction: 'harkonnen', territory: 'Carthag', forces: 2 },
          { faction: 'emperor', territory: 'Carthag', forces: 1 },
        ],
        hands: { harkonnen: ['Crysknife'], emperor: ['Shield', 'Chaumas'] },
        traitors: { harkonnen: ['Count Hasimir Fenring'] },
      },
      [
        { as: 'harkonnen', do: 'battle', args: { territory: 'Arrakeen', opponent: 'emperor' } },
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2', weapon: 'Crysknife' }),
        plan('emperor', { leader: 'Count Hasimir Fenring', dial: '5', weapon: 'Chaumas', defense: 'Shield' }),
        { as: 'harkonnen', do: 'call-traitor' },
        pass('emperor'),
        { as: 'harkonnen', do: 'keep', args: {} },
        // Feyd-Rautha returned to the pool and may fight again this phase, even elsewhere.
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '0' }),
        plan('emperor', { leader: 'Caid', dial: '0' }),
        ...traitorPasses,
      ],
      BASIC,
    );
    const out = runOk(sc);
    expect(eventsOf(out, 'traitor-revealed')).toEqual([{ type: 'traitor-revealed', side: 'harkonnen', leader: 'Count Hasimir Fenring' }]);
    expect(eventsOf(out, 'traitor-spice')).toEqual([{ type: 'traitor-spice', faction: 'harkonnen', amount: 6 }]);
    expect(out.views.harkonnen!.spice).toBe(16);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(6);
    expect(forcesIn(out, 'emperor', 'Arrakeen')).toBe(0);
    expect(out.state.tanks.emperor).toMatchObject({ forces: 6, leaders: ['Count Hasimir Fenring'] });
    // The betrayed side's Chaumas would have killed Feyd-Rautha: weapons never come into play.
    expect(leaderAt(out, 'harkonnen', 'Feyd-Rautha')).toBe('pool');
    expect(out.state.treacheryDiscard).toEqual(['Chaumas', 'Shield']);
    expect(out.views.harkonnen!.hand).toEqual(['Crysknife']);
    expect(eventsOf(out, 'battle-won').map((e) => e.territory)).toEqual(['Carthag']);
  });

  it('two traitors: both leaders die, both sides lose everything there, nobody is paid', () => {
    const out = runOk(
      duel(
        [
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2', weapon: 'Crysknife' }),
          plan('emperor', { leader: 'Count Hasimir Fenring', dial: '5', defense: 'Shield' }),
          { as: 'harkonnen', do: 'call-traitor' },
          { as: 'emperor', do: 'call-traitor' },
        ],
        {
          hands: { harkonnen: ['Crysknife'], emperor: ['Shield'] },
          traitors: { harkonnen: ['Count Hasimir Fenring'], emperor: ['Feyd-Rautha'] },
        },
      ),
    );
    expect(out.state.board).toEqual([]);
    expect(out.state.tanks.harkonnen).toMatchObject({ forces: 6, leaders: ['Feyd-Rautha'] });
    expect(out.state.tanks.emperor).toMatchObject({ forces: 5, leaders: ['Count Hasimir Fenring'] });
    expect(out.views.harkonnen!.spice).toBe(10);
    expect(out.views.emperor!.spice).toBe(10);
    expect(out.state.treacheryDiscard).toEqual(['Crysknife', 'Shield']);
    expect(eventsOf(out, 'traitor-revealed').map((e) => e.leader)).toEqual(['Count Hasimir Fenring', 'Feyd-Rautha']);
    expect(eventsOf(out, 'leader-killed').map((e) => [e.leader, e.cause])).toEqual([
      ['Feyd-Rautha', 'betrayed'],
      ['Count Hasimir Fenring', 'betrayed'],
    ]);
    expect(eventsOf(out, 'battle-won')).toEqual([]);
  });

  it('a call needs the traitor card of the leader faced', () => {
    const out = run(
      duel([plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2' }), plan('emperor', { leader: 'Caid', dial: '1' }), { as: 'harkonnen', do: 'call-traitor' }], {
        traitors: { harkonnen: ['Count Hasimir Fenring'] },
      }),
    );
    expect(out.results[2]).toMatchObject({ ok: false, error: { code: 'no-traitor-card' } });
  });

  it("the Harkonnen may call their traitor in their ally's battle; it counts as the ally's call", () => {
    const out = runOk(
      battleScenario(
        ['emperor', 'fremen', 'harkonnen'],
        {
          order: ['emperor', 'fremen', 'harkonnen'],
          spice: { emperor: 10, fremen: 3, harkonnen: 10 },
          alliances: [['emperor', 'harkonnen']],
          board: [
            { faction: 'emperor', territory: 'Arrakeen', forces: 3 },
            { faction: 'fremen', territory: 'Arrakeen', forces: 7 },
          ],
          traitors: { harkonnen: ['Stilgar'] },
        },
        [
          plan('emperor', { leader: 'Bashar', dial: '1' }),
          plan('fremen', { leader: 'Stilgar', dial: '7' }),
          { as: 'harkonnen', do: 'call-traitor' },
          pass('fremen'),
        ],
        BASIC,
      ),
    );
    expect(eventsOf(out, 'traitor-called')).toEqual([{ type: 'traitor-called', faction: 'harkonnen', side: 'emperor' }]);
    expect(out.views.emperor!.spice).toBe(17);
    expect(out.views.harkonnen!.spice).toBe(10);
    expect(forcesIn(out, 'emperor', 'Arrakeen')).toBe(3);
    expect(forcesIn(out, 'fremen', 'Arrakeen')).toBe(0);
  });

  it('only sides facing a real leader are asked: a Cheap Hero or no leader is never a traitor', () => {
    const out = run(
      duel([plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2' }), plan('emperor', { cheapHero: true, dial: '1' })], {
        hands: { harkonnen: [], emperor: ['Cheap Heroine'] },
        traitors: { emperor: ['Feyd-Rautha'] },
      }),
    );
    expect(out.state.waitingFor).toEqual(['emperor']);
    expect(step(out).current.traitorsAwaited).toEqual(['emperor']);
    expect(out.views.emperor!.private).toEqual({ traitor: 'Feyd-Rautha' });
    expect(out.views.harkonnen!.private).toEqual({});
  });
});

describe('killed leaders (§11.4.3)', () => {
  it('go to the Tanks face up, face down on a second death', () => {
    const created = createGame({ seats: ['harkonnen', 'emperor'], seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.value.state;
    const emitted: unknown[] = [];
    const ctx = { emit: (e: unknown) => emitted.push(e) } as unknown as Ctx;
    killLeader(s, 'caid', ctx, 'weapon');
    expect(s.leaders.caid).toEqual({ location: 'tanks', deaths: 1, faceDown: false });
    s.leaders.caid!.location = 'pool';
    killLeader(s, 'caid', ctx, 'weapon');
    expect(s.leaders.caid).toEqual({ location: 'tanks', deaths: 2, faceDown: true });
  });
});
