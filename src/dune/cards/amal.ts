import { check } from '../../engine/result';
import { pay, spiceOf } from '../board';
import { discard, takeFromHand } from '../treachery';
import type { CardUse } from './use';

/**
 * CARD-AMAL (ixians-tleilaxu.md §6), at the start of any phase: every player, its own player too,
 * pays half the spice behind their shield, rounded up, to the Bank; bribes in front of shields are
 * untouched. "The start" is before anyone has acted in the phase (`phaseActed`): a phase that
 * waits for nobody runs through with no such moment.
 */
export const amalUse: CardUse = {
  args: [],
  play: (s, f, _args, ctx) => {
    check(!s.phaseActed, 'too-late', 'Amal is played at the start of a phase, before anyone has acted in it.');
    const card = takeFromHand(s, f, 'amal');
    ctx.emit({ type: 'card-played', faction: f, card: 'Amal', purpose: 'make every player pay half their spice to the Bank' });
    discard(s, card, ctx, f);
    for (const x of s.factions) {
      const amount = Math.ceil(spiceOf(s, x) / 2);
      if (amount === 0) continue;
      pay(s, x, amount, 'Amal');
      ctx.emit({ type: 'amal-paid', faction: x, amount });
    }
  },
};
