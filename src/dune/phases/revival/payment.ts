import { pay, transferSpice } from '../../board';
import type { DuneState, FactionId } from '../../state';
import { revivalStep } from './rules';

/** Pays for `f`'s revival: to the bank, or to whoever is paid for it instead (TLX-6), whom it returns. */
export function payForRevival(s: DuneState, f: FactionId, amount: number, forWhat: string): { paidTo?: FactionId } {
  const payee = amount > 0 ? revivalStep(s).payees?.[f] : undefined;
  if (!payee) {
    pay(s, f, amount, forWhat);
    return {};
  }
  transferSpice(s, f, payee, amount, forWhat);
  return { paidTo: payee };
}
