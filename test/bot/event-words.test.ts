import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dmLines } from '../../src/bot/news/dm-lines';
import { seatChange } from '../../src/bot/news/seat-change';
import { EVENT_TEXT, presentEvent } from '../../src/bot/text/events';
import { handFacts, factLines } from '../../src/bot/text/secrets';
import type { DuneEvent } from '../../src/dune/events';
import { isPrivate } from '../../src/dune/events';
import { privateView } from '../../src/dune/views';
import { playedGames, sealed } from './played-games';
import { RARE_EVENTS } from './rare-events';

const SRC = new URL('../../src/dune/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Event types written literally where the engine emits an event. */
function emittedTypes(): string[] {
  const types = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:emit|push)\(\s*\{\s*type:\s*'([a-z0-9-]+)'/g)) types.add(m[1]!);
  }
  return [...types].sort();
}

const SINGULAR = ['Emperor', 'Spacing Guild'];
const PLURAL = ['Atreides', 'Harkonnen', 'Fremen', 'Bene Gesserit'];
/** Verbs the catalogue puts after a faction: the form for the peoples, then the one for the Emperor and the Guild. */
const VERBS: readonly (readonly [string, string])[] = [
  ...['ship', 'move', 'bid', 'receive', 'collect', 'revive', 'draw', 'lose', 'win', 'play', 'discard', 'keep', 'call', 'send', 'dial', 'decline'].map(
    (v) => [v, `${v}s`] as const,
  ),
  ...['place', 'propose', 'break', 'ask', 'answer', 'stop', 'give', 'grant', 'reveal', 'submit', 'change', 'get', 'kill', 'open', 'take', 'choose'].map(
    (v) => [v, `${v}s`] as const,
  ),
  ['pass', 'passes'],
  ['pay', 'pays'],
  ['do not', 'does not'],
  ['have', 'has'],
  ['are', 'is'],
  ['were', 'was'],
];
const names = (xs: readonly string[]) => xs.join('|');
// The last of several factions takes the plural ("the Fremen and the Emperor are allies").
const SINGULAR_WITH_PLURAL_VERB = new RegExp(`(?<!(and|,) the )\\b(${names(SINGULAR)}) (${names(VERBS.map(([p]) => p))})\\b`);
const PLURAL_WITH_SINGULAR_VERB = new RegExp(`\\b(${names(PLURAL)}) (${names(VERBS.map(([, s]) => s))})\\b`);
const ONE_WITH_PLURAL = /\b1 (forces|sectors|cards|treachery cards|unsold cards|Shai-Hulud cards|turns|leaders|free revivals|extra free revivals)\b/;
const MANY_WITH_SINGULAR = /(^|[^\w.])([02-9]|\d\d+) (force|sector|card|turn|leader|free revival)\b(?!s)/;

