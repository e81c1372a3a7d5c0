import { describe, expect, it } from 'vitest';
import { privateView, publicView } from '../../src/dune/views';
import { perturbSecrets, viewsOthersSee } from '../support/secrets';
import { safeDefault } from '../../src/dune/safe-defaults';
import type { SetupPatch } from '../../src/dune/setup-patch';
import { accepted, bid, bidding, biddingState, errorOf, ofType } from './bidding-scenario';

/** Ixians, Atreides, Harkonnen in that storm order; 3 eligible bidders, so N = 3 and N + 1 = 4 cards are dealt (IX-2). */
const factions = ['ixians', 'atreides', 'harkonnen'];
const base: SetupPatch = {
  order: ['ixians', 'atreides', 'harkonnen'],
  spice: { ixians: 10, atreides: 10, harkonnen: 10 },
  hands: { ixians: [], atreides: ['Lasgun'], harkonnen: ['Shield'] },
  treacheryDeck: ['Crysknife', 'Maula Pistol', 'Hajr', 'Truthtrance', 'Snooper'],
};
const DEALT = ['Crysknife', 'Maula Pistol', 'Hajr', 'Truthtrance'];
const putBack = (card: string, where: string, as = 'ixians') => ({ as, do: 'put-back', args: { card, where } });

