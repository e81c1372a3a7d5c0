import { check, fail } from '../../engine/result';
import { factionName } from '../data/factions';
import { nearShieldWall, STORM_CARD_NAMES } from '../phases/storm/cards';
import { stormStep } from '../phases/storm/step';
import { stormCardPlayed } from '../phases/storm/window';
import type { DuneState, FactionId } from '../state';
import { discard, takeFromHand } from '../treachery';
import type { CardUse } from './use';
import type { StormCard } from '../shape/storm';
import { PHASE_TITLES } from '../shape/phase';
import { agrees } from '../victory/describe';

const inWindow = (s: DuneState, f: FactionId): boolean => {
  if (s.phase !== 'storm') return false;
  const st = stormStep(s);
  return st.stage === 'cards' && st.asked.includes(f) && !st.answered.includes(f);
};

/** Weather Control in its own decision of the window, before Family Atomics (S003-ST-1). */
function checkWeatherControl(s: DuneState, f: FactionId, sectors: number | undefined): void {
  const st = stormStep(s);
  check(
    st.deciding === 'weather-control',
    'not-now',
    'Weather Control can no longer be played this turn: its decision is over, and Weather Control comes before Family Atomics (S003-ST-1). Family Atomics may still be played before the storm moves.',
  );
  check(
    st.asked.includes(f) && !st.answered.includes(f),
    'not-your-turn',
    `The ${factionName(f)} ${agrees(f, 'have')} already passed on Weather Control this turn.`,
  );
  check(sectors !== undefined, 'sectors-needed', 'Weather Control needs `sectors`: how many sectors (0–10) the storm moves instead.');
}

/** Family Atomics during Weather Control's decision (which it closes) or its own, with forces near the Wall. */
function checkFamilyAtomics(s: DuneState, f: FactionId, sectors: number | undefined): void {
  const st = stormStep(s);
  check(sectors === undefined, 'bad-argument', 'Family Atomics takes no `sectors`; only Weather Control sets the storm’s movement.');
  check(
    st.deciding === 'weather-control' || !st.answered.includes(f),
    'not-your-turn',
    `The ${factionName(f)} ${agrees(f, 'have')} already passed on Family Atomics this turn.`,
  );
  check(
    nearShieldWall(s, f),
    'no-forces-near-shield-wall',
    'Family Atomics needs your own forces (not advisors) on the Shield Wall or in a territory next to it.',
  );
}

/**
 * Weather Control and Family Atomics, in the Storm phase's window from turn 2 (S003-ST-1, ST-2).
 * The player's own hand is checked first: an answer about one's own cards tells nothing of others'.
 */
export const stormCardUse: CardUse = {
  args: ['sectors'],
  play: (s, f, { card, sectors }, ctx) => {
    const kind = card as StormCard;
    const name = STORM_CARD_NAMES[kind];
    check(
      s.phase === 'storm',
      'not-now',
      `${name} is played in the Storm phase, from turn 2, before the storm moves (S003-ST-1); the game is in the ${PHASE_TITLES[s.phase]} phase.`,
    );
    const st = stormStep(s);
    if (st.stage !== 'cards')
      fail(
        'not-now',
        s.turn === 1
          ? 'Weather Control and Family Atomics cannot be played on the first turn (S003-ST-2).'
          : 'Weather Control and Family Atomics are played once the storm’s distance is known; the storm dials are not all in yet.',
      );
    const played = takeFromHand(s, f, kind);
    if (kind === 'weather-control') checkWeatherControl(s, f, sectors);
    else checkFamilyAtomics(s, f, sectors);
    ctx.emit({ type: 'card-played', faction: f, card: name, ...(sectors !== undefined ? { sectors } : {}) });
    discard(s, played, ctx, f);
    stormCardPlayed(s, ctx, f, kind, sectors);
  },
  rejectOther: (s, f, cardName) => {
    if (inWindow(s, f)) fail('wrong-card', `Only Weather Control or Family Atomics are played in the Storm phase, not ${cardName}.`);
  },
};
