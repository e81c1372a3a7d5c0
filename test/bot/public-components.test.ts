import { describe, expect, it } from 'vitest';
import { readChoice } from '../../src/bot/components/choice';
import { componentsFor } from '../../src/bot/components/public-post';
import { decisionButtons } from '../../src/bot/components/decision-rows';
import { type DuneGameState, publicView } from '../../src/dune';
import { createGame } from '../../src/dune/create';
import { RandomPlayer } from '../../src/sim/random-player';
import type { DuneState } from '../../src/dune/state';

const GAME = '0190f0a8-7c2e-7d4b-9e1f-5a6b7c8d9e0f';

/** A seeded game's positions, from its start to its end. */
function positions(): DuneState[] {
  const created = createGame({ seats: ['atreides', 'harkonnen', 'fremen'], options: { rules: 'advanced', turns: 3 }, seed: 5 });
  if (!created.ok) throw new Error(created.error.message);
  const out: DuneState[] = [];
  let s = created.value.state;
  const player = new RandomPlayer(5);
  while (s.phase !== 'ended' && out.length < 2000) {
    out.push(s);
    const move = player.step(s) ?? player.step(s);
    if (!move?.result.ok) break;
    s = move.result.value.state;
  }
  return out;
}

const outer = (s: DuneState) => s as unknown as DuneGameState;

describe('components of posts and answers', () => {
  const all = positions();

  it('the card up for bid gets the next three bids, Bid…, Pass and the standing orders, from the public view alone', () => {
    const bidding = all.find((s) => s.phase === 'bidding') as DuneState;
    const rows = componentsFor(GAME, publicView(outer(bidding)));
    const buttons = rows.flatMap((r) => r.components) as { label: string; custom_id: string }[];
    const high = (bidding.step as { highBid: number }).highBid;
    expect(buttons.map((b) => b.label)).toEqual([
      `Bid ${high + 1}`,
      `Bid ${high + 2}`,
      `Bid ${high + 3}`,
      'Bid…',
      'Pass',
      'Auto-pass this card',
      'Auto-pass this auction',
      'Max bid…',
    ]);
    for (const b of buttons) expect(readChoice(b.custom_id)).toMatchObject({ action: expect.stringMatching(/^(bid|pass|auto)$/) });
    // Elsewhere a public decision gets "Your move…" (the clicker's own choices); a secret one, nothing (it is asked by DM).
    const labelsAt = (s: DuneState) => componentsFor(GAME, publicView(outer(s))).flatMap((r) => r.components.map((c) => ('label' in c ? c.label : '')));
    const dial = all.find((s) => s.phase === 'storm' && (s.step as { stage?: string }).stage === 'dial') as DuneState;
    expect(labelsAt(dial)).toEqual([]);
    const shipment = all.find((s) => s.phase === 'shipment-movement') as DuneState;
    expect(labelsAt(shipment)).toEqual(['Your move…']);
    const [entry] = componentsFor(GAME, publicView(outer(shipment))).flatMap((r) => r.components) as { custom_id: string }[];
    expect(readChoice(entry?.custom_id ?? '')).toMatchObject({ action: 'menu' });
  });

  it('every button offered to a seat reads back as its own decision, fits Discord, and carries no other seat’s hand or traitors', () => {
    let checked = 0;
    for (const s of all.filter((_, i) => i % 3 === 0))
      for (const seat of s.factions) {
        const secrets = s.factions
          .filter((f) => f !== seat)
          .flatMap((f) => [...(s.hands[f] ?? []), ...(s.traitors[f] ?? [])])
          .map(String);
        for (const b of decisionButtons(GAME, outer(s), seat) as { label: string; custom_id: string }[]) {
          const read = readChoice(b.custom_id);
          expect(typeof read).toBe('object');
          expect(b.custom_id.length).toBeLessThanOrEqual(100);
          const args = typeof read === 'object' ? Object.values(read.chosen).map(String) : [];
          const own = [...(s.hands[seat] ?? []), ...(s.traitors[seat] ?? [])].map(String);
          for (const value of args) if (secrets.includes(value)) expect(own).toContain(value);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(100);
  });
});
