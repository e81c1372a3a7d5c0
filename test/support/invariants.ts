import { total } from '../../src/dune/board';
import { EXPANSION_CARDS, ALL_CARDS, treacheryDeckFor, type CardId } from '../../src/dune/data/cards';
import { faction as factionData } from '../../src/dune/data/factions';
import type { SpiceMove, SpiceParty } from '../../src/dune/spice-ledger';
import type { DuneState } from '../../src/dune/state';

/**
 * The invariants every reachable state keeps, and that every accepted action keeps:
 * forces add up, cards are each in one place, and the spice ledger explains every change.
 * Returns a list of broken invariants (empty when all hold).
 */
export function brokenInvariants(before: DuneState, after: DuneState, moves: readonly SpiceMove[]): string[] {
  return [...forceProblems(after), ...cardProblems(after), ...spiceProblems(before, after, moves)];
}

export function forceProblems(s: DuneState): string[] {
  const out: string[] = [];
  for (const f of s.factions) {
    const onBoard = s.board.filter((x) => x.faction === f).reduce((n, x) => n + total(x), 0);
    const sum = onBoard + total(s.reserves[f]!) + total(s.tanks[f]!);
    if (sum !== factionData(f).forces) out.push(`${f}: board ${onBoard} + reserves + tanks = ${sum}, not ${factionData(f).forces}`);
    const elite = s.board.filter((x) => x.faction === f).reduce((n, x) => n + x.elite, 0) + s.reserves[f]!.elite + s.tanks[f]!.elite;
    if (elite !== factionData(f).eliteForces) out.push(`${f}: ${elite} starred forces, not ${factionData(f).eliteForces}`);
  }
  for (const x of s.board) if (x.regular < 0 || x.elite < 0 || total(x) === 0) out.push(`bad stack ${JSON.stringify(x)}`);
  return out;
}

const CARD_RE = new RegExp(
  `^(${[...new Set([...ALL_CARDS, ...EXPANSION_CARDS.map((c) => c.card)].map((c) => c.slice(0, c.lastIndexOf('-'))))].join('|')})-\\d+$`,
);

/** Card ids found anywhere in a JSON value. */
function cardsIn(value: unknown, out: CardId[] = []): CardId[] {
  if (typeof value === 'string') {
    if (CARD_RE.test(value)) out.push(value as CardId);
  } else if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) cardsIn(v, out);
  return out;
}

export function cardProblems(s: DuneState): string[] {
  const out: string[] = [];
  const places: [string, CardId[]][] = [
    ['deck', s.decks.treachery],
    ['discard', s.decks.treacheryDiscard],
    ['removed', s.decks.removed],
    ...s.factions.map((f) => [`hand:${f}`, s.hands[f]!] as [string, CardId[]]),
  ];
  const where = new Map<CardId, string>();
  for (const [place, cards] of places)
    for (const c of cards) {
      if (where.has(c)) out.push(`${c} is both in ${where.get(c)} and in ${place}`);
      where.set(c, place);
    }
  // Cards set aside by a phase (cards up for bid, cards in a battle plan) live in the phase step.
  for (const c of new Set(cardsIn(s.step))) if (!where.has(c)) where.set(c, 'step');
  for (const c of treacheryDeckFor(s.options, s.factions)) if (!where.has(c)) out.push(`${c} is nowhere`);
  return out;
}

export function spiceProblems(before: DuneState, after: DuneState, moves: readonly SpiceMove[]): string[] {
  const out: string[] = [];
  const delta = new Map<SpiceParty, number>();
  const bump = (p: SpiceParty, n: number) => delta.set(p, (delta.get(p) ?? 0) + n);
  for (const m of moves) {
    if (m.amount < 0) out.push(`negative move ${JSON.stringify(m)}`);
    bump(m.from, -m.amount);
    bump(m.to, m.amount);
  }
  const actual = new Map<SpiceParty, number>();
  const diff = (p: SpiceParty, a: number, b: number) => a !== b && actual.set(p, b - a);
  for (const f of after.factions) {
    diff(f, before.spice[f] ?? 0, after.spice[f] ?? 0);
    diff(`bribe:${f}`, before.bribes[f] ?? 0, after.bribes[f] ?? 0);
    if ((after.spice[f] ?? 0) < 0) out.push(`${f} has negative spice`);
  }
  const piles = (s: DuneState) => new Map(s.spiceOnBoard.map((p) => [`board:${p.territory}#${p.sector}` as SpiceParty, p.amount]));
  const [b, a] = [piles(before), piles(after)];
  for (const key of new Set([...b.keys(), ...a.keys()])) diff(key, b.get(key) ?? 0, a.get(key) ?? 0);
  for (const p of after.spiceOnBoard) if (p.amount <= 0) out.push(`empty or negative pile ${JSON.stringify(p)}`);
  for (const key of new Set([...delta.keys(), ...actual.keys()])) {
    if (key === 'bank') continue;
    const recorded = delta.get(key) ?? 0;
    const seen = actual.get(key) ?? 0;
    if (recorded !== seen) out.push(`spice of ${key} changed by ${seen} but the ledger explains ${recorded}`);
  }
  return out;
}
