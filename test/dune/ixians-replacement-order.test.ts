import { describe, expect, it } from 'vitest';
import { accepted, bidding, biddingState, errorOf, ofType, visibleTo, type Act } from './bidding-scenario';
import { decisionsFor } from '../../src/dune/choices';
import { cardName } from '../../src/dune/data/cards';
import { base, factions, firstCard, hajrOnTop, wholeDeckDealt, win } from './ixians-replacement-setup';
import { asKnownBy } from '../../src/dune/choices/knowledge';
import { perturbSecrets, viewsOthersSee } from '../support/secrets';

/** Card 1 goes to the Atreides for 1 spice, the two others passing. */
const atreidesWin = win('atreides');
const order = (choice: string, as = 'atreides'): Act => ({ as, do: 'replacement-order', args: { choice } });

describe('IX-12 the Ixians’ ally’s standing replacement order (replacement-order: ask, keep, replace)', () => {
  it('IX-12 keep: the card won is kept at once, in public; nothing is offered and the next card comes up without a wait', () => {
    const card = firstCard();
    const out = bidding({ factions, setup: base, actions: [order('keep'), hajrOnTop, ...atreidesWin] });
    const events = accepted(out);
    expect(out.results[0]).toEqual({ ok: true, events: [{ type: 'replacement-order-set', to: ['atreides'], choice: 'keep' }] });
    expect(ofType(events, 'replacement-offered')).toEqual([]);
    expect(ofType(events, 'replacement-declined')).toEqual([{ type: 'replacement-declined', faction: 'atreides', cardNumber: 1 }]);
    expect(out.state.step).toMatchObject({ cardNumber: 2, toBid: 'atreides' });
    expect(out.views.atreides?.hand.sort()).toEqual([card, 'Lasgun'].sort());
    expect(out.state.treacheryDiscard).toEqual([]);
    // A later answer finds nothing to replace.
    const late = bidding({
      factions,
      setup: base,
      actions: [order('keep'), hajrOnTop, ...atreidesWin, { as: 'atreides', do: 'replace-card', args: { replace: true } }],
    });
    expect(errorOf(late, 6)).toMatchObject({ code: 'nothing-to-replace' });
  });

  it('IX-12 replace: the card won is discarded face up at once and the top card (Hajr) drawn, told to the ally alone; no wait', () => {
    const card = firstCard();
    const out = bidding({ factions, setup: base, actions: [order('replace'), hajrOnTop, ...atreidesWin] });
    const events = accepted(out);
    expect(ofType(events, 'replacement-offered')).toEqual([]);
    expect(ofType(events, 'card-replaced')).toEqual([{ type: 'card-replaced', faction: 'atreides', cardNumber: 1, card }]);
    expect(ofType(events, 'replacement-drawn')).toEqual([{ type: 'replacement-drawn', to: ['atreides'], cardNumber: 1, card: 'Hajr' }]);
    expect(out.state.treacheryDiscard).toEqual([card]);
    expect(out.views.atreides?.hand.sort()).toEqual(['Hajr', 'Lasgun']);
    expect(out.state.step).toMatchObject({ cardNumber: 2, toBid: 'atreides' });
    // The Ixians know Hajr only as the card they put on top (IX-2): the sale's events name it to the ally alone.
    const sale = out.results.at(-1);
    for (const f of ['ixians', 'harkonnen'] as const) expect(JSON.stringify(visibleTo(sale?.ok ? sale.events : [], f))).not.toContain('Hajr');
  });

  it('IX-12 ask: the default, and an order withdrawn with ask: the next card waits for replace-card as before', () => {
    for (const actions of [
      [hajrOnTop, ...atreidesWin],
      [order('replace'), order('ask'), hajrOnTop, ...atreidesWin],
    ]) {
      const out = bidding({ factions, setup: base, actions });
      expect(ofType(accepted(out), 'replacement-offered')).toEqual([{ type: 'replacement-offered', faction: 'atreides', cardNumber: 1 }]);
      expect(out.state.waitingFor).toEqual(['atreides']);
      expect(out.state.step).toMatchObject({ cardNumber: 1, toBid: null });
    }
    const s = biddingState({ factions, setup: base, actions: [order('replace'), order('ask')] });
    expect(s.replacementOrders).toBeUndefined();
  });

  it('IX-12 replace with the deck and the discard pile empty: the card just discarded is reshuffled and drawn back, no crash', () => {
    const setup = wholeDeckDealt([]);
    const s = biddingState({ factions, setup, actions: [] });
    const won = s.step.phase === 'bidding' ? s.step.cards[0] : undefined;
    const out = bidding({ factions, setup, actions: [order('replace'), ...atreidesWin] });
    const events = accepted(out);
    expect(ofType(events, 'treachery-deck-reshuffled')).toEqual([{ type: 'treachery-deck-reshuffled', cards: 2 }]);
    const [drawn] = ofType(events, 'replacement-drawn');
    expect(['Karama', won && cardName(won)]).toContain(drawn?.card);
    expect(out.views.atreides?.hand.sort()).toEqual([drawn?.card, 'Lasgun'].sort());
    expect(out.state.step).toMatchObject({ cardNumber: 2 });
  });

  it('IX-12: the Ixians’ permission withheld prevails over a replace order: the card is kept, nothing is said of a replacement', () => {
    const card = firstCard();
    const out = bidding({
      factions,
      setup: { ...base, replacementRefused: true },
      actions: [order('replace'), hajrOnTop, ...atreidesWin],
    });
    const events = accepted(out);
    for (const type of ['replacement-offered', 'replacement-declined', 'card-replaced', 'replacement-drawn'] as const) expect(ofType(events, type)).toEqual([]);
    expect(out.views.atreides?.hand.sort()).toEqual([card, 'Lasgun'].sort());
    expect(out.state.step).toMatchObject({ cardNumber: 2 });
  });

  it('IX-12 Karama: a standing stop prevails over a replace order (the card is kept); a keep order uses no power, so the Karama stays unplayed', () => {
    const card = firstCard();
    const setup = { ...base, hands: { ...base.hands, harkonnen: ['Karama'] }, karamaOrders: { harkonnen: [{ power: 'ally-card-swap' }] } };
    const replaced = bidding({ factions, setup, actions: [order('replace'), hajrOnTop, ...atreidesWin] });
    const events = accepted(replaced);
    expect(ofType(events, 'power-stopped')).toMatchObject([{ faction: 'ixians', power: 'ally-card-swap', by: 'harkonnen' }]);
    expect(ofType(events, 'card-replaced')).toEqual([]);
    expect(replaced.views.atreides?.hand.sort()).toEqual([card, 'Lasgun'].sort());
    expect(replaced.state.step).toMatchObject({ cardNumber: 2 });

    const kept = bidding({ factions, setup, actions: [order('keep'), hajrOnTop, ...atreidesWin] });
    expect(ofType(accepted(kept), 'power-stopped')).toEqual([]);
    expect(kept.views.harkonnen?.hand).toContain('Karama');
  });

  it('IX-12: only the Ixians’ ally gives the order; anyone else is refused, by name, and nothing changes', () => {
    const out = bidding({
      factions,
      setup: base,
      actions: [order('keep', 'harkonnen'), order('replace', 'ixians'), { as: 'atreides', do: 'replacement-order', args: { choice: 'always' } }],
    });
    expect(errorOf(out, 0)).toMatchObject({ code: 'not-ixian-ally' });
    expect(errorOf(out, 0).message).toContain('the Harkonnen are not their ally');
    expect(errorOf(out, 1)).toMatchObject({ code: 'not-ixian-ally' });
    expect(errorOf(out, 2).message).toContain('ask');
    expect(biddingState({ factions, setup: base }).replacementOrders).toBeUndefined();
  });

  it('IX-12 secrecy: the order is told to the ally alone, shows in its own view only, and no other seat’s view or choices depend on it', () => {
    const out = bidding({ factions, setup: base, actions: [order('replace')] });
    const events = accepted(out);
    for (const f of ['ixians', 'harkonnen'] as const) expect(visibleTo(events, f)).toEqual([]);
    expect(out.views.atreides).toMatchObject({ replacementOrder: 'replace' });
    expect(out.views.ixians).not.toHaveProperty('replacementOrder');
    expect(out.views.harkonnen).not.toHaveProperty('replacementOrder');

    const s = biddingState({ factions, setup: base, actions: [order('replace')] });
    const varied = perturbSecrets(s, 'atreides');
    expect(varied.replacementOrders?.atreides).toBe('keep');
    expect(viewsOthersSee(varied, 'atreides')).toEqual(viewsOthersSee(s, 'atreides'));
    expect(asKnownBy(s, 'ixians').replacementOrders).toBeUndefined();
    expect(asKnownBy(s, 'atreides').replacementOrders).toEqual({ atreides: 'replace' });
  });

  it('IX-12: the ally is offered the order any time, the choices other than the one standing; nobody else is', () => {
    const s = biddingState({ factions, setup: base, actions: [order('keep')] });
    const offered = decisionsFor(s, 'atreides').filter((d) => d.action === 'replacement-order');
    expect(offered.map((d) => [d.label, d.anytime])).toEqual([['Replacement order', true]]);
    expect(offered[0]?.summary).toContain('keep every card won');
    for (const f of ['ixians', 'harkonnen'] as const) expect(decisionsFor(s, f).filter((d) => d.action === 'replacement-order')).toEqual([]);
  });
});
