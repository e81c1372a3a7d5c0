import { describe, expect, it } from 'vitest';
import { ALL_ACTIONS } from '../../src/dune/registry';
import { allAccepted, errorOf, eventsOf, ofType, run } from './cards-helpers';

const THREE = ['atreides', 'harkonnen', 'emperor'];
/** A game stopped in the Bidding phase, the Atreides to bid: a moment when nobody else may act in turn. */
const bidding = (setup: Record<string, unknown> = {}) => ({ phase: 'bidding', treacheryDeck: ['Shield', 'Snooper', 'Kulon'], ...setup });

describe('one play action', () => {
  it('a single `play` spec serves every card, in any phase', () => {
    const plays = ALL_ACTIONS.filter((a) => a.name === 'play');
    expect(plays).toHaveLength(1);
    expect(plays[0]!.phases).toEqual(['any']);
  });

  it('cards with no use away from battle say where they are played', () => {
    const out = run({
      factions: THREE,
      setup: bidding({ hands: { harkonnen: ['Lasgun', 'Cheap Hero', 'Baliset'] } }),
      actions: [
        { as: 'harkonnen', do: 'play', args: { card: 'Lasgun' } },
        { as: 'harkonnen', do: 'play', args: { card: 'Cheap Hero' } },
        { as: 'harkonnen', do: 'play', args: { card: 'Baliset' } },
      ],
    });
    expect(errorOf(out, 0)).toEqual({ code: 'not-playable-now', message: 'Lasgun is played only in a battle plan (`plan`).' });
    expect(errorOf(out, 1).message).toContain('in the leader’s place');
    expect(errorOf(out, 2).message).toContain('the Bene Gesserit may use it as Karama in the Advanced game');
    expect(out.views.harkonnen!.hand).toEqual(['Lasgun', 'Cheap Hero', 'Baliset']);
  });

  it('arguments another card takes are refused', () => {
    const out = run({
      factions: THREE,
      setup: bidding({ hands: { harkonnen: ['Truthtrance'] } }),
      actions: [{ as: 'harkonnen', do: 'play', args: { card: 'Truthtrance', target: 'atreides', question: 'Do you hold a Lasgun?', sectors: 3 } }],
    });
    expect(errorOf(out, 0)).toMatchObject({ code: 'bad-argument' });
    expect(errorOf(out, 0).message).toBe('Truthtrance takes `target`, `question`; not `sectors`.');
  });

  it('storm cards and Hajr keep their windows when played in another phase', () => {
    const out = run({
      factions: THREE,
      setup: bidding({ hands: { harkonnen: ['Weather Control', 'Hajr'] } }),
      actions: [
        { as: 'harkonnen', do: 'play', args: { card: 'Weather Control', sectors: 2 } },
        { as: 'harkonnen', do: 'play', args: { card: 'Hajr' } },
      ],
    });
    expect(errorOf(out, 0)).toMatchObject({
      code: 'not-now',
      message: 'Weather Control is played in the Storm phase, from turn 2, before the storm moves (S003-ST-1); the game is in the Bidding phase.',
    });
    expect(errorOf(out, 1)).toMatchObject({ code: 'not-now' });
    expect(errorOf(out, 1).message).toContain('S002-HAJR-1');
  });
});

