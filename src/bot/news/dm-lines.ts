import { type EventType, isPrivate } from '../../dune';
import { phaseTitle } from '../../dune';
import type { DuneEvent, DuneGameState, FactionId, PhaseSecrets } from '../../dune';
import { presentEvent } from '../text/events';
import { ledgerLine, spiceNow } from '../text/ledger';
import { changedSecretsBlock, factLines, type PhaseFactKey, phaseFacts, secretsBlock } from '../text/secrets';
import { ledger, type LedgerPhase } from './ledger';
import { phaseHeading } from '../text/heading';
import { type SeatChange, seatChange } from './seat-change';

/**
 * The phase's private facts that no private event announces, which a DM therefore tells when they
 * appear or change (the others — a glimpse, a recorded plan, a dial — come with their event).
 */
const NEWS: { readonly [K in PhaseFactKey]?: (s: PhaseSecrets) => boolean } = {
  playable: () => true,
  traitor: () => true,
  inTanks: (s) => Boolean(s.inTanks || s.revivableLeaders?.length),
};

/**
 * Private events whose whole news is a change of the reader's spice or hand: the ledger tells it,
 * with its cause ("+1 card: Lasgun (card 2, bought for 3 spice)"), instead of their sentence.
 */
export const TOLD_BY_LEDGER: ReadonlySet<EventType> = new Set(['card-bought', 'extra-card', 'spice-given', 'bribes-collected']);

const isNews = (s: PhaseSecrets) => (key: PhaseFactKey) => NEWS[key]?.(s) === true;

/** The phase each event happened in, from the phase the change began in. */
function phasesOf(change: SeatChange, start: LedgerPhase): LedgerPhase[] {
  let at = start;
  return change.events.map((e) => {
    if (e.type === 'phase-started') at = { turn: e.turn, phase: e.phase };
    return at;
  });
}

/**
 * Lines grouped under "Turn 3 · Bidding" headings, in the order the phases came. The headings are
 * worded only when there is a line to put under them: most changes tell a seat nothing.
 */
class PhaseGroups {
  private readonly added: { readonly at: LedgerPhase; readonly line: string }[] = [];

  constructor(private readonly phases: readonly LedgerPhase[]) {}

  add(at: LedgerPhase, line: string): void {
    this.added.push({ at, line });
  }

  lines(): string[] {
    if (this.added.length === 0) return [];
    const groups = new Map<string, string[]>();
    const of = (at: LedgerPhase): string[] => {
      const heading = `**${phaseHeading(at.turn, phaseTitle(at.phase))}**`;
      const lines = groups.get(heading) ?? [];
      groups.set(heading, lines);
      return lines;
    };
    for (const at of this.phases) of(at);
    for (const { at, line } of this.added) of(at).push(line);
    return [...groups].flatMap(([heading, lines]) => (lines.length ? [heading, ...lines] : []));
  }
}

/**
 * What one player reads in their DM about one change, grouped per phase: their private events,
 * then their ledger (every change of their spice, bribes and hand, with its cause), then the
 * phase's private facts that are new; and their spice now, when it changed. When the game has
 * just started, their private events and all their secrets; after a change no event tells (an
 * undo), the secrets that differ.
 */
export function dmLines(change: SeatChange): string[] {
  const { seat, before, after } = change;
  if (!before) return [...change.events.filter(isPrivate).map((e) => presentEvent(e, seat)), '', ...secretsBlock(after.own)];
  if (change.events.length === 0) return changedSecretsBlock(before.own, after.own);

  const start = { turn: before.public.turn, phase: before.public.phase };
  const now = { turn: after.public.turn, phase: after.public.phase };
  const phases = phasesOf(change, start);
  const groups = new PhaseGroups([start, ...phases, now]);
  change.events.forEach((e, i) => {
    if (isPrivate(e) && !TOLD_BY_LEDGER.has(e.type)) groups.add(phases[i] ?? start, presentEvent(e, seat));
  });
  const entries = ledger(change);
  for (const entry of entries) groups.add(entry, ledgerLine(entry));
  // The spice now closes the spice lines, as a statement's balance does.
  const lastSpice = entries.findLast((e) => e.kind === 'spice');
  if (lastSpice && after.own.spice !== before.own.spice) groups.add(lastSpice, spiceNow(after.own.spice));
  const facts = factLines(phaseFacts(after.own.private, isNews(after.own.private)));
  const known = new Set(facts.length ? factLines(phaseFacts(before.own.private)) : []);
  for (const line of facts) if (!known.has(line)) groups.add(now, line);
  return groups.lines();
}

/** What one player learns privately from a change: their private events and their ledger, per phase. */
export const privateLines = (
  change: { readonly before: DuneGameState | null; readonly after: DuneGameState; readonly events: readonly DuneEvent[] },
  f: FactionId,
): string[] => dmLines(seatChange(change, f));
