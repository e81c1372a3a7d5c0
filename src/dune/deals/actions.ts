import { check } from '../../engine/result';
import { defineAction } from '../actions/spec';
import { payBribe, spiceOf } from '../board';
import { factionName } from '../data/factions';
import { isAdvanced } from '../options';
import type { DuneState, FactionId } from '../state';
import { checkUncommitted, freeSpice } from './ally-support';
import { between, isPublic, parties } from './deal';
import { checkTerms } from './terms';
import type { Deal } from '../shape/deal';
import { agrees } from '../victory/describe';

/** Deals are refused during setup; bribes also during the Mentat Pause, and outside Advanced if the option says so (§15). */
function checkDealNow(s: DuneState, spice: number): void {
  check(s.phase !== 'setup', 'no-deals-now', 'No deals or bribes are made during setup (rules §2).');
  if (spice === 0) return;
  check(
    s.phase !== 'mentat',
    'no-bribes-now',
    'No bribes during the Mentat Pause: all bribe spice is collected before the next turn (rules §15). Deals without spice are allowed.',
  );
  check(
    s.options.bribery === 'always' || isAdvanced(s.options),
    'bribes-advanced-only',
    'In this game bribery belongs to the Advanced rules (option `bribery`); make the deal without spice.',
  );
}

/**
 * Proposal `id` of `f` (with `other`, when given). Proposals are numbered per pair of parties, so
 * two of `f`'s may share a number: then `other` says which. A proposal `f` is not party to gets
 * the very answer a number no deal has gets, so that an outsider learns nothing, not even that a
 * private proposal exists (issue 11).
 */
function proposalOf(s: DuneState, f: FactionId, id: number, other: FactionId | undefined): Deal {
  const all = s.deals.filter((d) => d.proposal === id && parties(d).includes(f) && (other === undefined || between(d, f, other)));
  // An open proposal is the one meant; a closed one only when none is open (to say it is closed).
  const open = all.filter((d) => d.status === 'proposed');
  const found = open.length > 0 ? open : all;
  check(found.length > 0, 'no-such-deal', `There is no open proposal ${id}${other ? ` between you and the ${factionName(other)}` : ''}.`);
  check(
    found.length === 1,
    'which-deal',
    `You have ${found.length} ${open.length > 0 ? 'open ' : ''}proposals numbered ${id}, with ${found.map((d) => `the ${factionName(d.from === f ? d.with : d.from)}`).join(' and ')}: say which with the \`with\` option.`,
  );
  return found[0] as Deal;
}

/** An accepted deal, by its public number: known to everyone. */
function publicDeal(s: DuneState, id: number): Deal {
  const d = s.deals.find((x) => isPublic(x) && x.id === id);
  check(d, 'no-such-deal', `There is no accepted deal ${id}.`);
  return d;
}

const DEAL_ARG = { name: 'deal', type: 'count', required: true, min: 1, description: 'the deal’s number' } as const;
const PARTY_ARG = { name: 'with', type: 'faction', description: 'the other party, needed only when two of your proposals have this number' } as const;

export const deal = defineAction({
  name: 'deal',
  summary: 'Propose a deal to another player: terms about information and future actions, and spice you pay as a bribe once they accept.',
  phases: ['any'],
  args: [
    { name: 'with', type: 'faction', required: true, description: 'the other party' },
    { name: 'terms', type: 'text', required: true, description: 'what each side promises (no cards, traitors, leaders, forces or powers change hands)' },
    { name: 'spice', type: 'count', description: 'spice you pay them on acceptance, as a bribe in front of their shield' },
  ],
  errors: ['no-deals-now', 'no-bribes-now', 'bribes-advanced-only', 'not-in-game', 'own-deal', 'forbidden-deal', 'not-enough-spice', 'spice-committed'],
  outOfTurn: true,
  handler: (s, f, { with: other, terms, spice = 0 }, ctx) => {
    checkDealNow(s, spice);
    check(s.factions.includes(other), 'not-in-game', `The ${factionName(other)} ${agrees(other, 'are')} not playing in this game.`);
    check(other !== f, 'own-deal', 'A deal is made with another player.');
    checkTerms(terms);
    check(spice <= spiceOf(s, f), 'not-enough-spice', `The ${factionName(f)} ${agrees(f, 'have')} ${spiceOf(s, f)} spice and cannot offer ${spice}.`);
    checkUncommitted(s, f, spice);
    const d: Deal = {
      id: null,
      proposal: s.deals.filter((x) => between(x, f, other)).length + 1,
      from: f,
      with: other,
      terms: terms.trim(),
      spice,
      status: 'proposed',
      turn: s.turn,
      phase: s.phase,
      cancelAsked: [],
    };
    s.deals.push(d);
    // Private until accepted: nothing agreed in private binds until it is made public (S002-DEAL-5).
    ctx.emit({ type: 'deal-proposed', to: parties(d), id: d.proposal, faction: f, with: other, terms: d.terms, spice });
  },
});