describe('Truthtrance', () => {
  it('asks one player a yes/no question in public, at any time; the card is discarded; the answer is public', () => {
    const out = run({
      factions: THREE,
      setup: bidding({ hands: { emperor: ['Truthtrance'] } }),
      actions: [
        // The Atreides are to bid: the Emperor plays out of turn.
        { as: 'emperor', do: 'play', args: { card: 'Truthtrance', target: 'Harkonnen', question: 'Is Duncan Idaho one of your traitors?' } },
        { as: 'atreides', do: 'answer', args: { yes: true } },
        { as: 'harkonnen', do: 'answer', args: { yes: false } },
      ],
    });
    const played = eventsOf(out, 0);
    expect(played).toEqual([
      { type: 'card-played', faction: 'emperor', card: 'Truthtrance', purpose: 'ask the Harkonnen a question' },
      { type: 'card-discarded', card: 'Truthtrance', faction: 'emperor' },
      { type: 'truthtrance-question', id: 1, faction: 'emperor', target: 'harkonnen', question: 'Is Duncan Idaho one of your traitors?' },
    ]);
    expect(played.every((e) => e.to === undefined)).toBe(true);
    expect(errorOf(out, 1)).toEqual({ code: 'no-question', message: 'Nobody has asked the Atreides a Truthtrance question that awaits an answer.' });
    expect(eventsOf(out, 2)).toEqual([
      { type: 'truthtrance-answered', id: 1, faction: 'harkonnen', asker: 'emperor', question: 'Is Duncan Idaho one of your traitors?', answer: 'no' },
    ]);
    expect(out.state.treacheryDiscard).toEqual(['Truthtrance']);
    expect(out.views.emperor!.hand).toEqual([]);
    expect(out.state.questions).toEqual([]);
    expect(out.final.questions).toEqual([
      { id: 1, asker: 'emperor', target: 'harkonnen', question: 'Is Duncan Idaho one of your traitors?', turn: 1, answer: false },
    ]);
    // Bidding goes on where it was.
    expect(out.state.waitingFor).toEqual(['atreides']);
  });

  it('the question stays pending in the public view until answered', () => {
    const out = run({
      factions: THREE,
      setup: bidding({ hands: { emperor: ['Truthtrance', 'Truthtrance'] } }),
      actions: [
        { as: 'emperor', do: 'play', args: { card: 'Truthtrance', target: 'atreides', question: 'Do you hold Karama?' } },
        { as: 'emperor', do: 'play', args: { card: 'Truthtrance', target: 'atreides', question: 'Do you hold a Shield?' } },
        { as: 'atreides', do: 'answer', args: { yes: true } },
      ],
    });
    allAccepted(out);
    expect(ofType(eventsOf(out, 2), 'truthtrance-answered')[0]).toMatchObject({ id: 1, answer: 'yes' });
    expect(out.state.questions).toEqual([{ id: 2, asker: 'emperor', target: 'atreides', question: 'Do you hold a Shield?' }]);
  });

  it('needs a target and a question, and another player', () => {
    const out = run({
      factions: THREE,
      setup: bidding({ hands: { emperor: ['Truthtrance'] } }),
      actions: [
        { as: 'emperor', do: 'play', args: { card: 'Truthtrance', target: 'atreides' } },
        { as: 'emperor', do: 'play', args: { card: 'Truthtrance', target: 'emperor', question: 'Am I honest?' } },
        { as: 'emperor', do: 'play', args: { card: 'Truthtrance', target: 'fremen', question: 'Are you here?' } },
        { as: 'atreides', do: 'play', args: { card: 'Truthtrance', target: 'emperor', question: 'Do you hold Karama?' } },
      ],
    });
    expect(errorOf(out, 0).code).toBe('question-needed');
    expect(errorOf(out, 1).code).toBe('own-question');
    expect(errorOf(out, 2).code).toBe('not-in-game');
    expect(errorOf(out, 3)).toEqual({ code: 'card-not-in-hand', message: 'The Atreides hold no truthtrance.' });
    expect(out.views.emperor!.hand).toEqual(['Truthtrance']);
  });
});

