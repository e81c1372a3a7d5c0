import { check } from '../../engine/result';
import { defineAction } from '../actions/spec';
import { allyOf, pay, spiceOf } from '../board';
import { factionName } from '../data/factions';
import type { DuneState, FactionId } from '../state';
import { agrees } from '../victory/describe';

/**
 * Allies may pay part or all of each other's treachery-card bids and shipment costs (rules §14.2,
 * GF9 1.10.02.05–06). The payer says how much of its spice its ally may draw (`support`, a standing
 * offer known to the two of them); the bid or shipment names how much it draws (`allyPays`).
 */
export const support = defineAction({
  name: 'support',
  summary: 'Let your ally draw up to this much of your spice for their bids and shipments (0 withdraws the offer); only the two of you are told.',
  phases: ['any'],
  args: [{ name: 'amount', type: 'count', required: true, description: 'the most spice your ally may draw from you, in all, until you change it' }],
  errors: ['no-ally', 'not-enough-spice'],
  outOfTurn: true,
  handler: (s, f, { amount }, ctx) => {
    const ally = allyOf(s, f);
    check(ally, 'no-ally', `The ${factionName(f)} ${agrees(f, 'have')} no ally to support.`);
    // An offer beyond what the payer holds could never be drawn: it is raised when their spice is.
    const held = spiceOf(s, f);
    check(amount <= held, 'not-enough-spice', `You hold ${held} spice: you can let your ally draw up to ${held}, not ${amount}.`);
    s.allySupport = { ...s.allySupport, [f]: amount };
    ctx.emit({ type: 'ally-support', to: [f, ally], faction: f, ally, amount });
  },
});

/** How much of its spice `payer` still lets its ally draw. */
export const supportOffered = (s: DuneState, payer: FactionId): number => s.allySupport?.[payer] ?? 0;

/** An alliance that ends takes its offers of support with it. */
export function endSupport(s: DuneState, factions: readonly FactionId[]): void {
  if (!s.allySupport) return;
  for (const f of factions) delete s.allySupport[f];
}

/**
 * Spice `f` has promised to the standing high bid (its own share, or its share of its ally's),
 * which it may not give away or bribe with while the bid stands: else the sale, set off by
 * someone else's pass, could not be paid.
 */
export function committedSpice(s: DuneState, f: FactionId): number {
  if (s.step.phase !== 'bidding') return 0;
  const { highBidder, highBid, karama, allyPays } = s.step;
  if (!highBidder || karama) return 0;
  if (highBidder === f) return highBid - allyPays;
  return allyOf(s, highBidder) === f ? allyPays : 0;
}

/** Spice `f` may spend away from the auction now. */
export const freeSpice = (s: DuneState, f: FactionId): number => spiceOf(s, f) - committedSpice(s, f);

/**
 * Checks that `f`'s ally lets it draw `amount` and can pay it now, and returns the ally. What the
 * ally holds stays the ally's secret: the answer says only that it falls short.
 */
export function checkAllyPays(s: DuneState, f: FactionId, amount: number, what: string): FactionId {
  const ally = allyOf(s, f);
  check(ally, 'no-ally', `The ${factionName(f)} ${agrees(f, 'have')} no ally to pay for ${what}.`);
  const offered = supportOffered(s, ally);
  check(
    amount <= offered,
    'support-exceeded',
    offered === 0
      ? `The ${factionName(ally)} ${agrees(ally, 'have')} not offered to pay for your bids and shipments; they may (\`support\`).`
      : `The ${factionName(ally)} ${agrees(ally, 'let')} you draw up to ${offered} spice of theirs (\`support\`), not ${amount}.`,
  );
  check(amount <= freeSpice(s, ally), 'not-enough-spice', `The ${factionName(ally)} cannot pay ${amount} spice for ${what} now.`);
  return ally;
}

/** The ally pays its share to the bank (the caller pays the payee); its offer shrinks by as much. */
export function payAllyShare(s: DuneState, ally: FactionId, amount: number, what: string): void {
  pay(s, ally, amount, what);
  s.allySupport = { ...s.allySupport, [ally]: supportOffered(s, ally) - amount };
}

/** Refuses to spend, away from the auction, spice promised to the standing high bid. */
export function checkUncommitted(s: DuneState, f: FactionId, amount: number): void {
  const committed = committedSpice(s, f);
  check(
    amount <= spiceOf(s, f) - committed,
    'spice-committed',
    `The ${factionName(f)} ${agrees(f, 'have')} promised ${committed} spice to the high bid on this card; they can spend at most ${spiceOf(s, f) - committed} until it is settled.`,
  );
}