export const accept = defineAction({
  name: 'accept',
  summary: 'Accept a deal proposed to you: it is announced to everyone and binds both sides; its spice is paid as a bribe.',
  phases: ['any'],
  args: [DEAL_ARG, PARTY_ARG],
  errors: ['no-such-deal', 'which-deal', 'not-your-deal', 'not-open', 'no-deals-now', 'no-bribes-now', 'bribes-advanced-only', 'not-enough-spice'],
  outOfTurn: true,
  handler: (s, f, { deal: id, with: other }, ctx) => {
    const d = proposalOf(s, f, id, other);
    check(d.with === f, 'not-your-deal', `Deal ${id} was proposed to the ${factionName(d.with)}; only they can accept it.`);
    check(d.status === 'proposed', 'not-open', `Deal ${id} is ${d.status}, not awaiting an answer.`);
    checkDealNow(s, d.spice);
    // How much spice the proposer holds is theirs to know: the accepter learns only that it falls short.
    check(
      freeSpice(s, d.from) >= d.spice,
      'not-enough-spice',
      `The ${factionName(d.from)} cannot pay the ${d.spice} spice of deal ${id} now; the proposal stays open.`,
    );
    if (d.spice > 0) payBribe(s, d.from, d.with, d.spice);
    // Numbered among public deals only: no public number counts private proposals.
    Object.assign(d, { id: s.deals.filter(isPublic).length + 1, status: 'accepted', turn: s.turn, phase: s.phase });
    ctx.emit({
      type: 'deal-made',
      id: d.id as number,
      factions: parties(d),
      terms: d.terms,
      spice: d.spice,
      ...(d.spice > 0 ? { bribe: { from: d.from, to: d.with } } : {}),
    });
  },
});

export const reject = defineAction({
  name: 'reject',
  summary: 'Turn down a deal proposed to you, or withdraw one you proposed.',
  phases: ['any'],
  args: [DEAL_ARG, PARTY_ARG],
  errors: ['no-such-deal', 'which-deal', 'not-open'],
  outOfTurn: true,
  handler: (s, f, { deal: id, with: other }, ctx) => {
    const d = proposalOf(s, f, id, other);
    check(
      d.status === 'proposed',
      'not-open',
      `Deal ${id} is ${d.status}: ${d.status === 'accepted' ? 'it binds both sides; both must `cancel-deal` to end it' : 'it is no longer open'}.`,
    );
    d.status = d.from === f ? 'withdrawn' : 'rejected';
    ctx.emit({ type: `deal-${d.status}`, to: parties(d), id: d.proposal, faction: f });
  },
});

export const cancelDeal = defineAction({
  name: 'cancel-deal',
  summary: 'Ask to cancel an accepted deal; it ends when both parties have asked (spice already paid stays paid).',
  phases: ['any'],
  args: [DEAL_ARG],
  errors: ['no-such-deal', 'not-your-deal', 'not-accepted', 'already-asked'],
  outOfTurn: true,
  handler: (s, f, { deal: id }, ctx) => {
    const d = publicDeal(s, id);
    check(parties(d).includes(f), 'not-your-deal', `Deal ${id} is between the ${factionName(d.from)} and the ${factionName(d.with)}.`);
    check(d.status === 'accepted', 'not-accepted', `Deal ${id} is ${d.status}; only an accepted deal is cancelled.`);
    check(
      !d.cancelAsked.includes(f),
      'already-asked',
      `The ${factionName(f)} ${agrees(f, 'have')} already asked to cancel deal ${id}; it ends when the other side asks too.`,
    );
    d.cancelAsked.push(f);
    if (d.cancelAsked.length < 2) {
      ctx.emit({ type: 'deal-cancel-asked', id, faction: f });
      return;
    }
    d.status = 'cancelled';
    ctx.emit({ type: 'deal-cancelled', id, factions: parties(d) });
  },
});

export const dealActions = [deal, accept, reject, cancelDeal];
