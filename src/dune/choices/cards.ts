import { revivableFromTanks } from '../phases/revival/starred';
import { total } from '../board';
import { GHOLA_FORCES, gholaCardBarred } from '../cards/ghola';
import { countsAsKarama } from '../cards/karama/card';
import { orderInWords, ordersOf } from '../cards/karama/order-book';
import { cancelKaramaOrder, karamaOrder } from '../cards/karama/orders';
import { POWER_IDS, power, powerName, type PowerId, stoppableIn } from '../cards/karama/powers';
import { specialKaramaOf } from '../cards/karama/special';
import { hooksOf } from '../factions';
import { giveBack } from '../factions/harkonnen/take-hand';
import { play } from '../cards/play';
import { answer, pendingQuestions } from '../cards/truthtrance';
import { cardKind, type TreacheryKindId } from '../data/cards';
import { faction as factionData, leader as leaderData } from '../data/factions';
import { of } from '../state';
import { choiceArg, countArg, eliteArg, factionArg, picked, sectorArg, span, territoryArg } from './args';
import { form } from './form';
import { capitalized, karamaCardName, cardName, count, forces, leaderWithStrength, territoryName, The, the } from './labels';
import { offer } from './search';
import { SAND } from './spice-blow';
import { stormOutlook } from './storm';
import type { ArgDef, ChosenFor, Decider, Decision, Form, FormSpec, Seat } from './types';
import type { Offer } from './search';

type Play = ChosenFor<typeof play>;

/**
 * Treachery cards played away from the battle plan (`play`): Weather Control and Family Atomics in
 * the storm window, Hajr in your movement, and at any time Truthtrance, Tleilaxu Ghola and Karama
 * (a power stopped, or the Advanced special power); also the answer to a Truthtrance question.
 */

const kindsInHand = (k: Seat): TreacheryKindId[] => [...new Set(of(k.s.hands, k.f).map((c) => cardKind(c).id))];

type Plays = (k: Seat, kind: TreacheryKindId, chosen: Play) => boolean;

/** The `card` argument of a play form: the kinds in hand that this form plays. */
const cardArg = (plays: Plays): ArgDef<Play> =>
  choiceArg('card', (k, chosen) =>
    kindsInHand(k)
      .filter((kind) => plays(k, kind, chosen))
      .map((kind) => ({ value: kind, label: cardName(kind) })),
  );

/** A play form for the cards `plays` accepts: it answers about `card` itself only while no card is chosen. */
function playForm(
  plays: Plays,
  args: (k: Seat) => ArgDef<Play>[],
  describe: FormSpec<Play>['describe'],
  gates?: FormSpec<Play>['gates'],
): Form<typeof play.args> {
  return form(play, {
    ...(gates ? { gates } : {}),
    matches: (k, chosen, arg) => {
      const kind = picked(chosen.card);
      return kind === undefined ? arg === 'card' : plays(k, kind, chosen);
    },
    args: (k) => [cardArg(plays), ...args(k)],
    describe,
  });
}

const isKind =
  (wanted: TreacheryKindId) =>
  (_k: Seat, kind: TreacheryKindId): boolean =>
    kind === wanted;

const weatherControlForm = playForm(
  isKind('weather-control'),
  () => [countArg('sectors', () => span(0, 10, 'Sectors the storm moves instead'))],
  (_k, a) => `Play Weather Control: the storm moves ${count(a.sectors ?? 0, 'sector')} instead.`,
  // Whether the storm's cards are played now is the storm step's alone, not the sectors'.
  ['not-now'],
);

const familyAtomicsForm = playForm(
  isKind('family-atomics'),
  () => [],
  () => 'Play Family Atomics: every force on the Shield Wall is destroyed, and Imperial Basin, Arrakeen and Carthag lose their shelter from the storm.',
  ['not-now'],
);

const hajrForm = playForm(
  isKind('hajr'),
  () => [],
  () => 'Play Hajr: one extra movement this turn.',
  ['not-now'],
);

/** A question is free text; this one is accepted, to learn whether the rest of the play can be completed. */
const SAMPLE_QUESTION = 'Will you answer this question truthfully?';

const truthtranceForm = playForm(
  isKind('truthtrance'),
  () => [
    factionArg('target', (k) => k.s.factions.filter((f) => f !== k.f)),
    { name: 'question', values: () => ({ kind: 'text', label: 'A yes/no question about the game', sample: SAMPLE_QUESTION }) },
  ],
  (_k, a) => `Play Truthtrance: ask ${a.target ? the(a.target) : 'a player'} “${(a.question ?? '').trim()}”; they must answer yes or no, truthfully.`,
);

