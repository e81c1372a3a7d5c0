import { exampleScenarios } from '../support/examples';
import { describe, expect, it } from 'vitest';
import { dmLines } from '../../src/bot/news/dm-lines';
import { type LedgerEntry, ledger } from '../../src/bot/news/ledger';
import { seatChange } from '../../src/bot/news/seat-change';
import type { Scenario } from '../../src/dune/scenario';
import { playedGames, scenarioChanges, sealed } from './played-games';

/** A battle where the Harkonnen change their plan, win by a traitor (their dialled spice comes back), keep a card and kill a captive. */
const TRAITOR_BATTLE: Scenario = {
  seed: 7,
  factions: ['atreides', 'harkonnen', 'bene-gesserit', 'emperor'],
  setup: {
    phase: 'battle',
    storm: 3,
    order: ['harkonnen', 'atreides', 'emperor', 'bene-gesserit'],
    spice: { atreides: 10, harkonnen: 10, 'bene-gesserit': 5, emperor: 10 },
    alliances: [['atreides', 'bene-gesserit']],
    board: [
      { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
      { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
    ],
    hands: { harkonnen: ['Chaumas', 'Shield'], atreides: ['Snooper'], emperor: [], 'bene-gesserit': [] },
    traitors: { harkonnen: ['Gurney Halleck'], atreides: ['Caid'], emperor: [], 'bene-gesserit': [] },
  },
  actions: [
    { as: 'bene-gesserit', do: 'voice', args: { kind: 'lasgun', play: false } },
    { as: 'atreides', do: 'prescience', args: { element: 'leader' } },
    { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '3', spice: 3, defense: 'Shield' } },
    { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '3', spice: 2, weapon: 'Chaumas' } },
    { as: 'atreides', do: 'plan', args: { leader: 'Gurney Halleck', dial: '2.5', spice: 2, defense: 'Snooper' } },
    { as: 'harkonnen', do: 'call-traitor' },
    { as: 'atreides', do: 'pass' },
    { as: 'harkonnen', do: 'keep', args: { weapon: true } },
    { as: 'harkonnen', do: 'capture', args: { choice: 'kill' } },
    { as: 'atreides', do: 'pass' },
  ],
};

/** The last battle of a turn, then the Spice Collection with increased spice flow. */
const SPICE_FLOW: Scenario = {
  seed: 3,
  factions: ['emperor', 'harkonnen'],
  options: { variants: ['increased-spice-flow'] },
  setup: {
    phase: 'battle',
    storm: 3,
    order: ['emperor', 'harkonnen'],
    board: [
      { faction: 'harkonnen', territory: 'Arrakeen', forces: 2 },
      { faction: 'emperor', territory: 'Old Gap', sector: 9, forces: 2 },
      { faction: 'harkonnen', territory: 'Old Gap', sector: 9, forces: 2 },
    ],
    hands: { emperor: [], harkonnen: [] },
    traitors: { emperor: [], harkonnen: [] },
  },
  actions: [
    { as: 'emperor', do: 'plan', args: { leader: 'Burseg', dial: '1' } },
    { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '1' } },
    { as: 'harkonnen', do: 'pass' },
    { as: 'emperor', do: 'pass' },
    { as: 'harkonnen', do: 'pass' },
  ],
};

/** The Guild ship forces back to reserves (rules §10.1), paying for it. */
const SHIP_BACK: Scenario = {
  seed: 3,
  factions: ['spacing-guild', 'atreides'],
  setup: { phase: 'shipment-movement', storm: 3, order: ['spacing-guild', 'atreides'], spice: { 'spacing-guild': 10 } },
  actions: [{ as: 'spacing-guild', do: 'ship', args: { from: "Tuek's Sietch", forces: 5, toReserves: true } }],
};

