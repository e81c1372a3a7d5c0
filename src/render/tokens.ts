import type { FactionId } from '../dune/data/factions';
import { textWidth } from './font';
import { INITIAL } from './view';

/**
 * What a marker says: a faction's forces in one place (its letter, how many, and how many of them
 * are starred Sardaukar/Fedaykin; Bene Gesserit advisors are drawn hollow) or a pile of spice.
 * `forces: null` is the bare letter of the legend (with no starred forces).
 */
export type Token =
  | { readonly kind: 'forces'; readonly faction: FactionId; readonly forces: number | null; readonly elite: number; readonly advisor: boolean }
  | { readonly kind: 'spice'; readonly amount: number };

export const TOKEN_FONT = 14;
export const SPICE_FONT = 13;
export const FORCE_HEIGHT = 22;
export const STAR = 11;
/** Space inside a force marker before its text: clear of the outline, so its colour shows there. */
export const PAD = 7;
export const STAR_GAP = 3;

export const forceText = (t: Extract<Token, { kind: 'forces' }>): string => (t.forces === null ? INITIAL[t.faction] : `${INITIAL[t.faction]} ${t.forces}`);

/** Width and height of a token's marker, in pixels. */
export function tokenSize(t: Token): { w: number; h: number } {
  if (t.kind === 'spice') {
    const d = Math.max(24, textWidth(String(t.amount), SPICE_FONT, 'bold') + 10);
    return { w: d, h: d };
  }
  let w = PAD + textWidth(forceText(t), TOKEN_FONT, 'bold') + PAD;
  if (t.elite > 0) w += STAR_GAP + STAR + 1 + textWidth(String(t.elite), TOKEN_FONT, 'bold');
  return { w, h: FORCE_HEIGHT };
}
