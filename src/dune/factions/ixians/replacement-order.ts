import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { allyOf } from '../../board';
import { power } from '../../cards/karama/powers';
import { factionName } from '../../data/factions';
import { REPLACEMENT_ORDERS, type DuneState, type FactionId, type ReplacementOrder } from '../../state';
import { agrees } from '../../victory/describe';

/** Whose ally replaces cards. */
export const REPLACEMENT_OWNER: FactionId = power('ally-card-swap').faction;

/**
 * IX-12 by post: after each card the Ixians' ally wins, the auction waiting for its
 * `replace-card` costs a wait (hours) per card. The ally gives a standing order instead, in
 * secret, at any time: `ask` (the default: the auction waits for its answer), `keep` or `replace`
 * (answered at once, no wait). The answer itself is public either way (the card kept, or
 * discarded face up), so an order tells the table no more than the answer would.
 */
export const replacementOrderOf = (s: DuneState, f: FactionId): ReplacementOrder => s.replacementOrders?.[f] ?? 'ask';

/** Whether `f` may give the order now: it is the Ixians' ally. */
export const mayOrderReplacement = (s: DuneState, f: FactionId): boolean =>
  s.factions.includes(REPLACEMENT_OWNER) && s.phase !== 'ended' && allyOf(s, REPLACEMENT_OWNER) === f;

/**
 * The seat's order, for its own view: while it is the Ixians' ally (the default included), or
 * while it keeps one from an alliance gone by (it stands again if the alliance is made anew).
 */
export function replacementOrderView(s: DuneState, f: FactionId): { replacementOrder?: ReplacementOrder } {
  return s.replacementOrders?.[f] || mayOrderReplacement(s, f) ? { replacementOrder: replacementOrderOf(s, f) } : {};
}

export const replacementOrder = defineAction({
  name: 'replacement-order',
  summary:
    'The Ixians’ ally (IX-12), in secret, any time: for each treachery card you win, be asked then (`ask`, the default: the next card waits for you), keep it (`keep`), or discard it at once for the top card of the deck (`replace`).',
  phases: ['any'],
  outOfTurn: true,
  args: [{ name: 'choice', type: 'choice', choices: REPLACEMENT_ORDERS, required: true, description: 'ask, keep or replace' }],
  errors: ['not-ixian-ally'],
  when: (s) => s.factions.includes(REPLACEMENT_OWNER),
  handler: (s, f, { choice }, ctx) => {
    check(
      mayOrderReplacement(s, f),
      'not-ixian-ally',
      `Only the Ixians’ ally orders what becomes of the cards it wins (IX-12); the ${factionName(f)} ${agrees(f, 'are')} not their ally.`,
    );
    const orders = { ...s.replacementOrders };
    if (choice === 'ask') delete orders[f];
    else orders[f] = choice;
    if (Object.keys(orders).length > 0) s.replacementOrders = orders;
    else delete s.replacementOrders;
    ctx.emit({ type: 'replacement-order-set', to: [f], choice });
  },
});