describe('IX-2 the Ixians choose the auction cards (ixians-tleilaxu.md §3.3)', () => {
  it('IX-2: 3 bidders → 4 cards dealt; the Ixians alone see them and the auction waits for them', () => {
    const out = bidding({ factions, setup: base });
    expect(ofType(out.setupEvents, 'auction-choice-dealt')).toEqual([{ type: 'auction-choice-dealt', faction: 'ixians', count: 4 }]);
    expect(ofType(out.setupEvents, 'auction-choice-seen')).toEqual([{ type: 'auction-choice-seen', to: ['ixians'], cards: DEALT }]);
    expect(ofType(out.setupEvents, 'card-up-for-bid')).toEqual([]);
    expect(out.state.waitingFor).toEqual(['ixians']);
    expect(out.views.ixians?.private).toEqual({ auctionChoice: DEALT });
    expect(out.views.atreides?.private).toEqual({});
    for (const card of DEALT) expect(JSON.stringify(out.state)).not.toContain(card);
    // Secret: no other seat's view, nor any event it receives, names a card dealt.
    for (const f of ['atreides', 'harkonnen'] as const) {
      const seen = JSON.stringify([out.views[f], out.setupEvents.filter((e) => !e.to || e.to.includes(f))]);
      for (const card of DEALT) expect(seen).not.toContain(card);
    }
  });

  it('IX-2: the cards dealt are among the secrets the secrecy tests vary (perturbSecrets): the Ixians see others, nobody else sees a change', () => {
    const s = biddingState({ factions, setup: base });
    const varied = perturbSecrets(s, 'ixians');
    const seen = privateView(varied, 'ixians').private.auctionChoice ?? [];
    expect(seen).toHaveLength(4);
    for (const card of DEALT) expect(seen).not.toContain(card);
    expect(viewsOthersSee(varied, 'ixians')).toEqual(viewsOthersSee(s, 'ixians'));
  });

  it('IX-2: one card goes on top of the deck (the table hears "top" only); the other 3 are shuffled and auctioned', () => {
    const out = bidding({ factions, setup: base, actions: [putBack('Hajr', 'top')] });
    const events = accepted(out);
    expect(ofType(events, 'auction-card-put-back')).toEqual([{ type: 'auction-card-put-back', faction: 'ixians', where: 'top' }]);
    expect(ofType(events, 'auction-card-put-back-detail')).toEqual([{ type: 'auction-card-put-back-detail', to: ['ixians'], card: 'Hajr', where: 'top' }]);
    expect(ofType(events, 'cards-dealt-for-bid')).toEqual([{ type: 'cards-dealt-for-bid', count: 3 }]);
    expect(out.state.step).toMatchObject({ cardNumber: 1, cards: 3, toBid: 'ixians' });
    expect(JSON.stringify(out.state)).not.toContain('Hajr');
    const s = biddingState({ factions, setup: base, actions: [putBack('Hajr', 'top')] });
    expect(s.decks.treachery[0]).toBe(s.decks.treachery.find((c) => c.startsWith('hajr')));
    if (s.step.phase !== 'bidding') throw new Error('not bidding');
    expect(s.step.cards.map((c) => c.replace(/-\d+$/, '')).sort()).toEqual(['crysknife', 'maula-pistol', 'truthtrance']);
  });

  it('IX-2 OP-12: with `buriedCardPosition: secret` the table does not hear top or bottom', () => {
    const out = bidding({ factions, options: { buriedCardPosition: 'secret' }, setup: base, actions: [putBack('Hajr', 'top')] });
    expect(ofType(accepted(out), 'auction-card-put-back')).toEqual([{ type: 'auction-card-put-back', faction: 'ixians' }]);
  });

  it('IX-2: a card put at the bottom goes under the deck', () => {
    const s = biddingState({ factions, setup: base, actions: [putBack('Crysknife', 'bottom')] });
    expect(s.decks.treachery.at(-1)?.startsWith('crysknife')).toBe(true);
  });

  it('IX-2: 6 bidders → the Ixians see 7 cards (DuneBot’s test), 6 go up for auction', () => {
    const six = ['ixians', 'atreides', 'harkonnen', 'emperor', 'fremen', 'spacing-guild'];
    const out = bidding({ factions: six, setup: { order: six }, actions: [] });
    expect(ofType(out.setupEvents, 'auction-choice-dealt')).toEqual([{ type: 'auction-choice-dealt', faction: 'ixians', count: 7 }]);
    const seen = ofType(out.setupEvents, 'auction-choice-seen')[0];
    expect(seen?.cards).toHaveLength(7);
    const after = bidding({ factions: six, setup: { order: six }, actions: [putBack(seen?.cards[0] ?? '', 'bottom')] });
    expect(ofType(accepted(after), 'cards-dealt-for-bid')).toEqual([{ type: 'cards-dealt-for-bid', count: 6 }]);
  });

  it('IX-2: the Ixians see the N + 1 cards even with a full hand (2 other bidders → 3 cards)', () => {
    const full: SetupPatch = { ...base, hands: { ...base.hands, ixians: ['Shield', 'Snooper', 'Chaumas', 'Chaumurky'] } };
    const out = bidding({ factions, setup: full });
    expect(ofType(out.setupEvents, 'auction-choice-dealt')).toEqual([{ type: 'auction-choice-dealt', faction: 'ixians', count: 3 }]);
    expect(out.state.waitingFor).toEqual(['ixians']);
  });

  it('IX-2: a bid waits for the choice; a card not dealt, and another faction’s put-back, are refused and change nothing', () => {
    const out = bidding({
      factions,
      setup: base,
      actions: [bid('ixians', 1), putBack('Snooper', 'top'), putBack('Hajr', 'top', 'atreides'), putBack('Hajr', 'top')],
    });
    expect(errorOf(out, 0)).toMatchObject({ code: 'put-back-first' });
    expect(errorOf(out, 1)).toMatchObject({ code: 'card-not-dealt' });
    expect(errorOf(out, 1).message).toBe('No Snooper was dealt for the auction; the cards dealt are Crysknife, Maula Pistol, Hajr, Truthtrance.');
    expect(errorOf(out, 2)).toMatchObject({ code: 'nothing-to-choose' });
    expect(out.results[3]).toMatchObject({ ok: true });
  });

  it('IX-2: the safe default puts the first card dealt at the bottom', () => {
    const s = biddingState({ factions, setup: base });
    expect(safeDefault(s, 'ixians', () => 0)).toMatchObject({ action: { do: 'put-back', args: { card: 'crysknife', where: 'bottom' } } });
    expect(JSON.stringify(publicView(s))).not.toContain('Crysknife');
  });

  it('IX-2 Karama: a standing order given before the deal stops it: only N = 3 cards are dealt and the auction opens at once', () => {
    const out = bidding({
      factions,
      setup: { ...base, hands: { ...base.hands, atreides: ['Karama'] }, karamaOrders: { atreides: [{ power: 'auction-choice' }] } },
    });
    expect(ofType(out.setupEvents, 'power-stopped')).toMatchObject([{ type: 'power-stopped', faction: 'ixians', power: 'auction-choice', by: 'atreides' }]);
    expect(ofType(out.setupEvents, 'auction-choice-dealt')).toEqual([]);
    expect(ofType(out.setupEvents, 'cards-dealt-for-bid')).toEqual([{ type: 'cards-dealt-for-bid', count: 3 }]);
    expect(out.state.waitingFor).toEqual(['ixians']);
    expect(out.state.step).toMatchObject({ cardNumber: 1, cards: 3 });
  });
});
