import { allyOf, spiceOf } from '../board';
import { accept, cancelDeal, deal, reject } from '../deals/actions';
import { support } from '../deals/ally-support';
import { give } from '../deals/give';
import type { FactionId } from '../state';
import { choiceArg, countArg, factionArg, span } from './args';
import { form } from './form';
import { spice, the } from './labels';
import { offer } from './search';
import type { ArgDef, Decider, Form, FormSpec, Option, Seat } from './types';
import type { Deal } from '../shape/deal';

/** Gifts of spice and deals (S002-DEAL): proposing, accepting or rejecting, cancelling. */

const others = (k: Seat): FactionId[] => k.s.factions.filter((f) => f !== k.f);

const giveForm = form(give, {
  args: () => [factionArg('to', others), countArg('amount', (k) => span(1, spiceOf(k.s, k.f), 'Spice you give'))],
  describe: (_k, a) => `Give ${spice(a.amount ?? 0)} to ${a.to ? the(a.to) : 'them'}; only the two of you are told.`,
});

/** Terms are free text; these are accepted, to learn whether the rest of a deal can be completed. */
const SAMPLE_TERMS = 'We do not attack each other this turn.';

const dealForm = form(deal, {
  // No deal is made during setup, whoever it is with and whatever its terms.
  gates: ['no-deals-now'],
  args: () => [
    factionArg('with', others),
    {
      name: 'terms',
      values: () => ({ kind: 'text', label: 'What each side promises (no cards, traitors, leaders, forces or powers change hands)', sample: SAMPLE_TERMS }),
    },
    countArg('spice', (k) => span(0, spiceOf(k.s, k.f), 'Spice you pay them as a bribe when they accept')),
  ],
  describe: (_k, a) => {
    const paid = a.spice ?? 0;
    return `Propose to ${a.with ? the(a.with) : 'them'}: “${(a.terms ?? '').trim()}”${paid > 0 ? `, paying them ${spice(paid)} as a bribe when they accept` : ''}.`;
  },
});

const partner = (d: Deal, k: Seat): FactionId => (d.from === k.f ? d.with : d.from);

/**
 * The number a seat names a deal by: its public number once accepted (`public`), else the
 * proposal's number between its two parties — which two of the seat's proposals may share (then
 * `with` says which).
 */
const numberOf = (d: Deal, numbering: 'proposal' | 'public'): number | null => (numbering === 'proposal' ? d.proposal : d.id);

/** The seat's deals that `fits`, by the number it names them with. */
function dealsNumbered(numbering: 'proposal' | 'public', fits: (d: Deal, k: Seat) => boolean) {
  const fitting = (k: Seat) => k.s.deals.filter((d) => fits(d, k));
  const named = (k: Seat, n: number | null | undefined): Deal[] => fitting(k).filter((d) => n !== undefined && n !== null && numberOf(d, numbering) === n);
  const option = (k: Seat, n: number): Option => {
    const deals = named(k, n);
    const only = deals.length === 1 ? deals[0] : undefined;
    return {
      value: n,
      label: `Deal ${n} with ${deals.map((d) => the(partner(d, k))).join(' or ')}`,
      description: only ? `${only.terms}${only.spice > 0 ? ` (${spice(only.spice)})` : ''}` : 'Then choose the other party.',
    };
  };
  const numbers = (k: Seat): number[] => [...new Set(fitting(k).flatMap((d) => numberOf(d, numbering) ?? []))];
  return { named, dealArg: <P extends DealNumber>(): ArgDef<P> => choiceArg('deal', (k) => numbers(k).map((n) => option(k, n))) };
}

/** A deal's number as its actions take it, and the other party where two proposals share it. */
interface DealNumber {
  readonly deal?: number | null;
}
interface DealParty extends DealNumber {
  readonly with?: FactionId | null;
}

