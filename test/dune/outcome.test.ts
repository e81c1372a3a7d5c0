import { describe, expect, it } from 'vitest';
import { type DuneGameState, gameOutcome, type Outcome, VICTORY_KINDS } from '../../src/dune';
import { makeCtx } from '../../src/dune/context';
import { createGame } from '../../src/dune/create';
import type { DuneEvent } from '../../src/dune/events';
import { applySetupPatch, type SetupPatch } from '../../src/dune/setup-patch';
import type { DuneState, FactionId } from '../../src/dune/state';
import { runTransition } from '../../src/engine/game';

type Board = NonNullable<SetupPatch['board']>;
const at = (faction: string, territory: string, forces = 2, more: Partial<Board[number]> = {}): Board[number] => ({ faction, territory, forces, ...more });
const harkonnenThree: Board = [at('harkonnen', "Tuek's Sietch"), at('harkonnen', 'Arrakeen'), at('harkonnen', 'Carthag')];
const SIX = ['atreides', 'harkonnen', 'fremen', 'emperor', 'bene-gesserit', 'spacing-guild'];

/** A game laid out by a setup patch and run from there (into the Mentat Pause, when the patch says so), as the scenario runner does. */
function position(factions: readonly string[], setup: SetupPatch): { state: DuneGameState; events: DuneEvent[]; inner: DuneState } {
  const created = createGame({ seats: factions as FactionId[], seed: 4 });
  if (!created.ok) throw new Error(created.error.message);
  const r = runTransition<DuneState, DuneEvent>(created.value.state, (s, emit) => applySetupPatch(s, setup, makeCtx(s, emit)));
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.value.state as unknown as DuneGameState, events: [...created.value.events, ...r.value.events], inner: r.value.state };
}

const mentat = (factions: readonly string[], board: Board, setup: SetupPatch = {}) =>
  position(factions, { turn: 4, phase: 'mentat', storm: 1, order: [...factions], board, ...setup });
const lastTurn = (factions: readonly string[], board: Board, setup: SetupPatch = {}) =>
  position(factions, { turn: 10, phase: 'mentat', order: [...factions], board, ...setup });

function outcome(p: { state: DuneGameState; events: DuneEvent[] }, stopped = false): Outcome {
  const o = gameOutcome(p.state, p.events, stopped);
  if (!o) throw new Error('no outcome');
  return o;
}

const winners = (o: Outcome) => o.factions.filter((f) => f.won).map((f) => f.faction);

