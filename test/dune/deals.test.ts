import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/dune/apply';
import type { GameOptions } from '../../src/dune/options';
import type { Scenario } from '../../src/dune/scenario';
import { allAccepted, allEvents, errorOf, eventsOf, ofType, run } from './cards-helpers';

const THREE = ['atreides', 'harkonnen', 'emperor'];
const DECK = ['Shield', 'Snooper', 'Lasgun', 'Stunner'];

/** A game in the Bidding phase, the Atreides to bid first: deals and gifts are made out of turn. */
const bidding = (actions: Scenario['actions'], setup: Record<string, unknown> = {}, options: Partial<GameOptions> = {}) =>
  run({ factions: THREE, options, setup: { phase: 'bidding', order: THREE, treacheryDeck: DECK, ...setup }, actions });

const TERMS = 'I will not bid on the next card; you tell me which card you buy.';

describe('deals (rules §15)', () => {
  it('S002-DEAL-5: a proposal is private; S002-DEAL-3: once accepted it is announced, recorded and binding', () => {
    const out = bidding([
      { as: 'harkonnen', do: 'deal', args: { with: 'Emperor', terms: TERMS } },
      { as: 'atreides', do: 'accept', args: { deal: 1 } },
    ]);
    expect(eventsOf(out, 0)).toEqual([
      { type: 'deal-proposed', to: ['harkonnen', 'emperor'], id: 1, faction: 'harkonnen', with: 'emperor', terms: TERMS, spice: 0 },
    ]);
    // An outsider is told nothing of a private proposal, not even that it exists.
    expect(errorOf(out, 1)).toEqual({ code: 'no-such-deal', message: 'There is no open proposal 1.' });
    expect(out.state.deals).toEqual([]);
    expect(out.views.emperor!.proposals).toEqual([{ id: 1, from: 'harkonnen', with: 'emperor', terms: TERMS, spice: 0 }]);
    expect(out.views.harkonnen!.proposals).toHaveLength(1);
    expect(out.views.atreides!.proposals).toEqual([]);

    const made = bidding([
      { as: 'harkonnen', do: 'deal', args: { with: 'Emperor', terms: TERMS } },
      { as: 'emperor', do: 'accept', args: { deal: 1 } },
      { as: 'harkonnen', do: 'reject', args: { deal: 1 } },
    ]);
    expect(eventsOf(made, 1)).toEqual([{ type: 'deal-made', id: 1, factions: ['harkonnen', 'emperor'], terms: TERMS, spice: 0 }]);
    expect(made.state.deals).toEqual([{ id: 1, factions: ['harkonnen', 'emperor'], terms: TERMS, spice: 0, status: 'accepted', turn: 1, cancelAsked: [] }]);
    expect(made.views.emperor!.proposals).toEqual([]);
    expect(errorOf(made, 2).code).toBe('not-open');
    expect(errorOf(made, 2).message).toContain('it binds both sides; both must `cancel-deal` to end it');
    // The auction is where it was.
    expect(made.state.waitingFor).toEqual(['atreides']);
  });

  it('S002-DEAL-3: a deal is cancelled only when both parties ask', () => {
    const out = bidding([
      { as: 'harkonnen', do: 'deal', args: { with: 'Emperor', terms: TERMS } },
      { as: 'emperor', do: 'accept', args: { deal: 1 } },
      { as: 'harkonnen', do: 'cancel-deal', args: { deal: 1 } },
      { as: 'harkonnen', do: 'cancel-deal', args: { deal: 1 } },
      { as: 'atreides', do: 'cancel-deal', args: { deal: 1 } },
      { as: 'emperor', do: 'cancel-deal', args: { deal: 1 } },
      { as: 'emperor', do: 'cancel-deal', args: { deal: 2 } },
    ]);
    expect(eventsOf(out, 2)).toEqual([{ type: 'deal-cancel-asked', id: 1, faction: 'harkonnen' }]);
    expect(errorOf(out, 3).code).toBe('already-asked');
    expect(errorOf(out, 4).code).toBe('not-your-deal');
    expect(eventsOf(out, 5)).toEqual([{ type: 'deal-cancelled', id: 1, factions: ['harkonnen', 'emperor'] }]);
    expect(errorOf(out, 6)).toEqual({ code: 'no-such-deal', message: 'There is no accepted deal 2.' });
    expect(out.state.deals).toMatchObject([{ id: 1, status: 'cancelled', cancelAsked: ['harkonnen', 'emperor'] }]);
  });

  it('a proposal may be turned down by the other party or withdrawn by the proposer, in private', () => {
    const out = bidding([
      { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: TERMS } },
      { as: 'harkonnen', do: 'deal', args: { with: 'emperor', terms: TERMS, spice: 2 } },
      { as: 'harkonnen', do: 'reject', args: { deal: 1 } },
      { as: 'harkonnen', do: 'reject', args: { deal: 1, with: 'emperor' } },
      { as: 'atreides', do: 'reject', args: { deal: 1 } },
      { as: 'emperor', do: 'accept', args: { deal: 1 } },
    ]);
    // Proposals are numbered per pair of parties: each is the first between its two.
    expect(eventsOf(out, 4)).toEqual([{ type: 'deal-rejected', to: ['harkonnen', 'atreides'], id: 1, faction: 'atreides' }]);
    expect(errorOf(out, 2)).toEqual({
      code: 'which-deal',
      message: 'You have 2 open proposals numbered 1, with the Atreides and the Emperor: say which with the `with` option.',
    });
    expect(eventsOf(out, 3)).toEqual([{ type: 'deal-withdrawn', to: ['harkonnen', 'emperor'], id: 1, faction: 'harkonnen' }]);
    expect(errorOf(out, 5)).toEqual({ code: 'not-open', message: 'Deal 1 is withdrawn, not awaiting an answer.' });
    expect(out.state.deals).toEqual([]);
    expect(out.views.harkonnen!.spice).toBe(10);
  });

  it('issue 11: an error to someone outside a proposal says exactly what it says of a proposal that does not exist', () => {
    const asks = (id: number) => [
      { as: 'atreides', do: 'accept', args: { deal: id } },
      { as: 'atreides', do: 'reject', args: { deal: id } },
      { as: 'atreides', do: 'cancel-deal', args: { deal: id } },
    ];
    const out = bidding([
      { as: 'harkonnen', do: 'deal', args: { with: 'emperor', terms: TERMS, spice: 3 } },
      { as: 'harkonnen', do: 'deal', args: { with: 'emperor', terms: TERMS } },
      { as: 'emperor', do: 'reject', args: { deal: 2 } },
      ...asks(1),
      ...asks(2),
      ...asks(9),
    ]);
    const errors = (first: number) => [0, 1, 2].map((i) => errorOf(out, first + i));
    const none = errors(9);
    expect(none).toEqual([
      { code: 'no-such-deal', message: 'There is no open proposal 9.' },
      { code: 'no-such-deal', message: 'There is no open proposal 9.' },
      { code: 'no-such-deal', message: 'There is no accepted deal 9.' },
    ]);
    // An open proposal and a rejected one, both private to the Harkonnen and the Emperor.
    for (const [first, id] of [
      [3, 1],
      [6, 2],
    ] as const)
      expect(errors(first)).toEqual(none.map((e) => ({ ...e, message: e.message.replace('9', String(id)) })));
    // An accepted deal is public: an outsider may hear whose it is.
    const made = bidding([
      { as: 'harkonnen', do: 'deal', args: { with: 'emperor', terms: TERMS } },
      { as: 'emperor', do: 'accept', args: { deal: 1 } },
      { as: 'atreides', do: 'cancel-deal', args: { deal: 1 } },
    ]);
    expect(errorOf(made, 2)).toEqual({ code: 'not-your-deal', message: 'Deal 1 is between the Harkonnen and the Emperor.' });
  });

  it('S002-DEAL-1: the engine refuses terms that transfer traitor cards, leaders, forces, powers or treachery cards', () => {
    const refused = [
      'I give you my traitor card.',
      'Trade Duncan Idaho for your silence',
      'We swap leaders after the battle',
      'You hand over 3 forces in Carthag',
      'I will sell you the Lasgun',
      'Transfer your Voice power to me for a turn',
    ];
    const out = bidding([
      ...refused.map((terms) => ({ as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms } })),
      { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'I will tell you which traitor I hold, and I will not move forces into Arrakeen.' } },
    ]);
    for (const [i, why] of refused.entries()) expect(errorOf(out, i).code, why).toBe('forbidden-deal');
    expect(errorOf(out, 0).message).toBe(
      'A deal may not transfer treachery cards, traitor cards, leaders, forces or faction powers (S002-DEAL-1); "give you my traitor card" reads as handing over traitor. Deals may cover spice, information and future actions.',
    );
    expect(out.results[refused.length]!.ok).toBe(true);
  });

  it('S002-DEAL-2, DEAL-4: a deal carries only spice and stated terms; nothing else can change hands or be implied', () => {
    const out = bidding([
      { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'You may have my Lasgun.', cards: ['Lasgun'] } },
      { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'We will both pass on this card.', spice: 1 } },
      { as: 'atreides', do: 'accept', args: { deal: 1 } },
    ]);
    expect(errorOf(out, 0).code).toBe('unknown-argument');
    // The record holds exactly what was stated: the parties, the words and the spice.
    expect(out.final.deals).toEqual([
      {
        id: 1,
        proposal: 1,
        from: 'harkonnen',
        with: 'atreides',
        terms: 'We will both pass on this card.',
        spice: 1,
        status: 'accepted',
        turn: 1,
        phase: 'bidding',
        cancelAsked: [],
      },
    ]);
  });

  it('no deals or bribes during setup', () => {
    const out = run({ factions: THREE, actions: [{ as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: TERMS } }] });
    expect(out.state.phase).toBe('setup');
    expect(errorOf(out, 0)).toEqual({ code: 'no-deals-now', message: 'No deals or bribes are made during setup (rules §2).' });
  });
});

