import { traitorName, type TraitorCardId } from '../data/traitors';
import { cardName as cardIdName } from '../data/cards';
import { factionName, leader as leaderData } from '../data/factions';
import type { TerritoryId } from '../data/map';
import { battle, callTraitorAction, capture, keep, noVoice, pass, prescience, traitorOrder, voice } from '../phases/battle/actions';
import { currentAggressor, pendingBattles, type PendingBattle } from '../phases/battle/battles-to-fight';
import { CAPTURE_KILL_SPICE } from '../phases/battle/capture';
import { lossSwapOpen, swapLosses } from '../phases/battle/loss-swap';
import { opponentsAhead, prescienceOrder, voiceOrder } from '../phases/battle/standing-orders';
import { PRESCIENT } from '../phases/battle/prescience';
import { battleStep } from '../phases/battle/step';
import { toothAwaited } from '../phases/battle/poison-tooth';
import { poisonTooth } from '../phases/battle/poison-tooth-action';
import { VOICE, voiceKindsIn } from '../phases/battle/voice';
import { betrayable, possibleAskers, sideOfAsker, traitorsPending } from '../phases/battle/traitors';
import type { FactionId } from '../state';
import { choiceArg, countArg, factionArg, picked, span, territoryArg } from './args';
import { karamaStopDecision } from './cards';
import { form, simpleForm } from './form';
import { count, piece, spice, the, territoryName, VOICE_WORDS } from './labels';
import { offer } from './search';
import type { ChosenFor, Decider, Form, Option, Seat } from './types';
import { PRESCIENCE_ELEMENTS, type Battle } from '../shape/battle';

/** The Battle phase around the plans: choosing the next battle, Voice, prescience, traitors, the winner's cards, capture. */

export const battleNow = (k: Seat): Battle | null => (k.s.phase === 'battle' ? battleStep(k.s).current : null);

const myBattles = (k: Seat): PendingBattle[] =>
  k.s.phase === 'battle' && !battleNow(k) && currentAggressor(k.s) === k.f ? pendingBattles(k.s).filter((b) => b.aggressor === k.f) : [];

const battlesMatching = (k: Seat, t: TerritoryId | null | undefined, opponent: FactionId | null | undefined): PendingBattle[] =>
  myBattles(k).filter((b) => b.territory === t && b.defender === opponent);

const chooseForm = form(battle, {
  args: () => [
    territoryArg('territory', (k) => [...new Set(myBattles(k).map((b) => b.territory))]),
    factionArg('opponent', (k, chosen) =>
      myBattles(k)
        .filter((b) => b.territory === chosen.territory)
        .map((b) => b.defender),
    ),
    choiceArg('sector', (k, chosen) => {
      const hits = battlesMatching(k, chosen.territory, chosen.opponent);
      if (hits.length <= 1) return [{ value: null, label: 'The whole territory' }];
      return hits.map((b) => ({ value: b.sectors[0] ?? null, label: `Sector${b.sectors.length > 1 ? 's' : ''} ${b.sectors.join(', ')}` }));
    }),
  ],
  describe: (_k, a) => `Fight ${a.opponent ? the(a.opponent) : 'them'} in ${a.territory ? piece(a.territory, a.sector) : 'the territory'}.`,
});

/** The names the Voice may use in this game, each as a menu choice. */
const voiceKindChoices = (k: Seat) => voiceKindsIn(k.s).map((kind) => ({ value: kind, label: VOICE_WORDS[kind].replace(/^a /, 'A ') }));

const voiceForm = form(voice, {
  args: () => [
    choiceArg('kind', voiceKindChoices),
    choiceArg('play', () => [
      { value: true, label: 'They must play one' },
      { value: false, label: 'They must not play one' },
    ]),
  ],
  describe: (k, a) => {
    const target = battleNow(k)?.voice?.target;
    const what = a.kind ? VOICE_WORDS[a.kind] : 'a card';
    return `Use the Voice: ${target ? the(target) : 'your opponent'} must ${a.play === true ? '' : 'not '}play ${what} in this battle.`;
  },
});

const ELEMENT_LABELS: Record<(typeof PRESCIENCE_ELEMENTS)[number], string> = { leader: 'Leader', weapon: 'Weapon', defense: 'Defense', dial: 'Dial' };

