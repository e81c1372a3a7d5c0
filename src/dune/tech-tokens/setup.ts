import { check, fail } from '../../engine/result';
import { normalize } from '../names';
import { TECH_TOKEN_DATA, type TechTokenId } from '../shape/tech';
import type { DuneState, FactionId } from '../state';
import { techTokensInPlay } from './held';

/** A Tech Token by its printed name or its id, matched like an action's argument. */
function resolveToken(name: string): TechTokenId {
  const t = TECH_TOKEN_DATA.find((d) => normalize(d.name) === normalize(name) || d.id === name);
  if (!t) fail('bad-setup', `Unknown Tech Token "${name}"; they are ${TECH_TOKEN_DATA.map((d) => d.name).join(', ')}.`);
  return t.id;
}

/** A setup's `techTokens` (scenarios, moderators): who holds which, in place of the hand-out (TECH-1); a token named nowhere is out of the game. */
export function layTechTokens(s: DuneState, named: Record<string, readonly string[]>, inGame: (name: string) => FactionId): void {
  check(techTokensInPlay(s), 'bad-setup', 'Tech Tokens are not in this game (option `techTokens`).');
  const held: Partial<Record<FactionId, TechTokenId[]>> = {};
  const seen = new Set<TechTokenId>();
  for (const [k, names] of Object.entries(named)) {
    const tokens = names.map(resolveToken);
    for (const t of tokens) {
      check(!seen.has(t), 'bad-setup', `A Tech Token is named twice: ${TECH_TOKEN_DATA.find((d) => d.id === t)?.name ?? t}.`);
      seen.add(t);
    }
    held[inGame(k)] = TECH_TOKEN_DATA.map((d) => d.id).filter((t) => tokens.includes(t));
  }
  s.techTokens = { held, triggered: s.techTokens?.triggered ?? [] };
}