describe('bribes (rules §15)', () => {
  it('a deal with spice moves it in front of the recipient’s shield on acceptance; the ledger records it', () => {
    const out = bidding([
      { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'You pass on this card.', spice: 4 } },
      { as: 'atreides', do: 'accept', args: { deal: 1 } },
    ]);
    allAccepted(out);
    expect(out.ledgers[0]).toEqual([]);
    expect(eventsOf(out, 1)).toEqual([
      {
        type: 'deal-made',
        id: 1,
        factions: ['harkonnen', 'atreides'],
        terms: 'You pass on this card.',
        spice: 4,
        bribe: { from: 'harkonnen', to: 'atreides' },
      },
    ]);
    expect(out.ledgers[1]).toEqual([{ from: 'harkonnen', to: 'bribe:atreides', amount: 4 }]);
    expect(out.views.harkonnen!.spice).toBe(6);
    expect(out.views.atreides!.spice).toBe(10);
    expect(out.views.atreides!.bribes).toBe(4);
  });

  it('bribe spice is added to the recipient’s spice in the Mentat Pause', () => {
    const passes = THREE.flatMap((f) => [
      { as: f, do: 'pass' },
      { as: f, do: 'pass' },
    ]);
    const out = run({
      factions: THREE,
      options: { rules: 'basic' },
      setup: { phase: 'shipment-movement', storm: 3, order: THREE },
      actions: [
        { as: 'harkonnen', do: 'deal', args: { with: 'emperor', terms: 'Stay out of Carthag.', spice: 3 } },
        { as: 'emperor', do: 'accept', args: { deal: 1 } },
        ...passes,
      ],
    });
    allAccepted(out);
    expect(out.state.turn).toBe(2);
    expect(ofType(allEvents(out), 'bribes-collected')).toEqual([{ type: 'bribes-collected', to: ['emperor'], faction: 'emperor', amount: 3, spice: 13 }]);
    expect(out.views.emperor!.spice).toBe(13);
    expect(out.views.emperor!.bribes).toBe(0);
    expect(out.views.harkonnen!.spice).toBe(7);
  });

  it("the proposer must still have the spice when the deal is accepted; the accepter learns that it falls short, not the proposer's spice (issue 11)", () => {
    const out = bidding([
      { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'You pass on this card.', spice: 8 } },
      { as: 'harkonnen', do: 'give', args: { to: 'emperor', amount: 5 } },
      { as: 'atreides', do: 'accept', args: { deal: 1 } },
      { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'You pass on this card.', spice: 6 } },
    ]);
    expect(errorOf(out, 2)).toEqual({ code: 'not-enough-spice', message: 'The Harkonnen cannot pay the 8 spice of deal 1 now; the proposal stays open.' });
    expect(errorOf(out, 3)).toEqual({ code: 'not-enough-spice', message: 'The Harkonnen have 5 spice and cannot offer 6.' });
  });

  it('option bribery advanced: no bribes in the Basic game, deals without spice still allowed', () => {
    const out = bidding(
      [
        { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'You pass on this card.', spice: 2 } },
        { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'You pass on this card.' } },
      ],
      {},
      { rules: 'basic', bribery: 'advanced' },
    );
    expect(errorOf(out, 0).code).toBe('bribes-advanced-only');
    expect(out.results[1]!.ok).toBe(true);
  });

  it('no bribes during the Mentat Pause; deals without spice are still made', () => {
    const { final } = bidding([{ as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'You pass on this card.', spice: 2 } }]);
    const mentat = { ...final, phase: 'mentat' as const, step: { phase: 'mentat' } as typeof final.step };
    const accept = applyAction(mentat, { kind: 'seat', seat: 'atreides' }, { do: 'accept', args: { deal: 1 } });
    expect(accept).toMatchObject({ ok: false, error: { code: 'no-bribes-now' } });
    const plain = applyAction(mentat, { kind: 'seat', seat: 'atreides' }, { do: 'deal', args: { with: 'emperor', terms: 'We keep the peace.' } });
    expect(plain.ok).toBe(true);
  });
});