const prescienceForm = form(prescience, {
  args: () => [choiceArg('element', () => PRESCIENCE_ELEMENTS.map((e) => ({ value: e, label: ELEMENT_LABELS[e] })))],
  describe: (k, a) => {
    const target = battleNow(k)?.prescience?.target;
    return `Use prescience: ask ${target ? the(target) : 'your opponent'} to reveal their ${a.element} with their plan.`;
  },
});

/** The leader a traitor call would turn: the one the seat's side faces. */
const traitorTarget = (k: Seat, b: Battle): TraitorCardId | null => betrayable(k.s, b, sideOfAsker(k.s, b, k.f));

const traitorForm = simpleForm(
  callTraitorAction,
  () => true,
  (k) => {
    const b = battleNow(k);
    const target = b ? traitorTarget(k, b) : null;
    return `Call traitor: ${target ? traitorName(target) : 'the leader you face'} is in your pay, and your side wins.`;
  },
);

const TRAITOR_ORDERS = [
  { value: 'call', label: 'Call a traitor if I can' },
  { value: 'pass', label: 'Call no traitor' },
  { value: 'ask', label: 'Ask me after the reveal' },
] as const;

const traitorOrderForm = form(traitorOrder, {
  args: () => [choiceArg('choice', () => TRAITOR_ORDERS)],
  describe: (_k, a) =>
    a.choice === 'call'
      ? 'Answer “traitor?” now: call one as soon as the plans are revealed, if you hold the leader you face.'
      : a.choice === 'pass'
        ? 'Answer “traitor?” now: call no traitor in this battle.'
        : 'Be asked “traitor?” once the plans are revealed.',
});

/** Whom a standing Voice or prescience order is for: one opponent the power may still meet this turn, or any. */
const orderOpponents = (k: Seat): readonly Option[] => [
  { value: null, label: 'Any opponent without an order of its own' },
  ...opponentsAhead(k.s, k.f).map((f) => ({ value: f, label: factionName(f) })),
];

const inTurnBattles = (opponent: FactionId | null | undefined): string =>
  `in this turn’s battles against ${opponent ? the(opponent) : 'any opponent without an order of its own'}`;

const voiceOrderForm = form(voiceOrder, {
  args: () => [
    choiceArg('choice', () => [
      { value: 'voice', label: 'Use the Voice' },
      { value: 'none', label: 'No Voice' },
      { value: 'ask', label: 'Ask me as each battle begins' },
    ]),
    choiceArg('opponent', orderOpponents),
    choiceArg('kind', (k, chosen) => (chosen.choice === 'voice' ? voiceKindChoices(k) : [{ value: null, label: 'No command' }])),
    choiceArg('play', (_k, chosen) =>
      chosen.choice === 'voice'
        ? [
            { value: true, label: 'They must play one' },
            { value: false, label: 'They must not play one' },
          ]
        : [{ value: null, label: 'No command' }],
    ),
  ],
  describe: (_k, a) =>
    a.choice === 'voice'
      ? `Decide the Voice in advance: ${inTurnBattles(a.opponent)}, command them ${a.play === true ? 'to play' : 'not to play'} ${a.kind ? VOICE_WORDS[a.kind] : 'a card'}.`
      : a.choice === 'none'
        ? `Decide the Voice in advance: no Voice ${inTurnBattles(a.opponent)}.`
        : `Be asked about the Voice ${inTurnBattles(a.opponent)}, as each battle begins.`,
});

const prescienceOrderForm = form(prescienceOrder, {
  args: () => [
    choiceArg('choice', () => [
      { value: 'prescience', label: 'Use prescience' },
      { value: 'none', label: 'No prescience' },
      { value: 'ask', label: 'Ask me as each battle begins' },
    ]),
    choiceArg('opponent', orderOpponents),
    choiceArg('element', (_k, chosen) =>
      chosen.choice === 'prescience' ? PRESCIENCE_ELEMENTS.map((e) => ({ value: e, label: ELEMENT_LABELS[e] })) : [{ value: null, label: 'No element' }],
    ),
  ],
  describe: (_k, a) =>
    a.choice === 'prescience'
      ? `Decide prescience in advance: ${inTurnBattles(a.opponent)}, ask your opponent to reveal their ${a.element ?? 'plan'}.`
      : a.choice === 'none'
        ? `Decide prescience in advance: no prescience ${inTurnBattles(a.opponent)}.`
        : `Be asked about prescience ${inTurnBattles(a.opponent)}, as each battle begins.`,
});

