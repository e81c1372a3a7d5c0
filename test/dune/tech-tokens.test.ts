import { describe, expect, it } from 'vitest';
import { captureSpiceLedger } from '../../src/dune/spice-ledger';
import { applyAction } from '../../src/dune/apply';
import { decisionsFor } from '../../src/dune/choices';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import { battleScenario, eventsOf, events, finalState, pass, plan, run, runOk, type Action } from './battle-helpers';

/** The Tech Tokens (ixians-tleilaxu.md §5), each test named after its rule id. */

function scenario(sc: Scenario): ScenarioOutput {
  const out = runScenario(sc);
  if ('error' in out) throw new Error(`${out.error.code}: ${out.error.message}`);
  return out;
}

/** Turn 1's storm, dialled 0 by both dialers: the tokens are handed out as it is placed. */
function firstStorm(factions: string[], options: Scenario['options'] = {}): ScenarioOutput {
  const before = scenario({ seed: 4, factions, options, setup: { turn: 1, phase: 'storm' } });
  const dialers: string[] = (before.state.step as { dialers?: string[] }).dialers ?? [];
  return scenario({ seed: 4, factions, options, setup: { turn: 1, phase: 'storm' }, actions: dialers.map((as) => ({ as, do: 'dial', args: { value: 0 } })) });
}

describe('TECH-1: handing the Tech Tokens out', () => {
  it('TECH-1: after the first storm the Tleilaxu take Axlotl Tanks, the Fremen Spice Production; the Ixians’ Heighliners go to the first in storm order holding none', () => {
    const out = firstStorm(['atreides', 'tleilaxu', 'fremen', 'harkonnen']);
    const [handed] = eventsOf(out, 'tech-tokens-handed-out');
    const order = out.state.stormOrder;
    const first = order.find((f) => f !== 'tleilaxu' && f !== 'fremen');
    expect(handed?.holders).toHaveLength(3);
    expect(out.state.techTokens).toEqual({
      atreides: first === 'atreides' ? ['Heighliners'] : [],
      harkonnen: first === 'harkonnen' ? ['Heighliners'] : [],
      tleilaxu: ['Axlotl Tanks'],
      fremen: ['Spice Production'],
    });
  });

  it('TECH-1: two tokens without their faction are shuffled and one goes to the only faction holding none; the other stays out', () => {
    const out = firstStorm(['atreides', 'tleilaxu']);
    const held = out.state.techTokens ?? {};
    expect(held.tleilaxu).toEqual(['Axlotl Tanks']);
    expect(held.atreides).toHaveLength(1);
    expect(['Heighliners', 'Spice Production']).toContain(held.atreides?.[0]);
  });

  it('TECH-1: none without the Ixians or the Tleilaxu (the option’s default), and none when the option is off', () => {
    expect(firstStorm(['atreides', 'harkonnen']).state).not.toHaveProperty('techTokens');
    expect(firstStorm(['atreides', 'tleilaxu'], { techTokens: false }).state).not.toHaveProperty('techTokens');
    expect(firstStorm(['atreides', 'harkonnen'], { techTokens: true }).state.techTokens).toEqual({
      atreides: [expect.any(String)],
      harkonnen: [expect.any(String)],
    });
  });

  it('TECH-1: tokens are public: every seat and the channel see them; a setup may lay them', () => {
    const out = scenario({
      seed: 3,
      factions: ['atreides', 'tleilaxu'],
      setup: { turn: 2, phase: 'bidding', techTokens: { atreides: ['Heighliners', 'spice production'], tleilaxu: ['Axlotl Tanks'] } },
    });
    expect(out.state.techTokens).toEqual({ atreides: ['Heighliners', 'Spice Production'], tleilaxu: ['Axlotl Tanks'] });
    const bad = runScenario({ seed: 3, factions: ['atreides', 'harkonnen'], setup: { techTokens: { atreides: ['Heighliners'] } } });
    expect(bad).toMatchObject({ error: { code: 'bad-setup', message: 'Tech Tokens are not in this game (option `techTokens`).' } });
    const twice = runScenario({ seed: 3, factions: ['atreides', 'tleilaxu'], setup: { techTokens: { atreides: ['Heighliners'], tleilaxu: ['Heighliners'] } } });
    expect(twice).toMatchObject({ error: { code: 'bad-setup' } });
  });
});

