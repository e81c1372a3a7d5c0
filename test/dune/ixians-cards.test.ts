import { describe, expect, it } from 'vitest';
import { safeDefault } from '../../src/dune/safe-defaults';
import type { SetupPatch } from '../../src/dune/setup-patch';
import { accepted, bid, bidding, biddingState, errorOf, ofType } from './bidding-scenario';
import { applyAction } from '../../src/dune/apply';
import { decisionsFor, optionsFor } from '../../src/dune/choices';
import { asKnownBy } from '../../src/dune/choices/knowledge';
import { createGame } from '../../src/dune/create';
import { cardKind, cardName, type CardId } from '../../src/dune/data/cards';
import type { DuneEvent } from '../../src/dune/events';
import type { GameOptions } from '../../src/dune/options';
import { setupPhase } from '../../src/dune/phases/setup';
import { runScenario } from '../../src/dune/scenario';
import { of, type DuneState, type FactionId } from '../../src/dune/state';
import { privateView, publicView } from '../../src/dune/views';
import { perturbSecrets, viewsOthersSee } from '../support/secrets';

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

/** A new game of the Ixians, the Atreides and the Harkonnen, still in setup (IX-1). */
function newGame(options: Partial<GameOptions> = {}): { s: DuneState; events: DuneEvent[] } {
  const created = createGame({ seats: ['ixians', 'atreides', 'harkonnen'], options, seed: 11 });
  if (!created.ok) throw new Error(created.error.message);
  return { s: created.value.state, events: created.value.events };
}
const drawn = (s: DuneState): string[] => (s.step.phase === 'setup' ? (s.step.startingCards?.cards ?? []) : []);
const keepCard = (s: DuneState, card: string, as: FactionId = 'ixians') =>
  applyAction(s, { kind: 'seat', seat: as }, { do: 'keep-card', args: { card: cardKind(card as CardId).id } });

