import { describe, expect, it } from 'vitest';
import type { DuneEvent } from '../../src/dune/events';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';

type Setup = NonNullable<Scenario['setup']>;
type Board = NonNullable<Setup['board']>;

const FACTIONS = ['atreides', 'harkonnen', 'fremen', 'emperor', 'bene-gesserit', 'spacing-guild'];

/** Enters the Mentat Pause of `turn` (4 unless said) with the given board. */
function mentat(board: Board, setup: Setup = {}, extra: Partial<Scenario> = {}): ScenarioOutput {
  const out = runScenario({
    seed: 11,
    factions: FACTIONS,
    ...extra,
    setup: { turn: 4, phase: 'mentat', storm: 1, order: FACTIONS, board, ...setup },
  });
  if ('error' in out) throw new Error(out.error.message);
  return out;
}

const mentatEvents = (out: ScenarioOutput): DuneEvent[] => {
  const all = out.setupEvents;
  const start = all.findIndex((e) => e.type === 'phase-started' && e.phase === 'mentat');
  const end = all.findIndex((e, i) => i > start && e.type === 'phase-started');
  return all.slice(start + 1, end < 0 ? undefined : end);
};

const at = (faction: string, territory: string, forces = 2, more: Partial<Board[number]> = {}): Board[number] => ({ faction, territory, forces, ...more });
const harkonnenThree: Board = [at('harkonnen', "Tuek's Sietch"), at('harkonnen', 'Arrakeen'), at('harkonnen', 'Carthag')];

describe('stronghold victory', () => {
  it('an unallied faction controlling 3 strongholds wins, and the game ends', () => {
    const out = mentat(harkonnenThree);
    const reason = "Harkonnen control 3 strongholds (Tuek's Sietch, Arrakeen, Carthag) at the end of turn 4.";
    expect(out.state.winner).toEqual({ factions: ['harkonnen'], reason });
    expect(mentatEvents(out)).toContainEqual({ type: 'game-won', factions: ['harkonnen'], reason });
    expect(out.state.phase).toBe('ended');
    expect(out.state.expecting).toBe(`The game is over: ${reason}`);
  });

  it('a finished game refuses every action with game-over', () => {
    const out = runScenario({
      seed: 11,
      factions: FACTIONS,
      setup: { turn: 4, phase: 'mentat', board: harkonnenThree },
      actions: [
        { as: 'atreides', do: 'revive' },
        { as: 'harkonnen', do: 'pass' },
      ],
    });
    if ('error' in out) throw new Error(out.error.message);
    for (const r of out.results) expect(r).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(out.results[0]).toMatchObject({ error: { message: expect.stringContaining('Harkonnen control 3 strongholds') } });
  });

  it('S003-CTRL-3: a faction in an alliance cannot win with 3 strongholds alone; the alliance needs 4', () => {
    const alone = mentat(harkonnenThree, { alliances: [['harkonnen', 'emperor']] });
    expect(alone.state.winner).toBeNull();
    expect(alone.setupEvents).toContainEqual({ type: 'turn-started', turn: 5 });

    const together = mentat([...harkonnenThree, at('emperor', 'Sietch Tabr', 1)], { alliances: [['emperor', 'harkonnen']] });
    expect(together.state.winner).toEqual({
      factions: ['harkonnen', 'emperor'],
      reason: "Harkonnen and Emperor control 4 strongholds (Tuek's Sietch, Arrakeen, Carthag, Sietch Tabr) at the end of turn 4.",
    });
  });

  it('control needs the only forces there: a contested stronghold under the storm counts for nobody; advisors do not contest', () => {
    const contested = mentat([...harkonnenThree, at('atreides', 'Arrakeen', 1)], { storm: 9 });
    expect(contested.state.winner).toBeNull();
    const advised = mentat([...harkonnenThree, at('bene-gesserit', 'Arrakeen', 1, { advisor: true })]);
    expect(advised.state.winner?.factions).toEqual(['harkonnen']);
    const beside = mentat([...harkonnenThree, at('bene-gesserit', 'Arrakeen', 1, { advisor: false })]);
    expect(beside.state.winner).toBeNull();
  });

  it('a game of two factions needs 4 strongholds', () => {
    const run = (board: Board) => {
      const out = runScenario({ seed: 2, factions: ['atreides', 'harkonnen'], setup: { turn: 4, phase: 'mentat', board } });
      if ('error' in out) throw new Error(out.error.message);
      return out.state.winner;
    };
    expect(run(harkonnenThree)).toBeNull();
    expect(run([...harkonnenThree, at('harkonnen', 'Habbanya Sietch')])).toEqual({
      factions: ['harkonnen'],
      reason: "Harkonnen control 4 strongholds (Tuek's Sietch, Arrakeen, Carthag, Habbanya Sietch) at the end of turn 4.",
    });
  });

  it('when several qualify, only the earliest in storm order wins (with the Shield Wall as a sixth stronghold)', () => {
    const board = [...harkonnenThree, at('fremen', 'Sietch Tabr'), at('fremen', 'Habbanya Sietch'), at('fremen', 'Shield Wall', 2, { sector: 8 })];
    const setup = { wormsSeen: 6, order: ['atreides', 'fremen', 'emperor', 'harkonnen', 'bene-gesserit', 'spacing-guild'] };
    const out = mentat(board, setup, { options: { variants: ['stronghold-control'] } });
    expect(out.state.winner).toEqual({
      factions: ['fremen'],
      reason: 'Fremen control 3 strongholds (Sietch Tabr, Habbanya Sietch, Shield Wall) at the end of turn 4.',
    });
    const harkonnenFirst = mentat(board, { ...setup, order: FACTIONS }, { options: { variants: ['stronghold-control'] } });
    expect(harkonnenFirst.state.winner?.factions).toEqual(['harkonnen']);
  });
});