describe('give (S002-DEAL-6)', () => {
  it('any player gives spice to any other at any time; only the two are told', () => {
    const out = bidding([
      { as: 'emperor', do: 'give', args: { to: 'harkonnen', amount: 3 } },
      { as: 'emperor', do: 'give', args: { to: 'emperor', amount: 1 } },
      { as: 'emperor', do: 'give', args: { to: 'harkonnen', amount: 8 } },
    ]);
    expect(eventsOf(out, 0)).toEqual([{ type: 'spice-given', to: ['emperor', 'harkonnen'], faction: 'emperor', recipient: 'harkonnen', amount: 3 }]);
    expect(out.ledgers[0]).toEqual([{ from: 'emperor', to: 'harkonnen', amount: 3 }]);
    expect(errorOf(out, 1).code).toBe('own-gift');
    expect(errorOf(out, 2)).toEqual({ code: 'not-enough-spice', message: 'The Emperor has 7 spice and cannot give 8.' });
    expect(out.views.harkonnen!.spice).toBe(13);
    expect(out.views.emperor!.spice).toBe(7);
    expect(out.views.harkonnen!.bribes).toBe(0);
  });

  it('S002-DEAL-6 outweighs rules §14.2: allies other than the Emperor may give each other spice too', () => {
    const out = bidding([{ as: 'harkonnen', do: 'give', args: { to: 'atreides', amount: 2 } }], { alliances: [['harkonnen', 'atreides']] });
    allAccepted(out);
    expect(out.views.atreides!.spice).toBe(12);
  });

  it('S001-BID-9: the Emperor gives spice to an ally before or after a purchase; the ally’s payment still goes to the Emperor', () => {
    const out = bidding(
      [
        { as: 'emperor', do: 'give', args: { to: 'atreides', amount: 5 } },
        { as: 'atreides', do: 'bid', args: { amount: 6 } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'emperor', do: 'pass' },
        { as: 'emperor', do: 'give', args: { to: 'atreides', amount: 1 } },
      ],
      { alliances: [['emperor', 'atreides']], spice: { atreides: 2, emperor: 10, harkonnen: 10 } },
    );
    allAccepted(out);
    expect(ofType(eventsOf(out, 3), 'spice-paid')).toEqual([{ type: 'spice-paid', from: 'atreides', payee: 'emperor', amount: 6 }]);
    expect(out.views.atreides!.spice).toBe(2);
    expect(out.views.emperor!.spice).toBe(10);
  });

  it('S001-BID-8: spice the Emperor gave another player to buy a card comes back to him as the payment', () => {
    const out = bidding(
      [
        { as: 'emperor', do: 'give', args: { to: 'harkonnen', amount: 4 } },
        { as: 'atreides', do: 'pass' },
        { as: 'harkonnen', do: 'bid', args: { amount: 5 } },
        { as: 'emperor', do: 'pass' },
        { as: 'atreides', do: 'pass' },
      ],
      { spice: { atreides: 10, emperor: 10, harkonnen: 1 } },
    );
    allAccepted(out);
    expect(ofType(eventsOf(out, 4), 'spice-paid')).toEqual([{ type: 'spice-paid', from: 'harkonnen', payee: 'emperor', amount: 5 }]);
    expect(out.ledgers[4]).toContainEqual({ from: 'bank', to: 'emperor', amount: 5 });
    expect(out.views.emperor!.spice).toBe(11);
    expect(out.views.harkonnen!.spice).toBe(0);
  });
});

