import { withExpansion } from '../options';
import type { DuneState, FactionId } from '../state';
import { TECH_TOKEN_DATA, type TechTokenId } from '../shape/tech';

/**
 * Whether the Tech Tokens play in this game (option `techTokens`): 'with-expansion' is on when the
 * Ixians or the Tleilaxu play (ixians-tleilaxu.md §1.2).
 */
export const techTokensInPlay = (s: Pick<DuneState, 'options' | 'factions'>): boolean => withExpansion(s.factions, s.options.techTokens);

/** The Tech Tokens `f` holds, in the reference's order. */
export const tokensOf = (s: DuneState, f: FactionId): readonly TechTokenId[] => s.techTokens?.held[f] ?? [];

/** Who holds token `t`, if anyone. */
export const holderOf = (s: DuneState, t: TechTokenId): FactionId | undefined => s.factions.find((f) => tokensOf(s, f).includes(t));

export const techTokenName = (t: TechTokenId): string => TECH_TOKEN_DATA.find((d) => d.id === t)?.name ?? t;

/** Gives `t` to `f`, keeping each hand in the reference's order. */
export function giveToken(s: DuneState, f: FactionId, t: TechTokenId): void {
  const tokens = s.techTokens;
  if (!tokens) return;
  for (const g of s.factions) {
    const had = tokens.held[g];
    if (had?.includes(t)) tokens.held[g] = had.filter((x) => x !== t);
  }
  const mine = [...(tokens.held[f] ?? []), t];
  tokens.held[f] = TECH_TOKEN_DATA.map((d) => d.id).filter((x) => mine.includes(x));
}
