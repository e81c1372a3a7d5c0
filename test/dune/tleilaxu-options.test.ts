import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/dune/apply';
import { runScenario, type Scenario } from '../../src/dune/scenario';
import type { DuneState } from '../../src/dune/state';
import { finalState } from './battle-helpers';

const revivalAt = (actions: Scenario['actions'], options: Scenario['options'], setup: Scenario['setup'] = {}): Scenario => ({
  seed: 3,
  factions: ['atreides', 'harkonnen', 'tleilaxu', 'emperor'],
  options,
  setup: { turn: 3, phase: 'revival', spice: { atreides: 10, harkonnen: 10, tleilaxu: 10, emperor: 10 }, tanks: { atreides: 6, harkonnen: 6 }, ...setup },
  actions,
});

const run = (sc: Scenario) => {
  const out = runScenario(sc);
  if ('error' in out) throw new Error(out.error.message);
  return out;
};

/** The same position a turn later, the Revival phase not yet begun for anyone: what a limit set in an earlier turn does then. */
const aTurnLater = (s: DuneState): DuneState => ({ ...structuredClone(s), turn: s.turn + 1 });

const revive = (s: DuneState, forces: number) => applyAction(s, { kind: 'seat', seat: 'atreides' }, { do: 'revive', args: { forces } });

describe('OP-7: raised revival limits (TLX-8)', () => {
  it('OP-7 per-turn (default): only the raise to 5, and it ends with the turn', () => {
    const out = run(
      revivalAt(
        [
          { as: 'tleilaxu', do: 'raise-limit', args: { faction: 'atreides', limit: 4 } },
          { as: 'tleilaxu', do: 'raise-limit', args: { faction: 'atreides' } },
        ],
        { raisedRevivalLimit: 'per-turn' },
      ),
    );
    expect(out.results[0]).toMatchObject({
      ok: false,
      error: {
        code: 'not-raisable',
        message: 'The Tleilaxu raise a revival limit to 5 forces for the turn, not to 4 (game option `raisedRevivalLimit: per-turn`).',
      },
    });
    expect(out.results[1]).toMatchObject({
      ok: true,
      events: [{ type: 'revival-limit-raised', faction: 'tleilaxu', target: 'atreides', limit: 5, lasting: false }],
    });
    const s = finalState(revivalAt([{ as: 'tleilaxu', do: 'raise-limit', args: { faction: 'atreides' } }], { raisedRevivalLimit: 'per-turn' }));
    expect(revive(s, 5).ok).toBe(true);
    const later = revive(aTurnLater(s), 4);
    expect(later).toMatchObject({ ok: false, error: { code: 'out-of-range' } });
  });

  it('OP-7 persistent: the Tleilaxu set the Atreides’ limit to 4; it holds next turn too, 4 forces for 4 spice (2 free), not 5', () => {
    const s = finalState(revivalAt([{ as: 'tleilaxu', do: 'raise-limit', args: { faction: 'atreides', limit: 4 } }], { raisedRevivalLimit: 'persistent' }));
    const next = aTurnLater(s);
    expect(revive(next, 5)).toMatchObject({ ok: false, error: { code: 'out-of-range' } });
    const four = revive(next, 4);
    if (!four.ok) throw new Error(four.error.message);
    expect(four.value.events).toContainEqual({ type: 'revived', faction: 'atreides', forces: 4, elite: 0, cost: 4, paidTo: 'tleilaxu' });
  });

  it('OP-7 persistent: a limit is changed, back to 3 too; setting the limit a faction already has is refused', () => {
    const out = run(
      revivalAt(
        [
          { as: 'tleilaxu', do: 'raise-limit', args: { faction: 'harkonnen', limit: 3 } },
          { as: 'tleilaxu', do: 'raise-limit', args: { faction: 'harkonnen', limit: 5 } },
          { as: 'tleilaxu', do: 'raise-limit', args: { faction: 'harkonnen', limit: 3 } },
          { as: 'harkonnen', do: 'revive', args: { forces: 4 } },
          { as: 'tleilaxu', do: 'raise-limit', args: { faction: 'atreides', limit: 6 } },
        ],
        { raisedRevivalLimit: 'persistent' },
        { revivalLimits: { atreides: 4 } },
      ),
    );
    expect(out.results[0]).toMatchObject({ ok: false, error: { code: 'not-raisable', message: 'The Harkonnen’s revival limit is already 3.' } });
    expect(out.results[1]).toMatchObject({ ok: true, events: [{ type: 'revival-limit-raised', target: 'harkonnen', limit: 5, lasting: true }] });
    expect(out.results[2]).toMatchObject({ ok: true, events: [{ type: 'revival-limit-raised', target: 'harkonnen', limit: 3, lasting: true }] });
    expect(out.results[3]).toMatchObject({ ok: false, error: { code: 'out-of-range' } });
    expect(out.results[4]).toMatchObject({ ok: false, error: { code: 'out-of-range' } });
  });

  it('OP-7: a scenario sets limits with `revivalLimits`, refused for the Tleilaxu themselves or beyond what the option allows', () => {
    const own = runScenario(revivalAt([], { raisedRevivalLimit: 'persistent' }, { revivalLimits: { tleilaxu: 4 } }));
    expect(own).toMatchObject({ error: { code: 'bad-setup', message: 'The Tleilaxu have no revival limit to set: theirs has none.' } });
    const four = runScenario(revivalAt([], { raisedRevivalLimit: 'per-turn' }, { revivalLimits: { atreides: 4 } }));
    expect(four).toMatchObject({ error: { code: 'bad-setup', message: '`revivalLimits` of atreides: 4 is not a limit the Tleilaxu may set (5).' } });
  });
});

describe('OP-5: the Tleilaxu’s own leader revival (TLX-5)', () => {
  const hidar = (tleilaxuLeaderRevival: 'base-rule' | 'unrestricted', setup: Scenario['setup'] = {}) =>
    run(
      revivalAt(
        [{ as: 'tleilaxu', do: 'revive', args: { leader: 'Hidar Fen Ajidica' } }],
        { tleilaxuLeaderRevival },
        {
          leaders: { 'Hidar Fen Ajidica': 'tanks' },
          ...setup,
        },
      ),
    ).results[0];

  it('OP-5 base-rule (default): with four leaders alive who never died, Hidar Fen Ajidica waits in the Tanks', () => {
    expect(hidar('base-rule')).toMatchObject({ ok: false, error: { code: 'nothing-to-revive' } });
  });

  it('OP-5 unrestricted: with fewer than 5 alive, any dead leader of theirs, at half price to the bank (4 → 2)', () => {
    expect(hidar('unrestricted')).toMatchObject({
      ok: true,
      events: [{ type: 'revived', faction: 'tleilaxu', forces: 0, leader: 'Hidar Fen Ajidica', cost: 2 }],
    });
    // Killed twice, face down, while the others never died: still theirs to revive.
    expect(hidar('unrestricted', { leaders: { 'Hidar Fen Ajidica': { location: 'tanks', deaths: 2 } } })).toMatchObject({ ok: true });
  });

  it('OP-5 unrestricted: a Ghola counts among the living; at 5 the base rule holds again', () => {
    expect(hidar('unrestricted', { gholas: ['Thufir Hawat'] })).toMatchObject({ ok: false, error: { code: 'nothing-to-revive' } });
  });
});