describe('what a deal does not do', () => {
  it('S002-DEAL-4: only stated terms count: a deal that implies spice moves none, and changes no rule', () => {
    const implied = 'Harkonnen support the Emperor in the coming auctions, as friends do.';
    const before = bidding([]);
    const out = bidding([
      { as: 'harkonnen', do: 'deal', args: { with: 'Emperor', terms: implied } },
      { as: 'emperor', do: 'accept', args: { deal: 1 } },
      { as: 'atreides', do: 'bid', args: { amount: 1 } },
      { as: 'harkonnen', do: 'bid', args: { amount: 2 } },
    ]);
    expect(out.results.map((r) => r.ok)).toEqual([true, true, true, true]);
    // Recorded word for word, with no spice stated: nobody's spice or bribes move.
    expect(out.state.deals).toEqual([{ id: 1, factions: ['harkonnen', 'emperor'], terms: implied, spice: 0, status: 'accepted', turn: 1, cancelAsked: [] }]);
    for (const f of THREE) {
      expect(out.views[f]!.spice, f).toBe(before.views[f]!.spice);
      expect(out.views[f]!.bribes, f).toBe(0);
    }
    // "Support" is not enforced: the Harkonnen may still outbid the Atreides, and the Emperor bid is not required.
    expect(out.state.step).toMatchObject({ highBid: 2, highBidder: 'harkonnen' });
  });
});