/** Four factions at the start of the Revival phase of turn 3. */
const revival = (setup: Scenario['setup'], actions: Action[]): ScenarioOutput =>
  scenario({
    seed: 3,
    factions: ['atreides', 'harkonnen', 'tleilaxu', 'emperor'],
    setup: { turn: 3, phase: 'revival', spice: { atreides: 10, harkonnen: 10, tleilaxu: 10, emperor: 10 }, ...setup },
    actions,
  });

const passAll = (...fs: string[]): Action[] => fs.map((f) => pass(f));

describe('Tech Token income (TECH-2…4), once per phase, at its end', () => {
  it('TECH-2 Axlotl Tanks: the Atreides and the Harkonnen revive free; at the end of Revival the holder of 2 tokens takes 2, once (OP-17: credited as the phase ends, for the tokens then held)', () => {
    const out = revival({ tanks: { atreides: 2, harkonnen: 1 }, techTokens: { emperor: ['Axlotl Tanks', 'Heighliners'] } }, [
      { as: 'atreides', do: 'revive', args: { forces: 2 } },
      { as: 'harkonnen', do: 'revive', args: { forces: 1 } },
    ]);
    expect(eventsOf(out, 'tech-income')).toEqual([{ type: 'tech-income', faction: 'emperor', token: 'Axlotl Tanks', amount: 2 }]);
    expect(out.views.emperor!.spice).toBe(12);
    // The income comes as the phase ends, not with each revival.
    const [first, last] = out.results;
    expect(first?.ok && first.events.map((e) => e.type)).toEqual(['revived', 'free-revival-income']);
    expect(last?.ok && last.events.map((e) => e.type).slice(0, 4)).toEqual(['revived', 'free-revival-income', 'tech-income', 'phase-ended']);
  });

  it('TECH-2: only the Tleilaxu reviving free triggers nothing; nor does a paid revival alone', () => {
    const out = revival({ tanks: { tleilaxu: 3 }, techTokens: { tleilaxu: ['Axlotl Tanks'] } }, [{ as: 'tleilaxu', do: 'revive', args: { forces: 3 } }]);
    expect(out.state.phase).toBe('shipment-movement');
    expect(eventsOf(out, 'tech-income')).toEqual([]);
  });

  it('TECH-2: the income is in the spice ledger: 1 from the bank to the holder', () => {
    const s = finalState({
      seed: 3,
      factions: ['atreides', 'harkonnen', 'tleilaxu', 'emperor'],
      setup: { turn: 3, phase: 'revival', tanks: { atreides: 1 }, techTokens: { emperor: ['Axlotl Tanks'] } },
      actions: [],
    });
    const { moves } = captureSpiceLedger(() => applyAction(s, { kind: 'seat', seat: 'atreides' }, { do: 'revive', args: { forces: 1 } }));
    // TLX-7's 1 to the Tleilaxu, then the token's 1 to its holder.
    expect(moves).toEqual([
      { from: 'bank', to: 'tleilaxu', amount: 1 },
      { from: 'bank', to: 'emperor', amount: 1 },
    ]);
  });

  const shipment = (factions: string[], techTokens: Record<string, string[]>, actions: Action[]): ScenarioOutput =>
    scenario({
      seed: 3,
      factions,
      setup: {
        turn: 3,
        phase: 'shipment-movement',
        storm: 3,
        order: factions,
        spice: Object.fromEntries(factions.map((f) => [f, 10])),
        techTokens,
      },
      actions,
    });

  it('TECH-3 Heighliners: the Atreides ship 2 from reserves; at the end of Shipment and Movement the Tleilaxu, holding it, take 1', () => {
    const out = shipment(['atreides', 'harkonnen', 'tleilaxu'], { tleilaxu: ['Heighliners'] }, [
      { as: 'atreides', do: 'ship', args: { territory: 'Arrakeen', forces: 2 } },
      ...passAll('atreides', 'harkonnen', 'harkonnen', 'tleilaxu', 'tleilaxu'),
    ]);
    expect(out.results.every((r) => r.ok)).toBe(true);
    expect(eventsOf(out, 'tech-income')).toEqual([{ type: 'tech-income', faction: 'tleilaxu', token: 'Heighliners', amount: 1 }]);
  });

  it('TECH-3: no shipment, no income', () => {
    const out = shipment(
      ['atreides', 'harkonnen', 'tleilaxu'],
      { tleilaxu: ['Heighliners'] },
      passAll('atreides', 'atreides', 'harkonnen', 'harkonnen', 'tleilaxu', 'tleilaxu'),
    );
    expect(out.state.phase).not.toBe('shipment-movement');
    expect(eventsOf(out, 'tech-income')).toEqual([]);
  });

  const charity = (setup: Scenario['setup'], actions: Action[], options: Scenario['options'] = {}): ScenarioOutput =>
    scenario({
      seed: 3,
      factions: ['atreides', 'bene-gesserit', 'tleilaxu'],
      options: { charity: 'claim', ...options },
      setup: { turn: 3, phase: 'charity', ...setup },
      actions,
    });

  it('TECH-4 Spice Production: the Atreides claim charity; at the end of CHOAM Charity the Tleilaxu, holding it, take 1', () => {
    const out = charity({ spice: { atreides: 0, 'bene-gesserit': 5, tleilaxu: 5 }, techTokens: { tleilaxu: ['Spice Production'] } }, [
      { as: 'atreides', do: 'charity' },
      { as: 'bene-gesserit', do: 'pass' },
    ]);
    expect(eventsOf(out, 'tech-income')).toEqual([{ type: 'tech-income', faction: 'tleilaxu', token: 'Spice Production', amount: 1 }]);
    expect(out.views.tleilaxu!.spice).toBe(6);
  });

  it('TECH-4: the Bene Gesserit alone claiming charity triggers nothing', () => {
    const out = charity({ spice: { atreides: 5, 'bene-gesserit': 5, tleilaxu: 5 }, techTokens: { tleilaxu: ['Spice Production'] } }, [
      { as: 'bene-gesserit', do: 'charity' },
    ]);
    expect(out.results[0]).toMatchObject({ ok: true });
    expect(eventsOf(out, 'tech-income')).toEqual([]);
  });

  it('TECH-4 with `alternateSpiceProduction`: charity triggers nothing', () => {
    const out = charity(
      { spice: { atreides: 0, 'bene-gesserit': 5, tleilaxu: 5 }, techTokens: { tleilaxu: ['Spice Production'] } },
      [
        { as: 'atreides', do: 'charity' },
        { as: 'bene-gesserit', do: 'pass' },
      ],
      { alternateSpiceProduction: true },
    );
    expect(eventsOf(out, 'tech-income')).toEqual([]);
  });
});