const amalForm = playForm(
  isKind('amal'),
  () => [],
  () => 'Play Amal: every player, you too, pays half the spice behind their shield, rounded up, to the Bank.',
  // Whether it is still the start of the phase is the card's own condition, not an argument's.
  ['too-late'],
);

/** A free revival (Tleilaxu Ghola, the Emperor's special Karama): one leader from the Tanks, or up to `most` forces. */
function freeRevivalArgs(most: number): ArgDef<Play>[] {
  return [
    choiceArg('leader', (k) => [
      ...factionData(k.f)
        .leaders.filter((l) => k.s.leaders[l.id]?.location === 'tanks')
        .map((l) => ({ value: l.id, label: leaderWithStrength(l.id) })),
      { value: null, label: 'No leader: forces instead' },
    ]),
    {
      name: 'forces',
      values: (k, chosen) =>
        picked(chosen.leader) !== undefined
          ? [{ value: null, label: 'No forces: the leader alone' }]
          : span(1, Math.min(most, total(of(k.s.tanks, k.f))), 'Forces revived free'),
    },
    eliteArg((k) => revivableFromTanks(k.s, k.f)),
  ];
}

function describeFreeRevival(k: Seat, a: Play, source: string): string {
  const l = picked(a.leader);
  return `${source}: revive ${l ? leaderData(l).name : forces(k.f, a.forces ?? 0, picked(a.elite))} from the Tleilaxu Tanks, free.`;
}

const gholaForm = playForm(
  isKind('tleilaxu-ghola'),
  () => freeRevivalArgs(GHOLA_FORCES),
  (k, a) => describeFreeRevival(k, a, 'Play Tleilaxu Ghola'),
);

const asKarama = (k: Seat, kind: TreacheryKindId): boolean => countsAsKarama(k.s, k.f, kind);

const karamaPrefix = (a: Play): string => `Play ${karamaCardName(a.card ?? 'karama')}`;

/**
 * The powers of the other factions in play, to stop with Karama (the engine judges which may be
 * stopped now), those `usable` leaves.
 */
const powerArg = <P extends { readonly power?: PowerId | null }>(usable: (k: Seat, id: PowerId) => boolean = () => true): ArgDef<P> =>
  choiceArg('power', (k) =>
    POWER_IDS.filter((id) => power(id).faction !== k.f && k.s.factions.includes(power(id).faction) && usable(k, id)).map((id) => ({
      value: id,
      label: capitalized(powerName(id)),
    })),
  );

/** "the Harkonnen’s capture of a leader": the power chosen, in words. */
const powerWords = (id: PowerId | null | undefined): string => (id ? powerName(id) : 'a faction power');

const karamaStopForm = playForm(
  (k, kind, chosen) => asKarama(k, kind) && chosen.special !== true,
  // The engine refuses a power used in another phase, or before anyone can answer, whatever the
  // rest (`stopPower`): the search need not try them (a dry run per power of the table, each search).
  () => [powerArg((k, id) => stoppableIn(id, k.s.phase))],
  (_k, a) => `${karamaPrefix(a)}: stop ${powerWords(a.power)}.`,
);

/** The card an order will play, in words: Karama, or (the Advanced Bene Gesserit) a worthless card as Karama. */
const orderCard = (k: Seat): string => karamaCardName(karamaKind(k) ?? 'karama');

const stopOrderForm = form(karamaOrder, {
  matches: (_k, chosen) => chosen.special !== true,
  args: () => [powerArg()],
  describe: (k, a) => `Standing order, secret until it fires: play ${orderCard(k)} to stop ${powerWords(a.power)} the next time it is used.`,
});

/** Where an ordered special power goes: the HMS's way (IX-13, as `play` asks it), or the sand for the sandworm. */
function specialOrderArgs(k: Seat): ArgDef<ChosenFor<typeof karamaOrder>>[] {
  const territories = specialKaramaOf(k.f)?.territories;
  if (!territories) return [territoryArg('territory', () => SAND)];
  return [
    territoryArg('territory', (kk) => territories(kk.s, kk.f)),
    sectorArg<ChosenFor<typeof karamaOrder>>('sector', (a) => picked(a.territory)),
    choiceArg<ChosenFor<typeof karamaOrder>>('via', (kk) => [
      { value: null, label: 'No other territory crossed' },
      ...territories(kk.s, kk.f).map((t) => ({ value: t, label: territoryName(t) })),
    ]),
  ];
}