describe('Bene Gesserit prediction', () => {
  it('when the predicted faction wins on the predicted turn, the Bene Gesserit win alone', () => {
    const out = mentat(harkonnenThree, { prediction: { faction: 'harkonnen', turn: 4 } });
    expect(out.state.winner).toEqual({
      factions: ['bene-gesserit'],
      reason:
        "The Bene Gesserit predicted that Harkonnen would win on turn 4, and so they did: the Bene Gesserit win alone. (Harkonnen control 3 strongholds (Tuek's Sietch, Arrakeen, Carthag) at the end of turn 4.)",
    });
    expect(mentatEvents(out)).toContainEqual({ type: 'prediction-revealed', faction: 'harkonnen', turn: 4 });
  });

  it('a prediction for another turn or another faction changes nothing', () => {
    expect(mentat(harkonnenThree, { prediction: { faction: 'harkonnen', turn: 5 } }).state.winner?.factions).toEqual(['harkonnen']);
    const other = mentat(harkonnenThree, { prediction: { faction: 'atreides', turn: 4 } });
    expect(other.state.winner?.factions).toEqual(['harkonnen']);
    expect(mentatEvents(other).map((e) => e.type)).not.toContain('prediction-revealed');
  });

  it('the prediction holds when the predicted faction wins in an alliance, even with the Bene Gesserit', () => {
    const board = [...harkonnenThree, at('bene-gesserit', 'Sietch Tabr', 1)];
    const out = mentat(board, { alliances: [['harkonnen', 'bene-gesserit']], prediction: { faction: 'harkonnen', turn: 4 } });
    expect(out.state.winner?.factions).toEqual(['bene-gesserit']);
  });
});

describe('Mentat Pause: bribes', () => {
  it("bribe spice in front of a shield is added to its owner's spice, told only to the owner", () => {
    const out = mentat([], { turn: 10, spice: { atreides: 3 }, bribes: { atreides: 4 } });
    expect(out.views.atreides!.spice).toBe(7);
    expect(out.views.atreides!.bribes).toBe(0);
    expect(mentatEvents(out)).toContainEqual({ type: 'bribes-collected', to: ['atreides'], faction: 'atreides', amount: 4, spice: 7 });
  });
});

