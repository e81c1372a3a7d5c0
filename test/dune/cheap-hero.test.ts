import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/dune/create';
import type { DuneState, FactionId } from '../../src/dune/state';
import { battleScenario, eventsOf, forcesIn, pass, plan, run, runOk, type Action } from './battle-helpers';

/** Every traitor card of a new game: the deck, the offers and those kept. */
function allTraitorCards(s: DuneState): string[] {
  const offers = s.step.phase === 'setup' ? Object.values(s.step.traitorOffers).flat() : [];
  return [...s.decks.traitors, ...offers, ...Object.values(s.traitors).flat(), ...(s.faceDancers ?? []).map((d) => d.leader)];
}

const created = (seats: FactionId[], options: Record<string, unknown>): DuneState => {
  const r = createGame({ seats, options, seed: 3 });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};

describe('TRAITOR-CHEAP-HERO (ixians-tleilaxu.md §7.2)', () => {
  it('TRAITOR-CHEAP-HERO: with cheapHeroTraitor the traitor deck holds every leader and the one Cheap Hero traitor (§2 step 3); without it, the leaders only', () => {
    const on = allTraitorCards(created(['atreides', 'emperor', 'tleilaxu'], {}));
    expect(on).toHaveLength(16);
    expect(on.filter((c) => c === 'cheap-hero')).toHaveLength(1);
    const off = allTraitorCards(created(['atreides', 'emperor', 'tleilaxu'], { cheapHeroTraitor: false }));
    expect(off).toHaveLength(15);
    expect(off).not.toContain('cheap-hero');
    expect(allTraitorCards(created(['atreides', 'emperor'], {}))).not.toContain('cheap-hero');
    expect(allTraitorCards(created(['atreides', 'emperor'], { cheapHeroTraitor: true }))).toContain('cheap-hero');
  });

  const duel = (actions: Action[], traitors: Record<string, string[]>, options: Record<string, unknown> = { rules: 'basic', cheapHeroTraitor: true }) =>
    battleScenario(
      ['harkonnen', 'emperor', 'atreides'],
      {
        order: ['harkonnen', 'emperor', 'atreides'],
        spice: { harkonnen: 10, emperor: 10, atreides: 10 },
        board: [
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
          { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
        ],
        hands: { harkonnen: [], emperor: ['Cheap Hero'], atreides: [] },
        traitors,
      },
      actions,
      options,
    );
  const plans = [plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3' }), plan('emperor', { cheapHero: true, dial: '5' })];

  it('TRAITOR-CHEAP-HERO: the holder calls it against a Cheap Hero: the usual one-traitor result, the Cheap Hero discarded, 0 spice', () => {
    const out = runOk(duel([...plans, { as: 'harkonnen', do: 'call-traitor' }, pass('emperor')], { harkonnen: ['Cheap Hero', 'Duncan Idaho'] }));
    expect(eventsOf(out, 'traitor-revealed')).toEqual([{ type: 'traitor-revealed', side: 'harkonnen', leader: 'Cheap Hero' }]);
    expect(eventsOf(out, 'traitor-spice')).toEqual([{ type: 'traitor-spice', faction: 'harkonnen', amount: 0 }]);
    expect(eventsOf(out, 'leader-killed')).toEqual([]);
    expect(forcesIn(out, 'emperor', 'Arrakeen')).toBe(0);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(6);
    expect(out.state.treacheryDiscard).toContain('Cheap Hero');
    // It stays with its holder, usable again (§7.2).
    expect(out.views.harkonnen!.traitors).toContain('Cheap Hero');
  });

  it('TRAITOR-CHEAP-HERO: a call without the card is refused and changes nothing; with the option off a Cheap Hero is never asked about', () => {
    const out = run(duel([...plans, { as: 'harkonnen', do: 'call-traitor' }], { harkonnen: ['Duncan Idaho'] }));
    expect(out.results[2]).toMatchObject({ ok: false, error: { code: 'no-traitor-card' } });
    const off = runOk(duel([...plans, pass('emperor')], { harkonnen: ['Duncan Idaho'] }, { rules: 'basic', cheapHeroTraitor: false }));
    expect(eventsOf(off, 'traitor-revealed')).toEqual([]);
    expect(eventsOf(off, 'battle-won')).toHaveLength(1);
  });
});

describe('OP-13 cheapHeroFaceDancer (ixians-tleilaxu.md §4.2 TLX-2, §10)', () => {
  const duel = (options: Record<string, unknown>) =>
    battleScenario(
      ['harkonnen', 'emperor', 'tleilaxu'],
      {
        order: ['harkonnen', 'emperor', 'tleilaxu'],
        spice: { harkonnen: 10, emperor: 10, tleilaxu: 5 },
        board: [
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
          { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
        ],
        hands: { harkonnen: ['Cheap Hero'], emperor: [], tleilaxu: [] },
        faceDancers: ['Cheap Hero', 'Bashar', 'Wykk'],
      },
      [plan('harkonnen', { cheapHero: true, dial: '5' }), plan('emperor', { leader: 'Bashar', dial: '2' }), pass('harkonnen'), pass('emperor')],
      { rules: 'basic', ...options },
    );

  it('OP-13: the Cheap Hero traitor drawn as a Face Dancer is revealed against a winner who played a Cheap Hero (default, treachery.online)', () => {
    const out = runOk(duel({}));
    expect(eventsOf(out, 'battle-won')).toMatchObject([{ winner: 'harkonnen' }]);
    expect(eventsOf(out, 'face-dancer-revealed')).toEqual([
      { type: 'face-dancer-revealed', faction: 'tleilaxu', leader: 'Cheap Hero', winner: 'harkonnen', territory: 'Arrakeen', returned: 1 },
    ]);
    expect(eventsOf(out, 'leader-killed')).toEqual([]);
    expect(out.state.faceDancersRevealed).toEqual(['Cheap Hero']);
  });

  it('OP-13: cheapHeroFaceDancer false (2nd edition): never', () => {
    const out = runOk(duel({ cheapHeroFaceDancer: false }));
    expect(eventsOf(out, 'face-dancer-revealed')).toEqual([]);
    expect(forcesIn(out, 'harkonnen', 'Arrakeen')).toBe(1);
  });
});
