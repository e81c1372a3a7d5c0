import { check, fail } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { karamaCardFor, playKarama } from '../../cards/karama/card';
import type { SpecialPower } from '../../cards/karama/special-power';
import type { Ctx } from '../../context';
import { TREACHERY, cardName } from '../../data/cards';
import { factionName } from '../../data/factions';
import { findCardOfKind } from '../../names';
import { biddingStep } from '../../phases/bidding/step';
import { of, type DuneState } from '../../state';
import { agrees, possessive } from '../../victory/describe';
import type { BiddingDecision } from '../module';

/**
 * The Harkonnen's special Karama, in the Bidding: take another player's whole hand, then give back
 * one card of their choice (from everything they now hold) per card taken (rules §16). Until all
 * are given back the Bidding waits for the Harkonnen (`give-back`, once per card). The cards taken
 * are told to the Harkonnen only, each card given back to both players only; the table hears
 * the counts.
 */
export const takeHand: SpecialPower = {
  args: ['target'],
  onTarget: 'take the whole hand (giving back as many cards) of',
  play: (s, f, a, ctx) => {
    check(s.phase === 'bidding', 'not-now', 'The Harkonnen’s special Karama power takes a hand during the Bidding phase.');
    const from = a.target;
    if (from === undefined || from === f || !s.factions.includes(from))
      fail(
        'wrong-target',
        `Name the player whose hand you take (\`target\`): one of ${s.factions
          .filter((x) => x !== f)
          .map(factionName)
          .join(', ')}.`,
      );
    // §8.11a: a Karama backing the standing high bid is kept aside for it, out of the hand's reach.
    const st = biddingStep(s);
    const aside = st.karama && st.highBidder === from ? karamaCardFor(s, from) : undefined;
    const hand = of(s.hands, from);
    check(
      hand.some((c) => c !== aside),
      'empty-hand',
      `The ${factionName(from)} ${agrees(from, 'hold')} no treachery cards to take.`,
    );
    playKarama(s, f, `take the ${possessive(from)} hand (the Harkonnen’s special Karama power)`, ctx, a.card);
    const taken = hand.filter((c) => c !== aside);
    s.hands[from] = aside ? [aside] : [];
    of(s.hands, f).push(...taken);
    s.handTaken = { from, owed: taken.length };
    ctx.emit({ type: 'hand-taken', faction: f, from, cards: taken.length });
    ctx.emit({ type: 'hand-taken-detail', to: [f], from, cards: taken.map(cardName) });
  },
};

export const giveBack = defineAction({
  name: 'give-back',
  summary: 'Harkonnen, after taking a hand with Karama: give back one card of your choice (once per card taken).',
  phases: ['bidding'],
  args: [{ name: 'card', type: 'card', required: true, description: 'the card you give back' }],
  errors: ['nothing-owed', 'card-not-in-hand'],
  outOfTurn: true,
  handler: (s, f, { card }, ctx: Ctx) => {
    const t = s.handTaken;
    check(t && f === 'harkonnen', 'nothing-owed', 'Only the Harkonnen, after taking a hand with their special Karama power, give cards back.');
    const hand = of(s.hands, f);
    const c = findCardOfKind(hand, card);
    check(c, 'card-not-in-hand', `You hold no ${TREACHERY.get(card)?.name ?? card} to give back; you hold ${hand.map(cardName).join(', ')}.`);
    hand.splice(hand.indexOf(c), 1);
    of(s.hands, t.from).push(c);
    t.owed -= 1;
    ctx.emit({ type: 'card-given-back', faction: f, receiver: t.from, owed: t.owed });
    ctx.emit({ type: 'card-given-back-detail', to: [f, t.from], from: f, card: cardName(c) });
    if (t.owed === 0) s.handTaken = null;
  },
});

/** The hand taken whose cards are still owed; asked only while some are. */
function owedBack(s: DuneState): NonNullable<DuneState['handTaken']> {
  if (!s.handTaken) throw new Error('no cards owed back');
  return s.handTaken;
}

/** While the Harkonnen owe cards back, the Bidding stands still (rules §16). */
export const handOwed: BiddingDecision = {
  open: (s) => Boolean(s.handTaken),
  asked: (s) => {
    const { from, owed } = owedBack(s);
    return `The Harkonnen give back ${owed} card${owed === 1 ? '' : 's'} of their choice to the ${factionName(from)} (\`give-back\`).`;
  },
  error: 'give-back-first',
  waits: (s, action) => {
    const { from, owed } = owedBack(s);
    return `\`${action}\` waits: the Harkonnen give back ${owed} more card${owed === 1 ? '' : 's'} to the ${factionName(from)} first (\`give-back\`).`;
  },
  action: giveBack,
};
