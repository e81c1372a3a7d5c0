import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { allAccepted, allEvents, errorOf, eventsOf, ofType, run } from './cards-helpers';

const special = (as: string, extra: Record<string, unknown> = {}) => ({ as, do: 'play', args: { card: 'Karama', special: true, ...extra } });

describe('the Atreides’ special Karama: one player’s whole battle plan (rules §16)', () => {
  const duel = (actions: Scenario['actions'], hands: Record<string, string[]> = {}) =>
    run({
      seed: 11,
      factions: ['atreides', 'harkonnen', 'emperor'],
      setup: {
        phase: 'battle',
        storm: 3,
        traitors: { atreides: [], harkonnen: [], emperor: [] },
        hands: { atreides: ['Karama'], harkonnen: ['Lasgun', 'Shield'], emperor: [], ...hands },
        board: [
          { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
        ],
      },
      actions: [{ as: 'atreides', do: 'pass' }, ...(actions ?? [])],
    });
  const harkonnenPlan = { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '2', weapon: 'Lasgun', defense: 'Shield' } };

  it('shows the plan to the Atreides alone, through their view and a private event; the plan then stands', () => {
    const out = duel([harkonnenPlan, special('atreides'), { ...harkonnenPlan, args: { ...harkonnenPlan.args, dial: '1' } }]);
    expect(out.results[1]!.ok && out.results[2]!.ok).toBe(true);
    const events = eventsOf(out, 2);
    expect(events.map((e) => e.type)).toEqual(['card-played', 'card-discarded', 'battle-plan-seen', 'battle-plan-shown']);
    expect(events[2]).toEqual({ type: 'battle-plan-seen', faction: 'atreides', target: 'harkonnen' });
    expect(events[3]).toMatchObject({ to: ['atreides'], faction: 'harkonnen', plan: { leader: 'Feyd-Rautha', dial: 2, weapon: 'Lasgun', defense: 'Shield' } });
    expect(out.views.atreides!.private).toMatchObject({ seenPlan: { faction: 'harkonnen', plan: { leader: 'Feyd-Rautha', weapon: 'Lasgun' } } });
    for (const f of ['harkonnen', 'emperor']) expect(JSON.stringify(out.views[f]!.private)).not.toContain('seenPlan');
    expect(JSON.stringify(out.state)).not.toContain('Lasgun');
    expect(errorOf(out, 3)).toEqual({
      code: 'plan-seen',
      message: 'The Atreides have seen your plan with Karama: it stands as it is until the wheels are revealed.',
    });
    expect(out.final.karamaPowersUsed).toEqual(['atreides']);
  });

  it('waits for the plan to be in, and belongs to the battle being fought', () => {
    const out = duel([special('atreides'), special('atreides', { target: 'emperor' })]);
    expect(errorOf(out, 1)).toEqual({ code: 'wait', message: 'The Harkonnen have not submitted their plan yet: play this once it is in.' });
    expect(errorOf(out, 2).code).toBe('wrong-target');
    expect(out.views.atreides!.hand).toEqual(['Karama']);
  });
});

describe('the Guild’s special Karama: cancel one off-planet shipment (rules §16)', () => {
  const factions = ['atreides', 'spacing-guild', 'fremen'];
  const game = (actions: Scenario['actions'], extra: Record<string, unknown> = {}) =>
    run({
      factions,
      setup: {
        phase: 'shipment-movement',
        storm: 3,
        order: factions,
        hands: { 'spacing-guild': ['Karama'] },
        board: [{ faction: 'atreides', territory: 'Arrakeen', forces: 10 }],
        ...extra,
      },
      actions,
    });

  it('undoes the shipment before the shipper moves: forces to reserves, the Guild refunds, the shipment is spent', () => {
    const out = game([
      { as: 'atreides', do: 'ship', args: { territory: 'Carthag', forces: 4 } },
      special('spacing-guild', { target: 'atreides' }),
      { as: 'atreides', do: 'ship', args: { territory: 'Carthag', forces: 4 } },
    ]);
    expect(out.results[0]!.ok && out.results[1]!.ok).toBe(true);
    expect(ofType(eventsOf(out, 1), 'shipment-cancelled')).toEqual([
      {
        type: 'shipment-cancelled',
        faction: 'spacing-guild',
        shipper: 'atreides',
        territory: 'Carthag',
        forces: 4,
        elite: 0,
        refunds: { atreides: 4 },
        refundedBy: 'spacing-guild',
      },
    ]);
    expect(out.ledgers[1]).toEqual([
      { from: 'spacing-guild', to: 'bank', amount: 4 },
      { from: 'bank', to: 'atreides', amount: 4 },
    ]);
    expect(out.views.atreides!.spice).toBe(10);
    expect(out.views['spacing-guild']!.spice).toBe(5);
    expect(out.views.atreides!.reserves.forces).toBe(10);
    expect(out.state.board.filter((x) => x.territory === 'Carthag')).toEqual([]);
    expect(errorOf(out, 2).code).toBe('not-shipping');
    expect(out.final.karamaPowersUsed).toEqual(['spacing-guild']);
  });

  it('is refused once the shipper has moved, for the Fremen send, and with no shipment', () => {
    const moved = game([
      { as: 'atreides', do: 'ship', args: { territory: 'Carthag', forces: 4 } },
      { as: 'atreides', do: 'move', args: { from: 'Arrakeen', to: 'Imperial Basin', toSector: 9, forces: 1 } },
      special('spacing-guild'),
    ]);
    expect(moved.results[1]).toMatchObject({ ok: true });
    expect(errorOf(moved, 2).code).toBe('not-now');
    const none = game([special('spacing-guild')]);
    expect(errorOf(none, 0).message).toContain('there is none now');
    const send = game([{ as: 'fremen', do: 'ship', args: { territory: 'The Great Flat', forces: 3 } }, special('spacing-guild')], {
      order: ['fremen', 'spacing-guild', 'atreides'],
    });
    expect(send.results[0]!.ok).toBe(true);
    expect(errorOf(send, 1).code).toBe('not-now');
    expect(send.views['spacing-guild']!.hand).toEqual(['Karama']);
  });
});

