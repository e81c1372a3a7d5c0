import { describe, expect, it } from 'vitest';
import { accepted, bid, bidding, biddingState, errorOf, ofType, pass, visibleTo, type Act } from './bidding-scenario';
import { decisionsFor } from '../../src/dune/choices';
import { base, factions, firstCard, hajrOnTop, wholeDeckDealt, win } from './ixians-replacement-setup';
import { safeDefault } from '../../src/dune/safe-defaults';
import { of } from '../../src/dune/state';
import { perturbSecrets, viewsOthersSee } from '../support/secrets';

const replace = (as: string, yes: boolean): Act => ({ as, do: 'replace-card', args: { replace: yes } });

describe('IX-12 the Ixians’ ally may replace a card it won (ixians-tleilaxu.md §3.3, §3.5)', () => {
  it('IX-12: the ally wins card 1; the table hears it may replace it and waits; only the ally sees the card; a bid waits', () => {
    const card = firstCard();
    const out = bidding({ factions, setup: base, actions: [hajrOnTop, ...win('atreides'), bid('ixians', 2)] });
    expect(
      ofType(
        out.results.slice(0, 5).flatMap((r) => (r.ok ? r.events : [])),
        'replacement-offered',
      ),
    ).toEqual([{ type: 'replacement-offered', faction: 'atreides', cardNumber: 1 }]);
    expect(errorOf(out, 5)).toMatchObject({ code: 'not-your-turn' });
    expect(errorOf(out, 5).message).toContain('The Atreides, the Ixians’ ally, keep card 1, just won, or discard it');
    expect(out.state.waitingFor).toEqual(['atreides']);
    expect(out.state.step).toMatchObject({ cardNumber: 1 });
    expect(out.state.expecting).toContain('replace-card');
    expect(out.state.step).toMatchObject({ toBid: null });
    // The Atreides' prescience shows the next card only once it comes up, not while they decide.
    expect(out.views.atreides?.private).toEqual({ replaceable: card });
    expect(out.views.harkonnen?.private).toEqual({});
    expect(JSON.stringify(out.views.harkonnen)).not.toContain(card);
  });

  it('IX-12: replaced: the card won is discarded face up, the top card (Hajr, put there by IX-2) drawn by the ally alone; card 2 comes up', () => {
    const card = firstCard();
    const out = bidding({ factions, setup: base, actions: [hajrOnTop, ...win('atreides'), replace('atreides', true)] });
    const events = accepted(out);
    expect(ofType(events, 'card-replaced')).toEqual([{ type: 'card-replaced', faction: 'atreides', cardNumber: 1, card }]);
    expect(ofType(events, 'replacement-drawn')).toEqual([{ type: 'replacement-drawn', to: ['atreides'], cardNumber: 1, card: 'Hajr' }]);
    expect(out.state.treacheryDiscard).toEqual([card]);
    expect(out.views.atreides?.hand.sort()).toEqual(['Hajr', 'Lasgun']);
    expect(out.state.step).toMatchObject({ cardNumber: 2, toBid: 'atreides' });
    expect(out.state.waitingFor).toEqual(['atreides']);
    // The Harkonnen and the Ixians hear which card was discarded, not which was drawn.
    for (const f of ['ixians', 'harkonnen'] as const) expect(JSON.stringify(visibleTo(events.slice(-4), f))).not.toContain('Hajr');
  });

  it('IX-12: kept: the hand stays, card 2 comes up; one replacement per card won: asked again, it is refused and changes nothing', () => {
    const card = firstCard();
    const out = bidding({ factions, setup: base, actions: [hajrOnTop, ...win('atreides'), replace('atreides', false), replace('atreides', true)] });
    expect(ofType(out.results[5]?.ok ? out.results[5].events : [], 'replacement-declined')).toEqual([
      { type: 'replacement-declined', faction: 'atreides', cardNumber: 1 },
    ]);
    expect(errorOf(out, 6)).toMatchObject({ code: 'nothing-to-replace' });
    expect(errorOf(out, 6).message).toContain('just after winning it');
    expect(out.views.atreides?.hand.sort()).toEqual([card, 'Lasgun'].sort());
    expect(out.state.treacheryDiscard).toEqual([]);
    expect(out.state.step).toMatchObject({ cardNumber: 2 });
  });

  it('IX-12: a card won with Karama may be replaced too', () => {
    const setup = { ...base, hands: { ...base.hands, atreides: ['Karama'] } };
    const out = bidding({ factions, setup, actions: [hajrOnTop, pass('ixians'), bid('atreides', undefined, true), replace('atreides', true)] });
    const events = accepted(out);
    expect(ofType(events, 'replacement-offered')).toHaveLength(1);
    expect(ofType(events, 'replacement-drawn')).toMatchObject([{ card: 'Hajr' }]);
    expect(out.state.treacheryDiscard).toEqual(['Karama', firstCard(setup)]);
  });

  it('IX-12: an empty deck is reshuffled from the discard pile, the card just discarded in it', () => {
    const setup = wholeDeckDealt(['Snooper']);
    const out = bidding({ factions, setup, actions: [...win('atreides'), replace('atreides', true)] });
    const events = accepted(out);
    const [replaced] = ofType(events, 'card-replaced');
    expect(ofType(events, 'treachery-deck-reshuffled')).toEqual([{ type: 'treachery-deck-reshuffled', cards: 3 }]);
    const [drawn] = ofType(events, 'replacement-drawn');
    expect(['Snooper', 'Karama', replaced?.card]).toContain(drawn?.card);
    expect(out.state.treacheryDeckSize).toBe(2);
    expect(out.state.treacheryDiscard).toEqual([]);
    expect(out.views.atreides?.hand.sort()).toEqual([drawn?.card, 'Lasgun'].sort());
  });

  it('IX-12: the Ixians withhold their permission (in public): the ally keeps the card, the next card comes up, and a replacement is refused', () => {
    const out = bidding({
      factions,
      setup: base,
      actions: [{ as: 'ixians', do: 'permit-replacement', args: { allowed: false } }, hajrOnTop, ...win('atreides'), replace('atreides', true)],
    });
    expect(out.results[0]).toEqual({ ok: true, events: [{ type: 'replacement-permission', faction: 'ixians', allowed: false }] });
    expect(
      out.results
        .slice(0, 6)
        .flatMap((r) => (r.ok ? r.events : []))
        .filter((e) => e.type === 'replacement-offered'),
    ).toEqual([]);
    expect(errorOf(out, 6)).toMatchObject({ code: 'replacement-refused' });
    expect(errorOf(out, 6).message).toContain('permit-replacement');
    expect(out.state.replacementRefused).toBe(true);
    expect(out.state.step).toMatchObject({ cardNumber: 2 });
    // Given again, it holds for the next card won.
    const again = bidding({
      factions,
      setup: { ...base, replacementRefused: true },
      actions: [{ as: 'ixians', do: 'permit-replacement', args: { allowed: true } }, hajrOnTop, ...win('atreides')],
    });
    expect(again.state.waitingFor).toEqual(['atreides']);
    expect(again.state.replacementRefused).toBeUndefined();
  });

  it('IX-12: only the Ixians give the permission, and only their ally replaces: another buyer is not asked', () => {
    const out = bidding({
      factions,
      setup: base,
      actions: [{ as: 'atreides', do: 'permit-replacement', args: { allowed: false } }, hajrOnTop, ...win('harkonnen'), replace('harkonnen', true)],
    });
    expect(errorOf(out, 0)).toMatchObject({ code: 'not-ixians' });
    expect(
      out.results
        .slice(1, 7)
        .flatMap((r) => (r.ok ? r.events : []))
        .filter((e) => e.type === 'replacement-offered'),
    ).toEqual([]);
    expect(errorOf(out, 7)).toMatchObject({ code: 'not-ixian-ally' });
    expect(out.state.step).toMatchObject({ cardNumber: 2 });
  });

  it('IX-12: a Harkonnen ally draws its free card first, unaffected (the top card, Hajr); the replacement draws the next (Snooper)', () => {
    const setup = { ...base, alliances: [['ixians', 'harkonnen']] };
    const card = firstCard(setup);
    const out = bidding({ factions, setup, actions: [hajrOnTop, ...win('harkonnen'), replace('harkonnen', true)] });
    const events = accepted(out);
    expect(ofType(events, 'extra-card')).toEqual([{ type: 'extra-card', to: ['harkonnen'], card: 'Hajr' }]);
    expect(ofType(events, 'card-replaced')).toEqual([{ type: 'card-replaced', faction: 'harkonnen', cardNumber: 1, card }]);
    expect(ofType(events, 'replacement-drawn')).toEqual([{ type: 'replacement-drawn', to: ['harkonnen'], cardNumber: 1, card: 'Snooper' }]);
    expect(out.views.harkonnen?.hand.sort()).toEqual(['Hajr', 'Shield', 'Snooper']);
  });

  it('IX-12 Karama: a standing order stops it as the card is won; a Karama played while the ally decides stops it then: the card is kept', () => {
    const ordered = bidding({
      factions,
      setup: { ...base, hands: { ...base.hands, harkonnen: ['Karama'] }, karamaOrders: { harkonnen: [{ power: 'ally-card-swap' }] } },
      actions: [hajrOnTop, ...win('atreides')],
    });
    const events = accepted(ordered);
    expect(ofType(events, 'power-stopped')).toMatchObject([{ faction: 'ixians', power: 'ally-card-swap', by: 'harkonnen' }]);
    expect(ofType(events, 'replacement-offered')).toEqual([]);
    expect(ordered.state.step).toMatchObject({ cardNumber: 2 });

    const card = firstCard();
    const played = bidding({
      factions,
      setup: { ...base, hands: { ...base.hands, harkonnen: ['Karama'] } },
      actions: [hajrOnTop, ...win('atreides'), { as: 'harkonnen', do: 'play', args: { card: 'Karama', power: 'ally-card-swap' } }, replace('atreides', true)],
    });
    const after = accepted(played).slice(-8);
    expect(ofType(after, 'power-stopped')).toMatchObject([{ faction: 'ixians', power: 'ally-card-swap', by: 'harkonnen' }]);
    expect(ofType(after, 'card-replaced')).toEqual([]);
    expect(ofType(after, 'replacement-declined')).toEqual([{ type: 'replacement-declined', faction: 'atreides', cardNumber: 1 }]);
    expect(played.views.atreides?.hand.sort()).toEqual([card, 'Lasgun'].sort());
    expect(played.state.step).toMatchObject({ cardNumber: 2 });
  });

  it('IX-12: the ally is offered Keep and Replace, keeping by default; the card it may replace is a secret of its hand', () => {
    const s = biddingState({ factions, setup: base, actions: [hajrOnTop, ...win('atreides')] });
    expect(
      decisionsFor(s, 'atreides')
        .filter((d) => d.action === 'replace-card')
        .map((d) => [d.label, d.preset]),
    ).toEqual([
      ['Keep the card won', { replace: false }],
      ['Replace the card won', { replace: true }],
    ]);
    expect(decisionsFor(s, 'harkonnen').filter((d) => !d.anytime)).toEqual([]);
    expect(safeDefault(s, 'atreides', () => 0)).toMatchObject({ action: { do: 'replace-card', args: { replace: false } } });
    const varied = perturbSecrets(s, 'atreides');
    expect(viewsOthersSee(varied, 'atreides')).toEqual(viewsOthersSee(s, 'atreides'));
    expect(of(varied.hands, 'atreides')).toContain(varied.step.phase === 'bidding' ? varied.step.replacing?.card : undefined);
  });
});
