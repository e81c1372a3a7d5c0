import { check, fail } from '../../engine/result';
import { defineAction } from '../actions/spec';
import { TREACHERY, type TreacheryKindId } from '../data/cards';
import type { DuneState, FactionId } from '../state';
import { amalUse } from './amal';
import { gholaUse } from './ghola';
import { hajrUse } from './hajr';
import { countsAsKarama } from './karama/card';
import { POWER_IDS } from './karama/powers';
import { karamaUse } from './karama/use';
import { stormCardUse } from './storm-cards';
import { truthtranceUse } from './truthtrance';
import type { CardUse, PlayArgs } from './use';

/** Every card with a use away from the battle plan, by kind. */
const USES: Partial<Record<TreacheryKindId, CardUse>> = {
  'weather-control': stormCardUse,
  'family-atomics': stormCardUse,
  hajr: hajrUse,
  truthtrance: truthtranceUse,
  'tleilaxu-ghola': gholaUse,
  karama: karamaUse,
  amal: amalUse,
};

/** Uses with a window of their own, which explain what is played there instead. */
const WINDOWS: readonly CardUse[] = [stormCardUse, hajrUse];

function useFor(s: DuneState, f: FactionId, kind: TreacheryKindId): CardUse | undefined {
  return USES[kind] ?? (countsAsKarama(s, f, kind) ? karamaUse : undefined);
}

function notPlayable(s: DuneState, f: FactionId, kind: TreacheryKindId): never {
  const k = TREACHERY.get(kind);
  const name = k?.name ?? kind;
  for (const w of WINDOWS) w.rejectOther?.(s, f, name);
  if (k?.subtype === 'leader') fail('not-playable-now', `${name} is played in a battle plan, in the leader’s place (\`plan\`).`);
  fail(
    'not-playable-now',
    `${name} is played only in a battle plan (\`plan\`)${k?.category === 'worthless' ? '; the Bene Gesserit may use it as Karama in the Advanced game' : ''}.`,
  );
}

export const play = defineAction({
  name: 'play',
  summary:
    'Play a treachery card away from battle: Weather Control / Family Atomics (Storm), Hajr (your movement), Truthtrance, Tleilaxu Ghola or Karama (any time), Amal (the start of a phase).',
  phases: ['any'],
  args: [
    { name: 'card', type: 'card', required: true, description: 'the card to play' },
    { name: 'sectors', type: 'count', max: 10, description: 'Weather Control: how many sectors the storm moves instead (0–10)' },
    {
      name: 'target',
      type: 'faction',
      description:
        'Truthtrance: the player asked; Karama: the faction whose power is stopped; special Karama: whose plan (Atreides), shipment (Guild) or hand (Harkonnen)',
    },
    { name: 'question', type: 'text', description: 'Truthtrance: a yes/no question about the game' },
    { name: 'leader', type: 'leader', description: 'Tleilaxu Ghola / Emperor’s special Karama: the leader revived' },
    { name: 'forces', type: 'count', min: 1, max: 5, description: 'Tleilaxu Ghola (up to 5) / Emperor’s special Karama (up to 3): forces revived' },
    { name: 'elite', type: 'count', description: 'how many of the revived forces are Sardaukar or Fedaykin' },
    { name: 'power', type: 'choice', choices: POWER_IDS, description: 'Karama: the faction power it stops' },
    { name: 'special', type: 'boolean', description: 'Karama (Advanced): use your faction’s once-per-game special Karama power' },
    { name: 'territory', type: 'territory', description: 'Fremen special Karama: the sand territory the sandworm strikes; Ixians’: where the HMS ends' },
    { name: 'sector', type: 'sector', description: 'Ixians’ special Karama: the sector the HMS ends in, if the territory spans several' },
    { name: 'via', type: 'territory', description: 'Ixians’ special Karama: the territory the HMS crosses on the way, if any' },
  ],
  errors: [
    'not-now',
    'not-your-turn',
    'not-playable-now',
    'wrong-card',
    'card-not-in-hand',
    'bad-argument',
    'turn-over',
    'sectors-needed',
    'no-forces-near-shield-wall',
    'question-needed',
    'not-in-game',
    'own-question',
    'leader-or-forces',
    'not-your-leader',
    'leader-not-in-tanks',
    'out-of-range',
    'not-enough-forces',
    'power-needed',
    'wrong-target',
    'own-power',
    'already-stopped',
    'too-late',
    'no-ally',
    'advanced-only',
    'no-special-power',
    'wait',
    'empty-hand',
    'special-used',
    'karama-backs-bid',
    'territory-needed',
    'not-sand',
    'no-forces',
    'storm-sector',
    'bad-territory',
    'sector-needed',
    'bad-sector',
    'same-place',
    'no-route',
  ],
  // Truthtrance, Ghola and Karama are played at any time; Hajr and the storm cards check their own turn.
  outOfTurn: true,
  handler: (s, f, args, ctx) => {
    const use = useFor(s, f, args.card);
    if (!use) notPlayable(s, f, args.card);
    const name = TREACHERY.get(args.card)?.name ?? args.card;
    const extra = (Object.keys(args) as (keyof PlayArgs)[]).filter((k) => k !== 'card' && !(use.args as readonly string[]).includes(k));
    check(
      extra.length === 0,
      'bad-argument',
      `${name} takes ${use.args.length ? use.args.map((k) => `\`${k}\``).join(', ') : 'nothing but `card`'}; not ${extra.map((k) => `\`${k}\``).join(', ')}.`,
    );
    use.play(s, f, args, ctx);
  },
});
