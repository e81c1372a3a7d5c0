import { describe, expect, it } from 'vitest';
import { runTransition } from '../../src/engine/game';
import { makeCtx, type Ctx } from '../../src/dune/context';
import { createGame } from '../../src/dune/create';
import type { DuneEvent } from '../../src/dune/events';
import { hasOrnithopters } from '../../src/dune/ornithopters';
import { mentatPhase } from '../../src/dune/phases/mentat';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import { applySetupPatch, type SetupPatch } from '../../src/dune/setup-patch';
import type { DuneState, FactionId, ForceStack } from '../../src/dune/state';
import { afterStorm } from '../../src/dune/variants/stronghold-control';

const VARIANT = { variants: ['stronghold-control' as const] };
const FACTIONS: FactionId[] = ['atreides', 'harkonnen', 'fremen', 'emperor', 'bene-gesserit', 'spacing-guild'];
type Board = NonNullable<SetupPatch['board']>;

/** A position laid out by a setup patch, still before any phase runs. */
function position(setup: SetupPatch, options: Scenario['options'] = VARIANT): DuneState {
  const created = createGame({ seats: FACTIONS, options, seed: 9 });
  if (!created.ok) throw new Error(created.error.message);
  const r = runTransition<DuneState, DuneEvent>(created.value.state, (s, emit) => applySetupPatch(s, setup, makeCtx(s, emit)));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Runs one step of the engine on a copy of `s`, without moving on to later phases. */
function step(s: DuneState, body: (d: DuneState, ctx: Ctx) => void): { s: DuneState; events: DuneEvent[] } {
  const r = runTransition<DuneState, DuneEvent>(s, (d, emit) => body(d, makeCtx(d, emit)));
  if (!r.ok) throw new Error(r.error.message);
  return { s: r.value.state, events: [...r.value.events] };
}

const mentat = (s: DuneState) => step(s, (d, ctx) => mentatPhase.enter(d, ctx));
const bgStack = (s: DuneState, territory: string): ForceStack => s.board.find((x) => x.faction === 'bene-gesserit' && x.territory === territory)!;

function scenario(board: Board, setup: SetupPatch = {}): ScenarioOutput {
  const out = runScenario({ seed: 9, factions: FACTIONS, options: VARIANT, setup: { turn: 10, phase: 'mentat', order: FACTIONS, board, ...setup } });
  if ('error' in out) throw new Error(out.error.message);
  return out;
}

const at = (faction: string, territory: string, forces = 2, more: Partial<Board[number]> = {}): Board[number] => ({ faction, territory, forces, ...more });

describe('variant stronghold control: the Control step', () => {
  it('S003-CTRL-1: Bene Gesserit forces that became advisors this turn do not control, even alone', () => {
    const s = position({
      turn: 4,
      board: [at('bene-gesserit', 'Sietch Tabr', 2), at('bene-gesserit', 'Habbanya Sietch', 1, { advisor: true }), at('bene-gesserit', 'Carthag', 1)],
    });
    bgStack(s, 'sietch-tabr').advisedTurn = 4; // became advisors this turn, since turned back
    bgStack(s, 'habbanya-sietch').advisedTurn = 4;
    bgStack(s, 'carthag').advisedTurn = 3; // advised on an earlier turn: a fighter like any other
    const { s: after, events } = mentat(s);
    expect(after.control).toEqual({ carthag: 'bene-gesserit' });
    expect(events).toContainEqual({ type: 'control-recorded', turn: 4, strongholds: [{ stronghold: 'Carthag', faction: 'bene-gesserit' }] });

    const base = position(
      { turn: 4, board: [at('bene-gesserit', 'Sietch Tabr', 2), at('bene-gesserit', 'Carthag', 1), at('bene-gesserit', 'Arrakeen', 1)] },
      {},
    );
    bgStack(base, 'sietch-tabr').advisedTurn = 4;
    // In the base game a fighter is a fighter: three strongholds win.
    expect(mentat(base).s.winner?.factions).toEqual(['bene-gesserit']);
  });

  it('S003-CTRL-2: after the Control step every Bene Gesserit force is a fighter', () => {
    const out = scenario([
      at('atreides', 'Arrakeen', 3),
      at('bene-gesserit', 'Arrakeen', 2, { advisor: true }),
      at('bene-gesserit', 'The Great Flat', 1, { advisor: true }),
    ]);
    const events = out.setupEvents;
    const recorded = events.findIndex((e) => e.type === 'control-recorded');
    expect(events[recorded]).toEqual({ type: 'control-recorded', turn: 10, strongholds: [{ stronghold: 'Arrakeen', faction: 'atreides' }] });
    expect(events[recorded + 1]).toEqual({ type: 'advisors-become-fighters', territories: ['Arrakeen', 'The Great Flat'] });
    expect(out.state.board.filter((x) => x.faction === 'bene-gesserit').map((x) => [x.territory, x.advisor])).toEqual([
      ['Arrakeen', false],
      ['The Great Flat', false],
    ]);
  });

  it('S003-CTRL-3: under the variant too, an allied faction cannot win with 3 strongholds alone', () => {
    const board = [at('harkonnen', "Tuek's Sietch"), at('harkonnen', 'Arrakeen'), at('harkonnen', 'Carthag')];
    expect(mentat(position({ turn: 4, board, alliances: [['harkonnen', 'emperor']] })).s.winner).toBeNull();
    expect(mentat(position({ turn: 4, board })).s.winner?.factions).toEqual(['harkonnen']);
  });

  it('S003-CTRL-4: the Shield Wall counts as a stronghold from the sixth sandworm', () => {
    const board = [at('harkonnen', 'Arrakeen'), at('harkonnen', 'Carthag'), at('harkonnen', 'Shield Wall', 3, { sector: 7 })];
    const five = mentat(position({ turn: 4, board, wormsSeen: 5 })).s;
    expect(five.control).toEqual({ arrakeen: 'harkonnen', carthag: 'harkonnen' });
    expect(five.winner).toBeNull();
    const six = mentat(position({ turn: 4, board, wormsSeen: 6 })).s;
    expect(six.control).toEqual({ arrakeen: 'harkonnen', carthag: 'harkonnen', 'shield-wall': 'harkonnen' });
    expect(six.winner).toEqual({
      factions: ['harkonnen'],
      victory: 'strongholds',
      reason: 'Harkonnen control 3 strongholds (Arrakeen, Carthag, Shield Wall) at the end of turn 4.',
    });
    // The base game never counts the Shield Wall.
    expect(mentat(position({ turn: 4, board, wormsSeen: 6 }, {})).s.winner).toBeNull();
  });

  it('S003-CTRL-7: after Family Atomics the Shield Wall remains a stronghold', () => {
    const s = mentat(position({ turn: 4, board: [at('fremen', 'Shield Wall', 2, { sector: 8 })], wormsSeen: 7, shieldWallDestroyed: true })).s;
    expect(s.control).toEqual({ 'shield-wall': 'fremen' });
  });

  it('S003-CTRL-8: two factions on the Shield Wall leave it to nobody, even with one of them in the storm', () => {
    const board = [at('fremen', 'Shield Wall', 2, { sector: 8 }), at('emperor', 'Shield Wall', 1, { sector: 7 })];
    const s = mentat(position({ turn: 4, storm: 7, board, wormsSeen: 6 })).s;
    expect(s.control).toEqual({});
  });
});

describe('variant stronghold control: bonuses after the storm', () => {
  const bonuses = (s: DuneState) => step(s, (d, ctx) => afterStorm(d, ctx));

  it('S003-BONUS-1: bonuses go to the controllers of the last Control step whose forces survived the storm', () => {
    const s = position({
      turn: 5,
      shieldWallDestroyed: true,
      board: [at('atreides', 'Arrakeen', 3), at('fremen', 'Sietch Tabr', 4), at('harkonnen', 'Carthag', 2), at('emperor', 'Carthag', 1)],
    });
    // At the Control step of turn 4 the Harkonnen held Tuek's Sietch, since lost to the storm.
    s.control = { arrakeen: 'atreides', 'sietch-tabr': 'fremen', 'tueks-sietch': 'harkonnen' };
    const { s: after, events } = bonuses(s);
    expect(after.strongholdBonuses).toEqual({ arrakeen: ['atreides'], 'sietch-tabr': ['fremen'] });
    expect(events).toEqual([
      {
        type: 'stronghold-bonuses',
        turn: 5,
        bonuses: [
          { stronghold: 'Arrakeen', factions: ['atreides'] },
          { stronghold: 'Sietch Tabr', factions: ['fremen'] },
        ],
      },
    ]);
    // The ornithopter bonus replaces S000-MOVE-2: forces in Carthag without the bonus give no ornithopters.
    expect(hasOrnithopters(after, 'atreides')).toBe(true);
    expect(hasOrnithopters(after, 'harkonnen')).toBe(false);
  });

  it('S003-BONUS-1: the Control step of one turn feeds the storm of the next, through the whole turn', () => {
    const board = [at('atreides', 'Arrakeen', 3), at('harkonnen', 'Carthag', 3), at('fremen', 'Sietch Tabr', 3)];
    const hands = Object.fromEntries(FACTIONS.map((f) => [f, []]));
    const out = runScenario({ seed: 9, factions: FACTIONS, options: VARIANT, setup: { turn: 3, phase: 'mentat', board, hands } });
    if ('error' in out) throw new Error(out.error.message);
    expect(out.setupEvents).toContainEqual({
      type: 'stronghold-bonuses',
      turn: 4,
      bonuses: [
        { stronghold: 'Arrakeen', factions: ['atreides'] },
        { stronghold: 'Carthag', factions: ['harkonnen'] },
        { stronghold: 'Sietch Tabr', factions: ['fremen'] },
      ],
    });
  });

  it('S003-BONUS-2: on turn 1 the bonuses go to the factions starting in strongholds (Harkonnen, Atreides, Guild)', () => {
    const s = position({ turn: 1 });
    s.board.push({ faction: 'fremen', territory: 'sietch-tabr', sector: 13, regular: 10, elite: 0 });
    const after = bonuses(s).s;
    expect(after.strongholdBonuses).toEqual({ arrakeen: ['atreides'], 'tueks-sietch': ['spacing-guild'], carthag: ['harkonnen'] });
  });

  it('S003-BONUS-3: a Bene Gesserit fighter placed at setup with the Atreides or Harkonnen shares the ornithopter bonus', () => {
    const fighter = position({
      turn: 1,
      board: [
        at('atreides', 'Arrakeen', 10),
        at('harkonnen', 'Carthag', 10),
        at('spacing-guild', "Tuek's Sietch", 5),
        at('bene-gesserit', 'Arrakeen', 1, { advisor: false }),
      ],
    });
    const after = bonuses(fighter).s;
    expect(after.strongholdBonuses.arrakeen).toEqual(['atreides', 'bene-gesserit']);
    expect(hasOrnithopters(after, 'bene-gesserit')).toBe(true);

    const advisor = position({ turn: 1, board: [at('atreides', 'Arrakeen', 10), at('bene-gesserit', 'Arrakeen', 1, { advisor: true })] });
    expect(bonuses(advisor).s.strongholdBonuses).toEqual({ arrakeen: ['atreides'] });
    const withGuild = position({ turn: 1, board: [at('spacing-guild', "Tuek's Sietch", 5), at('bene-gesserit', "Tuek's Sietch", 1, { advisor: false })] });
    expect(bonuses(withGuild).s.strongholdBonuses).toEqual({ 'tueks-sietch': ['spacing-guild'] });
  });

  it('S003-BONUS-4: the Bene Gesserit get no bonus for a stronghold they did not control, even alone there after the storm', () => {
    const s = position({ turn: 3, shieldWallDestroyed: true, board: [at('harkonnen', 'Carthag', 2), at('bene-gesserit', 'Carthag', 2, { advisor: true })] });
    bgStack(s, 'carthag').advisedTurn = 3;
    const controlled = mentat(s).s;
    expect(controlled.control).toEqual({ carthag: 'harkonnen' });
    expect(bgStack(controlled, 'carthag').advisor).toBe(false);
    // Turn 4: with the Shield Wall gone the storm destroys the Harkonnen in Carthag; the Bene Gesserit fighters remain alone.
    controlled.turn = 4;
    controlled.board = controlled.board.filter((x) => x.faction !== 'harkonnen');
    const after = bonuses(controlled).s;
    expect(after.strongholdBonuses).toEqual({});
    expect(hasOrnithopters(after, 'bene-gesserit')).toBe(false);
  });

  it('without the variant nothing is handed out', () => {
    const s = position({ turn: 1 }, {});
    expect(bonuses(s).s.strongholdBonuses).toEqual({});
    expect(bonuses(s).events).toEqual([]);
  });
});
