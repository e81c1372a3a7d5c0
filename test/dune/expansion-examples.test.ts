import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DuneEvent } from '../../src/dune/events';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import { eventsOf, forcesIn } from './battle-helpers';

/**
 * The Ixians & Tleilaxu examples of docs/scenarios.md do what the page says they do: the refusals
 * it names, the events and the numbers. test/examples.test.ts only runs them.
 */

const DIR = new URL('../../examples/', import.meta.url);

function example(name: string): ScenarioOutput {
  const out = runScenario(JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as Scenario);
  if ('error' in out) throw new Error(`${name}: ${out.error.message}`);
  return out;
}

/** Each action's refusal code, or 'ok'. */
const outcomes = (out: ScenarioOutput): string[] => out.results.map((r) => (r.ok ? 'ok' : r.error.code));
const eventsAt = (out: ScenarioOutput, i: number): DuneEvent[] => {
  const r = out.results[i];
  if (!r?.ok) throw new Error(`action ${i} was refused`);
  return r.events;
};

describe('the Ixians’ examples', () => {
  it('IX-3: examples/ixians-hms-placement: the storm moves to sector 2; Carthag is refused (a stronghold); the HMS points at Funeral Plain', () => {
    const out = example('ixians-hms-placement');
    expect(outcomes(out)).toEqual(['ok', 'ok', 'bad-territory', 'ok']);
    expect(out.state.storm).toBe(2);
    expect(eventsAt(out, 3)).toContainEqual({ type: 'hms-placed', faction: 'ixians', host: { territory: 'Funeral Plain', sector: 14 } });
  });

  it('IX-4: examples/ixians-hms-stronghold: the Atreides may not ship in but move in from the host; the Ixians ship 3 in for 3', () => {
    const out = example('ixians-hms-stronghold');
    expect(outcomes(out)).toEqual(['hms-closed-to-shipment', 'ok', 'ok', 'ok']);
    expect(forcesIn(out, 'atreides', 'Hidden Mobile Stronghold')).toBe(3);
    expect(eventsAt(out, 3)).toContainEqual(expect.objectContaining({ type: 'shipped', faction: 'ixians', forces: 3, cost: 3 }));
  });

  it('IX-5, IX-6: examples/ixians-hms-move: Carthag is refused; moved to Funeral Plain, the HMS takes 12 of The Great Flat’s 20 and Funeral Plain’s 6', () => {
    const out = example('ixians-hms-move');
    expect(outcomes(out)).toEqual(['bad-territory', 'ok']);
    expect(eventsOf(out, 'hms-moved')).toEqual([
      expect.objectContaining({
        host: { territory: 'Funeral Plain', sector: 14 },
        collected: [
          { territory: 'The Great Flat', sector: 14, amount: 12 },
          { territory: 'Funeral Plain', sector: 14, amount: 6 },
        ],
      }),
    ]);
    expect(out.views.ixians?.spice).toBe(18);
  });

  it('IX-7, IX-11: examples/ixians-forces: 3 Suboids alone are refused Wind Pass (too far); with a Cyborg among them they go', () => {
    const out = example('ixians-forces');
    expect(outcomes(out)).toEqual(['ok', 'too-far', 'ok']);
    expect(forcesIn(out, 'ixians', 'Wind Pass')).toBe(3);
  });

  it('IX-9: examples/ixians-loss-swap: 2 Cyborgs + 6 Suboids dial 6 and win; 2 Suboids go to the Tanks in place of the 2 Cyborgs', () => {
    const out = example('ixians-loss-swap');
    expect(outcomes(out).every((o) => o === 'ok')).toBe(true);
    expect(eventsOf(out, 'forces-lost')).toContainEqual({ type: 'forces-lost', faction: 'ixians', territory: 'Arrakeen', forces: 6, elite: 2 });
    expect(eventsOf(out, 'losses-swapped')).toEqual([{ type: 'losses-swapped', faction: 'ixians', territory: 'Arrakeen', count: 2 }]);
  });

  it('IX-1: examples/ixians-starting-card: the Atreides may not choose; the Ixians keep the Artillery Strike, the others are dealt', () => {
    const out = example('ixians-starting-card');
    expect(outcomes(out)).toEqual(['no-starting-choice', 'ok']);
    expect(eventsOf(out, 'cards-dealt')).toContainEqual({ type: 'cards-dealt', to: ['ixians'], cards: ['artillery-strike-1'] });
  });

  it('IX-2: examples/ixians-auction-choice: a bid waits for the put-back; Hajr goes on top and 3 cards go up', () => {
    const out = example('ixians-auction-choice');
    expect(outcomes(out)).toEqual(['put-back-first', 'ok']);
    expect(eventsAt(out, 1)).toContainEqual({ type: 'auction-card-put-back', faction: 'ixians', where: 'top' });
    expect(eventsAt(out, 1)).toContainEqual({ type: 'cards-dealt-for-bid', count: 3 });
  });

  it('IX-10: examples/ixians-technology: card 1 (Crysknife) goes to the Ixians, the Shield goes up and the Atreides buy it for 2', () => {
    const out = example('ixians-technology');
    expect(outcomes(out).every((o) => o === 'ok')).toBe(true);
    expect(eventsOf(out, 'technology-swapped')).toEqual([{ type: 'technology-swapped', to: ['ixians'], cardNumber: 1, took: 'Crysknife', gave: 'Shield' }]);
    expect(eventsOf(out, 'card-bought')).toEqual([{ type: 'card-bought', to: ['atreides'], cardNumber: 1, card: 'Shield' }]);
    expect(eventsOf(out, 'card-sold')).toEqual([expect.objectContaining({ faction: 'atreides', price: 2 })]);
  });

  it('IX-12: examples/ixians-ally-replacement: the Ixians’ bid waits; the Atreides replace Crysknife and draw Hajr; the permission is withdrawn', () => {
    const out = example('ixians-ally-replacement');
    expect(outcomes(out)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'not-your-turn', 'ok', 'ok']);
    expect(eventsOf(out, 'replacement-drawn')).toEqual([{ type: 'replacement-drawn', to: ['atreides'], cardNumber: 1, card: 'Hajr' }]);
    expect(eventsOf(out, 'replacement-permission')).toEqual([{ type: 'replacement-permission', faction: 'ixians', allowed: false }]);
  });

  it('IX-12: examples/ixians-ally-replacement-order: ordered to replace, card 1 is swapped at once; ordered to keep, card 2 is kept', () => {
    const out = example('ixians-ally-replacement-order');
    expect(outcomes(out).every((o) => o === 'ok')).toBe(true);
    expect(eventsOf(out, 'replacement-offered')).toEqual([]);
    expect(eventsOf(out, 'card-replaced')).toEqual([{ type: 'card-replaced', faction: 'atreides', cardNumber: 1, card: 'Crysknife' }]);
    expect(eventsOf(out, 'replacement-declined')).toEqual([{ type: 'replacement-declined', faction: 'atreides', cardNumber: 2 }]);
  });
});

