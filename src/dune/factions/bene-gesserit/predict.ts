import { cloneJson } from '../../../engine/clone';
import { check } from '../../../engine/result';
import { Rng } from '../../../engine/rng';
import { defineAction } from '../../actions/spec';
import { factionName } from '../../data/factions';
import type { FactionId } from '../../state';
import type { SetupSecret } from '../module';
import { agrees } from '../../victory/describe';

/** The prediction at setup (rules §2): which faction wins, and on which turn, told to nobody. */
export const predict = defineAction({
  name: 'predict',
  summary: 'Bene Gesserit: secretly predict which faction wins, and on which turn.',
  phases: ['setup'],
  args: [
    { name: 'faction', type: 'faction', required: true, description: 'the faction you predict will win (not your own)' },
    { name: 'turn', type: 'count', required: true, min: 1, description: 'the turn on which it wins' },
  ],
  errors: ['not-bene-gesserit', 'already-predicted', 'bad-prediction'],
  handler: (s, f, { faction, turn }, ctx) => {
    check(f === 'bene-gesserit', 'not-bene-gesserit', 'Only the Bene Gesserit make a prediction.');
    check(!s.prediction, 'already-predicted', 'The Bene Gesserit prediction is already made and cannot change.');
    check(faction !== f, 'bad-prediction', 'The Bene Gesserit must predict another faction, not themselves.');
    check(
      s.factions.includes(faction),
      'bad-prediction',
      `The ${factionName(faction)} ${agrees(faction, 'are')} not in this game; predict one of ${s.factions.filter((x) => x !== f).join(', ')}.`,
    );
    check(turn <= s.options.turns, 'bad-prediction', `The game lasts ${s.options.turns} turns; predict a turn from 1 to ${s.options.turns}.`);
    s.prediction = { faction, turn };
    ctx.emit({ type: 'prediction-made' });
    ctx.emit({ type: 'prediction-recorded', to: [f], faction, turn });
  },
});

const other = (factions: readonly FactionId[], bg: FactionId): FactionId[] => factions.filter((x) => x !== bg);

export const prediction: SetupSecret = {
  kept: 'prediction',
  made: (s) => s.prediction !== null,
  asked: 'make their secret prediction (`predict`)',
  action: predict,
  candidates: (s, bg) =>
    other(s.factions, bg).map((faction) => ({ do: 'predict', args: { faction, turn: 1 + new Rng(cloneJson(s.rng)).int(s.options.turns) } })),
  byDefault: (s, bg) => {
    const first = other(s.factions, bg)[0];
    if (first) s.prediction = { faction: first, turn: s.options.turns };
  },
  // Another seat judges from a prediction of the first other faction on the last turn, whatever it is.
  hide: (k, bg) => {
    const someoneElse = k.factions.find((x) => x !== bg);
    if (k.prediction && someoneElse) k.prediction = { faction: someoneElse, turn: k.options.turns };
  },
};