export const passForm = simpleForm(
  pass,
  (k) => k.s.phase === 'battle',
  (k) => {
    const b = battleNow(k);
    if (b?.dancerForces?.faction === k.f) return `Place no more forces in ${territoryName(b.territory)}.`;
    if (b?.voice?.by === k.f && !b.voice.decided) return 'Do not use the Voice in this battle.';
    if (b?.prescience?.by === k.f && !b.prescience.decided) return 'Do not use prescience in this battle.';
    if (b?.stage === 'traitors') return 'Call no traitor.';
    if (b?.capture?.choice) return `Let the Harkonnen ${b.capture.choice} ${drawnLeader(k)}.`;
    return `Leave ${drawnLeader(k)} to their faction.`;
  },
);

/** The winner's played card in a slot, if any. */
const played = (k: Seat, slot: 'weapon' | 'defense'): string | undefined => {
  const card = battleNow(k)?.plans[k.f]?.[slot];
  return card ? cardIdName(card) : undefined;
};

const keepForm = form(keep, {
  args: (k) =>
    (['weapon', 'defense'] as const)
      .filter((slot) => played(k, slot))
      .map((slot) =>
        choiceArg(slot, (kk) => [
          { value: true, label: `Keep ${played(kk, slot)}` },
          { value: false, label: `Discard ${played(kk, slot)}` },
        ]),
      ),
  describe: (k, a) =>
    (['weapon', 'defense'] as const)
      .filter((slot) => played(k, slot))
      .map((slot) => `${a[slot] === false ? 'Discard' : 'Keep'} ${played(k, slot)}.`)
      .join(' '),
});

const captureForm = form(capture, {
  args: () => [
    choiceArg('choice', (k) => {
      const name = drawnLeader(k);
      return [
        { value: 'kill', label: `Kill ${name} (+${spice(CAPTURE_KILL_SPICE)})` },
        { value: 'capture', label: `Capture ${name}` },
      ];
    }),
  ],
  describe: (k, a) =>
    a.choice === 'kill'
      ? `Kill ${drawnLeader(k)}: to the Tanks face down, and ${spice(CAPTURE_KILL_SPICE)} for you.`
      : `Capture ${drawnLeader(k)}: they fight for you once, then go home.`,
});

/** IX-9: how many of the Cyborgs lost come back, as many surviving Suboids going instead; 0 keeps the losses as they are. */
const swapForm = form(swapLosses, {
  args: () => [countArg<ChosenFor<typeof swapLosses>>('count', (k) => span(0, lossSwapOpen(k.s), 'Cyborgs saved, as many Suboids lost instead'))],
  describe: (_k, a) => {
    const n = picked(a.count);
    return n ? `Send ${count(n, 'surviving Suboid')} to the Tanks in place of ${count(n, 'Cyborg')}.` : 'Keep the losses as they are.';
  },
});

const drawnLeader = (k: Seat): string => {
  const c = battleNow(k)?.capture;
  return c ? leaderData(c.leader).name : 'the drawn leader';
};

const toothForm = form(poisonTooth, {
  args: () => [
    choiceArg('withdraw', () => [
      { value: false, label: 'Let it strike both leaders' },
      { value: true, label: 'Declare it unused' },
    ]),
  ],
  describe: (_k, a) =>
    a.withdraw
      ? 'Declare your Poison Tooth unused: it kills nobody, and a winner may keep it.'
      : 'Your Poison Tooth strikes both leaders (Chemistry saves one).',
});

const noVoiceForm = simpleForm(
  noVoice,
  (k) => {
    const v = battleNow(k)?.voice;
    return v?.by === k.f && !v.decided;
  },
  () => 'Do not use the Voice in this battle.',
);

export const battleForms: readonly Form[] = [
  chooseForm,
  voiceForm,
  noVoiceForm,
  prescienceForm,
  traitorForm,
  traitorOrderForm,
  voiceOrderForm,
  prescienceOrderForm,
  passForm,
  keepForm,
  captureForm,
  toothForm,
  swapForm,
];

