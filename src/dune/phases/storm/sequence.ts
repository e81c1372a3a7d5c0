import { computeStormOrder } from '../../board';
import type { Ctx } from '../../context';
import { STORM_DECK } from '../../data/cards';
import { STORM_START_SECTOR } from '../../data/map';
import type { DuneState, FactionId } from '../../state';
import { counted, theFactions } from '../../victory/describe';
import { STORM_CARD_NAMES } from './cards';
import { finishStorm } from './finish';
import { moveStorm } from './move';
import { stormStep, usesStormDeck } from './step';
import { openWindow } from './window';
import type { StormCard, StormMoment } from '../../shape/storm';
import type { ActionSpec } from '../../actions/spec';
import { stormDecisionOf } from '../../factions';

/** Dial limits: 0–20 to place the storm on turn 1, 1–3 to move it later (rules §5.1–5.2). */
export const dialRange = (s: DuneState): { min: number; max: number } => (s.turn === 1 ? { min: 0, max: 20 } : { min: 1, max: 3 });

/**
 * Who dials: on turn 1 the two players whose circles are nearest the Storm Start Sector, one on
 * each side; later the two who last used the battle wheels, who are those same two until a battle
 * replaces them.
 */
export function stormDialers(s: DuneState): FactionId[] {
  if (s.turn > 1 && s.lastWheelUsers.length === 2) return [...s.lastWheelUsers];
  const order = computeStormOrder({ factions: s.factions, circles: s.circles, storm: STORM_START_SECTOR });
  return [order[0] as FactionId, order[order.length - 1] as FactionId];
}

export function enterStorm(s: DuneState, ctx: Ctx): void {
  s.step = {
    phase: 'storm',
    stage: 'dial',
    dialers: [],
    dials: [],
    distance: null,
    deciding: null,
    asked: [],
    answered: [],
    weatherControl: null,
    familyAtomics: null,
  };
  if (awaitDecision(s, 'start')) return;
  beginStorm(s, ctx);
}

/** The storm card or the dials, once nobody has a decision to make before them. */
function beginStorm(s: DuneState, ctx: Ctx): void {
  if (s.turn > 1 && usesStormDeck(s)) {
    const value = s.stormCard ?? ctx.rng.pick(STORM_DECK);
    s.stormCard = null;
    delete s.stormCardUnseen;
    ctx.emit({ type: 'storm-card-revealed', value });
    openWindow(s, ctx, value);
    return;
  }
  const st = stormStep(s);
  st.dialers = stormDialers(s);
  ctx.emit({ type: 'storm-dial-requested', dialers: [...st.dialers], ...dialRange(s) });
}

/** A secret dial; when both are in they are revealed and the storm is placed or the window opens. */
export function recordDial(s: DuneState, ctx: Ctx, f: FactionId, value: number): void {
  const st = stormStep(s);
  st.dials.push({ faction: f, value });
  ctx.emit({ type: 'storm-dialled', faction: f });
  ctx.emit({ type: 'storm-dial-recorded', to: [f], value });
  if (st.dials.length < st.dialers.length) return;
  const distance = st.dials.reduce((n, d) => n + d.value, 0);
  ctx.emit({ type: 'storm-dials-revealed', dials: st.dials.map((d) => ({ ...d })), total: distance });
  if (s.turn > 1) {
    openWindow(s, ctx, distance);
    return;
  }
  // S003-ST-4: placing the storm on turn 1 destroys nothing; the dialers hold the wheels until a battle.
  moveStorm(s, ctx, STORM_START_SECTOR, distance, false);
  s.lastWheelUsers = [...st.dialers];
  if (awaitDecision(s, 'placed')) return;
  finishStorm(s, ctx);
}

/** The first faction with a storm decision due at `moment` (the HMS, IX-3 and IX-5): the phase waits for it. */
function awaitDecision(s: DuneState, moment: StormMoment): boolean {
  const f = s.factions.find((x) => stormDecisionOf(s, x)?.due(s, x, moment));
  if (f === undefined) return false;
  stormStep(s).awaiting = { faction: f, moment };
  return true;
}

/** A faction's storm decision (its `stormDecision` hook): once taken, the phase goes on from where it waited. */
export const resumingStorm = (spec: ActionSpec): ActionSpec => ({
  ...spec,
  run: (s, f, raw, ctx) => {
    const awaiting = stormStep(s).awaiting;
    spec.run(s, f, raw, ctx);
    if (!awaiting) return;
    delete stormStep(s).awaiting;
    if (awaiting.moment === 'start') beginStorm(s, ctx);
    else finishStorm(s, ctx);
  },
});

/** The game's "whose move" sentence for the Storm phase. */
export function stormExpecting(s: DuneState): string {
  const st = stormStep(s);
  if (st.awaiting) return stormDecisionOf(s, st.awaiting.faction)?.asked(s, st.awaiting.faction, st.awaiting.moment) ?? '';
  if (st.stage === 'dial') {
    const { min, max } = dialRange(s);
    const waiting = st.dialers.filter((f) => !st.dials.some((d) => d.faction === f));
    return `Storm: waiting for ${theFactions(waiting)} to dial the storm secretly (\`dial\`, ${min}–${max}).`;
  }
  if (s.options.stormCardWindow === 'holders')
    // Naming the factions asked, or the card they are asked about, would tell everyone who holds the cards.
    return `Storm: the storm is to move ${counted(st.distance ?? 0, 'sector')} once every player holding a playable Weather Control or Family Atomics has played it or passed (\`play\` / \`pass\`; Weather Control comes before Family Atomics).`;
  const waiting = st.asked.filter((f) => !st.answered.includes(f));
  const card = STORM_CARD_NAMES[st.deciding as StormCard];
  const next = st.deciding === 'weather-control' ? ', then Family Atomics may be played' : '';
  return `Storm: the storm is to move ${counted(st.distance ?? 0, 'sector')}; waiting for ${theFactions(waiting)} to play ${card} or pass (\`play\` / \`pass\`)${next}.`;
}
