import { describe, expect, it } from 'vitest';
import type { DuneEvent } from '../../src/dune/events';
import type { Scenario } from '../../src/dune/scenario';
import { ALL_FACTIONS, errorOf, eventsOf, forcesAt, run, tanks } from '../support/scenario';
import { laterTurn } from './storm-helpers';

const ALL = ALL_FACTIONS;
// Circles: Atreides 1, Harkonnen 4, Fremen 7, Emperor 10, Guild 13, Bene Gesserit 16.

const eventsAt = (out: ReturnType<typeof run>, i: number): DuneEvent[] => {
  const r = out.results[i];
  if (!r?.ok) throw new Error(`action ${i} was refused: ${JSON.stringify(r)}`);
  return r.events;
};

describe('Storm cards: Weather Control and Family Atomics', () => {
  it('S003-ST-3: Weather Control replaces the storm card number; it does not add to it', () => {
    const out = run(
      laterTurn({ storm: 17, stormCard: 5, hands: { harkonnen: ['Weather Control'] } }, {}, [
        { as: 'harkonnen', do: 'play', args: { card: 'Weather Control', sectors: 1 } },
      ]),
    );
    expect(out.state.storm).toBe(18);
    const played = (out.results[0] as { ok: true; events: DuneEvent[] }).events.map((e) => e.type);
    expect(played.slice(0, 4)).toEqual(['card-played', 'card-discarded', 'weather-control', 'storm-moved']);
    expect(eventsOf(out, 'weather-control')).toEqual([{ type: 'weather-control', faction: 'harkonnen', sectors: 1, replaces: 5 }]);
    expect(out.state.treacheryDiscard).toEqual(['Weather Control']);
    expect(out.views.harkonnen!.hand).toEqual([]);
  });

  it('S003-ST-3: Weather Control also replaces the dials (Basic), and 0 leaves the storm where it is', () => {
    const out = run(
      laterTurn(
        {
          storm: 17,
          lastWheelUsers: ['harkonnen', 'emperor'],
          hands: { atreides: ['Weather Control'] },
          board: [{ faction: 'emperor', territory: 'Cielago North', sector: 18, forces: 2 }],
        },
        { rules: 'basic' },
        [
          { as: 'harkonnen', do: 'dial', args: { value: 3 } },
          { as: 'emperor', do: 'dial', args: { value: 3 } },
          { as: 'atreides', do: 'play', args: { card: 'Weather Control' } },
          { as: 'atreides', do: 'play', args: { card: 'Weather Control', sectors: 0 } },
        ],
      ),
    );
    expect(errorOf(out, 2)?.code).toBe('sectors-needed');
    expect(eventsOf(out, 'weather-control')).toEqual([{ type: 'weather-control', faction: 'atreides', sectors: 0, replaces: 6 }]);
    expect(eventsOf(out, 'storm-moved')).toEqual([{ type: 'storm-moved', from: 17, sector: 17, distance: 0, destroyed: [], spiceLost: [] }]);
    expect(forcesAt(out, 'emperor', 'Cielago North')).toEqual([{ sector: 18, forces: 2, elite: 0 }]);
  });

  it('S003-ST-2: neither card can be played on the first turn, and nobody is asked', () => {
    const out = run({
      seed: 5,
      factions: ALL,
      setup: { phase: 'storm', hands: { harkonnen: ['Weather Control'], atreides: ['Family Atomics'] } },
      actions: [
        { as: 'harkonnen', do: 'play', args: { card: 'Weather Control', sectors: 3 } },
        { as: 'atreides', do: 'dial', args: { value: 1 } },
        { as: 'bene-gesserit', do: 'dial', args: { value: 1 } },
      ],
    });
    expect(errorOf(out, 0)).toMatchObject({ code: 'not-now' });
    expect(errorOf(out, 0)?.message).toContain('S003-ST-2');
    expect(out.state.storm).toBe(2);
    expect(eventsOf(out, 'storm-cards-window')).toEqual([]);
    expect(out.views.harkonnen!.hand).toEqual(['Weather Control']);
  });

  it('S003-ST-1: once the distance is known only holders of a playable card are asked; with none the storm moves at once', () => {
    const none = run(
      laterTurn({ storm: 5, stormCard: 2, hands: { atreides: [], harkonnen: [], fremen: [], emperor: [], 'spacing-guild': [], 'bene-gesserit': [] } }),
    );
    expect(none.state.storm).toBe(7);
    const held = run(laterTurn({ storm: 5, stormCard: 2, hands: { emperor: ['Weather Control'] } }));
    expect(held.state.phase).toBe('storm');
    // The channel learns that the storm waits, not who holds the card.
    expect(held.state.waitingFor).toEqual([]);
    expect(held.state.step).toMatchObject({ stage: 'cards', distance: 2 });
    expect(held.state.step).toMatchObject({ asked: null, answered: null, deciding: null });
    expect(held.state.expecting).not.toContain('Emperor');
    expect(held.views.emperor!.private).toEqual({ playable: ['Weather Control'] });
    expect(run(laterTurn({ storm: 5, stormCard: 2, hands: { emperor: ['Weather Control'] } }, {}, [{ as: 'atreides', do: 'pass' }])).results[0]).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
    expect(held.state.storm).toBe(5);
    const passed = run(laterTurn({ storm: 5, stormCard: 2, hands: { emperor: ['Weather Control'] } }, {}, [{ as: 'emperor', do: 'pass' }]));
    expect(passed.state.storm).toBe(7);
  });

  it('S003-ST-1: Family Atomics needs own forces (not advisors) on or next to the Shield Wall', () => {
    const out = run(
      laterTurn(
        {
          storm: 5,
          stormCard: 2,
          hands: { atreides: [], 'bene-gesserit': ['Family Atomics'] },
          board: [{ faction: 'bene-gesserit', territory: 'Shield Wall', sector: 7, forces: 2, advisor: true }],
        },
        { stormCardWindow: 'everyone' },
        [
          { as: 'atreides', do: 'play', args: { card: 'Family Atomics' } },
          { as: 'bene-gesserit', do: 'play', args: { card: 'Family Atomics' } },
          { as: 'emperor', do: 'play', args: { card: 'Lasgun' } },
          { as: 'emperor', do: 'play', args: { card: 'Family Atomics' } },
        ],
      ),
    );
    expect(errorOf(out, 0)?.code).toBe('card-not-in-hand');
    expect(errorOf(out, 1)?.code).toBe('no-forces-near-shield-wall');
    expect(errorOf(out, 2)?.code).toBe('wrong-card');
    expect(errorOf(out, 3)?.code).toBe('card-not-in-hand');
    expect(out.views['bene-gesserit']!.hand).toEqual(['Family Atomics']);
    // In 'holders' mode such a holder is not even asked.
    const holders = run(
      laterTurn({
        storm: 5,
        stormCard: 2,
        hands: { atreides: [], 'bene-gesserit': ['Family Atomics'] },
        board: [{ faction: 'bene-gesserit', territory: 'Shield Wall', sector: 7, forces: 2, advisor: true }],
      }),
    );
    expect(holders.state.storm).toBe(7);
  });

  it('Family Atomics destroys every force on the Shield Wall and leaves the game (S001-BID-2)', () => {
    const out = run(
      laterTurn(
        {
          storm: 1,
          stormCard: 1,
          hands: { atreides: ['Family Atomics'] },
          board: [
            { faction: 'atreides', territory: 'Imperial Basin', sector: 9, forces: 2 },
            { faction: 'atreides', territory: 'Shield Wall', sector: 8, forces: 1 },
            { faction: 'harkonnen', territory: 'Shield Wall', sector: 7, forces: 3 },
            { faction: 'fremen', territory: 'Shield Wall', sector: 7, forces: 4, elite: 1 },
            { faction: 'bene-gesserit', territory: 'Shield Wall', sector: 8, forces: 1, advisor: true },
          ],
        },
        {},
        [{ as: 'atreides', do: 'play', args: { card: 'Family Atomics' } }],
      ),
    );
    expect(eventsOf(out, 'shield-wall-destroyed')).toEqual([
      {
        type: 'shield-wall-destroyed',
        faction: 'atreides',
        destroyed: [
          { faction: 'atreides', territory: 'Shield Wall', sector: 8, forces: 1 },
          { faction: 'harkonnen', territory: 'Shield Wall', sector: 7, forces: 3 },
          { faction: 'fremen', territory: 'Shield Wall', sector: 7, forces: 4, elite: 1 },
          { faction: 'bene-gesserit', territory: 'Shield Wall', sector: 8, forces: 1 },
        ],
      },
    ]);
    expect(out.state.shieldWallDestroyed).toBe(true);
    expect(tanks(out, 'harkonnen').forces).toBe(3);
    expect(tanks(out, 'fremen')).toMatchObject({ forces: 4, elite: 1 });
    expect(forcesAt(out, 'atreides', 'Imperial Basin')).toEqual([{ sector: 9, forces: 2, elite: 0 }]);
    expect(eventsOf(out, 'card-removed-from-game')).toEqual([{ type: 'card-removed-from-game', card: 'Family Atomics', faction: 'atreides' }]);
    expect(out.state.treacheryDiscard).not.toContain('Family Atomics');
  });

  it('S003-ST-6: after Family Atomics the sector the storm already covers is not hit, only the sectors it enters', () => {
    const out = run(
      laterTurn(
        {
          storm: 9,
          stormCard: 2,
          hands: { atreides: ['Family Atomics'] },
          board: [
            { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
            { faction: 'atreides', territory: 'Imperial Basin', sector: 9, forces: 2 },
            { faction: 'emperor', territory: 'Imperial Basin', sector: 10, forces: 3 },
            { faction: 'harkonnen', territory: 'Carthag', forces: 6 },
          ],
        },
        {},
        [{ as: 'atreides', do: 'play', args: { card: 'Family Atomics' } }],
      ),
    );
    expect(out.state.storm).toBe(11);
    expect(forcesAt(out, 'atreides', 'Arrakeen')).toEqual([{ sector: 9, forces: 5, elite: 0 }]);
    expect(forcesAt(out, 'atreides', 'Imperial Basin')).toEqual([{ sector: 9, forces: 2, elite: 0 }]);
    expect(forcesAt(out, 'emperor', 'Imperial Basin')).toEqual([]);
    expect(forcesAt(out, 'harkonnen', 'Carthag')).toEqual([]);
    expect(tanks(out, 'harkonnen').forces).toBe(6);
    expect(tanks(out, 'emperor').forces).toBe(3);
  });

  it('S003-ST-5: after Family Atomics Arrakeen, Carthag and Imperial Basin lie open to the storm; the Shield Wall stays rock', () => {
    const board = [
      { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
      { faction: 'emperor', territory: 'Imperial Basin', sector: 8, forces: 3 },
      { faction: 'harkonnen', territory: 'Shield Wall', sector: 8, forces: 4 },
      { faction: 'spacing-guild', territory: 'Rim Wall West', forces: 2 },
    ];
    const standing = run(laterTurn({ storm: 7, stormCard: 2, board }));
    expect(eventsOf(standing, 'storm-moved')[0]).toMatchObject({ destroyed: [] });
    const destroyed = run(laterTurn({ storm: 7, stormCard: 2, board, shieldWallDestroyed: true }));
    expect(eventsOf(destroyed, 'storm-moved')[0]).toMatchObject({
      destroyed: [
        { faction: 'atreides', territory: 'Arrakeen', sector: 9, forces: 5 },
        { faction: 'emperor', territory: 'Imperial Basin', sector: 8, forces: 3 },
      ],
    });
    expect(forcesAt(destroyed, 'harkonnen', 'Shield Wall')).toEqual([{ sector: 8, forces: 4, elite: 0 }]);
    expect(forcesAt(destroyed, 'spacing-guild', 'Rim Wall West')).toEqual([{ sector: 8, forces: 2, elite: 0 }]);
  });
});

/**
 * The storm in sector 7, the storm card 2. The Harkonnen hold Weather Control, the Atreides Family
 * Atomics with forces in Imperial Basin (next to the Shield Wall); the Emperor are on the Wall.
 */
const window = (options: Scenario['options'] = {}, actions: Scenario['actions'] = []): Scenario =>
  laterTurn(
    {
      storm: 7,
      stormCard: 2,
      hands: { harkonnen: ['Weather Control'], atreides: ['Family Atomics'], emperor: [] },
      board: [
        { faction: 'atreides', territory: 'Arrakeen', forces: 6 },
        { faction: 'atreides', territory: 'Imperial Basin', sector: 9, forces: 2 },
        { faction: 'harkonnen', territory: 'Carthag', forces: 8 },
        { faction: 'emperor', territory: 'Shield Wall', sector: 8, forces: 4, elite: 1 },
        { faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 },
      ],
    },
    options,
    actions,
  );

const WEATHER_CONTROL_3 = { as: 'harkonnen', do: 'play', args: { card: 'Weather Control', sectors: 3 } };
const FAMILY_ATOMICS = { as: 'atreides', do: 'play', args: { card: 'Family Atomics' } };

describe('S003-ST-1: the storm card is revealed, Weather Control may be played, then Family Atomics, then the storm moves', () => {
  it('S003-ST-1: Weather Control (3, not the card’s 2) then Family Atomics: the storm moves from 7 to 10 over an open Arrakeen and Carthag', () => {
    const out = run(window({}, [WEATHER_CONTROL_3, FAMILY_ATOMICS]));
    // Weather Control is resolved when played; then only Family Atomics is decided, with the new distance.
    expect(eventsAt(out, 0).filter((e) => e.type !== 'card-played' && e.type !== 'card-discarded')).toEqual([
      { type: 'weather-control', faction: 'harkonnen', sectors: 3, replaces: 2 },
      { type: 'storm-card-asked', to: ['atreides'], card: 'Family Atomics', distance: 3, playable: ['Family Atomics'] },
    ]);
    const moved = eventsAt(out, 1).map((e) => e.type);
    expect(moved.slice(0, 4)).toEqual(['card-played', 'card-removed-from-game', 'shield-wall-destroyed', 'storm-moved']);
    expect(eventsOf(out, 'storm-moved')).toEqual([
      {
        type: 'storm-moved',
        from: 7,
        sector: 10,
        distance: 3,
        destroyed: [
          { faction: 'atreides', territory: 'Arrakeen', sector: 9, forces: 6 },
          { faction: 'atreides', territory: 'Imperial Basin', sector: 9, forces: 2 },
          { faction: 'harkonnen', territory: 'Carthag', sector: 10, forces: 8 },
        ],
        spiceLost: [],
      },
    ]);
    expect(out.state.storm).toBe(10);
    expect(tanks(out, 'emperor')).toMatchObject({ forces: 4, elite: 1 });
    expect(out.state.shieldWallDestroyed).toBe(true);
  });

  it('S003-ST-1: once Family Atomics is played, Weather Control is refused; the storm moves the card’s 2, from 7 to 9', () => {
    const out = run(window({}, [FAMILY_ATOMICS, WEATHER_CONTROL_3]));
    // Played while Weather Control was still being decided, Family Atomics closes that decision.
    expect(eventsOf(out, 'weather-control')).toEqual([]);
    expect(eventsOf(out, 'storm-moved')).toEqual([
      {
        type: 'storm-moved',
        from: 7,
        sector: 9,
        distance: 2,
        destroyed: [
          { faction: 'atreides', territory: 'Arrakeen', sector: 9, forces: 6 },
          { faction: 'atreides', territory: 'Imperial Basin', sector: 9, forces: 2 },
        ],
        spiceLost: [],
      },
    ]);
    // The game has moved on past the storm (where to depends on the spice deck's draw).
    expect(errorOf(out, 1)).toEqual({
      code: 'not-now',
      message: expect.stringMatching(
        /^Weather Control is played in the Storm phase, from turn 2, before the storm moves \(S003-ST-1\); the game is in the (Spice Blow and Nexus|Bidding) phase\.$/,
      ),
    });
    expect(out.state.storm).toBe(9);
    expect(forcesAt(out, 'harkonnen', 'Carthag')).toEqual([{ sector: 10, forces: 8, elite: 0 }]);
    expect(out.views.harkonnen!.hand).toEqual(['Weather Control']);
  });

  it('S003-ST-1: a player holding both who plays Family Atomics first can no longer play Weather Control', () => {
    const out = run(
      laterTurn(
        {
          storm: 1,
          stormCard: 6,
          hands: { emperor: ['Family Atomics', 'Weather Control'] },
          board: [{ faction: 'emperor', territory: 'Gara Kulon', forces: 2 }],
        },
        {},
        [
          { as: 'emperor', do: 'play', args: { card: 'Family Atomics', sectors: 2 } },
          { as: 'emperor', do: 'play', args: { card: 'Family Atomics' } },
          { as: 'emperor', do: 'play', args: { card: 'Weather Control', sectors: 4 } },
        ],
      ),
    );
    expect(errorOf(out, 0)?.code).toBe('bad-argument');
    expect(
      eventsAt(out, 1)
        .map((e) => e.type)
        .slice(0, 4),
    ).toEqual(['card-played', 'card-removed-from-game', 'shield-wall-destroyed', 'storm-moved']);
    expect(errorOf(out, 2)?.code).toBe('not-now');
    // The storm card's 6, from sector 1: Weather Control's 4 never applied.
    expect(out.state.storm).toBe(7);
    expect(out.views.emperor!.hand).toEqual(['Weather Control']);
  });

  it("S003-ST-1: once the Weather Control decision is over it is refused, saying why; Family Atomics may still be played ('holders')", () => {
    const out = run(window({}, [{ as: 'atreides', do: 'pass' }, { as: 'harkonnen', do: 'pass' }, WEATHER_CONTROL_3, { as: 'atreides', do: 'pass' }]));
    // In 'holders' mode the Weather Control decision asks the Harkonnen alone.
    expect(errorOf(out, 0)?.code).toBe('not-your-turn');
    expect(eventsAt(out, 1)).toEqual([
      { type: 'storm-card-passed', to: ['harkonnen'], faction: 'harkonnen', card: 'Weather Control' },
      { type: 'storm-card-asked', to: ['atreides'], card: 'Family Atomics', distance: 2, playable: ['Family Atomics'] },
    ]);
    expect(errorOf(out, 2)).toEqual({
      code: 'not-now',
      message:
        'Weather Control can no longer be played this turn: its decision is over, and Weather Control comes before Family Atomics (S003-ST-1). Family Atomics may still be played before the storm moves.',
    });
    expect(eventsOf(out, 'storm-moved')[0]).toMatchObject({ from: 7, sector: 9, distance: 2, destroyed: [] });
    expect(out.state.shieldWallDestroyed).toBe(false);
  });

  it("S003-ST-1: each decision asks only those who can play its card ('holders'), privately; the channel learns only that the storm waits", () => {
    const out = run(window());
    expect(out.setupEvents.filter((e) => e.type.startsWith('storm-card'))).toEqual([
      { type: 'storm-card-revealed', value: 2 },
      { type: 'storm-cards-window', distance: 2 },
      { type: 'storm-card-asked', to: ['harkonnen'], card: 'Weather Control', distance: 2, playable: ['Weather Control'] },
    ]);
    expect(out.state.waitingFor).toEqual([]);
    expect(out.state.step).toEqual({
      stage: 'cards',
      dialers: [],
      dialled: [],
      distance: 2,
      asked: null,
      answered: null,
      deciding: null,
      weatherControl: null,
      familyAtomics: null,
    });
    // The Atreides are not waited for yet, but may play Family Atomics now, which would end Weather Control's turn.
    expect(out.views.harkonnen!.private).toEqual({ playable: ['Weather Control'] });
    expect(out.views.atreides!.private).toEqual({ playable: ['Family Atomics'] });
    expect(out.views.emperor!.private).toEqual({});
    const afterWeather = run(window({}, [WEATHER_CONTROL_3]));
    expect(afterWeather.views.atreides!.private).toEqual({ playable: ['Family Atomics'] });
    expect(afterWeather.state.step).toMatchObject({ distance: 3, weatherControl: { faction: 'harkonnen', sectors: 3 } });
    expect(afterWeather.state.storm).toBe(7);
  });

  it("S003-ST-1: option stormCardWindow 'everyone' asks every faction about Weather Control, then every faction about Family Atomics", () => {
    // Storm order with the storm in sector 7: the Emperor (circle 10) first, the Fremen (circle 7) last.
    const everyone = ['emperor', 'spacing-guild', 'bene-gesserit', 'atreides', 'harkonnen', 'fremen'];
    const passes = (fs: string[]) => fs.map((f) => ({ as: f, do: 'pass' }));
    const sc = window({ stormCardWindow: 'everyone' }, passes(everyone));
    const out = run(sc);
    expect(out.setupEvents.filter((e) => e.type === 'storm-card-asked').map((e) => e.to)).toEqual(everyone.map((f) => [f]));
    // Passes are public here: everyone is asked, so a pass names no holder.
    expect(eventsAt(out, 0)[0]).toEqual({ type: 'storm-card-passed', faction: 'emperor', card: 'Weather Control' });
    expect(out.state.waitingFor).toEqual(everyone);
    expect(out.state.step).toMatchObject({ deciding: 'Family Atomics', asked: everyone, answered: [] });
    expect(out.state.expecting).toBe(
      'Storm: the storm is to move 2 sectors; waiting for the Emperor, the Spacing Guild, the Bene Gesserit, the Atreides, the Harkonnen and the Fremen to play Family Atomics or pass (`play` / `pass`).',
    );
    expect(out.state.storm).toBe(7);
    const weatherLate = run({ ...sc, actions: [...sc.actions!, WEATHER_CONTROL_3] });
    expect(errorOf(weatherLate, everyone.length)?.code).toBe('not-now');
    const done = run({ ...sc, actions: [...sc.actions!, ...passes(everyone)] });
    expect(done.state.storm).toBe(9);
    const atomics = run({ ...sc, actions: [...sc.actions!, FAMILY_ATOMICS] });
    expect(atomics.state.storm).toBe(9);
    expect(eventsOf(atomics, 'shield-wall-destroyed')).toHaveLength(1);
  });
});

describe('S003-ST-1: no secret in the window’s public events (issue 11)', () => {
  it("the public window event names nobody, and in 'holders' mode a pass is told to the one who passed only", () => {
    const out = run(window({}, [{ as: 'harkonnen', do: 'pass' }]));
    const publicEvents = [...out.setupEvents.slice(out.setupEvents.findIndex((e) => e.type === 'storm-card-revealed')), ...eventsAt(out, 0)].filter(
      (e) => !e.to,
    );
    expect(publicEvents.filter((e) => e.type.startsWith('storm-card'))).toEqual([
      { type: 'storm-card-revealed', value: 2 },
      { type: 'storm-cards-window', distance: 2 },
    ]);
    expect(JSON.stringify(publicEvents)).not.toMatch(/harkonnen|atreides/);
  });
});
