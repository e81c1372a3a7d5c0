import { spiceOf, total } from '../board';
import { leader as leaderData } from '../data/factions';
import { traitorName } from '../data/traitors';
import { askable, askRevival, buyable, buyLeader, heldAsGhola, namePrice, refuseRevival, unanswered } from '../factions/tleilaxu/early-revival';
import { dancerWon, faceDancersOf } from '../factions/tleilaxu/face-dancers';
import { DANCER_HOLDER, faceDancerOrder, faceDancerRevealOf } from '../factions/tleilaxu/reveal-order';
import { affordableGholas, gholaPrice, reviveGhola } from '../factions/tleilaxu/ghola';
import { lasting, RAISED_LIMIT, raisable, raiseLimit, settableLimits } from '../factions/tleilaxu/raise-limit';
import { keepFaceDancers, swapFaceDancer } from '../factions/tleilaxu/swap';
import { dancerForcesOf, dancerPieces, dancerSources } from '../phases/battle/dancer-forces';
import { replaceForces } from '../phases/battle/dancer-forces-action';
import { revealFaceDancerChoice } from '../phases/battle/dancer-reveal-action';
import { battleStep } from '../phases/battle/step';
import { FACE_DANCER_REVEALS, of, type FaceDancerReveal, type FactionId } from '../state';
import { choiceArg, countArg, factionArg, picked, span } from './args';
import { passForm } from './battle';
import { form, simpleForm } from './form';
import { count, forces, leaderWithStrength, piece, spice, the, territoryName } from './labels';
import { offer } from './search';
import type { ChosenFor, Decider, Decision, Form, Seat } from './types';

/**
 * The Tleilaxu's decisions: raising another faction's revival limit (TLX-8), in the Bidding or the
 * Revival phase; and early leader revival (TLX-9): the others ask and buy, the Tleilaxu price or refuse.
 */