describe('the outcome of a game that is over (front door: gameOutcome)', () => {
  it('records how each game was won (§13): stronghold victory alone and allied, prediction, Fremen and Guild special victories, the Fremen by default, the most strongholds', () => {
    const four = ['atreides', 'harkonnen', 'fremen', 'spacing-guild'];
    const neither = ['atreides', 'harkonnen', 'emperor', 'bene-gesserit'];
    const cases: [Outcome, string, FactionId[]][] = [
      [outcome(mentat(SIX, harkonnenThree)), 'strongholds', ['harkonnen']],
      [
        outcome(mentat(SIX, [...harkonnenThree, at('emperor', 'Sietch Tabr', 1)], { alliances: [['emperor', 'harkonnen']] })),
        'strongholds',
        ['harkonnen', 'emperor'],
      ],
      [outcome(mentat(SIX, harkonnenThree, { prediction: { faction: 'harkonnen', turn: 4 } })), 'prediction', ['bene-gesserit']],
      [
        outcome(
          lastTurn([...four, 'bene-gesserit'], [at('fremen', 'Sietch Tabr'), at('spacing-guild', "Tuek's Sietch")], { alliances: [['fremen', 'atreides']] }),
        ),
        'fremen-special',
        ['fremen', 'atreides'],
      ],
      [outcome(lastTurn([...four, 'bene-gesserit'], [at('fremen', 'Sietch Tabr'), at('harkonnen', "Tuek's Sietch")])), 'guild-special', ['spacing-guild']],
      [outcome(lastTurn(['atreides', 'harkonnen', 'fremen'], [at('atreides', 'Sietch Tabr')])), 'fremen-default', ['fremen']],
      [
        outcome(lastTurn(neither, [at('harkonnen', 'Arrakeen'), at('harkonnen', 'Carthag'), at('atreides', "Tuek's Sietch")])),
        'most-strongholds',
        ['harkonnen'],
      ],
    ];
    for (const [o, victory, won] of cases) {
      expect(o.winner?.victory).toBe(victory);
      expect([...(o.winner?.factions ?? [])].sort()).toEqual([...won].sort());
      expect(winners(o).sort()).toEqual([...won].sort());
      expect(o.winner?.reason).toMatch(/win|control/);
    }
    expect(new Set(cases.map(([o]) => o.winner?.victory))).toEqual(new Set(VICTORY_KINDS));
  });

  it('an alliance shows on both of its members, won or lost; an unallied faction has no ally', () => {
    const o = outcome(
      mentat(SIX, [...harkonnenThree, at('emperor', 'Sietch Tabr', 1)], {
        alliances: [
          ['emperor', 'harkonnen'],
          ['atreides', 'fremen'],
        ],
      }),
    );
    const of = (f: FactionId) => o.factions.find((x) => x.faction === f);
    expect([of('harkonnen')?.ally, of('emperor')?.ally, of('atreides')?.ally, of('fremen')?.ally, of('bene-gesserit')?.ally]).toEqual([
      'emperor',
      'harkonnen',
      'fremen',
      'atreides',
      null,
    ]);
    expect([of('atreides')?.won, of('fremen')?.won]).toEqual([false, false]);
  });

  it('a game ended at its last turn without a winner has an outcome with nobody winning', () => {
    const o = outcome(lastTurn(['atreides', 'harkonnen', 'emperor', 'bene-gesserit'], [at('atreides', 'The Great Flat')]));
    expect(o.winner).toBeNull();
    expect(winners(o)).toEqual([]);
    expect([o.turn, o.turns]).toEqual([10, 10]);
  });

  it('has no outcome while the game goes on (the spice behind each shield is still secret); a game its host stopped has one, without a winner', () => {
    const going = position(SIX, { turn: 3, phase: 'bidding', spice: { atreides: 7 }, bribes: { atreides: 2 } });
    expect(gameOutcome(going.state, going.events, false)).toBeNull();
    const stopped = outcome(going, true);
    expect(stopped.winner).toBeNull();
    expect(stopped.turn).toBe(3);
    expect(stopped.factions.find((f) => f.faction === 'atreides')?.spice).toBe(9);
    expect(stopped.factions.map((f) => f.faction)).toEqual(going.inner.factions);
  });

  it("counts each faction's record from the public events only: battles, spice collected, cards bought", () => {
    const going = position(['atreides', 'harkonnen', 'fremen'], { turn: 2, phase: 'bidding' });
    const events: DuneEvent[] = [
      { type: 'battle-won', territory: 'Arrakeen', winner: 'atreides', loser: 'harkonnen', totals: {} },
      { type: 'battle-won', territory: 'Carthag', winner: 'harkonnen', loser: 'atreides', totals: {} },
      { type: 'spice-collected', faction: 'fremen', territory: 'The Great Flat', sector: 14, amount: 6 },
      { type: 'card-sold', faction: 'fremen', price: 3, cardNumber: 1 },
      // A private event (here made up for the test) never counts.
      { type: 'card-sold', faction: 'fremen', price: 50, cardNumber: 2, to: ['fremen'] } as unknown as DuneEvent,
    ];
    const o = outcome({ state: going.state, events }, true);
    const record = (f: FactionId) => o.factions.find((x) => x.faction === f)?.record;
    expect(record('atreides')).toEqual({ battlesFought: 2, battlesWon: 1, spiceCollected: 0, cardsBought: 0, spicePaidForCards: 0 });
    expect(record('harkonnen')).toEqual({ battlesFought: 2, battlesWon: 1, spiceCollected: 0, cardsBought: 0, spicePaidForCards: 0 });
    expect(record('fremen')).toEqual({ battlesFought: 0, battlesWon: 0, spiceCollected: 6, cardsBought: 1, spicePaidForCards: 3 });
  });

  it('IX-6: the spice the HMS takes on its way counts as collected by the Ixians', () => {
    const going = position(['ixians', 'harkonnen'], { turn: 2, phase: 'bidding' });
    const piece = (territory: string, amount: number) => ({ territory, sector: 14, amount });
    const events: DuneEvent[] = [
      {
        type: 'hms-moved',
        faction: 'ixians',
        left: { territory: 'The Great Flat', sector: 14 },
        host: { territory: 'Funeral Plain', sector: 14 },
        steps: 1,
        collected: [piece('The Great Flat', 12), piece('Funeral Plain', 6)],
      },
      { type: 'hms-stayed', faction: 'ixians', host: { territory: 'Funeral Plain', sector: 14 }, stopped: false, collected: [piece('Funeral Plain', 3)] },
      { type: 'spice-collected', faction: 'ixians', territory: 'The Great Flat', sector: 14, amount: 2 },
    ];
    const o = outcome({ state: going.state, events }, true);
    expect(o.factions.find((x) => x.faction === 'ixians')?.record.spiceCollected).toBe(23);
  });
});
