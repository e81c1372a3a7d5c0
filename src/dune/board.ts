import { fail } from '../engine/result';
import { hasAdvisorSide } from './data/faction-traits';
import { faction as factionData, factionName } from './data/factions';
import { POLAR_SINK_SECTOR, SECTOR_COUNT, territory, type TerritoryId } from './data/map';
import { recordSpice } from './spice-ledger';
import { of, type DuneState, type FactionId, type ForceStack, type Forces, type SpicePile } from './state';
import { agrees } from './victory/describe';

export const total = (f: Forces): number => f.regular + f.elite;
export const noForces = (): Forces => ({ regular: 0, elite: 0 });

/** Name of a faction's starred forces, for messages ("Sardaukar", "Fedaykin"). */
export function eliteName(f: FactionId): string {
  const name = factionData(f).eliteName;
  if (name === undefined || name === null) return 'starred forces';
  // The data names one token: the Fremen's and the Emperor's words are their own plural, the Ixians' "Cyborg" is not.
  return SAME_PLURAL.includes(name) ? name : `${name}s`;
}
const SAME_PLURAL: readonly string[] = ['Sardaukar', 'Fedaykin'];

/**
 * Which tokens make up `count` forces taken from `available`: exactly `elite` starred ones when
 * given, otherwise ordinary tokens first (a player keeps starred forces unless they ask).
 */
export function chooseForces(available: Forces, count: number, elite: number | undefined, who: FactionId, where: string): Forces {
  if (!Number.isInteger(count) || count < 0) fail('bad-count', `The number of forces must be a whole number of 0 or more (got ${count}).`);
  if (count > total(available))
    fail('not-enough-forces', `The ${factionName(who)} ${agrees(who, 'have')} only ${total(available)} forces ${where}, not ${count}.`);
  if (elite === undefined) {
    const regular = Math.min(count, available.regular);
    return { regular, elite: count - regular };
  }
  if (!Number.isInteger(elite) || elite < 0 || elite > count)
    fail('bad-count', `The number of ${eliteName(who)} must be between 0 and the ${count} forces moved (got ${elite}).`);
  if (elite > available.elite)
    fail('not-enough-forces', `The ${factionName(who)} ${agrees(who, 'have')} only ${available.elite} ${eliteName(who)} ${where}, not ${elite}.`);
  if (count - elite > available.regular)
    fail('not-enough-forces', `The ${factionName(who)} ${agrees(who, 'have')} only ${available.regular} ordinary forces ${where}, not ${count - elite}.`);
  return { regular: count - elite, elite };
}

export function subtract(from: Forces, f: Forces): void {
  from.regular -= f.regular;
  from.elite -= f.elite;
}

export function add(to: Forces, f: Forces): void {
  to.regular += f.regular;
  to.elite += f.elite;
}

export const stacksIn = (s: DuneState, t: TerritoryId): ForceStack[] => s.board.filter((x) => x.territory === t);

export const stackAt = (s: DuneState, f: FactionId, t: TerritoryId, sector: number): ForceStack | undefined =>
  s.board.find((x) => x.faction === f && x.territory === t && x.sector === sector);

export const stacksOf = (s: DuneState, f: FactionId): ForceStack[] => s.board.filter((x) => x.faction === f);

/** Puts forces on a piece, merging with the faction's stack there. */
export function placeForces(s: DuneState, f: FactionId, t: TerritoryId, sector: number, forces: Forces, advisor = false): ForceStack {
  let stack = stackAt(s, f, t, sector);
  if (!stack) {
    stack = { faction: f, territory: t, sector, regular: 0, elite: 0 };
    if (hasAdvisorSide(f)) stack.advisor = advisor;
    s.board.push(stack);
  }
  add(stack, forces);
  return stack;
}

/** Takes forces off a piece; removes the stack when it empties. */
export function liftForces(s: DuneState, stack: ForceStack, forces: Forces): void {
  subtract(stack, forces);
  if (stack.regular < 0 || stack.elite < 0) throw new Error('liftForces below zero');
  if (total(stack) === 0) s.board.splice(s.board.indexOf(stack), 1);
}

/** Sends forces from a piece to their owner's Tleilaxu Tanks. */
export function killForces(s: DuneState, stack: ForceStack, forces: Forces = { regular: stack.regular, elite: stack.elite }): Forces {
  const dead = { regular: forces.regular, elite: forces.elite };
  liftForces(s, stack, dead);
  add(of(s.tanks, stack.faction), dead);
  return dead;
}

/** Whether a stack is on its advisor side (only a faction with one, the Bene Gesserit, has the flag). */
export const isAdvisorStack = (x: ForceStack): boolean => x.advisor === true;

/** Factions that occupy a territory: forces there that are not Bene Gesserit advisors. */
export function occupants(s: DuneState, t: TerritoryId): FactionId[] {
  const found: FactionId[] = [];
  for (const x of stacksIn(s, t)) if (!isAdvisorStack(x) && total(x) > 0 && !found.includes(x.faction)) found.push(x.faction);
  return found;
}

export const inStorm = (s: DuneState, sector: number): boolean => sector !== POLAR_SINK_SECTOR && sector === s.storm;

