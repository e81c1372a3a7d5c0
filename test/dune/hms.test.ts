import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/dune/apply';
import { decisionsFor, optionsFor } from '../../src/dune/choices';
import { createGame } from '../../src/dune/create';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import type { GameOptions } from '../../src/dune/options';
import type { FactionId } from '../../src/dune/state';
import { finalState } from './battle-helpers';

/** The Ixians' Hidden Mobile Stronghold (ixians-tleilaxu.md §3.4), each test named after its power or open point. */

const FACTIONS = ['ixians', 'atreides', 'harkonnen'];

function run(setup: Scenario['setup'], actions: Scenario['actions'] = [], options: Scenario['options'] = {}): ScenarioOutput {
  const out = runScenario({ seed: 3, factions: FACTIONS, options, setup, actions });
  if ('error' in out) throw new Error(out.error.message);
  return out;
}

/** A Storm phase of turn 2: the HMS at `host`, 3 Suboids and 3 Cyborgs inside, the storm in sector 2. */
const turn2 = (host: { territory: string; sector?: number }, extra: Scenario['setup'] = {}): Scenario['setup'] => ({
  turn: 2,
  phase: 'storm',
  storm: 2,
  hms: host,
  board: [{ faction: 'ixians', territory: 'HMS', forces: 6, elite: 3 }],
  treacheryDiscard: ['Weather Control'],
  ...extra,
});

const ok = (out: ScenarioOutput, i: number) => {
  const r = out.results[i];
  if (!r?.ok) throw new Error(`action ${i} failed: ${JSON.stringify(r)}`);
  return r.events;
};
const refused = (out: ScenarioOutput, i: number) => {
  const r = out.results[i];
  if (!r || r.ok) throw new Error(`action ${i} was not refused`);
  return r.error;
};

