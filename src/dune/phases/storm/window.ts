import type { Ctx } from '../../context';
import { findCardOfKind } from '../../names';
import { of, type DuneState, type FactionId } from '../../state';
import { askedAbout, explodeFamilyAtomics, nearShieldWall, STORM_CARD_NAMES } from './cards';
import { finishStorm } from './finish';
import { moveStorm } from './move';
import { stormStep } from './step';
import type { StormCard } from '../../shape/storm';

/**
 * The storm-card window, from turn 2 once the storm card or the dials are revealed (S003-ST-1,
 * ST-2): Weather Control may be played, then Family Atomics may be played, then the storm moves.
 * Each card is a decision of its own, asking only the factions that could play it ('holders') or
 * every faction ('everyone', option stormCardWindow).
 */
export function openWindow(s: DuneState, ctx: Ctx, distance: number): void {
  const st = stormStep(s);
  st.stage = 'cards';
  st.distance = distance;
  // The channel learns that the storm waits; whom it waits for stays private (in 'holders' mode it would name the holders).
  if (s.options.stormCardWindow === 'everyone' || askedAbout(s, 'weather-control').length + askedAbout(s, 'family-atomics').length > 0)
    ctx.emit({ type: 'storm-cards-window', distance });
  startDecision(s, ctx, 'weather-control');
}

function startDecision(s: DuneState, ctx: Ctx, card: StormCard): void {
  const st = stormStep(s);
  st.deciding = card;
  st.answered = [];
  // Each card is in the deck once: once played, nobody is left to ask about it.
  st.asked = playedCard(s, card) ? [] : askedAbout(s, card);
  if (st.asked.length === 0) return closeDecision(s, ctx);
  for (const f of st.asked)
    ctx.emit({
      type: 'storm-card-asked',
      to: [f],
      card: STORM_CARD_NAMES[card],
      distance: st.distance,
      playable: playableNow(s, f).map((k) => STORM_CARD_NAMES[k]),
    });
}

const playedCard = (s: DuneState, card: StormCard): boolean => {
  const st = stormStep(s);
  return card === 'weather-control' ? st.weatherControl !== null : st.familyAtomics !== null;
};

/**
 * The storm cards `f` may play at this moment. Weather Control only in its own decision and not
 * after answering it; Family Atomics in its decision, or already during Weather Control's, which
 * it then closes: Weather Control comes first (S003-ST-1), so it cannot follow Family Atomics.
 */
export function playableNow(s: DuneState, f: FactionId): StormCard[] {
  const st = stormStep(s);
  if (st.stage !== 'cards') return [];
  const hand = of(s.hands, f);
  const out: StormCard[] = [];
  if (st.deciding === 'weather-control' && st.asked.includes(f) && !st.answered.includes(f) && findCardOfKind(hand, 'weather-control'))
    out.push('weather-control');
  const atomicsOpen = st.deciding === 'weather-control' || (st.asked.includes(f) && !st.answered.includes(f));
  if (atomicsOpen && findCardOfKind(hand, 'family-atomics') && nearShieldWall(s, f)) out.push('family-atomics');
  return out;
}

/** `f` passes on the card being decided; when everyone asked has answered, the window moves on. */
export function passDecision(s: DuneState, ctx: Ctx, f: FactionId): void {
  const st = stormStep(s);
  const card = STORM_CARD_NAMES[st.deciding as StormCard];
  // In 'holders' mode only holders are asked: a public pass would name one.
  ctx.emit({ type: 'storm-card-passed', ...(s.options.stormCardWindow === 'holders' ? { to: [f] } : {}), faction: f, card });
  if (!st.answered.includes(f)) st.answered.push(f);
  if (st.asked.every((x) => st.answered.includes(x))) closeDecision(s, ctx);
}

/** A storm card has been played: its decision is over (Family Atomics also ends Weather Control's). */
export function stormCardPlayed(s: DuneState, ctx: Ctx, f: FactionId, card: StormCard, sectors: number | undefined): void {
  const st = stormStep(s);
  if (card === 'weather-control') st.weatherControl = { faction: f, sectors: sectors as number };
  else st.familyAtomics = f;
  closeDecision(s, ctx);
}

/** Weather Control replaces the distance (ST-3), Family Atomics destroys the Shield Wall (ST-5, ST-6), then the storm moves. */
function closeDecision(s: DuneState, ctx: Ctx): void {
  const st = stormStep(s);
  if (st.deciding === 'weather-control') {
    const wc = st.weatherControl;
    if (wc) {
      ctx.emit({ type: 'weather-control', faction: wc.faction, sectors: wc.sectors, replaces: st.distance });
      st.distance = wc.sectors;
    }
    return startDecision(s, ctx, 'family-atomics');
  }
  if (st.familyAtomics) explodeFamilyAtomics(s, ctx, st.familyAtomics);
  moveStorm(s, ctx, s.storm, st.distance ?? 0, true);
  finishStorm(s, ctx);
}