/** Whether the storm passes a territory's pieces by (rock, strongholds, and the Shield Wall's shelter). */
export function stormProtected(s: DuneState, t: TerritoryId): boolean {
  switch (territory(t).stormProtection) {
    case 'always':
    case 'never':
      return true;
    case 'shield-wall':
      return !s.shieldWallDestroyed;
    case 'none':
      return false;
  }
}

/** Sectors from `from` to `to` moving counterclockwise, excluding `from` (the storm's sweep). */
export function sectorsSwept(from: number, distance: number): number[] {
  return Array.from({ length: distance }, (_, i) => ((from - 1 + i + 1) % SECTOR_COUNT) + 1);
}

export const advanceSector = (from: number, distance: number): number => ((((from - 1 + distance) % SECTOR_COUNT) + SECTOR_COUNT) % SECTOR_COUNT) + 1;

/**
 * Storm order (rules §5.5): the first player is the first circle the storm will reach moving
 * counterclockwise; a circle under the storm goes last.
 */
export function computeStormOrder(s: Pick<DuneState, 'factions' | 'circles' | 'storm'>): FactionId[] {
  const d = (f: FactionId) => ((((of(s.circles, f) - s.storm - 1) % SECTOR_COUNT) + SECTOR_COUNT) % SECTOR_COUNT) + 1;
  return [...s.factions].sort((a, b) => d(a) - d(b));
}

export const allyOf = (s: DuneState, f: FactionId): FactionId | undefined => {
  const a = s.alliances.find((x) => x[0] === f || x[1] === f);
  return a ? (a[0] === f ? a[1] : a[0]) : undefined;
};

const pileParty = (p: { territory: TerritoryId; sector: number }) => `board:${p.territory}#${p.sector}` as const;

/** Spice from the bank onto a piece of the board (a spice blow). */
export function addSpiceOnBoard(s: DuneState, t: TerritoryId, sector: number, amount: number): void {
  const pile = s.spiceOnBoard.find((p) => p.territory === t && p.sector === sector);
  if (pile) pile.amount += amount;
  else s.spiceOnBoard.push({ territory: t, sector, amount });
  recordSpice('bank', pileParty({ territory: t, sector }), amount);
}

/** Removes spice piles matching `pred` (storm, worm, explosion), returning what went back to the bank. */
export function removeSpiceOnBoard(s: DuneState, pred: (p: { territory: TerritoryId; sector: number }) => boolean): number {
  let removed = 0;
  s.spiceOnBoard = s.spiceOnBoard.filter((p) => {
    if (!pred(p)) return true;
    removed += p.amount;
    recordSpice(pileParty(p), 'bank', p.amount);
    return false;
  });
  return removed;
}

/** A faction collects spice from a pile on the board; an emptied pile disappears. */
export function takeSpiceFromPile(s: DuneState, pile: SpicePile, f: FactionId, amount: number): void {
  if (amount > pile.amount) throw new Error('taking more spice than the pile holds');
  pile.amount -= amount;
  s.spice[f] = spiceOf(s, f) + amount;
  recordSpice(pileParty(pile), f, amount);
  if (pile.amount === 0) s.spiceOnBoard.splice(s.spiceOnBoard.indexOf(pile), 1);
}

/** Bribe spice in front of a shield goes behind it (Mentat Pause). */
export function collectBribe(s: DuneState, f: FactionId): number {
  const amount = s.bribes[f] ?? 0;
  s.bribes[f] = 0;
  s.spice[f] = spiceOf(s, f) + amount;
  recordSpice(`bribe:${f}`, f, amount);
  return amount;
}

/** A bribe: spice from behind one faction's shield to in front of another's, usable after the Mentat Pause (§15). */
export function payBribe(s: DuneState, from: FactionId, to: FactionId, amount: number): void {
  const have = spiceOf(s, from);
  if (amount > have) fail('not-enough-spice', `The ${factionName(from)} ${agrees(from, 'have')} ${have} spice and cannot pay a bribe of ${amount}.`);
  s.spice[from] = have - amount;
  s.bribes[to] = (s.bribes[to] ?? 0) + amount;
  recordSpice(from, `bribe:${to}`, amount);
}

/** Spice handed from one faction to another (payments, gifts): both sides named in the ledger. */
export function transferSpice(s: DuneState, from: FactionId, to: FactionId, amount: number, forWhat: string): void {
  const have = spiceOf(s, from);
  if (amount > have) fail('not-enough-spice', `The ${factionName(from)} ${agrees(from, 'have')} ${have} spice; ${forWhat} costs ${amount}.`);
  s.spice[from] = have - amount;
  s.spice[to] = spiceOf(s, to) + amount;
  recordSpice(from, to, amount);
}

export function spiceOf(s: DuneState, f: FactionId): number {
  return of(s.spice, f);
}

/** Moves spice from a faction to the bank; errors when the faction cannot pay. */
export function pay(s: DuneState, f: FactionId, amount: number, forWhat: string): void {
  const have = spiceOf(s, f);
  if (amount > have) fail('not-enough-spice', `The ${factionName(f)} ${agrees(f, 'have')} ${have} spice; ${forWhat} costs ${amount}.`);
  s.spice[f] = have - amount;
  recordSpice(f, 'bank', amount);
}

/** Spice from the bank to a faction. */
export function receive(s: DuneState, f: FactionId, amount: number): void {
  s.spice[f] = spiceOf(s, f) + amount;
  recordSpice('bank', f, amount);
}