describe('the HMS at setup', () => {
  it('the Ixians are playable and their 3 Suboids + 3 Cyborgs start in the HMS, off the map, with 10 + 4 in reserve', () => {
    const r = createGame({ seats: ['ixians', 'atreides'], seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    expect(s.hms).toEqual({ owner: 'ixians', host: null });
    expect(s.board.filter((x) => x.faction === 'ixians')).toEqual([
      { faction: 'ixians', territory: 'hidden-mobile-stronghold', sector: 0, regular: 3, elite: 3 },
    ]);
    expect(s.reserves.ixians).toEqual({ regular: 10, elite: 4 });
  });
});

describe('IX-3 placing the HMS', () => {
  const turn1 = (actions: Scenario['actions']) => run({ turn: 1, phase: 'storm' }, actions);
  const dialers = () => {
    const out = turn1([]);
    return out.state.waitingFor;
  };

  it('IX-3: after the first storm is placed the Ixians point the HMS at a non-stronghold sector out of the storm; the Polar Sink is allowed', () => {
    const [a, b] = dialers();
    const out = turn1([
      { as: a as string, do: 'dial', args: { value: 1 } },
      { as: b as string, do: 'dial', args: { value: 1 } },
      { as: 'ixians', do: 'place-hms', args: { territory: 'Carthag' } },
      { as: 'ixians', do: 'place-hms', args: { territory: 'Funeral Plain' } },
    ]);
    // The storm moved 2 from sector 18: sector 2. The phase waits for the Ixians.
    expect(out.state.storm).toBe(2);
    expect(refused(out, 2).code).toBe('bad-territory');
    expect(ok(out, 3)).toContainEqual({ type: 'hms-placed', faction: 'ixians', host: { territory: 'Funeral Plain', sector: 14 } });
    expect(out.state.hms).toEqual({ owner: 'ixians', host: { territory: 'Funeral Plain', sector: 14 } });
    expect(out.state.phase).not.toBe('storm');
    const polar = turn1([
      { as: a as string, do: 'dial', args: { value: 1 } },
      { as: b as string, do: 'dial', args: { value: 1 } },
      { as: 'ixians', do: 'place-hms', args: { territory: 'Polar Sink' } },
    ]);
    expect(polar.state.hms?.host).toEqual({ territory: 'Polar Sink', sector: null });
  });

  it('IX-3: the HMS is not placed in the storm sector, and nobody dials while it waits', () => {
    const [a, b] = dialers();
    const out = turn1([
      { as: a as string, do: 'dial', args: { value: 1 } },
      { as: b as string, do: 'dial', args: { value: 1 } },
      { as: 'ixians', do: 'place-hms', args: { territory: 'Cielago Depression', sector: 2 } },
      { as: 'atreides', do: 'place-hms', args: { territory: 'Polar Sink' } },
    ]);
    expect(out.state.waitingFor).toEqual(['ixians']);
    expect(refused(out, 2).code).toBe('storm-sector');
    expect(refused(out, 3).code).toBe('not-your-turn');
  });
});

describe('IX-5 moving the HMS', () => {
  it('IX-5: as the turn-2 Storm phase begins, before any dial, the Ixians move it up to 3 territories, never into a stronghold', () => {
    const out = run(turn2({ territory: 'Polar Sink' }), [
      { as: 'ixians', do: 'move-hms', args: { territory: 'Tsimpo', sector: 11, via: 'Hagga Basin', via2: 'Plastic Basin' } },
      { as: 'ixians', do: 'move-hms', args: { territory: 'Carthag', via: 'Hagga Basin' } },
      { as: 'ixians', do: 'move-hms', args: { territory: 'Broken Land', sector: 11, via: 'Hagga Basin', via2: 'Tsimpo' } },
    ]);
    // Polar Sink → Hagga Basin → Plastic Basin → Tsimpo would be 3 steps, but Plastic Basin → Tsimpo → ... is fine; Tsimpo is adjacent to Plastic Basin.
    expect(ok(out, 0)).toContainEqual(expect.objectContaining({ type: 'hms-moved', faction: 'ixians', steps: 3, host: { territory: 'Tsimpo', sector: 11 } }));
    expect(out.state.hms?.host).toEqual({ territory: 'Tsimpo', sector: 11 });
    // Once moved, the Storm phase goes on: the dials are asked for, and a second move is refused.
    expect(refused(out, 1).code).toBe('not-now');
    expect(refused(out, 2).code).toBe('not-now');
  });

  it('IX-5: a stronghold at the end of the way is refused and changes nothing; the HMS moves on afterwards', () => {
    const out = run(turn2({ territory: 'Polar Sink' }, { storm: 5 }), [
      { as: 'ixians', do: 'move-hms', args: { territory: 'Carthag', via: 'Arsunt' } },
      { as: 'ixians', do: 'move-hms', args: { territory: 'Plastic Basin', sector: 11, via: 'Hagga Basin' } },
      { as: 'ixians', do: 'move-hms', args: { territory: 'Tsimpo', sector: 10, via: 'Hagga Basin' } },
      { as: 'ixians', do: 'move-hms', args: { territory: 'Imperial Basin', sector: 9 } },
    ]);
    expect(refused(out, 0).code).toBe('bad-territory');
    expect(ok(out, 1)).toContainEqual(expect.objectContaining({ type: 'hms-moved', host: { territory: 'Plastic Basin', sector: 11 } }));
  });

  it('IX-5: the HMS may not move with no Ixian force inside, nor out of the storm: the Storm phase does not wait for it', () => {
    const empty = run({ ...turn2({ territory: 'Polar Sink' }), board: [] }, []);
    expect(empty.state.step).not.toHaveProperty('awaiting');
    const stormed = run(turn2({ territory: 'Funeral Plain' }, { storm: 14 }), []);
    expect(stormed.state.step).not.toHaveProperty('awaiting');
  });

  it('IX-5: a path that crosses the storm is refused', () => {
    // Funeral Plain (14) → The Great Flat (14) → Wind Pass (13–16): with the storm on 14 the HMS cannot leave.
    const out = run(turn2({ territory: 'Hagga Basin', sector: 11 }, { storm: 12 }), [
      { as: 'ixians', do: 'move-hms', args: { territory: 'Hagga Basin', sector: 12 } },
      { as: 'ixians', do: 'move-hms', args: { territory: 'Wind Pass', sector: 13, via: 'Plastic Basin' } },
    ]);
    expect(refused(out, 0).code).toBe('storm-sector');
    // Plastic Basin sector 12 is in the storm, but 11 and 13 join it: Hagga Basin 11 → Plastic Basin 11 → … 13 would cross 12.
    expect(refused(out, 1).code).toBe('no-route');
  });

  it('IX-5 Karama: a Karama against the HMS keeps it in place, and it collects nothing this turn', () => {
    const out = run(
      turn2(
        { territory: 'Polar Sink' },
        { karamaStops: [{ by: 'atreides', power: 'hms-move' }], spiceOnBoard: [{ territory: 'Hagga Basin', sector: 12, amount: 6 }] },
      ),
      [{ as: 'ixians', do: 'move-hms', args: { territory: 'Hagga Basin', sector: 12 } }],
    );
    expect(ok(out, 0)).toContainEqual(expect.objectContaining({ type: 'hms-stayed', stopped: true }));
    expect(out.state.hms?.host).toEqual({ territory: 'Polar Sink', sector: null });
    expect(out.state.spiceOnBoard).toEqual([{ territory: 'Hagga Basin', sector: 12, amount: 6 }]);
  });
});

describe('IX-6 spice collection', () => {
  it('IX-6, OP-3: 3 Suboids + 3 Cyborgs inside take up to 12 from each pile visited, once each, start included, only when it moved', () => {
    const setup = turn2(
      { territory: 'The Great Flat' },
      {
        spice: { ixians: 0 },
        spiceOnBoard: [
          { territory: 'The Great Flat', amount: 20 },
          { territory: 'Funeral Plain', amount: 6 },
        ],
      },
    );
    const moved = run(setup, [{ as: 'ixians', do: 'move-hms', args: { territory: 'Funeral Plain' } }]);
    expect(ok(moved, 0)).toContainEqual(
      expect.objectContaining({
        type: 'hms-moved',
        collected: [
          { territory: 'The Great Flat', sector: 14, amount: 12 },
          { territory: 'Funeral Plain', sector: 14, amount: 6 },
        ],
      }),
    );
    expect(moved.views.ixians?.spice).toBe(18);
    const kept = run(setup, [{ as: 'ixians', do: 'keep-hms' }]);
    expect(ok(kept, 0)).toContainEqual(expect.objectContaining({ type: 'hms-stayed', collected: [] }));
    expect(kept.views.ixians?.spice).toBe(0);
  });

  it('IX-6: 2 forces inside collect 4 from a pile (DuneBot), the Cyborgs counting 1', () => {
    const out = run(
      turn2(
        { territory: 'The Great Flat' },
        {
          spice: { ixians: 0 },
          board: [{ faction: 'ixians', territory: 'HMS', forces: 2, elite: 2 }],
          spiceOnBoard: [{ territory: 'Funeral Plain', amount: 6 }],
        },
      ),
      [{ as: 'ixians', do: 'move-hms', args: { territory: 'Funeral Plain' } }],
    );
    expect(ok(out, 0)).toContainEqual(expect.objectContaining({ collected: [{ territory: 'Funeral Plain', sector: 14, amount: 4 }] }));
  });

  it('OP-3 per-step (treachery.online): a pile is hit at each step from the piece left and the piece reached, and when it stays', () => {
    const setup = turn2({ territory: 'The Great Flat' }, { spice: { ixians: 0 }, spiceOnBoard: [{ territory: 'The Great Flat', amount: 30 }] });
    const kept = run(setup, [{ as: 'ixians', do: 'keep-hms' }], { hmsSpice: 'per-step' });
    expect(ok(kept, 0)).toContainEqual(expect.objectContaining({ type: 'hms-stayed', collected: [{ territory: 'The Great Flat', sector: 14, amount: 12 }] }));
    const moved = run(setup, [{ as: 'ixians', do: 'move-hms', args: { territory: 'Funeral Plain' } }], { hmsSpice: 'per-step' });
    expect(moved.views.ixians?.spice).toBe(12);
  });
});

/** Turn 2, Shipment and Movement, the Ixians first, the HMS at The Great Flat; `base` and then `extra` lay the rest. */
const shipmentWithHms =
  (base: Scenario['setup']) =>
  (extra: Scenario['setup'] = {}): Scenario['setup'] => ({
    turn: 2,
    phase: 'shipment-movement',
    storm: 2,
    order: ['ixians', 'atreides', 'harkonnen'],
    hms: { territory: 'The Great Flat' },
    ...base,
    ...extra,
  });

describe('IX-4 the HMS is a stronghold', () => {
  const sm = shipmentWithHms({
    spice: { ixians: 10, atreides: 10, harkonnen: 10 },
    board: [
      { faction: 'ixians', territory: 'HMS', forces: 2 },
      { faction: 'atreides', territory: 'The Great Flat', forces: 3 },
    ],
  });

  it('IX-4: only the Ixians ship straight in, at the stronghold rate of 1 per force', () => {
    const out = run(sm({ order: ['atreides', 'ixians', 'harkonnen'] }), [
      { as: 'atreides', do: 'ship', args: { territory: 'HMS', forces: 2 } },
      { as: 'atreides', do: 'pass' },
      { as: 'atreides', do: 'pass' },
      { as: 'ixians', do: 'ship', args: { territory: 'HMS', forces: 3 } },
    ]);
    expect(refused(out, 0).code).toBe('hms-closed-to-shipment');
    expect(ok(out, 3)).toContainEqual(expect.objectContaining({ type: 'shipped', faction: 'ixians', cost: 3 }));
  });

  it('IX-4: anyone moves in from the host piece for 1 territory; it is a dead end', () => {
    const out = run(sm({ order: ['atreides', 'ixians', 'harkonnen'] }), [
      { as: 'atreides', do: 'pass' },
      { as: 'atreides', do: 'move', args: { from: 'The Great Flat', to: 'HMS', forces: 3 } },
    ]);
    ok(out, 1);
    expect(out.state.board).toContainEqual(expect.objectContaining({ faction: 'atreides', territory: 'Hidden Mobile Stronghold', forces: 3 }));
  });

  it('OP-15: with its host sector in the storm, nobody ships in or moves in', () => {
    const out = run(
      sm({
        storm: 14,
        order: ['ixians', 'atreides', 'harkonnen'],
        board: [
          { faction: 'ixians', territory: 'HMS', forces: 2 },
          { faction: 'ixians', territory: 'Funeral Plain', forces: 2 },
        ],
      }),
      [{ as: 'ixians', do: 'ship', args: { territory: 'HMS', forces: 3 } }],
    );
    expect(refused(out, 0).code).toBe('storm-sector');
  });
});

describe('OP-4 the Fremen worm ride into the HMS', () => {
  /** Turn 2, Basic Spice Blow: a worm on Habbanya Erg where 3 Fremen stand, the HMS at The Great Flat (sector 14). */
  const ride = (options: Scenario['options'], storm = 5) =>
    runScenario({
      seed: 4,
      factions: ['fremen', 'ixians', 'harkonnen'],
      options: { rules: 'basic', expansionTreacheryCards: false, ...options },
      setup: {
        turn: 2,
        phase: 'spice-blow',
        storm,
        hms: { territory: 'The Great Flat' },
        spiceDeck: ['Shai-Hulud', 'Red Chasm'],
        spiceDiscard: ['Habbanya Erg'],
        board: [
          { faction: 'fremen', territory: 'Habbanya Erg', sector: 15, forces: 3 },
          { faction: 'ixians', territory: 'HMS', forces: 2 },
        ],
      },
      actions: [
        ...['fremen', 'ixians', 'harkonnen'].map((f) => ({ as: f, do: 'pass' })),
        { as: 'fremen', do: 'ride', args: { to: 'HMS' } },
        { as: 'fremen', do: 'ride', args: { to: 'The Great Flat' } },
      ],
    });
  const fremenIn = (out: ScenarioOutput, t: string) => out.state.board.filter((x) => x.faction === 'fremen' && x.territory === t).map((x) => x.forces);

  it('OP-4 hmsWormRide off (DuneBot, the default): a ride never ends in the HMS; the refusal changes nothing and another territory is fine', () => {
    const out = ride({});
    if ('error' in out) throw new Error(out.error.message);
    expect(refused(out, 3)).toMatchObject({ code: 'hms-closed-to-ride' });
    ok(out, 4);
    expect(fremenIn(out, 'Hidden Mobile Stronghold')).toEqual([]);
    expect(fremenIn(out, 'The Great Flat')).toEqual([3]);
  });

  it('OP-4 hmsWormRide on (treachery.online): a ride may end in the HMS beside the Ixians, but not while its host is in the storm (OP-15)', () => {
    const out = ride({ hmsWormRide: true });
    if ('error' in out) throw new Error(out.error.message);
    expect(ok(out, 3)).toContainEqual(expect.objectContaining({ type: 'worm-ridden', from: 'Habbanya Erg', territory: 'Hidden Mobile Stronghold', forces: 3 }));
    expect(fremenIn(out, 'Hidden Mobile Stronghold')).toEqual([3]);
    const stormy = ride({ hmsWormRide: true }, 14);
    if ('error' in stormy) throw new Error(stormy.error.message);
    expect(refused(stormy, 3)).toMatchObject({ code: 'storm-sector' });
    expect(fremenIn(stormy, 'Hidden Mobile Stronghold')).toEqual([]);
  });
});

describe('hmsWithoutIxians: the HMS in a game without the Ixians (house rule, treachery.online HmSwithoutGrey)', () => {
  const BASE: FactionId[] = ['atreides', 'harkonnen', 'fremen'];
  const game = (setup: Scenario['setup'], actions: Scenario['actions'], options: Scenario['options'] = { hmsWithoutIxians: true }) => {
    const out = runScenario({ seed: 3, factions: BASE, options, setup, actions });
    if ('error' in out) throw new Error(out.error.message);
    return out;
  };

  it('hmsWithoutIxians off (the default): a game without the Ixians has no HMS and nobody is asked to place one', () => {
    const r = createGame({ seats: BASE, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.hms).toBeUndefined();
  });

  it('hmsWithoutIxians: the HMS starts empty and ownerless; after the first storm the First Player alone places it, then the phase goes on', () => {
    const [a, b] = game({ turn: 1, phase: 'storm' }, []).state.waitingFor;
    const dials = [
      { as: a as string, do: 'dial', args: { value: 1 } },
      { as: b as string, do: 'dial', args: { value: 1 } },
    ];
    const waiting = game({ turn: 1, phase: 'storm' }, dials);
    expect(waiting.state.hms).toEqual({ owner: null, host: null });
    expect(waiting.state.waitingFor).toHaveLength(1);
    const first = waiting.state.waitingFor[0] as string;
    const other = BASE.find((f) => f !== first) as string;
    const out = game({ turn: 1, phase: 'storm' }, [
      ...dials,
      { as: other, do: 'place-hms', args: { territory: 'Funeral Plain' } },
      { as: first, do: 'place-hms', args: { territory: 'Funeral Plain' } },
    ]);
    expect(refused(out, 2).code).toBe('not-your-turn');
    expect(ok(out, 3)).toContainEqual({ type: 'hms-placed', faction: first, host: { territory: 'Funeral Plain', sector: 14 } });
    expect(out.state.hms).toEqual({ owner: null, host: { territory: 'Funeral Plain', sector: 14 } });
    expect(out.state.phase).not.toBe('storm');
    // The First Player: the first in storm order from the storm just placed.
    expect(out.state.stormOrder[0]).toBe(first);
  });

  it('hmsWithoutIxians: it never moves (no Ixian force inside), nobody ships into it, anyone moves in from its host', () => {
    const storm = game(
      { turn: 2, phase: 'storm', storm: 2, hms: { territory: 'The Great Flat' }, board: [{ faction: 'atreides', territory: 'HMS', forces: 2 }] },
      [],
    );
    expect(storm.state.step).not.toHaveProperty('awaiting');
    const out = game(
      {
        turn: 2,
        phase: 'shipment-movement',
        storm: 2,
        order: BASE,
        hms: { territory: 'The Great Flat' },
        spice: { atreides: 10, harkonnen: 10, fremen: 10 },
        board: [{ faction: 'atreides', territory: 'The Great Flat', forces: 3 }],
      },
      [
        { as: 'atreides', do: 'ship', args: { territory: 'HMS', forces: 2 } },
        { as: 'atreides', do: 'pass' },
        { as: 'atreides', do: 'move', args: { from: 'The Great Flat', to: 'HMS', forces: 3 } },
      ],
    );
    expect(refused(out, 0)).toMatchObject({ code: 'hms-closed-to-shipment' });
    expect(refused(out, 0).message).toContain('without the Ixians');
    ok(out, 2);
    expect(out.state.board).toContainEqual(expect.objectContaining({ faction: 'atreides', territory: 'Hidden Mobile Stronghold', forces: 3 }));
  });
});

describe('random games with the HMS', () => {
  it('IX-3, IX-5, hmsWithoutIxians: seeded random games place and move the HMS (or, without the Ixians, place it) and end, every faction keeping its 20 forces', async () => {
    const { RandomPlayer } = await import('../../src/sim/random-player');
    const games: { seed: number; seats: FactionId[]; options: Partial<GameOptions> }[] = [
      { seed: 1, seats: ['ixians', 'atreides', 'harkonnen', 'fremen'], options: {} },
      { seed: 2, seats: ['ixians', 'atreides', 'harkonnen', 'fremen'], options: {} },
      { seed: 3, seats: ['atreides', 'harkonnen', 'fremen', 'emperor'], options: { hmsWithoutIxians: true, hmsWormRide: true } },
    ];
    for (const { seed, seats, options } of games) {
      const created = createGame({ seats, options: { rules: 'advanced', turns: 4, ...options }, seed });
      if (!created.ok) throw new Error(created.error.message);
      let s = created.value.state;
      const player = new RandomPlayer(seed);
      const kinds = new Set<string>();
      for (let i = 0; i < 20000 && s.phase !== 'ended'; i++) {
        const move = player.step(s);
        if (!move) break;
        const r = move.result;
        if (!r.ok) continue;
        s = r.value.state;
        for (const e of r.value.events) kinds.add(e.type);
      }
      expect(s.phase).toBe('ended');
      expect(kinds.has('hms-placed')).toBe(true);
      for (const f of s.factions) {
        const onBoard = s.board.filter((x) => x.faction === f).reduce((n, x) => n + x.regular + x.elite, 0);
        const r = s.reserves[f];
        const t = s.tanks[f];
        expect(onBoard + (r ? r.regular + r.elite : 0) + (t ? t.regular + t.elite : 0)).toBe(20);
      }
    }
  }, 60_000);
});

describe('IX-13 the Ixians’ special Karama', () => {
  /** Turn 2, Shipment and Movement, the Ixians first: the HMS at The Great Flat with 3 + 3 inside, a Karama in hand. */
  const sm = shipmentWithHms({
    spice: { ixians: 0, atreides: 10, harkonnen: 10 },
    hands: { ixians: ['Karama'] },
    board: [
      { faction: 'ixians', territory: 'HMS', forces: 6, elite: 3 },
      { faction: 'ixians', territory: 'Funeral Plain', forces: 2 },
    ],
    spiceOnBoard: [{ territory: 'Funeral Plain', amount: 6 }],
  });
  const special = (territory: string, more: Record<string, unknown> = {}) => ({
    as: 'ixians',
    do: 'play',
    args: { card: 'Karama', special: true, territory, ...more },
  });

  it('IX-13: before their move the Ixians discard a Karama to move the HMS 2 territories, collecting as IX-6 (12 from a pile of 6 gives 6); their turn goes on', () => {
    const out = run(sm(), [
      special('Bight of the Cliff', { sector: 14, via: 'Funeral Plain' }),
      { as: 'ixians', do: 'pass' },
      { as: 'ixians', do: 'move', args: { from: 'Funeral Plain', to: 'The Great Flat', forces: 2 } },
    ]);
    expect(ok(out, 0)).toContainEqual({
      type: 'hms-moved',
      faction: 'ixians',
      left: { territory: 'The Great Flat', sector: 14 },
      host: { territory: 'Bight Of The Cliff', sector: 14 },
      steps: 2,
      collected: [{ territory: 'Funeral Plain', sector: 14, amount: 6 }],
      karama: true,
    });
    expect(out.state.hms?.host).toEqual({ territory: 'Bight Of The Cliff', sector: 14 });
    expect(out.views.ixians?.spice).toBe(6);
    expect(out.views.ixians?.hand).toHaveLength(0);
    // The Ixians still ship (pass) and move their forces that turn.
    ok(out, 1);
    ok(out, 2);
  });

  it('IX-13: after shipping and with a second movement left (Hajr), the HMS moves; the forces just moved in count for IX-6', () => {
    const out = run(sm({ hands: { ixians: ['Karama', 'Hajr'] }, spice: { ixians: 0, atreides: 10, harkonnen: 10 } }), [
      { as: 'ixians', do: 'pass' },
      { as: 'ixians', do: 'move', args: { from: 'Funeral Plain', to: 'The Great Flat', forces: 2, hajr: true } },
      { as: 'ixians', do: 'move', args: { from: 'The Great Flat', to: 'HMS', forces: 2 } },
    ]);
    ok(out, 1);
    // After their first movement, with Hajr's second still to come, 3 + 3 inside collect up to 12 of the 6.
    const withHajr = run(sm({ hands: { ixians: ['Karama', 'Hajr'] } }), [
      { as: 'ixians', do: 'pass' },
      { as: 'ixians', do: 'move', args: { from: 'Funeral Plain', to: 'The Great Flat', forces: 2, hajr: true } },
      special('Funeral Plain'),
      { as: 'ixians', do: 'move', args: { from: 'The Great Flat', to: 'Funeral Plain', forces: 2 } },
    ]);
    expect(ok(withHajr, 2)).toContainEqual(
      expect.objectContaining({ type: 'hms-moved', steps: 1, karama: true, collected: [{ territory: 'Funeral Plain', sector: 14, amount: 6 }] }),
    );
    ok(withHajr, 3);
  });

  it('IX-13: three territories, a stronghold, another faction’s turn, a second use and the Basic game are refused and change nothing', () => {
    const far = run(sm(), [
      special('Arsunt', { sector: 11 }),
      special('Arrakeen'),
      special('Hagga Basin', { sector: 12, via: 'Plastic Basin', via2: 'Wind Pass' }),
    ]);
    expect(refused(far, 0).code).toBe('no-route');
    expect(refused(far, 1).code).toBe('bad-territory');
    expect(refused(far, 2).code).toBe('unknown-argument');
    expect(far.state.hms?.host).toEqual({ territory: 'The Great Flat', sector: 14 });
    expect(far.views.ixians?.hand).toHaveLength(1);
    const notTheirs = run(sm({ order: ['atreides', 'ixians', 'harkonnen'] }), [special('Funeral Plain')]);
    expect(refused(notTheirs, 0).code).toBe('not-now');
    const used = run(sm({ karamaPowersUsed: ['ixians'] }), [special('Funeral Plain')]);
    expect(refused(used, 0).code).toBe('special-used');
    const basic = run(sm(), [special('Funeral Plain')], { rules: 'basic' });
    expect(refused(basic, 0).code).toBe('advanced-only');
  });

  const order = (territory: string, more: Record<string, unknown> = {}) => ({
    as: 'ixians',
    do: 'karama-order',
    args: { special: true, territory, ...more },
  });

  it('IX-13 after their move: a secret standing order moves the HMS as their Shipment and Movement turn ends, after their move; the next turn follows at once', () => {
    const actions = [
      order('Funeral Plain'),
      { as: 'ixians', do: 'pass' },
      { as: 'ixians', do: 'move', args: { from: 'Funeral Plain', to: 'The Great Flat', forces: 2 } },
    ];
    const out = run(sm(), actions);
    // Once per game: the power is used up.
    expect(finalState({ seed: 3, factions: FACTIONS, options: {}, setup: sm(), actions }).karamaPowersUsed).toContain('ixians');
    // Given in secret: only the Ixians are told, and the game waits for them as before.
    expect(ok(out, 0)).toEqual([expect.objectContaining({ type: 'karama-ordered', to: ['ixians'] })]);
    const events = ok(out, 2);
    const types = events.map((e) => e.type);
    // After the move and before the turn ends, the card is played in public and the HMS moves, collecting as IX-6.
    expect(types.indexOf('moved')).toBeLessThan(types.indexOf('hms-moved'));
    expect(types.indexOf('hms-moved')).toBeLessThan(types.indexOf('ship-move-turn-ended'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'card-played', faction: 'ixians', card: 'Karama' }));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'hms-moved',
        host: { territory: 'Funeral Plain', sector: 14 },
        karama: true,
        collected: [{ territory: 'Funeral Plain', sector: 14, amount: 6 }],
      }),
    );
    expect(out.state.hms?.host).toEqual({ territory: 'Funeral Plain', sector: 14 });
    expect(out.views.ixians?.hand).toHaveLength(0);
    expect(out.views.ixians?.spice).toBe(6);
    expect(out.state.waitingFor).toEqual(['atreides']);
  });

  it('IX-13 after their move: an order the board no longer allows (no Ixian force left inside) lapses, told to them alone; the card stays and nothing moves', () => {
    const out = run(sm(), [
      order('Funeral Plain'),
      { as: 'ixians', do: 'pass' },
      { as: 'ixians', do: 'move', args: { from: 'HMS', to: 'The Great Flat', forces: 6, elite: 3 } },
    ]);
    const events = ok(out, 2);
    expect(events).toContainEqual({
      type: 'karama-order-lapsed',
      to: ['ixians'],
      order: 'move the Hidden Mobile Stronghold to Funeral Plain as your next Shipment and Movement turn ends',
      reason: 'The HMS moves only with Ixians forces inside (IX-5).',
    });
    expect(events.map((e) => e.type)).not.toContain('hms-moved');
    expect(out.state.hms?.host).toEqual({ territory: 'The Great Flat', sector: 14 });
    expect(out.views.ixians?.hand).toHaveLength(1);
    expect(out.views.ixians).not.toHaveProperty('karamaOrders');
  });

  it('IX-13 after their move: an order into a stronghold or by another faction is refused; a second one waits for the first to be withdrawn', () => {
    const out = run(sm({ hands: { ixians: ['Karama'], atreides: ['Karama'] } }), [
      order('Arrakeen'),
      { as: 'atreides', do: 'karama-order', args: { special: true, territory: 'Funeral Plain' } },
      order('Funeral Plain'),
      order('Bight of the Cliff', { sector: 14, via: 'Funeral Plain' }),
      { as: 'ixians', do: 'cancel-karama-order', args: { special: true } },
      order('Bight of the Cliff', { sector: 14, via: 'Funeral Plain' }),
    ]);
    expect(refused(out, 0).code).toBe('bad-territory');
    expect(refused(out, 1).code).toBe('no-special-order');
    ok(out, 2);
    expect(refused(out, 3).code).toBe('already-ordered');
    ok(out, 4);
    ok(out, 5);
    expect(out.views.ixians?.karamaOrders).toEqual([
      expect.objectContaining({ hms: 'Bight Of The Cliff', text: expect.stringContaining('through Funeral Plain') }),
    ]);
  });

  it('IX-13 after their move: the menus offer the order with the territories within 2 of the host, and it applies', () => {
    const s = finalState({ seed: 3, factions: FACTIONS, options: {}, setup: sm(), actions: [] });
    const d = decisionsFor(s, 'ixians').find((x) => x.label === 'Order your HMS move');
    if (!d) throw new Error('no HMS order offered');
    const where = optionsFor(s, 'ixians', 'karama-order', { ...d.preset }, 'territory');
    const offered = where.kind === 'list' ? where.options.map((o) => o.value) : [];
    expect(offered).toContain('funeral-plain');
    expect(offered).not.toContain('arrakeen');
    const r = applyAction(s, { kind: 'seat', seat: 'ixians' }, { do: d.action, args: { ...d.preset, territory: 'funeral-plain' } });
    if (!r.ok) throw new Error(r.error.message);
  });

  it('IX-13: the menus offer the special power in their turn, the territories within 2 of the host out of the storm and no stronghold, and its decision applies', () => {
    const s = finalState({ seed: 3, factions: FACTIONS, options: {}, setup: sm(), actions: [] });
    const d = decisionsFor(s, 'ixians').find((x) => x.label === 'Use your special Karama power');
    if (!d) throw new Error('no special Karama offered');
    const where = optionsFor(s, 'ixians', 'play', { ...d.preset }, 'territory');
    const offered = where.kind === 'list' ? where.options.map((o) => o.value) : [];
    expect(offered).toContain('bight-of-the-cliff');
    expect(offered).toContain('funeral-plain');
    expect(offered).not.toContain('arrakeen');
    expect(offered).not.toContain('arsunt');
    const r = applyAction(s, { kind: 'seat', seat: 'ixians' }, { do: d.action, args: { ...d.preset, territory: 'funeral-plain' } });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.hms?.host).toEqual({ territory: 'funeral-plain', sector: 14 });
  });

  it('IX-13: with no Ixian force inside or the host in the storm (OP-15) the HMS cannot move', () => {
    const empty = run(sm({ board: [{ faction: 'ixians', territory: 'Funeral Plain', forces: 2 }] }), [special('Funeral Plain')]);
    expect(refused(empty, 0).code).toBe('no-forces');
    const stormed = run(sm({ storm: 14 }), [special('The Greater Flat')]);
    expect(refused(stormed, 0).code).toBe('storm-sector');
  });
});
