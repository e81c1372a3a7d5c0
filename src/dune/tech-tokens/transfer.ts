import type { Ctx } from '../context';
import type { Battle } from '../shape/battle';
import type { TechTokenId } from '../shape/tech';
import type { DuneState, FactionId } from '../state';
import { giveToken, techTokenName, tokensOf } from './held';

/**
 * TECH-5, at a battle's conclusion (before any Face Dancer reveal): the winner takes the loser's
 * one Tech Token, or is asked which of several (`take-tech`). A battle with no winner (a
 * Lasgun/Shield explosion) moves none.
 */
export function techAtStake(s: DuneState, b: Battle, ctx: Ctx): void {
  const { winner, loser } = b.outcome ?? {};
  if (!winner || !loser) return;
  const tokens = tokensOf(s, loser);
  const only = tokens.length === 1 ? tokens[0] : undefined;
  if (only) takeToken(s, winner, loser, only, ctx);
  else if (tokens.length > 1) b.techChoice = true;
}

/** The choice `f` has to make as the winner of the current battle: the loser and its Tech Tokens; null when it has none. */
export function techChoiceOf(s: DuneState, f: FactionId): { battle: Battle; loser: FactionId; tokens: readonly TechTokenId[] } | null {
  const b = s.step.phase === 'battle' ? s.step.current : null;
  const loser = b?.outcome?.loser;
  return b?.techChoice && b.outcome?.winner === f && loser ? { battle: b, loser, tokens: tokensOf(s, loser) } : null;
}

export function takeToken(s: DuneState, winner: FactionId, loser: FactionId, t: TechTokenId, ctx: Ctx): void {
  giveToken(s, winner, t);
  ctx.emit({ type: 'tech-token-taken', faction: winner, from: loser, token: techTokenName(t) });
}