/** The form of an answer to a proposal (`accept`, `reject`): its number, and the other party when two share it. */
function proposalForm<P extends DealParty>(fits: (d: Deal, k: Seat) => boolean, describe: (d: Deal, k: Seat) => string): FormSpec<P> {
  const { named, dealArg } = dealsNumbered('proposal', fits);
  return {
    args: (k, chosen) => [
      dealArg<P>(),
      ...(named(k, chosen.deal).length > 1 ? [factionArg<P>('with', (x, c) => named(x, c.deal).map((d) => partner(d, x)))] : []),
    ],
    describe: (k, a) => {
      const deals = named(k, a.deal);
      const meant = deals.find((d) => a.with === undefined || partner(d, k) === a.with) ?? deals[0];
      return meant ? describe(meant, k) : 'Answer a deal.';
    },
  };
}

const acceptForm = form(
  accept,
  proposalForm(
    (d, k) => d.status === 'proposed' && d.with === k.f,
    (d) =>
      `Accept deal ${d.proposal} with ${the(d.from)}: it is announced and binds you both${d.spice > 0 ? `; you receive ${spice(d.spice)} as a bribe` : ''}.`,
  ),
);

const rejectForm = form(
  reject,
  proposalForm(
    (d, k) => d.status === 'proposed' && (d.from === k.f || d.with === k.f),
    (d, k) => (d.from === k.f ? `Withdraw deal ${d.proposal}, proposed to ${the(d.with)}.` : `Turn down deal ${d.proposal}, proposed by ${the(d.from)}.`),
  ),
);

/** Public numbers are the deals' own: one number, one deal. */
const cancelable = dealsNumbered('public', (d, k) => d.status === 'accepted' && (d.from === k.f || d.with === k.f) && !d.cancelAsked.includes(k.f));

const cancelForm = form(cancelDeal, {
  args: () => [cancelable.dealArg()],
  describe: (k, a) => {
    const d = cancelable.named(k, a.deal)[0];
    return d ? `Ask to cancel deal ${d.id} with ${the(partner(d, k))}; it ends when they ask too.` : 'Ask to cancel a deal.';
  },
});

/** Ally support (rules §14.2): how much of your spice your ally may draw for bids and shipments. */
const supportForm = form(support, {
  matches: (k) => allyOf(k.s, k.f) !== undefined,
  gates: ['no-ally'],
  args: () => [countArg('amount', (k) => span(0, spiceOf(k.s, k.f), 'The most spice your ally may draw from you (0 withdraws the offer)'))],
  describe: (k, a) => {
    const found = allyOf(k.s, k.f);
    const ally = found ? the(found) : 'your ally';
    return a.amount === 0
      ? `Withdraw your offer of spice to ${ally}.`
      : `Let ${ally} draw up to ${spice(a.amount ?? 0)} of your spice for their bids and shipments.`;
  },
});

export const dealForms: readonly Form[] = [giveForm, dealForm, acceptForm, rejectForm, cancelForm, supportForm];

export const dealDecisions: Decider = (k) => [
  ...offer(k, acceptForm, { label: 'Accept a deal', summary: 'It is announced to everyone and binds both sides.', anytime: true }),
  ...offer(k, rejectForm, { label: 'Reject or withdraw a deal', anytime: true }),
  ...offer(k, cancelForm, { label: 'Cancel a deal', summary: 'It ends when both sides ask.', anytime: true }),
  ...offer(k, dealForm, { label: 'Propose a deal', summary: `You hold ${spice(spiceOf(k.s, k.f))}.`, anytime: true }),
  ...offer(k, giveForm, { label: 'Give spice', summary: `You hold ${spice(spiceOf(k.s, k.f))}.`, anytime: true }),
  // Without an ally there is no one to support: the dry run's refusal is known without it.
  ...(allyOf(k.s, k.f) ? offer(k, supportForm, { label: 'Support your ally', summary: `You hold ${spice(spiceOf(k.s, k.f))}.`, anytime: true }) : []),
];