describe('the Tleilaxu’s examples', () => {
  it('TLX-2, TLX-3: examples/tleilaxu-face-dancer: Feyd-Rautha was a Face Dancer; the Tleilaxu put 2 from The Great Flat and 1 from reserves in Arrakeen', () => {
    const out = example('tleilaxu-face-dancer');
    expect(outcomes(out).every((o) => o === 'ok')).toBe(true);
    expect(eventsOf(out, 'face-dancer-revealed')).toEqual([expect.objectContaining({ leader: 'Feyd-Rautha', winner: 'harkonnen', returned: 3 })]);
    expect(eventsOf(out, 'face-dancers-drawn')).toEqual([expect.objectContaining({ renewed: true })]);
    expect(eventsOf(out, 'face-dancer-forces-placed').map((e) => [e.forces, e.from])).toEqual([
      [2, 'The Great Flat'],
      [1, null],
    ]);
    expect(forcesIn(out, 'tleilaxu', 'Arrakeen')).toBe(3);
  });

  it('TLX-2: examples/tleilaxu-face-dancer-ask: asked, the Tleilaxu keep Feyd-Rautha secret and the Harkonnen keep their forces', () => {
    const out = example('tleilaxu-face-dancer-ask');
    expect(outcomes(out).every((o) => o === 'ok')).toBe(true);
    expect(eventsOf(out, 'face-dancer-revealed')).toEqual([]);
    expect(eventsOf(out, 'face-dancer-kept')).toEqual([{ type: 'face-dancer-kept', to: ['tleilaxu'], leader: 'Feyd-Rautha' }]);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBeGreaterThan(0);
  });

  it('TLX-4: examples/tleilaxu-face-dancer-swap: Duncan Idaho goes back, told to the Tleilaxu alone; the table hears a swap', () => {
    const out = example('tleilaxu-face-dancer-swap');
    expect(eventsOf(out, 'face-dancer-swapped')).toEqual([{ type: 'face-dancer-swapped', faction: 'tleilaxu' }]);
    expect(eventsOf(out, 'face-dancer-swap-detail')).toEqual([expect.objectContaining({ to: ['tleilaxu'], returned: 'duncan-idaho' })]);
  });

  it('TLX-5, TLX-6, TLX-7: examples/tleilaxu-revival: the Tleilaxu revive 7 for 5; the Atreides 3 for 2 paid to them; the Emperor 3 Harkonnen for 6 paid to them', () => {
    const out = example('tleilaxu-revival');
    expect(eventsOf(out, 'revived').map((e) => [e.faction, e.forces, e.cost, e.paidTo])).toEqual([
      ['tleilaxu', 7, 5, undefined],
      ['atreides', 3, 2, 'tleilaxu'],
      ['harkonnen', 3, 6, 'tleilaxu'],
    ]);
    expect(eventsOf(out, 'free-revival-income').map((e) => e.from)).toEqual(['tleilaxu', 'atreides']);
  });

  it('TLX-9: examples/tleilaxu-early-revival: the Atreides buy Thufir Hawat back for 4, paid to the Tleilaxu', () => {
    const out = example('tleilaxu-early-revival');
    expect(eventsOf(out, 'revived')).toEqual([expect.objectContaining({ faction: 'atreides', leader: 'Thufir Hawat', cost: 4, paidTo: 'tleilaxu' })]);
  });

  it('TLX-10: examples/tleilaxu-zoal: Zoal against Caid is worth 3 and wins 7 to 6', () => {
    const out = example('tleilaxu-zoal');
    expect(eventsOf(out, 'battle-plans-revealed')[0]?.plans.tleilaxu).toMatchObject({ leader: 'Zoal', strength: 3 });
    expect(eventsOf(out, 'battle-won')).toEqual([expect.objectContaining({ winner: 'tleilaxu', totals: { tleilaxu: 7, emperor: 6 } })]);
  });

  it('TLX-13: examples/tleilaxu-karama: the Atreides are barred from reviving this turn; the Harkonnen revive', () => {
    const out = example('tleilaxu-karama');
    expect(outcomes(out)).toEqual(['ok', 'revival-barred', 'ok']);
    expect(eventsOf(out, 'revival-barred')).toEqual([{ type: 'revival-barred', faction: 'tleilaxu', target: 'atreides' }]);
    expect(eventsOf(out, 'revived')).toEqual([expect.objectContaining({ faction: 'harkonnen', forces: 2 })]);
  });
});

