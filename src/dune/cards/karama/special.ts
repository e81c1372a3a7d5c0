import { check, fail } from '../../../engine/result';
import type { Ctx } from '../../context';
import { karamaStandIn } from '../../data/faction-traits';
import { factionName } from '../../data/factions';
import { isAdvanced } from '../../options';
import { FACTION_MODULES, hooksOf } from '../../factions';
import { finishIfRevival } from '../../phases/revival/step';
import type { DuneState, FactionId } from '../../state';
import type { CardUse, PlayArgs } from '../use';
import type { SpecialPower } from './special-power';
import { agrees, possessive } from '../../victory/describe';

/** Arguments a special Karama power may take, whoever plays it; `target` also names whose power a Karama stops. */
export const SPECIAL_ARGS: CardUse['args'] = [...new Set(FACTION_MODULES.flatMap((m) => m.hooks.specialKarama?.args ?? []))];

/** `f`'s special Karama power, if they have one besides a card that stands in for Karama (the Bene Gesserit's worthless cards). */
export const specialKaramaOf = (f: FactionId): SpecialPower | undefined => hooksOf(f).specialKarama;

/** A special Karama power may still be used, played or ordered: the Advanced game, once per game. */
export function checkSpecialUnused(s: DuneState, f: FactionId): void {
  check(isAdvanced(s.options), 'advanced-only', 'Special Karama powers belong to the Advanced game.');
  check(
    !s.karamaPowersUsed.includes(f),
    'special-used',
    `The ${factionName(f)} ${agrees(f, 'have')} already used their special Karama power: it is once per game.`,
  );
}

/** A faction's once-per-game special Karama power (Advanced, rules §16). */
export function playSpecialKarama(s: DuneState, f: FactionId, a: PlayArgs, ctx: Ctx): void {
  checkSpecialUnused(s, f);
  const standIn = karamaStandIn(f);
  if (standIn) fail('no-special-power', `The ${possessive(f)} special Karama power is to use ${standIn} cards as Karama; they have no other.`);
  const special = specialKaramaOf(f);
  if (!special) fail('no-special-power', `The ${factionName(f)} ${agrees(f, 'have')} no special Karama power.`);
  const other = Object.keys(a).filter((k) => k !== 'card' && k !== 'special' && !(special.args as readonly string[]).includes(k));
  check(
    other.length === 0,
    'bad-argument',
    `The ${possessive(f)} special Karama power takes ${special.args.map((k) => `\`${k}\``).join(', ')}, not ${other.map((k) => `\`${k}\``).join(', ')}.`,
  );
  special.play(s, f, a, ctx);
  s.karamaPowersUsed.push(f);
  finishIfRevival(s, ctx);
}