const specialOrderForm = form(karamaOrder, {
  matches: (_k, chosen) => chosen.special === true,
  // Only a faction whose special power is ordered in advance (the Fremen's, the Ixians') gives this order.
  gates: ['no-special-order'],
  args: specialOrderArgs,
  describe: (k, a) =>
    specialKaramaOf(k.f)?.territories
      ? `Standing order, secret until it fires: as your next Shipment and Movement turn ends, after your move, play ${orderCard(k)} to move the Hidden Mobile Stronghold to ${a.territory ? territoryName(a.territory) : 'a territory'}.`
      : `Standing order, secret until it fires: as the next Spice Blow ends, play ${orderCard(k)} to call your sandworm to ${a.territory ? territoryName(a.territory) : 'the sand'}.`,
});

/** Which standing orders to withdraw: the one against a power, the sandworm's, or all. */
const cancelOrderForm = form(cancelKaramaOrder, {
  args: (k) => [
    choiceArg('power', (kk) => [
      ...ordersOf(kk.s, kk.f).flatMap((o) => ('power' in o ? [{ value: o.power, label: capitalized(powerName(o.power)) }] : [])),
      { value: null, label: ordersOf(kk.s, kk.f).some((o) => !('power' in o)) ? 'Not a power' : 'All of your orders' },
    ]),
    ...(ordersOf(k.s, k.f).some((o) => !('power' in o))
      ? [
          choiceArg<ChosenFor<typeof cancelKaramaOrder>>('special', (_kk, chosen) =>
            picked(chosen.power) !== undefined
              ? [{ value: null, label: 'Only that order' }]
              : [
                  { value: null, label: 'All of your orders' },
                  { value: true, label: 'Only your special power’s' },
                ],
          ),
        ]
      : []),
  ],
  describe: (_k, a) =>
    a.power
      ? `Withdraw your standing order against ${powerName(a.power)}.`
      : a.special === true
        ? 'Withdraw your standing order for your special Karama power.'
        : 'Withdraw all of your standing Karama orders.',
});

function specialArgs(k: Seat): ArgDef<Play>[] {
  const special = specialKaramaOf(k.f);
  const territories = special?.territories;
  // IX-13: where the HMS ends, its sector, and the territory it crosses ("straight there" first).
  if (territories)
    return [
      territoryArg('territory', (kk) => territories(kk.s, kk.f)),
      sectorArg<Play>('sector', (a) => picked(a.territory)),
      choiceArg<Play>('via', (kk) => [
        { value: null, label: 'No other territory crossed' },
        ...territories(kk.s, kk.f).map((t) => ({ value: t, label: territoryName(t) })),
      ]),
    ];
  if (special?.onTerritory) return [territoryArg('territory', () => SAND)];
  const revives = special?.revives;
  if (revives) return freeRevivalArgs(revives);
  return [factionArg('target', (seat) => seat.s.factions.filter((f) => f !== seat.f))];
}

const karamaSpecialForm = playForm(
  (k, kind, chosen) => asKarama(k, kind) && chosen.special === true,
  specialArgs,
  (k, a) => {
    const prefix = `${karamaPrefix(a)} for your special power`;
    const special = specialKaramaOf(k.f);
    if (special?.onTerritory)
      return `${prefix}: ${special.onTerritory} ${a.territory ? territoryName(a.territory) : special.territories ? 'a territory' : 'the sand'}, once per game.`;
    const onTarget = special?.onTarget;
    if (onTarget) return `${prefix}: ${onTarget} ${a.target ? the(a.target) : 'a player'}, once per game.`;
    return describeFreeRevival(k, a, `${prefix} (once per game)`);
  },
);

const giveBackForm = form(giveBack, {
  args: () => [choiceArg('card', (k) => kindsInHand(k).map((kind) => ({ value: kind, label: cardName(kind) })))],
  describe: (k, a) => {
    const owner = k.s.handTaken?.from;
    return `Give ${a.card ? cardName(a.card) : 'a card'} back to ${owner ? the(owner) : 'its owner'}.`;
  },
});

const answerForm = form(answer, {
  args: () => [
    choiceArg('yes', () => [
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ]),
  ],
  describe: (_k, a) => `Answer ${a.yes === true ? 'yes' : 'no'}, in public.`,
});

export const cardForms: readonly Form[] = [
  weatherControlForm,
  familyAtomicsForm,
  hajrForm,
  truthtranceForm,
  amalForm,
  gholaForm,
  karamaStopForm,
  karamaSpecialForm,
  stopOrderForm,
  specialOrderForm,
  cancelOrderForm,
  giveBackForm,
  answerForm,
];

