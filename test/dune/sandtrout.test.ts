import { describe, expect, it } from 'vitest';
import { spiceDeckFor } from '../../src/dune/data/cards';
import { DEFAULT_OPTIONS } from '../../src/dune/options';
import type { Scenario } from '../../src/dune/scenario';
import { eventsOf, run } from '../support/scenario';

/** Basic, the Atreides and the Harkonnen allied, with the Sandtrout, entering the Spice Blow of `turn`; storm in sector 5. */
const blow = (spiceDeck: string[], turn = 2, options: Record<string, unknown> = {}): Scenario => ({
  seed: 4,
  factions: ['atreides', 'harkonnen', 'fremen'],
  options: { rules: 'basic', sandtrout: true, ...options },
  setup: { turn, phase: 'spice-blow', storm: 5, spiceDeck, spiceDiscard: { A: ['Old Gap'], B: [] }, alliances: [['atreides', 'harkonnen']] },
  actions: [],
});

const effects = (out: ReturnType<typeof run>) => eventsOf(out, 'sandtrout').map((e) => e.effect);
const blown = (out: ReturnType<typeof run>) => eventsOf(out, 'spice-blown').map((e) => [e.territory, e.amount]);

describe('SPICE-SANDTROUT (ixians-tleilaxu.md §7.1)', () => {
  it('SPICE-SANDTROUT: the spice deck becomes 22 with the switch on (by default when the Ixians or the Tleilaxu play)', () => {
    expect(spiceDeckFor(DEFAULT_OPTIONS, ['atreides', 'harkonnen'])).toHaveLength(21);
    expect(spiceDeckFor(DEFAULT_OPTIONS, ['atreides', 'tleilaxu'])).toHaveLength(22);
    expect(spiceDeckFor({ sandtrout: true }, ['atreides'])).toContain('sandtrout');
  });

  it('SPICE-SANDTROUT: revealed, every alliance ends with no Nexus; a territory card before any worm is not doubled', () => {
    const out = run(blow(['Sandtrout', 'Red Chasm']));
    expect(effects(out)).toEqual(['alliances-end']);
    expect(out.state.alliances).toEqual([]);
    expect(eventsOf(out, 'nexus-started')).toEqual([]);
    expect(blown(out)).toEqual([['Red Chasm', 8]]);
  });

  it('SPICE-SANDTROUT: the next worm is stilled (no strike, no Nexus, nothing devoured) and the next territory card is doubled', () => {
    const out = run(blow(['Sandtrout', 'Shai-Hulud', 'Red Chasm']));
    expect(effects(out)).toEqual(['alliances-end', 'worm-stilled', 'doubled']);
    expect(eventsOf(out, 'worm-appeared')).toEqual([]);
    expect(eventsOf(out, 'nexus-started')).toEqual([]);
    expect(blown(out)).toEqual([['Red Chasm', 16]]);
  });

  it('SPICE-SANDTROUT: a second worm before the territory card acts normally and cancels the doubling', () => {
    const out = run(blow(['Sandtrout', 'Shai-Hulud', 'Shai-Hulud', 'Red Chasm']));
    expect(effects(out)).toEqual(['alliances-end', 'worm-stilled']);
    expect(eventsOf(out, 'worm-appeared')).toHaveLength(1);
    expect(eventsOf(out, 'nexus-started')).toHaveLength(1);
    expect(blown(out)).toEqual([['Red Chasm', 8]]);
  });

  it('OP-11: on turn 1 the Sandtrout is set aside and shuffled back with the worms (treachery.online); with sandtroutTurnOne: applies it acts', () => {
    const first = run(blow(['Sandtrout', 'Red Chasm'], 1));
    expect(effects(first)).toEqual(['set-aside']);
    expect(first.state.alliances).toHaveLength(1);
    expect(eventsOf(first, 'worms-shuffled-back')).toHaveLength(1);
    const applies = run(blow(['Sandtrout', 'Red Chasm'], 1, { sandtroutTurnOne: 'applies' }));
    expect(effects(applies)).toEqual(['alliances-end']);
    expect(applies.state.alliances).toEqual([]);
  });
});