describe('issue 26: no public number counts private proposals', () => {
  const emperorAndAtreides = [
    { as: 'atreides', do: 'deal', args: { with: 'emperor', terms: TERMS } },
    { as: 'emperor', do: 'accept', args: { deal: 1 } },
  ];
  // The Harkonnen and the Emperor exchange proposals in private, none of them accepted.
  const privately = [
    { as: 'harkonnen', do: 'deal', args: { with: 'emperor', terms: TERMS } },
    { as: 'emperor', do: 'deal', args: { with: 'harkonnen', terms: TERMS } },
    { as: 'harkonnen', do: 'reject', args: { deal: 1 } },
  ];

  it('a deal made public is numbered among public deals, and the Atreides’ proposal among their own with the Emperor', () => {
    const quiet = bidding(emperorAndAtreides);
    const busy = bidding([...privately, ...emperorAndAtreides]);
    allAccepted(busy);
    expect(eventsOf(busy, 3)).toEqual(eventsOf(quiet, 0));
    expect(eventsOf(busy, 4)).toEqual(eventsOf(quiet, 1));
    expect(eventsOf(busy, 4)).toEqual([{ type: 'deal-made', id: 1, factions: ['atreides', 'emperor'], terms: TERMS, spice: 0 }]);
    expect(busy.views.atreides).toEqual(quiet.views.atreides);
    expect(busy.state.deals).toEqual(quiet.state.deals);
  });
});
