import { describe, expect, it } from 'vitest';
import { decisionsFor } from '../../src/dune/choices';
import { type Action, battleScenario, eventsOf, finalState, leaderAt, pass, plan, run, runOk } from './battle-helpers';

/**
 * The Harkonnen capture after a battle (GF9 2.05.10.01) is attempted once the battle is won and
 * resolved, and a Karama cancels a power "when another player attempts to use it" (GF9
 * 3.01.11.01): the loser is asked before a kill or a capture takes effect, and anyone may stop it
 * with a Karama until then.
 */

// Every Atreides leader but Duncan Idaho lies in the Tanks: the draw has one leader to take, whatever the seed.
const TANKS = { 'Thufir Hawat': 'tanks', 'Lady Jessica': 'tanks', 'Gurney Halleck': 'tanks', 'Dr. Wellington Yueh': 'tanks' } as const;

/** The plans are revealed in Arrakeen (Advanced): the Harkonnen dial more; each side is asked for a traitor. */
const revealed = (hands: Record<string, string[]>, after: Action[]) =>
  battleScenario(
    ['harkonnen', 'atreides', 'emperor'],
    {
      order: ['harkonnen', 'atreides', 'emperor'],
      spice: { harkonnen: 10, atreides: 10, emperor: 10 },
      leaders: TANKS,
      hands: { harkonnen: [], atreides: [], emperor: [], ...hands },
      board: [
        { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
        { faction: 'atreides', territory: 'Arrakeen', forces: 1 },
      ],
    },
    [pass('atreides'), plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', spice: 1 }), plan('atreides', { leader: 'Duncan Idaho', dial: '0' }), ...after],
    { rules: 'advanced' },
  );

/** The Harkonnen beat the Atreides (nobody calls a traitor); the Emperor look on with `hands.emperor`. */
const won = (hands: Record<string, string[]>, after: Action[]) => revealed(hands, [pass('harkonnen'), pass('atreides'), ...after]);

const kill: Action = { as: 'harkonnen', do: 'capture', args: { choice: 'kill' } };
const take: Action = { as: 'harkonnen', do: 'capture', args: { choice: 'capture' } };
const karama = (as: string): Action => ({ as, do: 'play', args: { card: 'Karama', power: 'capture' } });

describe('GF9 2.05.10.01 and 3.01.11.01: a Karama stops the Harkonnen capture when it is attempted, after the battle', () => {
  it('the loser stops a kill with Karama: the leader stays in their pool and the Harkonnen get no 2 spice', () => {
    const out = runOk(won({ atreides: ['Karama'] }, [kill, karama('atreides')]));
    expect(eventsOf(out, 'capture-attempted')).toEqual([{ type: 'capture-attempted', leader: 'Duncan Idaho', faction: 'atreides', choice: 'kill' }]);
    expect(eventsOf(out, 'power-stopped')).toMatchObject([{ power: 'capture', faction: 'harkonnen', by: 'atreides' }]);
    expect(out.results[6]).toMatchObject({ ok: true, stopped: true });
    expect(eventsOf(out, 'capture-kill-spice')).toEqual([]);
    expect(leaderAt(out, 'atreides', 'Duncan Idaho')).toBe('pool');
    // 10, less the 1 dialled, plus nothing: the 2 for the kill stay in the bank.
    expect(out.views.harkonnen!.spice).toBe(9);
    expect(out.views.atreides!.hand).toEqual([]);
    expect(out.state.treacheryDiscard).toEqual(['Karama']);
    // The battle is over: the phase moved on.
    expect(out.state.phase).not.toBe('battle');
  });

  it('the loser stops a capture with Karama: the leader stays theirs', () => {
    const out = runOk(won({ atreides: ['Karama'] }, [take, karama('atreides')]));
    expect(out.state.captured).toEqual([]);
    expect(leaderAt(out, 'atreides', 'Duncan Idaho')).toBe('pool');
  });

  it('after the choice the game waits for the loser, whose `pass` lets a kill go ahead (2 spice, face down)', () => {
    const chosen = run(won({}, [kill]));
    expect(chosen.state.waitingFor).toEqual(['atreides']);
    expect(chosen.state.expecting).toContain('Atreides to let the Harkonnen kill Duncan Idaho (`pass`), or stop it with a Karama');
    expect(chosen.state.step).toMatchObject({ current: { capture: 'Duncan Idaho', captureChoice: 'kill' } });
    expect(leaderAt(chosen, 'atreides', 'Duncan Idaho')).toBe('pool');

    const sc = won({}, [kill, pass('atreides')]);
    const out = runOk(sc);
    expect(eventsOf(out, 'capture-kill-spice')).toEqual([{ type: 'capture-kill-spice', faction: 'harkonnen', amount: 2, leader: 'Duncan Idaho' }]);
    expect(out.views.harkonnen!.spice).toBe(11);
    expect(finalState(sc).leaders['duncan-idaho']).toEqual({ location: 'tanks', deaths: 1, faceDown: true });
  });

  it('the loser’s `pass` lets a capture go ahead: the leader joins the Harkonnen', () => {
    const out = runOk(won({}, [take, pass('atreides')]));
    expect(out.state.captured).toEqual([{ leader: 'Duncan Idaho', owner: 'atreides' }]);
  });

  it('any player holding a Karama may stop the attempt while the loser is asked', () => {
    const out = runOk(won({ emperor: ['Karama'] }, [take, karama('emperor')]));
    expect(eventsOf(out, 'power-stopped')).toMatchObject([{ power: 'capture', by: 'emperor' }]);
    expect(out.state.captured).toEqual([]);
  });

  it('a Karama after the draw, before the Harkonnen choose, stops the attempt too', () => {
    const out = runOk(won({ atreides: ['Karama'] }, [karama('atreides')]));
    expect(eventsOf(out, 'capture-drawn')).toHaveLength(1);
    expect(eventsOf(out, 'power-stopped')).toMatchObject([{ power: 'capture' }]);
    expect(out.state.phase).not.toBe('battle');
    expect(leaderAt(out, 'atreides', 'Duncan Idaho')).toBe('pool');
  });

  it('a Karama after the reveal, while traitors are still called, stops the capture when it comes', () => {
    const out = runOk(revealed({ atreides: ['Karama'] }, [karama('atreides'), pass('harkonnen'), pass('atreides')]));
    expect(eventsOf(out, 'capture-drawn')).toEqual([]);
    expect(eventsOf(out, 'power-stopped')).toMatchObject([{ power: 'capture' }]);
  });

  it('leaving the leader ends the attempt: the loser is not asked', () => {
    const out = runOk(won({ atreides: ['Karama'] }, [pass('harkonnen')]));
    expect(eventsOf(out, 'capture-declined')).toHaveLength(1);
    expect(out.state.phase).not.toBe('battle');
    expect(out.views.atreides!.hand).toEqual(['Karama']);
  });

  it('the Harkonnen choose once; the loser is the one to answer', () => {
    // The Harkonnen played a Snooper: still awaited to keep it, they cannot choose again.
    const sc = won({ harkonnen: ['Snooper'] }, [kill, take, pass('harkonnen'), pass('emperor')]);
    sc.actions![1] = plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', spice: 1, defense: 'Snooper' });
    const out = run(sc);
    expect(out.results.slice(6).map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['already-chosen', 'nothing-to-pass', 'not-your-turn']);
  });

  it('the wait tells the table nothing: the loser is asked the same way with or without a Karama', () => {
    const withKarama = run(won({ atreides: ['Karama'] }, [kill]));
    const without = run(won({ atreides: ['Lasgun'] }, [kill]));
    expect(withKarama.state).toEqual(without.state);
    expect(withKarama.views.harkonnen).toEqual(without.views.harkonnen);
    expect(withKarama.views.emperor).toEqual(without.views.emperor);
  });

  it('the loser is offered “Let it go ahead”, and “Stop it with Karama” only when they hold one', () => {
    const labels = (hands: Record<string, string[]>) =>
      decisionsFor(finalState(won(hands, [kill])), 'atreides')
        .filter((d) => !d.anytime)
        .map((d) => [d.label, d.action, d.preset ?? {}]);
    expect(labels({ atreides: ['Karama'] })).toEqual([
      ['Let it go ahead', 'pass', {}],
      ['Stop it with Karama', 'play', { card: 'karama', power: 'capture' }],
    ]);
    expect(labels({ atreides: ['Lasgun'] })).toEqual([['Let it go ahead', 'pass', {}]]);
  });
});
