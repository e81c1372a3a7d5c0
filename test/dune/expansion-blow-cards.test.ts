import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { optionsFor } from '../../src/dune';
import { sealState } from '../../src/dune/inspect';
import { errorOf, eventsOf, forcesAt, run } from '../support/scenario';
import { finalState } from './battle-helpers';

/** Turn 2, Basic, the Atreides and the Harkonnen with the expansion's cards, entering the Spice Blow; storm in sector 5. */
const blow = (setup: Scenario['setup'], actions: Scenario['actions'] = [], options: Record<string, unknown> = {}): Scenario => ({
  seed: 4,
  factions: ['atreides', 'harkonnen'],
  options: { rules: 'basic', expansionTreacheryCards: true, ...options },
  setup: { turn: 2, phase: 'spice-blow', storm: 5, ...setup },
  actions,
});

const harvest = (play: boolean) => ({ as: 'atreides', do: 'harvester', args: { play } });
const redChasm = (out: ReturnType<typeof run>) => out.state.spiceOnBoard.filter((p) => p.territory === 'Red Chasm').map((p) => p.amount);

describe('the expansion’s Spice Blow cards (ixians-tleilaxu.md §6)', () => {
  const setup = {
    hands: { atreides: ['Harvester'], harkonnen: [] },
    spiceDeck: ['Red Chasm', 'Old Gap'],
    spiceOnBoard: [{ territory: 'Red Chasm', amount: 3 }],
  };

  it('CARD-HARVESTER: played just after a territory card, the blow is doubled; OP-9', () => {
    // The holder is asked once Red Chasm's 8 are placed (3 lay there already).
    const asked = run(blow(setup));
    expect(asked.state.phase).toBe('spice-blow');
    expect(redChasm(asked)).toEqual([11]);
    expect(errorOf(run(blow(setup, [{ as: 'harkonnen', do: 'harvester', args: { play: true } }])), 0)).toMatchObject({ code: 'not-your-turn' });
    // OP-9 'blow' (DuneBot, the default): the blow's 8 once more, 19.
    const played = run(blow(setup, [harvest(true)]));
    expect(eventsOf(played, 'harvester-played')).toEqual([{ type: 'harvester-played', faction: 'atreides', territory: 'Red Chasm', amount: 8 }]);
    expect(redChasm(played)).toEqual([19]);
    expect(played.state.treacheryDiscard).toEqual(['Harvester']);
    expect(played.state.phase).not.toBe('spice-blow');
    // OP-9 'pile' (treachery.online): the whole pile doubled, older spice included: 22.
    expect(redChasm(run(blow(setup, [harvest(true)], { harvester: 'pile' })))).toEqual([22]);
    // Kept: the blow stays 8, the card stays in hand.
    const kept = run(blow(setup, [harvest(false)]));
    expect(redChasm(kept)).toEqual([11]);
    expect(kept.views.atreides?.hand).toEqual(['Harvester']);
    // A blow in the storm places nothing and is not offered (OP-9).
    const storm = run(blow({ ...setup, storm: 6 }));
    expect(storm.state.phase).not.toBe('spice-blow');
    expect(errorOf(run(blow({ ...setup, storm: 6 }, [harvest(true)])), 0)).toMatchObject({ code: 'wrong-phase' });
  });

  it('CARD-THUMPER: at the start of the Spice Blow, turn 2 on, a worm strikes the top territory of pile A and a Nexus follows', () => {
    const thumped = {
      hands: { atreides: ['Thumper'], harkonnen: [] },
      spiceDeck: ['Old Gap'],
      spiceDiscard: { A: ['Red Chasm'], B: [] },
      board: [{ faction: 'harkonnen', territory: 'Red Chasm', forces: 3 }],
    };
    const asked = run(blow(thumped));
    expect(asked.state.phase).toBe('spice-blow');
    expect(eventsOf(asked, 'spice-blown')).toEqual([]);
    const out = run(
      blow(thumped, [
        { as: 'atreides', do: 'thumper', args: { play: true } },
        { as: 'atreides', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
      ]),
    );
    expect(out.results.every((r) => r.ok)).toBe(true);
    expect(eventsOf(out, 'thumper-played')).toEqual([{ type: 'thumper-played', faction: 'atreides' }]);
    expect(eventsOf(out, 'worm-appeared')[0]).toMatchObject({ pile: 'A', territory: 'Red Chasm' });
    expect(eventsOf(out, 'spice-blown').map((e) => e.territory)).toEqual(['Old Gap']);
    expect(eventsOf(out, 'nexus-started')).toEqual([{ type: 'nexus-started', pile: 'A', strikes: ['Red Chasm'] }]);
    expect(forcesAt(out, 'harkonnen', 'Red Chasm')).toEqual([]);
    expect(out.state.treacheryDiscard).toEqual(['Thumper']);
    // Kept: blow A is revealed as usual; on turn 1 nobody is asked.
    const kept = run(blow(thumped, [{ as: 'atreides', do: 'thumper', args: { play: false } }]));
    expect(eventsOf(kept, 'spice-blown').map((e) => e.territory)).toEqual(['Old Gap']);
    expect(eventsOf(kept, 'thumper-played')).toEqual([]);
    expect(run(blow({ ...thumped, turn: 1 })).state.phase).not.toBe('spice-blow');
  });

  it('CARD-THUMPER thumperOnBlowB (house rule): in the Advanced game it may replace blow B’s first card too; without the rule blow B is not asked', () => {
    const twoBlows = {
      hands: { atreides: ['Thumper'], harkonnen: [] },
      spiceDeck: ['Old Gap', 'South Mesa'],
      spiceDiscard: { A: ['Red Chasm'], B: ['Sihaya Ridge'] },
      board: [{ faction: 'harkonnen', territory: 'Sihaya Ridge', forces: 3 }],
    };
    const advanced = { rules: 'advanced', thumperOnBlowB: true };
    const keep = { as: 'atreides', do: 'thumper', args: { play: false } };
    const thump = { as: 'atreides', do: 'thumper', args: { play: true } };
    const out = run(blow(twoBlows, [keep, thump, { as: 'atreides', do: 'pass' }, { as: 'harkonnen', do: 'pass' }], advanced));
    expect(out.results.every((r) => r.ok)).toBe(true);
    expect(eventsOf(out, 'spice-blown').map((e) => [e.pile, e.territory])).toEqual([
      ['A', 'Old Gap'],
      ['B', 'South Mesa'],
    ]);
    expect(eventsOf(out, 'worm-appeared')).toEqual([{ type: 'worm-appeared', pile: 'B', territory: 'Sihaya Ridge', wormsSeen: expect.any(Number) }]);
    expect(eventsOf(out, 'nexus-started')).toEqual([{ type: 'nexus-started', pile: 'B', strikes: ['Sihaya Ridge'] }]);
    expect(forcesAt(out, 'harkonnen', 'Sihaya Ridge')).toEqual([]);
    expect(out.state.treacheryDiscard).toEqual(['Thumper']);
    // Without the house rule, keeping it before blow A keeps it for the phase: blow B is revealed at once.
    const off = run(blow(twoBlows, [keep, thump], { rules: 'advanced' }));
    expect(eventsOf(off, 'spice-blown').map((e) => e.pile)).toEqual(['A', 'B']);
    expect(errorOf(off, 1)).toMatchObject({ code: 'wrong-phase' });
  });
});

describe('blowCardWindow: who is asked about the Thumper and the Harvester', () => {
  const thumperIn = (hands: Record<string, string[]>, actions: Scenario['actions'] = [], options: Record<string, unknown> = {}) =>
    run(blow({ hands, spiceDeck: ['Old Gap'], spiceDiscard: { A: ['Red Chasm'], B: [] } }, actions, options));

  it("CARD-THUMPER blowCardWindow 'holders' (default): only the holder is asked, and the table is not told who", () => {
    const atreides = thumperIn({ atreides: ['Thumper'], harkonnen: [] });
    const harkonnen = thumperIn({ atreides: [], harkonnen: ['Thumper'] });
    expect(atreides.state.waitingFor).toEqual([]);
    expect(atreides.state.expecting).toContain('the holder of the Thumper');
    expect(atreides.views.atreides?.awaited).toBe(true);
    expect(atreides.views.harkonnen?.awaited).toBe(false);
    expect(harkonnen.views.harkonnen?.awaited).toBe(true);
    // Whoever holds it, the table sees the same.
    expect(harkonnen.state).toEqual(atreides.state);
  });

  it("CARD-THUMPER CARD-HARVESTER blowCardWindow 'everyone': every faction is asked while the card may be in a hand; only the holder may play it", () => {
    const everyone = { blowCardWindow: 'everyone' };
    const nobody = thumperIn({ atreides: [], harkonnen: [] }, [], everyone);
    expect(nobody.state.waitingFor).toEqual(['harkonnen', 'atreides']); // in storm order
    // The buttons offer a holder both answers, anyone else only "no".
    const s = sealState(finalState(blow({ hands: { atreides: [], harkonnen: ['Thumper'] }, spiceDeck: ['Old Gap'] }, [], everyone)));
    const answers = (f: 'atreides' | 'harkonnen') => {
      const o = optionsFor(s, f, 'thumper', {}, 'play');
      return o.kind === 'list' ? o.options.map((x) => x.value) : [];
    };
    expect([answers('harkonnen'), answers('atreides')]).toEqual([[false, true], [false]]);
    const played = thumperIn(
      { atreides: [], harkonnen: ['Thumper'] },
      [
        { as: 'atreides', do: 'thumper', args: { play: true } },
        { as: 'atreides', do: 'thumper', args: { play: false } },
        { as: 'harkonnen', do: 'thumper', args: { play: true } },
      ],
      everyone,
    );
    expect(played.results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['card-not-in-hand', 'ok', 'ok']);
    expect(eventsOf(played, 'thumper-played')).toEqual([{ type: 'thumper-played', faction: 'harkonnen' }]);
    // Both answer no: the blow is revealed; a Thumper in the discard pile asks nobody.
    const passed = thumperIn(
      { atreides: [], harkonnen: [] },
      [
        { as: 'atreides', do: 'thumper', args: { play: false } },
        { as: 'harkonnen', do: 'thumper', args: { play: false } },
      ],
      everyone,
    );
    expect(eventsOf(passed, 'spice-blown').map((e) => e.territory)).toEqual(['Old Gap']);
    const spent = run(blow({ treacheryDiscard: ['Thumper'], spiceDeck: ['Old Gap'] }, [], everyone));
    expect(eventsOf(spent, 'spice-blown').map((e) => e.territory)).toEqual(['Old Gap']);
    // The Harvester the same way, just after a territory card placed spice.
    const harvested = run(
      blow(
        { treacheryDiscard: ['Thumper'], hands: { atreides: ['Harvester'], harkonnen: [] }, spiceDeck: ['Red Chasm'] },
        [
          { as: 'harkonnen', do: 'harvester', args: { play: false } },
          { as: 'atreides', do: 'harvester', args: { play: true } },
        ],
        everyone,
      ),
    );
    expect(harvested.results.every((r) => r.ok)).toBe(true);
    expect(eventsOf(harvested, 'harvester-played')).toMatchObject([{ faction: 'atreides', amount: 8 }]);
  });
});

describe('CARD-AMAL (ixians-tleilaxu.md §6)', () => {
  const start = (actions: Scenario['actions']): Scenario => ({
    seed: 4,
    factions: ['atreides', 'harkonnen'],
    options: { rules: 'basic', expansionTreacheryCards: true },
    setup: { turn: 2, phase: 'storm', spice: { atreides: 9, harkonnen: 10 }, hands: { atreides: ['Amal'], harkonnen: ['Truthtrance'] } },
    actions,
  });
  const amal = { as: 'atreides', do: 'play', args: { card: 'Amal' } };

  it('CARD-AMAL: at the start of a phase every player pays half their spice, rounded up; later in the phase it is refused', () => {
    const out = run(start([amal]));
    expect(out.results[0]).toMatchObject({ ok: true });
    expect(eventsOf(out, 'amal-paid')).toEqual([
      { type: 'amal-paid', faction: 'atreides', amount: 5 },
      { type: 'amal-paid', faction: 'harkonnen', amount: 5 },
    ]);
    expect(out.views.atreides?.spice).toBe(4);
    expect(out.views.harkonnen?.spice).toBe(5);
    expect(out.state.treacheryDiscard).toEqual(['Amal']);
    // Once anyone has acted in the phase, it is no longer its start.
    const late = run(start([{ as: 'harkonnen', do: 'play', args: { card: 'Truthtrance', target: 'atreides', question: 'Do you hold Amal?' } }, amal]));
    expect(errorOf(late, 1)).toMatchObject({ code: 'too-late' });
    expect(late.views.atreides?.hand).toEqual(['Amal']);
  });
});