describe('the Harkonnen’s special Karama: take a whole hand in the Bidding, give back as many (rules §16)', () => {
  const game = (actions: Scenario['actions']) =>
    run({
      factions: ['atreides', 'harkonnen', 'emperor'],
      setup: {
        phase: 'bidding',
        order: ['atreides', 'harkonnen', 'emperor'],
        treacheryDeck: ['Shield', 'Snooper', 'Lasgun', 'Stunner', 'Chaumas', 'Crysknife'],
        hands: { atreides: ['Maula Pistol', 'Cheap Hero'], harkonnen: ['Karama', 'Baliset'], emperor: [] },
      },
      actions,
    });

  it('the hand changes owner secretly; the auction waits until every card is given back', () => {
    const out = game([
      special('harkonnen', { target: 'atreides' }),
      { as: 'atreides', do: 'bid', args: { amount: 1 } },
      { as: 'harkonnen', do: 'bid', args: { amount: 1 } },
      { as: 'harkonnen', do: 'give-back', args: { card: 'Baliset' } },
      { as: 'harkonnen', do: 'give-back', args: { card: 'Karama' } },
      { as: 'harkonnen', do: 'give-back', args: { card: 'Cheap Hero' } },
      { as: 'atreides', do: 'bid', args: { amount: 1 } },
    ]);
    expect(eventsOf(out, 0)).toEqual([
      { type: 'card-played', faction: 'harkonnen', card: 'Karama', purpose: 'take the Atreides’ hand (the Harkonnen’s special Karama power)' },
      { type: 'card-discarded', card: 'Karama', faction: 'harkonnen' },
      { type: 'hand-taken', faction: 'harkonnen', from: 'atreides', cards: 2 },
      { type: 'hand-taken-detail', to: ['harkonnen'], from: 'atreides', cards: ['Maula Pistol', 'Cheap Hero'] },
    ]);
    expect(errorOf(out, 1).code).toBe('not-your-turn');
    expect(errorOf(out, 2)).toEqual({
      code: 'give-back-first',
      message: '`bid` waits: the Harkonnen give back 2 more cards to the Atreides first (`give-back`).',
    });
    expect(eventsOf(out, 3)).toEqual([
      { type: 'card-given-back', faction: 'harkonnen', receiver: 'atreides', owed: 1 },
      { type: 'card-given-back-detail', to: ['harkonnen', 'atreides'], from: 'harkonnen', card: 'Baliset' },
    ]);
    expect(errorOf(out, 4).code).toBe('card-not-in-hand');
    expect(out.results[5]!.ok && out.results[6]!.ok).toBe(true);
    expect(out.views.harkonnen!.hand).toEqual(['Maula Pistol']);
    expect(out.views.atreides!.hand).toEqual(['Baliset', 'Cheap Hero']);
    expect(JSON.stringify(ofType(allEvents(out), 'hand-taken'))).not.toContain('Maula');
    expect(out.final.handTaken).toBeNull();
  });

  it('§8.11a: the Karama behind the victim’s standing bid stays aside for it; the rest of the hand is taken', () => {
    const out = run({
      factions: ['atreides', 'harkonnen', 'emperor'],
      setup: {
        phase: 'bidding',
        order: ['atreides', 'harkonnen', 'emperor'],
        treacheryDeck: ['Shield', 'Snooper', 'Lasgun', 'Stunner'],
        hands: { atreides: ['Karama', 'Maula Pistol'], harkonnen: ['Karama'], emperor: [] },
      },
      actions: [
        { as: 'atreides', do: 'bid', args: { amount: 20, karama: true } },
        special('harkonnen', { target: 'atreides' }),
        { as: 'harkonnen', do: 'give-back', args: { card: 'Maula Pistol' } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'emperor', do: 'pass' },
      ],
    });
    expect(out.results.map((r) => r.ok)).toEqual([true, true, true, true, true]);
    expect(ofType(eventsOf(out, 1), 'hand-taken')).toEqual([{ type: 'hand-taken', faction: 'harkonnen', from: 'atreides', cards: 1 }]);
    expect(out.views.atreides!.hand).toEqual(['Maula Pistol', 'Shield']);
  });

  it('is refused out of the Bidding, against an empty hand, and against oneself', () => {
    const out = game([special('harkonnen', { target: 'emperor' }), special('harkonnen', { target: 'harkonnen' }), special('harkonnen')]);
    expect(errorOf(out, 0)).toEqual({ code: 'empty-hand', message: 'The Emperor holds no treachery cards to take.' });
    expect(errorOf(out, 1).code).toBe('wrong-target');
    expect(errorOf(out, 2).code).toBe('wrong-target');
    const late = run({
      factions: ['atreides', 'harkonnen', 'emperor'],
      setup: { phase: 'revival', hands: { harkonnen: ['Karama'], atreides: ['Lasgun'] } },
      actions: [special('harkonnen', { target: 'atreides' })],
    });
    expect(errorOf(late, 0).code).toBe('not-now');
  });
});

