import { describe, expect, it } from 'vitest';
import { decisionsFor, optionsFor } from '../../src/dune';
import { sealState } from '../../src/dune/inspect';
import type { FactionId } from '../../src/dune/state';
import { type Action, battleScenario, eventsOf, finalState, pass, plan, run, runOk, step } from './battle-helpers';

/**
 * Issue 30, point 3: the Voice and prescience decided in advance (rules §11.2), as standing orders
 * for the battles of this turn (src/dune/phases/battle/standing-orders.ts).
 */

const BASIC = { rules: 'basic' } as const;
const codes = (out: ReturnType<typeof run>) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));

/**
 * The Harkonnen, first in storm order, have two battles to pick from: against the Bene Gesserit
 * in Arrakeen and against the Atreides in Carthag. Nothing is decided until they pick one.
 */
function twoBattles(actions: Action[], extra: Record<string, unknown> = {}) {
  return battleScenario(
    ['atreides', 'bene-gesserit', 'harkonnen'],
    {
      order: ['harkonnen', 'bene-gesserit', 'atreides'],
      board: [
        { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
        { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 4 },
        { faction: 'harkonnen', territory: 'Carthag', forces: 5 },
        { faction: 'atreides', territory: 'Carthag', forces: 4 },
      ],
      hands: { harkonnen: ['Crysknife'], atreides: [], 'bene-gesserit': [] },
      ...extra,
    },
    actions,
    BASIC,
  );
}

const voiceOrder = (args: Record<string, unknown>): Action => ({ as: 'bene-gesserit', do: 'voice-order', args });
const prescienceOrder = (args: Record<string, unknown>): Action => ({ as: 'atreides', do: 'prescience-order', args });
const pick = (territory: string, opponent: string): Action => ({ as: 'harkonnen', do: 'battle', args: { territory, opponent } });
const lastEvents = (out: ReturnType<typeof run>) => {
  const r = out.results.at(-1);
  return r?.ok ? r.events.map((e) => e.type) : [];
};

describe('the Voice decided in advance (§11.2, issue 30)', () => {
  it('§11.2: a Voice order commands at once as the battle begins; the game never waits for the Voice', () => {
    const out = runOk(
      twoBattles([voiceOrder({ choice: 'voice', opponent: 'harkonnen', kind: 'poison weapon', play: false }), pick('Arrakeen', 'bene-gesserit')]),
    );
    expect(lastEvents(out)).toEqual(['battle-started', 'voice-used']);
    expect(eventsOf(out, 'voice-used')).toEqual([{ type: 'voice-used', faction: 'bene-gesserit', target: 'harkonnen', kind: 'poison weapon', play: false }]);
    expect(out.state.waitingFor.sort()).toEqual(['bene-gesserit', 'harkonnen']);
    expect(out.state.expecting).not.toContain('Voice');
    // The command binds as one given by hand does.
    const disobeyed = run(
      twoBattles([
        voiceOrder({ choice: 'voice', kind: 'projectile weapon', play: false }),
        pick('Arrakeen', 'bene-gesserit'),
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', weapon: 'Crysknife' }),
      ]),
    );
    expect(codes(disobeyed)).toEqual(['ok', 'ok', 'voice-disobeyed']);
  });

  it('§11.2: "no Voice" passes at once; an order for that opponent wins over the one for any opponent', () => {
    const none = runOk(twoBattles([voiceOrder({ choice: 'none' }), pick('Arrakeen', 'bene-gesserit')]));
    expect(lastEvents(none)).toEqual(['battle-started', 'voice-passed']);
    const both = runOk(
      twoBattles([
        voiceOrder({ choice: 'none' }),
        voiceOrder({ choice: 'voice', opponent: 'harkonnen', kind: 'lasgun', play: true }),
        pick('Arrakeen', 'bene-gesserit'),
      ]),
    );
    expect(eventsOf(both, 'voice-used').map((e) => e.kind)).toEqual(['lasgun']);
    expect(eventsOf(both, 'voice-passed')).toEqual([]);
  });

  it('§11.2: "ask" withdraws the order: the Voice is asked as usual', () => {
    const out = runOk(
      twoBattles([
        voiceOrder({ choice: 'none', opponent: 'harkonnen' }),
        voiceOrder({ choice: 'ask', opponent: 'harkonnen' }),
        pick('Arrakeen', 'bene-gesserit'),
      ]),
    );
    expect(lastEvents(out)).toEqual(['battle-started']);
    expect(out.state.expecting).toContain('Bene Gesserit to use the Voice on the Harkonnen');
    expect(
      finalState(twoBattles([voiceOrder({ choice: 'none', opponent: 'harkonnen' }), voiceOrder({ choice: 'ask', opponent: 'harkonnen' })])).voiceOrders,
    ).toBeUndefined();
  });

  it('§11.2: an order given while the Voice is awaited decides it at once', () => {
    const out = runOk(twoBattles([pick('Arrakeen', 'bene-gesserit'), voiceOrder({ choice: 'voice', kind: 'worthless', play: true })]));
    expect(lastEvents(out)).toEqual(['voice-order-given', 'voice-used']);
  });

  it('is refused with a clear reason, changing nothing', () => {
    const out = run(
      twoBattles([
        { as: 'harkonnen', do: 'voice-order', args: { choice: 'none' } },
        voiceOrder({ choice: 'voice', opponent: 'harkonnen' }),
        voiceOrder({ choice: 'none', kind: 'lasgun' }),
        voiceOrder({ choice: 'none', opponent: 'bene-gesserit' }),
      ]),
    );
    expect(codes(out)).toEqual(['no-voice', 'kind-needed', 'bad-argument', 'bad-opponent']);
    expect(finalState(twoBattles([])).voiceOrders).toBeUndefined();
  });
});

describe('prescience decided in advance (§11.2, issue 30)', () => {
  it('§11.2: a prescience order asks at once as the battle begins; the target answers with its plan', () => {
    const out = runOk(
      twoBattles([
        prescienceOrder({ choice: 'prescience', element: 'weapon' }),
        pick('Carthag', 'atreides'),
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', weapon: 'Crysknife' }),
      ]),
    );
    expect(eventsOf(out, 'prescience-asked')).toEqual([{ type: 'prescience-asked', faction: 'atreides', target: 'harkonnen', element: 'weapon' }]);
    expect(eventsOf(out, 'prescience-answered')).toEqual([{ type: 'prescience-answered', faction: 'harkonnen', element: 'weapon', answer: 'Crysknife' }]);
    const none = runOk(twoBattles([prescienceOrder({ choice: 'none', opponent: 'harkonnen' }), pick('Carthag', 'atreides')]));
    expect(lastEvents(none)).toEqual(['battle-started', 'prescience-passed']);
    expect(none.state.waitingFor.sort()).toEqual(['atreides', 'harkonnen']);
  });

  it('§11.2: the target may plan before the question, and its plan then answers at once; the game does not wait for that plan meanwhile', () => {
    const early = plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', weapon: 'Crysknife' });
    const before = run(twoBattles([pick('Carthag', 'atreides'), plan('atreides', { leader: 'Duncan Idaho', dial: '1' })]));
    expect(codes(before)).toEqual(['ok', 'wait']);
    expect(before.state.waitingFor).toEqual(['atreides']);
    const out = runOk(twoBattles([pick('Carthag', 'atreides'), early, { as: 'atreides', do: 'prescience', args: { element: 'weapon' } }]));
    expect(lastEvents(out)).toEqual(['prescience-asked', 'prescience-answered']);
    expect(eventsOf(out, 'prescience-answered')).toEqual([{ type: 'prescience-answered', faction: 'harkonnen', element: 'weapon', answer: 'Crysknife' }]);
    expect(out.state.waitingFor).toEqual(['atreides']);
    // The element revealed stays; the rest of the plan may be rebuilt (§11.2).
    const kept = run(
      twoBattles([
        pick('Carthag', 'atreides'),
        early,
        { as: 'atreides', do: 'prescience', args: { element: 'weapon' } },
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2' }),
      ]),
    );
    expect(codes(kept).at(-1)).toBe('prescience-revealed');
  });

  it('the early plan is offered to the target as a choice the game does not wait for; the other side is not offered one', () => {
    const state = sealState(finalState(twoBattles([pick('Carthag', 'atreides')])));
    expect(decisionsFor(state, 'harkonnen').filter((d) => d.action === 'plan')).toEqual([
      expect.objectContaining({ label: 'Plan before prescience is asked', anytime: true }),
    ]);
    expect(decisionsFor(state, 'atreides').filter((d) => d.action === 'plan')).toEqual([]);
  });
});

describe('standing Voice and prescience orders: secret, for this turn only', () => {
  const ordered = [
    voiceOrder({ choice: 'voice', opponent: 'harkonnen', kind: 'lasgun', play: false }),
    prescienceOrder({ choice: 'prescience', element: 'dial' }),
  ];

  it('are their givers’ secrets: a private event, their own view, and no other view changes', () => {
    const out = runOk(twoBattles(ordered));
    expect(eventsOf(out, 'voice-order-given')).toEqual([
      { type: 'voice-order-given', to: ['bene-gesserit'], opponent: 'harkonnen', decision: { kind: 'lasgun', play: false } },
    ]);
    expect(eventsOf(out, 'prescience-order-given')).toEqual([{ type: 'prescience-order-given', to: ['atreides'], opponent: null, decision: 'dial' }]);
    expect(out.views['bene-gesserit']).toMatchObject({ voiceOrders: [{ opponent: 'harkonnen', decision: { kind: 'lasgun', play: false } }] });
    expect(out.views.atreides).toMatchObject({ prescienceOrders: [{ opponent: null, decision: 'dial' }] });
    const without = runOk(twoBattles([]));
    expect(out.state).toEqual(without.state);
    expect(out.views.harkonnen).toEqual(without.views.harkonnen);
    expect(out.views.atreides).not.toHaveProperty('voiceOrders');
    expect(out.views['bene-gesserit']).not.toHaveProperty('prescienceOrders');
    // Nor do the choices another seat is offered depend on them.
    const [a, b] = [sealState(finalState(twoBattles(ordered))), sealState(finalState(twoBattles([])))];
    expect(decisionsFor(a, 'harkonnen')).toEqual(decisionsFor(b, 'harkonnen'));
  });

  it('are dropped as the Battle phase ends: none outlives its turn', () => {
    const fought = [
      pick('Arrakeen', 'bene-gesserit'),
      plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3' }),
      plan('bene-gesserit', { leader: 'Alia', dial: '0' }),
      pass('harkonnen'),
      pass('bene-gesserit'),
      plan('harkonnen', { leader: 'Beast Rabban', dial: '3' }),
      plan('atreides', { leader: 'Duncan Idaho', dial: '0' }),
      pass('harkonnen'),
      pass('atreides'),
    ];
    const s = finalState(
      twoBattles([
        voiceOrder({ choice: 'none', opponent: 'atreides' }),
        voiceOrder({ choice: 'voice', kind: 'lasgun', play: false }),
        ...ordered.slice(1),
        ...fought,
      ]),
    );
    expect(s.phase).not.toBe('battle');
    expect(s.voiceOrders).toBeUndefined();
    expect(s.prescienceOrders).toBeUndefined();
    // The game rests next in the Storm of turn 2: an order given then is for turn 2's battles.
    const next = finalState(twoBattles([...ordered, ...fought, voiceOrder({ choice: 'none' })]));
    expect([next.turn, next.phase, next.voiceOrders]).toEqual([2, 'storm', [{ opponent: null, decision: null }]]);
  });
});

describe('the orders through the buttons', () => {
  it('offers each giver one anytime decision, with the opponents its power may still meet this turn', () => {
    const state = sealState(finalState(twoBattles([])));
    const voice = decisionsFor(state, 'bene-gesserit').find((d) => d.action === 'voice-order');
    expect(voice).toMatchObject({ label: 'Decide the Voice in advance', anytime: true });
    const opponents = optionsFor(state, 'bene-gesserit', 'voice-order', { choice: 'voice' }, 'opponent');
    expect(opponents.kind === 'list' && opponents.options.map((o) => o.value)).toEqual([null, 'harkonnen']);
    expect(decisionsFor(state, 'atreides').some((d) => d.action === 'prescience-order')).toBe(true);
    expect(decisionsFor(state, 'harkonnen' as FactionId).some((d) => d.action.endsWith('-order') && d.action !== 'traitor-order')).toBe(false);
  });
});

describe('the traitor call in advance (issue 30)', () => {
  it('may be given with one’s plan already in (it waits for nobody)', () => {
    const out = runOk(
      twoBattles([
        pick('Carthag', 'atreides'),
        { as: 'atreides', do: 'pass' },
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1' }),
        { as: 'harkonnen', do: 'traitor-order', args: { choice: 'pass' } },
      ]),
    );
    expect(step(out).current.planned).toEqual(['harkonnen']);
  });
});
