import { describe, expect, it } from 'vitest';
import { decisionsFor } from '../../src/dune';
import { sealState } from '../../src/dune/inspect';
import type { FactionId } from '../../src/dune/state';
import { type Action, battleScenario, eventsOf, finalState, pass, plan, run, runOk } from './battle-helpers';

const HE = ['harkonnen', 'emperor'];
const BASIC = { rules: 'basic' } as const;

/** Harkonnen (aggressor) against the Emperor in Arrakeen, the battle already picked. */
function duel(actions: Action[], traitors: Record<string, string[]> = {}) {
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
      traitors,
    },
    actions,
    BASIC,
  );
}

const plans = [plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2' }), plan('emperor', { leader: 'Count Hasimir Fenring', dial: '1' })];
const order = (as: string, choice: string): Action => ({ as, do: 'traitor-order', args: { choice } });

describe('answering "traitor?" before it is asked (issue 30)', () => {
  it('a call given in advance is made as the plans are revealed, by one who holds the leader faced', () => {
    const out = runOk(duel([order('harkonnen', 'call'), order('emperor', 'pass'), ...plans], { harkonnen: ['Count Hasimir Fenring'] }));
    expect(eventsOf(out, 'traitor-called')).toEqual([{ type: 'traitor-called', faction: 'harkonnen', side: 'harkonnen' }]);
    expect(eventsOf(out, 'traitor-passed')).toEqual([{ type: 'traitor-passed', faction: 'emperor' }]);
    expect(eventsOf(out, 'traitor-revealed')).toEqual([{ type: 'traitor-revealed', side: 'harkonnen', leader: 'Count Hasimir Fenring' }]);
  });

  it('a call without the card is a pass, told the table as any pass is: the question still goes to both sides', () => {
    const out = runOk(duel([order('harkonnen', 'call'), order('emperor', 'call'), ...plans]));
    expect(eventsOf(out, 'traitor-passed').map((e) => e.faction)).toEqual(['harkonnen', 'emperor']);
    expect(eventsOf(out, 'traitor-called')).toEqual([]);
    expect(eventsOf(out, 'battle-won')).toHaveLength(1);
  });

  it('"ask" takes an answer back: that side is asked after the reveal, the other answered already', () => {
    const out = runOk(duel([order('emperor', 'pass'), order('emperor', 'ask'), order('harkonnen', 'pass'), ...plans]));
    expect(eventsOf(out, 'traitor-passed').map((e) => e.faction)).toEqual(['harkonnen']);
    expect((out.state.step as { current: { traitorsAwaited: string[] } }).current.traitorsAwaited).toEqual(['emperor']);
    const done = runOk(duel([order('harkonnen', 'pass'), ...plans, pass('emperor')]));
    expect(eventsOf(done, 'battle-won')).toHaveLength(1);
  });

  it('may be given or taken back after one’s own plan, until the other plan reveals both', () => {
    const [harkonnen, emperor] = plans as [Action, Action];
    const out = runOk(duel([harkonnen, order('harkonnen', 'pass'), order('harkonnen', 'call'), emperor], { harkonnen: ['Count Hasimir Fenring'] }));
    expect(eventsOf(out, 'traitor-called')).toEqual([{ type: 'traitor-called', faction: 'harkonnen', side: 'harkonnen' }]);
  });

  it('is the giver’s secret until it is applied, and only the battle’s askers may give one, before the reveal', () => {
    const out = runOk(duel([order('harkonnen', 'call')], { harkonnen: ['Count Hasimir Fenring'] }));
    expect(eventsOf(out, 'traitor-order-given')).toEqual([{ type: 'traitor-order-given', to: ['harkonnen'], choice: 'call' }]);
    expect(JSON.stringify(out.state)).not.toContain('traitorOrder');
    expect(JSON.stringify(out.views.emperor)).not.toContain('traitorOrder');
    expect(out.views.harkonnen?.private).toMatchObject({ traitorOrder: 'call' });
    const late = run(duel([...plans, order('emperor', 'pass')]));
    expect(late.results.at(-1)).toMatchObject({ ok: false, error: { code: 'not-now' } });
  });

  it('is offered to each side alike while the plans are made, as a choice the game does not wait for', () => {
    const state = sealState(finalState(duel([], { harkonnen: ['Count Hasimir Fenring'] })));
    for (const f of HE) {
      const offered = decisionsFor(state, f as FactionId).filter((d) => d.action === 'traitor-order');
      expect(offered, f).toEqual([expect.objectContaining({ label: 'Answer “traitor?” now', args: ['choice'], anytime: true })]);
    }
    const after = sealState(finalState(duel(plans)));
    expect(HE.flatMap((f) => decisionsFor(after, f as FactionId).filter((d) => d.action === 'traitor-order'))).toEqual([]);
  });
});