it('every faction has a special Karama power or, the Bene Gesserit, their worthless cards as Karama', () => {
  const out = run({
    factions: ['bene-gesserit', 'harkonnen', 'emperor'],
    setup: {
      phase: 'bidding',
      order: ['bene-gesserit', 'harkonnen', 'emperor'],
      treacheryDeck: ['Shield', 'Snooper', 'Lasgun'],
      hands: { 'bene-gesserit': ['Karama'] },
    },
    actions: [special('bene-gesserit')],
  });
  expect(errorOf(out, 0).code).toBe('no-special-power');
  allAccepted({ ...out, results: [] });
});

describe('rules §9: at most one Sardaukar or Fedaykin revived a turn, by any means (Advanced)', () => {
  const game = (actions: Scenario['actions'], phase = 'revival') =>
    run({
      factions: ['atreides', 'harkonnen', 'emperor'],
      setup: {
        phase,
        hands: { emperor: ['Karama', 'Tleilaxu Ghola'] },
        tanks: { emperor: { forces: 6, elite: 3 } },
        reserves: { emperor: { forces: 14, elite: 2 } },
        spice: { emperor: 10 },
      },
      actions,
    });

  it('the Emperor’s special Karama and the Tleilaxu Ghola count against the one Sardaukar of the turn', () => {
    const out = game([
      special('emperor', { forces: 3, elite: 1 }),
      { as: 'emperor', do: 'play', args: { card: 'Tleilaxu Ghola', forces: 2, elite: 1 } },
      { as: 'emperor', do: 'revive', args: { forces: 1, elite: 1 } },
      { as: 'emperor', do: 'play', args: { card: 'Tleilaxu Ghola', forces: 1 } },
    ]);
    expect(out.results[0]!.ok).toBe(true);
    expect(errorOf(out, 1)).toEqual({
      code: 'one-elite',
      message: 'At most one of the Sardaukar is revived per turn and one already was this turn; ask for fewer (`elite`).',
    });
    expect(errorOf(out, 2).code).toBe('one-elite');
    expect(out.results[3]).toMatchObject({ ok: true });
    expect(out.views.emperor!.reserves).toEqual({ forces: 18, elite: 3 });
  });

  it('a Ghola played out of the Revival phase counts for its turn too, and the next turn is free again', () => {
    const out = game(
      [
        { as: 'emperor', do: 'play', args: { card: 'Tleilaxu Ghola', forces: 2, elite: 2 } },
        { as: 'emperor', do: 'play', args: { card: 'Tleilaxu Ghola', forces: 2, elite: 1 } },
      ],
      'bidding',
    );
    expect(errorOf(out, 0)).toEqual({ code: 'one-elite', message: 'At most one of the Sardaukar is revived per turn; ask for fewer (`elite`).' });
    expect(out.results[1]!.ok).toBe(true);
    expect(out.final.starredRevived).toEqual({ turn: 1, by: { emperor: 1 } });
  });
});
