import { describe, expect, it } from 'vitest';
import { battleScenario, eventsOf, pass, plan, run, runOk, step, type Action } from './battle-helpers';

const BASIC = { rules: 'basic' as const };
const HE = ['harkonnen', 'emperor'];

function duel(actions: Action[], extra: Record<string, unknown> = {}) {
  return battleScenario(
    HE,
    {
      order: ['harkonnen', 'emperor'],
      board: [
        { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
        { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
      ],
      hands: { harkonnen: [], emperor: [] },
      ...extra,
    },
    actions,
    BASIC,
  );
}

const codes = (out: ReturnType<typeof run>) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));

describe('the battle plan (§11.3, cards.md §1)', () => {
  it('is secret: the table learns only that it is in; its owner sees it; both are revealed together', () => {
    const first = run(duel([plan('emperor', { leader: 'Caid', dial: '3', defense: 'Shield' })], { hands: { harkonnen: [], emperor: ['Shield'] } }));
    const [r] = first.results;
    expect(r!.ok && r!.events).toEqual([
      { type: 'battle-plan-submitted', faction: 'emperor', replaced: false },
      {
        type: 'battle-plan-recorded',
        to: ['emperor'],
        plan: { leader: 'Caid', strength: 3, cheapHero: null, kwisatzHaderach: false, dial: 3, spice: 0, weapon: null, defense: 'Shield' },
      },
    ]);
    expect(step(first).current).toMatchObject({ planned: ['emperor'], plans: null });
    expect(JSON.stringify(first.state)).not.toContain('Caid');
    // The options are the table's settings, public from the start; one is named after Shield Snooper.
    expect(JSON.stringify({ ...first.views.harkonnen, options: null })).not.toContain('Shield');
    expect(first.views.emperor!.private).toMatchObject({ plan: { leader: 'Caid', dial: 3, defense: 'Shield' } });
    expect(first.state.waitingFor).toEqual(['harkonnen']);

    const both = run(
      duel([plan('emperor', { leader: 'Caid', dial: '3', defense: 'Shield' }), plan('harkonnen', { leader: 'Piter de Vries', dial: '4' })], {
        hands: { harkonnen: [], emperor: ['Shield'] },
      }),
    );
    expect(eventsOf(both, 'battle-plans-revealed')).toEqual([
      {
        type: 'battle-plans-revealed',
        territory: 'Arrakeen',
        plans: {
          harkonnen: { leader: 'Piter de Vries', strength: 3, cheapHero: null, kwisatzHaderach: false, dial: 4, spice: 0, weapon: null, defense: null },
          emperor: { leader: 'Caid', strength: 3, cheapHero: null, kwisatzHaderach: false, dial: 3, spice: 0, weapon: null, defense: 'Shield' },
        },
      },
    ]);
    expect(step(both).current.plans.emperor.defense).toBe('Shield');
  });

  it('may be replaced until both plans are in; the cards of the old plan go back to the hand', () => {
    const out = runOk(
      duel(
        [
          plan('emperor', { leader: 'Caid', dial: '3', weapon: 'Crysknife', defense: 'Shield' }),
          plan('emperor', { leader: 'Bashar', dial: '5', defense: 'Shield' }),
        ],
        { hands: { harkonnen: [], emperor: ['Crysknife', 'Shield'] } },
      ),
    );
    expect(out.views.emperor!.hand).toEqual(['Crysknife']);
    expect(out.views.emperor!.private).toMatchObject({ plan: { leader: 'Bashar', dial: 5, weapon: null, defense: 'Shield' } });
    expect(eventsOf(out, 'battle-plan-submitted').map((e) => e.replaced)).toEqual([false, true]);
  });

  it('must name a leader while one is available, or a Cheap Hero', () => {
    const out = run(duel([plan('emperor', { dial: '3' })]));
    expect(out.results[0]).toMatchObject({ ok: false, error: { code: 'leader-required' } });
    expect((out.results[0] as { error: { message: string } }).error.message).toContain('Count Hasimir Fenring');
  });

  it('with no leader available, the Cheap Hero must be played', () => {
    const gone = { 'Count Hasimir Fenring': 'tanks', 'Captain Aramsham': 'tanks', Caid: 'tanks', Burseg: 'tanks', Bashar: 'tanks' } as const;
    const out = run(
      duel([plan('emperor', { dial: '3' }), plan('emperor', { leader: 'Caid', dial: '3' }), plan('emperor', { cheapHero: true, dial: '3' })], {
        leaders: gone,
        hands: { harkonnen: [], emperor: ['Cheap Hero'] },
      }),
    );
    expect(codes(out)).toEqual(['leader-required', 'leader-not-available', 'ok']);
    expect(out.views.emperor!.hand).toEqual([]);
  });

  it('with no leader and no Cheap Hero, the side fights with the dial alone and may play no card (§19.8)', () => {
    const gone = { 'Count Hasimir Fenring': 'tanks', 'Captain Aramsham': 'tanks', Caid: 'tanks', Burseg: 'tanks', Bashar: 'tanks' } as const;
    const out = run(
      duel(
        [
          plan('emperor', { dial: '5', defense: 'Shield' }),
          plan('emperor', { dial: '5' }),
          plan('harkonnen', { leader: 'Umman Kudu', dial: '3' }),
          // The Emperor faces a real leader and is asked; the Harkonnen face no leader and are not.
          pass('emperor'),
        ],
        { leaders: gone, hands: { harkonnen: [], emperor: ['Shield'] } },
      ),
    );
    expect(codes(out)).toEqual(['no-leader-no-cards', 'ok', 'ok', 'ok']);
    expect(eventsOf(out, 'battle-won')[0]).toMatchObject({ winner: 'emperor', totals: { harkonnen: 4, emperor: 5 } });
  });

  it("a leader and a Cheap Hero cannot share the leader slot; a leader must be one's own and alive", () => {
    const out = run(
      duel(
        [
          plan('emperor', { leader: 'Caid', cheapHero: true, dial: '1' }),
          plan('emperor', { leader: 'Feyd-Rautha', dial: '1' }),
          plan('emperor', { leader: 'Burseg', dial: '1' }),
        ],
        { leaders: { Burseg: 'tanks' }, hands: { harkonnen: [], emperor: ['Cheap Hero'] } },
      ),
    );
    expect(codes(out)).toEqual(['leader-and-cheap-hero', 'leader-not-available', 'leader-not-available']);
    const messages = out.results.map((r) => (r.ok ? '' : r.error.message));
    expect(messages[1]).toContain('Feyd-Rautha is not your leader');
    expect(messages[2]).toContain('Burseg is in the Tleilaxu Tanks');
  });

  it('a leader that fought in another territory this turn may not fight again; in the same territory it may', () => {
    const out = run(
      battleScenario(
        HE,
        {
          order: ['harkonnen', 'emperor'],
          board: [
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
            { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
            { faction: 'harkonnen', territory: 'Carthag', forces: 6 },
            { faction: 'emperor', territory: 'Carthag', forces: 5 },
          ],
          hands: { harkonnen: [], emperor: [] },
        },
        [
          { as: 'harkonnen', do: 'battle', args: { territory: 'Arrakeen', opponent: 'emperor' } },
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1' }),
          plan('emperor', { leader: 'Caid', dial: '0' }),
          pass('harkonnen'),
          pass('emperor'),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1' }),
          plan('emperor', { leader: 'Caid', dial: '0' }),
        ],
        BASIC,
      ),
    );
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'leader-not-available', 'leader-not-available']);
    expect((out.results[5] as { error: { message: string } }).error.message).toContain('fought in Arrakeen this turn');
  });

  it('weapons go in the weapon slot, defenses in the defense slot, worthless cards in either or both', () => {
    const out = run(
      duel(
        [
          plan('emperor', { leader: 'Caid', dial: '1', weapon: 'Shield' }),
          plan('emperor', { leader: 'Caid', dial: '1', defense: 'Crysknife' }),
          plan('emperor', { leader: 'Caid', dial: '1', weapon: 'Karama' }),
          plan('emperor', { leader: 'Caid', dial: '1', weapon: 'Chaumas' }),
          plan('emperor', { leader: 'Caid', dial: '1', weapon: 'Baliset', defense: 'Kulon' }),
        ],
        { hands: { harkonnen: [], emperor: ['Shield', 'Crysknife', 'Baliset', 'Kulon'] } },
      ),
    );
    expect(codes(out)).toEqual(['not-a-weapon', 'not-a-defense', 'not-a-weapon', 'card-not-in-hand', 'ok']);
    expect(out.views.emperor!.hand).toEqual(['Shield', 'Crysknife']);
  });

  it('Basic: the dial is a whole number from 0 to the forces there, and no spice is paid', () => {
    const out = run(
      duel([
        plan('emperor', { leader: 'Caid', dial: '6' }),
        plan('emperor', { leader: 'Caid', dial: '2.5' }),
        plan('emperor', { leader: 'Caid', dial: 'five' }),
        plan('emperor', { leader: 'Caid', dial: '3', spice: 2 }),
        plan('emperor', { leader: 'Caid', dial: '5' }),
      ]),
    );
    expect(codes(out)).toEqual(['bad-dial', 'bad-dial', 'bad-dial', 'no-spice-dialling', 'ok']);
    expect((out.results[0] as { error: { message: string } }).error.message).toBe(
      'The Emperor has 5 forces in Arrakeen: dial a whole number from 0 to 5, not 6.',
    );
  });

  it('plans come only from the two sides of the battle', () => {
    const out = run(
      battleScenario(
        ['harkonnen', 'emperor', 'fremen'],
        {
          order: ['harkonnen', 'emperor', 'fremen'],
          board: [
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
            { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
          ],
        },
        [plan('fremen', { leader: 'Jamis', dial: '1' })],
        BASIC,
      ),
    );
    expect(codes(out)).toEqual(['not-in-battle']);
  });
});
