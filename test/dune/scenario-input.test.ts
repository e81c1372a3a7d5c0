import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/dune/scenario';

/**
 * A scenario file is read from `unknown` (docs/scenarios.md): whatever its JSON holds, the runner
 * answers with one clear error naming what is wrong, never an exception.
 */
const two = ['atreides', 'harkonnen'];
const errorOf = (input: unknown) => {
  const out = runScenario(input);
  if (!('error' in out)) throw new Error('the scenario was accepted');
  return out.error;
};

describe('a scenario that cannot be read is refused, saying what is wrong', () => {
  it('the scenario itself: not an object, an unknown key, factions, seed or actions of the wrong shape', () => {
    expect(errorOf([1])).toEqual({ code: 'bad-scenario', message: 'A scenario is a JSON object.' });
    expect(errorOf({ factions: two, sede: 3 })).toEqual({
      code: 'bad-scenario',
      message: 'Unknown scenario key "sede"; keys are game, about, seed, factions, options, setup, actions.',
    });
    expect(errorOf({ factions: ['atreides', 7] })).toEqual({ code: 'bad-scenario', message: '`factions` must be a list of faction names.' });
    expect(errorOf({ factions: two, seed: [1] })).toEqual({ code: 'bad-scenario', message: '`seed` is a whole number, not [1].' });
    expect(errorOf({ factions: two, actions: 5 }).message).toBe('`actions` must be a list of { "as": faction, "do": action, "args": { … } }.');
  });

  it('the options: not an object, or a value the option does not take', () => {
    expect(errorOf({ factions: two, options: 5 })).toEqual({
      code: 'bad-option',
      message: 'The options are an object, like { "rules": "advanced", "turns": 10 }, not 5.',
    });
    expect(errorOf({ factions: two, options: { karamaScope: 'forever' } })).toEqual({
      code: 'bad-option',
      message: 'karamaScope must be "one-use" or "phase", not "forever".',
    });
    expect(errorOf({ factions: two, options: { bgCharity: true } }).message).toBe('bgCharity must be "advanced", "always" or "never", not true.');
    expect(errorOf({ factions: two, options: { turns: '10' } }).message).toBe('turns must be a whole number from 1 to 20 (GF9 plays 10, AH 15), not "10".');
  });

  it('the setup: a key whose value has the wrong shape is named with the shape it takes', () => {
    expect(errorOf({ factions: two, setup: { hands: { atreides: 5 } } })).toEqual({
      code: 'bad-setup',
      message: '`hands` is { faction: ["Card Name", …] }, not {"atreides":5}.',
    });
    expect(errorOf({ factions: two, setup: { spiceOnBoard: [null] } }).message).toBe('`spiceOnBoard` is a list of { territory, sector?, amount }, not [null].');
    expect(errorOf({ factions: two, setup: { board: [{ faction: 'atreides', territory: 'Arrakeen', forces: 2, advisors: true }] } }).message).toMatch(
      /^`board` is a list of \{ faction, territory, sector\?, forces, elite\?, advisor\?, advisedThisTurn\? \}, not /,
    );
    expect(errorOf({ factions: two, setup: { leaders: { 'Duncan Idaho': 'dead' } } }).message).toMatch(
      /^`leaders` is \{ "Leader Name": "pool", "tanks" or "captured" \}/,
    );
    expect(errorOf({ factions: two, setup: { alliances: [['atreides']] } })).toEqual({ code: 'bad-setup', message: 'An alliance is a pair of factions.' });
    expect(errorOf({ factions: two, setup: 'storm' })).toEqual({ code: 'bad-setup', message: '`setup` must be an object.' });
  });

  it('an action that cannot be read is a refused result, and the next action still runs', () => {
    const out = runScenario({
      factions: two,
      actions: [5, { as: 'atreides', do: 'pass', arg: {} }, { as: 'atreides', do: 3 }, { as: 'atreides', do: 'x', args: [1] }],
    });
    if ('error' in out) throw new Error(out.error.message);
    expect(out.results).toEqual([
      { ok: false, error: { code: 'bad-action', message: 'Each action is an object: { "as": faction, "do": action, "args": { … } }, not 5.' } },
      { ok: false, error: { code: 'bad-action', message: 'An action takes as, do, args, note; "arg" is not among them.' } },
      { ok: false, error: { code: 'bad-action', message: 'An action needs a name in `do`, e.g. { "do": "ship", "args": { … } }.' } },
      { ok: false, error: { code: 'bad-action', message: '`args` is an object of the action\'s arguments, like { "territory": "Arrakeen" }, not [1].' } },
    ]);
  });

  it('a well-formed scenario, with `about` and `"game": "dune"`, runs as before', () => {
    const out = runScenario({ game: 'dune', about: 'two factions at setup', seed: 7, factions: two, options: { turns: 3 } });
    expect(out).toMatchObject({ results: [], state: { turn: 1 } });
  });
});
