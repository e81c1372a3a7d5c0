import { describe, expect, it } from 'vitest';
import { dmLines } from '../../src/bot/news/dm-lines';
import { seatChange } from '../../src/bot/news/seat-change';
import { factLines, handFacts, isPhaseFactKey } from '../../src/bot/text/secrets';
import { applyAction } from '../../src/dune/apply';
import { createGame } from '../../src/dune/create';
import { runScenario } from '../../src/dune/scenario';
import { ofType } from '../../src/dune/events';
import { privateView } from '../../src/dune/views';
import { perturbSecrets } from '../support/secrets';
import { playedGames, sealed } from './played-games';

const GAME = playedGames([{ seats: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'], turns: 10, seed: 13 }]);

describe('a player’s secrets', () => {
  it('/hand words them as a player reads them', () => {
    const created = createGame({ seats: ['atreides', 'harkonnen'], seed: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const lines = factLines(handFacts(privateView(created.value.state, 'harkonnen')));
    expect(lines.map((l) => l.replace(/:\*\* .*/, ''))).toEqual(['**Spice', '**Hand', '**Traitors', '**Reserves', '**Leaders']);
    expect(lines[0]).toBe('**Spice:** 10 spice');
    expect(lines[1]).toMatch(/^\*\*Hand:\*\* .+ \(2 of 8 cards\)$/);
    expect(lines.at(-1)).toMatch(/^\*\*Leaders:\*\* Feyd-Rautha \(6\), .+ and .+ \(\d\)$/);
    const atreides = factLines(handFacts(privateView(created.value.state, 'atreides')));
    expect(atreides).toContain('**Traitors:** none yet');
    expect(atreides.some((l) => /^\*\*Traitor cards offered:\*\* [^,]+, [^,]+, [^,]+ and [^,]+$/.test(l))).toBe(true);
  });

  it('IX-7: /hand tells the Ixians the Cyborgs in the Tanks apart, with their price and who revives free first', () => {
    const out = runScenario({
      seed: 3,
      factions: ['ixians', 'harkonnen'],
      setup: { turn: 3, phase: 'revival', tanks: { ixians: { forces: 5, elite: 3 } } },
    });
    if ('error' in out) throw new Error(out.error.message);
    expect(factLines(handFacts(out.views.ixians!))).toContain(
      '**Revival:** 5 forces (3 Cyborgs) in the Tanks; you may revive up to 3 forces this turn, 1 free (Cyborgs first), then 2 spice each, 3 spice a Cyborg; no leader to revive',
    );
  });

  it('TLX-2: /hand shows the Tleilaxu their Face Dancer order, and nobody else', () => {
    const created = createGame({ seats: ['harkonnen', 'tleilaxu'], seed: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const order = (lines: string[]) => lines.find((l) => l.startsWith('**Face Dancer order:**'));
    expect(order(factLines(handFacts(privateView(created.value.state, 'tleilaxu'))))).toMatch(
      /unrevealed Face Dancers, reveal it at once \(.*face-dancer-order.*\)$/,
    );
    const never = applyAction(created.value.state, { kind: 'seat', seat: 'tleilaxu' }, { do: 'face-dancer-order', args: { reveal: 'never' } });
    if (!never.ok) throw new Error(never.error.message);
    expect(order(factLines(handFacts(privateView(never.value.state, 'tleilaxu'))))).toContain('keep it secret');
    expect(order(factLines(handFacts(privateView(never.value.state, 'harkonnen'))))).toBeUndefined();
  });

  it('IX-12: /hand shows the Ixians’ ally its replacement order, and nobody else', () => {
    const views = (actions: { as: string; do: string; args: Record<string, unknown> }[]) => {
      const out = runScenario({ seed: 3, factions: ['ixians', 'atreides', 'harkonnen'], setup: { alliances: [['ixians', 'atreides']] }, actions });
      if ('error' in out) throw new Error(out.error.message);
      return out.views;
    };
    const order = (v: Parameters<typeof handFacts>[0] | undefined) =>
      v ? factLines(handFacts(v)).find((l) => l.startsWith('**Replacement order:**')) : undefined;
    expect(order(views([]).atreides)).toMatch(/Ixians’ ally, be asked then \(the next card waits for you\) \(.*replacement-order.*\)$/);
    const replacing = views([{ as: 'atreides', do: 'replacement-order', args: { choice: 'replace' } }]);
    expect(order(replacing.atreides)).toContain('discard it at once');
    expect(order(replacing.ixians)).toBeUndefined();
    expect(order(replacing.harkonnen)).toBeUndefined();
  });

  it('word every private fact of every phase, as the catalogue knows them all', () => {
    const keys = new Set<string>();
    for (const { after } of GAME) for (const f of after.factions) for (const k of Object.keys(privateView(after, f).private)) keys.add(k);
    expect([...keys].filter((k) => !isPhaseFactKey(k))).toEqual([]);
    expect([...keys]).toEqual(expect.arrayContaining(['traitorOffers', 'dial', 'playable', 'cardUp', 'inTanks', 'revived', 'spiceDeckTop', 'plan']));
  });

  it('in a DM come from the seat’s own view and events only: another seat’s secrets change nothing in it', () => {
    let compared = 0;
    GAME.filter((c) => c.before !== null && c.events.length > 0).forEach((change, i) => {
      if (i % 7 !== 0) return;
      const seats = change.after.factions;
      const f = seats[i % seats.length]!;
      const g = seats[(i + 1) % seats.length]!;
      const otherSecrets = { ...change, before: perturbSecrets(change.before!, g), after: perturbSecrets(change.after, g) };
      expect(dmLines(seatChange(sealed(otherSecrets), f))).toEqual(dmLines(seatChange(sealed(change), f)));
      compared++;
    });
    expect(compared).toBeGreaterThan(50);
  });

  it('after an undo, which no event tells, a DM gives the secrets that differ as they are now', () => {
    const change = GAME.find((c) => c.before && c.events.some((e) => e.type === 'card-bought'))!;
    const buyer = ofType(change.events, 'card-bought')[0]!.to[0];
    const undone = seatChange(sealed({ before: change.after, after: change.before!, events: [] }), buyer);
    const lines = dmLines(undone);
    expect(lines[0]).toBe('__Your secrets now__');
    expect(lines.some((l) => l.startsWith('**Spice:** '))).toBe(true);
    expect(lines.some((l) => l.startsWith('**Hand:** '))).toBe(true);
  });
});
