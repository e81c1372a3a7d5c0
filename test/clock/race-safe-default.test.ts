import { describe, expect, it } from 'vitest';
import { publicView, RACE_SEATS, type RaceState, raceGame, raceSafeDefault, waitingFor } from '../../src/race';

const start = (seed: number): RaceState => {
  const created = raceGame.create({ seats: RACE_SEATS.slice(0, 3), options: {}, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
};

describe('the race: safe defaults', () => {
  it('end the turn of whoever did not play, untouched or half planned, and the race goes on to the next seat', () => {
    let s = start(7);
    for (let turn = 0; turn < 12; turn++) {
      const seat = waitingFor(s)[0];
      if (!seat) throw new Error('the race waits for nobody');
      // Every other turn the player began a plan (a direction) before going quiet.
      if (turn % 2 === 1) {
        const begun = raceGame.apply(s, { kind: 'seat', seat }, { do: 'direction', args: { direction: 'forward' } });
        if (!begun.ok) throw new Error(begun.error.message);
        s = begun.value.state;
      }
      const taken = raceSafeDefault(s, seat);
      expect(taken).not.toBeNull();
      const applied = raceGame.apply(s, { kind: 'seat', seat }, taken as NonNullable<typeof taken>);
      if (!applied.ok) throw new Error(`${seat}: ${JSON.stringify(taken)} refused: ${applied.error.message}`);
      s = applied.value.state;
      expect(waitingFor(s)[0]).not.toBe(seat);
    }
    expect(publicView(s).round).toBeGreaterThan(3);
  });

  it('is null for a seat the race is not waiting for', () => {
    const s = start(1);
    const other = RACE_SEATS.slice(0, 3).find((seat) => seat !== waitingFor(s)[0]);
    expect(raceSafeDefault(s, other as (typeof RACE_SEATS)[number])).toBeNull();
  });
});