describe('end of the game without a stronghold victory', () => {
  const last = (board: Board, factions: string[], setup: Setup = {}, options: Scenario['options'] = {}) => {
    const out = runScenario({ seed: 4, factions, options, setup: { turn: 10, phase: 'mentat', order: factions, board, ...setup } });
    if ('error' in out) throw new Error(out.error.message);
    expect(out.state.phase).toBe('ended');
    return out;
  };
  const four = ['atreides', 'harkonnen', 'fremen', 'spacing-guild'];

  it('the Fremen and their ally win by the Fremen special victory when its condition holds', () => {
    const out = last(
      [at('fremen', 'Sietch Tabr'), at('spacing-guild', "Tuek's Sietch"), at('bene-gesserit', 'Habbanya Sietch', 1, { advisor: true })],
      [...four, 'bene-gesserit'],
      {
        alliances: [['fremen', 'atreides']],
      },
    );
    expect(out.state.winner).toEqual({
      factions: ['fremen', 'atreides'],
      reason:
        "Fremen and Atreides win by the Fremen special victory: at the end of the last turn (turn 10) only the Fremen occupy Sietch Tabr and Habbanya Sietch (or nobody does), and no Harkonnen, Atreides or Emperor forces occupy Tuek's Sietch.",
    });
  });

  it('otherwise the Guild and their ally win, and the prediction cannot claim it', () => {
    const out = last([at('fremen', 'Sietch Tabr'), at('harkonnen', "Tuek's Sietch")], [...four, 'bene-gesserit'], {
      alliances: [['spacing-guild', 'harkonnen']],
      prediction: { faction: 'spacing-guild', turn: 10 },
    });
    expect(out.state.winner).toEqual({
      factions: ['spacing-guild', 'harkonnen'],
      reason: 'Spacing Guild and Harkonnen win by the Guild special victory: nobody won by the end of the last turn (turn 10).',
    });
  });

  it('a stronghold victory on the last turn comes before the special victories', () => {
    const out = last(harkonnenThree, four);
    expect(out.state.winner?.factions).toEqual(['harkonnen']);
  });

  it('without the Guild, the Fremen win by default', () => {
    const out = last([at('atreides', 'Sietch Tabr')], ['atreides', 'harkonnen', 'fremen']);
    expect(out.state.winner).toEqual({
      factions: ['fremen'],
      reason: 'Fremen win by default: nobody won by the end of the last turn (turn 10) and the Spacing Guild is not in the game.',
    });
  });

  const neither = ['atreides', 'harkonnen', 'emperor', 'bene-gesserit'];
  const tie: Board = [
    at('harkonnen', 'Arrakeen'),
    at('harkonnen', 'Carthag'),
    at('atreides', "Tuek's Sietch"),
    at('atreides', 'Sietch Tabr'),
    at('emperor', 'Habbanya Sietch'),
  ];

  it('GF9 1.09.05: with neither Guild nor Fremen, the most strongholds wins, and if several qualify, all who qualify win (the default)', () => {
    const out = last(tie, neither, { order: ['bene-gesserit', 'harkonnen', 'atreides', 'emperor'] });
    expect(out.state.options.mostStrongholdsTie).toBe('all-tied');
    expect(out.state.winner).toEqual({
      factions: ['harkonnen', 'atreides'],
      reason:
        "Harkonnen and Atreides win with the most strongholds at the end of the last turn (turn 10): Harkonnen 2 strongholds (Arrakeen, Carthag); Atreides 2 strongholds (Tuek's Sietch, Sietch Tabr).",
    });
  });

  it('GF9 1.09.05: a single faction with the most strongholds wins alone, whatever the tie rule', () => {
    const alone = tie.filter((x) => x.territory !== 'Sietch Tabr');
    for (const mostStrongholdsTie of ['all-tied', 'storm-order'] as const)
      expect(last(alone, neither, { order: ['emperor', 'bene-gesserit', 'atreides', 'harkonnen'] }, { mostStrongholdsTie }).state.winner?.factions).toEqual([
        'harkonnen',
      ]);
  });

  it('option mostStrongholdsTie: storm-order gives a tie to the earliest in storm order, with its ally (treachery.online)', () => {
    const out = last(
      tie,
      neither,
      { order: ['bene-gesserit', 'harkonnen', 'atreides', 'emperor'], alliances: [['harkonnen', 'bene-gesserit']] },
      { mostStrongholdsTie: 'storm-order' },
    );
    expect(out.state.winner).toEqual({
      factions: ['harkonnen', 'bene-gesserit'],
      reason: 'Harkonnen and Bene Gesserit win with the most strongholds at the end of the last turn (turn 10): Harkonnen 2 strongholds (Arrakeen, Carthag).',
    });
  });

  it('with neither Guild nor Fremen and no stronghold held, the game ends without a winner', () => {
    const out = last([at('atreides', 'The Great Flat')], neither);
    expect(out.state.winner).toBeNull();
    expect(out.state.expecting).toBe('The game is over.');
  });
});
