import { allyOf, receive } from '../../board';
import { isStopped } from '../../cards/karama/stops';
import { leader as leaderData } from '../../data/factions';
import type { RevivalTerms } from '../module';
import { askable, pending } from './early-revival';
import { affordableGholas } from './ghola';
import { setLimit } from './raise-limit';

const half = (n: number): number => Math.ceil(n / 2);

/**
 * The Tleilaxu's powers over every revival: their own without a force limit at half price (TLX-5),
 * the limit of the factions they name raised to 5 this turn, or to 3–5 until changed (TLX-8, OP-7),
 * their ally's at half price (TLX-12), early leader revivals on offer (TLX-9), everyone else's paid to them (TLX-6), and 1 spice from the
 * bank for every faction that uses free revival, their own included by option (TLX-7, OP-6).
 */
export const tleilaxuRevival: RevivalTerms = {
  // TLX-8: the limit they set for a faction (5 this turn, or 3–5 until changed: OP-7). A Karama stops
  // either power for the phase (§4.4): their own limit is then 3 as anyone's (OP-8), the raised ones stay 3.
  limit: (s, owner, reviver, limit) => {
    if (reviver === owner) return isStopped(s, 'tleilaxu-revival') && s.options.karamaLimitsTleilaxuRevival ? limit : Number.POSITIVE_INFINITY;
    const set = setLimit(s, reviver);
    return set !== undefined && !isStopped(s, 'raised-limit') ? Math.max(limit, set) : limit;
  },
  bill: (s, owner, reviver, bill, leader) => {
    // Their own leaders at half their strength, rounded up; Zoal, who has none, at his own price.
    if (reviver === owner)
      return isStopped(s, 'tleilaxu-revival')
        ? bill
        : { forces: half(bill.forces), leader: leader && leaderData(leader).variableStrength ? bill.leader : half(bill.leader) };
    // The ally's rounding is on the whole amount (ixians-tleilaxu.md §4.2).
    return allyOf(s, owner) === reviver && !isStopped(s, 'ally-revival-discount') ? { forces: half(bill.forces + bill.leader), leader: 0 } : bill;
  },
  // Their own revival is paid to the bank.
  paid: (_s, owner, reviver) => reviver !== owner,
  revived: (s, owner, reviver, free, ctx) => {
    if (free === 0 || (reviver === owner && !s.options.tleilaxuOwnFreeRevivalIncome) || isStopped(s, 'free-revival-income')) return;
    receive(s, owner, 1);
    ctx.emit({ type: 'free-revival-income', faction: owner, from: reviver, amount: 1 });
  },
  // TLX-9: a dead leader to ask for, or a request not yet settled; TLX-11: their own, a Ghola they can afford.
  offers: (s, owner, reviver) => askable(s, reviver).length > 0 || pending(s, reviver) || (reviver === owner && affordableGholas(s, owner).length > 0),
};