describe('IX-1 the Ixians choose their starting card (ixians-tleilaxu.md §3.3, OP-2)', () => {
  it('IX-1: 3 factions → 3 cards drawn, seen by the Ixians alone; the Harkonnen’s second card drawn apart; setup waits for the Ixians', () => {
    const { s, events } = newGame();
    expect(drawn(s)).toHaveLength(3);
    expect(s.hands.ixians).toEqual([]);
    expect(s.hands.atreides).toEqual([]);
    expect(s.hands.harkonnen).toHaveLength(1);
    expect(drawn(s)).not.toContain(s.hands.harkonnen?.[0]);
    expect(ofType(events, 'starting-cards-seen')).toEqual([{ type: 'starting-cards-seen', to: ['ixians'], cards: drawn(s) }]);
    expect(ofType(events, 'cards-dealt')).toEqual([{ type: 'cards-dealt', to: ['harkonnen'], cards: s.hands.harkonnen }]);
    expect(setupPhase.waitingFor(s)).toContain('ixians');
    expect(privateView(s, 'ixians').private).toMatchObject({ startingCards: drawn(s).map((c) => cardName(c as CardId)) });
  });

  it('IX-1: no other seat’s view, knowledge or events name a card drawn (the Ixians’ secret)', () => {
    // Without the Cheap Hero traitor card, whose name a drawn Cheap Hero treachery card shares.
    const { s, events } = newGame({ cheapHeroTraitor: false });
    // Each card drawn as a view names it ("Lasgun") and as an event carries it ("lasgun-1"), quoted.
    const words = (c: string): string[] => [JSON.stringify(cardName(c as CardId)), JSON.stringify(c)];
    for (const f of ['atreides', 'harkonnen'] as const) {
      const own = of(s.hands, f).map(cardName);
      const seen = JSON.stringify([privateView(s, f), events.filter((e) => !e.to || e.to.includes(f))]);
      for (const c of drawn(s).filter((d) => !own.includes(cardName(d as CardId)))) for (const w of words(c)) expect(seen).not.toContain(w);
      expect(drawn(asKnownBy(s, f))).toEqual([]);
    }
    for (const c of drawn(s)) for (const w of words(c)) expect(JSON.stringify(publicView(s))).not.toContain(w);
    expect(drawn(asKnownBy(s, 'ixians'))).toEqual(drawn(s));
    // Non-interference: other cards drawn change the Ixians' view and no other.
    expect(viewsOthersSee(perturbSecrets(s, 'ixians'), 'ixians')).toEqual(viewsOthersSee(s, 'ixians'));
    expect(privateView(perturbSecrets(s, 'ixians'), 'ixians').private).not.toEqual(privateView(s, 'ixians').private);
  });

  it('IX-1: the Ixians keep one; the other 2 go face down, one to each other faction; the Harkonnen hold 2', () => {
    const { s } = newGame();
    const [first, ...rest] = drawn(s);
    const r = keepCard(s, first ?? '');
    if (!r.ok) throw new Error(r.error.message);
    const after = r.value.state;
    expect(after.hands.ixians).toEqual([first]);
    expect(after.hands.atreides).toHaveLength(1);
    expect(after.hands.harkonnen).toHaveLength(2);
    expect([...of(after.hands, 'atreides'), of(after.hands, 'harkonnen')[1]].sort()).toEqual([...rest].sort());
    expect(drawn(after)).toEqual([]);
    expect(ofType(r.value.events, 'starting-card-kept')).toEqual([{ type: 'starting-card-kept', faction: 'ixians' }]);
    for (const e of ofType(r.value.events, 'cards-dealt')) expect(e.to).toHaveLength(1);
    expect(privateView(after, 'ixians').private).not.toHaveProperty('startingCards');
  });

  it('IX-1 OP-2: with `ixOneCardPerFaction` off the Ixians see 4 cards, the Harkonnen’s second among them', () => {
    const { s } = newGame({ ixOneCardPerFaction: false });
    expect(drawn(s)).toHaveLength(4);
    expect(s.hands.harkonnen).toEqual([]);
    const [first, ...rest] = drawn(s);
    const r = keepCard(s, first ?? '');
    if (!r.ok) throw new Error(r.error.message);
    const hands = r.value.state.hands;
    expect(hands.harkonnen).toHaveLength(2);
    expect([...of(hands, 'atreides'), ...of(hands, 'harkonnen')].sort()).toEqual([...rest].sort());
  });

  it('IX-1: a card not drawn, another faction’s choice and a second choice are refused and change nothing', () => {
    const { s } = newGame();
    const notDrawn = s.decks.treachery.find((c) => !drawn(s).some((d) => cardKind(d as CardId).id === cardKind(c).id)) ?? '';
    const before = JSON.stringify(s);
    expect(keepCard(s, notDrawn)).toMatchObject({ ok: false, error: { code: 'card-not-drawn' } });
    expect(keepCard(s, drawn(s)[0] ?? '', 'atreides')).toMatchObject({ ok: false, error: { code: 'no-starting-choice' } });
    expect(JSON.stringify(s)).toBe(before);
    const r = keepCard(s, drawn(s)[0] ?? '');
    if (!r.ok) throw new Error(r.error.message);
    expect(keepCard(r.value.state, drawn(s)[1] ?? '')).toMatchObject({ ok: false, error: { code: 'no-starting-choice' } });
  });

  it('IX-1: the choices offer exactly the cards drawn; the safe default keeps the first; a random player’s candidates are legal', () => {
    const { s } = newGame();
    const kinds = drawn(s).map((c) => cardKind(c as CardId).id);
    const keep = decisionsFor(s, 'ixians').find((d) => d.action === 'keep-card');
    expect(keep).toBeDefined();
    expect(decisionsFor(s, 'atreides').find((d) => d.action === 'keep-card' || d.action === 'predict')).toBeUndefined();
    const options = optionsFor(s, 'ixians', 'keep-card', {}, 'card');
    expect(options.kind === 'list' ? options.options.map((o) => o.value).sort() : []).toEqual([...new Set(kinds)].sort());
    // The traitor is kept first (the clock takes the first waited decision), then the first card drawn.
    const traitor = safeDefault(s, 'ixians', () => 0);
    const kept = traitor && applyAction(s, { kind: 'seat', seat: 'ixians' }, traitor.action);
    if (!kept?.ok) throw new Error('no traitor kept');
    expect(safeDefault(kept.value.state, 'ixians', () => 0)).toMatchObject({ action: { do: 'keep-card', args: { card: kinds[0] } } });
    for (const a of setupPhase.candidates?.(s, 'ixians') ?? [])
      if (a.do === 'keep-card') expect(applyAction(s, { kind: 'seat', seat: 'ixians' }, a).ok).toBe(true);
  });

  it('IX-1: a scenario that starts past setup keeps the first card drawn for the Ixians and deals the rest', () => {
    const out = runScenario({ seed: 11, factions: ['ixians', 'atreides', 'harkonnen'], setup: { phase: 'storm' } });
    if ('error' in out) throw new Error(out.error.message);
    expect(out.views.ixians?.hand).toHaveLength(1);
    expect(out.views.atreides?.hand).toHaveLength(1);
    expect(out.views.harkonnen?.hand).toHaveLength(2);
  });
});
