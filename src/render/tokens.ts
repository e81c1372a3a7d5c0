import { boardLegend } from '../bot/text/board';
import type { FactionId } from '../dune/data/factions';
import { textWidth } from './font';
import { BOARD } from './layout';
import { INITIAL } from './initials';

/**
 * What a marker says: a faction's forces in one place (its letter, how many, and how many of them
 * are starred Sardaukar/Fedaykin; Bene Gesserit advisors are drawn hollow) or a pile of spice.
 * `forces: null` is the bare letter of the legend (with no starred forces). The Hidden Mobile
 * Stronghold has a marker of its own at its host piece, so that it shows even when empty.
 */
export type Token =
  | { readonly kind: 'forces'; readonly faction: FactionId; readonly forces: number | null; readonly elite: number; readonly advisor: boolean }
  | { readonly kind: 'spice'; readonly amount: number }
  | { readonly kind: 'hms' };

/**
 * Players look at the board on a phone, where the picture is about PHONE_WIDTH pixels wide: what a
 * marker says must be at least MIN_PHONE_TEXT pixels tall (font size) there.
 */
export const PHONE_WIDTH = 400;
export const MIN_PHONE_TEXT = 9;
/** The smallest font size, in units of the drawing, that is MIN_PHONE_TEXT pixels on a phone. */
export const LEGIBLE_FONT = Math.ceil((MIN_PHONE_TEXT * BOARD.size) / PHONE_WIDTH);
/** A size in units of the drawing, in pixels on a phone. */
export const onPhone = (units: number): number => (units * PHONE_WIDTH) / BOARD.size;

export const TOKEN_FONT = LEGIBLE_FONT;
export const SPICE_FONT = LEGIBLE_FONT;
export const FORCE_HEIGHT = Math.round(TOKEN_FONT * 1.3);
export const STAR = Math.round(TOKEN_FONT * 0.75);
/** Space inside a force marker before its text: clear of the outline, so its colour shows there. */
export const PAD = 7;
export const STAR_GAP = 3;

/** The font size of what a token's marker says. */
export const tokenFont = (t: Token): number => (t.kind === 'spice' ? SPICE_FONT : TOKEN_FONT);

export const forceText = (t: Extract<Token, { kind: 'forces' }>): string => (t.forces === null ? INITIAL[t.faction] : `${INITIAL[t.faction]} ${t.forces}`);

/** Width and height of a token's marker, in pixels. */
export function tokenSize(t: Token): { w: number; h: number } {
  if (t.kind === 'spice') {
    const d = Math.max(FORCE_HEIGHT, textWidth(String(t.amount), SPICE_FONT, 'bold') + 10);
    return { w: d, h: d };
  }
  if (t.kind === 'hms') return { w: PAD + textWidth(boardLegend.hms, TOKEN_FONT, 'bold') + PAD, h: FORCE_HEIGHT };
  let w = PAD + textWidth(forceText(t), TOKEN_FONT, 'bold') + PAD;
  if (t.elite > 0) w += STAR_GAP + STAR + 1 + textWidth(String(t.elite), TOKEN_FONT, 'bold');
  return { w, h: FORCE_HEIGHT };
}
