import { spiceOf } from '../board';
import { leader as leaderData } from '../data/factions';
import { traitorName } from '../data/traitors';
import { askable, askRevival, buyable, buyLeader, heldAsGhola, namePrice, refuseRevival, unanswered } from '../factions/tleilaxu/early-revival';
import { faceDancersOf } from '../factions/tleilaxu/face-dancers';
import { affordableGholas, gholaPrice, reviveGhola } from '../factions/tleilaxu/ghola';
import { RAISED_LIMIT, raisable, raiseLimit } from '../factions/tleilaxu/raise-limit';
import { keepFaceDancers, swapFaceDancer } from '../factions/tleilaxu/swap';
import type { FactionId } from '../state';
import { choiceArg, countArg, factionArg, picked, span } from './args';
import { form, simpleForm } from './form';
import { count, leaderWithStrength, spice, the } from './labels';
import { offer } from './search';
import type { ChosenFor, Decider, Form, Seat } from './types';

/**
 * The Tleilaxu's decisions: raising another faction's revival limit (TLX-8), in the Bidding or the
 * Revival phase; and early leader revival (TLX-9): the others ask and buy, the Tleilaxu price or refuse.
 */

const raiseForm = form(raiseLimit, {
  args: () => [
    choiceArg<ChosenFor<typeof raiseLimit>>('faction', (k) =>
      k.s.factions.filter((t) => raisable(k.s, k.f, t)).map((t) => ({ value: t, label: `Raise ${the(t)}` })),
    ),
  ],
  describe: (_k, a) => {
    const t = picked(a.faction);
    return `Raise ${t ? the(t) : 'a faction'}’s revival limit to ${count(RAISED_LIMIT, 'force')} this turn.`;
  },
});

const askForm = form(askRevival, {
  args: () => [
    choiceArg<ChosenFor<typeof askRevival>>('leader', (k) =>
      askable(k.s, k.f).map((l) => ({ value: l, label: heldAsGhola(k.s, l) ? `${leaderWithStrength(l)}, their Ghola` : leaderWithStrength(l) })),
    ),
  ],
  describe: (k, a) => {
    const l = picked(a.leader);
    if (l && heldAsGhola(k.s, l)) return `Ask the Tleilaxu to give back ${leaderData(l).name}, their Ghola, at a price they name.`;
    return `Ask the Tleilaxu to revive ${l ? leaderData(l).name : 'a leader'} early, at a price they name.`;
  },
});

const asking = (k: Seat): FactionId[] => unanswered(k.s).map((r) => r.faction);

const priceForm = form(namePrice, {
  args: () => [
    factionArg<ChosenFor<typeof namePrice>>('faction', asking),
    // Any price may be named; more than the requester holds could not be paid.
    countArg<ChosenFor<typeof namePrice>>('price', (k, chosen) => {
      const t = picked(chosen.faction);
      return span(0, Math.max(0, ...(t ? [t] : asking(k)).map((f) => spiceOf(k.s, f))), 'Your price in spice');
    }),
  ],
  describe: (_k, a) => {
    const t = picked(a.faction);
    const p = picked(a.price);
    return `Revive ${t ? the(t) : 'a faction'}’s leader for ${p === undefined ? 'a price' : spice(p)}.`;
  },
});

const refuseForm = form(refuseRevival, {
  args: () => [factionArg<ChosenFor<typeof refuseRevival>>('faction', asking)],
  describe: (_k, a) => {
    const t = picked(a.faction);
    return `Refuse to revive ${t ? the(t) : 'a faction'}’s leader.`;
  },
});

const affordable = (k: Seat): number | undefined => {
  const price = buyable(k.s, k.f)?.price;
  return price !== undefined && price <= spiceOf(k.s, k.f) ? price : undefined;
};

const buyForm = simpleForm(
  buyLeader,
  (k) => affordable(k) !== undefined,
  (k) => `Pay the Tleilaxu ${spice(affordable(k) ?? 0)} for your leader.`,
);

// TLX-11: only the dead leaders the Tleilaxu can pay for.
const gholaForm = form(reviveGhola, {
  args: () => [
    choiceArg<ChosenFor<typeof reviveGhola>>('leader', (k) =>
      affordableGholas(k.s, k.f).map((l) => ({ value: l, label: `${leaderWithStrength(l)}, ${spice(gholaPrice(l))}` })),
    ),
  ],
  describe: (_k, a) => {
    const l = picked(a.leader);
    return l ? `Revive ${leaderData(l).name} as your Ghola for ${spice(gholaPrice(l))}.` : 'Revive another faction’s dead leader as your Ghola.';
  },
});

const swapForm = form(swapFaceDancer, {
  args: () => [
    choiceArg<ChosenFor<typeof swapFaceDancer>>('leader', (k) =>
      faceDancersOf(k.s)
        .filter((d) => !d.revealed)
        .map((d) => ({ value: d.leader, label: `Put back ${traitorName(d.leader)}` })),
    ),
  ],
  describe: (_k, a) => {
    const l = picked(a.leader);
    return `Put ${l ? traitorName(l) : 'a Face Dancer'} back into the traitor deck and draw another (perhaps the same).`;
  },
});

const mentatDeciding = (k: Seat): boolean => k.s.step.phase === 'mentat' && k.s.step.deciding?.includes(k.f) === true;

const keepForm = simpleForm(keepFaceDancers, mentatDeciding, () => 'Keep your Face Dancers this turn.');

export const tleilaxuForms: readonly Form[] = [raiseForm, askForm, priceForm, refuseForm, buyForm, gholaForm, swapForm, keepForm];

export const tleilaxuDecisions: Decider = (k) => {
  if (mentatDeciding(k))
    return [
      ...offer(k, swapForm, { label: 'Swap a Face Dancer', summary: 'TLX-4: one unrevealed Face Dancer back into the traitor deck, one drawn.' }),
      ...offer(k, keepForm, { label: 'Keep your Face Dancers' }),
    ];
  const raising =
    (k.s.phase === 'bidding' || k.s.phase === 'revival') && k.s.factions.some((t) => raisable(k.s, k.f, t))
      ? offer(k, raiseForm, { label: 'Raise a revival limit', summary: `Another faction may revive up to ${RAISED_LIMIT} forces this turn.`, anytime: true })
      : [];
  if (k.s.phase !== 'revival') return raising;
  const bought = buyable(k.s, k.f);
  return [
    ...raising,
    ...(askable(k.s, k.f).length > 0 ? offer(k, askForm, { label: 'Ask the Tleilaxu for a leader', anytime: true }) : []),
    ...(asking(k).length > 0 && k.f === 'tleilaxu'
      ? // Waited for, so that the Tleilaxu are pinged and a passed deadline refuses (the safe default) instead of stalling the phase.
        [...offer(k, priceForm, { label: 'Name a price for a leader' }), ...offer(k, refuseForm, { label: 'Refuse a leader' })]
      : []),
    ...(affordableGholas(k.s, k.f).length > 0
      ? offer(k, gholaForm, { label: 'Revive a Ghola', summary: 'TLX-11: another faction’s dead leader fights for you.', anytime: true })
      : []),
    ...(bought && affordable(k) !== undefined
      ? offer(k, buyForm, { label: `Buy back ${leaderData(bought.leader).name}`, summary: `The Tleilaxu ask ${spice(bought.price ?? 0)}.`, anytime: true })
      : []),
  ];
};