describe('TECH-5: the winner of a battle takes a Tech Token', () => {
  const duel = (techTokens: Record<string, string[]>, actions: Action[], setup: Record<string, unknown> = {}) =>
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
        faceDancers: ['Wykk', 'Bashar', 'Blin'],
        techTokens,
        ...setup,
      },
      actions,
      { rules: 'basic' },
    );
  const fight: Action[] = [
    plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3' }),
    plan('emperor', { leader: 'Bashar', dial: '2' }),
    pass('harkonnen'),
    pass('emperor'),
  ];

  it('TECH-5: the Harkonnen beat the Emperor, who hold Heighliners alone: the Harkonnen take it at once', () => {
    const out = runOk(duel({ emperor: ['Heighliners'], tleilaxu: ['Axlotl Tanks'] }, fight));
    expect(eventsOf(out, 'tech-token-taken')).toEqual([{ type: 'tech-token-taken', faction: 'harkonnen', from: 'emperor', token: 'Heighliners' }]);
    expect(out.state.techTokens).toEqual({ harkonnen: ['Heighliners'], emperor: [], tleilaxu: ['Axlotl Tanks'] });
  });

  it('TECH-5: the loser holds two: the winner is asked which (`take-tech`), only the loser’s are offered; then the battle ends', () => {
    const waiting = runOk(duel({ emperor: ['Heighliners', 'Spice Production'] }, fight));
    expect(eventsOf(waiting, 'tech-token-taken')).toEqual([]);
    expect(waiting.state.waitingFor).toEqual(['harkonnen']);
    const s = finalState(duel({ emperor: ['Heighliners', 'Spice Production'] }, fight));
    const offered = decisionsFor(s, 'harkonnen').find((d) => d.action === 'take-tech');
    expect(offered?.label).toBe('Take a Tech Token');
    const wrong = run(
      duel({ emperor: ['Heighliners', 'Spice Production'] }, [...fight, { as: 'harkonnen', do: 'take-tech', args: { token: 'axlotl-tanks' } }]),
    );
    expect(wrong.results.at(-1)).toMatchObject({
      ok: false,
      error: { code: 'not-held', message: 'The Emperor does not hold Axlotl Tanks; take Heighliners or Spice Production.' },
    });
    const notWinner = run(
      duel({ emperor: ['Heighliners', 'Spice Production'] }, [...fight, { as: 'emperor', do: 'take-tech', args: { token: 'heighliners' } }]),
    );
    expect(notWinner.results.at(-1)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    const taken = runOk(
      duel({ emperor: ['Heighliners', 'Spice Production'] }, [...fight, { as: 'harkonnen', do: 'take-tech', args: { token: 'spice-production' } }]),
    );
    expect(taken.state.techTokens).toMatchObject({ harkonnen: ['Spice Production'], emperor: ['Heighliners'] });
    expect(taken.state.phase).not.toBe('battle');
  });

  it('TECH-5: the token is taken before the Face Dancer is revealed', () => {
    const out = runOk(duel({ emperor: ['Heighliners'] }, fight, { faceDancers: ['Feyd-Rautha', 'Wykk', 'Blin'] }));
    const types = events(out)
      .map((e) => e.type)
      .filter((t) => t === 'tech-token-taken' || t === 'face-dancer-revealed');
    expect(types).toEqual(['tech-token-taken', 'face-dancer-revealed']);
  });

  it('TECH-5: a loser without tokens gives none', () => {
    const out = runOk(duel({ harkonnen: ['Heighliners'] }, fight));
    expect(eventsOf(out, 'tech-token-taken')).toEqual([]);
  });
});