describe('the Tech Tokens’ examples', () => {
  it('TECH-3: examples/tech-tokens-heighliners: the Atreides ship; as Shipment and Movement ends the Tleilaxu take 1', () => {
    const out = example('tech-tokens-heighliners');
    expect(outcomes(out).every((o) => o === 'ok')).toBe(true);
    expect(eventsOf(out, 'tech-income')).toEqual([{ type: 'tech-income', faction: 'tleilaxu', token: 'Heighliners', amount: 1 }]);
  });

  it('TECH-4: examples/tech-tokens-income: the Atreides claim charity; the Tleilaxu, holding two tokens, take 2 as CHOAM Charity ends', () => {
    const out = example('tech-tokens-income');
    expect(eventsOf(out, 'tech-income')).toEqual([{ type: 'tech-income', faction: 'tleilaxu', token: 'Spice Production', amount: 2 }]);
    expect(out.views.tleilaxu?.spice).toBe(7);
  });

  it('TECH-5: examples/tech-tokens-battle: the Harkonnen beat the Emperor and take Spice Production', () => {
    const out = example('tech-tokens-battle');
    expect(eventsOf(out, 'tech-token-taken')).toEqual([{ type: 'tech-token-taken', faction: 'harkonnen', from: 'emperor', token: 'Spice Production' }]);
  });
});