/** The Voice and prescience decided in advance for this turn's battles, offered from Shipment and Movement on. */
const decisionsInAdvance: Decider = (k) => {
  if ((k.s.phase !== 'shipment-movement' && k.s.phase !== 'battle') || opponentsAhead(k.s, k.f).length === 0) return [];
  const summary = 'Secretly, in advance: decided at once as each battle of this turn begins, yours or your ally’s.';
  if (k.f === VOICE) return offer(k, voiceOrderForm, { label: 'Decide the Voice in advance', summary, anytime: true });
  if (k.f === PRESCIENT) return offer(k, prescienceOrderForm, { label: 'Decide prescience in advance', summary, anytime: true });
  return [];
};

export const battleDecisions: Decider = (k) => [...battlePhaseDecisions(k), ...decisionsInAdvance(k)];

const battlePhaseDecisions: Decider = (k) => {
  if (k.s.phase !== 'battle') return [];
  const b = battleNow(k);
  if (!b) {
    const all = myBattles(k);
    const summary = `Your battles: ${all.map((x) => `${territoryName(x.territory)} against ${the(x.defender)}`).join('; ')}.`;
    return all.flatMap((x) =>
      offer(k, chooseForm, {
        label: `Fight ${the(x.defender)} in ${territoryName(x.territory)}`,
        preset: { territory: x.territory, opponent: x.defender, sector: battlesMatching(k, x.territory, x.defender).length > 1 ? x.sectors[0] : null },
        summary,
      }),
    );
  }
  const where = `Battle in ${territoryName(b.territory)}: ${the(b.aggressor)} against ${the(b.defender)}.`;
  switch (b.stage) {
    case 'plans': {
      // Asked of every side alike (and the Harkonnen for their ally), whether it holds a traitor or not.
      const advance = possibleAskers(k.s, b).includes(k.f)
        ? offer(k, traitorOrderForm, {
            label: 'Answer “traitor?” now',
            summary: `${where} Say now whether you will call a traitor once the plans are revealed.`,
            anytime: true,
          })
        : [];
      if (b.voice?.by === k.f && !b.voice.decided)
        return [
          ...offer(k, voiceForm, { label: 'Use the Voice', summary: `${where} Command ${the(b.voice.target)}.` }),
          ...offer(k, noVoiceForm, { label: 'No Voice', summary: where }),
          ...advance,
        ];
      if (b.prescience?.by === k.f && !b.prescience.decided)
        return [
          ...offer(k, prescienceForm, { label: 'Use prescience', summary: `${where} Ask ${the(b.prescience.target)} one element of their plan.` }),
          ...offer(k, passForm, { label: 'No prescience', summary: where }),
          ...advance,
        ];
      return advance;
    }
    case 'traitors': {
      const tooth = toothAwaited(b, k.f)
        ? offer(k, toothForm, {
            label: 'Your Poison Tooth',
            summary: `${where} The plans are revealed: your Poison Tooth strikes, unless you declare it unused now.`,
          })
        : [];
      if (!traitorsPending(b).includes(k.f)) return tooth;
      const target = traitorTarget(k, b);
      const summary = `${where} ${target ? `You face ${traitorName(target)}.` : ''}`;
      return [
        ...offer(k, traitorForm, { label: `Call traitor: ${target ? traitorName(target) : ''}`, summary }),
        ...offer(k, passForm, { label: 'No traitor', summary }),
        ...tooth,
      ];
    }
    case 'aftermath': {
      if (b.capture?.choice && k.f === b.outcome?.loser) {
        const summary = `${where} The Harkonnen mean to ${b.capture.choice} ${drawnLeader(k)}; a Karama stops it now.`;
        return [...offer(k, passForm, { label: 'Let it go ahead', summary }), ...karamaStopDecision(k, 'capture', { label: 'Stop it with Karama', summary })];
      }
      const summary = `${where} You won.`;
      return [
        ...(b.keepPending ? offer(k, keepForm, { label: 'Keep or discard your cards', summary }) : []),
        ...(b.lossSwap && k.f === b.outcome?.winner
          ? offer(k, swapForm, {
              label: 'Swap Cyborg losses for Suboids',
              summary: `${summary} Up to ${count(b.lossSwap, 'Cyborg')} lost may stay, as many surviving Suboids going instead.`,
            })
          : []),
        ...(b.capture && !b.capture.choice
          ? [
              ...offer(k, captureForm, {
                label: `Kill or capture ${drawnLeader(k)}`,
                summary: `${summary} ${drawnLeader(k)} was drawn from the loser’s leaders.`,
              }),
              ...offer(k, passForm, { label: `Leave ${drawnLeader(k)}`, summary }),
            ]
          : []),
      ];
    }
  }
};