describe('TECH-6: all three Tech Tokens count one extra stronghold', () => {
  const at = (faction: string, territory: string) => ({ faction, territory, forces: 2 });
  const mentat = (setup: Scenario['setup']) =>
    scenario({ seed: 11, factions: ['atreides', 'harkonnen', 'tleilaxu'], setup: { turn: 4, phase: 'mentat', storm: 1, ...setup } });
  const all = ['Axlotl Tanks', 'Heighliners', 'Spice Production'];

  it('TECH-6: the Harkonnen with 2 strongholds and all three tokens win; with two tokens they do not', () => {
    const board = [at('harkonnen', 'Arrakeen'), at('harkonnen', 'Carthag')];
    expect(mentat({ board, techTokens: { harkonnen: all } }).state.winner).toEqual({
      factions: ['harkonnen'],
      reason: 'Harkonnen control 2 strongholds (Arrakeen, Carthag) and hold all three Tech Tokens, which count as one more at the end of turn 4.',
    });
    expect(mentat({ board, techTokens: { harkonnen: all.slice(0, 2), atreides: all.slice(2) } }).state.winner).toBeNull();
  });

  it('TECH-6: allies do not add their tokens together', () => {
    const board = [at('harkonnen', 'Arrakeen'), at('harkonnen', 'Carthag'), at('tleilaxu', 'Sietch Tabr')];
    const split = mentat({ board, alliances: [['harkonnen', 'tleilaxu']], techTokens: { harkonnen: all.slice(0, 2), tleilaxu: all.slice(2) } });
    expect(split.state.winner).toBeNull();
    const one = mentat({ board, alliances: [['harkonnen', 'tleilaxu']], techTokens: { tleilaxu: all } });
    expect(one.state.winner?.factions).toEqual(expect.arrayContaining(['harkonnen', 'tleilaxu']));
  });

  /** The Mentat Pause of the last turn (10), neither Guild nor Fremen in play: the most strongholds wins (§13.2). */
  const lastTurn = (setup: Scenario['setup'], options: Scenario['options'] = {}) =>
    scenario({
      seed: 11,
      factions: ['atreides', 'harkonnen', 'tleilaxu'],
      options,
      setup: { turn: 10, phase: 'mentat', storm: 1, order: ['atreides', 'harkonnen', 'tleilaxu'], ...setup },
    });

  it('TECH-6 on the last turn: all three tokens count one more toward the most strongholds; a tie is settled by `mostStrongholdsTie`', () => {
    const board = [at('harkonnen', 'Arrakeen'), at('atreides', 'Carthag'), at('atreides', 'Sietch Tabr')];
    expect(lastTurn({ board, techTokens: { tleilaxu: all } }).state.winner?.factions).toEqual(['atreides']);
    expect(lastTurn({ board, techTokens: { harkonnen: all } }).state.winner).toEqual({
      factions: ['atreides', 'harkonnen'],
      reason:
        'Atreides and Harkonnen win with the most strongholds at the end of the last turn (turn 10): Atreides 2 strongholds (Carthag, Sietch Tabr); Harkonnen 1 stronghold (Arrakeen) and all three Tech Tokens, counting as one more.',
    });
    // The earliest in storm order takes the tie under treachery.online's rule.
    expect(lastTurn({ board, techTokens: { harkonnen: all } }, { mostStrongholdsTie: 'storm-order' }).state.winner?.factions).toEqual(['atreides']);
    const ahead = lastTurn({ board, order: ['harkonnen', 'atreides', 'tleilaxu'], techTokens: { harkonnen: all } }, { mostStrongholdsTie: 'storm-order' });
    expect(ahead.state.winner?.factions).toEqual(['harkonnen']);
  });

  it('TECH-6 on the last turn: in an alliance the token counts only if one ally holds all three', () => {
    const board = [at('tleilaxu', 'Sietch Tabr'), at('harkonnen', 'Arrakeen'), at('atreides', 'Carthag'), at('atreides', "Tuek's Sietch")];
    const alliances = [['harkonnen', 'tleilaxu']];
    const one = lastTurn({ board, alliances, techTokens: { tleilaxu: all } });
    expect(one.state.winner?.factions).toEqual(['atreides', 'tleilaxu', 'harkonnen']);
    const split = lastTurn({ board, alliances, techTokens: { harkonnen: all.slice(0, 2), tleilaxu: all.slice(2) } });
    expect(split.state.winner?.factions).toEqual(['atreides']);
  });
});

it('the Tech Token choice is not offered to a seat without one', () => {
  const s = finalState({ seed: 3, factions: ['atreides', 'tleilaxu'], setup: { turn: 2, phase: 'bidding' } });
  expect(decisionsFor(s, 'atreides').some((d) => d.action === 'take-tech')).toBe(false);
});
