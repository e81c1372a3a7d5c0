import { check, fail } from '../../../engine/result';
import { factionName } from '../../data/factions';
import { isAdvanced } from '../../options';
import type { DuneState, FactionId } from '../../state';
import { POWER_IDS, power, powerName, type PowerId } from './powers';
import { agrees } from '../../victory/describe';

export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Checks that `f` may aim a Karama at power `id` in this game, whenever it is played or ordered:
 * a power named, of another faction in play (`target`, when given, its owner), that this game's
 * rules have. Returns the power.
 */
export function checkStopTarget(s: DuneState, f: FactionId, id: PowerId | undefined, target: FactionId | undefined): PowerId {
  check(
    id !== undefined,
    'power-needed',
    `Name the power Karama stops (\`power\`: ${POWER_IDS.join(', ')}), or play it for your special power (\`special: true\`, Advanced). Karama also wins a card in the Bidding (\`bid karama: true\`) and ships at Guild rates (\`ship karama: true\`).`,
  );
  const p = power(id);
  const name = powerName(id);
  const owner = p.faction;
  check(
    target === undefined || target === owner,
    'wrong-target',
    `${capital(name)} belongs to the ${factionName(owner)}, not to the ${target ? factionName(target) : ''}.`,
  );
  check(s.factions.includes(owner), 'not-in-game', `The ${factionName(owner)} ${agrees(owner, 'are')} not playing in this game.`);
  check(owner !== f, 'own-power', 'A Karama stops another faction’s power, not your own.');
  check(!p.advanced || isAdvanced(s.options), 'advanced-only', `${capital(name)} belongs to the Advanced game; this game plays the Basic rules.`);
  if (p.option && !p.option.applies(s.options)) fail('not-in-game', `${capital(name)} is not part of this game: ${p.option.why(s.options)}.`);
  return id;
}