/** Seeded random games (with gifts, bribes and moderator corrections mixed in), then every example scenario and two more, which reach the rarer causes. */
const GAMES = [
  ...playedGames([
    { seats: ['atreides', 'harkonnen'], turns: 3, seed: 11 },
    { seats: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'], turns: 10, seed: 12 },
    { seats: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'], turns: 10, seed: 14 },
    { seats: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'], turns: 10, seed: 15 },
    // The Ixians & Tleilaxu expansion with its components: the HMS's collection, Tech Token income, the Thumper and the Harvester.
    { seats: ['atreides', 'harkonnen', 'emperor', 'spacing-guild', 'tleilaxu', 'ixians'], turns: 10, seed: 34 },
  ]),
  ...exampleScenarios('dune').flatMap((e) => scenarioChanges(e.scenario as Scenario)),
  ...scenarioChanges(TRAITOR_BATTLE),
  ...scenarioChanges(SPICE_FLOW),
  ...scenarioChanges(SHIP_BACK),
];

const sum = (entries: readonly LedgerEntry[], kind: 'spice' | 'bribes') => entries.reduce((n, e) => n + (e.kind === kind ? e.amount : 0), 0);

/** The cards gained (positive) and lost (negative), by name. */
function net(pairs: readonly (readonly [string, number])[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [card, n] of pairs) out[card] = (out[card] ?? 0) + n;
  return Object.fromEntries(Object.entries(out).filter(([, n]) => n !== 0));
}

describe('the ledger of a seat', () => {
  it('explains every change of spice, bribes and hand, for every action and every seat', () => {
    const causes = new Set<string>();
    let checked = 0;
    for (const change of GAMES) {
      if (!change.before) continue;
      for (const seat of change.after.factions) {
        const sc = seatChange(sealed(change), seat);
        const before = sc.before!.own;
        const after = sc.after.own;
        const entries = ledger(sc);
        const where = `turn ${sc.before!.public.turn} ${sc.before!.public.phase}, ${seat}: ${change.events.map((e) => e.type).join(', ')}`;
        expect(sum(entries, 'spice'), where).toBe(after.spice - before.spice);
        expect(sum(entries, 'bribes'), where).toBe(after.bribes - before.bribes);
        const handChange = net([...after.hand.map((c) => [c, 1] as const), ...before.hand.map((c) => [c, -1] as const)]);
        expect(net(entries.flatMap((e) => (e.kind === 'card' ? [[e.card, e.change] as const] : []))), where).toEqual(handChange);
        for (const e of entries) causes.add(`${e.kind} ${e.cause.why}`);
        checked += entries.length;
      }
    }
    expect(checked).toBeGreaterThan(700);
    // Every cause was met, so each rule above was checked against the views.
    expect([...causes].sort()).toEqual([
      'bribes bribe-received',
      'bribes bribes-collected',
      'card battle-plan',
      'card bought',
      'card dealt',
      'card extra',
      'card harvester',
      'card karama-bid',
      'card kept',
      'card moderator',
      'card plan-withdrawn',
      'card played',
      'card replaced',
      'card replacement',
      'card technology-given',
      'card technology-taken',
      'card thumper',
      'spice ally-card',
      'spice ally-shipment',
      'spice bought-card',
      'spice bribe-paid',
      'spice bribes-collected',
      'spice captive-killed',
      'spice charity',
      'spice collected',
      'spice dial-returned',
      'spice dialled',
      'spice free-revival-income',
      'spice gift-given',
      'spice gift-received',
      'spice hms-collected',
      'spice leaders-killed',
      'spice moderator',
      'spice own-free-revival-income',
      'spice paid-for-revival',
      'spice paid-for-shipment',
      'spice revived',
      'spice shipped',
      'spice shipped-back',
      'spice sold-card',
      'spice spice-flow',
      'spice tech-income',
      'spice traitor',
    ]);
  });
});

describe('a player’s DM', () => {
  const dms = GAMES.filter((c) => c.before).flatMap((c) => c.after.factions.map((f) => dmLines(seatChange(sealed(c), f))));

  it('reads like a ledger: every spice and card line has its cause, no raw facts or before → after', () => {
    const lines = dms.flat();
    expect(lines.some((l) => /^\+\d+ spice: collected in .+ \(sector \d+\)$/.test(l))).toBe(true);
    expect(lines.some((l) => /^−\d+ spice: bought card \d+ \(.+\), paid to the (Emperor|bank)$/.test(l))).toBe(true);
    expect(lines.some((l) => /^\+1 card: .+ \(card \d+, bought for \d+ spice\)$/.test(l))).toBe(true);
    expect(lines.some((l) => /^−1 card: .+ \(played in battle\)$/.test(l))).toBe(true);
    for (const l of lines) {
      expect(l).not.toMatch(/→|: true\b|: false\b|undefined|NaN|null|\[object/);
      if (/^[+−]\d+ (spice|card)/.test(l)) expect(l).toMatch(/^[+−]\d+ (spice|spice in bribes|card): \S/);
    }
  });

  it('groups the news per phase, under the turn and phase it happened in', () => {
    for (const lines of dms.filter((l) => l.length)) expect(lines[0], lines.join('\n')).toMatch(/^\*\*Turn \d+ · [A-Z][\w ,]+\*\*$/);
  });
});
