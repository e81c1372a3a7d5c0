import { computeStormOrder } from '../../board';
import type { Ctx } from '../../context';
import { STORM_DECK } from '../../data/cards';
import { factionName } from '../../data/factions';
import { STORM_START_SECTOR } from '../../data/map';
import { isAdvanced } from '../../options';
import type { DuneState, FactionId } from '../../state';
import { afterStorm } from '../../variants/stronghold-control';
import type { StormStep } from '../storm';
import { explodeFamilyAtomics, windowFactions } from './cards';
import { moveStorm } from './move';

export const stormStep = (s: DuneState): StormStep => {
  if (s.step.phase !== 'storm') throw new Error('not in the storm phase');
  return s.step;
};

/** Advanced with the Fremen: from turn 2 the storm deck, not the dials, moves the storm (rules §5.2). */
export const usesStormDeck = (s: DuneState): boolean => isAdvanced(s.options) && s.factions.includes('fremen');

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
  s.step = { phase: 'storm', stage: 'dial', dialers: [], dials: [], distance: null, asked: [], answered: [], weatherControl: null, familyAtomics: null };
  if (s.turn > 1 && usesStormDeck(s)) {
    const value = s.stormCard ?? ctx.rng.pick(STORM_DECK);
    s.stormCard = null;
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
  finishStorm(s, ctx);
}

/** S003-ST-1/ST-2: from turn 2, once the distance is known, the storm cards may be played. */
function openWindow(s: DuneState, ctx: Ctx, distance: number): void {
  const st = stormStep(s);
  st.stage = 'cards';
  st.distance = distance;
  st.asked = windowFactions(s);
  if (st.asked.length === 0) {
    resolveWindow(s, ctx);
    return;
  }
  ctx.emit({ type: 'storm-cards-window', distance, asked: [...st.asked] });
}

/** Marks a faction done with the window; when all asked are done, the cards resolve and the storm moves. */
export function answerWindow(s: DuneState, ctx: Ctx, f: FactionId): void {
  const st = stormStep(s);
  if (!st.answered.includes(f)) st.answered.push(f);
  if (st.asked.every((x) => st.answered.includes(x))) resolveWindow(s, ctx);
}

/** S003-ST-1 order: Weather Control (which replaces the distance, ST-3), then Family Atomics, then the storm moves. */
function resolveWindow(s: DuneState, ctx: Ctx): void {
  const st = stormStep(s);
  let distance = st.distance ?? 0;
  if (st.weatherControl) {
    ctx.emit({ type: 'weather-control', faction: st.weatherControl.faction, sectors: st.weatherControl.sectors, replaces: distance });
    distance = st.weatherControl.sectors;
  }
  if (st.familyAtomics) explodeFamilyAtomics(s, ctx, st.familyAtomics);
  moveStorm(s, ctx, s.storm, distance, true);
  finishStorm(s, ctx);
}

function finishStorm(s: DuneState, ctx: Ctx): void {
  // Storm order is fixed when the storm phase ends and holds for the whole turn.
  s.stormOrder = computeStormOrder(s);
  ctx.emit({ type: 'storm-order-set', order: [...s.stormOrder] });
  afterStorm(s, ctx);
  if (usesStormDeck(s)) {
    // The Fremen draw next turn's storm card now and see it alone (rules §5.2).
    s.stormCard = ctx.rng.pick(STORM_DECK);
    ctx.emit({ type: 'storm-card-drawn', to: ['fremen'], value: s.stormCard });
  }
  ctx.endPhase();
}

/** The game's "whose move" sentence for the Storm phase. */
export function stormExpecting(s: DuneState): string {
  const st = stormStep(s);
  const names = (fs: FactionId[]) => fs.map(factionName).join(' and ');
  if (st.stage === 'dial') {
    const { min, max } = dialRange(s);
    const waiting = st.dialers.filter((f) => !st.dials.some((d) => d.faction === f));
    return `Storm: waiting for ${names(waiting)} to dial the storm secretly (\`dial\`, ${min}–${max}).`;
  }
  if (s.options.stormCardWindow === 'holders')
    // Naming the factions asked would tell everyone who holds the cards.
    return `Storm: the storm is to move ${st.distance} sectors once every player holding a playable Weather Control or Family Atomics has played it or passed (\`play\` / \`pass\`).`;
  const waiting = st.asked.filter((f) => !st.answered.includes(f));
  return `Storm: the storm is to move ${st.distance} sectors; waiting for ${names(waiting)} to play Weather Control or Family Atomics, or pass (\`play\` / \`pass\`).`;
}
