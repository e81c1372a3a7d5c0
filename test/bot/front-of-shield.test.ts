import { describe, expect, it } from 'vitest';
import { publicView } from '../../src/dune';
import { createGame } from '../../src/dune/create';
import { inspectState, sealState } from '../../src/dune/inspect';
import type { DuneState, FactionId } from '../../src/dune/state';
import { statusEmbed } from '../../src/bot/news/status';
import { playRandomGame } from '../../src/sim/random-player';

const SIX: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'];
const seats = SIX.map((seat, i) => ({ seat, userId: String(1000 + i) }));

/** A seeded random game stopped in its fourth turn, with forces on the board and in the Tanks. */
function midgame(): DuneState {
  const created = createGame({ seats: SIX, options: { turns: 10, seating: 'random' }, seed: 5 });
  if (!created.ok) throw new Error(created.error.message);
  let found: DuneState | null = null;
  playRandomGame(created.value.state, 5, {
    maxMoves: 3000,
    onMove: (_before, move) => {
      if (found || !move.result.ok) return;
      const s = inspectState(sealState(move.result.value.state));
      if (s.turn === 4 && s.phase === 'bidding' && Object.values(s.tanks).some((t) => (t?.regular ?? 0) > 0)) found = s;
    },
  });
  if (!found) throw new Error('The random game never reached turn 4 with forces in the Tanks.');
  return found;
}

describe('the front of shield (the pinned status)', () => {
  const state = midgame();
  const view = publicView(sealState(state));
  const embed = statusEmbed(view, seats, { [view.waitingFor[0] as FactionId]: '2026-01-01T00:00:00.000Z' }, false);
  const field = (f: FactionId) => embed.fields?.find((x) => x.name === view.factions.find((v) => v.faction === f)?.name)?.value ?? '';

  it('gives every faction its forces on the board, reserves, Tanks, strongholds and card count', () => {
    expect(embed.fields).toHaveLength(6);
    for (const f of SIX) {
      const text = field(f);
      const regular = (state.reserves[f]?.regular ?? 0) + (state.reserves[f]?.elite ?? 0);
      // Reserves are what the board and the Tanks leave of a faction's forces: the state's own figure.
      expect(text, f).toMatch(new RegExp(`Reserves ${regular}\\b`));
      const tanks = (state.tanks[f]?.regular ?? 0) + (state.tanks[f]?.elite ?? 0);
      expect(text, f).toMatch(new RegExp(`Tanks ${tanks}\\b`));
      expect(text, f).toContain(`🃏 ${state.hands[f]?.length}`);
      for (const b of view.board.filter((x) => x.faction === f)) expect(text, f).toContain(b.territory);
    }
  });

  it('names the strongholds each faction holds, and neither spice behind a shield nor a hand', () => {
    const holders = view.board.filter((b) => ['Arrakeen', 'Carthag', "Tuek's Sietch", 'Sietch Tabr', 'Habbanya Sietch'].includes(b.territory) && !b.advisor);
    expect(holders.length).toBeGreaterThan(0);
    for (const h of holders) expect(field(h.faction).split('\n')[0]).toContain(h.territory);
    const text = JSON.stringify(embed);
    for (const f of SIX) expect(text).not.toContain(`${state.spice[f]} spice behind`);
  });

  it('shows the storm, whom the game waits for since when, the spice on the board and the decks', () => {
    const d = embed.description ?? '';
    expect(d).toContain(`Turn 4 of 10 · Bidding`);
    expect(d).toMatch(/⏳ Waiting for <@\d+> \(.+\) since <t:\d+:R>/);
    expect(d).toContain(`Storm in sector ${state.storm}`);
    const total = state.spiceOnBoard.reduce((n, p) => n + p.amount, 0);
    expect(d).toContain(total ? `Spice on the board (${total})` : 'No spice on the board');
    expect(d).toContain(`Treachery deck ${state.decks.treachery.length} · discard ${state.decks.treacheryDiscard.length}`);
    expect(d).toContain(`Spice deck ${state.decks.spice.length}`);
  });
});
