import { expect, it } from 'vitest';
import { dune } from '../../src/dune';
import { inspectState, sealState } from '../../src/dune/inspect';
import { raceGame } from '../../src/race';

const created = (r: ReturnType<typeof dune.create>) => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};

it('the sealed state and the rules’ state are one value, opened and sealed by one checked door', () => {
  const state = created(dune.create({ seats: ['fremen', 'harkonnen'], options: {}, seed: 1 }));
  const open = inspectState(state);
  expect(sealState(open)).toBe(state);
  // A stored snapshot comes back as JSON: the same check lets it in.
  expect(inspectState(JSON.parse(JSON.stringify(state)))).toEqual(open);
});

it('a value that is no Dune state is refused where it crosses, by name', () => {
  const race = raceGame.create({ seats: ['red', 'blue'], options: {}, seed: 1 });
  if (!race.ok) throw new Error(race.error.message);
  expect(() => dune.publicView(JSON.parse(JSON.stringify(race.value.state)))).toThrow('Not a Dune game state: its "game" is missing, not "dune".');
  expect(() => dune.publicView(JSON.parse('null'))).toThrow('Not a Dune game state: it is null, not an object.');
  expect(() => dune.publicView(JSON.parse('{"game":"dune","turn":1}'))).toThrow('Not a Dune game state: it has no phase.');
});
