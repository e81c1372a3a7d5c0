import { allyOf, spiceOf } from '../board';
import type { FactionId } from '../state';
import { choiceArg, countArg, factionArg, picked, span } from './args';
import { spice, the } from './labels';
import { offer } from './search';
import type { Decider, Form, Option, Seat } from './types';
import type { Deal } from '../shape/deal';

/** Gifts of spice and deals (S002-DEAL): proposing, accepting or rejecting, cancelling. */

const others = (k: Seat): FactionId[] => k.s.factions.filter((f) => f !== k.f);

const giveForm: Form = {
  action: 'give',
  matches: () => true,
  args: () => [factionArg('to', others), countArg('amount', (k) => span(1, spiceOf(k.s, k.f), 'Spice you give'))],
  describe: (_k, a) => `Give ${spice(a.amount as number)} to ${the(a.to as FactionId)}; only the two of you are told.`,
};

/** Terms are free text; these are accepted, to learn whether the rest of a deal can be completed. */
const SAMPLE_TERMS = 'We do not attack each other this turn.';

const dealForm: Form = {
  action: 'deal',
  matches: () => true,
  args: () => [
    factionArg('with', others),
    {
      name: 'terms',
      values: () => ({ kind: 'text', label: 'What each side promises (no cards, traitors, leaders, forces or powers change hands)', sample: SAMPLE_TERMS }),
    },
    countArg('spice', (k) => span(0, spiceOf(k.s, k.f), 'Spice you pay them as a bribe when they accept')),
  ],
  describe: (_k, a) => {
    const paid = picked<number>(a, 'spice') ?? 0;
    return `Propose to ${the(a.with as FactionId)}: “${String(a.terms).trim()}”${paid > 0 ? `, paying them ${spice(paid)} as a bribe when they accept` : ''}.`;
  },
};

const partner = (d: Deal, k: Seat): FactionId => (d.from === k.f ? d.with : d.from);

/**
 * The number a seat names a deal by: its public number once accepted, else the proposal's number
 * between its two parties — which two of the seat's proposals may share (then `with` says which).
 */
const numberOf = (d: Deal, proposals: boolean): number => (proposals ? d.proposal : (d.id as number));

/** A form answering with the numbers of the seat's deals that `fits`, and the other party when a number is shared. */
function dealNumberForm(action: string, proposals: boolean, fits: (d: Deal, k: Seat) => boolean, describe: (d: Deal, k: Seat) => string): Form {
  const fitting = (k: Seat) => k.s.deals.filter((d) => fits(d, k));
  const named = (k: Seat, n: unknown) => fitting(k).filter((d) => numberOf(d, proposals) === n);
  const option = (k: Seat, n: number): Option => {
    const deals = named(k, n);
    const only = deals.length === 1 ? deals[0] : undefined;
    return {
      value: n,
      label: `Deal ${n} with ${deals.map((d) => the(partner(d, k))).join(' or ')}`,
      description: only ? `${only.terms}${only.spice > 0 ? ` (${spice(only.spice)})` : ''}` : 'Then choose the other party.',
    };
  };
  return {
    action,
    matches: () => true,
    args: (k, chosen) => [
      choiceArg('deal', (x) => [...new Set(fitting(x).map((d) => numberOf(d, proposals)))].map((n) => option(x, n))),
      ...(named(k, chosen.deal).length > 1 ? [factionArg('with', (x, c) => named(x, c.deal).map((d) => partner(d, x)))] : []),
    ],
    describe: (k, a) => {
      const deals = named(k, a.deal);
      return describe((deals.find((d) => a.with === undefined || partner(d, k) === a.with) ?? deals[0]) as Deal, k);
    },
  };
}

const acceptForm = dealNumberForm(
  'accept',
  true,
  (d, k) => d.status === 'proposed' && d.with === k.f,
  (d) => `Accept deal ${d.proposal} with ${the(d.from)}: it is announced and binds you both${d.spice > 0 ? `; you receive ${spice(d.spice)} as a bribe` : ''}.`,
);

const rejectForm = dealNumberForm(
  'reject',
  true,
  (d, k) => d.status === 'proposed' && (d.from === k.f || d.with === k.f),
  (d, k) => (d.from === k.f ? `Withdraw deal ${d.proposal}, proposed to ${the(d.with)}.` : `Turn down deal ${d.proposal}, proposed by ${the(d.from)}.`),
);

const cancelForm = dealNumberForm(
  'cancel-deal',
  false,
  (d, k) => d.status === 'accepted' && (d.from === k.f || d.with === k.f) && !d.cancelAsked.includes(k.f),
  (d, k) => `Ask to cancel deal ${d.id} with ${the(d.from === k.f ? d.with : d.from)}; it ends when they ask too.`,
);

/** Ally support (rules §14.2): how much of your spice your ally may draw for bids and shipments. */
const supportForm: Form = {
  action: 'support',
  matches: (k) => allyOf(k.s, k.f) !== undefined,
  args: () => [countArg('amount', (k) => span(0, spiceOf(k.s, k.f), 'The most spice your ally may draw from you (0 withdraws the offer)'))],
  describe: (k, a) => {
    const ally = the(allyOf(k.s, k.f) as FactionId);
    return a.amount === 0
      ? `Withdraw your offer of spice to ${ally}.`
      : `Let ${ally} draw up to ${spice(a.amount as number)} of your spice for their bids and shipments.`;
  },
};

export const dealForms: readonly Form[] = [giveForm, dealForm, acceptForm, rejectForm, cancelForm, supportForm];

export const dealDecisions: Decider = (k) => [
  ...offer(k, acceptForm, { label: 'Accept a deal', summary: 'It is announced to everyone and binds both sides.', anytime: true }),
  ...offer(k, rejectForm, { label: 'Reject or withdraw a deal', anytime: true }),
  ...offer(k, cancelForm, { label: 'Cancel a deal', summary: 'It ends when both sides ask.', anytime: true }),
  ...offer(k, dealForm, { label: 'Propose a deal', summary: `You hold ${spice(spiceOf(k.s, k.f))}.`, anytime: true }),
  ...offer(k, giveForm, { label: 'Give spice', summary: `You hold ${spice(spiceOf(k.s, k.f))}.`, anytime: true }),
  ...offer(k, supportForm, { label: 'Support your ally', summary: `You hold ${spice(spiceOf(k.s, k.f))}.`, anytime: true }),
];
