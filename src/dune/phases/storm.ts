import type { ActionSpec } from '../actions/spec';
import type { DuneState } from '../state';
import type { PhaseModule } from './phase-module';
import { dial, passStorm } from './storm/actions';
import { STORM_CARD_NAMES } from './storm/cards';
import { dialRange, enterStorm, resumingStorm, stormExpecting } from './storm/sequence';
import { FACTION_MODULES, stormDecisionOf } from '../factions';
import { stormStep } from './storm/step';
import { playableNow } from './storm/window';

export const stormPhase: PhaseModule = {
  phase: 'storm',
  enter: enterStorm,
  waitingFor: (s) => {
    const st = stormStep(s);
    if (st.awaiting) return [st.awaiting.faction];
    return st.stage === 'dial' ? st.dialers.filter((f) => !st.dials.some((d) => d.faction === f)) : st.asked.filter((f) => !st.answered.includes(f));
  },
  // The dial is secret (§2, Advanced); the card window's play or pass is not.
  decidingInPrivate: (s) => (stormStep(s).stage === 'dial' && !stormStep(s).awaiting ? stormPhase.waitingFor(s) : []),
  expecting: stormExpecting,
  // In 'holders' mode only the holders of a playable card are asked: who they are stays secret.
  publicWaitingFor: (s) => (hidesHolders(s) ? [] : stormPhase.waitingFor(s)),
  publicStep: (s) => {
    const st = stormStep(s);
    return {
      stage: st.stage,
      dialers: [...st.dialers],
      dialled: st.dials.map((d) => d.faction),
      distance: st.distance,
      // Which card is being decided would tell, in 'holders' mode, which card somebody holds: null then.
      asked: hidesHolders(s) ? null : [...st.asked],
      answered: hidesHolders(s) ? null : [...st.answered],
      deciding: st.deciding && !hidesHolders(s) ? STORM_CARD_NAMES[st.deciding] : null,
      weatherControl: st.weatherControl ? { ...st.weatherControl } : null,
      familyAtomics: st.familyAtomics ?? null,
      ...(st.awaiting ? { awaiting: { ...st.awaiting } } : {}),
    };
  },
  candidates: (s) => {
    const awaiting = stormStep(s).awaiting;
    if (awaiting) return stormDecisionOf(s, awaiting.faction)?.candidates(s, awaiting.faction, awaiting.moment) ?? [];
    const { min, max } = dialRange(s);
    return [...Array.from({ length: max - min + 1 }, (_, i) => ({ do: 'dial', args: { value: min + i } })), { do: 'pass' }];
  },
  privateStep: (s, f) => {
    const st = stormStep(s);
    const mine = st.dials.find((d) => d.faction === f);
    const playable = playableNow(s, f);
    return {
      ...(mine ? { dial: mine.value } : {}),
      ...(playable.length ? { playable: playable.map((k) => STORM_CARD_NAMES[k]) } : {}),
    };
  },
};

function hidesHolders(s: DuneState): boolean {
  return s.options.stormCardWindow === 'holders' && stormStep(s).stage === 'cards';
}

/** Weather Control and Family Atomics are played with the one `play` action (src/dune/cards/play.ts). */
export const stormActions: ActionSpec[] = [
  dial,
  passStorm,
  ...FACTION_MODULES.flatMap((m) => (m.hooks.stormDecision?.actions ?? []).map(resumingStorm)).sort((a, b) => a.name.localeCompare(b.name)),
];