/** What a player would not say: broken values, a count or a faction with the wrong number. */
function wordingProblems(text: string): string[] {
  const problems: [RegExp, string][] = [
    [/undefined|NaN|null|\[object/, 'a raw value'],
    [ONE_WITH_PLURAL, 'a plural after 1'],
    [MANY_WITH_SINGULAR, 'a singular after a number other than 1'],
    [SINGULAR_WITH_PLURAL_VERB, 'a plural verb after the Emperor or the Guild'],
    [PLURAL_WITH_SINGULAR_VERB, 'a singular verb after a people'],
    [/ {2}|\.\.(?!\.)| ,| \.|[.!?]”\./, 'stray spaces or stops'],
    [/(?<!\b(Dr|Rep))[.!?]”? [a-z]/, 'a sentence starting in lower case'],
    [/s[’']s\b/, "a possessive 's after a name ending in s"],
  ];
  return problems.filter(([re]) => re.test(text)).map(([, why]) => `${why}: "${text}"`);
}

/** Each event in the words of each of its readers (a public one for the table). */
const sentences = (e: DuneEvent): string[] => (isPrivate(e) ? e.to.map((f) => presentEvent(e, f)) : [presentEvent(e)]);

const GAMES = playedGames([
  { seats: ['atreides', 'harkonnen'], turns: 3, seed: 7 },
  { seats: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'], turns: 10, seed: 7 },
  { seats: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'tleilaxu', 'harkonnen'], turns: 10, seed: 7 },
  { seats: ['ixians', 'tleilaxu', 'atreides', 'fremen', 'emperor', 'spacing-guild'], turns: 10, seed: 34 },
]);

describe('event texts', () => {
  it('word every event type the engine emits', () => {
    const types = emittedTypes();
    expect(types.length).toBeGreaterThan(130);
    expect(types.filter((t) => !(t in EVENT_TEXT))).toEqual([]);
  });

  it('catch what does not sound like the game (the checks below can fail)', () => {
    expect(wordingProblems('The Emperor do not ship.')).toHaveLength(1);
    expect(wordingProblems('The Fremen ships 2 forces.')).toHaveLength(1);
    expect(wordingProblems('The Atreides move 1 forces 1 sectors.')).toHaveLength(1);
    expect(wordingProblems('1 unsold card go back; 3 card go back.')).toHaveLength(1);
    expect(wordingProblems('The Spacing Guild takes its turn, and the Fremen send 1 force.')).toEqual([]);
    expect(wordingProblems('The Fremen and the Emperor are now allies.')).toEqual([]);
    expect(wordingProblems('Deal 1 agreed: “Peace.”. the Fremen may accept it.')).toHaveLength(2);
    expect(wordingProblems('The Tleilaxu take 1 spice: the Atreides’s free revival.')).toHaveLength(1);
  });

  it('read well in real games, for every reader: no raw values, counts and factions agreeing with their verbs', () => {
    const events = GAMES.flatMap((c) => c.events);
    const types = new Set(events.map((e) => e.type));
    expect(types.size).toBeGreaterThan(80);
    // A victory's reason is the engine's own sentence (src/dune/victory), quoted as it is.
    const problems = events.filter((e) => e.type !== 'game-won').flatMap((e) => sentences(e).flatMap(wordingProblems));
    expect([...new Set(problems)]).toEqual([]);
  });

  it('read well for the events random games seldom reach', () => {
    expect(RARE_EVENTS.flatMap((e) => sentences(e).flatMap(wordingProblems))).toEqual([]);
  });

  it('read well in the DMs and /hand of real games', () => {
    const problems = new Set<string>();
    GAMES.forEach((change, i) => {
      for (const f of change.after.factions) {
        for (const line of dmLines(seatChange(sealed(change), f))) for (const p of wordingProblems(line)) problems.add(p);
        if (i % 25 === 0) for (const line of factLines(handFacts(privateView(change.after, f)))) for (const p of wordingProblems(line)) problems.add(p);
      }
    });
    expect([...problems]).toEqual([]);
  });

  it('say it as players of the game do', () => {
    const say = (e: DuneEvent, reader?: Parameters<typeof presentEvent>[1]) => presentEvent(e, reader);
    expect(say({ type: 'shipment-passed', faction: 'emperor' })).toBe('The Emperor does not ship.');
    expect(say({ type: 'shipment-passed', faction: 'fremen' })).toBe('The Fremen do not ship.');
    expect(say({ type: 'shipped', faction: 'spacing-guild', territory: 'Arrakeen', sector: 9, forces: 1, elite: 0, cost: 1, paidTo: 'bank' })).toBe(
      'The Spacing Guild ships 1 force to Arrakeen (sector 9) for 1 spice, paid to the bank.',
    );
    expect(say({ type: 'moved', faction: 'emperor', from: 'The Great Flat', fromSector: 14, territory: 'Polar Sink', sector: null, forces: 3, elite: 3 })).toBe(
      'The Emperor moves 3 Sardaukar from the Great Flat (sector 14) to the Polar Sink.',
    );
    expect(say({ type: 'storm-moved', from: 4, sector: 5, distance: 1, destroyed: [], spiceLost: [] })).toBe(
      'The storm moves 1 sector, from sector 4 to sector 5.',
    );
    expect(say({ type: 'cards-returned', cardNumber: 6, count: 1 })).toBe('1 unsold card goes back on top of the treachery deck.');
    expect(say({ type: 'cards-returned', cardNumber: 5, count: 2 })).toBe('2 unsold cards go back on top of the treachery deck.');
    expect(say({ type: 'spice-collected', faction: 'fremen', territory: 'Habbanya Ridge Flat', sector: 17, amount: 1 })).toBe(
      'The Fremen collect 1 spice in the Habbanya Ridge Flat (sector 17).',
    );
    expect(say({ type: 'passed', faction: 'spacing-guild', cardNumber: 2 })).toBe('The Spacing Guild passes on card 2.');
    expect(say({ type: 'card-up-for-bid', cardNumber: 2, cards: 6, opener: 'emperor' })).toBe('Card 2 of 6 is up for bid; the Emperor opens the bidding.');
    expect(say({ type: 'leader-killed', leader: 'Bashar', faction: 'emperor', cause: 'weapon', faceDown: false })).toBe(
      'Bashar (Emperor) is killed in battle.',
    );
  });

  it('word a private event for its reader: both parties of a gift read it as theirs', () => {
    const gift: DuneEvent = { type: 'spice-given', to: ['harkonnen', 'emperor'], faction: 'harkonnen', recipient: 'emperor', amount: 3 };
    expect(presentEvent(gift, 'harkonnen')).toBe('You give the Emperor 3 spice.');
    expect(presentEvent(gift, 'emperor')).toBe('The Harkonnen give you 3 spice.');
    // Someone who is not a reader (a moderator's log) reads it as its first reader does.
    expect(presentEvent(gift)).toBe('You give the Emperor 3 spice.');
  });

  it('never name who is asked about a storm card', () => {
    const text = presentEvent({ type: 'storm-cards-window', distance: 3 });
    expect(text).toBe('The storm will move 3 sectors; first, Weather Control and Family Atomics may be played (`/play card`, or `/storm pass`).');
  });
});
