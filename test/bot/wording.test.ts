import { describe, expect, it } from 'vitest';
import { does, doTogether, personDoes, possessive, the, their } from '../../src/bot/text/factions';
import { conjugate, count, countDoes, inWords, list } from '../../src/bot/text/grammar';
import { cardList, forces, place, territory } from '../../src/bot/text/terms';
import { presentEvent } from '../../src/bot/text/events';
import { addNews } from '../../src/bot/news/turn-line';
import { FACTION_IDS } from '../../src/dune/data/factions';
import { TERRITORIES } from '../../src/dune/data/map';

describe('the grammar of the catalogue', () => {
  it('makes verbs agree: the peoples take the plural, the Emperor and the Guild the singular', () => {
    expect(does('fremen', 'ship')).toBe('the Fremen ship');
    expect(does('emperor', 'ship')).toBe('the Emperor ships');
    expect(does('emperor', 'do not ship')).toBe('the Emperor does not ship');
    expect(does('spacing-guild', 'pass')).toBe('the Spacing Guild passes');
    expect(does('spacing-guild', 'are done')).toBe('the Spacing Guild is done');
    expect(does('bene-gesserit', 'have chosen')).toBe('the Bene Gesserit have chosen');
    expect(does('emperor', 'may ride')).toBe('the Emperor may ride');
    expect(doTogether(['atreides', 'emperor'], 'are')).toBe('the Atreides and the Emperor are');
    expect(doTogether(['emperor'], 'are')).toBe('the Emperor is');
    expect([their('spacing-guild'), their('emperor'), their('fremen')]).toEqual(['its', 'their', 'their']);
    expect(FACTION_IDS.filter((f) => does(f, 'have').endsWith('has'))).toEqual(['emperor', 'spacing-guild']);
  });

  it('conjugates the verbs it is given', () => {
    expect(['bid', 'carry', 'play', 'reach', 'box', 'go', 'have', 'do', 'are', 'may'].map((v) => conjugate(v, 'singular'))).toEqual([
      'bids',
      'carries',
      'plays',
      'reaches',
      'boxes',
      'goes',
      'has',
      'does',
      'is',
      'may',
    ]);
    expect(conjugate('pass on', 'plural')).toBe('pass on');
  });

  it('speaks to the reader of a private event as "you"', () => {
    expect(personDoes('harkonnen', 'harkonnen', 'give')).toBe('you give');
    expect(personDoes('emperor', 'harkonnen', 'give')).toBe('the Emperor gives');
    expect(possessive(the('atreides'))).toBe("the Atreides'");
    expect(possessive(the('emperor'))).toBe("the Emperor's");
  });

  it('counts: one thing, several things, and their verbs', () => {
    expect([count(1, 'force'), count(2, 'force'), count(0, 'sector')]).toEqual(['1 force', '2 forces', '0 sectors']);
    expect([countDoes(1, 'card', 'go'), countDoes(2, 'card', 'go'), countDoes(1, 'card', 'be')]).toEqual(['1 card goes', '2 cards go', '1 card is']);
    expect([inWords(4), inWords(12)]).toEqual(['four', '12']);
    expect([list([]), list(['A']), list(['A', 'B']), list(['A', 'B', 'C'])]).toEqual(['nobody', 'A', 'A and B', 'A, B and C']);
  });

  it("names forces with their faction's starred ones", () => {
    expect(forces(1)).toBe('1 force');
    expect(forces(5, 2, 'emperor')).toBe('5 forces (2 Sardaukar)');
    expect(forces(2, 2, 'fremen')).toBe('2 Fedaykin');
    expect(forces(3, 1)).toBe('3 forces (1 starred)');
  });

  it('speaks of territories as players do, with their sector', () => {
    expect(place('Arrakeen', 9)).toBe('Arrakeen (sector 9)');
    expect(place('Habbanya Ridge Flat', 17)).toBe('the Habbanya Ridge Flat (sector 17)');
    expect(place('The Great Flat', 14)).toBe('the Great Flat (sector 14)');
    expect(place('Polar Sink', null)).toBe('the Polar Sink');
    expect(territory('Bight Of The Cliff')).toBe('the Bight of the Cliff');
    expect(territory('Hole In The Rock')).toBe('the Hole in the Rock');
    for (const t of TERRITORIES.values()) expect(territory(t.name)).toMatch(/^(the )?[A-Z][\w' ]+$/);
  });
});

describe('the words issue 30 found wrong', () => {
  it('counts a card held twice, and says the storm’s move and its replacement plainly', () => {
    expect(cardList(['Shield', 'Snooper', 'Shield'])).toBe('Shield ×2 and Snooper');
    expect(presentEvent({ type: 'weather-control', faction: 'atreides', sectors: 0, replaces: 5 } as never)).toBe(
      'Weather Control, played by the Atreides: the storm does not move (it was to move 5 sectors).',
    );
    expect(presentEvent({ type: 'weather-control', faction: 'atreides', sectors: 3, replaces: 5 } as never)).toBe(
      'Weather Control, played by the Atreides: the storm moves 3 sectors instead of 5.',
    );
    expect(presentEvent({ type: 'storm-card-asked', card: 'Weather Control', distance: 6, playable: ['Weather Control'], to: ['atreides'] } as never)).toBe(
      'You may play Weather Control now, before the storm moves (it is to move 6 sectors): `/play card` it, or `/storm pass`.',
    );
  });

  it('tells a Shipment and Movement turn in one line', () => {
    const line = addNews({ lines: [] }, [
      { type: 'ship-move-turn', faction: 'atreides' },
      { type: 'shipped', faction: 'atreides', territory: 'Arrakeen', sector: 9, forces: 5, elite: 0, cost: 5, paidTo: 'spacing-guild' },
      { type: 'moved', faction: 'atreides', from: 'Arrakeen', fromSector: 9, territory: 'Imperial Basin', sector: 9, forces: 3, elite: 0 },
      { type: 'ship-move-turn-ended', faction: 'atreides' },
      { type: 'ship-move-turn', faction: 'fremen' },
      { type: 'shipment-passed', faction: 'fremen' },
      { type: 'movement-passed', faction: 'fremen' },
    ] as never);
    expect(line.lines).toEqual([
      '**Atreides**: ship 5 forces to Arrakeen (sector 9) for 5 spice to the Spacing Guild · move 3 forces Arrakeen → Imperial Basin (sector 9)',
      '**Fremen**: no shipment, no move',
    ]);
  });
});
