import { check, fail } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { TREACHERY, type TreacheryKindId } from '../../data/cards';
import { factionName } from '../../data/factions';
import { discard, takeFromHand } from '../../treachery';
import { nearShieldWall, playableStormCards, STORM_CARD_NAMES, STORM_CARDS, type StormCard } from './cards';
import { answerWindow, dialRange, recordDial, stormStep } from './sequence';

export const dial = defineAction<{ value: number }>({
  name: 'dial',
  summary: 'Secretly dial the storm: 0–20 to place it on turn 1, 1–3 to move it on later turns.',
  phases: ['storm'],
  args: [{ name: 'value', type: 'count', required: true, max: 20, description: 'your dial: 0–20 on turn 1, 1–3 afterwards' }],
  errors: ['not-now', 'out-of-range'],
  handler: (s, f, { value }, ctx) => {
    const st = stormStep(s);
    check(st.stage === 'dial', 'not-now', `Nobody dials now: the storm is to move ${st.distance} sectors.`);
    const { min, max } = dialRange(s);
    check(
      value >= min && value <= max,
      'out-of-range',
      `On turn ${s.turn} the storm dial is ${min} to ${max}${s.turn === 1 ? ' (placing the storm)' : ' (moving the storm)'}; got ${value}.`,
    );
    recordDial(s, ctx, f, value);
  },
});

const isStormCard = (k: TreacheryKindId): k is StormCard => (STORM_CARDS as readonly TreacheryKindId[]).includes(k);

export const play = defineAction<{ card: TreacheryKindId; sectors?: number }>({
  name: 'play',
  summary: 'Storm phase (turn 2 on): play Weather Control (move the storm 0–10 sectors instead) or Family Atomics.',
  phases: ['storm'],
  args: [
    { name: 'card', type: 'card', required: true, description: 'Weather Control or Family Atomics' },
    { name: 'sectors', type: 'count', max: 10, description: 'Weather Control: how many sectors the storm moves instead (0–10)' },
  ],
  errors: ['not-now', 'not-your-turn', 'wrong-card', 'card-not-in-hand', 'sectors-needed', 'no-forces-near-shield-wall', 'bad-argument'],
  // Accepted from anyone so that early or uninvited plays get a precise answer (S003-ST-2).
  outOfTurn: true,
  handler: (s, f, { card, sectors }, ctx) => {
    const st = stormStep(s);
    if (st.stage !== 'cards')
      fail(
        'not-now',
        s.turn === 1
          ? 'Weather Control and Family Atomics cannot be played on the first turn (S003-ST-2).'
          : 'Weather Control and Family Atomics are played once the storm’s distance is known; the storm dials are not all in yet.',
      );
    check(
      st.asked.includes(f) && !st.answered.includes(f),
      'not-your-turn',
      `${factionName(f)} are not being asked about storm cards now${st.answered.includes(f) ? ': they have already answered' : ''}.`,
    );
    check(isStormCard(card), 'wrong-card', `Only Weather Control or Family Atomics are played in the Storm phase, not ${TREACHERY.get(card)?.name ?? card}.`);
    if (card === 'weather-control')
      check(sectors !== undefined, 'sectors-needed', 'Weather Control needs `sectors`: how many sectors (0–10) the storm moves instead.');
    else check(sectors === undefined, 'bad-argument', 'Family Atomics takes no `sectors`; only Weather Control sets the storm’s movement.');
    const played = takeFromHand(s, f, card);
    if (card === 'family-atomics')
      check(nearShieldWall(s, f), 'no-forces-near-shield-wall', 'Family Atomics needs your own forces (not advisors) on the Shield Wall or in a territory next to it.');
    if (card === 'weather-control') st.weatherControl = { faction: f, sectors: sectors as number };
    else st.familyAtomics = f;
    ctx.emit({ type: 'card-played', faction: f, card: STORM_CARD_NAMES[card], ...(sectors !== undefined ? { sectors } : {}) });
    discard(s, played, ctx, f);
    // A player holding both cards stays in the window until they play the other or pass.
    if (playableStormCards(s, f).length === 0) answerWindow(s, ctx, f);
  },
});

export const passStorm = defineAction<Record<string, never>>({
  name: 'pass',
  summary: 'Storm phase: play no storm card.',
  phases: ['storm'],
  args: [],
  errors: ['not-your-turn'],
  handler: (s, f, _args, ctx) => {
    ctx.emit({ type: 'storm-card-passed', faction: f });
    answerWindow(s, ctx, f);
  },
  when: (s) => s.step.phase === 'storm' && s.step.stage === 'cards',
});