/** The card the seat would play as Karama: Karama itself, else (Advanced Bene Gesserit) a worthless card. */
function karamaKind(k: Seat): TreacheryKindId | undefined {
  const kinds = kindsInHand(k).filter((kind) => asKarama(k, kind));
  return kinds.includes('karama') ? 'karama' : kinds[0];
}

/** Karama against one power, offered as the answer to a question put to the seat (the Harkonnen's capture). */
export function karamaStopDecision(k: Seat, id: PowerId, d: Pick<Decision, 'label' | 'summary'>): Decision[] {
  const karama = karamaKind(k);
  return karama ? offer(k, karamaStopForm, { ...d, preset: { card: karama, power: id } }) : [];
}

export const cardDecisions: Decider = (k) => {
  const held = kindsInHand(k);
  const playing = (playForm: Form<typeof play.args>, card: TreacheryKindId, d: Omit<Offer<typeof play.args>, 'preset'>, extra: Play = {}) =>
    held.includes(card) ? offer(k, playForm, { ...d, preset: { card, ...extra } }) : [];
  const karama = karamaKind(k);
  const karamaLabel = karama ? karamaCardName(karama) : '';
  const question = pendingQuestions(k.s).find((q) => q.target === k.f);
  return [
    ...playing(weatherControlForm, 'weather-control', { label: 'Play Weather Control', summary: `${stormOutlook(k)} You set its movement to 0–10 sectors.` }),
    ...playing(familyAtomicsForm, 'family-atomics', {
      label: 'Play Family Atomics',
      summary: 'Destroys every force on the Shield Wall; the card leaves the game.',
    }),
    ...playing(hajrForm, 'hajr', { label: 'Play Hajr', summary: 'One extra movement this turn.' }),
    ...playing(truthtranceForm, 'truthtrance', {
      label: 'Play Truthtrance',
      summary: 'Ask one player a yes/no question; they must answer truthfully.',
      anytime: true,
    }),
    ...(k.s.phaseActed
      ? []
      : playing(amalForm, 'amal', { label: 'Play Amal', summary: 'The start of the phase: every player pays half their spice to the Bank.', anytime: true })),
    ...(gholaCardBarred(k.s, k.f)
      ? []
      : playing(gholaForm, 'tleilaxu-ghola', {
          label: 'Play Tleilaxu Ghola',
          summary: `Revive one leader or up to ${GHOLA_FORCES} forces, free.`,
          anytime: true,
        })),
    ...(karama
      ? [
          ...playing(karamaStopForm, karama, { label: `Play ${karamaLabel}`, summary: 'Stop one faction power where it is used.', anytime: true }),
          ...playing(
            karamaSpecialForm,
            karama,
            { label: `Use your special Karama power`, summary: `Once per game, playing ${karamaLabel}.`, anytime: true },
            { special: true },
          ),
        ]
      : []),
    ...(karama
      ? [
          ...offer(k, stopOrderForm, {
            label: 'Give a standing Karama order',
            summary: 'Secretly, in advance: stop a faction power the next time it is used, even at a moment nobody is asked anything.',
            anytime: true,
          }),
          ...offer(k, specialOrderForm, {
            label: specialKaramaOf(k.f)?.territories ? 'Order your HMS move' : 'Order your sandworm',
            summary: specialKaramaOf(k.f)?.territories
              ? 'Secretly, in advance: your special Karama power moves the HMS as your next Shipment and Movement turn ends, after your move.'
              : 'Secretly, in advance: your special Karama power strikes as the next Spice Blow ends (from turn 2).',
            anytime: true,
            preset: { special: true },
          }),
        ]
      : []),
    ...(ordersOf(k.s, k.f).length > 0
      ? offer(k, cancelOrderForm, { label: 'Withdraw standing Karama orders', summary: ordersOf(k.s, k.f).map(orderInWords).join('; '), anytime: true })
      : []),
    ...(k.s.handTaken && hooksOf(k.f).biddingDecisions?.some((d) => d.action === giveBack)
      ? offer(k, giveBackForm, { label: 'Give a card back', summary: `${k.s.handTaken.owed} card(s) still owed to ${the(k.s.handTaken.from)}.` })
      : []),
    ...(question
      ? offer(k, answerForm, { label: 'Answer the Truthtrance question', summary: `${The(question.asker)} ask: “${question.question}”`, anytime: true })
      : []),
  ];
};