describe('Tleilaxu Ghola', () => {
  it('revives up to 5 forces free, at any time, to reserves; normal revival is unaffected', () => {
    const out = run({
      factions: THREE,
      setup: bidding({ hands: { harkonnen: ['Tleilaxu Ghola'] }, tanks: { harkonnen: 7 }, reserves: { harkonnen: 3 }, spice: { harkonnen: 4 } }),
      actions: [{ as: 'harkonnen', do: 'play', args: { card: 'Tleilaxu Ghola', forces: 5 } }],
    });
    expect(eventsOf(out, 0)).toEqual([
      { type: 'card-played', faction: 'harkonnen', card: 'Tleilaxu Ghola', purpose: 'revive 5 forces' },
      { type: 'card-discarded', card: 'Tleilaxu Ghola', faction: 'harkonnen' },
      { type: 'revived', faction: 'harkonnen', forces: 5, elite: 0, cost: 0, by: 'Tleilaxu Ghola' },
    ]);
    expect(out.state.tanks.harkonnen).toMatchObject({ forces: 2 });
    expect(out.views.harkonnen!.reserves).toEqual({ forces: 8, elite: 0 });
    expect(out.views.harkonnen!.spice).toBe(4);
    expect(out.state.treacheryDiscard).toEqual(['Tleilaxu Ghola']);
  });

  it('revives one leader whatever the usual condition (the others still in the pool)', () => {
    const out = run({
      factions: THREE,
      setup: bidding({ hands: { atreides: ['Tleilaxu Ghola'] }, leaders: { 'Thufir Hawat': 'tanks' } }),
      actions: [
        { as: 'atreides', do: 'play', args: { card: 'Tleilaxu Ghola', leader: 'Duncan Idaho' } },
        { as: 'atreides', do: 'play', args: { card: 'Tleilaxu Ghola', leader: 'Feyd-Rautha' } },
        { as: 'atreides', do: 'play', args: { card: 'Tleilaxu Ghola', leader: 'Thufir Hawat', forces: 2 } },
        { as: 'atreides', do: 'play', args: { card: 'Tleilaxu Ghola', leader: 'Thufir Hawat' } },
      ],
    });
    expect(errorOf(out, 0)).toEqual({ code: 'leader-not-in-tanks', message: 'Duncan Idaho is not in the Tleilaxu Tanks.' });
    expect(errorOf(out, 1).code).toBe('not-your-leader');
    expect(errorOf(out, 2).code).toBe('leader-or-forces');
    expect(ofType(eventsOf(out, 3), 'revived')).toEqual([
      { type: 'revived', faction: 'atreides', forces: 0, elite: 0, leader: 'Thufir Hawat', cost: 0, by: 'Tleilaxu Ghola' },
    ]);
    expect(out.views.atreides!.leaders.find((l) => l.leader === 'Thufir Hawat')?.location).toBe('pool');
    expect(out.state.tanks.atreides?.leaders).toEqual([]);
  });

  it('more than 5 forces, or more than the Tanks hold, is refused', () => {
    const out = run({
      factions: THREE,
      setup: bidding({ hands: { harkonnen: ['Tleilaxu Ghola'] }, tanks: { harkonnen: 2 }, reserves: { harkonnen: 8 } }),
      actions: [
        { as: 'harkonnen', do: 'play', args: { card: 'Tleilaxu Ghola', forces: 6 } },
        { as: 'harkonnen', do: 'play', args: { card: 'Tleilaxu Ghola', forces: 3 } },
      ],
    });
    expect(errorOf(out, 0).code).toBe('out-of-range');
    expect(errorOf(out, 1).code).toBe('not-enough-forces');
    expect(out.views.harkonnen!.hand).toEqual(['Tleilaxu Ghola']);
  });

  it('played in the Revival phase by the last faction with something to revive, the phase ends', () => {
    const out = run({
      factions: THREE,
      setup: {
        phase: 'revival',
        hands: { emperor: ['Tleilaxu Ghola'] },
        tanks: { emperor: { forces: 4, elite: 1 } },
        reserves: { emperor: { forces: 16, elite: 4 } },
      },
      actions: [{ as: 'emperor', do: 'play', args: { card: 'Tleilaxu Ghola', forces: 4, elite: 1 } }],
    });
    expect(ofType(eventsOf(out, 0), 'revived')).toEqual([{ type: 'revived', faction: 'emperor', forces: 4, elite: 1, cost: 0, by: 'Tleilaxu Ghola' }]);
    expect(out.views.emperor!.reserves).toEqual({ forces: 20, elite: 5 });
    expect(out.state.phase).toBe('shipment-movement');
  });
});
