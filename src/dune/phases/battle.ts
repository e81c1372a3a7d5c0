import { battleActions } from './battle/actions';
import { pendingBattles } from './battle/battles-to-fight';
import { battleCandidates } from './battle/candidates';
import { describeBattle, nextBattle } from './battle/sequence';
import { privateBattleStep, publicBattleStep } from './battle/views';
import { awaited, expecting } from './battle/waiting';
import { secretOnly } from './awaited';
import type { PhaseModule } from './phase-module';

/**
 * Phase 7 (§11): wherever non-allied factions meet, they fight, aggressor by aggressor in storm
 * order. Each battle: Voice and prescience, secret plans, the reveal, traitors, resolution, the
 * winner's card choice and the Harkonnen capture.
 */
export const battlePhase: PhaseModule = {
  phase: 'battle',
  enter: (s, ctx) => {
    s.step = { phase: 'battle', current: null, fought: [], khTerritory: null, results: [] };
    const battles = pendingBattles(s);
    ctx.emit({ type: 'battles-to-fight', battles: battles.map(describeBattle) });
    nextBattle(s, ctx);
  },
  waitingFor: (s) => [...new Set(awaited(s).map((x) => x.f))],
  decidingInPrivate: (s) => secretOnly(awaited(s)),
  expecting,
  publicStep: publicBattleStep,
  privateStep: privateBattleStep,
  candidates: battleCandidates,
};

export { battleActions };
