import { type APIButtonComponent, ButtonStyle } from 'discord.js';
import { type Decision, type DuneGameState, decisionsFor, type FactionId } from '../../dune';
import { type Chosen, choiceId, pointOf } from './choice';
import { button, inRows, ROWS, type Row } from './rows';

/** The decisions the game waits for first, then those the seat may take whenever it likes (deals, gifts). */
const byUrgency = (ds: readonly Decision[]): Decision[] => [...ds.filter((d) => !d.anytime), ...ds.filter((d) => d.anytime)];

/**
 * One button per decision `seat` may take now, from `decisionsFor` alone: a button applies the
 * decision at once when nothing is left to choose, otherwise it asks the next argument. Labels come
 * from what the seat may know, and the message carrying them is the seat's alone.
 */
export function decisionButtons(
  gameId: string,
  state: DuneGameState,
  seat: FactionId,
  decisions: readonly Decision[] = decisionsFor(state, seat),
): APIButtonComponent[] {
  const point = pointOf(gameId, state);
  const seen = new Set<string>();
  const buttons: APIButtonComponent[] = [];
  for (const d of byUrgency(decisions)) {
    const id = choiceId(gameId, point, d.action, (d.preset ?? {}) as Chosen, d.args.length > 0 ? { kind: 'go' } : { kind: 'do' });
    if (!id || seen.has(id)) continue;
    seen.add(id);
    buttons.push(button(d.label, id, d.action === 'pass' || d.anytime ? ButtonStyle.Secondary : ButtonStyle.Primary));
  }
  return buttons;
}

/**
 * The seat's decision buttons in rows, leaving out those with a custom id the message already uses
 * (Discord refuses duplicates). `decisions`: the seat's `decisionsFor`, when the caller has them already.
 */
export const decisionRows = (
  gameId: string,
  state: DuneGameState,
  seat: FactionId,
  rows = ROWS,
  used: readonly string[] = [],
  decisions?: readonly Decision[],
): Row[] =>
  inRows(
    decisionButtons(gameId, state, seat, decisions).filter((b) => !('custom_id' in b) || !used.includes(b.custom_id)),
    rows,
  );
