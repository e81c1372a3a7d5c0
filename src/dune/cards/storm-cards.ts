import { check, fail } from '../../engine/result';
import { answerWindow, stormStep } from '../phases/storm/sequence';
import { nearShieldWall, playableStormCards, STORM_CARD_NAMES, type StormCard } from '../phases/storm/cards';
import { factionName } from '../data/factions';
import type { DuneState, FactionId } from '../state';
import { discard, takeFromHand } from '../treachery';
import type { CardUse } from './use';

const inWindow = (s: DuneState, f: FactionId): boolean => {
  if (s.phase !== 'storm') return false;
  const st = stormStep(s);
  return st.stage === 'cards' && st.asked.includes(f) && !st.answered.includes(f);
};

/**
 * Weather Control and Family Atomics, in the Storm phase's window from turn 2 (S003-ST-1, ST-2):
 * recorded as played, they resolve together in the ruling's order once everyone asked has answered.
 */
export const stormCardUse: CardUse = {
  args: ['sectors'],
  play: (s, f, { card, sectors }, ctx) => {
    const kind = card as StormCard;
    const name = STORM_CARD_NAMES[kind];
    check(s.phase === 'storm', 'not-now', `${name} is played in the Storm phase, from turn 2, before the storm moves (S003-ST-1).`);
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
    if (kind === 'weather-control')
      check(sectors !== undefined, 'sectors-needed', 'Weather Control needs `sectors`: how many sectors (0–10) the storm moves instead.');
    else check(sectors === undefined, 'bad-argument', 'Family Atomics takes no `sectors`; only Weather Control sets the storm’s movement.');
    const played = takeFromHand(s, f, kind);
    if (kind === 'family-atomics')
      check(
        nearShieldWall(s, f),
        'no-forces-near-shield-wall',
        'Family Atomics needs your own forces (not advisors) on the Shield Wall or in a territory next to it.',
      );
    if (kind === 'weather-control') st.weatherControl = { faction: f, sectors: sectors as number };
    else st.familyAtomics = f;
    ctx.emit({ type: 'card-played', faction: f, card: name, ...(sectors !== undefined ? { sectors } : {}) });
    discard(s, played, ctx, f);
    // A player holding both cards stays in the window until they play the other or pass.
    if (playableStormCards(s, f).length === 0) answerWindow(s, ctx, f);
  },
  rejectOther: (s, f, cardName) => {
    if (inWindow(s, f)) fail('wrong-card', `Only Weather Control or Family Atomics are played in the Storm phase, not ${cardName}.`);
  },
};
