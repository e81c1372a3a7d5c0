import type { Ctx } from '../context';
import type { PhaseSecrets } from '../secrets';
import type { DuneState, FactionId, PhaseId } from '../state';
import type { DuneAction } from '../actions/spec';

/** One phase of the turn: what happens on entry, whom it waits for, and what it expects. */
export interface PhaseModule {
  readonly phase: PhaseId;
  /** Sets `s.step` and runs the automatic steps; calls ctx.endPhase() when nothing is awaited. */
  enter(s: DuneState, ctx: Ctx): void;
  /** The factions whose move it is now. */
  waitingFor(s: DuneState): FactionId[];
  /**
   * Whom the channel is told the game waits for, when that differs from `waitingFor` because the
   * list itself would reveal a secret (e.g. who holds Weather Control). Defaults to `waitingFor`.
   */
  publicWaitingFor?(s: DuneState): FactionId[];
  /**
   * Of the factions the channel is told it waits for, those whose decision is made in secret (a
   * battle plan, a storm dial, a traitor pick, the prediction). A public fact: the rules say which
   * decisions are secret. The bot asks them by DM, where they decide, instead of pinging them.
   */
  decidingInPrivate?(s: DuneState): FactionId[];
  /** What the game expects now, in the game's terms, for "whose move is it" answers. */
  expecting(s: DuneState): string;
  /**
   * Plausible actions for `f` now, for seeded bots (random-play tests, benchmark, demo) where
   * random arguments rarely make a legal action. Candidates, not a promise: the rules still judge.
   */
  candidates?(s: DuneState, f: FactionId): DuneAction[];
  /** Phase facts everybody may see (e.g. the high bid), merged into the public view as `step`. */
  publicStep?(s: DuneState): Record<string, unknown>;
  /** Phase facts only `f` may see (e.g. the Atreides' glimpse of the card up for bid). */
  privateStep?(s: DuneState, f: FactionId): PhaseSecrets;
}