const raiseForm = form(raiseLimit, {
  args: () => [
    choiceArg<ChosenFor<typeof raiseLimit>>('faction', (k) =>
      k.s.factions.filter((t) => settableLimits(k.s).some((n) => raisable(k.s, k.f, t, n))).map((t) => ({ value: t, label: `Raise ${the(t)}` })),
    ),
    // OP-7: a limit to choose only when limits last; for the turn it is always 5.
    choiceArg<ChosenFor<typeof raiseLimit>>('limit', (k, a) => {
      if (!lasting(k.s)) return [{ value: null, label: `To ${count(RAISED_LIMIT, 'force')}` }];
      const t = picked(a.faction);
      return settableLimits(k.s)
        .filter((n) => t === undefined || raisable(k.s, k.f, t, n))
        .map((n) => ({ value: n, label: `To ${count(n, 'force')}` }));
    }),
  ],
  describe: (k, a) => {
    const t = picked(a.faction);
    const whose = `${t ? the(t) : 'a faction'}’s revival limit`;
    return lasting(k.s)
      ? `Set ${whose} to ${count(picked(a.limit) ?? RAISED_LIMIT, 'force')} a turn, until you change it.`
      : `Raise ${whose} to ${count(RAISED_LIMIT, 'force')} this turn.`;
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

type Replace = ChosenFor<typeof replaceForces>;

/** How many of the seat's forces the group chosen so far holds: its reserves (`from` left out), or its stack there. */
function available(k: Seat, chosen: Replace): number {
  const open = dancerForcesOf(k.s, k.f);
  if (!open) return 0;
  if (chosen.from === null) return total(of(k.s.reserves, k.f));
  const sector = picked(chosen.fromSector);
  return dancerSources(k.s, k.f, open.battle.territory)
    .filter((x) => x.territory === chosen.from && (sector === undefined || x.sector === sector))
    .reduce((n, x) => n + total(x), 0);
}

// TLX-2 step 5: a group from the reserves or from a piece on the planet, into a piece of the battle's territory.
const replaceForm = form(replaceForces, {
  args: () => [
    choiceArg<Replace>('from', (k) => {
      const open = dancerForcesOf(k.s, k.f);
      if (!open) return [];
      const there = [...new Set(dancerSources(k.s, k.f, open.battle.territory).map((x) => x.territory))];
      return [{ value: null, label: 'Your reserves' }, ...there.map((t) => ({ value: t, label: territoryName(t) }))];
    }),
    choiceArg<Replace>('fromSector', (k, chosen) => {
      const open = dancerForcesOf(k.s, k.f);
      const stacks = open && chosen.from ? dancerSources(k.s, k.f, open.battle.territory).filter((x) => x.territory === chosen.from) : [];
      if (!chosen.from) return [{ value: null, label: 'Your reserves' }];
      return stacks.map((x) => (x.sector === 0 ? { value: null, label: territoryName(x.territory) } : { value: x.sector, label: `Sector ${x.sector}` }));
    }),
    choiceArg<Replace>('sector', (k) => {
      const open = dancerForcesOf(k.s, k.f);
      if (!open) return [];
      const t = open.battle.territory;
      return dancerPieces(k.s, t).map((sector) => (sector === 0 ? { value: null, label: territoryName(t) } : { value: sector, label: `Sector ${sector}` }));
    }),
    countArg<Replace>('forces', (k, chosen) => span(1, Math.min(dancerForcesOf(k.s, k.f)?.left ?? 0, available(k, chosen)), 'How many forces you place')),
  ],
  describe: (k, a) => {
    const t = dancerForcesOf(k.s, k.f)?.battle.territory;
    const from = a.from ? piece(a.from, a.fromSector) : 'your reserves';
    return `Place ${forces(k.f, a.forces ?? 0)} from ${from} in ${t ? piece(t, a.sector) : 'the battle’s territory'}.`;
  },
});

/** TLX-2 step 5: the battle waits for the holder's forces, placed group by group, or none more. */
function dancerDecisions(k: Seat): Decision[] {
  const open = dancerForcesOf(k.s, k.f);
  if (!open) return [];
  const summary = `Your Face Dancer is revealed: up to ${count(open.left, 'force')} of yours may take the winner’s place in ${territoryName(open.battle.territory)}, from your reserves or the planet, free.`;
  return [...offer(k, replaceForm, { label: 'Place forces', summary }), ...offer(k, passForm, { label: 'Place no more', summary })];
}

const revealForm = form(revealFaceDancerChoice, {
  args: () => [
    choiceArg<ChosenFor<typeof revealFaceDancerChoice>>('reveal', () => [
      { value: true, label: 'Reveal it' },
      { value: false, label: 'Keep it secret' },
    ]),
  ],
  describe: (_k, a) => (a.reveal ? 'Reveal your Face Dancer: the winner’s forces there go back to their reserves.' : 'Keep your Face Dancer secret for later.'),
});

/** TLX-2 asked (order `ask`): reveal first, the clock's safe default (docs/deadlines.md). */
function askedDecisions(k: Seat): Decision[] {
  const b = k.s.phase === 'battle' ? battleStep(k.s).current : null;
  const dancer = b?.dancerAsked === k.f ? dancerWon(k.s, k.f, b) : undefined;
  if (!b || !dancer) return [];
  const summary = `${traitorName(dancer.leader)}, your Face Dancer, led ${the(b.outcome?.winner ?? k.f)} to victory in ${territoryName(b.territory)}. Until you answer, the table sees the battle wait for you, not why.`;
  return [
    ...offer(k, revealForm, { label: 'Reveal your Face Dancer', preset: { reveal: true }, summary }),
    ...offer(k, revealForm, { label: 'Keep it secret', preset: { reveal: false }, summary }),
  ];
}

const orderForm = form(faceDancerOrder, {
  args: () => [
    choiceArg<ChosenFor<typeof faceDancerOrder>>('reveal', (k) =>
      FACE_DANCER_REVEALS.filter((r) => r !== faceDancerRevealOf(k.s)).map((r) => ({ value: r, label: REVEAL_LABELS[r] })),
    ),
  ],
  describe: (_k, a) => `When a battle is won with one of your unrevealed Face Dancers: ${a.reveal ? REVEAL_LABELS[a.reveal].toLowerCase() : 'choose'}.`,
});

const REVEAL_LABELS: Readonly<Record<FaceDancerReveal, string>> = {
  always: 'Reveal it at once',
  ask: 'Ask me then (the table sees the battle wait for me)',
  never: 'Keep it secret',
};

/** The standing order, offered any time while the Tleilaxu hold Face Dancers. */
const orderDecisions = (k: Seat): Decision[] =>
  k.f === DANCER_HOLDER && k.s.phase !== 'ended' && faceDancersOf(k.s).length > 0
    ? offer(k, orderForm, {
        label: 'Face Dancer order',
        summary: `Secretly, in advance (TLX-2). Now: ${REVEAL_LABELS[faceDancerRevealOf(k.s)].toLowerCase()}.`,
        anytime: true,
      })
    : [];

const mentatDeciding = (k: Seat): boolean => k.s.step.phase === 'mentat' && k.s.step.deciding?.includes(k.f) === true;

const keepForm = simpleForm(keepFaceDancers, mentatDeciding, () => 'Keep your Face Dancers this turn.');

export const tleilaxuForms: readonly Form[] = [
  raiseForm,
  askForm,
  priceForm,
  refuseForm,
  buyForm,
  gholaForm,
  swapForm,
  keepForm,
  replaceForm,
  revealForm,
  orderForm,
];

export const tleilaxuDecisions: Decider = (k) => [...situational(k), ...orderDecisions(k)];

/** What the moment asks of the Tleilaxu (the standing order apart, offered any time). */
function situational(k: Seat): Decision[] {
  if (k.s.phase === 'battle') return [...askedDecisions(k), ...dancerDecisions(k)];
  if (mentatDeciding(k))
    return [
      ...offer(k, swapForm, { label: 'Swap a Face Dancer', summary: 'TLX-4: one unrevealed Face Dancer back into the traitor deck, one drawn.' }),
      ...offer(k, keepForm, { label: 'Keep your Face Dancers' }),
    ];
  const raising =
    (k.s.phase === 'bidding' || k.s.phase === 'revival') && k.s.factions.some((t) => settableLimits(k.s).some((n) => raisable(k.s, k.f, t, n)))
      ? offer(k, raiseForm, {
          label: lasting(k.s) ? 'Set a revival limit' : 'Raise a revival limit',
          summary: lasting(k.s)
            ? 'Another faction may revive up to 3, 4 or 5 forces a turn, until you change it.'
            : `Another faction may revive up to ${RAISED_LIMIT} forces this turn.`,
          anytime: true,
        })
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
}
